import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';
import { ANNA, BACKOFFICE_ADMIN, MARKETING, SALES, SERVICE } from '../../test/demo-users.js';

const t = useTestApp();

const VIEWS = '/api/staff/views';
const COLUMNS = '/api/staff/list-columns';

const view = (overrides: Record<string, unknown> = {}) => ({
  list: 'orders',
  name: 'Late orders in Sweden',
  shared: false,
  filters: { late: 'true', market: 'se', sort: 'promiseDate:asc' },
  hiddenColumns: ['orderMark', 'market'],
  ...overrides,
});

const names = async (email: string, list: string) =>
  ((await t.call(email, 'GET', `${VIEWS}?list=${list}`)).json().items as { name: string }[]).map((v) => v.name);

describe('the columns a staff member chooses', () => {
  it('keeps a list’s hidden columns with the staff member, apart from every other staff member', async () => {
    expect((await t.call(SERVICE, 'GET', COLUMNS)).json()).toEqual({ items: [] });
    const put = await t.call(SERVICE, 'PUT', COLUMNS, { list: 'orders', hiddenColumns: ['market', 'orderMark'] });
    expect(put.json()).toEqual({ list: 'orders', hiddenColumns: ['market', 'orderMark'] });
    await t.call(SERVICE, 'PUT', COLUMNS, { list: 'complaints', hiddenColumns: [] });
    await t.call(SERVICE, 'PUT', COLUMNS, { list: 'orders', hiddenColumns: ['status'] });
    expect((await t.call(SERVICE, 'GET', COLUMNS)).json().items).toEqual([
      { list: 'complaints', hiddenColumns: [] },
      { list: 'orders', hiddenColumns: ['status'] },
    ]);
    expect((await t.call(BACKOFFICE_ADMIN, 'GET', COLUMNS)).json().items).toEqual([]);
  });

  it('never hides the key column, nor one the list does not have, and only for a list the staff member reads', async () => {
    expect((await t.call(SERVICE, 'PUT', COLUMNS, { list: 'orders', hiddenColumns: ['orderNumber'] })).json()).toMatchObject({
      statusCode: 400,
      field: 'hiddenColumns.0',
    });
    expect((await t.call(SERVICE, 'PUT', COLUMNS, { list: 'orders', hiddenColumns: ['market', 'shoeSize'] })).json()).toMatchObject({
      statusCode: 400,
      field: 'hiddenColumns.1',
    });
    expect((await t.call(SERVICE, 'PUT', COLUMNS, { list: 'shoes', hiddenColumns: [] })).json()).toMatchObject({
      statusCode: 400,
      field: 'list',
    });
    expect((await t.call(MARKETING, 'PUT', COLUMNS, { list: 'orders', hiddenColumns: [] })).json()).toMatchObject({
      statusCode: 403,
      code: 'STAFF_ROLE_REQUIRED',
    });
    expect((await t.call(ANNA, 'GET', COLUMNS)).json()).toMatchObject({ statusCode: 403, code: 'STAFF_ONLY' });
    // Nothing refused was stored: the choice made before stands.
    expect((await t.call(SERVICE, 'GET', COLUMNS)).json().items).toContainEqual({ list: 'orders', hiddenColumns: ['status'] });
  });
});

describe('saved views', () => {
  it('keeps a personal view for its owner alone, and answers anyone else 404 for it', async () => {
    const created = await t.call(SERVICE, 'POST', VIEWS, view());
    expect(created.statusCode).toBe(200);
    const saved = created.json();
    expect(saved).toMatchObject({ ...view(), mine: true, mayChange: true, owner: { name: expect.any(String) } });

    // The view's filters are a query the list takes as they are.
    const list = await t.call(SERVICE, 'GET', `/api/staff/orders?${new URLSearchParams(saved.filters as Record<string, string>)}`);
    expect(list.statusCode).toBe(200);

    expect(await names(SERVICE, 'orders')).toEqual(['Late orders in Sweden']);
    expect(await names(SERVICE, 'complaints')).toEqual([]);
    expect(await names(BACKOFFICE_ADMIN, 'orders')).toEqual([]);
    expect((await t.call(BACKOFFICE_ADMIN, 'PUT', `${VIEWS}/${saved.id}`, view({ name: 'Mine now' }))).json()).toMatchObject({
      statusCode: 404,
    });
    expect((await t.call(BACKOFFICE_ADMIN, 'DELETE', `${VIEWS}/${saved.id}`)).statusCode).toBe(404);

    const renamed = await t.call(SERVICE, 'PUT', `${VIEWS}/${saved.id}`, view({ name: 'Late in Sweden', hiddenColumns: [] }));
    expect(renamed.json()).toMatchObject({ id: saved.id, name: 'Late in Sweden', hiddenColumns: [] });
    expect((await t.call(SERVICE, 'DELETE', `${VIEWS}/${saved.id}`)).json()).toEqual({ id: saved.id });
    expect(await names(SERVICE, 'orders')).toEqual([]);
    expect((await t.call(SERVICE, 'DELETE', `${VIEWS}/${saved.id}`)).statusCode).toBe(404);

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'staff_id'])
      .where('object_type', '=', 'view')
      .where('object_id', '=', saved.id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['view.create', 'view.update', 'view.delete']);
  });

  it('shows a shared view to every staff member who reads the list; only its owner or a back-office admin changes it', async () => {
    const shared = (
      await t.call(SALES, 'POST', VIEWS, {
        list: 'customers',
        name: 'Blocked dealers',
        shared: true,
        filters: {},
        hiddenColumns: ['users'],
      })
    ).json();
    expect(shared).toMatchObject({ shared: true, mine: true, mayChange: true });

    const seen = (await t.call(SERVICE, 'GET', `${VIEWS}?list=customers`)).json().items;
    expect(seen).toEqual([expect.objectContaining({ id: shared.id, mine: false, mayChange: false })]);
    const change = { list: 'customers', name: 'Taken over', shared: true, filters: {}, hiddenColumns: [] };
    expect((await t.call(SERVICE, 'PUT', `${VIEWS}/${shared.id}`, change)).json()).toMatchObject({
      statusCode: 403,
      code: 'STAFF_ROLE_REQUIRED',
    });
    expect((await t.call(SERVICE, 'DELETE', `${VIEWS}/${shared.id}`)).statusCode).toBe(403);
    expect(await names(SALES, 'customers')).toEqual(['Blocked dealers']);
    // Marketing does not read the dealers, so keeps no views of them and sees none.
    expect((await t.call(MARKETING, 'GET', `${VIEWS}?list=customers`)).json()).toMatchObject({ statusCode: 403 });

    const admin = (await t.call(BACKOFFICE_ADMIN, 'GET', `${VIEWS}?list=customers`)).json().items;
    expect(admin).toEqual([expect.objectContaining({ id: shared.id, mine: false, mayChange: true })]);
    expect((await t.call(BACKOFFICE_ADMIN, 'PUT', `${VIEWS}/${shared.id}`, { ...change, name: 'Dealers to watch' })).json()).toMatchObject({
      name: 'Dealers to watch',
      owner: { id: shared.owner.id },
    });
    expect((await t.call(BACKOFFICE_ADMIN, 'DELETE', `${VIEWS}/${shared.id}`)).statusCode).toBe(200);
    expect(await names(SALES, 'customers')).toEqual([]);
  });

  it('refuses a name, list, filter or column the list would not take, and stores nothing', async () => {
    const refused = async (body: Record<string, unknown>, field: string) =>
      expect((await t.call(SERVICE, 'POST', VIEWS, view(body))).json(), field).toMatchObject({ statusCode: 400, field });
    await refused({ name: '' }, 'name');
    await refused({ name: '   ' }, 'name');
    await refused({ name: 'x'.repeat(81) }, 'name');
    await refused({ name: 'Two\nlines' }, 'name');
    await refused({ list: 'shoes' }, 'list');
    await refused({ filters: { colour: 'red' } }, 'filters.colour');
    await refused({ filters: { page: '2' } }, 'filters.page');
    await refused({ filters: { status: '77' } }, 'filters.status');
    await refused({ filters: { market: 'us' } }, 'filters.market');
    await refused({ filters: { sort: 'shoeSize:asc' } }, 'filters.sort');
    await refused({ hiddenColumns: ['orderNumber'] }, 'hiddenColumns.0');
    await refused({ shared: 'yes' }, 'shared');
    expect((await t.call(SERVICE, 'POST', VIEWS, view({ name: 'x'.repeat(80) }))).statusCode).toBe(200);

    // A complaints filter is no orders filter; the same body for the complaints list passes its own query.
    await refused({ filters: { assignee: 'none' } }, 'filters.assignee');
    expect(
      (await t.call(SERVICE, 'POST', VIEWS, view({ list: 'complaints', filters: { assignee: 'none' }, hiddenColumns: [] }))).statusCode,
    ).toBe(200);

    const own = (await t.call(SERVICE, 'GET', `${VIEWS}?list=orders`)).json().items[0];
    expect(
      (await t.call(SERVICE, 'PUT', `${VIEWS}/${own.id}`, view({ list: 'complaints', filters: {}, hiddenColumns: [] }))).json(),
    ).toMatchObject({
      statusCode: 400,
      field: 'list',
    });
    expect(await names(SERVICE, 'orders')).toEqual(['x'.repeat(80)]);
    expect((await t.call(SERVICE, 'GET', `${VIEWS}?list=shoes`)).json()).toMatchObject({ statusCode: 400, field: 'list' });
  });

  it('answers a dealer 403 and keeps staff to the lists their roles read', async () => {
    expect((await t.call(ANNA, 'GET', `${VIEWS}?list=orders`)).json()).toMatchObject({ statusCode: 403, code: 'STAFF_ONLY' });
    expect((await t.call(ANNA, 'POST', VIEWS, view())).json()).toMatchObject({ statusCode: 403, code: 'STAFF_ONLY' });
    expect((await t.call(MARKETING, 'POST', VIEWS, view())).json()).toMatchObject({ statusCode: 403, code: 'STAFF_ROLE_REQUIRED' });
    expect((await t.call(MARKETING, 'POST', VIEWS, view({ list: 'articles', filters: {}, hiddenColumns: ['updated'] }))).statusCode).toBe(
      200,
    );
  });
});

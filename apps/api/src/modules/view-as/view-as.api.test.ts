import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import * as contracts from '@portal/contracts';
import type { DealerActivityResponse } from '@portal/contracts/staff-dealer';
import type { StartViewAsResponse } from '@portal/contracts/staff-dealer';
import { VIEW_AS_LEAVING_SECONDS, type ViewAsSession } from '@portal/contracts/view-as';
import { contactId } from '../../seed/customers.js';
import { auditRows } from '../../test/fixtures.js';
import { useTestApp } from '../../test/use-test-app.js';
import { ANNA, BACKOFFICE_ADMIN, MARKETING, OLA, SALES, SERVICE } from '../../test/demo-users.js';
import type { TestApp } from '../../test/test-app.js';

const t = useTestApp({ logLevel: 'error' });
const ANNA_ID = contactId(ANNA);
const startUrl = (customerNumber = '10001', user = ANNA_ID) => `/api/staff/customers/${customerNumber}/users/${user}/view-as`;

const codeOf = (link: string) => link.slice(link.indexOf('#') + 1);

async function startView(email = SERVICE) {
  const res = await t.call(email, 'POST', startUrl());
  expect(res.statusCode, res.body).toBe(200);
  return codeOf(res.json<StartViewAsResponse>().link);
}

const exchange = (code: string) => t.app.inject({ method: 'POST', url: '/api/view-as/session', payload: { code } });

async function openView(email = SERVICE) {
  const res = await exchange(await startView(email));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ViewAsSession>();
}

const asView = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload }) });

/** A fingerprint of every table's rows: equal fingerprints, nothing changed. */
async function fingerprint(app: TestApp) {
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`.execute(
    app.database.db,
  );
  const prints: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const row = await sql<{
      print: string | null;
    }>`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS print FROM ${sql.table(name)} t`.execute(app.database.db);
    prints[name] = row.rows[0]?.print ?? '';
  }
  return prints;
}

/** Every dealer call of the contracts that is not a read, GETs that change stored state included (a staff, integration, public or view call is none). */
const dealerWrites = Object.values(contracts as Record<string, unknown>).filter(
  (value): value is contracts.Endpoint =>
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    typeof value.path === 'string' &&
    value.path.startsWith('/api/') &&
    ((value as contracts.Endpoint).method !== 'GET' || (value as contracts.Endpoint).changesState === true) &&
    !('staffRoles' in value) &&
    !('integrationScope' in value) &&
    !('public' in value && value.public) &&
    !('viewAsSession' in value),
);

describe('viewing the dealer portal as a dealer user', () => {
  it('is started by customer service, sales administration and back-office admins; others are refused', async () => {
    for (const email of [SERVICE, SALES, BACKOFFICE_ADMIN]) {
      const res = await t.call(email, 'POST', startUrl());
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<StartViewAsResponse>().link).toMatch(/\/view-as#[A-Za-z0-9_-]{43}$/);
    }
    expect((await t.call(MARKETING, 'POST', startUrl())).json()).toMatchObject({ code: 'STAFF_ROLE_REQUIRED' });
    expect((await t.call(ANNA, 'POST', startUrl())).json()).toMatchObject({ code: 'STAFF_ONLY' });
    // Another dealer's user under this dealer, or an unknown dealer: 404.
    expect((await t.call(SERVICE, 'POST', startUrl('10001', contactId(OLA)))).statusCode).toBe(404);
    expect((await t.call(SERVICE, 'POST', startUrl('999999'))).statusCode).toBe(404);
  });

  it('exchanges a code once, within its time', async () => {
    const code = await startView();
    const first = await exchange(code);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<ViewAsSession>()).toMatchObject({
      user: { contactId: ANNA_ID, email: ANNA, customerNumber: '10001', market: 'se' },
      viewer: { name: expect.any(String) as string },
    });
    expect((await exchange(code)).json()).toMatchObject({ code: 'LINK_INVALID' });
    const late = await startView();
    await t.database.db
      .updateTable('view_as_session')
      .set({ code_expires_at: new Date(Date.now() - 1000) })
      .where('started_at', 'is', null)
      .execute();
    expect((await exchange(late)).json()).toMatchObject({ code: 'LINK_INVALID' });
    expect((await exchange('x'.repeat(43))).statusCode).toBe(404);
    expect((await exchange('short')).statusCode).toBe(400);
  });

  it("reads the dealer user's portal, and reaches no staff or integration call", async () => {
    const view = await openView();
    const orders = await asView(view.accessToken, 'GET', '/api/order/openOrders?amount=50&page=1');
    expect(orders.statusCode, orders.body).toBe(200);
    const own = await t.call(ANNA, 'GET', '/api/order/openOrders?amount=50&page=1');
    expect(orders.json()).toEqual(own.json());
    expect((await asView(view.accessToken, 'GET', '/api/staff/customers/10001')).json()).toMatchObject({ code: 'STAFF_ONLY' });
    expect((await asView(view.accessToken, 'GET', '/api/staff/me')).statusCode).toBe(403);
    expect((await asView(view.accessToken, 'GET', '/api/integration/v1/orders')).statusCode).toBe(403);
    // The provider does not take it either.
    expect((await asView(view.accessToken, 'GET', '/idp/me')).statusCode).toBe(401);
  });

  it("does not show the dealer's offers, whose end customers are no staff member's to read", async () => {
    const view = await openView();
    expect((await t.call(ANNA, 'GET', '/api/offers')).statusCode).toBe(200);
    const offers = await asView(view.accessToken, 'GET', '/api/offers');
    expect(offers.statusCode).toBe(403);
    expect(offers.json()).toMatchObject({ code: 'VIEW_AS_NOT_SHOWN' });
    expect((await asView(view.accessToken, 'GET', '/api/offers/00000000-0000-4000-8000-000000000001/pdf')).json()).toMatchObject({
      code: 'VIEW_AS_NOT_SHOWN',
    });
  });

  it('refuses every write the dealer API offers, and nothing changes', async () => {
    expect(dealerWrites.length).toBeGreaterThan(40);
    // The specification's GETs that change things are among them.
    expect(dealerWrites.map((e) => e.path)).toEqual(expect.arrayContaining(['/api/product/addProductToStore', '/api/cpq/v2/init']));
    const view = await openView();
    const before = await fingerprint(t);
    for (const endpoint of dealerWrites) {
      const url = endpoint.path.replace(/\{\w+\}/g, '1');
      const body = endpoint.multipart || endpoint.method === 'GET' ? undefined : {};
      const res = await asView(view.accessToken, endpoint.method, url, body);
      expect(res.statusCode, `${endpoint.method} ${endpoint.path}: ${res.body}`).toBe(403);
      expect(res.json<{ code: string }>().code, `${endpoint.method} ${endpoint.path}`).toMatch(/^VIEW_AS_(READ_ONLY|NOT_SHOWN)$/);
    }
    expect(await fingerprint(t)).toEqual(before);
  });

  it('is audited when started and ended, shows in the activity apart from sign-ins, and ends for good', async () => {
    const signInsBefore = await t.database.db.selectFrom('sign_in_event').select('id').where('account_id', '=', ANNA_ID).execute();
    // Without the months the demo's sign-ins kept, a view counting as a sign-in would show in the use figures again.
    await t.database.db.deleteFrom('portal_use_month').where('contact_id', '=', ANNA_ID).execute();
    const view = await openView(SALES);
    expect((await asView(view.accessToken, 'GET', '/api/order/openOrders?amount=50&page=1')).statusCode).toBe(200);
    // Only a view's own token ends a view.
    expect((await t.call(ANNA, 'DELETE', '/api/view-as/session')).json()).toMatchObject({ code: 'VIEW_AS_ONLY' });
    const ended = await asView(view.accessToken, 'DELETE', '/api/view-as/session');
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await asView(view.accessToken, 'GET', '/api/order/openOrders?amount=50&page=1')).statusCode).toBe(401);

    const starts = await auditRows(t, ANNA_ID, 'user.view-as.start');
    const ends = await auditRows(t, ANNA_ID, 'user.view-as.end');
    const salesId = (await t.database.db.selectFrom('staff_member').select('id').where('email', '=', SALES).executeTakeFirstOrThrow()).id;
    expect(starts.at(-1)).toMatchObject({
      staff_id: salesId,
      customer_number: '10001',
      after: expect.objectContaining({ email: ANNA }) as object,
    });
    expect(ends).toHaveLength(1);
    expect(ends[0]).toMatchObject({ staff_id: salesId, customer_number: '10001' });
    // The audit log shows both to a back-office admin.
    const log = await t.call(BACKOFFICE_ADMIN, 'GET', `/api/staff/audit-log?objectId=${ANNA_ID}`);
    expect(log.statusCode, log.body).toBe(200);
    expect(JSON.stringify(log.json())).toContain('user.view-as.end');

    const activity = await t.call(SERVICE, 'GET', '/api/staff/customers/10001/activity?kind=view-as');
    expect(activity.statusCode, activity.body).toBe(200);
    expect(activity.json<DealerActivityResponse>().items[0]).toMatchObject({ kind: 'view-as', title: ANNA, status: 'ended' });
    // A view is no sign-in of the user's own.
    const signInsAfter = await t.database.db.selectFrom('sign_in_event').select('id').where('account_id', '=', ANNA_ID).execute();
    expect(signInsAfter).toHaveLength(signInsBefore.length);
    expect(await t.database.db.selectFrom('portal_use_month').select('month').where('contact_id', '=', ANNA_ID).execute()).toEqual([]);
  });

  it("ends with the staff member's access: deactivated, or without a role that may view", async () => {
    const view = await openView(SALES);
    const read = () => asView(view.accessToken, 'GET', '/api/order/openOrders?amount=50&page=1');
    expect((await read()).statusCode).toBe(200);
    const sales = await t.database.db.selectFrom('staff_member').select('id').where('email', '=', SALES).executeTakeFirstOrThrow();
    try {
      await t.database.db.updateTable('staff_role').set({ role: 'marketing' }).where('staff_id', '=', sales.id).execute();
      expect((await read()).statusCode).toBe(401);
      await t.database.db.updateTable('staff_role').set({ role: 'sales-admin' }).where('staff_id', '=', sales.id).execute();
      expect((await read()).statusCode).toBe(200);
      await t.database.db.updateTable('staff_member').set({ active: false }).where('id', '=', sales.id).execute();
      expect((await read()).statusCode).toBe(401);
    } finally {
      await t.database.db.updateTable('staff_member').set({ active: true }).where('id', '=', sales.id).execute();
      await t.database.db.updateTable('staff_role').set({ role: 'sales-admin' }).where('staff_id', '=', sales.id).execute();
    }
  });

  it('ends when its tab goes away, unless the same tab calls again (a reload), and the tab cannot undo an end', async () => {
    const view = await openView();
    const read = () => asView(view.accessToken, 'GET', '/api/order/openOrders?amount=50&page=1');
    const endsAt = async () =>
      (
        await t.database.db
          .selectFrom('view_as_session')
          .select('ended_at')
          .where('started_at', 'is not', null)
          .orderBy('started_at', 'desc')
          .limit(1)
          .executeTakeFirstOrThrow()
      ).ended_at;
    const leave = () => asView(view.accessToken, 'DELETE', '/api/view-as/session?leaving=true');
    expect((await read()).statusCode).toBe(200);
    // Anything but `true` is refused, and ends nothing.
    expect((await asView(view.accessToken, 'DELETE', '/api/view-as/session?leaving=yes')).json()).toMatchObject({ statusCode: 400 });
    expect(await endsAt()).toBeNull();

    // The tab goes (pagehide): the view ends VIEW_AS_LEAVING_SECONDS later; until then the same tab may come back.
    const before = Date.now();
    expect((await leave()).statusCode).toBe(200);
    const closing = await endsAt();
    expect(closing!.getTime()).toBeGreaterThanOrEqual(before + VIEW_AS_LEAVING_SECONDS * 1000 - 1000);
    expect(closing!.getTime()).toBeLessThanOrEqual(Date.now() + VIEW_AS_LEAVING_SECONDS * 1000 + 1000);
    // A reload: the tab calls again, and the view goes on.
    expect((await read()).statusCode).toBe(200);
    expect(await endsAt()).toBeNull();

    // Closed for good: its time passes (moved back here), and the view answers no more, nor does leaving bring it back.
    expect((await leave()).statusCode).toBe(200);
    await t.database.db
      .updateTable('view_as_session')
      .set({ ended_at: new Date(Date.now() - 1000) })
      .where('ended_at', 'is not', null)
      .where('ended_at', '>', new Date())
      .execute();
    expect((await read()).statusCode).toBe(401);
    expect((await leave()).statusCode).toBe(401);
    expect(await endsAt()).not.toBeNull();
    const activity = await t.call(SERVICE, 'GET', '/api/staff/customers/10001/activity?kind=view-as');
    expect(activity.json<DealerActivityResponse>().items[0]).toMatchObject({ kind: 'view-as', status: 'ended' });

    // Ended by its button while its tab was going: ended now, and audited.
    const other = await openView();
    const endsBefore = await auditRows(t, ANNA_ID, 'user.view-as.end');
    expect((await asView(other.accessToken, 'DELETE', '/api/view-as/session?leaving=true')).statusCode).toBe(200);
    expect((await asView(other.accessToken, 'DELETE', '/api/view-as/session')).statusCode).toBe(200);
    expect((await endsAt())!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await auditRows(t, ANNA_ID, 'user.view-as.end')).toHaveLength(endsBefore.length + 1);
    expect((await asView(other.accessToken, 'GET', '/api/order/openOrders?amount=50&page=1')).statusCode).toBe(401);
  });

  it('ends at its time', async () => {
    const view = await openView();
    await t.database.db
      .updateTable('view_as_session')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('ended_at', 'is', null)
      .execute();
    expect((await asView(view.accessToken, 'GET', '/api/order/openOrders?amount=50&page=1')).statusCode).toBe(401);
  });
});

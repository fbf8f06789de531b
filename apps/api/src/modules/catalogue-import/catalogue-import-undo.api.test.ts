import { describe, expect, it } from 'vitest';
import { IMPORT_UNDO_HOURS, type ImportPreview } from '@portal/contracts/staff-catalogue-import';
import { postMultipart } from '../../test/multipart.js';
import { useTestApp } from '../../test/use-test-app.js';
import { ANNA as DEALER, MARKETING, SALES } from '../../test/demo-users.js';
import { auditRows } from '../../test/fixtures.js';

// The module's clock, moved on by the tests.
let clock = new Date('2026-03-02T08:00:00Z');
const t = useTestApp({ now: () => clock });
const hours = (n: number) => (clock = new Date(clock.getTime() + n * 3_600_000));

const URL = '/api/staff/imports';
const csv = (lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`);
const upload = async (kind: string, lines: string[]) => {
  const res = await postMultipart(t, SALES, URL, [
    { name: 'kind', value: kind },
    { name: 'file', filename: `${kind}.csv`, type: 'text/csv', bytes: csv(lines) },
  ]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ImportPreview>();
};
const commit = (id: string, body?: unknown) => t.call(SALES, 'POST', `${URL}/${id}/commit`, body);
const undo = (id: string, as = SALES) => t.call(as, 'POST', `${URL}/${id}/undo`);

/** A price list's rows, by item. */
const prices = async (list: string) =>
  new Map(
    (
      await t.database.db
        .selectFrom('price_list_item')
        .select(['item_number', 'unit_price'])
        .where('price_list_id', '=', list)
        .orderBy('item_number')
        .execute()
    ).map((p) => [p.item_number, p.unit_price]),
  );
const discount = async (customer: string) =>
  (await t.database.db.selectFrom('customer').select('discount_percent').where('customer_number', '=', customer).executeTakeFirstOrThrow())
    .discount_percent;

describe('price and discount imports: removals confirmed, undo for 24 hours', () => {
  it('commits a price file that removes rows only with the count confirmed, and undoes it whole, audited', async () => {
    const list = (await t.database.db.selectFrom('price_list').select('id').where('currency', '=', 'EUR').executeTakeFirstOrThrow()).id;
    const before = await prices(list);
    const items = [...before.keys()];
    // The file keeps all but three prices and changes the first.
    const lines = [
      'price_list,item_number,unit_price',
      ...items.slice(0, -3).map((i, n) => `${list},${i},${n === 0 ? 1.5 : before.get(i)}`),
    ];
    const preview = await upload('prices', lines);
    expect(preview.counts).toMatchObject({ change: 1, remove: 3, errors: 0 });

    const refused = await commit(preview.id);
    expect(refused.json()).toMatchObject({
      statusCode: 409,
      code: 'IMPORT_REMOVALS_UNCONFIRMED',
      key: 'imports.error.removals-unconfirmed',
    });
    expect(refused.json().message).toContain('removes 3 rows');
    expect(await prices(list)).toEqual(before);

    const done = await commit(preview.id, { confirmRemovals: 3 });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<ImportPreview>().undoableUntil).toBe(new Date(clock.getTime() + IMPORT_UNDO_HOURS * 3_600_000).toISOString());
    expect((await prices(list)).size).toBe(before.size - 3);
    // What it replaced is kept in the database, not in the process.
    const kept = await t.database.db
      .selectFrom('catalogue_import_previous_price')
      .select('item_number')
      .where('import_id', '=', preview.id)
      .execute();
    expect(kept).toHaveLength(before.size);

    expect((await undo(preview.id, DEALER)).statusCode).toBe(403);
    expect((await undo(preview.id, MARKETING)).statusCode).toBe(403);
    hours(IMPORT_UNDO_HOURS - 1);
    const undone = await undo(preview.id);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ undoneAt: clock.toISOString(), undoableUntil: null });
    expect(await prices(list)).toEqual(before);
    expect(await auditRows(t, preview.id)).toMatchObject([
      { action: 'import.commit' },
      { action: 'import.undo', object_type: 'import', after: { lists: [list] } },
    ]);
    expect(
      await t.database.db.selectFrom('catalogue_import_previous_price').select('item_number').where('import_id', '=', preview.id).execute(),
    ).toEqual([]);
    expect((await undo(preview.id)).json()).toMatchObject({ statusCode: 409, code: 'IMPORT_NOT_UNDOABLE' });
  });

  it(`refuses the undo ${IMPORT_UNDO_HOURS} hours after the commit`, async () => {
    const was = await discount('20001');
    const preview = await upload('discounts', ['customer_number,discount_percent', `20001,${was + 1}`]);
    expect((await commit(preview.id)).statusCode).toBe(200);
    hours(IMPORT_UNDO_HOURS);
    clock = new Date(clock.getTime() + 1000);
    expect((await undo(preview.id)).json()).toMatchObject({ statusCode: 409, code: 'IMPORT_UNDO_EXPIRED' });
    expect(await discount('20001')).toBe(was + 1);
    expect(await auditRows(t, preview.id, 'import.undo')).toEqual([]);
  });

  it('refuses the undo once a later import changed the same list, and allows it again when that one is undone', async () => {
    const was = await discount('30001');
    const first = await upload('discounts', ['customer_number,discount_percent', `30001,${was + 2}`]);
    expect((await commit(first.id)).statusCode).toBe(200);
    // Another dealer's discount is another list: it does not stand in the way.
    const other = await upload('discounts', ['customer_number,discount_percent', `40001,${(await discount('40001')) + 1}`]);
    expect((await commit(other.id)).statusCode).toBe(200);
    const second = await upload('discounts', ['customer_number,discount_percent', `30001,${was + 3}`]);
    expect((await commit(second.id)).statusCode).toBe(200);

    expect((await undo(first.id)).json()).toMatchObject({ statusCode: 409, code: 'IMPORT_SUPERSEDED' });
    expect(await discount('30001')).toBe(was + 3);
    expect((await undo(second.id)).statusCode).toBe(200);
    expect(await discount('30001')).toBe(was + 2);
    expect((await undo(first.id)).statusCode).toBe(200);
    expect(await discount('30001')).toBe(was);
  });

  it('refuses the undo once the price list was changed another way, and of an import not committed', async () => {
    const list = (await t.database.db.selectFrom('price_list').select('id').where('currency', '=', 'SEK').executeTakeFirstOrThrow()).id;
    const before = await prices(list);
    const [item] = [...before.keys()];
    const lines = ['price_list,item_number,unit_price', ...[...before].map(([i, p]) => `${list},${i},${i === item ? p + 1 : p}`)];
    const open = await upload('prices', lines);
    expect((await undo(open.id)).json()).toMatchObject({ statusCode: 409, code: 'IMPORT_NOT_UNDOABLE' });
    expect((await commit(open.id)).statusCode).toBe(200);
    // Sales administration edits the product's price in this list.
    const product = (await t.call(SALES, 'GET', `/api/staff/products/${item}`)).json();
    const prices_ = product.prices.map((p: { priceListId: string; unitPrice: number | null }) => ({
      priceListId: p.priceListId,
      unitPrice: p.priceListId === list ? 5 : p.unitPrice,
    }));
    const set = await t.call(SALES, 'PUT', `/api/staff/products/${item}`, { ...product, prices: prices_ });
    expect(set.statusCode, set.body).toBe(200);
    expect((await undo(open.id)).json()).toMatchObject({ statusCode: 409, code: 'IMPORT_SUPERSEDED' });
    expect((await prices(list)).get(item!)).toBe(5);
  });
});

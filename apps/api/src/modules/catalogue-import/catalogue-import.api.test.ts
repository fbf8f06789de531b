import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { postMultipart, type Part } from '../../test/multipart.js';
import { parseAmount } from './import-plans.js';
import { useTestApp } from '../../test/use-test-app.js';
import { SALES } from '../../test/demo-users.js';

const t = useTestApp();

const URL = '/api/staff/imports';
const upload = (kind: string, filename: string, bytes: Buffer, email = SALES) =>
  postMultipart(t, email, URL, [{ name: 'kind', value: kind }, { name: 'file', filename, type: 'text/csv', bytes } satisfies Part]);
const csv = (lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`);

/** A Norwegian price list, and a product outside it (the seed prices every product in every list, so one is taken out). */
async function priceList() {
  const db = t.database.db;
  const list = await db.selectFrom('price_list').select('id').where('currency', '=', 'NOK').executeTakeFirstOrThrow();
  const items = await db
    .selectFrom('price_list_item')
    .select(['item_number', 'unit_price'])
    .where('price_list_id', '=', list.id)
    .orderBy('item_number')
    .execute();
  const outside = items.pop()!.item_number;
  await db.deleteFrom('price_list_item').where('price_list_id', '=', list.id).where('item_number', '=', outside).execute();
  return { id: list.id, items, outside };
}

describe('parseAmount', () => {
  it('reads amounts as people write them and refuses anything else', () => {
    expect(['1234.5', '1 234,50', '1.234,50', '1,234.50', '0', '12,5'].map(parseAmount)).toEqual([1234.5, 1234.5, 1234.5, 1234.5, 0, 12.5]);
    expect(['', '-5', 'abc', '1e3', '12.345', '1,2,3'].map(parseAmount)).toEqual([null, null, null, null, null, null]);
  });
});

describe('price and discount imports', () => {
  it('answers 403 to dealers and to staff without sales administration', async () => {
    const file = csv(['price_list,item_number,unit_price', 'X,Y,1']);
    expect((await upload('prices', 'p.csv', file, 'ola@reseller-no.test')).json().code).toBe('STAFF_ONLY');
    expect((await upload('prices', 'p.csv', file, 'marketing@manufacturer.test')).json().code).toBe('STAFF_ROLE_REQUIRED');
    expect((await t.call('service@manufacturer.test', 'POST', `${URL}/00000000-0000-4000-8000-000000000000/commit`)).statusCode).toBe(403);
  });

  it('previews every row, writes nothing while one row is wrong, and then commits all or nothing with a report', async () => {
    const list = await priceList();
    const [first, second, ...rest] = list.items;
    const lines = [
      'item_number;unit_price;price_list;note',
      `${first!.item_number};${first!.unit_price + 10};${list.id};dearer`,
      `${second!.item_number};${second!.unit_price};${list.id};as before`,
      `${list.outside};"1 999,50";${list.id};new in the list`,
      `NO-SUCH-ITEM;100;${list.id};a typo`,
      ...rest.map((i) => `${i.item_number};${i.unit_price};${list.id};`),
    ];
    const bad = await upload('prices', 'prislista.csv', csv(lines));
    expect(bad.statusCode).toBe(200);
    const preview = bad.json();
    expect(preview.counts).toEqual({ add: 1, change: 1, remove: 0, same: rest.length + 1, errors: 1 });
    expect(preview.rows.find((r: { line: number }) => r.line === 5)).toMatchObject({
      key: `${list.id} / NO-SUCH-ITEM`,
      error: 'imports.error.item',
    });
    expect(preview.rows.find((r: { line: number }) => r.line === 4)).toMatchObject({ change: 'add', after: '1999.50', currency: 'NOK' });

    const refused = await t.call(SALES, 'POST', `${URL}/${preview.id}/commit`);
    expect(refused.json()).toMatchObject({ statusCode: 409, code: 'IMPORT_HAS_ERRORS' });
    const unchanged = await t.database.db
      .selectFrom('price_list_item')
      .select('unit_price')
      .where('price_list_id', '=', list.id)
      .where('item_number', '=', first!.item_number)
      .executeTakeFirstOrThrow();
    expect(unchanged.unit_price).toBe(first!.unit_price);

    // Without the typo, and without the last price of the list: it goes.
    const good = lines.filter((l) => !l.startsWith('NO-SUCH-ITEM')).slice(0, -1);
    const next = (await upload('prices', 'prislista.csv', csv(good))).json();
    expect(next.counts).toMatchObject({ add: 1, change: 1, remove: 1, errors: 0 });
    // Removing a price is confirmed a second time, with the number the file removes.
    expect((await t.call(SALES, 'POST', `${URL}/${next.id}/commit`)).json()).toMatchObject({
      statusCode: 409,
      code: 'IMPORT_REMOVALS_UNCONFIRMED',
      message: 'This import removes 1 rows; commit it with confirmRemovals: 1',
    });
    expect((await t.call(SALES, 'POST', `${URL}/${next.id}/commit`, { confirmRemovals: 2 })).statusCode).toBe(409);
    const committed = await t.call(SALES, 'POST', `${URL}/${next.id}/commit`, { confirmRemovals: 1 });
    expect(committed.json()).toMatchObject({ report: { added: 1, changed: 1, removed: 1 } });
    expect(committed.json().committedAt).not.toBeNull();

    const now = await t.database.db
      .selectFrom('price_list_item')
      .select(['item_number', 'unit_price'])
      .where('price_list_id', '=', list.id)
      .execute();
    const price = new Map(now.map((p) => [p.item_number, p.unit_price]));
    expect(price.get(first!.item_number)).toBe(first!.unit_price + 10);
    expect(price.get(list.outside)).toBe(1999.5);
    expect(price.has(rest.at(-1)!.item_number)).toBe(false);
    // One added, one removed.
    expect(now).toHaveLength(list.items.length);

    expect((await t.call(SALES, 'POST', `${URL}/${next.id}/commit`, { confirmRemovals: 1 })).json()).toMatchObject({
      code: 'IMPORT_ALREADY_COMMITTED',
    });
    const audit = await t.database.db.selectFrom('audit_log').selectAll().where('object_id', '=', next.id).execute();
    expect(audit).toMatchObject([{ action: 'import.commit', object_type: 'import' }]);
    expect(audit[0]!.after).toMatchObject({ kind: 'prices', added: 1, changed: 1, removed: 1 });
  });

  it('imports discounts from an XLSX workbook', async () => {
    const bytes = await writeXlsxFile([
      [{ value: 'Customer_Number' }, { value: 'Discount_Percent' }],
      [{ value: '10001' }, { value: 33.5 }],
      [{ value: '99999' }, { value: 10 }],
      [{ value: '20001' }, { value: 120 }],
    ]).toBuffer();
    const preview = (await upload('discounts', 'rabatter.xlsx', Buffer.from(bytes))).json();
    expect(preview.rows.map((r: { error: string | null }) => r.error)).toEqual([null, 'imports.error.customer', 'imports.error.discount']);

    const fixed = await writeXlsxFile([
      [{ value: 'customer_number' }, { value: 'discount_percent' }],
      [{ value: '10001' }, { value: 33.5 }],
    ]).toBuffer();
    const ok = (await upload('discounts', 'rabatter.xlsx', Buffer.from(fixed))).json();
    expect(ok.counts).toMatchObject({ change: 1, errors: 0 });
    expect((await t.call(SALES, 'POST', `${URL}/${ok.id}/commit`)).json().report).toEqual({ added: 0, changed: 1, removed: 0 });
    const customer = await t.database.db
      .selectFrom('customer')
      .select('discount_percent')
      .where('customer_number', '=', '10001')
      .executeTakeFirstOrThrow();
    expect(customer.discount_percent).toBe(33.5);
  });

  it('refuses a file without the columns of its kind, an empty one, and a kind it does not know', async () => {
    expect((await upload('prices', 'p.csv', csv(['item,price', 'A,1']))).json()).toMatchObject({
      statusCode: 400,
      field: 'file',
      key: 'imports.error.columns',
    });
    expect((await upload('discounts', 'd.csv', csv(['customer_number,discount_percent']))).json()).toMatchObject({
      key: 'imports.error.empty',
    });
    expect((await upload('supplies', 'p.csv', csv(['a', 'b']))).json()).toMatchObject({ statusCode: 400, field: 'kind' });
    expect((await t.call(SALES, 'GET', `${URL}/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
  });
});

describe('product and category imports', () => {
  const db = () => t.database.db;
  const PRODUCT_HEADER = 'item_number,description,kind,brand,weight_kg,lead_time_days,description_no';

  /** The catalogue as a product file, every active product as it stands, with its Norwegian description. */
  async function catalogueLines() {
    const products = await db()
      .selectFrom('product')
      .leftJoin('product_text as no', (join) => join.onRef('no.item_number', '=', 'product.item_number').on('no.language', '=', 'no'))
      .select([
        'product.item_number',
        'product.description',
        'product.kind',
        'product.brand',
        'product.weight_kg',
        'product.lead_time_days',
        'no.description as description_no',
      ])
      .where('product.active', '=', true)
      .orderBy('product.item_number')
      .execute();
    const quote = (s: string) => `"${s.replaceAll('"', '""')}"`;
    return products.map((p) => ({
      item: p.item_number,
      line: (description = p.description, no = p.description_no ?? '') =>
        [p.item_number, quote(description), p.kind, quote(p.brand), p.weight_kg, p.lead_time_days, quote(no)].join(','),
    }));
  }

  it('adds, changes and deactivates products all or nothing, with their texts in other languages', async () => {
    const lines = await catalogueLines();
    const [changed, left, ...rest] = lines;
    const file = (extra: string[]) =>
      csv([
        PRODUCT_HEADER,
        changed!.line('Ny beskrivning', 'Ny beskrivelse'),
        ...rest.map((p) => p.line()),
        'NF-NEW-1,"Ny kamin",stove,Nordflam,"95,5",10,"Ny ovn"',
        ...extra,
      ]);
    const bad = (await upload('products', 'produkter.csv', file(['NF-BAD-1,"Fel",oven,Nordflam,10,5,']))).json();
    expect(bad.counts).toMatchObject({ add: 1, change: 1, remove: 1, errors: 1 });
    expect(bad.rows.find((r: { key: string }) => r.key === 'NF-BAD-1')).toMatchObject({
      error: 'imports.error.kind',
      line: lines.length + 2,
    });
    expect(bad.rows.find((r: { key: string }) => r.key === left!.item)).toMatchObject({ change: 'remove', line: null });
    expect((await t.call(SALES, 'POST', `${URL}/${bad.id}/commit`)).json().code).toBe('IMPORT_HAS_ERRORS');
    expect(await db().selectFrom('product').select('item_number').where('item_number', '=', 'NF-NEW-1').executeTakeFirst()).toBeUndefined();

    const good = (await upload('products', 'produkter.csv', file([]))).json();
    const done = (await t.call(SALES, 'POST', `${URL}/${good.id}/commit`)).json();
    expect(done.report).toEqual({ added: 1, changed: 1, removed: 1 });
    const created = await db().selectFrom('product').selectAll().where('item_number', '=', 'NF-NEW-1').executeTakeFirstOrThrow();
    expect(created).toMatchObject({ description: 'Ny kamin', weight_kg: 95.5, lead_time_days: 10, active: true, require_serial: true });
    // The file's Norwegian text replaces the one before; languages it has no column for keep theirs.
    const texts = await db()
      .selectFrom('product_text')
      .select(['language', 'description'])
      .where('item_number', '=', changed!.item)
      .orderBy('language')
      .execute();
    expect(texts.map((x) => x.language)).toEqual(['de', 'dk', 'en', 'fi', 'no']);
    expect(texts.find((x) => x.language === 'no')?.description).toBe('Ny beskrivelse');
    expect((await db().selectFrom('product').select('active').where('item_number', '=', left!.item).executeTakeFirstOrThrow()).active).toBe(
      false,
    );

    // The dealer sees the left-out product as no longer sold (ordering it is refused, see the order tests).
    const detail = await t.call('anna@reseller-se.test', 'GET', `/api/order/productDetails?itemNo=${left!.item}`);
    expect(detail.json()).toMatchObject({ ItemId: left!.item, Active: false });
  });

  it('replaces the category tree with labels per language, and refuses unknown parents and cycles', async () => {
    const nodes = await db().selectFrom('sales_node').selectAll().orderBy('node_id').execute();
    const norwegian = new Map(
      (await db().selectFrom('sales_node_text').select(['node_id', 'label']).where('language', '=', 'no').execute()).map((x) => [
        x.node_id,
        x.label,
      ]),
    );
    const quote = (s: string) => `"${s.replaceAll('"', '""')}"`;
    const root = nodes.find((n) => n.parent_id === null && nodes.some((c) => c.parent_id === n.node_id))!;
    const below = (id: string): string[] => nodes.filter((n) => n.parent_id === id).flatMap((n) => [n.node_id, ...below(n.node_id)]);
    // One top category and everything below it is left out; one is renamed with a Norwegian label.
    const leftOut = nodes.filter((n) => n.parent_id === null && n.node_id !== root.node_id)[0]!;
    const gone = new Set([leftOut.node_id, ...below(leftOut.node_id)]);
    const kept = nodes.filter((n) => !gone.has(n.node_id));
    const line = (n: (typeof nodes)[number], label = n.label, no = norwegian.get(n.node_id) ?? '') =>
      [n.node_id, n.parent_id ?? '', quote(label), n.item_number ?? '', n.sort_order, quote(no)].join(',');
    const header = 'node_id,parent_id,label,item_number,sort_order,label_no';
    const body = kept.map((n) => (n.node_id === root.node_id ? line(n, 'Kaminer och spisar', 'Ovner') : line(n)));

    const bad = (
      await upload('categories', 'trad.csv', csv([header, ...body, 'NEW-A,NEW-B,"A",,1,', 'NEW-B,NEW-A,"B",,2,', 'NEW-C,NOWHERE,"C",,3,']))
    ).json();
    expect(bad.rows.find((r: { key: string }) => r.key === 'NEW-A').error).toBe('imports.error.cycle');
    expect(bad.rows.find((r: { key: string }) => r.key === 'NEW-C').error).toBe('imports.error.parent');
    expect((await t.call(SALES, 'POST', `${URL}/${bad.id}/commit`)).json().code).toBe('IMPORT_HAS_ERRORS');

    const good = (
      await upload('categories', 'trad.csv', csv([header, ...body, `NEW-D,${root.node_id},"Nytt",,99,"Nytt på norsk"`]))
    ).json();
    expect(good.counts).toMatchObject({ add: 1, change: 1, remove: gone.size, errors: 0 });
    expect((await t.call(SALES, 'POST', `${URL}/${good.id}/commit`)).json().report).toEqual({ added: 1, changed: 1, removed: gone.size });

    const call = async (language: string, parent = '') =>
      t.app.inject({
        method: 'GET',
        url: `/api/order/salesNodes${parent ? `?parent=${parent}` : ''}`,
        headers: { authorization: `Bearer ${await t.tokenFor('ola@reseller-no.test')}`, 'accept-language': language },
      });
    const top = (await call('no')).json().children.map((n: { NodeId: string; Label: string }) => [n.NodeId, n.Label]);
    expect(top).toContainEqual([root.node_id, 'Ovner']);
    expect(top.map(([id]: [string]) => id)).not.toContain(leftOut.node_id);
    expect((await call('sv')).json().children).toContainEqual(
      expect.objectContaining({ NodeId: root.node_id, Label: 'Kaminer och spisar' }),
    );
    expect((await call('no', root.node_id)).json().children).toContainEqual(
      expect.objectContaining({ NodeId: 'NEW-D', Label: 'Nytt på norsk' }),
    );
  });
});

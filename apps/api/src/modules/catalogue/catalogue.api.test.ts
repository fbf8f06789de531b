import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { GetProductDetailsResponse, GetSalesNodesResponse, SearchProductsResponse } from '@portal/contracts';
import { useTestApp } from '../../test/use-test-app.js';
import { ANNA, OLA } from '../../test/demo-users.js';

const t = useTestApp();

const nodes = async (parent?: string) =>
  (
    await t.call(ANNA, 'GET', `/api/order/salesNodes${parent ? `?parent=${encodeURIComponent(parent)}` : ''}`)
  ).json<GetSalesNodesResponse>();
const search = async (text: string) =>
  (await t.call(ANNA, 'GET', `/api/order/products?search=${encodeURIComponent(text)}`)).json<SearchProductsResponse>().Products;

describe('category tree', () => {
  it('starts with the root categories, each with an image', async () => {
    const root = await nodes();
    expect(root.current).toBeNull();
    expect(root.ancestors).toEqual([]);
    expect(root.children.map((c) => c.NodeId)).toEqual(expect.arrayContaining(['stoves', 'chimney', 'accessories', 'spare-parts']));
    expect(root.children.every((c) => c.NodeType !== 1 && c.ImageUrl)).toBe(true);
  });

  it('walks down to products and gives the breadcrumbs root first', async () => {
    let level = await nodes('accessories');
    const trail = ['accessories'];
    while (level.children.every((c) => c.NodeType !== 1)) {
      const next = level.children[0]!;
      trail.push(next.NodeId);
      level = await nodes(next.NodeId);
    }
    expect(level.current?.NodeId).toBe(trail.at(-1));
    expect(level.ancestors.map((a) => a.NodeId)).toEqual(trail.slice(0, -1));
    const product = level.children.find((c) => c.NodeType === 1)!;
    expect(product.ItemNumber).toBeTruthy();
    expect(product.ImageUrl).toMatch(/^\/catalogue\/.+\.svg$/);
  });

  it('prices the products among the children for the customer, as the product page does, and none it cannot order', async () => {
    const plates = await nodes('accessories-floor-plates');
    const glass = plates.children.find((c) => c.ItemNumber === 'TB-GP-GL1010')!;
    const details = (await t.call(ANNA, 'GET', '/api/order/productDetails?itemNo=TB-GP-GL1010')).json<GetProductDetailsResponse>();
    expect(glass.UnitPrice).toBe(details.UnitPrice);
    expect(plates.current?.UnitPrice).toBeUndefined();
    expect((await nodes()).children.every((c) => c.UnitPrice === undefined)).toBe(true);
    // Another customer's list gives another price.
    const ola = (await t.call(OLA, 'GET', '/api/order/salesNodes?parent=accessories-floor-plates')).json<GetSalesNodesResponse>();
    const olaDetails = (await t.call(OLA, 'GET', '/api/order/productDetails?itemNo=TB-GP-GL1010')).json<GetProductDetailsResponse>();
    expect(ola.children.find((c) => c.ItemNumber === 'TB-GP-GL1010')!.UnitPrice).toBe(olaDetails.UnitPrice);
    await t.database.db.updateTable('product').set({ active: false }).where('item_number', '=', 'TB-GP-GL1010').execute();
    try {
      expect((await nodes('accessories-floor-plates')).children.find((c) => c.ItemNumber === 'TB-GP-GL1010')!.UnitPrice).toBeNull();
    } finally {
      await t.database.db.updateTable('product').set({ active: true }).where('item_number', '=', 'TB-GP-GL1010').execute();
    }
  });

  it('answers 404 for an unknown category', async () => {
    expect((await t.call(ANNA, 'GET', '/api/order/salesNodes?parent=no-such-node')).statusCode).toBe(404);
  });
});

describe('product details', () => {
  it('prices from the customer’s own list, less the customer’s discount', async () => {
    const product = await t.database.db.selectFrom('product').select('item_number').where('kind', '=', 'stove').executeTakeFirstOrThrow();
    const prices = await t.database.db
      .selectFrom('customer')
      .innerJoin('price_list_item', 'price_list_item.price_list_id', 'customer.price_list_id')
      .select(['customer.customer_number', 'price_list_item.unit_price', 'customer.discount_percent'])
      .where('price_list_item.item_number', '=', product.item_number)
      .where('customer.customer_number', 'in', ['10001', '20001'])
      .execute();
    for (const [email, customer, currency] of [
      [ANNA, '10001', 'SEK'],
      ['ola@reseller-no.test', '20001', 'NOK'],
    ] as const) {
      const res = await t.call(email, 'GET', `/api/order/productDetails?itemNo=${product.item_number}`);
      expect(res.statusCode).toBe(200);
      const p = prices.find((r) => r.customer_number === customer)!;
      expect(res.json()).toMatchObject({
        ItemId: product.item_number,
        Currency: currency,
        UnitPrice: Math.round(p.unit_price * (100 - p.discount_percent)) / 100,
      });
    }
  });

  it('answers 404 for an unknown item', async () => {
    expect((await t.call(ANNA, 'GET', '/api/order/productDetails?itemNo=NO-SUCH-ITEM')).statusCode).toBe(404);
  });
});

describe('product search', () => {
  it('ignores case and accents (å, ä, ö, ø, æ) in both directions', async () => {
    const withAccent = await t.database.db
      .selectFrom('product')
      .select(['item_number', 'description'])
      .where('sellable', '=', true)
      .where('description', 'like', '%ö%')
      .executeTakeFirstOrThrow();
    const word = withAccent.description.split(/\s+/).find((w) => w.includes('ö'))!;
    const plain = word
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toUpperCase();
    expect((await search(plain)).map((p) => p.ItemNumber)).toContain(withAccent.item_number);
    expect((await search(word.toLowerCase())).map((p) => p.ItemNumber)).toContain(withAccent.item_number);
    // "Glödhus" written the Danish and Norwegian way still finds the brand's products
    expect((await search('GLØD')).length).toBe((await search('glod')).length);
  });

  it('finds by a part of the item number', async () => {
    const product = await t.database.db
      .selectFrom('product')
      .select('item_number')
      .where('sellable', '=', true)
      .orderBy('item_number', 'desc')
      .executeTakeFirstOrThrow();
    const found = await search(product.item_number.slice(0, 6).toLowerCase());
    expect(found.map((p) => p.ItemNumber)).toContain(product.item_number);
    expect(found.every((p) => p.NodeId && p.ItemDescription)).toBe(true);
  });

  it('treats % and _ as text, answers an empty list for no match, and refuses a blank search', async () => {
    expect(await search('%')).toEqual([]);
    expect(await search('zzzqqq')).toEqual([]);
    expect((await t.call(ANNA, 'GET', '/api/order/products?search=%20%20')).statusCode).toBe(400);
  });

  it('can use the trigram index instead of reading the whole table', async () => {
    const plan = await t.database.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const result = await sql<{
        'QUERY PLAN': string;
      }>`EXPLAIN SELECT item_number FROM product WHERE search_text LIKE '%' || portal_search_text('golvplåt') || '%'`.execute(trx);
      return result.rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toContain('product_search_idx');
  });
});

import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { GetProductDetailsResponse, SearchCatalogueResponse } from '@portal/contracts';
import { catalogueSearch } from './catalogue.repository.js';
import { useTestApp } from '../../test/use-test-app.js';
import { ANNA, OLA, JONAS } from '../../test/demo-users.js';

const t = useTestApp();

const call = async (email: string, query: string, acceptLanguage?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/product/search?${query}`,
    headers: { authorization: `Bearer ${await t.tokenFor(email)}`, ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
  });
const search = async (email: string, q: string, extra = '', acceptLanguage?: string) => {
  const res = await call(email, `q=${encodeURIComponent(q)}${extra}`, acceptLanguage);
  expect(res.statusCode).toBe(200);
  return res.json<SearchCatalogueResponse>();
};
const numbers = (r: SearchCatalogueResponse) => r.Products.map((p) => p.ItemNumber);

/** What the customer pays for the item: the list price less the customer's discount. */
async function netPrice(customerNumber: string, itemNumber: string) {
  const row = await t.database.db
    .selectFrom('customer')
    .innerJoin('price_list_item', 'price_list_item.price_list_id', 'customer.price_list_id')
    .innerJoin('price_list', 'price_list.id', 'customer.price_list_id')
    .select(['price_list_item.unit_price', 'customer.discount_percent', 'price_list.currency'])
    .where('customer.customer_number', '=', customerNumber)
    .where('price_list_item.item_number', '=', itemNumber)
    .executeTakeFirstOrThrow();
  return { price: Math.round(row.unit_price * (100 - row.discount_percent)) / 100, currency: row.currency };
}

describe('the header’s catalogue search', () => {
  it('finds by the beginning of the item number in any case, the exact number first, the whole catalogue included', async () => {
    const exact = await search(ANNA, 'rd-oslo-glas');
    expect(numbers(exact)[0]).toBe('RD-OSLO-GLAS');
    // Spare parts, stoves and chimney parts are all orderable and all found.
    const spare = await search(ANNA, 'RD-OSLO');
    expect(numbers(spare).length).toBeGreaterThan(3);
    expect(numbers(spare).every((n) => n.startsWith('RD-OSLO-'))).toBe(true);
    expect(numbers(await search(ANNA, 'NF-OSLO-5'))).toContain('NF-OSLO-5-BK');
    const chimney = await t.database.db.selectFrom('product').select('item_number').where('kind', '=', 'chimney').executeTakeFirstOrThrow();
    expect(numbers(await search(ANNA, chimney.item_number))[0]).toBe(chimney.item_number);
  });

  it('finds by every word of the name in the caller’s language, in any order, accents and case ignored', async () => {
    // Swedish: "Dörrglas Oslo"
    const sv = await search(ANNA, 'oslo DORRGLAS');
    expect(numbers(sv)).toEqual(['RD-OSLO-GLAS']);
    expect(sv.Products[0]!.Description).toBe('Dörrglas Oslo');
    // Norwegian: "Dørglass" — the Swedish word is not the Norwegian name.
    const no = await search(OLA, 'dørglass oslo');
    expect(numbers(no)).toEqual(['RD-OSLO-GLAS']);
    expect(no.Products[0]!.Description).toMatch(/dørglass/i);
    expect(numbers(await search(OLA, 'dörrglas oslo'))).toEqual([]);
    // English for Germany's market; the app's language wins when the user chose none.
    expect(numbers(await search(JONAS, 'oslo door glass'))).toEqual(['RD-OSLO-GLAS']);
    expect(numbers(await search(JONAS, 'dörrglas oslo'))).toEqual([]);
    expect(numbers(await search(JONAS, 'dörrglas oslo', '', 'sv'))).toEqual(['RD-OSLO-GLAS']);
    // Every word must occur.
    expect(numbers(await search(ANNA, 'dörrglas oslo zzqq'))).toEqual([]);
  });

  it('prices every result from the caller’s own list, never another market’s', async () => {
    const se = await search(ANNA, 'RD-OSLO-GLAS');
    const no = await search(OLA, 'RD-OSLO-GLAS');
    const de = await search(JONAS, 'RD-OSLO-GLAS');
    expect(se.Products[0]).toMatchObject({ UnitPrice: (await netPrice('10001', 'RD-OSLO-GLAS')).price, Currency: 'SEK' });
    expect(no.Products[0]).toMatchObject({ UnitPrice: (await netPrice('20001', 'RD-OSLO-GLAS')).price, Currency: 'NOK' });
    expect(de.Products[0]).toMatchObject({ UnitPrice: (await netPrice('30001', 'RD-OSLO-GLAS')).price, Currency: 'EUR' });
    expect(no.Products[0]!.UnitPrice).not.toBe(se.Products[0]!.UnitPrice);
    const everyCurrency = (r: SearchCatalogueResponse) => new Set(r.Products.map((p) => p.Currency));
    expect(everyCurrency(await search(OLA, 'oslo'))).toEqual(new Set(['NOK']));
  });

  it('leaves out what cannot be ordered: options of configured stoves, withdrawn products, items outside the price list', async () => {
    // Options only exist inside a configured stove (not sellable on their own).
    expect(numbers(await search(ANNA, 'NF-OSLO-UTL'))).toEqual([]);
    await t.database.db.updateTable('product').set({ active: false }).where('item_number', '=', 'RD-OSLO-ROST').execute();
    const noPrice = await t.database.db
      .deleteFrom('price_list_item')
      .where('price_list_id', '=', 'NO')
      .where('item_number', '=', 'RD-OSLO-ASK')
      .executeTakeFirst();
    expect(Number(noPrice.numDeletedRows)).toBe(1);
    try {
      expect(numbers(await search(ANNA, 'RD-OSLO-ROST'))).toEqual([]);
      expect(numbers(await search(ANNA, 'RD-OSLO-ASK'))).toEqual(['RD-OSLO-ASK']);
      expect(numbers(await search(OLA, 'RD-OSLO-ASK'))).toEqual([]);
    } finally {
      await t.database.db.updateTable('product').set({ active: true }).where('item_number', '=', 'RD-OSLO-ROST').execute();
    }
  });

  it('pages with a limit and counts all matches', async () => {
    const first = await search(ANNA, 'RD-', '&pageSize=5');
    expect(first.Products).toHaveLength(5);
    expect(first).toMatchObject({ Page: 1, PageSize: 5 });
    expect(first.Total).toBeGreaterThan(50);
    const second = await search(ANNA, 'RD-', '&pageSize=5&page=2');
    expect(second.Products).toHaveLength(5);
    expect(numbers(second).some((n) => numbers(first).includes(n))).toBe(false);
    const past = await search(ANNA, 'RD-', `&pageSize=50&page=${Math.ceil(first.Total / 50) + 1}`);
    expect(past.Products).toEqual([]);
    expect(past.Total).toBe(first.Total);
    // The default page holds 20.
    expect((await search(ANNA, 'RD-')).Products).toHaveLength(20);
  });

  it('refuses a blank, too long or too wordy text, and a page size or page out of bounds, naming the field', async () => {
    for (const query of ['q=%20%20', 'q=', '', `q=${'a'.repeat(101)}`, `q=${encodeURIComponent('a b c d e f g h i')}`]) {
      const res = await call(ANNA, query);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json()), query).toContain('q');
    }
    for (const query of ['q=oslo&pageSize=51', 'q=oslo&pageSize=0', 'q=oslo&page=0', 'q=oslo&page=51', 'q=oslo&page=x']) {
      expect((await call(ANNA, query)).statusCode, query).toBe(400);
    }
    // LIKE's own characters are text.
    expect(numbers(await search(ANNA, '%'))).toEqual([]);
    expect(numbers(await search(ANNA, '_'))).toEqual([]);
  });

  it('reads the indexes: the item number prefix index and the language’s trigram index', async () => {
    const plan = await t.database.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const query = catalogueSearch(trx, {
        text: 'RD-OSLO',
        words: ['RD-OSLO'],
        language: 'no',
        customerNumber: '20001',
        limit: 8,
        offset: 0,
        countCap: 2500,
      }).compile(trx);
      const result = await trx.executeQuery<Record<string, string>>({
        ...query,
        sql: `EXPLAIN ${query.sql}`,
      });
      return result.rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toContain('product_item_number_prefix_idx');
    expect(plan).toContain('product_text_search_no_idx');
  });
});

describe('the product page’s category path and spare parts', () => {
  const details = async (email: string, itemNo: string) =>
    (await t.call(email, 'GET', `/api/order/productDetails?itemNo=${itemNo}`)).json<GetProductDetailsResponse>();

  it('gives a spare part’s categories root first, each a category', async () => {
    const part = await details(ANNA, 'RD-OSLO-GLAS');
    expect(part.Categories.map((c) => c.NodeId)).toEqual(['spare-parts', 'spare-parts-oslo']);
    expect(part.Categories.map((c) => c.Label)).toEqual(['Reservdelar', 'Nordflamme Oslo']);
    expect(part.Categories.every((c) => c.NodeType !== 1)).toBe(true);
    expect(part.SpareParts).toEqual([]);
    expect((await details(OLA, 'RD-OSLO-GLAS')).Categories[0]!.Label).not.toBe('Reservdelar');
  });

  it('lists a stove’s spare parts, those of its series, priced for the customer', async () => {
    const stove = await details(ANNA, 'NF-OSLO-5-BK');
    expect(stove.Categories.map((c) => c.NodeId)).toEqual(['stoves', 'stoves-nf', 'stoves-oslo']);
    const parts = stove.SpareParts.map((p) => p.ItemNumber);
    expect(parts.length).toBeGreaterThan(3);
    expect(parts.every((n) => n.startsWith('RD-OSLO-'))).toBe(true);
    expect(parts).toContain('RD-OSLO-GLAS');
    const glass = stove.SpareParts.find((p) => p.ItemNumber === 'RD-OSLO-GLAS')!;
    const price = await netPrice('10001', 'RD-OSLO-GLAS');
    expect(glass).toMatchObject({ UnitPrice: price.price, Currency: price.currency, Description: 'Dörrglas Oslo' });
    const norwegian = await details(OLA, 'NF-OSLO-5-BK');
    expect(new Set(norwegian.SpareParts.map((p) => p.Currency))).toEqual(new Set(['NOK']));
  });
});

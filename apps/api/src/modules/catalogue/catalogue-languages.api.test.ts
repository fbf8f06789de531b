import { randomUUID } from 'node:crypto';
import { CompiledQuery, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { GetOrderDetailsResponse, GetProductDetailsResponse, GetSalesNodesResponse, SearchProductsResponse } from '@portal/contracts';
import { addDays, today, yyyymmdd } from '../../platform/calendar/delivery-calendar.js';
import { productSearch } from './catalogue.repository.js';
import { useTestApp } from '../../test/use-test-app.js';
import { ANNA, OLA, JONAS } from '../../test/demo-users.js';

const t = useTestApp();

const GLASS_PLATE = 'TB-GP-GL1010';

/** A dealer's call, with the Accept-Language the app would send when one is given. */
const get = async <T>(email: string, url: string, acceptLanguage?: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${await t.tokenFor(email)}`, ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
    })
  ).json<T>();
const product = (email: string, itemNumber: string, acceptLanguage?: string) =>
  get<GetProductDetailsResponse>(email, `/api/order/productDetails?itemNo=${itemNumber}`, acceptLanguage);
const nodes = (email: string, parent?: string, acceptLanguage?: string) =>
  get<GetSalesNodesResponse>(email, `/api/order/salesNodes${parent ? `?parent=${parent}` : ''}`, acceptLanguage);
const search = async (email: string, text: string, acceptLanguage?: string) =>
  (await get<SearchProductsResponse>(email, `/api/order/products?search=${encodeURIComponent(text)}`, acceptLanguage)).Products;

const setLanguage = (email: string, language: string | null) =>
  t.database.db.updateTable('contact').set({ language }).where('email', '=', email).execute();

afterEach(async () => {
  await setLanguage(JONAS, null);
});

describe('the catalogue in the caller’s language', () => {
  it('answers a product in the market’s language when the user chose none and the app sends none', async () => {
    expect(await product(ANNA, GLASS_PLATE)).toMatchObject({
      Description: 'Golvplåt glas 1000×1000',
      LongText: expect.stringContaining('Härdat säkerhetsglas'),
    });
    expect(await product(OLA, GLASS_PLATE)).toMatchObject({
      Description: 'Gulvplate i glass 1000×1000',
      LongText: 'Herdet sikkerhetsglass 8 mm med slipte kanter. Beskytter gulvet foran ovnen.',
      Currency: 'NOK',
    });
    // Germany's market language is English
    expect(await product(JONAS, 'NF-OSLO-5-BK')).toMatchObject({ Description: 'Nordflamme Oslo 5 stove, black', Currency: 'EUR' });
  });

  it('answers in the language the app sends when the user chose none, and in the user’s own choice above all', async () => {
    expect((await product(JONAS, GLASS_PLATE, 'de')).Description).toBe('Glasbodenplatte 1000×1000');
    expect((await product(JONAS, GLASS_PLATE, 'da')).Description).toBe('Gulvplade i glas 1000×1000');
    await setLanguage(JONAS, 'de');
    expect(await product(JONAS, GLASS_PLATE)).toMatchObject({
      Description: 'Glasbodenplatte 1000×1000',
      LongText: expect.stringContaining('Gehärtetes Sicherheitsglas'),
    });
    expect((await product(JONAS, GLASS_PLATE, 'en')).Description).toBe('Glasbodenplatte 1000×1000');
    expect((await nodes(JONAS, undefined, 'fi')).children.map((c) => c.Label)).toEqual([
      'Kaminöfen',
      'Schornstein',
      'Zubehör',
      'Ersatzteile',
    ]);
  });

  it('labels the category tree, its breadcrumbs and its products in the caller’s language', async () => {
    expect((await nodes(OLA)).children.map((c) => c.Label)).toEqual(['Peisovner', 'Pipe', 'Tilbehør', 'Reservedeler']);
    expect((await nodes(JONAS)).children.map((c) => c.Label)).toEqual(['Stoves', 'Chimney', 'Accessories', 'Spare parts']);
    expect((await nodes(ANNA)).children.map((c) => c.Label)).toEqual(['Kaminer', 'Skorsten', 'Tillbehör', 'Reservdelar']);

    const plates = await nodes(OLA, 'accessories-floor-plates');
    expect(plates.current?.Label).toBe('Gulvplater');
    expect(plates.ancestors.map((a) => a.Label)).toEqual(['Tilbehør']);
    expect(plates.children.find((c) => c.ItemNumber === GLASS_PLATE)?.Label).toBe('Gulvplate i glass 1000×1000');
    const oslo = await nodes(JONAS, 'stoves-oslo');
    expect(oslo.ancestors.map((a) => a.Label)).toEqual(['Stoves', 'Nordflamme']);
    expect(oslo.children.find((c) => c.ItemNumber === 'NF-OSLO-5-BK')?.Label).toBe('Nordflamme Oslo 5 stove, black');
  });

  it('answers Swedish where a text is missing in the language', async () => {
    const { db } = t.database;
    const before = await db
      .selectFrom('product_text')
      .select(['item_number', 'language', 'description', 'long_text'])
      .where('item_number', '=', GLASS_PLATE)
      .where('language', '=', 'no')
      .execute();
    const label = await db
      .selectFrom('sales_node_text')
      .selectAll()
      .where('node_id', '=', 'accessories')
      .where('language', '=', 'no')
      .execute();
    try {
      await db.deleteFrom('product_text').where('item_number', '=', GLASS_PLATE).where('language', '=', 'no').execute();
      await db.deleteFrom('sales_node_text').where('node_id', '=', 'accessories').where('language', '=', 'no').execute();
      expect(await product(OLA, GLASS_PLATE)).toMatchObject({
        Description: 'Golvplåt glas 1000×1000',
        LongText: expect.stringContaining('Härdat säkerhetsglas'),
      });
      expect((await nodes(OLA)).children.map((c) => c.Label)).toEqual(['Peisovner', 'Pipe', 'Tillbehör', 'Reservedeler']);
      expect((await search(OLA, 'glas 1000×1000')).find((p) => p.ItemNumber === GLASS_PLATE)?.ItemDescription).toBe(
        'Golvplåt glas 1000×1000',
      );
      // A description without a long text of its own shows the Swedish long text under it.
      await db
        .insertInto('product_text')
        .values({ item_number: GLASS_PLATE, language: 'no', description: 'Glassplate under ovnen', long_text: null })
        .execute();
      expect(await product(OLA, GLASS_PLATE)).toMatchObject({
        Description: 'Glassplate under ovnen',
        LongText: expect.stringContaining('Härdat säkerhetsglas'),
      });
    } finally {
      await db.deleteFrom('product_text').where('item_number', '=', GLASS_PLATE).where('language', '=', 'no').execute();
      await db.insertInto('product_text').values(before).execute();
      await db.insertInto('sales_node_text').values(label).execute();
    }
  });
});

describe('the shop’s search in the caller’s language', () => {
  it('finds Norwegian words for a Norwegian dealer: gulvplate, ovn and glass, answered in Norwegian', async () => {
    const plates = await search(OLA, 'gulvplate');
    expect(plates.map((p) => p.ItemNumber)).toContain(GLASS_PLATE);
    expect(plates.length).toBeGreaterThanOrEqual(13);
    expect(plates.every((p) => p.ItemDescription.startsWith('Gulvplate'))).toBe(true);

    const stoves = await search(OLA, 'ovn');
    expect(stoves.map((p) => p.ItemNumber)).toContain('NF-OSLO-5-BK');
    expect(stoves.find((p) => p.ItemNumber === 'NF-OSLO-5-BK')?.ItemDescription).toBe('Nordflamme Oslo 5 peisovn, svart');

    const glass = (await search(OLA, 'glass')).map((p) => p.ItemNumber);
    expect(glass).toEqual(expect.arrayContaining([GLASS_PLATE, 'RD-OSLO-GLAS']));
    // Not Swedish words: a Swedish dealer finds none of them.
    expect(await search(ANNA, 'gulvplate')).toEqual([]);
    expect(await search(ANNA, 'glass')).toEqual([]);
  });

  it('still finds the Swedish words and item numbers, and ignores case and accents in the caller’s language', async () => {
    const swedish = await search(OLA, 'golvplåt glas');
    expect(swedish.map((p) => p.ItemNumber)).toContain(GLASS_PLATE);
    expect(swedish.find((p) => p.ItemNumber === GLASS_PLATE)?.ItemDescription).toBe('Gulvplate i glass 1000×1000');
    expect((await search(OLA, 'tb-gp-gl1010')).map((p) => p.ItemNumber)).toEqual([GLASS_PLATE]);
    // "Dørglass til Oslo" typed without the ø, and upper case
    expect((await search(OLA, 'DORGLASS')).map((p) => p.ItemNumber)).toContain('RD-OSLO-GLAS');
    expect((await search(JONAS, 'Floor Plate')).map((p) => p.ItemNumber)).toContain(GLASS_PLATE);
    await setLanguage(JONAS, 'de');
    expect((await search(JONAS, 'bodenplatte')).map((p) => p.ItemNumber)).toContain(GLASS_PLATE);
    // Accent-insensitive in German too: "weiß" finds what is written "weiss", and the other way round
    expect((await search(JONAS, 'weiss')).length).toBeGreaterThan(0);
  });

  it('reads the texts of the caller’s language through their trigram index, not the whole table', async () => {
    for (const [language, text] of [
      ['no', 'gulvplate'],
      ['no', 'ovn'],
      ['de', 'bodenplatte'],
    ] as const) {
      const plan = await t.database.db.transaction().execute(async (trx) => {
        // as the search runs it
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        const query = productSearch(trx, text, language, 50).compile();
        const result = await trx.executeQuery<Record<string, string>>(CompiledQuery.raw(`EXPLAIN ${query.sql}`, [...query.parameters]));
        return result.rows.map((r) => Object.values(r)[0]).join('\n');
      });
      expect(plan, `${language} ${text}`).toContain(`product_text_search_${language}_idx`);
      expect(plan, `${language} ${text}`).toContain('product_search_idx');
      expect(plan, `${language} ${text}`).not.toMatch(/Seq Scan on product_text|Bitmap Index Scan on product_text_pkey/);
    }
  });
});

describe('an order line keeps the text it was ordered with', () => {
  it('writes the orderer’s language into the lines, and answers them so after the catalogue has changed', async () => {
    const request = {
      inputs: { ShippingInstructions: ' ', GoodsMark: 'Peisheim lager' },
      cartItems: [
        { id: GLASS_PLATE, title: 'x', image: '', price: 1, quantity: 1, type: 'product' },
        { id: 'RD-OSLO-GLAS', title: 'x', image: '', price: 1, quantity: 2, type: 'product' },
      ],
      CustomerId: '20001',
      ShipTo: '20001',
      requestedDate: yyyymmdd(addDays(today('no'), 10)),
      addresses: [
        { AddressType: 6, Name: 'Peisheim Bergen', Address1: 'Kanalveien 54', City: 'Bergen', PostalCode: '5068', Country: 'Norge' },
      ],
      idempotencyKey: randomUUID(),
    };
    const placed = await t.call(OLA, 'POST', '/api/order/placeOrder', request);
    expect(placed.statusCode, placed.body).toBe(200);
    const orderNumber = placed.json<{ Header: { PlaceOrderNumber: string } }>().Header.PlaceOrderNumber;
    const lines = async () =>
      (await get<GetOrderDetailsResponse>(OLA, `/api/order/orderDetails?orderNumber=${orderNumber}`)).Order.DetLines.filter(
        (l) => l.ItemNumber,
      );
    const ordered = [
      { ItemNumber: GLASS_PLATE, Description: 'Gulvplate i glass 1000×1000' },
      { ItemNumber: 'RD-OSLO-GLAS', Description: 'Dørglass til Oslo' },
    ];
    expect(await lines()).toMatchObject(ordered);

    // The catalogue's Norwegian text changes; the order keeps the one it was placed with.
    await t.database.db
      .updateTable('product_text')
      .set({ description: 'Glassplate 1000×1000' })
      .where('item_number', '=', GLASS_PLATE)
      .where('language', '=', 'no')
      .execute();
    expect((await product(OLA, GLASS_PLATE)).Description).toBe('Glassplate 1000×1000');
    expect(await lines()).toMatchObject(ordered);
    // and whoever reads it, in whatever language
    expect(
      (
        await get<GetOrderDetailsResponse>('kari.solberg@reseller-no.test', `/api/order/orderDetails?orderNumber=${orderNumber}`, 'en')
      ).Order.DetLines.filter((l) => l.ItemNumber),
    ).toMatchObject(ordered);
  });
});

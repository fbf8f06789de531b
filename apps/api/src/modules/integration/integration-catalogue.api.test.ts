import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { IntegrationCustomer, IntegrationPricesResult } from '@portal/contracts/integration-api';
import type { StaffProductDetail } from '@portal/contracts/staff-catalogue';
import type { AuditLogResponse } from '@portal/contracts/staff-admin';
import type { SearchCatalogueResponse } from '@portal/contracts/product';
import { ANNA, BACKOFFICE_ADMIN, SALES } from '../../test/demo-users.js';
import { auditRows } from '../../test/fixtures.js';
import { clientToken, createIntegrationClient, expectIntegrationAccess } from '../../test/integration-client.js';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp({ env: { INTEGRATION_RATE_LIMIT_PER_MINUTE: '1000' } });

type Method = 'GET' | 'PUT' | 'POST';
const send = (method: Method, url: string, token: string | undefined, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const product = (overrides: Record<string, unknown> = {}) => ({
  description: 'Kamin Integra 7',
  longText: 'Braskamin från affärssystemet.',
  texts: { en: { description: 'Stove Integra 7' }, de: { description: 'Kaminofen Integra 7', longText: 'Aus dem ERP.' } },
  kind: 'stove',
  brand: 'Integra',
  modelSeries: '7',
  weightKg: 98.5,
  leadTimeDays: 12,
  active: true,
  ...overrides,
});

const dealer = (overrides: Record<string, unknown> = {}) => ({
  name: 'Kaminhuset i Visby AB',
  market: 'se',
  priceListId: 'SE',
  discountPercent: 15,
  salesRepId: null,
  phone: '0498-12 34 56',
  email: 'info@kaminhuset-visby.test',
  postal: { line1: 'Hamngatan 3', postalCode: '621 57', city: 'Visby' },
  visiting: { line1: '', postalCode: '', city: '' },
  active: true,
  ...overrides,
});

/** Items on the Swedish price list the Swedish dealer can order, with their list prices. */
async function swedishItems(n: number) {
  const rows = await t.database.db
    .selectFrom('price_list_item as i')
    .innerJoin('product as p', 'p.item_number', 'i.item_number')
    .select(['i.item_number', 'i.unit_price'])
    .where('i.price_list_id', '=', 'SE')
    .where('p.active', '=', true)
    .where('p.sellable', '=', true)
    .orderBy('i.item_number')
    .limit(n)
    .execute();
  return rows.map((r) => ({ itemNumber: r.item_number, listPrice: Number(r.unit_price) }));
}

const listPrice = async (priceList: string, itemNumber: string) =>
  (
    await t.database.db
      .selectFrom('price_list_item')
      .select('unit_price')
      .where('price_list_id', '=', priceList)
      .where('item_number', '=', itemNumber)
      .executeTakeFirst()
  )?.unit_price;

/** The staff audit log's rows of an object, as a back-office admin reads them. */
async function auditLog(objectId: string) {
  const res = await t.call(BACKOFFICE_ADMIN, 'GET', `/api/staff/audit-log?objectId=${encodeURIComponent(objectId)}`);
  expect(res.statusCode).toBe(200);
  return res.json<AuditLogResponse>().items;
}

describe('integration catalogue, prices and dealers', () => {
  it('answers every call 401 without a token, 403 to dealers, staff and a client without the scope, and serves a client with it', async () => {
    const [item] = await swedishItems(1);
    await expectIntegrationAccess(
      t,
      [
        ['PUT', '/api/integration/v1/products/INT-MATRIX-1', 'catalogue.write', product()],
        [
          'POST',
          '/api/integration/v1/prices',
          'catalogue.write',
          { priceList: 'SE', items: [{ itemNumber: item!.itemNumber, amount: item!.listPrice }] },
        ],
        ['PUT', '/api/integration/v1/customers/10001/discount', 'catalogue.write', { discountPercent: 32 }],
        ['PUT', '/api/integration/v1/customers/10950', 'customers.write', dealer()],
      ],
      { dealer: ANNA, staff: BACKOFFICE_ADMIN },
    );
  });

  it("creates and updates a product under the product desk's rules, audited as the client and read by staff at once", async () => {
    const client = await createIntegrationClient(t, ['catalogue.write'], 'SAP ERP');
    const token = await clientToken(t, client, 'catalogue.write');
    const url = '/api/integration/v1/products/INT-7000';

    const created = await send('PUT', url, token, product());
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json<StaffProductDetail>()).toMatchObject({
      itemNumber: 'INT-7000',
      description: 'Kamin Integra 7',
      texts: { en: { description: 'Stove Integra 7' }, de: { description: 'Kaminofen Integra 7', longText: 'Aus dem ERP.' } },
      kind: 'stove',
      weightKg: 98.5,
      leadTimeDays: 12,
      active: true,
    });
    const updated = await send(
      'PUT',
      url,
      token,
      product({ leadTimeDays: 20, active: false, texts: { en: { description: 'Stove Integra 7 II' } } }),
    );
    expect(updated.statusCode, updated.body).toBe(200);

    const staff = (await t.call(SALES, 'GET', '/api/staff/products/INT-7000')).json<StaffProductDetail>();
    expect(staff).toMatchObject({ leadTimeDays: 20, active: false, texts: { en: { description: 'Stove Integra 7 II' } } });
    expect(staff.texts.de).toBeUndefined();
    const log = await auditLog('INT-7000');
    expect(log.map((r) => [r.action, r.staffName.trim()])).toEqual([
      ['product.update', 'SAP ERP'],
      ['product.create', 'SAP ERP'],
    ]);
    expect(log[0]!.before).toMatchObject({ leadTimeDays: 12, active: true });

    // The back office's validation: refused with the field, nothing changed.
    for (const bad of [
      product({ kind: 'boat' }),
      product({ weightKg: -1 }),
      product({ description: '' }),
      product({ leadTimeDays: 1000 }),
    ]) {
      const res = await send('PUT', url, token, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: expect.any(String) });
    }
    expect((await send('PUT', '/api/integration/v1/products/not%20an%20item', token, product())).statusCode).toBe(400);
    expect(await auditRows(t, 'INT-7000')).toHaveLength(2);
  });

  it("sets prices in one list leaving the rest, and the dealer's product price follows at once", async () => {
    const client = await createIntegrationClient(t, ['catalogue.write'], 'SAP prices');
    const token = await clientToken(t, client, 'catalogue.write');
    const [a, b, untouched] = await swedishItems(3);

    const res = await send('POST', '/api/integration/v1/prices', token, {
      priceList: 'SE',
      items: [
        { itemNumber: a!.itemNumber, amount: 1234.5 },
        { itemNumber: b!.itemNumber, amount: b!.listPrice + 10 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<IntegrationPricesResult>()).toEqual({ priceList: 'SE', currency: 'SEK', items: 2 });
    expect(await listPrice('SE', a!.itemNumber)).toBe(1234.5);
    expect(await listPrice('SE', untouched!.itemNumber)).toBe(untouched!.listPrice);

    const discount = Number(
      (
        await t.database.db
          .selectFrom('customer')
          .select('discount_percent')
          .where('customer_number', '=', '10001')
          .executeTakeFirstOrThrow()
      ).discount_percent,
    );
    const search = await t.call(ANNA, 'GET', `/api/product/search?q=${encodeURIComponent(a!.itemNumber)}`);
    const hit = search.json<SearchCatalogueResponse>().Products.find((p) => p.ItemNumber === a!.itemNumber);
    expect(hit).toMatchObject({ UnitPrice: Math.round(1234.5 * (100 - discount)) / 100, Currency: 'SEK' });

    const [audit] = await auditLog('SE');
    expect(audit).toMatchObject({
      action: 'price-list.prices',
      staffName: expect.stringContaining('SAP prices'),
      after: { items: 2, changed: 2 },
    });
  });

  it('sets all prices or none: unknown items, repeated items, bad amounts and unknown lists answer 400 naming the rows', async () => {
    const client = await createIntegrationClient(t, ['catalogue.write']);
    const token = await clientToken(t, client, 'catalogue.write');
    const [a, b] = await swedishItems(2);
    const post = (body: unknown) => send('POST', '/api/integration/v1/prices', token, body);

    const unknown = await post({
      priceList: 'SE',
      items: [
        { itemNumber: a!.itemNumber, amount: 1 },
        { itemNumber: 'NO-SUCH-1', amount: 2 },
        { itemNumber: b!.itemNumber, amount: 3 },
        { itemNumber: 'NO-SUCH-2', amount: 4 },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      field: 'items.1.itemNumber',
      message: expect.stringContaining('items.3.itemNumber (NO-SUCH-2)'),
    });
    expect(await listPrice('SE', a!.itemNumber)).not.toBe(1);

    const repeated = await post({
      priceList: 'SE',
      items: [
        { itemNumber: a!.itemNumber, amount: 1 },
        { itemNumber: a!.itemNumber, amount: 2 },
      ],
    });
    expect(repeated.json()).toMatchObject({ statusCode: 400, field: 'items.1.itemNumber' });
    const negative = await post({
      priceList: 'SE',
      items: [
        { itemNumber: a!.itemNumber, amount: 1 },
        { itemNumber: b!.itemNumber, amount: -5 },
      ],
    });
    expect(negative.json()).toMatchObject({ statusCode: 400, field: expect.stringContaining('items.1.amount') });
    expect((await post({ priceList: 'XX', items: [{ itemNumber: a!.itemNumber, amount: 1 }] })).json()).toMatchObject({
      statusCode: 400,
      field: 'priceList',
    });
    expect((await post({ priceList: 'SE', items: [] })).statusCode).toBe(400);
    expect(await listPrice('SE', a!.itemNumber)).not.toBe(1);
  });

  it('sets 5,000 prices in one call', async () => {
    const client = await createIntegrationClient(t, ['catalogue.write']);
    const token = await clientToken(t, client, 'catalogue.write');
    const items = (await t.database.db.selectFrom('product').select('item_number').orderBy('item_number').execute()).map(
      (r) => r.item_number,
    );
    // 5,000 distinct items besides the seed's: new products, made in one statement.
    const made = Array.from({ length: 5_000 }, (_, i) => `BULK-${String(i).padStart(5, '0')}`);
    await sql`INSERT INTO product (item_number, description, kind, brand, weight_kg, lead_time_days)
      SELECT 'BULK-' || lpad(g::text, 5, '0'), 'Bulk ' || g, 'spare_part', 'Bulk', 1, 5 FROM generate_series(0, 4999) AS g`.execute(
      t.database.db,
    );
    const all = [...items, ...made];
    const res = await send('POST', '/api/integration/v1/prices', token, {
      priceList: 'EU',
      items: all.map((itemNumber, i) => ({ itemNumber, amount: 10 + (i % 1000) / 100 })),
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json<IntegrationPricesResult>()).toMatchObject({ priceList: 'EU', currency: 'EUR', items: all.length });
    expect(await listPrice('EU', 'BULK-04999')).toBe(10 + (all.indexOf('BULK-04999') % 1000) / 100);
  });

  it('answers a POST sent again with its Idempotency-Key as the first time, and refuses the key with another body', async () => {
    const client = await createIntegrationClient(t, ['catalogue.write']);
    const token = await clientToken(t, client, 'catalogue.write');
    const [a] = await swedishItems(1);
    const body = { priceList: 'SE', items: [{ itemNumber: a!.itemNumber, amount: 777 }] };
    const key = { 'idempotency-key': 'prices-2026-11-29-0001' };
    const auditsBefore = (await auditRows(t, 'SE', 'price-list.prices')).length;

    const first = await send('POST', '/api/integration/v1/prices', token, body, key);
    expect(first.statusCode, first.body).toBe(200);
    // The same request in another field order is the same request.
    const again = await send('POST', '/api/integration/v1/prices', token, { items: body.items, priceList: 'SE' }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await auditRows(t, 'SE', 'price-list.prices')).toHaveLength(auditsBefore + 1);

    const other = await send(
      'POST',
      '/api/integration/v1/prices',
      token,
      { ...body, items: [{ itemNumber: a!.itemNumber, amount: 778 }] },
      key,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await listPrice('SE', a!.itemNumber)).toBe(777);

    // Another client's key of the same text is its own; a failed request frees its key.
    const second = await createIntegrationClient(t, ['catalogue.write']);
    const secondToken = await clientToken(t, second, 'catalogue.write');
    const failed = await send('POST', '/api/integration/v1/prices', secondToken, { priceList: 'XX', items: body.items }, key);
    expect(failed.statusCode).toBe(400);
    const retried = await send(
      'POST',
      '/api/integration/v1/prices',
      secondToken,
      { ...body, items: [{ itemNumber: a!.itemNumber, amount: 779 }] },
      key,
    );
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await listPrice('SE', a!.itemNumber)).toBe(779);
    expect((await send('POST', '/api/integration/v1/prices', secondToken, body, { 'idempotency-key': 'ä'.repeat(3) })).statusCode).toBe(
      400,
    );
  });

  it("creates and updates a dealer under the dealer desk's rules and sets its discount; staff and the dealer see it", async () => {
    const client = await createIntegrationClient(t, ['customers.write', 'catalogue.write'], 'SAP customers');
    const token = await clientToken(t, client, 'customers.write');
    const created = await send('PUT', '/api/integration/v1/customers/10951', token, dealer());
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json<IntegrationCustomer>()).toMatchObject({
      customerNumber: '10951',
      name: 'Kaminhuset i Visby AB',
      currency: 'SEK',
      priceList: 'SE',
      discountPercent: 15,
      active: true,
      postalAddress: { line1: 'Hamngatan 3', postalCode: '621 57', city: 'Visby' },
    });
    const updated = await send(
      'PUT',
      '/api/integration/v1/customers/10951',
      token,
      dealer({ name: 'Kaminhuset på Gotland AB', active: false }),
    );
    expect(updated.json<IntegrationCustomer>()).toMatchObject({ name: 'Kaminhuset på Gotland AB', active: false });
    const staff = (await t.call(SALES, 'GET', '/api/staff/customers/10951')).json<{ name: string; active: boolean }>();
    expect(staff).toMatchObject({ name: 'Kaminhuset på Gotland AB', active: false });
    const log = await auditLog('10951');
    expect(log.map((r) => [r.action, r.staffName.trim()])).toEqual([
      ['customer.update', 'SAP customers'],
      ['customer.create', 'SAP customers'],
    ]);

    // The back office's validation: a price list of another currency, an unknown representative, a bad address.
    for (const [bad, field] of [
      [dealer({ priceListId: 'EU' }), 'priceListId'],
      [dealer({ salesRepId: '00000000-0000-4000-8000-000000000000' }), 'salesRepId'],
      [dealer({ postal: { line1: '', postalCode: '', city: '' } }), 'postal.line1'],
    ] as const) {
      const res = await send('PUT', '/api/integration/v1/customers/10951', token, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ field: expect.stringContaining(field) });
    }

    // The discount: the dealer's prices follow at once; an unknown dealer is not found.
    const discountToken = await clientToken(t, client, 'catalogue.write');
    const [item] = await swedishItems(1);
    const price = async () =>
      (await t.call(ANNA, 'GET', `/api/product/search?q=${encodeURIComponent(item!.itemNumber)}`))
        .json<SearchCatalogueResponse>()
        .Products.find((p) => p.ItemNumber === item!.itemNumber)!.UnitPrice;
    const set = await send('PUT', '/api/integration/v1/customers/10001/discount', discountToken, { discountPercent: 40 });
    expect(set.json<IntegrationCustomer>()).toMatchObject({ customerNumber: '10001', discountPercent: 40 });
    const list = Number(await listPrice('SE', item!.itemNumber));
    expect(await price()).toBe(Math.round(list * 60) / 100);
    const [discountAudit] = await auditLog('10001');
    expect(discountAudit).toMatchObject({ action: 'customer.update', after: { discount_percent: 40 } });
    expect((await send('PUT', '/api/integration/v1/customers/99999/discount', discountToken, { discountPercent: 5 })).statusCode).toBe(404);
    expect((await send('PUT', '/api/integration/v1/customers/10001/discount', discountToken, { discountPercent: 101 })).statusCode).toBe(
      400,
    );
  });

  it('tells integrations of dealers made and changed through the API', async () => {
    const client = await createIntegrationClient(t, ['customers.write', 'events.read']);
    const token = await clientToken(t, client, 'customers.write events.read');
    await send('PUT', '/api/integration/v1/customers/10952', token, dealer());
    await t.app.integration.sequenceEvents();
    const feed = await send('GET', '/api/integration/v1/events?limit=1000', token);
    const events = feed.json<{ items: { type: string; data: { customerNumber?: string } }[] }>().items;
    expect(events.filter((e) => e.data.customerNumber === '10952').map((e) => e.type)).toEqual(['customer.created']);
  });
});

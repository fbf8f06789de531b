import { describe, expect, it } from 'vitest';
import type { StaffProductDetail, StaffProductInput } from '@portal/contracts/staff-catalogue';
import { postMultipart } from '../../test/multipart.js';
import { useTestApp } from '../../test/use-test-app.js';
import { SALES, OLA } from '../../test/demo-users.js';

const t = useTestApp();

const URL = '/api/staff/products';

/** A stove the shop sells, with its node in the category tree. */
const stove = () =>
  t.database.db
    .selectFrom('product')
    .innerJoin('sales_node', 'sales_node.item_number', 'product.item_number')
    .select(['product.item_number', 'product.description', 'sales_node.node_id'])
    .where('product.kind', '=', 'stove')
    .where('product.sellable', '=', true)
    .orderBy('product.item_number')
    .executeTakeFirstOrThrow();

const inputOf = (p: StaffProductDetail): StaffProductInput => ({
  description: p.description,
  longText: p.longText ?? '',
  texts: Object.fromEntries(
    Object.entries(p.texts).map(([l, text]) => [l, { description: text.description, longText: text.longText ?? '' }]),
  ),
  kind: p.kind,
  brand: p.brand,
  modelSeries: p.modelSeries ?? '',
  weightKg: p.weightKg,
  leadTimeDays: p.leadTimeDays,
  active: p.active,
  prices: p.prices.map((x) => ({ priceListId: x.priceListId, unitPrice: x.unitPrice })),
});

/** A dealer's call in a language, as the portal sends its UI language. */
const dealerCall = async (email: string, url: string, language: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${await t.tokenFor(email)}`, 'accept-language': language } });

describe('products edited by hand', () => {
  it('answers 403 to dealers and to staff without sales administration, and 404 for an unknown product', async () => {
    const { item_number } = await stove();
    expect((await t.call(OLA, 'GET', URL)).json().code).toBe('STAFF_ONLY');
    expect((await t.call('marketing@manufacturer.test', 'GET', URL)).json().code).toBe('STAFF_ROLE_REQUIRED');
    expect((await t.call('service@manufacturer.test', 'GET', `${URL}/${item_number}`)).statusCode).toBe(403);
    expect((await t.call('ola@reseller-no.test', 'PUT', `${URL}/${item_number}`, {})).statusCode).toBe(403);
    expect((await t.call(SALES, 'GET', `${URL}/NO-SUCH-ITEM`)).statusCode).toBe(404);
  });

  it('lists, searches and filters the catalogue', async () => {
    const { item_number } = await stove();
    const all = (await t.call(SALES, 'GET', `${URL}?pageSize=10`)).json();
    expect(all.items).toHaveLength(10);
    expect(all.total).toBeGreaterThan(10);
    const found = (await t.call(SALES, 'GET', `${URL}?search=${item_number}`)).json();
    expect(found.items.map((p: { itemNumber: string }) => p.itemNumber)).toContain(item_number);
    const stoves = (await t.call(SALES, 'GET', `${URL}?kind=stove&pageSize=100`)).json();
    expect(stoves.items.every((p: { kind: string }) => p.kind === 'stove')).toBe(true);
  });

  it('changes texts per language, terms and prices; the dealer reads them at once in their language, and the change is audited', async () => {
    const { item_number } = await stove();
    const before = (await t.call(SALES, 'GET', `${URL}/${item_number}`)).json<StaffProductDetail>();
    const nok = before.prices.find((p) => p.currency === 'NOK')!;
    const input = inputOf(before);
    // The Norwegian text rewritten, the German one taken away.
    const { de: _german, ...others } = input.texts ?? {};
    input.texts = { ...others, no: { description: 'Klassisk ovn på ben', longText: 'Stor glassdør.' } };
    input.leadTimeDays = 12;
    input.prices = input.prices.map((p) => (p.priceListId === nok.priceListId ? { ...p, unitPrice: 23456.5 } : p));
    const saved = await t.call(SALES, 'PUT', `${URL}/${item_number}`, input);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ texts: { no: { description: 'Klassisk ovn på ben' } }, leadTimeDays: 12 });

    const norwegian = (await dealerCall(OLA, `/api/order/productDetails?itemNo=${item_number}`, 'no')).json();
    expect(norwegian).toMatchObject({ Description: 'Klassisk ovn på ben', LongText: 'Stor glassdør.', Currency: 'NOK', Active: true });
    const discount = await t.database.db
      .selectFrom('customer')
      .select('discount_percent')
      .where(
        'customer_number',
        '=',
        (await t.database.db.selectFrom('contact').select('customer_number').where('email', '=', OLA).executeTakeFirstOrThrow())
          .customer_number,
      )
      .executeTakeFirstOrThrow();
    expect(norwegian.UnitPrice).toBeCloseTo(Math.round(23456.5 * (100 - discount.discount_percent)) / 100, 2);
    // German has no text of its own now: the Swedish one.
    expect((await dealerCall(OLA, `/api/order/productDetails?itemNo=${item_number}`, 'de')).json().Description).toBe(before.description);

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('object_type', '=', 'product')
      .where('object_id', '=', item_number)
      .executeTakeFirstOrThrow();
    expect(audit.before).toMatchObject({ leadTimeDays: before.leadTimeDays, prices: { [nok.priceListId]: nok.unitPrice } });
    expect(audit.after).toMatchObject({ leadTimeDays: 12, prices: { [nok.priceListId]: 23456.5 } });
  });

  it('refuses an unknown price list and an impossible weight', async () => {
    const { item_number } = await stove();
    const input = inputOf((await t.call(SALES, 'GET', `${URL}/${item_number}`)).json());
    const unknown = await t.call(SALES, 'PUT', `${URL}/${item_number}`, { ...input, prices: [{ priceListId: 'NOPE', unitPrice: 1 }] });
    expect(unknown.json()).toMatchObject({ statusCode: 400, field: 'prices.0.priceListId', key: 'products.error.price-list' });
    expect((await t.call(SALES, 'PUT', `${URL}/${item_number}`, { ...input, weightKg: -1 })).statusCode).toBe(400);
  });

  it('a deactivated product shows the dealer it is no longer sold and cannot be ordered', async () => {
    const { item_number } = await stove();
    const input = inputOf((await t.call(SALES, 'GET', `${URL}/${item_number}`)).json());
    expect((await t.call(SALES, 'PUT', `${URL}/${item_number}`, { ...input, active: false })).statusCode).toBe(200);
    expect((await t.call(OLA, 'GET', `/api/order/productDetails?itemNo=${item_number}`)).json().Active).toBe(false);
    const inactive = (await t.call(SALES, 'GET', `${URL}?active=false`)).json();
    expect(inactive.items.map((p: { itemNumber: string }) => p.itemNumber)).toContain(item_number);
    expect((await t.call(SALES, 'PUT', `${URL}/${item_number}`, { ...input, active: true })).statusCode).toBe(200);
  });

  it('takes a new picture into the product images and shows it to the dealer; refuses what is not a picture', async () => {
    const { item_number } = await stove();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    const res = await postMultipart(t, SALES, `${URL}/${item_number}/image`, [
      { name: 'file', filename: 'stove.png', type: 'image/png', bytes: png },
    ]);
    expect(res.statusCode).toBe(200);
    const imageUrl = res.json<StaffProductDetail>().imageUrl!;
    expect(imageUrl).toMatch(/stove\.png$/);
    expect((await t.call(OLA, 'GET', `/api/order/productDetails?itemNo=${item_number}`)).json().ImageUrl).toBe(imageUrl);
    const media = (await t.call('marketing@manufacturer.test', 'GET', '/api/staff/content-files?kind=prod&pageSize=100')).json();
    expect(media.items.some((f: { url: string }) => f.url === imageUrl)).toBe(true);

    const text = await postMultipart(t, SALES, `${URL}/${item_number}/image`, [
      { name: 'file', filename: 'x.png', type: 'image/png', bytes: Buffer.from('not a picture') },
    ]);
    expect(text.statusCode).toBe(400);
  });
});

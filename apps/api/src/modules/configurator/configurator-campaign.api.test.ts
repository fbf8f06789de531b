import { describe, expect, it } from 'vitest';
import type { ConfigItem } from '@portal/contracts/configurator';
import type { GetOrderDetailsResponse } from '@portal/contracts';
import type { CpqCampaignRequest, StaffCpqCampaign, StaffCpqCampaignsResponse } from '@portal/contracts/staff-configurator';
import { CPQ_CAMPAIGNS } from '../../seed/cpq-campaigns.js';
import { round2 } from '@portal/contracts/money';
import { configuredOrderRequest } from '../../test/order-request.js';
import { completedConfiguration } from '../../test/configurator-flow.js';
import { useTestApp } from '../../test/use-test-app.js';
import { MARKETING, BACKOFFICE_ADMIN as ADMIN, SERVICE, ANNA, OLA } from '../../test/demo-users.js';
import { expectOk as ok } from '../../test/expectations.js';

const t = useTestApp();

const URL = '/api/staff/cpq-campaigns';

const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const year = new Date().getUTCFullYear();

const xd = (over: Partial<CpqCampaignRequest> = {}): CpqCampaignRequest => ({
  campaignId: 'TEST-XD',
  name: 'Test discount',
  kind: 'XD',
  itemPattern: 'NF-%',
  rulesets: ['Stove'],
  priceListId: null,
  value: 15,
  validFrom: dayOffset(-1),
  validTo: dayOffset(1),
  ...over,
});

const create = async (body: CpqCampaignRequest) => ok<StaffCpqCampaign>(await t.call(MARKETING, 'POST', URL, body));
const list = async (query: string) => ok<StaffCpqCampaignsResponse>(await t.call(MARKETING, 'GET', `${URL}?${query}`));

describe('who may call the configurator campaigns', () => {
  it.each<[string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, unknown]>([
    ['list', 'GET', URL, undefined],
    ['one', 'GET', `${URL}/1`, undefined],
    ['options', 'GET', '/api/staff/cpq-campaign-options', undefined],
    ['create', 'POST', URL, xd()],
    ['update', 'PUT', `${URL}/1`, xd()],
    ['delete', 'DELETE', `${URL}/1`, undefined],
  ])('%s: 403 to dealers and to staff without marketing', async (_name, method, url, body) => {
    const dealer = await t.call(ANNA, method, url, body);
    expect(dealer.statusCode).toBe(403);
    expect(dealer.json().code).toBe('STAFF_ONLY');
    const service = await t.call(SERVICE, method, url, body);
    expect(service.statusCode).toBe(403);
    expect(service.json().code).toBe('STAFF_ROLE_REQUIRED');
  });

  it('lets marketing make each call, and a back-office admin too', async () => {
    const created = await create(xd({ campaignId: 'ACCESS' }));
    expect(created).toMatchObject({ campaignId: 'ACCESS', status: 'current', value: 15, priceList: null });
    expect(ok<StaffCpqCampaign>(await t.call(MARKETING, 'GET', `${URL}/${created.id}`))).toEqual(created);
    expect(ok<StaffCpqCampaignsResponse>(await t.call(MARKETING, 'GET', URL)).items.map((c) => c.id)).toContain(created.id);
    const options = ok<{ priceLists: { id: string; currency: string }[] }>(
      await t.call(MARKETING, 'GET', '/api/staff/cpq-campaign-options'),
    );
    expect(options.priceLists).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'SE', currency: 'SEK' }),
        expect.objectContaining({ id: 'EU', currency: 'EUR' }),
      ]),
    );
    const changed = ok<StaffCpqCampaign>(await t.call(MARKETING, 'PUT', `${URL}/${created.id}`, xd({ campaignId: 'ACCESS', value: 12.5 })));
    expect(changed).toMatchObject({ id: created.id, value: 12.5 });
    expect(ok<StaffCpqCampaign>(await t.call(ADMIN, 'GET', `${URL}/${created.id}`)).value).toBe(12.5);
    expect(ok(await t.call(MARKETING, 'DELETE', `${URL}/${created.id}`))).toEqual({ id: created.id });
    expect((await t.call(MARKETING, 'GET', `${URL}/${created.id}`)).statusCode).toBe(404);
    expect((await t.call(MARKETING, 'DELETE', `${URL}/${created.id}`)).statusCode).toBe(404);
    expect((await t.call(MARKETING, 'PUT', `${URL}/${created.id}`, xd())).statusCode).toBe(404);
  });

  it('documents every call in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(Object.keys(doc.paths[URL] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths[`${URL}/{id}`] ?? {}).sort()).toEqual(['delete', 'get', 'put']);
    expect(Object.keys(doc.paths['/api/staff/cpq-campaign-options'] ?? {})).toEqual(['get']);
  });
});

describe('the rules of a campaign', () => {
  const refused = async (body: unknown) => {
    const res = await t.call(MARKETING, 'POST', URL, body);
    expect(res.statusCode, res.body).toBe(400);
    return res.json<{ code: string; field: string; key?: string }>();
  };

  it('refuses an RP without a price list, or without a price', async () => {
    expect(await refused(xd({ kind: 'RP', itemPattern: 'SK150-RH', value: 590 }))).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'priceListId',
      key: 'cpq-campaigns.validation.price-list-required',
    });
    expect(await refused(xd({ kind: 'RP', itemPattern: 'SK150-RH', priceListId: 'SE', value: 0 }))).toMatchObject({
      field: 'value',
      key: 'cpq-campaigns.validation.price',
    });
  });

  it('refuses an XD of 100 % or more, or of nothing', async () => {
    expect(await refused(xd({ value: 100 }))).toMatchObject({ field: 'value', key: 'cpq-campaigns.validation.percent' });
    expect(await refused(xd({ value: 0 }))).toMatchObject({ field: 'value', key: 'cpq-campaigns.validation.percent' });
    expect(await refused(xd({ value: null }))).toMatchObject({ field: 'value', key: 'cpq-campaigns.validation.percent' });
    expect(await refused(xd({ value: 10.555 }))).toMatchObject({ field: 'value', key: 'cpq-campaigns.validation.decimals' });
  });

  it('refuses an end before the start, and a date that is not one', async () => {
    expect(await refused(xd({ validFrom: dayOffset(5), validTo: dayOffset(4) }))).toMatchObject({
      field: 'validTo',
      key: 'cpq-campaigns.validation.order',
    });
    expect(await refused(xd({ validFrom: '2026-02-30' }))).toMatchObject({ field: 'validFrom', key: 'cpq-campaigns.validation.date' });
    // A one-day campaign is fine.
    expect((await create(xd({ validFrom: dayOffset(3), validTo: dayOffset(3) }))).status).toBe('upcoming');
  });

  it('refuses an XR article that does not exist, and a price list that does not', async () => {
    expect(await refused(xd({ kind: 'XR', itemPattern: 'NO-SUCH-ITEM', value: null }))).toMatchObject({
      field: 'itemPattern',
      key: 'cpq-campaigns.validation.unknown-item',
    });
    expect(await refused(xd({ kind: 'XR', itemPattern: 'TB-GR-%', value: null }))).toMatchObject({
      field: 'itemPattern',
      key: 'cpq-campaigns.validation.item-number',
    });
    expect(await refused(xd({ priceListId: 'XX' }))).toMatchObject({
      field: 'priceListId',
      key: 'cpq-campaigns.validation.unknown-price-list',
    });
    expect(await refused(xd({ rulesets: [] }))).toMatchObject({ field: 'rulesets', key: 'cpq-campaigns.validation.rulesets' });
    expect(await refused({ ...xd(), kind: 'XX' })).toMatchObject({ field: 'kind', key: 'cpq-campaigns.validation.kind' });
  });

  it('keeps an XR gift without a value, and an RP price with its price list and currency', async () => {
    const gift = await create(xd({ kind: 'XR', itemPattern: 'TB-GR-500', value: 42, rulesets: ['New_Stove', 'Stove', 'Stove'] }));
    expect(gift).toMatchObject({ kind: 'XR', itemPattern: 'TB-GR-500', value: null, rulesets: ['Stove', 'New_Stove'] });
    const stored = await t.database.db.selectFrom('cpq_campaign').select('value').where('id', '=', gift.id).executeTakeFirstOrThrow();
    expect(stored.value).toBe(0);
    const price = await create(xd({ kind: 'RP', itemPattern: 'SK150-RH', priceListId: 'EU', value: 49.5, rulesets: null }));
    expect(price).toMatchObject({ value: 49.5, rulesets: null, priceList: { id: 'EU', name: 'Euro', currency: 'EUR' } });
  });
});

describe('the list of campaigns', () => {
  it('filters by where a campaign stands today, by kind and by text, and pages', async () => {
    const upcoming = await create(
      xd({ campaignId: 'NEXT-YEAR', name: 'Nästa års rabatt', validFrom: `${year + 3}-01-01`, validTo: `${year + 3}-03-31` }),
    );
    const ended = await create(
      xd({ campaignId: 'LAST-YEAR', name: 'Förra årets rabatt', validFrom: `${year - 2}-01-01`, validTo: `${year - 2}-12-31` }),
    );
    expect(upcoming.status).toBe('upcoming');
    expect(ended.status).toBe('ended');

    const current = await list('status=current&pageSize=100');
    expect(current.items.every((c) => c.status === 'current')).toBe(true);
    expect(current.items.map((c) => c.campaignId)).toEqual(expect.arrayContaining([CPQ_CAMPAIGNS.osloExtraDiscount.campaignId]));
    expect(current.items.map((c) => c.id)).not.toContain(upcoming.id);
    const rainCap = current.items.find((c) => c.campaignId === CPQ_CAMPAIGNS.rainCapPrice.campaignId && c.priceList?.id === 'NO');
    expect(rainCap).toMatchObject({ kind: 'RP', priceList: { currency: 'NOK' } });

    const next = await list('status=upcoming');
    expect(next.items.map((c) => c.id)).toContain(upcoming.id);
    expect(next.items.every((c) => c.status === 'upcoming')).toBe(true);
    const over = await list('status=ended');
    expect(over.items.map((c) => c.id)).toEqual([ended.id]);
    expect(over.total).toBe(1);

    expect((await list('search=förra')).items.map((c) => c.id)).toEqual([ended.id]);
    const rainCaps = await list('search=sk150-rh&kind=RP');
    // One per seeded price list, and the euro one above.
    expect(rainCaps.total).toBe(5);
    expect(rainCaps.items.every((c) => c.kind === 'RP' && c.itemPattern === 'SK150-RH')).toBe(true);

    const all = await list('pageSize=10');
    expect(all.total).toBeGreaterThan(10);
    // The latest start first.
    expect(all.items[0]!.id).toBe(upcoming.id);
    const second = await list('pageSize=10&page=2');
    expect(second.items.map((c) => c.id).filter((id) => all.items.some((c) => c.id === id))).toEqual([]);
    expect((await t.call(MARKETING, 'GET', `${URL}?status=soon`)).statusCode).toBe(400);
  });
});

describe('the audit log', () => {
  it('records each create, change and removal with the values before and after', async () => {
    const created = await create(xd({ campaignId: 'AUDITED', value: 10 }));
    ok(await t.call(MARKETING, 'PUT', `${URL}/${created.id}`, xd({ campaignId: 'AUDITED', value: 20, priceListId: 'SE' })));
    ok(await t.call(MARKETING, 'DELETE', `${URL}/${created.id}`));
    const rows = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'staff_id', 'before', 'after'])
      .where('object_type', '=', 'cpq-campaign')
      .where('object_id', '=', String(created.id))
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.action)).toEqual(['cpq-campaign.create', 'cpq-campaign.update', 'cpq-campaign.delete']);
    const [made, changed, removed] = rows;
    expect(made!.before).toBeNull();
    expect(made!.after).toMatchObject({ campaignId: 'AUDITED', kind: 'XD', value: 10, priceListId: null });
    expect(changed!.before).toMatchObject({ value: 10, priceListId: null });
    expect(changed!.after).toMatchObject({ value: 20, priceListId: 'SE' });
    expect(removed!.before).toMatchObject({ value: 20, priceListId: 'SE' });
    expect(removed!.after).toBeNull();
    const staff = await t.database.db.selectFrom('staff_member').select('id').where('email', '=', MARKETING).executeTakeFirstOrThrow();
    expect(new Set(rows.map((r) => r.staff_id))).toEqual(new Set([staff.id]));
  });

  it('writes nothing when a change is refused', async () => {
    const before = await t.database.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('object_type', '=', 'cpq-campaign')
      .executeTakeFirstOrThrow();
    expect((await t.call(MARKETING, 'POST', URL, xd({ kind: 'XR', itemPattern: 'NO-SUCH-ITEM' }))).statusCode).toBe(400);
    const after = await t.database.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('object_type', '=', 'cpq-campaign')
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

// --- what the dealer gets

/** The typical chimney (see cpq.api.test.ts): its five SK150-1000 straight lengths are what the campaign below discounts. */
const TYPICAL_CHIMNEY = { diameter: '150', heightInside: '4.5', heightAbove: '1.2', roofCovering: 'T', roofPitch: '27', eavesHeight: '4' };
const STRAIGHT = 'SK150-1000';

async function completedChimney(email: string) {
  const { session, done } = await completedConfiguration(t, email, 'Chimney', [TYPICAL_CHIMNEY]);
  return { headerId: session.HeaderId, straight: done.ConfigItems.find((i) => i.ItemNo === STRAIGHT)! };
}

/** Anna orders the configuration; placeOrder prices it again from the campaign terms as they are now. */
async function orderedStraightAmount(headerId: string) {
  const request = configuredOrderRequest({ headerId, ruleset: 'Chimney', title: 'Chimney' }, 'Campaign check');
  const placed = ok<{ Header: { PlaceOrderNumber: string } }>(await t.call(ANNA, 'POST', '/api/order/placeOrder', request));
  const details = ok<GetOrderDetailsResponse>(
    await t.call(ANNA, 'GET', `/api/order/orderDetails?orderNumber=${placed.Header.PlaceOrderNumber}`),
  );
  return details.Order.DetLines.find((l) => l.ItemNumber === STRAIGHT)!.NetSalesAmt;
}

describe('the dealer configurator', () => {
  it('prices with a campaign from the moment marketing saves it, changes it or removes it', async () => {
    // Anna prices a chimney before there is a campaign on the straight lengths.
    const first = await completedChimney(ANNA);
    expect(first.straight).toMatchObject({ CampaignDiscountType: null, Quantity: 5 });
    const normalNet = first.straight.OriginalNetPrice;

    const terms = { campaignId: 'RAKA-LANGDER', name: 'Raka längder', itemPattern: 'SK150-1%', rulesets: ['Chimney' as const] };
    const campaign = await create(xd({ ...terms, value: 20 }));
    expect(campaign.status).toBe('current');

    // Her order, placed right after, gets the discount.
    expect(await orderedStraightAmount(first.headerId)).toBeCloseTo(5 * round2(normalNet * 0.8), 2);

    // A dealer who configures now sees the campaign line in the configurator.
    const ola = await completedChimney(OLA);
    expect(ola.straight).toMatchObject<Partial<ConfigItem>>({
      CampaignDiscountType: 'XD',
      CampaignCampaignID: 'RAKA-LANGDER',
      CampaignDiscount: 20,
      Price: round2(ola.straight.OriginalNetPrice * 0.8),
    });

    // A change reaches the next order at once.
    const second = await completedChimney(ANNA);
    ok(await t.call(MARKETING, 'PUT', `${URL}/${campaign.id}`, xd({ ...terms, priceListId: null, value: 25 })));
    expect(await orderedStraightAmount(second.headerId)).toBeCloseTo(5 * round2(normalNet * 0.75), 2);

    // Limited to another price list, Anna's Swedish list no longer gets it.
    const third = await completedChimney(ANNA);
    ok(await t.call(MARKETING, 'PUT', `${URL}/${campaign.id}`, xd({ ...terms, priceListId: 'NO', value: 25 })));
    expect(await orderedStraightAmount(third.headerId)).toBeCloseTo(5 * normalNet, 2);

    // And removed, nobody gets it.
    ok(await t.call(MARKETING, 'PUT', `${URL}/${campaign.id}`, xd({ ...terms, priceListId: null, value: 25 })));
    const fourth = await completedChimney(ANNA);
    ok(await t.call(MARKETING, 'DELETE', `${URL}/${campaign.id}`));
    expect(await orderedStraightAmount(fourth.headerId)).toBeCloseTo(5 * normalNet, 2);
  });
});

import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInMarket } from '@portal/contracts/languages';
import type { InsightUseResponse } from '@portal/contracts/insight';
import { addDays } from '../../platform/calendar/delivery-calendar.js';
import { orderRequest, sellable } from '../../test/order-request.js';
import { useTestApp } from '../../test/use-test-app.js';
import { postSignInForm } from '../../test/oidc-flow.js';
import { contactIdOf } from '../../test/fixtures.js';
import { ANNA, MARKETING, OLA, SALES, SERVICE } from '../../test/demo-users.js';
import { customerRow, orderRow } from '../../test/insight-rows.js';

/**
 * The dealers' use of the portal against a small fixed data set in 2013 (a year the demo data does not
 * reach), each figure computed by hand below, and the way an order is put together recorded at placement.
 * Three dealers in Norway and Finland and an inactive one; four users.
 */
// The app's clock: a sign-in is recorded at it; moved back for one sign-in, then forward again.
let clock: number | null = null;
const t = useTestApp({ now: () => new Date(clock ?? Date.now()) });

const YEAR = 2013;
const D1 = '99911';
const D2 = '99912';
const D3 = '99913';
const D4 = '99914';
const U = { u1: randomUUID(), u2: randomUUID(), u3: randomUUID(), u4: randomUUID() };

const customer = (number: string, market: string, active = true) =>
  t.database.db
    .insertInto('customer')
    .values({ ...customerRow(number, market, market === 'no' ? 'NOK' : 'EUR', `Use ${number}`), active })
    .execute();

const contact = (id: string, customerNumber: string) =>
  t.database.db
    .insertInto('contact')
    .values({
      id,
      customer_number: customerNumber,
      email: `${id}@use.test`,
      firstname: 'Use',
      lastname: 'Test',
      telephone1: null,
      mobilephone: null,
      password_hash: null,
      idp_subject: null,
      language: null,
    })
    .execute();

const signIn = (accountId: string, at: string) =>
  t.database.db
    .insertInto('sign_in_event')
    .values({ account_id: accountId, signed_in_at: new Date(at) })
    .execute();

const order = (number: string, customerNumber: string, date: string, channel: string | null, status = 10) =>
  t.database.db
    .insertInto('customer_order')
    .values(orderRow({ number, customer: customerNumber, status, date, currency: 'NOK' }, { channel }))
    .execute();

beforeAll(async () => {
  await customer(D1, 'no');
  await customer(D2, 'no');
  await customer(D3, 'fi');
  await customer(D4, 'no', false);
  await contact(U.u1, D1);
  await contact(U.u2, D1);
  await contact(U.u3, D2);
  await contact(U.u4, D3);
  // January in Oslo: u1 three times (once on New Year's night, still 2012 in UTC), counted once.
  await signIn(U.u1, '2012-12-31T23:30:00Z');
  await signIn(U.u1, '2013-01-10T10:00:00Z');
  await signIn(U.u1, '2013-01-20T10:00:00Z');
  // 31 January 23:30 UTC is 1 February in Oslo.
  await signIn(U.u2, '2013-01-31T23:30:00Z');
  await signIn(U.u3, '2013-02-05T08:00:00Z');
  // Finland, March.
  await signIn(U.u4, '2013-03-01T08:00:00Z');
  // A staff member's sign-in names no contact and counts for no dealer.
  await signIn(randomUUID(), '2013-01-15T08:00:00Z');

  // Orders of 2013: January two quick orders and one placed before the way was recorded (cart), one
  // cancelled configurator order; February a reorder; Finland a quote in March.
  await order('991101', D1, '2013-01-03', 'quick-order');
  await order('991102', D1, '2013-01-31', 'quick-order');
  await order('991103', D2, '2013-01-15', null);
  await order('991104', D2, '2013-01-16', 'configurator', 90);
  await order('991105', D1, '2013-02-01', 'reorder');
  await order('991106', D3, '2013-03-10', 'quote');

  // The latest orders: D1 89 days ago (not dormant), D2 90 days ago (dormant); D3 only 2013's; D4 inactive.
  const today = todayInMarket('no', new Date());
  await order('991107', D1, addDays(today, -89), 'cart');
  await order('991108', D2, addDays(today, -90), 'cart');
});

const use = async (who: string, query: string) => {
  const res = await t.call(who, 'GET', `/api/staff/insight/use?${query}`);
  return { status: res.statusCode, body: res.json<InsightUseResponse>() };
};
const none = { 'quick-order': 0, configurator: 0, reorder: 0, cart: 0, quote: 0 };

describe("the dealers' use of the portal", () => {
  it('counts active users per month in the dealer’s time zone, each once, and orders per way placed', async () => {
    const { status, body } = await use(SALES, `year=${YEAR}&market=no`);
    expect(status).toBe(200);
    expect(body.year).toBe(YEAR);
    expect(body.months).toHaveLength(12);
    expect(body.months[0]).toEqual({
      month: '2013-01',
      activeUsers: 1,
      activeDealers: 1,
      orders: { ...none, 'quick-order': 2, cart: 1, configurator: 1 },
    });
    expect(body.months[1]).toEqual({ month: '2013-02', activeUsers: 2, activeDealers: 2, orders: { ...none, reorder: 1 } });
    expect(body.months[2]).toEqual({ month: '2013-03', activeUsers: 0, activeDealers: 0, orders: none });
    expect(body.dealers).toEqual([
      { customerNumber: D1, name: `Use ${D1}`, market: 'no', activeUsers: [1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] },
      { customerNumber: D2, name: `Use ${D2}`, market: 'no', activeUsers: [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] },
    ]);
  });

  it('adds up every market', async () => {
    const { body } = await use(SERVICE, `year=${YEAR}`);
    expect(body.months[2]).toEqual({ month: '2013-03', activeUsers: 1, activeDealers: 1, orders: { ...none, quote: 1 } });
    expect(body.dealers.map((d) => d.customerNumber)).toEqual([D1, D2, D3]);
  });

  it("shows the demo dealers' users signing in over the last weeks", async () => {
    // A week back, so the year has working days with sign-ins whatever day the test runs on.
    const weekAgo = todayInMarket('se', new Date(Date.now() - 7 * 86_400_000));
    const { body } = await use(SALES, `year=${weekAgo.slice(0, 4)}`);
    expect(body.months.find((m) => m.month === weekAgo.slice(0, 7))?.activeUsers).toBeGreaterThan(0);
    const demo = body.dealers.map((d) => d.customerNumber);
    for (const dealer of ['10001', '20001', '30001', '40001', '50001']) expect(demo, dealer).toContain(dealer);
  });

  it('lists the active dealers without an order in 90 days, the longest first, never-ordered on top', async () => {
    const today = todayInMarket('no', new Date());
    const ours = (b: InsightUseResponse) => b.dormant.filter((d) => [D1, D2, D3, D4].includes(d.customerNumber));
    expect(ours((await use(SALES, '')).body)).toEqual([
      { customerNumber: D3, name: `Use ${D3}`, market: 'fi', lastOrderDate: '2013-03-10' },
      { customerNumber: D2, name: `Use ${D2}`, market: 'no', lastOrderDate: addDays(today, -90) },
    ]);
    expect(ours((await use(SALES, 'market=no')).body).map((d) => d.customerNumber)).toEqual([D2]);
  });

  it('links a month’s orders of a way to the orders behind them', async () => {
    const numbers = async (query: string) =>
      (await t.call(SERVICE, 'GET', `/api/staff/orders?market=no&from=2013-01-01&to=2013-01-31&${query}`))
        .json<{ items: { orderNumber: string }[] }>()
        .items.map((o) => o.orderNumber)
        .sort();
    expect(await numbers('channel=quick-order')).toEqual(['991101', '991102']);
    // Cart takes the orders placed before the way was recorded.
    expect(await numbers('channel=cart')).toEqual(['991103']);
    expect(await numbers('channel=configurator')).toEqual(['991104']);
    expect((await t.call(SERVICE, 'GET', '/api/staff/orders?channel=fax')).statusCode).toBe(400);
  });

  it('refuses a year that is not one and a market it does not know', async () => {
    expect((await use(SALES, 'year=20x')).status).toBe(400);
    expect((await use(SALES, 'market=xx')).status).toBe(400);
  });

  it('answers 403 to dealers and to marketing', async () => {
    expect((await t.call(ANNA, 'GET', '/api/staff/insight/use')).json()).toMatchObject({ statusCode: 403, code: 'STAFF_ONLY' });
    expect((await t.call(MARKETING, 'GET', '/api/staff/insight/use')).json()).toMatchObject({
      statusCode: 403,
      code: 'STAFF_ROLE_REQUIRED',
    });
  });
});

describe('the way an order is put together, recorded at placement', () => {
  const channelOf = async (orderNumber: string) =>
    (await t.database.db.selectFrom('customer_order').select('channel').where('order_number', '=', orderNumber).executeTakeFirstOrThrow())
      .channel;
  const place = async () => {
    const res = await t.call(ANNA, 'POST', '/api/order/placeOrder', await orderRequest(t));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ Header: { PlaceOrderNumber: string } }>().Header.PlaceOrderNumber;
  };

  it('records a quick order, and an order from the shop as cart; the figures count it in its month', async () => {
    const accessory = await sellable(t, 'accessory');
    const part = await sellable(t, 'spare_part');
    const batch = await t.call(ANNA, 'POST', '/api/cart/batch', {
      changeId: randomUUID(),
      lines: [
        { itemNumber: accessory.item_number, quantity: 2 },
        { itemNumber: part.item_number, quantity: 1 },
      ],
    });
    expect(batch.statusCode, batch.body).toBe(200);
    const quick = await place();
    expect(await channelOf(quick)).toBe('quick-order');

    for (const item of [accessory.item_number, part.item_number])
      await t.call(ANNA, 'POST', '/api/cart/lines', { changeId: randomUUID(), id: item, type: 'product', addQty: 1 });
    expect(await channelOf(await place())).toBe('cart');

    // The quick order again through the order page's reorder: both lines come in that way.
    const reorder = await t.call(ANNA, 'POST', '/api/order/reorder', { orderNumber: quick, changeId: randomUUID() });
    expect(reorder.statusCode, reorder.body).toBe(200);
    expect(await channelOf(await place())).toBe('reorder');

    const today = todayInMarket('se', new Date());
    const { body } = await use(SALES, `year=${today.slice(0, 4)}&market=se`);
    // The demo orders were placed before the way was recorded: this is the market's one quick order.
    expect(body.months.find((m) => m.month === today.slice(0, 7))?.orders['quick-order']).toBe(1);
  });
});

describe('the months users signed in, kept longer than the sign-ins', () => {
  it('counts a sign-in in its month after the retention round removed it, and forgets the years no filter offers', async () => {
    // Ola signs in through the sign-in page 400 days ago: before the demo's sign-ins, within the five years.
    const at = Date.now() - 400 * 86_400_000;
    const month = todayInMarket('no', new Date(at)).slice(0, 7);
    clock = at;
    try {
      const location = await postSignInForm(t.app, t.config, { remoteAddress: '127.0.9.1' }, OLA, 'portal');
      expect(location).toContain('/idp/auth/');
    } finally {
      clock = null;
    }
    const ola = await contactIdOf(t, OLA);
    const olaOf = async () => {
      const { body } = await use(SALES, `year=${month.slice(0, 4)}&market=no`);
      const dealer = body.dealers.find((d) => d.customerNumber === '20001');
      return { dealer: dealer?.activeUsers[Number(month.slice(5)) - 1], month: body.months.find((m) => m.month === month) };
    };
    expect(await olaOf()).toEqual({ dealer: 1, month: expect.objectContaining({ activeUsers: 1, activeDealers: 1 }) });

    const reports = (await Promise.all([t.app.retain(), t.app.retain()])).filter((r) => r !== null);
    const signIns = await t.database.db
      .selectFrom('sign_in_event')
      .select('id')
      .where('account_id', '=', ola)
      .where('signed_in_at', '<', new Date(at + 86_400_000))
      .execute();
    expect(signIns).toEqual([]);
    expect(await olaOf()).toEqual({ dealer: 1, month: expect.objectContaining({ activeUsers: 1, activeDealers: 1 }) });

    // 2013 is more than five years back: its months went in the same round.
    expect(reports.reduce((n, r) => n + r.useMonths, 0)).toBeGreaterThanOrEqual(4);
    const { body } = await use(SERVICE, `year=${YEAR}`);
    expect(body.months.every((m) => m.activeUsers === 0)).toBe(true);
    expect(body.dealers).toEqual([]);
  });
});

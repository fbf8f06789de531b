import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MARKET_CURRENCIES, MARKETS, type Market } from '@portal/contracts/languages';
import { ORDER_STATUS } from '@portal/contracts/order';
import { isoWeekOf } from '@portal/contracts/iso-week';
import { VAT_NUMBER_EXAMPLES } from '@portal/contracts/vat';
import { addDays, today, yyyymmdd } from '../../platform/calendar/delivery-calendar.js';
import { signInThroughProvider } from '../../test/oidc-flow.js';
import { useTestApp } from '../../test/use-test-app.js';
import { auditRows, contactIdOf, invitationLink, messagesTo, sellableItems } from '../../test/fixtures.js';
import { SALES, SERVICE, MARKETING, ANNA, ERIK, OLA } from '../../test/demo-users.js';
import { contactId } from '../../seed/customers.js';

const t = useTestApp();

/** A dealer of each market as sales administration enters it: the places are the market's own. */
const PLACES: Record<Market, { city: string; postalCode: string; street: string; country: string }> = {
  se: { city: 'Lund', postalCode: '222 23', street: 'Stora Södergatan 8', country: 'SE' },
  no: { city: 'Trondheim', postalCode: '7011', street: 'Munkegata 20', country: 'NO' },
  dk: { city: 'Odense', postalCode: '5000', street: 'Vestergade 40', country: 'DK' },
  de: { city: 'Kiel', postalCode: '24103', street: 'Holstenstraße 12', country: 'DE' },
  fi: { city: 'Turku', postalCode: '20100', street: 'Yliopistonkatu 15', country: 'FI' },
};

let nextNumber = 10950;
const freshNumber = () => String(nextNumber++);

async function priceListOf(market: Market) {
  const options = (await t.call(SALES, 'GET', '/api/staff/customer-options')).json();
  return options.priceLists.find((p: { currency: string }) => p.currency === MARKET_CURRENCIES[market]).id as string;
}

async function dealerBody(market: Market, customerNumber: string, overrides: Record<string, unknown> = {}) {
  const place = PLACES[market];
  return {
    customerNumber,
    name: `Kaminhuset ${place.city} AB`,
    market,
    priceListId: await priceListOf(market),
    discountPercent: 10,
    salesRepId: null,
    phone: '+00 12 34 56',
    email: `info-${customerNumber}@dealer.test`,
    postal: { line1: place.street, postalCode: place.postalCode, city: place.city },
    visiting: { line1: '', postalCode: '', city: '' },
    active: true,
    commonName: `Kaminhuset ${place.city}`,
    website: `https://kaminhuset-${customerNumber}.test`,
    vatNumber: VAT_NUMBER_EXAMPLES[market],
    paymentTermsDays: 45,
    invoiceEmail: `bookkeeping-${customerNumber}@dealer.test`,
    deliveryAddresses: [
      {
        name: `Kaminhuset ${place.city} – lager`,
        line1: place.street,
        postalCode: place.postalCode,
        city: place.city,
        country: place.country,
        primary: true,
      },
      {
        name: 'Utställning',
        line1: 'Hamngatan 2',
        line2: 'Port 3',
        postalCode: place.postalCode,
        city: place.city,
        country: place.country,
        primary: false,
      },
    ],
    ...overrides,
  };
}

/** The invited user's own session: the invitation's link sets the password, then the sign-in as a browser makes it. */
async function invitedUser(customerNumber: string, email: string) {
  const invited = await t.call(SALES, 'POST', `/api/staff/customers/${customerNumber}/invitations`, {
    email,
    firstName: 'Ida',
    lastName: 'Holm',
    accessLevel: 'Portal Admin,Reseller',
  });
  expect(invited.statusCode, invited.body).toBe(200);
  const token = new URL(await invitationLink(t, email)).pathname.split('/').pop()!;
  const password = 'Kakelugn-2026!';
  expect((await t.app.inject({ method: 'POST', url: `/api/invitations/${token}/accept`, payload: { password } })).statusCode).toBe(200);
  const session = await signInThroughProvider(t.app, t.config, email, password);
  if (!session.ok) throw new Error(`${email} could not sign in`);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${session.accessToken}` },
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
  return { call, contactId: await contactIdOf(t, email) };
}

type Dealer = Awaited<ReturnType<typeof invitedUser>>;

/** The order the checkout sends: the primary address chosen, as the form writes it, two articles in a week. */
async function checkoutOrder(dealer: Dealer, market: Market, customerNumber: string) {
  const contact = (await dealer.call('GET', '/api/reseller/contactInfo')).json();
  const addresses = (await dealer.call('GET', '/api/reseller/deliveryAddress')).json().value[0].Account_CustomerAddress;
  const primary = addresses.find((a: { ed_primary: boolean }) => a.ed_primary);
  const items = await sellableItems(t, 2, customerNumber);
  return {
    contact,
    addresses,
    request: {
      inputs: {
        ShippingInstructions: ' ',
        GoodsMark: 'Villa Holm',
        DeliveryNotificationPhone: contact.telephone1,
        ReferenceNo: 'Ida Holm',
      },
      cartItems: items.map((id) => ({ id, title: id, image: '', price: 1, quantity: 1, type: 'product' })),
      CustomerId: customerNumber,
      ShipTo: customerNumber,
      requestedDate: yyyymmdd(addDays(today(market), 7)),
      addresses: [
        {
          AddressType: 6,
          Name: `${contact.ed_commonname ?? ''} ${primary?.name ?? ''}`.trim().slice(0, 60),
          Address1: primary?.line1 ?? '',
          City: primary?.city ?? '',
          PostalCode: primary?.postalcode ?? '',
          Country: primary?.country ?? '',
        },
      ],
      DeliveryAddressId: primary?.id,
      idempotencyKey: randomUUID(),
    },
  };
}

const weekFromNow = (weeks: number) => isoWeekOf(new Date(Date.now() + weeks * 7 * 86_400_000).toISOString().slice(0, 10));

describe('a dealer made in the back office orders as a seeded one does', () => {
  it.each(MARKETS)('%s: created, a user invited, the user orders, the order is invoiced on its terms', async (market) => {
    const customerNumber = freshNumber();
    const created = await t.call(SALES, 'POST', '/api/staff/customers', await dealerBody(market, customerNumber));
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      currency: MARKET_CURRENCIES[market],
      vatNumber: VAT_NUMBER_EXAMPLES[market],
      paymentTermsDays: 45,
      commonName: `Kaminhuset ${PLACES[market].city}`,
      orderBlocked: false,
      deliveryAddresses: [
        { primary: true, country: PLACES[market].country },
        { primary: false, line2: 'Port 3' },
      ],
    });
    const dealer = await invitedUser(customerNumber, `ida.holm-${market}@dealer.test`);

    // What the checkout loads: no field missing, an address to deliver to, ordering open.
    const { contact, addresses, request } = await checkoutOrder(dealer, market, customerNumber);
    expect(contact).toMatchObject({ ed_commonname: `Kaminhuset ${PLACES[market].city}`, telephone1: '+00 12 34 56' });
    expect(contact.emailaddress1).toBeTruthy();
    expect(addresses).toHaveLength(2);
    expect(addresses[0]).toMatchObject({ ed_primary: true, line1: PLACES[market].street });
    expect((await dealer.call('GET', '/api/reseller/orderBlock')).json()).toEqual({ blocked: false, reason: null });

    const placed = await dealer.call('POST', '/api/order/placeOrder', request);
    expect(placed.statusCode, placed.body).toBe(200);
    const orderNumber = placed.json().Header.PlaceOrderNumber as string;
    const open = (await dealer.call('GET', '/api/order/openOrders?amount=999')).json().Orders;
    expect(open.find((o: { XAOrderNbr: string }) => o.XAOrderNbr === orderNumber)).toMatchObject({ Currency: MARKET_CURRENCIES[market] });

    // Customer service takes it to delivery; the invoice falls due on the dealer's terms and goes to its bookkeeping too.
    const move = (body: Record<string, unknown>) => t.call(SERVICE, 'PUT', `/api/staff/orders/${orderNumber}/status`, body);
    expect((await move({ status: ORDER_STATUS.confirmed, promiseWeek: weekFromNow(3) })).statusCode).toBe(200);
    expect((await move({ status: ORDER_STATUS.inProduction })).statusCode).toBe(200);
    const dispatched = await move({ status: ORDER_STATUS.dispatched, carrier: 'PostNord', trackingId: `PN${customerNumber}` });
    expect(dispatched.statusCode, dispatched.body).toBe(200);
    expect((await move({ status: ORDER_STATUS.delivered })).statusCode).toBe(200);
    const invoices = (await dealer.call('GET', '/api/invoice/invoices?amount=999')).json().Invoices;
    expect(invoices).toHaveLength(1);
    const due = addDays(
      `${invoices[0].InvoiceDate.slice(0, 4)}-${invoices[0].InvoiceDate.slice(4, 6)}-${invoices[0].InvoiceDate.slice(6)}`,
      45,
    );
    expect(invoices[0]).toMatchObject({ OrderNumber: orderNumber, Currency: MARKET_CURRENCIES[market], NetDueDate: yyyymmdd(due) });
    expect(await messagesTo(t, `bookkeeping-${customerNumber}@dealer.test`, 'invoice-issued')).toHaveLength(1);
    expect(await messagesTo(t, `ida.holm-${market}@dealer.test`, 'invoice-issued')).toHaveLength(1);
  });

  it('blocks ordering with a reason the dealer reads, and opens it again', async () => {
    const customerNumber = freshNumber();
    const body = await dealerBody('se', customerNumber);
    await t.call(SALES, 'POST', '/api/staff/customers', body);
    const dealer = await invitedUser(customerNumber, 'blocked@dealer.test');
    const { customerNumber: _, ...edit } = body;
    const reason = 'Betalningen för faktura 700123 saknas – ring ekonomi på 010-123 45 00';
    expect((await t.call(SALES, 'PUT', `/api/staff/customers/${customerNumber}`, { ...edit, orderBlocked: true })).json()).toMatchObject({
      statusCode: 400,
      field: 'orderBlockReason',
    });
    const blocked = await t.call(SALES, 'PUT', `/api/staff/customers/${customerNumber}`, {
      ...edit,
      orderBlocked: true,
      orderBlockReason: reason,
    });
    expect(blocked.json()).toMatchObject({ orderBlocked: true, orderBlockReason: reason });
    expect((await dealer.call('GET', '/api/reseller/orderBlock')).json()).toEqual({ blocked: true, reason });
    const { request } = await checkoutOrder(dealer, 'se', customerNumber);
    const refused = await dealer.call('POST', '/api/order/placeOrder', request);
    expect(refused.json()).toMatchObject({ statusCode: 409, code: 'ORDER_BLOCKED', message: reason });
    expect((await dealer.call('GET', '/api/order/openOrders?amount=999')).json().Orders).toHaveLength(0);

    const opened = await t.call(SALES, 'PUT', `/api/staff/customers/${customerNumber}`, { ...edit, orderBlocked: false });
    expect(opened.json()).toMatchObject({ orderBlocked: false, orderBlockReason: null });
    expect((await dealer.call('POST', '/api/order/placeOrder', { ...request, idempotencyKey: randomUUID() })).statusCode).toBe(200);
    const audit = await auditRows(t, customerNumber, 'customer.update');
    expect(audit.map((a) => a.after)).toEqual([
      { order_blocked: true, order_block_reason: reason },
      { order_blocked: false, order_block_reason: null },
    ]);
  });

  it('refuses an order of a dealer without the store name, naming the field as the checkout does', async () => {
    const customerNumber = freshNumber();
    const body = await dealerBody('se', customerNumber, { commonName: '' });
    await t.call(SALES, 'POST', '/api/staff/customers', body);
    const dealer = await invitedUser(customerNumber, 'nameless@dealer.test');
    const { request } = await checkoutOrder(dealer, 'se', customerNumber);
    expect((await dealer.call('POST', '/api/order/placeOrder', request)).json()).toMatchObject({
      statusCode: 409,
      code: 'DEALER_DETAILS_MISSING',
      field: 'ed_commonname',
    });
  });
});

describe('the dealer form: what it refuses', () => {
  it.each([
    ['a Danish VAT number for a German dealer', { market: 'de', vatNumber: VAT_NUMBER_EXAMPLES.dk }, 'vatNumber'],
    ['a Swedish VAT number without its 01', { vatNumber: 'SE5561234567' }, 'vatNumber'],
    ['a Norwegian number without MVA', { market: 'no', vatNumber: '987654321' }, 'vatNumber'],
    ['payment terms beyond 120 days', { paymentTermsDays: 121 }, 'paymentTermsDays'],
    ['payment terms in part days', { paymentTermsDays: 10.5 }, 'paymentTermsDays'],
    ['an invoice address that is none', { invoiceEmail: 'bookkeeping' }, 'invoiceEmail'],
    ['a block without a reason', { orderBlocked: true }, 'orderBlockReason'],
    [
      'two primary addresses',
      {
        deliveryAddresses: [
          { name: 'A', line1: 'Gatan 1', postalCode: '222 23', city: 'Lund', country: 'SE', primary: true },
          { name: 'B', line1: 'Gatan 2', postalCode: '222 23', city: 'Lund', country: 'SE', primary: true },
        ],
      },
      'deliveryAddresses',
    ],
    [
      'addresses without a primary one',
      { deliveryAddresses: [{ name: 'A', line1: 'Gatan 1', postalCode: '222 23', city: 'Lund', country: 'SE', primary: false }] },
      'deliveryAddresses',
    ],
    [
      'a country that is not an ISO code',
      { deliveryAddresses: [{ name: 'A', line1: 'Gatan 1', postalCode: '222 23', city: 'Lund', country: 'Sverige', primary: true }] },
      'deliveryAddresses.0.country',
    ],
    [
      'an address without its city',
      { deliveryAddresses: [{ name: 'A', line1: 'Gatan 1', postalCode: '222 23', city: ' ', country: 'SE', primary: true }] },
      'deliveryAddresses.0.city',
    ],
    [
      'a Swedish address with a foreign postal code',
      { deliveryAddresses: [{ name: 'A', line1: 'Gatan 1', postalCode: 'D-24103', city: 'Lund', country: 'SE', primary: true }] },
      'deliveryAddresses.0.postalCode',
    ],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_name, overrides, field) => {
    const customerNumber = freshNumber();
    const market = ((overrides as { market?: Market }).market ?? 'se') as Market;
    const body = await dealerBody(market, customerNumber);
    const res = await t.call(SALES, 'POST', '/api/staff/customers', { ...body, ...overrides });
    expect(res.json()).toMatchObject({ statusCode: 400, field });
    expect((await t.call(SALES, 'GET', `/api/staff/customers/${customerNumber}`)).statusCode).toBe(404);
    // The same for an edit of an existing dealer.
    await t.call(SALES, 'POST', '/api/staff/customers', body);
    const { customerNumber: _, ...edit } = body;
    expect((await t.call(SALES, 'PUT', `/api/staff/customers/${customerNumber}`, { ...edit, ...overrides })).json()).toMatchObject({
      statusCode: 400,
      field,
    });
    expect((await t.call(SALES, 'GET', `/api/staff/customers/${customerNumber}`)).json()).toMatchObject({
      vatNumber: VAT_NUMBER_EXAMPLES[market],
      paymentTermsDays: 45,
      orderBlocked: false,
    });
  });

  it('takes a VAT number as written and stores it compact; the dealer is then invoiced VAT-free', async () => {
    const customerNumber = freshNumber();
    const created = await t.call(
      SALES,
      'POST',
      '/api/staff/customers',
      await dealerBody('de', customerNumber, { vatNumber: 'de 812.345.679' }),
    );
    expect(created.json().vatNumber).toBe('DE812345679');
    const dealer = await invitedUser(customerNumber, 'vat@dealer.test');
    const [item] = await sellableItems(t, 1, customerNumber);
    await dealer.call('POST', '/api/cart/lines', { changeId: randomUUID(), id: item, type: 'product', addQty: 1 });
    const vat = async () => (await dealer.call('GET', '/api/cart')).json().vat;
    expect(await vat()).toEqual({ treatment: 'intra-community', vatPercent: 0 });
    const { customerNumber: _, ...edit } = await dealerBody('de', customerNumber);
    // Without a number the German dealer pays Swedish VAT: the rule follows the stored number.
    await t.call(SALES, 'PUT', `/api/staff/customers/${customerNumber}`, { ...edit, vatNumber: '' });
    expect(await vat()).toEqual({ treatment: 'domestic', vatPercent: 25 });
    expect((await t.call(SALES, 'GET', `/api/staff/customers/${customerNumber}`)).json().vatNumber).toBeNull();
  });

  it('adds, edits and removes delivery addresses, keeping the id of one it keeps', async () => {
    const customerNumber = freshNumber();
    const body = await dealerBody('no', customerNumber);
    const created = (await t.call(SALES, 'POST', '/api/staff/customers', body)).json();
    const [primary, second] = created.deliveryAddresses;
    const { customerNumber: _, ...edit } = body;
    const third = { name: 'Nytt lager', line1: 'Kjøpmannsgata 1', postalCode: '7013', city: 'Trondheim', country: 'no', primary: true };
    const changed = await t.call(SALES, 'PUT', `/api/staff/customers/${customerNumber}`, {
      ...edit,
      deliveryAddresses: [{ ...second, primary: false, city: 'Stjørdal', line2: '' }, third],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = changed.json().deliveryAddresses;
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({ name: 'Nytt lager', primary: true, country: 'NO' });
    expect(after[1]).toMatchObject({ id: second.id, city: 'Stjørdal', line2: null, primary: false });
    expect(after.map((a: { id: string }) => a.id)).not.toContain(primary.id);
    // Another dealer's address is not this dealer's to keep.
    const others = (await t.call(SALES, 'GET', '/api/staff/customers/10001')).json().deliveryAddresses;
    expect(
      (
        await t.call(SALES, 'PUT', `/api/staff/customers/${customerNumber}`, {
          ...edit,
          deliveryAddresses: [{ ...others[0], line2: others[0].line2 ?? '', primary: true }],
        })
      ).json(),
    ).toMatchObject({ statusCode: 400, field: 'deliveryAddresses.0.id' });
    // Left out of an edit, the addresses stay as they are.
    const { deliveryAddresses: _left, ...withoutAddresses } = edit;
    expect(
      (await t.call(SALES, 'PUT', `/api/staff/customers/${customerNumber}`, { ...withoutAddresses, name: 'X AB' })).json()
        .deliveryAddresses,
    ).toEqual(after);
    const audit = await auditRows(t, customerNumber, 'customer.update');
    expect(audit[0]!.before).toMatchObject({ delivery_addresses: expect.arrayContaining([expect.stringContaining('* ')]) });
    expect(audit[0]!.after).toMatchObject({
      delivery_addresses: [expect.stringContaining('Stjørdal'), expect.stringContaining('* Nytt lager')],
    });
  });
});

describe('who may read and who may change a dealer', () => {
  it('lets customer service read a dealer with its users and addresses, and refuses every change (403)', async () => {
    const list = await t.call(SERVICE, 'GET', '/api/staff/customers?market=se');
    expect(list.statusCode).toBe(200);
    const detail = await t.call(SERVICE, 'GET', '/api/staff/customers/10001');
    expect(detail.statusCode).toBe(200);
    expect(detail.json().userList.length).toBeGreaterThan(0);
    expect(detail.json().deliveryAddresses.length).toBeGreaterThan(0);
    expect((await t.call(SERVICE, 'GET', '/api/staff/customer-options')).statusCode).toBe(200);

    const body = await dealerBody('se', freshNumber());
    const { customerNumber: _, ...edit } = body;
    const anna = contactId(ANNA);
    const writes: [string, string, unknown][] = [
      ['POST', '/api/staff/customers', body],
      ['PUT', '/api/staff/customers/10001', edit],
      ['POST', '/api/staff/customers/10001/invitations', { email: 'x@y.test', firstName: 'X', lastName: 'Y', accessLevel: 'Reseller' }],
      ['PUT', `/api/staff/customers/10001/users/${anna}`, { firstName: 'Anna', lastName: 'A' }],
      ['PUT', `/api/staff/customers/10001/users/${anna}/active`, { active: false }],
      ['PUT', `/api/staff/customers/10001/users/${anna}/access-level`, { accessLevel: 'Reseller' }],
    ];
    for (const [method, url, payload] of writes) {
      expect((await t.call(SERVICE, method as 'PUT', url, payload)).json(), `${method} ${url}`).toMatchObject({
        statusCode: 403,
        code: 'STAFF_ROLE_REQUIRED',
      });
      expect((await t.call(ANNA, method as 'PUT', url, payload)).json().code, `${method} ${url} dealer`).toBe('STAFF_ONLY');
    }
    expect((await t.call(MARKETING, 'GET', '/api/staff/customers/10001')).json().code).toBe('STAFF_ROLE_REQUIRED');
    expect((await t.call(ANNA, 'GET', '/api/reseller/myContact')).json()).toMatchObject({ firstname: expect.any(String) });
  });

  it("sets a user's name and numbers, audited, seen by the user on the next read; another dealer's user is not found", async () => {
    const anna = contactId(ANNA);
    const before = (await t.call(ANNA, 'GET', '/api/reseller/myContact')).json();
    const res = await t.call(SALES, 'PUT', `/api/staff/customers/10001/users/${anna}`, {
      firstName: 'Anna-Karin',
      lastName: before.lastname,
      phone: '018-55 12 40',
      mobile: '070-123 45 67',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ contactId: anna, firstName: 'Anna-Karin', phone: '018-55 12 40', mobile: '070-123 45 67' });
    expect((await t.call(ANNA, 'GET', '/api/reseller/myContact')).json()).toMatchObject({
      firstname: 'Anna-Karin',
      telephone1: '018-55 12 40',
      mobilephone: '070-123 45 67',
    });
    const audit = await auditRows(t, anna, 'user.update');
    expect(audit.at(-1)).toMatchObject({ before: { firstname: before.firstname }, after: { firstname: 'Anna-Karin' } });
    expect((await t.call(SALES, 'PUT', `/api/staff/customers/10001/users/${anna}`, { firstName: '', lastName: 'X' })).json()).toMatchObject(
      {
        statusCode: 400,
        field: 'firstName',
      },
    );
    expect(
      (await t.call(SALES, 'PUT', `/api/staff/customers/10001/users/${contactId(OLA)}`, { firstName: 'Ola', lastName: 'N' })).statusCode,
    ).toBe(404);
  });
});

describe('what integrations learn of dealers and their users', () => {
  /** The feed's events since `after` that belong to `customerNumber`, positioned as a reader gets them. */
  async function eventsOf(customerNumber: string, after: number) {
    await t.app.integration.sequenceEvents();
    return (await t.app.integration.feed.page(after, 1000)).items.filter((e) => e.data['customerNumber'] === customerNumber);
  }
  async function feedHead() {
    await t.app.integration.sequenceEvents();
    const row = await t.database.db
      .selectFrom('integration_event')
      .select((eb) => eb.fn.max('position').as('top'))
      .executeTakeFirst();
    return Number(row?.top ?? 0);
  }

  it('tells of a dealer created and changed by staff, and of a user invited and switched off by staff', async () => {
    const start = await feedHead();
    const customerNumber = freshNumber();
    const body = await dealerBody('se', customerNumber);
    expect((await t.call(SALES, 'POST', '/api/staff/customers', body)).statusCode).toBe(200);
    const { customerNumber: _, ...edit } = body;
    const renamed = await t.call(SALES, 'PUT', `/api/staff/customers/${customerNumber}`, { ...edit, name: 'Kaminhuset Norr AB' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    // The dealer's first user is its Portal Admin; a second, a seller, is switched off again.
    const invite = (email: string, firstName: string, accessLevel: string) =>
      t.call(SALES, 'POST', `/api/staff/customers/${customerNumber}/invitations`, { email, firstName, lastName: 'Holm', accessLevel });
    const idaEmail = `ida-${customerNumber}@dealer.test`;
    const boEmail = `bo-${customerNumber}@dealer.test`;
    for (const [email, name, level] of [
      [idaEmail, 'Ida', 'Portal Admin,Reseller'],
      [boEmail, 'Bo', 'Reseller'],
    ] as const) {
      const invited = await invite(email, name, level);
      expect(invited.statusCode, invited.body).toBe(200);
    }
    const bo = await contactIdOf(t, boEmail);
    const off = await t.call(SALES, 'PUT', `/api/staff/customers/${customerNumber}/users/${bo}/active`, { active: false });
    expect(off.statusCode, off.body).toBe(200);

    const events = await eventsOf(customerNumber, start);
    expect(events.map((e) => e.type)).toEqual(['customer.created', 'customer.updated', 'user.invited', 'user.invited', 'user.deactivated']);
    expect(events[0]!.data).toMatchObject({ customerNumber, name: body.name, market: 'se', currency: 'SEK' });
    expect(events[1]!.data).toMatchObject({ customerNumber, name: 'Kaminhuset Norr AB' });
    expect(events[2]!.data).toMatchObject({
      contactId: await contactIdOf(t, idaEmail),
      email: idaEmail,
      firstName: 'Ida',
      lastName: 'Holm',
      accessLevel: 'Portal Admin,Reseller',
    });
    expect(events[3]!.data).toMatchObject({ contactId: bo, email: boEmail, accessLevel: 'Reseller' });
    expect(events[4]!.data).toEqual({ contactId: bo, customerNumber });
  });

  it('tells of a colleague invited and switched off by the dealer’s own Portal Admin', async () => {
    const start = await feedHead();
    const email = `colleague-${randomUUID()}@reseller-se.test`;
    const invited = await t.call(ERIK, 'POST', '/api/user/invitations', {
      email,
      firstName: 'Per',
      lastName: 'Ek',
      accessLevel: 'Reseller',
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const per = await contactIdOf(t, email);
    expect((await t.call(ERIK, 'PUT', `/api/user/users/${per}/active`, { active: false })).statusCode).toBe(200);
    // Switching a user on again is no event an integration acts on.
    expect((await t.call(ERIK, 'PUT', `/api/user/users/${per}/active`, { active: true })).statusCode).toBe(200);

    const events = (await eventsOf('10001', start)).filter((e) => e.data['contactId'] === per);
    expect(events.map((e) => e.type)).toEqual(['user.invited', 'user.deactivated']);
    expect(events[0]!.data).toMatchObject({ email, firstName: 'Per', lastName: 'Ek', accessLevel: 'Reseller', customerNumber: '10001' });
  });
});

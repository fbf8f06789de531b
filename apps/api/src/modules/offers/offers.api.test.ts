import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { CartBatchResponse, GetCartResponse, Offer, OfferBranding, OfferSummary, StaffOfferCounts } from '@portal/contracts';
import type { OutboxMessage, OutboxResponse } from '@portal/contracts/messages';
import { formatMoney } from '@portal/contracts/money';
import { todayInMarket } from '@portal/contracts/languages';
import { completedConfiguration, configuredCartLine } from '../../test/configurator-flow.js';
import { ANNA, ERIK, JONAS, MARKETING, OLA, SALES, SERVICE } from '../../test/demo-users.js';
import { expectOk as ok } from '../../test/expectations.js';
import { netPrice, rowCount, sellableItems } from '../../test/fixtures.js';
import { postMultipart } from '../../test/multipart.js';
import { pdfContents } from '../../test/pdf-text.js';
import { startSmtpPeer, type SmtpPeer } from '../../test/smtp-peer.js';
import { useTestApp } from '../../test/use-test-app.js';

let smtp: SmtpPeer;
const t = useTestApp(async () => {
  smtp = await startSmtpPeer();
  return { mail: { smtpUrl: smtp.url } };
});
afterAll(async () => smtp.stop());

const round2 = (n: number) => Math.round(n * 100) / 100;
const inDays = (days: number, market: 'se' | 'no' | 'de' = 'se') => {
  const day = new Date(`${todayInMarket(market)}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};
const customer = {
  name: 'Greta Hemmasson',
  email: 'greta@homeowner.test',
  phone: '+46 70 123 45 67',
  address: 'Ängsvägen 3\n752 36 Uppsala',
};

const create = (email: string, body: Record<string, unknown>) => t.call(email, 'POST', '/api/offers', body);
const pdfText = async (email: string, id: string) => {
  const res = await t.call(email, 'GET', `/api/offers/${id}/pdf`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return spaced((await pdfContents(res.rawPayload)).text);
};
/** Amounts as the PDF's text reads back: every kind of space as a plain one. */
const spaced = (text: string) => text.replace(/\s/g, ' ');
const moneyIn = (amount: number, language: 'de' | 'fi', currency: string) => spaced(formatMoney(amount, language, currency));

describe('offers', () => {
  it('prices article lines at the net price × (1 + markup), rounded to the price step, plus Swedish VAT; free lines as given', async () => {
    const [a, b] = await sellableItems(t, 2);
    const netA = await netPrice(t, '10001', a!);
    const netB = await netPrice(t, '10001', b!);
    const offer = ok<Offer>(
      await create(ANNA, {
        customer,
        lines: [
          { itemNumber: a, quantity: 2 },
          { itemNumber: b, quantity: 1, unitPriceInclVat: 12345 },
          { text: 'Installation och skorstensarbete', quantity: 1, unitPriceInclVat: 8000 },
          { text: 'Bygglovsritning', quantity: 1, unitPriceInclVat: 1000, vatRate: 0 },
        ],
        markupPercent: 30,
        priceStep: 10,
        discount: 500,
        validUntil: inDays(30),
        language: 'sv',
        coverText: 'Tack för ett trevligt möte i butiken.',
      }),
    );
    expect(offer).toMatchObject({ status: 'draft', version: 1, vatPercent: 25, currency: 'SEK', createdBy: expect.any(String) });
    expect(offer.number).toMatch(/^\d+$/);
    const unitA = round2(Math.round((netA * 1.3) / 10) * 10 * 1.25);
    expect(offer.lines.map((l) => [l.kind, l.unitPriceInclVat, l.vatRate, l.netUnitPrice])).toEqual([
      ['article', unitA, 25, netA],
      ['article', 12345, 25, netB],
      ['free', 8000, 25, null],
      ['free', 1000, 0, null],
    ]);
    const lines = round2(unitA * 2 + 12345 + 8000 + 1000);
    expect(offer.linesInclVat).toBe(lines);
    expect(offer.totalInclVat).toBe(round2(lines - 500));
    // The discount shares itself over the rates: the 0 % line carries its part without VAT.
    const share = 1 - 500 / lines;
    expect(offer.vatAmount).toBe(round2(round2(((unitA * 2 + 12345 + 8000) * share * 25) / 125)));
    expect(offer.totalExclVat).toBe(round2(offer.totalInclVat - offer.vatAmount));
    expect(offer.netTotal).toBe(round2(netA * 2 + netB));
    expect(offer.margin).toBe(round2(offer.totalExclVat - offer.netTotal));
    expect(offer.lines[0]!.marginPerUnit).toBe(round2(unitA / 1.25 - netA));

    const read = ok<Offer>(await t.call(ANNA, 'GET', `/api/offers/${offer.id}`));
    expect(read).toEqual(offer);
    const list = ok<{ offers: OfferSummary[] }>(await t.call(ERIK, 'GET', '/api/offers'));
    expect(list.offers.find((o) => o.id === offer.id)).toMatchObject({
      status: 'draft',
      customerName: customer.name,
      totalInclVat: offer.totalInclVat,
    });
  });

  it("adds the VAT of the dealer's market: 25 % in Norway, 19 % in Germany", async () => {
    const [no] = await sellableItems(t, 1, '20001');
    const netNo = await netPrice(t, '20001', no!);
    const norwegian = ok<Offer>(
      await create(OLA, {
        customer,
        lines: [{ itemNumber: no, quantity: 1 }],
        markupPercent: 25,
        validUntil: inDays(10, 'no'),
        language: 'no',
      }),
    );
    expect(norwegian).toMatchObject({ vatPercent: 25, currency: 'NOK' });
    expect(norwegian.lines[0]!.unitPriceInclVat).toBe(round2(round2(netNo * 1.25) * 1.25));

    const [de] = await sellableItems(t, 1, '30001');
    const netDe = await netPrice(t, '30001', de!);
    const german = ok<Offer>(
      await create(JONAS, {
        customer,
        lines: [{ itemNumber: de, quantity: 3 }],
        markupPercent: 20,
        priceStep: 5,
        validUntil: inDays(10, 'de'),
        language: 'de',
      }),
    );
    const unit = round2(Math.round((netDe * 1.2) / 5) * 5 * 1.19);
    expect(german).toMatchObject({ vatPercent: 19, currency: 'EUR' });
    expect(german.lines[0]).toMatchObject({ unitPriceInclVat: unit, vatRate: 19 });
    expect(german.totalInclVat).toBe(round2(unit * 3));
    expect(german.vatAmount).toBe(round2((round2(unit * 3) * 19) / 119));

    const text = await pdfText(JONAS, german.id);
    expect(text).toContain('ANGEBOT');
    expect(text).toContain(moneyIn(unit, 'de', 'EUR'));
    expect(text).not.toContain(moneyIn(netDe, 'de', 'EUR'));
  });

  it('writes the PDF in the end customer’s language with prices incl. VAT, never the net price or the margin', async () => {
    const [a] = await sellableItems(t, 1);
    const net = await netPrice(t, '10001', a!);
    const offer = ok<Offer>(
      await create(ANNA, {
        customer,
        lines: [
          { itemNumber: a, quantity: 1 },
          { text: 'Montage', quantity: 1, unitPriceInclVat: 5000 },
        ],
        markupPercent: 40,
        validUntil: inDays(14),
        language: 'fi',
      }),
    );
    const text = await pdfText(ANNA, offer.id);
    for (const shown of [
      'TARJOUS',
      customer.name,
      'Ängsvägen 3',
      moneyIn(offer.lines[0]!.unitPriceInclVat, 'fi', 'SEK'),
      moneyIn(offer.totalInclVat, 'fi', 'SEK'),
      moneyIn(offer.vatAmount, 'fi', 'SEK'),
    ])
      expect(text, shown).toContain(shown);
    for (const hidden of [net, offer.netTotal, offer.margin, offer.lines[0]!.marginPerUnit!]) {
      expect(text).not.toContain(moneyIn(hidden, 'fi', 'SEK'));
      expect(text).not.toContain(spaced(new Intl.NumberFormat('fi-FI', { minimumFractionDigits: 2 }).format(hidden)));
    }
    const swedish = await t.call(ANNA, 'GET', `/api/offers/${offer.id}/pdf`);
    expect(swedish.headers['content-disposition']).toContain(`filename="tarjous-${offer.number}.pdf"`);
  });

  it("answers another dealer's offer with 404 on every call, and staff get 403 (counts only)", async () => {
    const offer = ok<Offer>(
      await create(ANNA, {
        customer,
        lines: [{ text: 'Service', quantity: 1, unitPriceInclVat: 900 }],
        validUntil: inDays(5),
        language: 'sv',
      }),
    );
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/offers/${offer.id}`],
      ['GET', `/api/offers/${offer.id}/pdf`],
      [
        'PUT',
        `/api/offers/${offer.id}`,
        { customer, lines: [{ text: 'X', quantity: 1, unitPriceInclVat: 1 }], validUntil: inDays(5), language: 'sv' },
      ],
      ['POST', `/api/offers/${offer.id}/copy`],
      ['POST', `/api/offers/${offer.id}/revise`],
      ['POST', `/api/offers/${offer.id}/status`, { status: 'accepted' }],
      ['POST', `/api/offers/${offer.id}/send`, {}],
      ['POST', `/api/offers/${offer.id}/to-cart`, {}],
      ['DELETE', `/api/offers/${offer.id}/customer`],
    ];
    for (const [method, url, body] of calls) {
      const res = await t.call(OLA, method as 'GET', url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body).not.toContain(customer.name);
    }
    expect(ok<{ offers: OfferSummary[] }>(await t.call(OLA, 'GET', '/api/offers')).offers.some((o) => o.id === offer.id)).toBe(false);

    for (const staff of [SERVICE, SALES]) {
      expect((await t.call(staff, 'GET', `/api/offers/${offer.id}`)).statusCode).toBe(403);
      expect((await t.call(staff, 'GET', '/api/offers')).statusCode).toBe(403);
      expect((await t.call(staff, 'GET', `/api/offers/${offer.id}/pdf`)).statusCode).toBe(403);
    }
    const counts = ok<StaffOfferCounts>(await t.call(SERVICE, 'GET', '/api/staff/offers/counts?customerNumber=10001'));
    expect(counts.byStatus.draft).toBeGreaterThan(0);
    expect(counts.total).toBe(Object.values(counts.byStatus).reduce((a, b) => a + b, 0));
    expect(JSON.stringify(counts)).not.toContain(customer.name);
    expect((await t.call(MARKETING, 'GET', '/api/staff/offers/counts?customerNumber=10001')).statusCode).toBe(403);
    expect((await t.call(ANNA, 'GET', '/api/staff/offers/counts?customerNumber=10001')).statusCode).toBe(403);
    expect((await t.call(SERVICE, 'GET', '/api/staff/offers/counts?customerNumber=99999')).statusCode).toBe(404);
  });

  it("turns an offer into cart lines at the dealer's net prices, a configured stove with its configuration", async () => {
    ok(await t.call(ANNA, 'DELETE', '/api/cart'));
    const [a] = await sellableItems(t, 1);
    const net = await netPrice(t, '10001', a!);
    const headerId = (await completedConfiguration(t, ANNA, 'Stove', [{}, { series: 'OSLO', model: 'OSLO-5' }])).session.HeaderId;
    ok(await t.call(ANNA, 'POST', '/api/cart/lines', { changeId: randomUUID(), id: a, type: 'product', addQty: 2 }));
    ok(await t.call(ANNA, 'POST', '/api/cart/lines', configuredCartLine(headerId)));
    const cart = ok<GetCartResponse>(await t.call(ANNA, 'GET', '/api/cart'));
    const stovePrice = cart.lines.find((l) => l.id === headerId)!.price!;

    const offer = ok<Offer>(
      await create(ANNA, {
        customer,
        fromCart: true,
        lines: [{ text: 'Installation', quantity: 1, unitPriceInclVat: 6000 }],
        markupPercent: 35,
        validUntil: inDays(20),
        language: 'sv',
      }),
    );
    expect(offer.lines.map((l) => [l.kind, l.text, l.quantity, l.netUnitPrice])).toEqual([
      ['article', expect.any(String), 2, net],
      ['configured', 'Kamin Oslo 5', 1, stovePrice],
      ['free', 'Installation', 1, null],
    ]);
    expect(offer.lines[1]!.unitPriceInclVat).toBe(round2(round2(stovePrice * 1.35) * 1.25));

    ok(await t.call(ANNA, 'DELETE', '/api/cart'));
    ok(await t.call(ANNA, 'POST', `/api/offers/${offer.id}/status`, { status: 'accepted' }));
    const changeId = randomUUID();
    const batch = ok<CartBatchResponse>(await t.call(ANNA, 'POST', `/api/offers/${offer.id}/to-cart`, { changeId }));
    expect(batch.skipped).toEqual([]);
    expect(batch.cart.lines.map((l) => [l.id, l.type, l.quantity, l.price])).toEqual([
      [a, 'product', 2, net],
      [headerId, 'config', 1, stovePrice],
    ]);
    expect(batch.cart.lines[1]).toMatchObject({ headerId, ruleset: 'Stove' });
    // The same click again counts once.
    const again = ok<CartBatchResponse>(await t.call(ANNA, 'POST', `/api/offers/${offer.id}/to-cart`, { changeId }));
    expect(again.cart.lines.find((l) => l.id === a)!.quantity).toBe(2);
  });

  it("starts an offer from a saved cart as from the cart: net prices, the configuration kept; another dealer's list is unknown", async () => {
    ok(await t.call(ANNA, 'DELETE', '/api/cart'));
    const [a] = await sellableItems(t, 1);
    const net = await netPrice(t, '10001', a!);
    const headerId = (await completedConfiguration(t, ANNA, 'Stove', [{}, { series: 'OSLO', model: 'OSLO-5' }])).session.HeaderId;
    ok(await t.call(ANNA, 'POST', '/api/cart/lines', { changeId: randomUUID(), id: a, type: 'product', addQty: 3 }));
    ok(await t.call(ANNA, 'POST', '/api/cart/lines', configuredCartLine(headerId)));
    const stovePrice = ok<GetCartResponse>(await t.call(ANNA, 'GET', '/api/cart')).lines.find((l) => l.id === headerId)!.price!;
    const list = ok<{ id: string }>(await t.call(ANNA, 'POST', '/api/order-lists', { name: `Villa ${randomUUID().slice(0, 8)}` }));
    ok(await t.call(ANNA, 'DELETE', '/api/cart'));

    const offer = ok<Offer>(
      await create(ANNA, {
        customer,
        fromOrderList: list.id,
        lines: [{ text: 'Installation', quantity: 1, unitPriceInclVat: 5000 }],
        markupPercent: 20,
        validUntil: inDays(20),
        language: 'sv',
      }),
    );
    expect(offer.lines.map((l) => [l.kind, l.itemNumber, l.quantity, l.netUnitPrice])).toEqual([
      ['article', a, 3, net],
      ['configured', null, 1, stovePrice],
      ['free', null, 1, null],
    ]);
    expect(offer.lines[1]!.text).toBe('Kamin Oslo 5');
    // The cart is not touched; the configured line goes to the cart with its configuration.
    expect(ok<GetCartResponse>(await t.call(ANNA, 'GET', '/api/cart')).lines).toEqual([]);
    const batch = ok<CartBatchResponse>(await t.call(ANNA, 'POST', `/api/offers/${offer.id}/to-cart`, { changeId: randomUUID() }));
    expect(batch.cart.lines.map((l) => [l.id, l.type, l.quantity, l.price])).toEqual([
      [a, 'product', 3, net],
      [headerId, 'config', 1, stovePrice],
    ]);
    expect(batch.cart.lines[1]).toMatchObject({ headerId, ruleset: 'Stove' });
    ok(await t.call(ANNA, 'DELETE', '/api/cart'));

    // Another dealer's list, or an unknown one, is not found and makes no offer.
    const before = await rowCount(t, 'offer');
    const body = { customer, fromOrderList: list.id, lines: [], validUntil: inDays(20, 'no'), language: 'no' };
    expect((await create(OLA, body)).statusCode).toBe(404);
    expect((await create(ANNA, { ...body, fromOrderList: randomUUID(), validUntil: inDays(20) })).statusCode).toBe(404);
    expect(await rowCount(t, 'offer')).toBe(before);
  });

  it("starts an offer from the configurator's result, its configuration kept as the cart keeps it; another dealer's is unknown", async () => {
    ok(await t.call(ANNA, 'DELETE', '/api/cart'));
    const flow = await completedConfiguration(t, ANNA, 'Stove', [{}, { series: 'OSLO', model: 'OSLO-5' }]);
    const headerId = flow.session.HeaderId;
    const items = flow.done.ConfigItems;
    const configured = { headerId, ruleset: 'Stove', sku: flow.done.ConfigId, title: 'Kamin Oslo 5', image: '', items };
    const offer = ok<Offer>(
      await create(ANNA, {
        customer,
        configured: [configured],
        lines: [{ text: 'Montering', quantity: 1, unitPriceInclVat: 4500 }],
        markupPercent: 30,
        validUntil: inDays(20),
        language: 'sv',
      }),
    );
    const configuredNet = round2(flow.done.ConfiguredPrice);
    expect(offer.lines.map((l) => [l.kind, l.text, l.quantity, l.netUnitPrice])).toEqual([
      ['configured', 'Kamin Oslo 5', 1, configuredNet],
      ['free', 'Montering', 1, null],
    ]);
    // The cart is not touched; the offer's configured line goes to the cart with its configuration.
    expect(ok<GetCartResponse>(await t.call(ANNA, 'GET', '/api/cart')).lines).toEqual([]);
    const batch = ok<CartBatchResponse>(await t.call(ANNA, 'POST', `/api/offers/${offer.id}/to-cart`, { changeId: randomUUID() }));
    expect(batch.cart.lines).toHaveLength(1);
    expect(batch.cart.lines[0]).toMatchObject({ id: headerId, type: 'config', headerId, ruleset: 'Stove', title: 'Kamin Oslo 5' });
    expect(batch.cart.lines[0]!.items).toHaveLength(items.length);
    ok(await t.call(ANNA, 'DELETE', '/api/cart'));

    // Another dealer's configuration, or none, is not found and makes no offer.
    const before = await rowCount(t, 'offer');
    const body = { customer, configured: [configured], lines: [], validUntil: inDays(20, 'no'), language: 'no' };
    expect((await create(OLA, body)).statusCode).toBe(404);
    expect((await create(ANNA, { ...body, configured: [{ ...configured, headerId: randomUUID() }] })).statusCode).toBe(404);
    expect(await rowCount(t, 'offer')).toBe(before);
  });

  it('sends the offer from the dealer’s name with the PDF, replies to the user; then accepts, revises and copies it', async () => {
    const offer = ok<Offer>(
      await create(ANNA, {
        customer,
        lines: [{ text: 'Skorstensbesiktning', quantity: 1, unitPriceInclVat: 2500 }],
        validUntil: inDays(7),
        language: 'sv',
      }),
    );
    const sent = ok<Offer>(await t.call(ANNA, 'POST', `/api/offers/${offer.id}/send`, { message: 'Hej Greta, här kommer offerten.' }));
    expect(sent.status).toBe('sent');
    expect(sent.sentAt).not.toBeNull();
    await t.app.outbox.runOnce();
    const [mail] = (await smtp.waitFor(1)).filter((m) => m.subject?.includes(offer.number));
    expect(mail!.to).toMatchObject({ value: [{ address: customer.email }] });
    expect(mail!.from!.value[0]!.name).toBe('Brasvärme i Uppsala AB');
    expect(mail!.replyTo!.value[0]!.address).toBe(ANNA);
    expect(mail!.text).toContain('Hej Greta, här kommer offerten.');
    expect(mail!.text).not.toContain('Nordflamme');
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments[0]!.filename).toBe(`offert-${offer.number}.pdf`);
    expect((await pdfContents(mail!.attachments[0]!.content)).text).toContain('OFFERT');

    // The manufacturer's staff see that it went out, not to whom or what it said; its address finds nothing.
    const domain = customer.email.slice(customer.email.indexOf('@'));
    const listed = ok<OutboxResponse>(await t.call(SERVICE, 'GET', '/api/staff/mail?kind=offer&pageSize=100'));
    const row = listed.items.find((m) => m.subject.includes(offer.number))!;
    expect(row).toMatchObject({ to: `•••${domain}`, contentWithheld: true, state: 'sent' });
    const shown = ok<OutboxMessage>(await t.call(SERVICE, 'GET', `/api/staff/mail/${row.id}`));
    expect(shown).toMatchObject({ to: `•••${domain}`, text: '', html: '', contentWithheld: true });
    const searched = ok<OutboxResponse>(await t.call(SERVICE, 'GET', `/api/staff/mail?search=${encodeURIComponent(customer.email)}`));
    expect(searched.items).toEqual([]);

    const accepted = ok<Offer>(await t.call(ANNA, 'POST', `/api/offers/${offer.id}/status`, { status: 'accepted' }));
    expect(accepted.status).toBe('accepted');
    expect(accepted.history.map((h) => h.action)).toEqual(['created', 'sent', 'accepted']);
    const declined = await t.call(ANNA, 'POST', `/api/offers/${offer.id}/status`, { status: 'declined' });
    expect(declined.statusCode).toBe(409);
    const edit = await t.call(ANNA, 'PUT', `/api/offers/${offer.id}`, {
      customer,
      lines: [{ text: 'X', quantity: 1, unitPriceInclVat: 1 }],
      validUntil: inDays(5),
      language: 'sv',
    });
    expect(edit.json()).toMatchObject({ statusCode: 409, code: 'STATUS_TRANSITION_NOT_ALLOWED' });

    const revised = ok<Offer>(await t.call(ANNA, 'POST', `/api/offers/${offer.id}/revise`));
    expect(revised).toMatchObject({ number: `${offer.number}-2`, version: 2, status: 'draft', totalInclVat: 2500 });
    const changed = ok<Offer>(
      await t.call(ANNA, 'PUT', `/api/offers/${revised.id}`, {
        customer,
        lines: [{ id: revised.lines[0]!.id, quantity: 2, unitPriceInclVat: 2400 }],
        validUntil: inDays(9),
        language: 'en',
      }),
    );
    expect(changed).toMatchObject({ totalInclVat: 4800, language: 'en' });
    expect(changed.lines[0]!.text).toBe('Skorstensbesiktning');
    const copy = ok<Offer>(await t.call(ANNA, 'POST', `/api/offers/${offer.id}/copy`));
    expect(Number(copy.number)).toBeGreaterThan(Number(offer.number));
    expect(copy).toMatchObject({ version: 1, status: 'draft' });

    // Each offer's own history says who did what and when, with the other offer of a new version or a copy.
    const steps = (o: Offer) => o.history.map((h) => [h.event, h.ref, h.by]);
    expect(steps(ok<Offer>(await t.call(ANNA, 'GET', `/api/offers/${offer.id}`)))).toEqual([
      ['created', null, 'Anna Bergström'],
      ['sent', null, 'Anna Bergström'],
      ['accepted', null, 'Anna Bergström'],
      ['revised-as', revised.number, 'Anna Bergström'],
      ['copied-as', copy.number, 'Anna Bergström'],
    ]);
    expect(steps(ok<Offer>(await t.call(ERIK, 'GET', `/api/offers/${revised.id}`)))).toEqual([
      ['revised-from', offer.number, 'Anna Bergström'],
      ['changed', null, 'Anna Bergström'],
    ]);
    expect(steps(copy)).toEqual([['copied-from', offer.number, 'Anna Bergström']]);
    const erased = ok<Offer>(await t.call(ERIK, 'DELETE', `/api/offers/${copy.id}/customer`));
    expect(erased.history.at(-1)).toMatchObject({ event: 'customer-erased', by: 'Erik Johansson' });
    // Staff read no offer, its history included.
    expect((await t.call(SERVICE, 'GET', `/api/offers/${offer.id}`)).statusCode).toBe(403);
  });

  it('shows an open offer past its validity as expired, and refuses to accept it', async () => {
    const offer = ok<Offer>(
      await create(ANNA, {
        customer,
        lines: [{ text: 'Sotning', quantity: 1, unitPriceInclVat: 700 }],
        validUntil: inDays(0),
        language: 'sv',
      }),
    );
    await t.database.db
      .updateTable('offer')
      .set({ valid_until: inDays(-1) })
      .where('id', '=', offer.id)
      .execute();
    expect(ok<Offer>(await t.call(ANNA, 'GET', `/api/offers/${offer.id}`)).status).toBe('expired');
    expect((await t.call(ANNA, 'POST', `/api/offers/${offer.id}/status`, { status: 'accepted' })).statusCode).toBe(409);
    expect((await t.call(ANNA, 'POST', `/api/offers/${offer.id}/send`, {})).statusCode).toBe(409);
    const counts = ok<StaffOfferCounts>(await t.call(SALES, 'GET', '/api/staff/offers/counts?customerNumber=10001'));
    expect(counts.byStatus.expired).toBeGreaterThan(0);
  });

  it("erases the end customer's data for good; the offer stays without it", async () => {
    const offer = ok<Offer>(
      await create(ANNA, {
        customer,
        lines: [{ text: 'Rådgivning', quantity: 1, unitPriceInclVat: 300 }],
        validUntil: inDays(3),
        language: 'sv',
      }),
    );
    const erased = ok<Offer>(await t.call(ANNA, 'DELETE', `/api/offers/${offer.id}/customer`));
    expect(erased.customer).toEqual({ name: null, email: null, phone: null, address: null, erased: true });
    const row = await t.database.db.selectFrom('offer').selectAll().where('id', '=', offer.id).executeTakeFirstOrThrow();
    expect([row.customer_name, row.customer_email, row.customer_phone, row.customer_address]).toEqual([null, null, null, null]);
    expect(await pdfText(ANNA, offer.id)).not.toContain(customer.name);
    expect((await t.call(ANNA, 'POST', `/api/offers/${offer.id}/send`, {})).json()).toMatchObject({ code: 'OFFER_CUSTOMER_ERASED' });
    const copy = ok<Offer>(await t.call(ANNA, 'POST', `/api/offers/${offer.id}/copy`));
    expect(copy.customer.erased).toBe(true);
  });

  it('refuses bad offers with a 400 naming the field, storing nothing', async () => {
    const before = await rowCount(t, 'offer');
    const base = { customer, validUntil: inDays(3), language: 'sv' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, lines: [{ itemNumber: 'NO-SUCH-ITEM', quantity: 1 }] }, 'lines.0.itemNumber'],
      [{ ...base, lines: [{ text: 'Utan pris', quantity: 1 }] }, 'lines.0.unitPriceInclVat'],
      [{ ...base, lines: [] }, 'lines'],
      [{ ...base, lines: [{ text: 'A', quantity: 1, unitPriceInclVat: 100 }], validUntil: inDays(-1) }, 'validUntil'],
      [{ ...base, lines: [{ text: 'A', quantity: 1, unitPriceInclVat: 100 }], discount: 101 }, 'discount'],
      [{ ...base, lines: [{ text: 'A', quantity: 0, unitPriceInclVat: 100 }] }, 'lines.0.quantity'],
      [
        { ...base, customer: { ...customer, email: 'not-an-address' }, lines: [{ text: 'A', quantity: 1, unitPriceInclVat: 1 }] },
        'customer.email',
      ],
      [{ ...base, language: 'xx', lines: [{ text: 'A', quantity: 1, unitPriceInclVat: 1 }] }, 'language'],
    ];
    for (const [body, field] of cases) {
      const res = await create(ANNA, body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json<{ field: string }>().field, field).toBe(field);
    }
    expect(await rowCount(t, 'offer')).toBe(before);
  });
});

describe('offer branding', () => {
  // A 1×1 PNG.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

  it("is the dealer's own name and address until its Portal Admin sets it; users read it, only admins change it", async () => {
    const initial = ok<OfferBranding>(await t.call(ANNA, 'GET', '/api/offers/branding'));
    expect(initial).toMatchObject({ companyName: 'Brasvärme i Uppsala AB', logo: null });
    const body = {
      companyName: 'Brasvärme Uppsala',
      address: 'Kungsgatan 1\n753 21 Uppsala',
      orgNumber: '556000-1111',
      bankDetails: 'Bankgiro 123-4567',
      footerTerms: 'Betalning 10 dagar netto.',
    };
    expect((await t.call(ANNA, 'PUT', '/api/offers/branding', body)).statusCode).toBe(403);
    expect(
      (await postMultipart(t, ANNA, '/api/offers/branding/logo', [{ name: 'file', filename: 'logo.png', type: 'image/png', bytes: png }]))
        .statusCode,
    ).toBe(403);
    const saved = ok<OfferBranding>(await t.call(ERIK, 'PUT', '/api/offers/branding', body));
    expect(saved).toMatchObject({ ...body, logo: null });
    expect(ok<OfferBranding>(await t.call(ANNA, 'GET', '/api/offers/branding'))).toMatchObject(body);
    // Another dealer's branding is its own.
    expect(ok<OfferBranding>(await t.call(OLA, 'GET', '/api/offers/branding')).companyName).not.toBe('Brasvärme Uppsala');

    const withLogo = ok<OfferBranding>(
      await postMultipart(t, ERIK, '/api/offers/branding/logo', [{ name: 'file', filename: 'logo.png', type: 'image/png', bytes: png }]),
    );
    expect(withLogo.logo).toBe(`data:image/png;base64,${png.toString('base64')}`);
    expect(withLogo.companyName).toBe('Brasvärme Uppsala');

    const offer = ok<Offer>(
      await create(ANNA, {
        customer,
        lines: [{ text: 'Service', quantity: 1, unitPriceInclVat: 1000 }],
        validUntil: inDays(3),
        language: 'sv',
      }),
    );
    const text = await pdfText(ANNA, offer.id);
    for (const shown of ['Brasvärme Uppsala', 'Kungsgatan 1', '556000-1111', 'Bankgiro 123-4567', 'Betalning 10 dagar netto.'])
      expect(text, shown).toContain(shown);

    expect(ok<OfferBranding>(await t.call(ERIK, 'DELETE', '/api/offers/branding/logo')).logo).toBeNull();
  });

  it('takes only a PNG or JPEG logo, by its bytes whatever its name says', async () => {
    const fake = await postMultipart(t, ERIK, '/api/offers/branding/logo', [
      { name: 'file', filename: 'logo.png', type: 'image/png', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
    ]);
    expect(fake.statusCode).toBe(415);
    const broken = await postMultipart(t, ERIK, '/api/offers/branding/logo', [
      { name: 'file', filename: 'logo.png', type: 'image/png', bytes: png.subarray(0, 20) },
    ]);
    expect(broken.statusCode).toBe(415);
    const tooBig = await postMultipart(t, ERIK, '/api/offers/branding/logo', [
      { name: 'file', filename: 'big.png', type: 'image/png', bytes: Buffer.concat([png, Buffer.alloc(1024 * 1024)]) },
    ]);
    expect(tooBig.statusCode).toBe(400);
  });
});

import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  MAX_QUOTE_ATTACHMENT_BYTES,
  MAX_QUOTE_ATTACHMENTS,
  MAX_QUOTE_ATTACHMENTS_PER_UPLOAD,
  type QuoteDetail,
  type StaffQuoteDetail,
  type StaffQuotesResponse,
} from '@portal/contracts/quotes';
import { todayInMarket } from '@portal/contracts/languages';
import { ANNA, BACKOFFICE_ADMIN, MARKETING, OLA, SALES, SERVICE } from '../../test/demo-users.js';
import { auditRows, messagesTo, netPrice, sellableItems } from '../../test/fixtures.js';
import { pdfContents } from '../../test/pdf-text.js';
import { postMultipart } from '../../test/multipart.js';
import { tinyPng } from '../../seed/complaints.js';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** anna@ asks for a quote on the first three sellable articles (4, 6 and 2 of them). */
async function requestQuote(projectName = 'Brf Solgläntan') {
  const items = await sellableItems(t, 3);
  const answer = await t.call(ANNA, 'POST', '/api/quotes', {
    projectName,
    message: 'Twenty flats, delivery in spring.',
    requestedDeliveryPeriod: 'April–May',
    lines: items.map((itemNumber, i) => ({ itemNumber, quantity: [4, 6, 2][i] })),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return { ...answer.json<{ id: string; number: string; status: string }>(), items };
}

/** Sales administration prices every line (1000, 2000, 3000 with 10 % off the second) and sends the quote. */
async function priceAndSend(id: string, items: string[], extra: { allowPartialCallOffs?: boolean } = {}) {
  const priced = await t.call(SALES, 'PUT', `/api/staff/quotes/${id}`, {
    lines: items.map((itemNumber, i) => ({ itemNumber, unitPrice: (i + 1) * 1000, ...(i === 1 ? { discountPercent: 10 } : {}) })),
    validUntil: inDays(30),
    message: 'Project price as agreed on the phone.',
    ...extra,
  });
  expect(priced.statusCode, priced.body).toBe(200);
  const sent = await t.call(SALES, 'POST', `/api/staff/quotes/${id}/send`);
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json<StaffQuoteDetail>();
}

const orderLines = (orderNumber: string) =>
  t.database.db
    .selectFrom('order_line')
    .select(['item_number', 'ordered_qty', 'net_sales_amt'])
    .where('order_number', '=', orderNumber)
    .orderBy('item_number')
    .execute();

const ordersOf = (reference: string) =>
  t.database.db.selectFrom('customer_order').select('order_number').where('reference_no', '=', reference).execute();

describe('quotes: who may call', () => {
  it('refuses dealers on the desk, staff on the dealer calls, and staff without the role', async () => {
    const { id, items } = await requestQuote('Roles');
    const staffCalls: [string, string, unknown?][] = [
      ['GET', '/api/staff/quotes'],
      ['GET', `/api/staff/quotes/${id}`],
      [
        'PUT',
        `/api/staff/quotes/${id}`,
        { lines: items.map((itemNumber) => ({ itemNumber, unitPrice: 1 })), validUntil: inDays(5), message: '' },
      ],
      ['POST', `/api/staff/quotes/${id}/send`],
    ];
    for (const [method, url, body] of staffCalls) {
      const as = (email: string) => t.call(email, method as 'GET', url, body);
      expect((await as(ANNA)).json(), `${method} ${url} dealer`).toMatchObject({ statusCode: 403, code: 'STAFF_ONLY' });
      expect((await as(MARKETING)).json(), `${method} ${url} marketing`).toMatchObject({ statusCode: 403, code: 'STAFF_ROLE_REQUIRED' });
      // Customer service reads the desk; pricing and sending are sales administration's.
      expect((await as(SERVICE)).statusCode, `${method} ${url} service`).toBe(method === 'GET' ? 200 : 403);
    }
    expect((await t.call(SALES, 'GET', `/api/staff/quotes/${id}`)).statusCode).toBe(200);
    expect((await t.call(BACKOFFICE_ADMIN, 'GET', '/api/staff/quotes')).statusCode).toBe(200);

    const dealerCalls: [string, string, unknown?][] = [
      ['POST', '/api/quotes', { projectName: 'x', message: '', lines: [{ itemNumber: items[0], quantity: 1 }] }],
      ['GET', '/api/quotes'],
      ['GET', `/api/quotes/${id}`],
      ['POST', `/api/quotes/${id}/accept`, { idempotencyKey: randomUUID() }],
      ['POST', `/api/quotes/${id}/decline`, {}],
      ['POST', `/api/quotes/${id}/reply`, { message: 'x' }],
    ];
    for (const [method, url, body] of dealerCalls)
      for (const staff of [SALES, SERVICE])
        expect((await t.call(staff, method as 'GET', url, body)).statusCode, `${method} ${url} ${staff}`).toBe(403);
  });

  it("answers 404 for another dealer's quote on every call, and changes nothing", async () => {
    const { id, items } = await requestQuote('Not yours');
    await priceAndSend(id, items);
    for (const [method, url, body] of [
      ['GET', `/api/quotes/${id}`, undefined],
      ['POST', `/api/quotes/${id}/accept`, { idempotencyKey: randomUUID() }],
      ['POST', `/api/quotes/${id}/decline`, { message: 'no' }],
      ['POST', `/api/quotes/${id}/reply`, { message: 'cheaper?' }],
    ] as const)
      expect((await t.call(OLA, method, url, body)).json(), `${method} ${url}`).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect((await t.call(OLA, 'GET', '/api/quotes')).json<{ items: { id: string }[] }>().items.map((q) => q.id)).not.toContain(id);
    expect((await t.call(ANNA, 'GET', `/api/quotes/${id}`)).json<QuoteDetail>().status).toBe('sent');
    expect(await ordersOf((await t.call(ANNA, 'GET', `/api/quotes/${id}`)).json<QuoteDetail>().number)).toEqual([]);
  });
});

describe('quotes: request, price, send, accept', () => {
  it('orders at the quoted prices once, with the thread, e-mails, events and audit', async () => {
    const { id, number, status, items } = await requestQuote();
    expect(status).toBe('requested');
    expect(number).toMatch(/^QT-\d+$/);

    // Sales administration hears of the request; the dealer sees no prices while they are prepared.
    expect((await messagesTo(t, SALES, 'quote-requested')).some((m) => m.data['quoteId'] === id)).toBe(true);
    const priced = await t.call(SALES, 'PUT', `/api/staff/quotes/${id}`, {
      lines: items.map((itemNumber) => ({ itemNumber, unitPrice: 1 })),
      validUntil: inDays(10),
      message: 'draft',
    });
    expect(priced.statusCode).toBe(200);
    const hidden = (await t.call(ANNA, 'GET', `/api/quotes/${id}`)).json<QuoteDetail>();
    expect(hidden).toMatchObject({ status: 'requested', total: null, validUntil: null });
    expect(hidden.lines.every((l) => l.unitPrice === null && l.netUnitPrice === null)).toBe(true);

    const sent = await priceAndSend(id, items);
    expect(sent.status).toBe('sent');
    expect(sent.lines.map((l) => l.netUnitPrice)).toEqual([1000, 1800, 3000]);
    expect(sent.total).toBe(4 * 1000 + 6 * 1800 + 2 * 3000);
    expect((await auditRows(t, id)).map((r) => r.action)).toEqual(['quote.price', 'quote.price', 'quote.send']);
    expect((await messagesTo(t, ANNA, 'quote-sent')).some((m) => m.data['quoteId'] === id)).toBe(true);

    const dealer = (await t.call(ANNA, 'GET', `/api/quotes/${id}`)).json<QuoteDetail>();
    expect(dealer).toMatchObject({ status: 'sent', total: sent.total, validUntil: inDays(30) });
    expect(dealer.messages.map((m) => [m.kind, m.fromStaff])).toEqual([
      ['request', false],
      ['offer', true],
    ]);

    const key = randomUUID();
    const accepted = await t.call(ANNA, 'POST', `/api/quotes/${id}/accept`, { idempotencyKey: key });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { orderNumber } = accepted.json<{ orderNumber: string }>();
    // The quoted prices, not the dealer's list prices.
    expect(await orderLines(orderNumber)).toEqual(
      [
        { item_number: items[0], ordered_qty: 4, net_sales_amt: 4000 },
        { item_number: items[1], ordered_qty: 6, net_sales_amt: 10800 },
        { item_number: items[2], ordered_qty: 2, net_sales_amt: 6000 },
      ].sort((a, b) => String(a.item_number).localeCompare(String(b.item_number))),
    );
    expect(await netPrice(t, '10001', items[0]!)).not.toBe(1000);

    // The same accept again answers with its order; another one finds the prices used.
    expect((await t.call(ANNA, 'POST', `/api/quotes/${id}/accept`, { idempotencyKey: key })).json()).toEqual({ orderNumber });
    expect((await t.call(ANNA, 'POST', `/api/quotes/${id}/accept`, { idempotencyKey: randomUUID() })).json()).toMatchObject({
      statusCode: 409,
      code: 'QUOTE_NOT_OPEN',
    });
    expect(await ordersOf(number)).toEqual([{ order_number: orderNumber }]);

    const after = (await t.call(ANNA, 'GET', `/api/quotes/${id}`)).json<QuoteDetail>();
    expect(after).toMatchObject({ status: 'accepted', orderNumbers: [orderNumber] });
    expect(after.messages.at(-1)).toMatchObject({ kind: 'accept', orderNumber });
    expect((await messagesTo(t, SALES, 'quote-answered')).some((m) => m.data['orderNumber'] === orderNumber)).toBe(true);

    await t.app.integration.sequenceEvents();
    const events = await t.database.db
      .selectFrom('integration_event')
      .select(['type', 'data'])
      .where('resource_id', '=', id)
      .orderBy('position')
      .execute();
    expect(events.map((e) => e.type)).toEqual(['quote.requested', 'quote.sent', 'quote.accepted']);
    expect(events[2]!.data).toMatchObject({ number, orderNumber, customerNumber: '10001' });
  });

  it('places one order when two accepts race', async () => {
    const { id, number, items } = await requestQuote('Race');
    await priceAndSend(id, items);
    const answers = await Promise.all(
      [randomUUID(), randomUUID()].map((idempotencyKey) => t.call(ANNA, 'POST', `/api/quotes/${id}/accept`, { idempotencyKey })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({ code: 'QUOTE_NOT_OPEN' });
    expect(await ordersOf(number)).toHaveLength(1);
  });

  it('refuses an expired quote with QUOTE_EXPIRED and shows it as expired', async () => {
    const { id, number, items } = await requestQuote('Expired');
    await priceAndSend(id, items);
    // As if the validity date had passed.
    const yesterday = new Date(Date.parse(`${todayInMarket('se', new Date())}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
    await t.database.db.updateTable('quote').set({ valid_until: yesterday }).where('id', '=', id).execute();
    expect((await t.call(ANNA, 'POST', `/api/quotes/${id}/accept`, { idempotencyKey: randomUUID() })).json()).toMatchObject({
      statusCode: 422,
      code: 'QUOTE_EXPIRED',
    });
    expect(await ordersOf(number)).toEqual([]);
    expect((await t.call(ANNA, 'GET', `/api/quotes/${id}`)).json<QuoteDetail>().status).toBe('expired');
    const expired = (await t.call(SALES, 'GET', `/api/staff/quotes?status=expired&pageSize=100`)).json<StaffQuotesResponse>();
    expect(expired.items.map((q) => q.id)).toContain(id);
  });

  it('counts call-offs down until the quote is used up', async () => {
    const { id, number, items } = await requestQuote('Call-offs');
    // Without call-offs allowed, part of the quote is refused.
    await t.call(SALES, 'PUT', `/api/staff/quotes/${id}`, {
      lines: items.map((itemNumber) => ({ itemNumber, unitPrice: 500 })),
      validUntil: inDays(20),
      message: '',
    });
    await priceAndSend(id, items, { allowPartialCallOffs: true });
    const callOff = (lines: { itemNumber: string; quantity: number }[]) =>
      t.call(ANNA, 'POST', `/api/quotes/${id}/accept`, { idempotencyKey: randomUUID(), lines });

    const first = await callOff([{ itemNumber: items[0]!, quantity: 3 }]);
    expect(first.statusCode, first.body).toBe(200);
    expect(await orderLines(first.json<{ orderNumber: string }>().orderNumber)).toEqual([
      { item_number: items[0], ordered_qty: 3, net_sales_amt: 3000 },
    ]);
    let quote = (await t.call(ANNA, 'GET', `/api/quotes/${id}`)).json<QuoteDetail>();
    expect(quote.status).toBe('ordering');
    expect(quote.lines.map((l) => l.remaining)).toEqual([1, 6, 2]);

    expect((await callOff([{ itemNumber: items[0]!, quantity: 2 }])).json()).toMatchObject({
      statusCode: 422,
      code: 'QUOTE_QUANTITY_EXCEEDED',
      field: 'lines.0.quantity',
    });
    // Without lines: all that is left.
    const rest = await t.call(ANNA, 'POST', `/api/quotes/${id}/accept`, { idempotencyKey: randomUUID() });
    expect(rest.statusCode, rest.body).toBe(200);
    quote = (await t.call(ANNA, 'GET', `/api/quotes/${id}`)).json<QuoteDetail>();
    expect(quote.status).toBe('accepted');
    expect(quote.lines.map((l) => l.remaining)).toEqual([0, 0, 0]);
    expect(quote.orderNumbers).toHaveLength(2);
    expect(await ordersOf(number)).toHaveLength(2);
    expect((await callOff([{ itemNumber: items[1]!, quantity: 1 }])).statusCode).toBe(409);
  });

  it('refuses part of a quote that does not allow call-offs', async () => {
    const { id, items } = await requestQuote('Whole');
    await priceAndSend(id, items);
    expect(
      (
        await t.call(ANNA, 'POST', `/api/quotes/${id}/accept`, {
          idempotencyKey: randomUUID(),
          lines: [{ itemNumber: items[0], quantity: 1 }],
        })
      ).json(),
    ).toMatchObject({ statusCode: 422, code: 'QUOTE_PARTIAL_NOT_ALLOWED' });
  });
});

describe('quotes: the PDF', () => {
  it('is the sent quote at its prices in the market’s language or the one asked for; none before it is sent, none for another dealer', async () => {
    const { id, number, items } = await requestQuote('Brf Eken');
    expect((await t.call(ANNA, 'GET', `/api/quotes/pdf?id=${id}`)).json()).toMatchObject({ statusCode: 409, code: 'QUOTE_NOT_OPEN' });
    await priceAndSend(id, items);
    const res = await t.call(ANNA, 'GET', `/api/quotes/pdf?id=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename="offert-${number}.pdf"`);
    const { text } = await pdfContents(res.rawPayload);
    for (const expected of ['OFFERT', number, 'Brf Eken', items[0]!, 'Totalt exkl. moms', 'Project price as agreed on the phone.'])
      expect(text, expected).toContain(expected);
    expect(text).toMatch(/20.?800,00/);
    const english = await t.call(ANNA, 'GET', `/api/quotes/pdf?id=${id}&lang=en`);
    expect((await pdfContents(english.rawPayload)).text).toContain('QUOTE');
    expect((await t.call(OLA, 'GET', `/api/quotes/pdf?id=${id}`)).statusCode).toBe(404);
    expect((await t.call(SALES, 'GET', `/api/quotes/pdf?id=${id}`)).statusCode).toBe(403);
  });
});

describe('quotes: answers and revisions', () => {
  it('takes a changed request as a new revision with the thread kept, priced again before it is sent', async () => {
    const { id, items } = await requestQuote('Revision');
    await priceAndSend(id, items);
    const replied = await t.call(ANNA, 'POST', `/api/quotes/${id}/reply`, {
      message: 'Two more of the first, please.',
      lines: [{ itemNumber: items[0], quantity: 6 }],
    });
    expect(replied.statusCode, replied.body).toBe(200);
    const quote = replied.json<QuoteDetail>();
    expect(quote).toMatchObject({ status: 'requested', revision: 2, total: null });
    expect(quote.lines.map((l) => [l.itemNumber, l.quantity, l.unitPrice])).toEqual([[items[0], 6, null]]);
    expect(quote.messages.map((m) => [m.kind, m.revision])).toEqual([
      ['request', 1],
      ['offer', 1],
      ['reply', 2],
    ]);
    // Accepting and sending wait for new prices.
    expect((await t.call(ANNA, 'POST', `/api/quotes/${id}/accept`, { idempotencyKey: randomUUID() })).statusCode).toBe(409);
    expect((await t.call(SALES, 'POST', `/api/staff/quotes/${id}/send`)).json()).toMatchObject({ code: 'QUOTE_NOT_PRICED' });
    expect((await t.call(SALES, 'GET', `/api/staff/quotes/${id}`)).json<StaffQuoteDetail>().staffMessage).toBeNull();
  });

  it('declines a sent quote and refuses answers in the wrong state', async () => {
    const { id, items } = await requestQuote('Decline');
    expect((await t.call(ANNA, 'POST', `/api/quotes/${id}/decline`, {})).json()).toMatchObject({ statusCode: 409, code: 'QUOTE_NOT_OPEN' });
    await priceAndSend(id, items);
    const declined = await t.call(ANNA, 'POST', `/api/quotes/${id}/decline`, { message: 'Too expensive.' });
    expect(declined.json<QuoteDetail>()).toMatchObject({ status: 'declined' });
    expect((await messagesTo(t, SALES, 'quote-answered')).some((m) => m.data['quoteId'] === id && m.data['answer'] === 'declined')).toBe(
      true,
    );
    expect((await t.call(SALES, 'PUT', `/api/staff/quotes/${id}`, { lines: [], validUntil: inDays(1), message: '' })).statusCode).toBe(400);
    expect(
      (
        await t.call(SALES, 'PUT', `/api/staff/quotes/${id}`, {
          lines: items.map((itemNumber) => ({ itemNumber, unitPrice: 1 })),
          validUntil: inDays(1),
          message: '',
        })
      ).json(),
    ).toMatchObject({ statusCode: 409, code: 'QUOTE_NOT_OPEN' });
  });

  it('refuses bad requests with the field and stores nothing', async () => {
    const [item] = await sellableItems(t, 1);
    const before = (await t.call(ANNA, 'GET', '/api/quotes')).json<{ items: unknown[] }>().items.length;
    for (const body of [
      { projectName: '', message: '', lines: [{ itemNumber: item, quantity: 1 }] },
      { projectName: 'x', message: '', lines: [] },
      { projectName: 'x', message: '', lines: [{ itemNumber: item, quantity: 0 }] },
      { projectName: 'x', message: '', lines: [{ itemNumber: 'NO-SUCH', quantity: 1 }] },
      {
        projectName: 'x',
        message: '',
        lines: [
          { itemNumber: item, quantity: 1 },
          { itemNumber: item, quantity: 2 },
        ],
      },
    ])
      expect((await t.call(ANNA, 'POST', '/api/quotes', body)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await t.call(ANNA, 'GET', '/api/quotes')).json<{ items: unknown[] }>().items).toHaveLength(before);

    const { id, items } = await requestQuote('Bad prices');
    for (const body of [
      { lines: items.map((itemNumber) => ({ itemNumber, unitPrice: 1 })), validUntil: inDays(-2), message: '' },
      { lines: [{ itemNumber: items[0], unitPrice: 1 }], validUntil: inDays(3), message: '' },
      { lines: items.map((itemNumber) => ({ itemNumber, unitPrice: -1 })), validUntil: inDays(3), message: '' },
      { lines: [...items.slice(1), 'NO-SUCH'].map((itemNumber) => ({ itemNumber, unitPrice: 1 })), validUntil: inDays(3), message: '' },
    ])
      expect((await t.call(SALES, 'PUT', `/api/staff/quotes/${id}`, body)).statusCode, JSON.stringify(body)).toBe(400);
    expect(await auditRows(t, id)).toEqual([]);
  });
});

describe('quote desk: list and overdue', () => {
  it('lists, filters, searches and sorts, and counts requests past the answer time on the start page', async () => {
    const { id, number } = await requestQuote('Desk list');
    const found = (await t.call(SALES, 'GET', `/api/staff/quotes?search=${number}`)).json<StaffQuotesResponse>();
    expect(found.items.map((q) => q.id)).toEqual([id]);
    expect(found.items[0]).toMatchObject({ customerNumber: '10001', market: 'se', status: 'requested', overdue: false });
    const byName = (await t.call(SALES, 'GET', '/api/staff/quotes?search=desk%20LIST')).json<StaffQuotesResponse>();
    expect(byName.items.map((q) => q.id)).toContain(id);
    const sorted = (await t.call(SALES, 'GET', '/api/staff/quotes?sort=number:asc&pageSize=100')).json<StaffQuotesResponse>();
    const numbers = sorted.items.map((q) => q.number);
    expect(numbers).toEqual([...numbers].sort());
    expect((await t.call(SALES, 'GET', '/api/staff/quotes?sort=nope:asc')).json()).toMatchObject({ statusCode: 400, field: 'sort' });

    const queues = async () => (await t.call(SALES, 'GET', '/api/staff/queues')).json<{ quotesOverdue: number | null }>().quotesOverdue;
    const before = (await queues())!;
    // As if the request had waited past the answer time.
    await t.database.db
      .updateTable('quote')
      .set({ requested_at: new Date(Date.now() - 30 * DAY_MS) })
      .where('id', '=', id)
      .execute();
    expect(await queues()).toBe(before + 1);
    const overdue = (await t.call(SALES, 'GET', '/api/staff/quotes?overdue=true&pageSize=100')).json<StaffQuotesResponse>();
    expect(overdue.items.find((q) => q.id === id)).toMatchObject({ overdue: true });
    expect(overdue.items.every((q) => q.overdue)).toBe(true);
    expect((await t.call(MARKETING, 'GET', '/api/staff/queues')).json()).toMatchObject({ quotesOverdue: null });
  });
});

describe('quotes: attachments', () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
  const part = (filename: string, bytes: Buffer, type = 'application/octet-stream') => ({ name: 'files', filename, type, bytes });
  const upload = (email: string, id: string, parts: ReturnType<typeof part>[]) =>
    postMultipart(t, email, `/api/quotes/${id}/attachments`, parts);

  it('takes drawings checked by their bytes; staff see and download them; another dealer’s are not found', async () => {
    const { id } = await requestQuote('Brf Ritningar');
    const answer = await upload(ANNA, id, [part('plan.pdf', pdf, 'application/pdf'), part('fasad.html', tinyPng('fasad'), 'text/html')]);
    expect(answer.statusCode, answer.body).toBe(200);
    const attachments = answer.json<QuoteDetail>().attachments;
    // Named with the type their bytes say, whatever the name or the browser said.
    expect(attachments.map((a) => [a.name, a.contentType, a.uploadedBy])).toEqual([
      ['plan.pdf', 'application/pdf', 'Anna Bergström'],
      ['fasad.png', 'image/png', 'Anna Bergström'],
    ]);
    expect((await t.call(ANNA, 'GET', `/api/quotes/${id}`)).json<QuoteDetail>().attachments).toHaveLength(2);
    // The upload is in the thread both sides read: who, when, the file names.
    const entry = {
      kind: 'attachment',
      revision: 1,
      text: 'plan.pdf\nfasad.png',
      author: 'Anna Bergström',
      fromStaff: false,
      at: expect.any(String),
    };
    expect(answer.json<QuoteDetail>().messages.at(-1)).toMatchObject(entry);
    expect((await t.call(SALES, 'GET', `/api/staff/quotes/${id}`)).json<StaffQuoteDetail>().messages.at(-1)).toMatchObject(entry);

    const [plan, facade] = attachments;
    const own = await t.call(ANNA, 'GET', `/api/quotes/${id}/attachments/${plan!.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toContain('application/pdf');
    expect(own.rawPayload.equals(pdf)).toBe(true);

    // The quote desk lists and downloads them, for sales administration and customer service.
    const desk = (await t.call(SALES, 'GET', `/api/staff/quotes/${id}`)).json<StaffQuoteDetail>();
    expect(desk.attachments.map((a) => a.id)).toEqual([plan!.id, facade!.id]);
    for (const staff of [SALES, SERVICE]) {
      const file = await t.call(staff, 'GET', `/api/staff/quotes/${id}/attachments/${facade!.id}`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('image/png');
      expect(file.headers['content-disposition']).toContain('fasad.png');
    }
    expect((await t.call(MARKETING, 'GET', `/api/staff/quotes/${id}/attachments/${facade!.id}`)).statusCode).toBe(403);

    // Another dealer: neither the file nor an upload; an attachment of another quote is not found either.
    expect((await t.call(OLA, 'GET', `/api/quotes/${id}/attachments/${plan!.id}`)).statusCode).toBe(404);
    expect((await upload(OLA, id, [part('x.pdf', pdf)])).statusCode).toBe(404);
    const other = await requestQuote('Brf Annan');
    expect((await t.call(ANNA, 'GET', `/api/quotes/${other.id}/attachments/${plan!.id}`)).statusCode).toBe(404);
    expect((await t.call(SALES, 'GET', `/api/staff/quotes/${other.id}/attachments/${plan!.id}`)).statusCode).toBe(404);
    expect((await t.call(ANNA, 'GET', `/api/quotes/${id}/attachments/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('refuses what is not a PDF or a picture, too large, or too many, and keeps neither row nor file', async () => {
    const { id } = await requestQuote('Brf Fel');
    const rows = () => t.database.db.selectFrom('quote_attachment').select('id').where('quote_id', '=', id).execute();
    const html = await upload(ANNA, id, [part('plan.pdf', Buffer.from('<html><script>alert(1)</script></html>'), 'application/pdf')]);
    expect(html.statusCode).toBe(415);
    const big = await upload(ANNA, id, [part('big.pdf', Buffer.concat([pdf, Buffer.alloc(MAX_QUOTE_ATTACHMENT_BYTES)]))]);
    expect(big.statusCode).toBe(400);
    const many = await upload(
      ANNA,
      id,
      Array.from({ length: MAX_QUOTE_ATTACHMENTS_PER_UPLOAD + 1 }, (_, i) => part(`p${i}.pdf`, pdf)),
    );
    expect(many.statusCode).toBe(400);
    expect(await rows()).toEqual([]);
    expect((await t.call(ANNA, 'GET', `/api/quotes/${id}`)).json<QuoteDetail>().messages.map((m) => m.kind)).toEqual(['request']);
    // A good file beside a bad one: none of them is kept, and no file is left in the store.
    expect((await upload(ANNA, id, [part('ok.pdf', pdf), part('bad.pdf', Buffer.from('not a drawing'))])).statusCode).toBe(415);
    expect(await rows()).toEqual([]);
    // At most MAX_QUOTE_ATTACHMENTS over all uploads.
    for (let i = 0; i < MAX_QUOTE_ATTACHMENTS / MAX_QUOTE_ATTACHMENTS_PER_UPLOAD; i++)
      expect(
        (
          await upload(
            ANNA,
            id,
            Array.from({ length: MAX_QUOTE_ATTACHMENTS_PER_UPLOAD }, () => part('p.pdf', pdf)),
          )
        ).statusCode,
      ).toBe(200);
    expect((await upload(ANNA, id, [part('one-more.pdf', pdf)])).statusCode).toBe(400);
    expect(await rows()).toHaveLength(MAX_QUOTE_ATTACHMENTS);
    // The refused file was stored before its row was refused: it is gone again, and not left pending.
    const pending = await sql<{
      storage_key: string;
    }>`SELECT storage_key FROM pending_file WHERE storage_key LIKE ${`quotes/${id}/%`}`.execute(t.database.db);
    expect(pending.rows).toEqual([]);
  });
});

describe('quotes: from an offer', () => {
  const customer = { name: 'Greta Hemmasson', email: 'greta@homeowner.test', phone: '+46 70 123 45 67', address: 'Ängsvägen 3' };

  it("records the dealer's offer it came from; staff learn only that there was one; another dealer's offer is not found", async () => {
    const [item] = await sellableItems(t, 1);
    const offer = await t.call(ANNA, 'POST', '/api/offers', {
      customer,
      lines: [{ itemNumber: item, quantity: 5 }],
      validUntil: todayInMarket('se'),
      language: 'sv',
    });
    expect(offer.statusCode, offer.body).toBe(200);
    const { id: offerId, number: offerNumber } = offer.json<{ id: string; number: string }>();
    const body = { projectName: `Offer ${offerNumber}`, message: '', lines: [{ itemNumber: item, quantity: 5 }], fromOffer: offerId };
    const asked = await t.call(ANNA, 'POST', '/api/quotes', body);
    expect(asked.statusCode, asked.body).toBe(200);
    const { id } = asked.json<{ id: string }>();

    const own = (await t.call(ANNA, 'GET', `/api/quotes/${id}`)).json<QuoteDetail>();
    expect(own.fromOffer).toEqual({ id: offerId, number: offerNumber });
    const desk = await t.call(SALES, 'GET', `/api/staff/quotes/${id}`);
    expect(desk.json<StaffQuoteDetail>().fromOffer).toBe(true);
    // Nothing of the offer's end customer, nor the offer's id, reaches the quote desk.
    for (const secret of [customer.name, customer.email, customer.phone, customer.address, offerId])
      expect(desk.body).not.toContain(secret);

    // A quote asked from the cart has none.
    const plain = await requestQuote('Brf Utan offert');
    expect((await t.call(ANNA, 'GET', `/api/quotes/${plain.id}`)).json<QuoteDetail>().fromOffer).toBeNull();
    expect((await t.call(SALES, 'GET', `/api/staff/quotes/${plain.id}`)).json<StaffQuoteDetail>().fromOffer).toBe(false);

    // Another dealer's offer, or an unknown one, is not found and asks nothing.
    const count = async () => Number((await sql<{ n: number }>`SELECT count(*) AS n FROM quote`.execute(t.database.db)).rows[0]!.n);
    const before = await count();
    const items = await t.call(OLA, 'POST', '/api/quotes', body);
    expect(items.statusCode).toBe(404);
    expect((await t.call(ANNA, 'POST', '/api/quotes', { ...body, fromOffer: randomUUID() })).statusCode).toBe(404);
    expect(await count()).toBe(before);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { COMPLAINT_STATUS, ORDER_STATUS } from '@portal/contracts';
import { isoWeekOf } from '@portal/contracts/iso-week';
import { formatMoney } from '@portal/contracts/money';
import { useTestApp } from '../../test/use-test-app.js';
import { startSmtpPeer, type SmtpPeer } from '../../test/smtp-peer.js';
import { orderRequest } from '../../test/order-request.js';
import { postMultipart } from '../../test/multipart.js';
import { pdfContents } from '../../test/pdf-text.js';
import { addDays, today } from '../../platform/calendar/delivery-calendar.js';
import { ANNA, SERVICE } from '../../test/demo-users.js';
import { MAIL_TEXTS } from './texts/index.js';
import { deliveredOrderToComplainAbout, transportDamage } from '../../test/complaint-request.js';

describe('the messages a dealer receives', () => {
  let smtp: SmtpPeer;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
  });
  afterAll(async () => {
    await smtp.stop();
  });
  const t = useTestApp(() => ({ mail: { smtpUrl: smtp.url } }));

  /** What the changes since `before` sent, once the outbox has been delivered. */
  const sentSince = async (before: number): Promise<ParsedMail[]> => {
    await t.app.outbox.runOnce();
    return smtp.received.slice(before);
  };
  const addressOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;
  const placeOrder = async (overrides: Parameters<typeof orderRequest>[1] = {}) => {
    const res = await t.call(ANNA, 'POST', '/api/order/placeOrder', await orderRequest(t, overrides));
    expect(res.statusCode).toBe(200);
    return res.json<{ Header: { PlaceOrderNumber: string } }>().Header.PlaceOrderNumber;
  };
  const outboxRows = () => t.database.db.selectFrom('outbox_message').select(['kind', 'recipient']).execute();

  it('confirms an order to the user who placed it, with its lines, totals and the confirmation as a PDF', async () => {
    const before = smtp.received.length;
    const orderNumber = await placeOrder();
    const sent = await sentSince(before);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(addressOf(mail!)).toBe(ANNA);
    expect(mail!.subject).toBe(`Orderbekräftelse ${orderNumber}`);

    const order = await t.database.db
      .selectFrom('customer_order')
      .select(['order_value', 'freight'])
      .where('order_number', '=', orderNumber)
      .executeTakeFirstOrThrow();
    const lines = await t.database.db.selectFrom('order_line').select(['item_number']).where('order_number', '=', orderNumber).execute();
    // The message writes money with the portal's one formatter, in the dealer's currency and language.
    const sek = (n: number) => formatMoney(n, 'sv', 'SEK');
    for (const line of lines) expect(mail!.text).toContain(line.item_number);
    expect(mail!.text).toContain(sek(order.order_value + order.freight));
    expect(mail!.text).toContain('Villa Ek');
    expect(mail!.html).toContain(sek(order.freight));

    expect(mail!.attachments).toHaveLength(1);
    const [pdf] = mail!.attachments;
    expect(pdf!.contentType).toBe('application/pdf');
    expect(pdf!.filename).toBe(`orderbekraftelse-${orderNumber}.pdf`);
    const contents = await pdfContents(pdf!.content);
    expect(contents.count).toBeGreaterThanOrEqual(1);
    expect(contents.pages[0]).toContain(orderNumber);
  });

  it('sends nothing for an order that fails, even after its message was written', async () => {
    // A check at commit makes the order fail after everything, the message too, was written in its transaction.
    await sql`CREATE FUNCTION refuse_test_order() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'order refused at commit'; END $$`.execute(t.database.db);
    await sql`CREATE CONSTRAINT TRIGGER refuse_test_order AFTER INSERT ON customer_order DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW WHEN (NEW.order_mark = 'Refused at commit') EXECUTE FUNCTION refuse_test_order()`.execute(t.database.db);
    try {
      const rowsBefore = (await outboxRows()).length;
      const before = smtp.received.length;
      const res = await t.call(
        ANNA,
        'POST',
        '/api/order/placeOrder',
        await orderRequest(t, { inputs: { GoodsMark: 'Refused at commit' } }),
      );
      expect(res.statusCode).toBe(500);
      expect((await outboxRows()).length).toBe(rowsBefore);
      expect(await sentSince(before)).toEqual([]);
    } finally {
      await sql`DROP TRIGGER refuse_test_order ON customer_order`.execute(t.database.db);
      await sql`DROP FUNCTION refuse_test_order()`.execute(t.database.db);
    }
  });

  it('tells the user of each step the order desk takes, and invoices the administrators with the invoice as a PDF', async () => {
    const orderNumber = await placeOrder();
    const move = (body: Record<string, unknown>) => t.call(SERVICE, 'PUT', `/api/staff/orders/${orderNumber}/status`, body);
    let before = smtp.received.length;
    await sentSince(before);

    before = smtp.received.length;
    const week = isoWeekOf(addDays(today('se'), 14));
    expect((await move({ status: ORDER_STATUS.confirmed, promiseWeek: week })).statusCode).toBe(200);
    expect((await move({ status: ORDER_STATUS.inProduction })).statusCode).toBe(200);
    const dispatched = await move({
      status: ORDER_STATUS.dispatched,
      carrier: 'DB Schenker',
      trackingId: 'SE123456789',
      trackingUrl: 'https://tracking.example/SE123456789',
    });
    expect(dispatched.statusCode).toBe(200);
    expect((await move({ status: ORDER_STATUS.delivered })).statusCode).toBe(200);

    const sent = await sentSince(before);
    const toAnna = sent.filter((m) => addressOf(m) === ANNA);
    expect(toAnna.map((m) => m.subject)).toEqual([expect.stringContaining(week.slice(-2)), `Order ${orderNumber} har skickats`]);
    expect(toAnna[1]!.text).toContain('https://tracking.example/SE123456789');
    expect(toAnna[1]!.text).toContain('DB Schenker');

    // The invoice goes to the dealer's Portal Admins, not to anna.
    const invoice = await t.database.db
      .selectFrom('invoice')
      .select(['invoice_number'])
      .where('order_number', '=', orderNumber)
      .executeTakeFirstOrThrow();
    const invoiceMails = sent.filter((m) => m.subject?.includes(invoice.invoice_number));
    expect(invoiceMails.map(addressOf)).toContain('admin@reseller-se.test');
    expect(invoiceMails.map(addressOf)).not.toContain(ANNA);
    const attachment = invoiceMails[0]!.attachments[0]!;
    expect(attachment.contentType).toBe('application/pdf');
    expect((await pdfContents(attachment.content)).pages[0]).toContain(invoice.invoice_number);
    // Named in the reader's language, as the order confirmation is.
    expect(attachment.filename).toBe(`faktura-${invoice.invoice_number}.pdf`);
  });

  it('sends a cancellation without its internal reason, with the message written to the dealer, and respects a user who chose not to hear of order updates', async () => {
    const first = await placeOrder();
    let before = smtp.received.length;
    await sentSince(before);
    before = smtp.received.length;
    await t.call(SERVICE, 'PUT', `/api/staff/orders/${first}/status`, {
      status: ORDER_STATUS.cancelled,
      reason: 'Artikeln utgår ur sortimentet',
    });
    const [cancelled] = await sentSince(before);
    expect(cancelled!.subject).toBe(`Order ${first} har makulerats`);
    // The reason is internal, as the dialog says: the dealer is told only that the order is cancelled.
    expect(cancelled!.text).toContain(first);
    expect(cancelled!.text).not.toContain('Artikeln utgår ur sortimentet');
    expect(String(cancelled!.html)).not.toContain('Artikeln utgår ur sortimentet');

    // A message to the dealer, written on purpose, goes as written; the reason still does not.
    const withMessage = await placeOrder();
    await sentSince(smtp.received.length);
    before = smtp.received.length;
    await t.call(SERVICE, 'PUT', `/api/staff/orders/${withMessage}/status`, {
      status: ORDER_STATUS.cancelled,
      reason: 'Kunden har obetalda fakturor',
      messageToDealer: 'Vi har tagit bort kaminen ur sortimentet; ring oss så hittar vi en ersättare.',
    });
    const [told] = await sentSince(before);
    expect(told!.text).toContain('Vi har tagit bort kaminen ur sortimentet; ring oss så hittar vi en ersättare.');
    expect(told!.text).not.toContain('Kunden har obetalda fakturor');

    await t.call(ANNA, 'PUT', '/api/account/notifications', {
      orderConfirmation: false,
      orderUpdates: false,
      complaints: true,
      invoices: true,
    });
    try {
      before = smtp.received.length;
      const second = await placeOrder();
      await t.call(SERVICE, 'PUT', `/api/staff/orders/${second}/status`, { status: ORDER_STATUS.cancelled, reason: 'Dubbelbeställning' });
      expect(await sentSince(before)).toEqual([]);
    } finally {
      await t.call(ANNA, 'PUT', '/api/account/notifications', {
        orderConfirmation: true,
        orderUpdates: true,
        complaints: true,
        invoices: true,
      });
    }
  });

  it('acknowledges a complaint with its case number, and tells of a new status and of a reply', async () => {
    const { order, line } = await deliveredOrderToComplainAbout(t);
    const data = transportDamage(order, line, { description: 'Glaset var sprucket vid leverans.', orderMark: 'Reklamation Ek' });
    let before = smtp.received.length;
    const created = await postMultipart(t, ANNA, '/api/complaint', [{ name: 'data', value: JSON.stringify(data) }]);
    expect(created.statusCode).toBe(200);
    const incident = created.json<{ incidentid: string; ed_casenumber: string }>();
    const [receipt] = await sentSince(before);
    expect(receipt!.subject).toBe(`Reklamation ${incident.ed_casenumber} har tagits emot`);
    expect(receipt!.text).toContain(`/complaint/${incident.incidentid}`);

    before = smtp.received.length;
    await t.call(SERVICE, 'PUT', `/api/staff/complaints/${incident.incidentid}/status`, { status: COMPLAINT_STATUS.Ongoing });
    await t.call(SERVICE, 'POST', `/api/staff/complaints/${incident.incidentid}/replies`, { text: 'Vi skickar ett nytt glas i veckan.' });
    const updates = await sentSince(before);
    expect(updates).toHaveLength(2);
    expect(updates.every((m) => addressOf(m) === ANNA && m.subject?.includes(incident.ed_casenumber))).toBe(true);
    expect(updates[1]!.text).toContain('Vi skickar ett nytt glas i veckan.');
    // An internal note is for staff only.
    before = smtp.received.length;
    await t.call(SERVICE, 'POST', `/api/staff/complaints/${incident.incidentid}/internal-notes`, { text: 'Kontrollera lagret.' });
    expect(await sentSince(before)).toEqual([]);
  });

  it('sends an invited colleague the one-time link, in the language of the dealer’s market', async () => {
    const before = smtp.received.length;
    const res = await t.call('jonas@reseller-de.test', 'POST', '/api/user/invitations', {
      email: 'petra.schulz@reseller-de.test',
      firstName: 'Petra',
      lastName: 'Schulz',
      accessLevel: 'Reseller',
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await sentSince(before);
    expect(addressOf(mail!)).toBe('petra.schulz@reseller-de.test');
    expect(mail!.subject).toBe('Your account in the dealer portal');
    expect(res.json()).toEqual({ sentTo: 'petra.schulz@reseller-de.test' });
    expect(mail!.text).toMatch(/\/invitation\/[\w-]{20,}/);
    expect(mail!.text).toMatch(/Hello Petra,/);
  });

  it('tells the owner of an address in use that an invitation was refused, with no link, in the owner’s language', async () => {
    const before = smtp.received.length;
    const res = await t.call('jonas@reseller-de.test', 'POST', '/api/user/invitations', {
      email: 'mia@reseller-fi.test',
      firstName: 'Mia',
      lastName: 'Virtanen',
      accessLevel: 'Reseller',
    });
    expect(res.json()).toEqual({ sentTo: 'mia@reseller-fi.test' });
    const [mail, ...rest] = await sentSince(before);
    expect(rest).toEqual([]);
    expect(addressOf(mail!)).toBe('mia@reseller-fi.test');
    const { language } = await t.database.db
      .selectFrom('outbox_message')
      .select('language')
      .where('recipient', '=', 'mia@reseller-fi.test')
      .where('kind', '=', 'invitation-in-use')
      .executeTakeFirstOrThrow();
    expect(mail!.subject).toBe(MAIL_TEXTS[language as keyof typeof MAIL_TEXTS].invitationInUse.subject);
    expect(mail!.text).toContain('Kaminwelt Hamburg GmbH');
    expect(mail!.text).not.toMatch(/\/invitation\//);
  });
});

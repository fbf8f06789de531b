import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEALER_ACTIVITY_PAGE_SIZE, type DealerActivityItem, type DealerActivityResponse } from '@portal/contracts/staff-dealer';
import { DEMO_PASSWORD, contactId } from '../../seed/customers.js';
import { auditRows } from '../../test/fixtures.js';
import { signInThroughProvider } from '../../test/oidc-flow.js';
import { orderRequest } from '../../test/order-request.js';
import { useTestApp } from '../../test/use-test-app.js';
import { ANNA, MARKETING, OLA, SALES, SERVICE } from '../../test/demo-users.js';

const t = useTestApp({ logLevel: 'error' });
const activity = (query = '', customerNumber = '10001', email = SERVICE) =>
  t.call(email, 'GET', `/api/staff/customers/${customerNumber}/activity${query}`);

/** Every page of the dealer's activity, read on with each page's next. */
async function allActivity(customerNumber: string, kind?: string) {
  const items: DealerActivityItem[] = [];
  let before: string | null = null;
  for (let pages = 0; pages < 200; pages++) {
    const params = new URLSearchParams({ ...(kind ? { kind } : {}), ...(before ? { before } : {}) });
    const res = await activity(`?${params}`, customerNumber);
    expect(res.statusCode, res.statusCode === 500 ? t.logs().slice(-3000) : res.body).toBe(200);
    const page = res.json<DealerActivityResponse>();
    expect(page.items.length).toBeLessThanOrEqual(DEALER_ACTIVITY_PAGE_SIZE);
    items.push(...page.items);
    before = page.next;
    if (!before) return items;
  }
  throw new Error('the activity did not end');
}

describe("a dealer's activity in the back office", () => {
  it('is read by sales administration and customer service, refused to others, 404 for an unknown dealer', async () => {
    expect((await activity('', '10001', SALES)).statusCode).toBe(200);
    expect((await activity('', '10001', SERVICE)).statusCode).toBe(200);
    expect((await activity('', '10001', MARKETING)).json()).toMatchObject({ code: 'STAFF_ROLE_REQUIRED' });
    expect((await activity('', '10001', ANNA)).json()).toMatchObject({ code: 'STAFF_ONLY' });
    expect((await activity('', '999999')).statusCode).toBe(404);
    expect((await t.call(SERVICE, 'POST', '/api/staff/customers/999999/notes', { text: 'Called' })).statusCode).toBe(404);
    expect((await activity('?before=garbage')).statusCode).toBe(400);
    expect((await activity(`?before=${encodeURIComponent('2026-01-01T00:00:00.000Z|nothing|1')}`)).statusCode).toBe(400);
    expect((await activity('?kind=everything')).statusCode).toBe(400);
  });

  it('shows a sign-in, the order placed after it with its confirmation e-mail, and a note, newest first', async () => {
    const session = await signInThroughProvider(t.app, t.config, ANNA, DEMO_PASSWORD);
    expect(session.ok).toBe(true);
    const placed = await t.call(ANNA, 'POST', '/api/order/placeOrder', await orderRequest(t));
    expect(placed.statusCode, placed.body).toBe(200);
    const orderNumber = placed.json<{ Header: { PlaceOrderNumber: string } }>().Header.PlaceOrderNumber;
    const note = await t.call(SERVICE, 'POST', '/api/staff/customers/10001/notes', { text: 'Called about the spring campaign.' });
    expect(note.statusCode, note.body).toBe(200);
    expect(note.json()).toMatchObject({ kind: 'note', title: 'Called about the spring campaign.', by: expect.any(String) as string });

    const read = await activity();
    expect(read.statusCode, t.logs().slice(-3000)).toBe(200);
    const first = read.json<DealerActivityResponse>().items;
    const at = (kind: string, id?: string) => first.findIndex((i) => i.kind === kind && (id === undefined || i.id === id));
    expect(at('note')).toBe(0);
    expect(first[at('order', orderNumber)]).toMatchObject({ title: orderNumber, currency: 'SEK', by: 'Anna Bergström' });
    expect(at('order', orderNumber)).toBeLessThan(at('sign-in'));
    expect(first[at('sign-in')]).toMatchObject({ title: ANNA });
    expect(at('mail')).toBeGreaterThanOrEqual(0);
    // The note is audited as the staff member's.
    expect((await auditRows(t, '10001', 'customer.note')).at(-1)).toMatchObject({ after: { text: 'Called about the spring campaign.' } });
    // And it is no dealer's to read.
    expect((await t.call(OLA, 'GET', '/api/staff/customers/10001/activity')).statusCode).toBe(403);
  });

  it('reads every item once, page by page, newest first, as many as the rows behind it, and by kind', async () => {
    // A dealer's own offer to its customer is not the manufacturer's to read.
    await t.database.db
      .insertInto('outbox_message')
      .values({
        id: randomUUID(),
        kind: 'offer',
        recipient: 'homeowner@example.test',
        language: 'sv',
        customer_number: '10001',
        data: JSON.stringify({}),
        subject: 'Offert',
        attachments: JSON.stringify([]),
        next_attempt_at: new Date(),
      })
      .execute();
    const items = await allActivity('10001');
    const keys = items.map((i) => `${i.kind}:${i.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (let i = 1; i < items.length; i++) expect(Date.parse(items[i - 1]!.at)).toBeGreaterThanOrEqual(Date.parse(items[i]!.at));
    expect(items.some((i) => i.kind === 'mail' && i.by === 'homeowner@example.test')).toBe(false);

    // The dealer's rows of each kind, counted where each area keeps them (its own offers' mail left out).
    const count = async (table: 'customer_order' | 'incident' | 'invoice' | 'outbox_message') => {
      const { rows } = await sql<{ n: string }>`
        SELECT count(*)::text AS n FROM ${sql.table(table)}
         WHERE customer_number = '10001' AND ${table === 'outbox_message' ? sql`kind <> 'offer'` : sql`true`}`.execute(t.database.db);
      return Number(rows[0]!.n);
    };
    const expected = {
      order: await count('customer_order'),
      complaint: await count('incident'),
      invoice: await count('invoice'),
      mail: await count('outbox_message'),
    };
    for (const [kind, n] of Object.entries(expected)) {
      expect(items.filter((i) => i.kind === kind).length, kind).toBe(n);
    }
    expect(expected.order).toBeGreaterThan(DEALER_ACTIVITY_PAGE_SIZE);
    const orders = await allActivity('10001', 'order');
    expect(orders.length).toBe(expected.order);
    expect(orders.every((i) => i.kind === 'order')).toBe(true);
    // Another dealer's rows are not among them.
    const ola = contactId(OLA);
    expect(items.some((i) => i.kind === 'sign-in' && i.id === ola)).toBe(false);
  });

  it('refuses an empty note and one longer than 4,000 characters, storing nothing', async () => {
    const before = (await allActivity('10001', 'note')).length;
    expect((await t.call(SALES, 'POST', '/api/staff/customers/10001/notes', { text: '   ' })).statusCode).toBe(400);
    expect((await t.call(SALES, 'POST', '/api/staff/customers/10001/notes', { text: 'x'.repeat(4001) })).statusCode).toBe(400);
    expect((await t.call(MARKETING, 'POST', '/api/staff/customers/10001/notes', { text: 'Hello' })).statusCode).toBe(403);
    expect((await allActivity('10001', 'note')).length).toBe(before);
    expect((await t.call(SALES, 'POST', '/api/staff/customers/10001/notes', { text: 'x'.repeat(4000) })).statusCode).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import type { InsightSubscription } from '@portal/contracts/insight';
import { formatMoney } from '@portal/contracts/money';
import { useTestApp } from '../../test/use-test-app.js';
import { auditRows, messagesTo } from '../../test/fixtures.js';
import { customerRow } from '../../test/insight-rows.js';
import { ANNA, BACKOFFICE_ADMIN, MARKETING, SALES, SERVICE } from '../../test/demo-users.js';

/**
 * The weekly e-mails of the insight dashboards: subscribed and cancelled by staff, written through the
 * outbox by a round that any number of instances run. Sales of a Norwegian dealer in 2014, a year the
 * demo data does not reach: March NOK 12,345.50 for one stove.
 */
const t = useTestApp();

const NO = '99931';
const SALES_FILTERS = { year: 2014, market: 'no' };

const subscribe = (who: string, body: unknown) => t.call(who, 'POST', '/api/staff/insight/subscriptions', body);
const due = (id: string) =>
  t.database.db
    .updateTable('insight_subscription')
    .set({ next_send_at: new Date(Date.now() - 3600_000) })
    .where('id', '=', id)
    .execute();

describe('weekly e-mails of a dashboard', () => {
  let sales: InsightSubscription;
  let quality: InsightSubscription;

  it('subscribes a staff member to a dashboard with its filters, once, audited', async () => {
    await t.database.db
      .insertInto('customer')
      .values(customerRow(NO, 'no', 'NOK', 'Weekly NO'))
      .execute();
    await t.database.db
      .insertInto('product')
      .values({
        item_number: 'IT-WEEKLY-1',
        description: 'IT-WEEKLY-1',
        long_text: null,
        kind: 'stove',
        brand: 'NF',
        model_series: 'Weekly',
        image_url: null,
        weight_kg: 1,
        lead_time_days: 5,
        require_serial: false,
        sellable: false,
      })
      .execute();
    await t.database.db
      .insertInto('invoice')
      .values({
        invoice_number: '9930001',
        customer_number: NO,
        order_number: '993001',
        order_mark: null,
        invoice_date: '2014-03-10',
        due_date: '2014-04-10',
        currency: 'NOK',
        net_total: 12_345.5,
        freight: 0,
        vat: 0,
        total: 12_345.5,
        paid_date: null,
      })
      .execute();
    await t.database.db
      .insertInto('invoice_line')
      .values({
        invoice_number: '9930001',
        line_sequence: 1,
        item_number: 'IT-WEEKLY-1',
        description: 'IT-WEEKLY-1',
        quantity: 1,
        price: 12_345.5,
        discount: 0,
        net_sales_amt: 12_345.5,
      })
      .execute();

    const res = await subscribe(SALES, { dashboard: 'sales', filters: { year: '2014', market: 'no' } });
    expect(res.statusCode, res.body).toBe(200);
    sales = res.json<InsightSubscription>();
    expect(sales).toMatchObject({ dashboard: 'sales', filters: SALES_FILTERS });
    // Due next Monday morning.
    const next = new Date(sales.nextSendAt);
    expect(next.getUTCDay()).toBe(1);
    expect(next.getUTCHours()).toBe(6);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);

    const again = await subscribe(SALES, { dashboard: 'sales', filters: { market: 'no', year: 2014 } });
    expect(again.json<InsightSubscription>().id).toBe(sales.id);
    const mine = (await t.call(SALES, 'GET', '/api/staff/insight/subscriptions')).json<{ items: InsightSubscription[] }>();
    expect(mine.items.map((s) => s.id)).toEqual([sales.id]);
    expect(await auditRows(t, sales.id, 'insight.subscribe')).toHaveLength(1);
  });

  it('lets a staff member cancel only their own, audited', async () => {
    const res = await subscribe(SERVICE, { dashboard: 'quality', filters: { groupBy: 'batch' } });
    expect(res.statusCode, res.body).toBe(200);
    quality = res.json<InsightSubscription>();
    const url = `/api/staff/insight/subscriptions/${quality.id}`;
    expect((await t.call(SALES, 'DELETE', url)).statusCode).toBe(404);
    expect((await t.call(SERVICE, 'DELETE', url)).json()).toEqual({ id: quality.id });
    expect((await t.call(SERVICE, 'DELETE', url)).statusCode).toBe(404);
    expect((await t.call(SERVICE, 'GET', '/api/staff/insight/subscriptions')).json()).toEqual({ items: [] });
    expect(await auditRows(t, quality.id, 'insight.unsubscribe')).toHaveLength(1);
  });

  it('writes a due e-mail once, however often and in how many instances the round runs, and none for a cancelled one', async () => {
    await due(sales.id);
    await due(quality.id);
    await t.database.db.updateTable('staff_member').set({ language: 'de' }).where('email', '=', SALES).execute();

    // Two instances' rounds at once, then one more.
    await Promise.all([t.app.sendInsightWeekly(), t.app.sendInsightWeekly()]);
    await t.app.sendInsightWeekly();

    const written = await messagesTo(t, SALES, 'insight-weekly');
    expect(written).toHaveLength(1);
    const data = written[0]!.data as { currency: string; rows: unknown[][]; path: string; facts: unknown[] };
    expect(data.currency).toBe('NOK');
    expect(data.rows).toHaveLength(12);
    expect(data.rows[2]).toEqual(['2014-03', 12_345.5, 1]);
    expect(data.rows[3]).toEqual(['2014-04', 0, 0]);
    expect(data.path).toBe('/insight/sales?year=2014&market=no');
    expect(data.facts).toEqual([
      { label: 'year', value: '2014' },
      { label: 'market', value: 'no' },
    ]);
    expect(await messagesTo(t, SERVICE, 'insight-weekly')).toHaveLength(0);

    const row = await t.database.db
      .selectFrom('insight_subscription')
      .select(['next_send_at', 'last_sent_at'])
      .where('id', '=', sales.id)
      .executeTakeFirstOrThrow();
    expect(row.next_send_at.getTime()).toBeGreaterThan(Date.now());
    expect(row.next_send_at.getUTCDay()).toBe(1);
    expect(row.last_sent_at).not.toBeNull();

    // Written in the staff member's language, the money as the dashboards show it.
    await t.app.outbox.runOnce();
    const sent = await t.database.db
      .selectFrom('outbox_message')
      .select(['subject', 'body_text', 'body_html'])
      .where('recipient', '=', SALES)
      .where('kind', '=', 'insight-weekly')
      .executeTakeFirstOrThrow();
    expect(sent.subject).toBe('Wöchentliche Zahlen: Verkaufszahlen');
    expect(sent.body_text).toContain(formatMoney(12_345.5, 'de', 'NOK'));
    expect(sent.body_text).toContain('Norwegen');
    expect(sent.body_text).toContain('/backoffice/insight/sales?year=2014&market=no');
    expect(sent.body_html).toContain('<th scope="row"');
  });

  it('sends the figures of one sales representative’s dealers when subscribed with that representative', async () => {
    const rita = '5a1e5000-0000-4000-8000-0000000000c1';
    const rolf = '5a1e5000-0000-4000-8000-0000000000c2';
    await t.database.db
      .insertInto('sales_rep')
      .values([
        { id: rita, firstname: 'Rita', lastname: 'Ett', email: null, phone: null, mobilephone: null },
        { id: rolf, firstname: 'Rolf', lastname: 'Två', email: null, phone: null, mobilephone: null },
      ])
      .execute();
    // Two Norwegian dealers in 2013, one of each representative, both selling in March.
    await t.database.db
      .insertInto('customer')
      .values([
        { ...customerRow('99932', 'no', 'NOK', 'Weekly Rita'), sales_rep_id: rita },
        { ...customerRow('99933', 'no', 'NOK', 'Weekly Rolf'), sales_rep_id: rolf },
      ])
      .execute();
    for (const [invoice, customer, amount, quantity] of [
      ['9930002', '99932', 1_000, 1],
      ['9930003', '99933', 700, 2],
    ] as const) {
      await t.database.db
        .insertInto('invoice')
        .values({
          invoice_number: invoice,
          customer_number: customer,
          order_number: invoice.slice(1),
          order_mark: null,
          invoice_date: '2013-03-11',
          due_date: '2013-04-11',
          currency: 'NOK',
          net_total: amount,
          freight: 0,
          vat: 0,
          total: amount,
          paid_date: null,
        })
        .execute();
      await t.database.db
        .insertInto('invoice_line')
        .values({
          invoice_number: invoice,
          line_sequence: 1,
          item_number: 'IT-WEEKLY-1',
          description: 'IT-WEEKLY-1',
          quantity,
          price: amount / quantity,
          discount: 0,
          net_sales_amt: amount,
        })
        .execute();
    }

    const res = await subscribe(BACKOFFICE_ADMIN, { dashboard: 'sales', filters: { year: 2013, market: 'no', salesRep: rita } });
    expect(res.statusCode, res.body).toBe(200);
    const ritas = res.json<InsightSubscription>();
    expect(ritas.filters).toEqual({ year: 2013, market: 'no', salesRep: rita });
    // The same dashboard and market without the representative is another subscription.
    const all = (
      await subscribe(BACKOFFICE_ADMIN, { dashboard: 'sales', filters: { year: 2013, market: 'no' } })
    ).json<InsightSubscription>();
    expect(all.id).not.toBe(ritas.id);
    await due(ritas.id);
    await due(all.id);
    await t.app.sendInsightWeekly();

    const written = (await messagesTo(t, BACKOFFICE_ADMIN, 'insight-weekly')).map(
      (m) => m.data as { rows: unknown[][]; path: string; facts: { label: string; value: string }[] },
    );
    expect(written).toHaveLength(2);
    const mailOf = (path: string) => written.find((d) => d.path === path);
    const ritasMail = mailOf(`/insight/sales?year=2013&market=no&salesRep=${rita}`);
    expect(ritasMail?.rows[2]).toEqual(['2013-03', 1_000, 1]);
    expect(ritasMail?.facts).toEqual([
      { label: 'year', value: '2013' },
      { label: 'market', value: 'no' },
      { label: 'salesRep', value: 'Rita Ett' },
    ]);
    expect(mailOf('/insight/sales?year=2013&market=no')?.rows[2]).toEqual(['2013-03', 1_700, 3]);

    await t.app.outbox.runOnce();
    const sent = await t.database.db
      .selectFrom('outbox_message')
      .select(['body_text'])
      .where('recipient', '=', BACKOFFICE_ADMIN)
      .where('kind', '=', 'insight-weekly')
      .execute();
    expect(sent.some((m) => m.body_text?.includes('Rita Ett'))).toBe(true);
  });

  it('refuses a dashboard the role does not read, filters it does not know, and callers that are not staff', async () => {
    expect((await subscribe(SERVICE, { dashboard: 'sales', filters: {} })).json()).toMatchObject({
      statusCode: 403,
      code: 'STAFF_ROLE_REQUIRED',
    });
    expect((await subscribe(SALES, { dashboard: 'sales', filters: { colour: 'red' } })).statusCode).toBe(400);
    expect((await subscribe(SALES, { dashboard: 'quality', filters: { from: '2014-05-01', to: '2014-04-01' } })).statusCode).toBe(400);
    expect((await subscribe(SALES, { dashboard: 'maps', filters: {} })).statusCode).toBe(400);
    expect((await subscribe(SALES, { dashboard: 'sales', filters: { salesRep: 'rita' } })).statusCode).toBe(400);
    expect(
      (await subscribe(SALES, { dashboard: 'sales', filters: { salesRep: '5a1e5000-0000-4000-8000-000000000099' } })).json(),
    ).toMatchObject({
      statusCode: 404,
    });
    expect((await t.call(MARKETING, 'GET', '/api/staff/insight/subscriptions')).json()).toMatchObject({ code: 'STAFF_ROLE_REQUIRED' });
    expect((await subscribe(ANNA, { dashboard: 'use', filters: {} })).json()).toMatchObject({ code: 'STAFF_ONLY' });
    expect((await t.call(SALES, 'DELETE', '/api/staff/insight/subscriptions/not-an-id')).statusCode).toBe(400);
  });
});

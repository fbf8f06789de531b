import { sql, type RawBuilder } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isoWeekOf } from '@portal/contracts/iso-week';
import { ORDER_STATUS } from '@portal/contracts/order';
import { REQUIRE_SERIAL_YES, type LookupComplaintOrderResponse } from '@portal/contracts';
import type { StaffInvoiceDetail } from '@portal/contracts/staff-order';
import { ANNA, SERVICE } from '../../test/demo-users.js';
import { transportDamage } from '../../test/complaint-request.js';
import { postMultipart } from '../../test/multipart.js';
import { placeStoveOrder, sellable } from '../../test/order-request.js';
import { type CountRow, sortedRows } from '../../test/insight-rows.js';
import { useTestApp } from '../../test/use-test-app.js';

/**
 * The quality counts kept by day and month (migrations 0087, 0089) against a fresh count from the invoice lines, serial numbers
 * and complaints, after every kind of change: orders placed, shipped in parts with serial numbers, delivered
 * (invoiced per shipment), credited, cancelled; complaints of every type made by a dealer, and direct writes
 * of each counted column (a complaint's type, day, serial number and articles, a product's series, an invoice's
 * day and kind, a serial's batch, rows removed). The quality figures themselves are compared with the count
 * they were made from before the rows were kept.
 */
const t = useTestApp();

const DAY = 86_400_000;
const weekFromNow = (weeks: number) => isoWeekOf(new Date(Date.now() + weeks * 7 * DAY).toISOString().slice(0, 10));

const rows = (query: RawBuilder<CountRow>) => sortedRows(t.database.db, query);

/** What the kept tables hold, without the rows a change emptied: the days and serials, and their months. */
const kept = async () => ({
  sold: await rows(sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, item_number, units::float8 AS units, lines
                         FROM quality_sold_day WHERE lines <> 0 OR units <> 0`),
  serials: await rows(sql`SELECT serial_number, production_nbr, to_char(sold_on, 'YYYY-MM-DD') AS sold_on FROM quality_serial_sold`),
  complaints: await rows(sql`SELECT group_by, to_char(day, 'YYYY-MM-DD') AS day, key, complaints
                               FROM quality_complaint_day WHERE complaints <> 0`),
  soldMonths: await rows(sql`SELECT to_char(month, 'YYYY-MM-DD') AS month, item_number, units::float8 AS units, lines
                               FROM quality_sold_month WHERE lines <> 0 OR units <> 0`),
  batchMonths: await rows(
    sql`SELECT to_char(month, 'YYYY-MM-DD') AS month, production_nbr, units FROM quality_batch_month WHERE units <> 0`,
  ),
  complaintMonths: await rows(sql`SELECT group_by, to_char(month, 'YYYY-MM-DD') AS month, key, complaints
                                    FROM quality_complaint_month WHERE complaints <> 0`),
});

/** The same counted afresh, as the quality figures counted them from the rows; the months add the fresh days up. */
const fresh = async () => {
  const sold = sql<CountRow>`SELECT to_char(invoice_date, 'YYYY-MM-DD') AS day, item_number, sum(quantity)::float8 AS units, count(*)::int AS lines
                     FROM invoice_line GROUP BY 1, 2`;
  const serials = sql<CountRow>`
    SELECT * FROM (SELECT s.serial_number, s.production_nbr,
                          (SELECT to_char(min(v.invoice_date), 'YYYY-MM-DD') FROM invoice v
                            WHERE v.order_number = s.order_number AND v.kind = 'invoice'
                              AND (s.shipment_id IS NULL OR v.shipment_id IS NULL OR v.shipment_id = s.shipment_id)) AS sold_on
                     FROM order_line_serial s) x
     WHERE sold_on IS NOT NULL`;
  const complaints = sql<CountRow>`
    WITH i AS (SELECT id, incident_type, serial_number, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day FROM incident)
    SELECT 'series' AS group_by, i.day, p.model_series AS key, count(DISTINCT i.id)::int AS complaints
      FROM i JOIN incident_product ip ON ip.incident_id = i.id JOIN product p ON p.item_number = ip.item_number
     WHERE p.model_series IS NOT NULL GROUP BY 1, 2, 3
    UNION ALL
    SELECT 'product', i.day, ip.item_number, count(DISTINCT i.id)::int FROM i JOIN incident_product ip ON ip.incident_id = i.id GROUP BY 1, 2, 3
    UNION ALL
    SELECT 'batch', i.day, s.production_nbr, count(DISTINCT i.id)::int FROM i JOIN order_line_serial s ON s.serial_number = i.serial_number
     GROUP BY 1, 2, 3
    UNION ALL
    SELECT 'type', i.day, i.incident_type, count(*)::int FROM i GROUP BY 1, 2, 3`;
  const month = (day: string) => sql`left(${sql.ref(day)}, 8) || '01'`;
  return {
    sold: await rows(sold),
    serials: await rows(serials),
    complaints: await rows(complaints),
    soldMonths: await rows(sql`SELECT ${month('day')} AS month, item_number, sum(units)::float8 AS units, sum(lines)::int AS lines
                                 FROM (${sold}) d GROUP BY 1, 2`),
    batchMonths: await rows(
      sql`SELECT ${month('sold_on')} AS month, production_nbr, count(*)::int AS units FROM (${serials}) s GROUP BY 1, 2`,
    ),
    complaintMonths: await rows(sql`SELECT group_by, ${month('day')} AS month, key, sum(complaints)::int AS complaints
                                      FROM (${complaints}) c GROUP BY 1, 2, 3`),
  };
};

/** The quality figures of a period as counted from the rows before they were kept (for a group). */
async function rawQuality(groupBy: string, from: string, to: string) {
  const start = sql`${from}::date`;
  const end = sql`${to}::date`;
  const made = sql`i.created_at >= ${from}::date::timestamp AT TIME ZONE 'UTC' AND i.created_at < (${to}::date + 1)::timestamp AT TIME ZONE 'UTC'`;
  const queries: Record<string, [RawBuilder<unknown>, RawBuilder<unknown>]> = {
    series: [
      sql`SELECT p.model_series AS key, sum(l.quantity) AS units FROM invoice_line l JOIN product p ON p.item_number = l.item_number
           WHERE l.invoice_date BETWEEN ${start} AND ${end} AND p.kind = 'stove' AND p.model_series IS NOT NULL GROUP BY 1`,
      sql`SELECT p.model_series AS key, count(DISTINCT i.id) AS complaints FROM incident i JOIN incident_product ip ON ip.incident_id = i.id
           JOIN product p ON p.item_number = ip.item_number WHERE ${made} AND p.model_series IS NOT NULL GROUP BY 1`,
    ],
    product: [
      sql`SELECT l.item_number AS key, sum(l.quantity) AS units FROM invoice_line l WHERE l.invoice_date BETWEEN ${start} AND ${end} GROUP BY 1`,
      sql`SELECT ip.item_number AS key, count(DISTINCT i.id) AS complaints FROM incident i JOIN incident_product ip ON ip.incident_id = i.id
           WHERE ${made} GROUP BY 1`,
    ],
    batch: [
      sql`SELECT s.production_nbr AS key, count(*) AS units FROM order_line_serial s
           WHERE (SELECT min(v.invoice_date) FROM invoice v WHERE v.order_number = s.order_number AND v.kind = 'invoice'
                     AND (s.shipment_id IS NULL OR v.shipment_id IS NULL OR v.shipment_id = s.shipment_id)) BETWEEN ${start} AND ${end}
           GROUP BY 1`,
      sql`SELECT s.production_nbr AS key, count(DISTINCT i.id) AS complaints FROM incident i
           JOIN order_line_serial s ON s.serial_number = i.serial_number WHERE ${made} GROUP BY 1`,
    ],
    type: [
      sql`SELECT t.key, (SELECT coalesce(sum(l.quantity), 0) FROM invoice_line l JOIN product p ON p.item_number = l.item_number
                          WHERE l.invoice_date BETWEEN ${start} AND ${end} AND p.kind = 'stove') AS units
            FROM (SELECT DISTINCT incident_type AS key FROM incident i WHERE ${made}) t`,
      sql`SELECT i.incident_type AS key, count(*) AS complaints FROM incident i WHERE ${made} GROUP BY 1`,
    ],
  };
  const [sold, complained] = queries[groupBy]!;
  const result = await sql<{ key: string; unitsSold: number; complaints: number }>`
    SELECT coalesce(s.key, c.key) AS key, coalesce(s.units, 0)::float8 AS "unitsSold", coalesce(c.complaints, 0)::int AS complaints
      FROM (${sold}) s FULL JOIN (${complained}) c ON c.key = s.key ORDER BY 1`.execute(t.database.db);
  return result.rows;
}

/** Every group's figures of the last year and of today, as the API answers them and as the rows count. */
async function expectFiguresAsCounted(after: string) {
  const today = new Date().toISOString().slice(0, 10);
  // A year (whole months and the days either side), a day, and whole months only (the last twelve before this one).
  const monthStart = `${today.slice(0, 8)}01`;
  const yearAgo = new Date(`${monthStart}T00:00:00Z`);
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
  const lastMonthEnd = new Date(Date.parse(`${monthStart}T00:00:00Z`) - DAY).toISOString().slice(0, 10);
  for (const [from, to] of [
    [new Date(Date.now() - 364 * DAY).toISOString().slice(0, 10), today],
    [today, today],
    [yearAgo.toISOString().slice(0, 10), lastMonthEnd],
  ] as const) {
    for (const groupBy of ['series', 'product', 'batch', 'type']) {
      const res = await t.call(SERVICE, 'GET', `/api/staff/insight/quality?groupBy=${groupBy}&from=${from}&to=${to}`);
      expect(res.statusCode, res.body).toBe(200);
      const answered = res.json<{ rows: { key: string; unitsSold: number; complaints: number }[] }>().rows;
      expect(
        answered.map(({ key, unitsSold, complaints }) => ({ key, unitsSold, complaints })),
        `${after}: ${groupBy} ${from}–${to}`,
      ).toEqual(await rawQuality(groupBy, from, to));
    }
  }
}

async function expectCountsKept(after: string) {
  expect(await kept(), after).toEqual(await fresh());
}

const place = () => placeStoveOrder(t);

const move = async (orderNumber: string, body: Record<string, unknown>) => {
  const res = await t.call(SERVICE, 'PUT', `/api/staff/orders/${orderNumber}/status`, body);
  expect(res.statusCode, res.body).toBe(200);
};

/** anna@ complains about a delivered order's stove on its serial number, or without one about a line that takes none. */
async function complain(orderNumber: string, type: string, serialNumber?: string) {
  const order = (await t.call(ANNA, 'GET', `/api/complaint/order?searchId=${orderNumber}`)).json<LookupComplaintOrderResponse>();
  const line = order.Lines.find((l) => (l.Require_Serial === REQUIRE_SERIAL_YES) === Boolean(serialNumber))!;
  const data = {
    ...transportDamage(order, line, { description: 'Glaset sprack.', orderMark: 'Reklamation' }),
    incidentType: type,
    ...(serialNumber ? { serialNumber } : {}),
  };
  const res = await postMultipart(t, ANNA, '/api/complaint', [{ name: 'data', value: JSON.stringify(data) }]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ incidentid: string }>().incidentid;
}

describe('the quality counts kept by day', () => {
  it('start equal to the rows the demo data holds', async () => {
    await expectCountsKept('the seed');
    await expectFiguresAsCounted('the seed');
  });

  it('follow orders, shipments, invoices, credit notes, cancellations and complaints made through the portal', async () => {
    const stove = await sellable(t, 'stove');
    const [a, b, c] = [await place(), await place(), await place()];
    await move(a, { status: ORDER_STATUS.confirmed, promiseWeek: weekFromNow(1) });
    await move(b, { status: ORDER_STATUS.confirmed, promiseWeek: weekFromNow(1) });
    for (const orderNumber of [a, b]) await move(orderNumber, { status: ORDER_STATUS.inProduction });
    await expectCountsKept('placing and confirming orders');

    // a leaves in two shipments (serial numbers generated for each), each delivered on its own invoice.
    const part = await t.call(SERVICE, 'POST', `/api/staff/orders/${a}/shipments`, {
      lines: [{ itemNumber: stove.item_number, quantity: 1 }],
      carrier: 'DHL',
      trackingId: `T-${a}-1`,
      backorderWeek: weekFromNow(2),
    });
    expect(part.statusCode, part.body).toBe(200);
    await expectCountsKept('a shipment with a serial number');
    await move(a, { status: ORDER_STATUS.dispatched, carrier: 'DHL', trackingId: `T-${a}-2` });
    await expectCountsKept('the rest dispatched');
    await move(a, { status: ORDER_STATUS.delivered });
    await move(b, { status: ORDER_STATUS.dispatched, carrier: 'DHL', trackingId: `T-${b}` });
    await move(b, { status: ORDER_STATUS.delivered });
    await expectCountsKept('deliveries, invoiced per shipment');
    const serials = await t.database.db.selectFrom('order_line_serial').select('serial_number').where('order_number', '=', a).execute();
    expect(serials).toHaveLength(2);

    // A credit note for one of b's stoves.
    const invoiceNumber = (
      await t.database.db.selectFrom('invoice').select('invoice_number').where('order_number', '=', b).executeTakeFirstOrThrow()
    ).invoice_number;
    const invoice = (await t.call(SERVICE, 'GET', `/api/staff/invoices/${invoiceNumber}`)).json<StaffInvoiceDetail>();
    const stoveLine = invoice.lines.find((l) => l.itemNumber === stove.item_number)!;
    const credited = await t.call(SERVICE, 'POST', `/api/staff/invoices/${invoiceNumber}/credit-notes`, {
      reason: 'Glass cracked in transport',
      lines: [{ lineNumber: stoveLine.lineNumber, quantity: 1 }],
    });
    expect(credited.statusCode, credited.body).toBe(200);
    await expectCountsKept('a credit note');

    // c cancelled by the dealer: nothing sold.
    const cancelled = await t.call(ANNA, 'PUT', '/api/order/cancelOrder', { orderNumber: c });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expectCountsKept('a cancellation');

    // Complaints of every type, on a serial number and without.
    await complain(a, 'transport-damage', serials[0]!.serial_number);
    await complain(a, 'delivery-fault', serials[1]!.serial_number);
    await complain(b, 'other-faults');
    await expectCountsKept('complaints');
    await expectFiguresAsCounted('complaints');
  });

  it('follow a direct write of every counted column, and rows removed', async () => {
    const { db } = t.database;
    const complaint = await db
      .selectFrom('incident as i')
      .innerJoin('order_line_serial as s', 's.serial_number', 'i.serial_number')
      .select(['i.id', 'i.serial_number', 's.order_number'])
      .orderBy('i.created_at', 'desc')
      .executeTakeFirstOrThrow();
    const other = await db
      .selectFrom('order_line_serial')
      .select('serial_number')
      .where('serial_number', '!=', complaint.serial_number!)
      .executeTakeFirstOrThrow();
    const named = await db
      .selectFrom('incident_product')
      .select('item_number')
      .where('incident_id', '=', complaint.id)
      .executeTakeFirstOrThrow();
    const series = await db.selectFrom('product').select('model_series').where('model_series', 'is not', null).executeTakeFirstOrThrow();
    const invoice = await db
      .selectFrom('invoice')
      .select(['invoice_number', 'order_number'])
      .where('kind', '=', 'invoice')
      .where('order_number', 'in', db.selectFrom('order_line_serial').select('order_number'))
      .where(
        'invoice_number',
        'not in',
        db
          .selectFrom('invoice')
          .select('credited_invoice_number')
          .where('credited_invoice_number', 'is not', null)
          .$narrowType<{ credited_invoice_number: string }>(),
      )
      .orderBy('invoice_number', 'desc')
      .executeTakeFirstOrThrow();
    const writes: [string, () => Promise<unknown>][] = [
      ['a type changed', () => db.updateTable('incident').set({ incident_type: 'other-faults' }).where('id', '=', complaint.id).execute()],
      [
        'a day moved',
        () =>
          db
            .updateTable('incident')
            .set({ created_at: new Date('2020-02-03T23:30:00Z') })
            .where('id', '=', complaint.id)
            .execute(),
      ],
      [
        'a serial number changed',
        () => db.updateTable('incident').set({ serial_number: other.serial_number }).where('id', '=', complaint.id).execute(),
      ],
      ['a status, which counts nothing', () => db.updateTable('incident').set({ portal_status: 757550002 }).execute()],
      [
        'an article added twice',
        () =>
          db
            .insertInto('incident_product')
            .values([
              { incident_id: complaint.id, position: 90, item_number: named.item_number, name: 'again', quantity: 1 },
              { incident_id: complaint.id, position: 91, item_number: 'NOT-IN-CATALOGUE', name: 'unknown', quantity: 1 },
            ])
            .execute(),
      ],
      [
        'an article changed',
        () => db.updateTable('incident_product').set({ item_number: 'NOT-IN-CATALOGUE-2' }).where('position', '=', 91).execute(),
      ],
      [
        'an article removed',
        () => db.deleteFrom('incident_product').where('incident_id', '=', complaint.id).where('position', '=', 90).execute(),
      ],
      [
        'a product changing series',
        () => db.updateTable('product').set({ model_series: 'Annan serie' }).where('item_number', '=', named.item_number).execute(),
      ],
      [
        'a product leaving its series',
        () => db.updateTable('product').set({ model_series: null }).where('model_series', '=', series.model_series).execute(),
      ],
      [
        'a serial moving batch',
        () =>
          db
            .updateTable('order_line_serial')
            .set({ production_nbr: 'P2099999' })
            .where('serial_number', '=', other.serial_number)
            .execute(),
      ],
      [
        'an invoice day moved',
        () => db.updateTable('invoice').set({ invoice_date: '2020-03-02' }).where('invoice_number', '=', invoice.invoice_number).execute(),
      ],
      ['an invoice paid, which counts nothing', () => db.updateTable('invoice').set({ paid_date: '2020-03-03' }).execute()],
      [
        'an invoice line changed',
        () =>
          db
            .updateTable('invoice_line')
            .set({ quantity: 3, invoice_date: '2020-03-02' })
            .where('invoice_number', '=', invoice.invoice_number)
            .execute(),
      ],
      [
        'an invoice turned credit note',
        () =>
          db
            .updateTable('invoice')
            .set({ kind: 'credit-note', credited_invoice_number: invoice.invoice_number })
            .where('invoice_number', '=', invoice.invoice_number)
            .execute(),
      ],
      ['an invoice removed', () => db.deleteFrom('invoice').where('invoice_number', '=', invoice.invoice_number).execute()],
      ['a serial removed', () => db.deleteFrom('order_line_serial').where('serial_number', '=', other.serial_number).execute()],
      ['a complaint removed', () => db.deleteFrom('incident').where('id', '=', complaint.id).execute()],
    ];
    for (const [what, write] of writes) {
      await write();
      await expectCountsKept(what);
    }
    await expectFiguresAsCounted('direct writes');
  });

  it('count everything again with the rebuild', async () => {
    await sql`DELETE FROM quality_complaint_day`.execute(t.database.db);
    await sql`UPDATE quality_sold_day SET units = 0`.execute(t.database.db);
    await sql`DELETE FROM quality_complaint_month`.execute(t.database.db);
    await sql`UPDATE quality_batch_month SET units = units + 1`.execute(t.database.db);
    await sql`SELECT quality_counts_rebuild()`.execute(t.database.db);
    await expectCountsKept('the rebuild');
  });
});

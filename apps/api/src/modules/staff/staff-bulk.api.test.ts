import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { readSheet } from 'read-excel-file/node';
import { COMPLAINT_STATUS } from '@portal/contracts/complaint';
import { isoWeekOf } from '@portal/contracts/iso-week';
import { ORDER_STATUS } from '@portal/contracts/order';
import { MAX_BULK_ROWS, type BulkResponse } from '@portal/contracts/staff-common';
import { staffId } from '../../seed/staff.js';
import { ANNA as DEALER, BACKOFFICE_ADMIN as ADMIN, MARKETING, SALES, SERVICE } from '../../test/demo-users.js';
import { auditRows, contactIdOf } from '../../test/fixtures.js';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();

const ASSIGN = '/api/staff/complaints/bulk-assignee';
const MOVE = '/api/staff/orders/bulk-status';
const weekFromNow = (weeks: number) => isoWeekOf(new Date(Date.now() + weeks * 7 * 86_400_000).toISOString().slice(0, 10));

/** Registered complaints of the seed, oldest case first, past the ones taken before. */
async function complaints(count: number, skip: number) {
  const rows = await t.database.db
    .selectFrom('incident')
    .select(['id', 'case_number'])
    .where('portal_status', '=', COMPLAINT_STATUS.Registered)
    .orderBy('case_number')
    .offset(skip)
    .limit(count)
    .execute();
  expect(rows).toHaveLength(count);
  return rows;
}

/** Orders of the seed in a status, by number, past the ones taken before. */
async function orders(status: number, count: number, skip = 0) {
  const rows = await t.database.db
    .selectFrom('customer_order')
    .select('order_number')
    .where('status', '=', status)
    .orderBy('order_number')
    .offset(skip)
    .limit(count)
    .execute();
  expect(rows).toHaveLength(count);
  return rows.map((r) => r.order_number);
}

const assignees = async (ids: string[]) =>
  new Map(
    (await t.database.db.selectFrom('incident').select(['id', 'assigned_staff_id']).where('id', 'in', ids).execute()).map((r) => [
      r.id,
      r.assigned_staff_id,
    ]),
  );

describe('bulk actions: who may call', () => {
  it('answers 403 to a dealer and to staff without customer service, as the single calls do', async () => {
    const [c] = await complaints(1, 0);
    const calls: [string, unknown][] = [
      [ASSIGN, { incidentIds: [c!.id], staffId: null }],
      [MOVE, { orderNumbers: ['999999999'], status: ORDER_STATUS.inProduction }],
    ];
    for (const [url, body] of calls) {
      expect((await t.call(DEALER, 'POST', url, body)).json(), url).toMatchObject({ statusCode: 403, code: 'STAFF_ONLY' });
      for (const other of [MARKETING, SALES])
        expect((await t.call(other, 'POST', url, body)).json(), `${url} ${other}`).toMatchObject({
          statusCode: 403,
          code: 'STAFF_ROLE_REQUIRED',
        });
      expect((await t.call(SERVICE, 'POST', url, body)).statusCode, url).toBe(200);
      expect((await t.call(ADMIN, 'POST', url, body)).statusCode, url).toBe(200);
    }
  });

  it(`takes 1 to ${MAX_BULK_ROWS} rows a call and answers 400 naming the list otherwise, changing nothing`, async () => {
    const many = Array.from({ length: MAX_BULK_ROWS + 1 }, () => randomUUID());
    expect((await t.call(SERVICE, 'POST', ASSIGN, { incidentIds: many, staffId: null })).json()).toMatchObject({
      statusCode: 400,
      field: 'incidentIds',
    });
    expect((await t.call(SERVICE, 'POST', ASSIGN, { incidentIds: [], staffId: null })).json()).toMatchObject({ field: 'incidentIds' });
    const numbers = Array.from({ length: MAX_BULK_ROWS + 1 }, (_, i) => String(900_000_000 + i));
    expect((await t.call(SERVICE, 'POST', MOVE, { orderNumbers: numbers, status: ORDER_STATUS.inProduction })).json()).toMatchObject({
      statusCode: 400,
      field: 'orderNumbers',
    });

    // Exactly the limit is taken: every unknown row is reported, none stops the others.
    const limit = await t.call(SERVICE, 'POST', ASSIGN, { incidentIds: many.slice(0, MAX_BULK_ROWS), staffId: null });
    expect(limit.statusCode).toBe(200);
    expect(limit.json<BulkResponse>()).toMatchObject({ changed: 0, unchanged: 0, failed: MAX_BULK_ROWS });
    expect(limit.json<BulkResponse>().results[0]).toEqual({
      id: many[0],
      name: null,
      outcome: 'failed',
      code: 'NOT_FOUND',
      message: 'Complaint not found',
    });
  });
});

describe('bulk assignment of complaints', () => {
  it('assigns each complaint as the single call does, audited, and reports the unknown and the unchanged', async () => {
    const picked = await complaints(3, 0);
    const [a, b, c] = picked;
    const me = staffId(SERVICE);
    // One already has the assignee: it stays as it is, unaudited.
    expect((await t.call(SERVICE, 'PUT', `/api/staff/complaints/${c!.id}/assignee`, { staffId: me })).statusCode).toBe(200);
    const before = await auditRows(t, c!.id, 'complaint.assign');
    const unknown = randomUUID();

    const res = await t.call(SERVICE, 'POST', ASSIGN, { incidentIds: [a!.id, b!.id, c!.id, unknown, a!.id], staffId: me });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<BulkResponse>()).toEqual({
      changed: 2,
      unchanged: 1,
      failed: 1,
      results: [
        { id: a!.id, name: a!.case_number, outcome: 'changed', code: null, message: null },
        { id: b!.id, name: b!.case_number, outcome: 'changed', code: null, message: null },
        { id: c!.id, name: c!.case_number, outcome: 'unchanged', code: null, message: null },
        { id: unknown, name: null, outcome: 'failed', code: 'NOT_FOUND', message: 'Complaint not found' },
      ],
    });
    const now = await assignees(picked.map((p) => p.id));
    expect(picked.map((p) => now.get(p.id))).toEqual([me, me, me]);
    for (const p of [a!, b!])
      expect(await auditRows(t, p.id, 'complaint.assign')).toMatchObject([
        { staff_id: me, object_type: 'complaint', before: { assignee: null }, after: { assignee: me } },
      ]);
    expect(await auditRows(t, c!.id, 'complaint.assign')).toHaveLength(before.length);
    // The complaint's history tells of the assignment, as for a single one.
    const detail = (await t.call(SERVICE, 'GET', `/api/staff/complaints/${a!.id}`)).json();
    expect(detail.history.filter((h: { kind: string }) => h.kind === 'assigned')).toHaveLength(1);

    // To nobody: each one unassigned and audited.
    const none = await t.call(ADMIN, 'POST', ASSIGN, { incidentIds: [a!.id, b!.id], staffId: null });
    expect(none.json()).toMatchObject({ changed: 2, failed: 0 });
    expect([...(await assignees([a!.id, b!.id])).values()]).toEqual([null, null]);
    expect(await auditRows(t, a!.id, 'complaint.assign')).toMatchObject([{}, { staff_id: staffId(ADMIN), after: { assignee: null } }]);
  });

  it('refuses an assignee outside customer service with a 400 and assigns none', async () => {
    const [a, b] = await complaints(2, 3);
    const res = await t.call(SERVICE, 'POST', ASSIGN, { incidentIds: [a!.id, b!.id], staffId: staffId(MARKETING) });
    expect(res.json()).toMatchObject({ statusCode: 400, field: 'staffId' });
    expect([...(await assignees([a!.id, b!.id])).values()]).toEqual([null, null]);
    expect(await auditRows(t, a!.id, 'complaint.assign')).toEqual([]);
  });
});

describe('bulk moves of orders', () => {
  it('moves each order that may move, audited with its event, and reports each one that may not by number with the reason', async () => {
    const received = await orders(ORDER_STATUS.received, 2);
    const [delivered] = await orders(ORDER_STATUS.delivered, 1);
    const week = weekFromNow(3);
    const eventsBefore = await t.database.db
      .selectFrom('integration_event')
      .select('id')
      .where('resource_id', 'in', [...received, delivered!])
      .execute();

    const res = await t.call(SERVICE, 'POST', MOVE, {
      orderNumbers: [received[0], delivered, '999999999', received[1]],
      status: ORDER_STATUS.confirmed,
      promiseWeek: week,
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<BulkResponse>();
    expect(answer).toMatchObject({ changed: 2, unchanged: 0, failed: 2 });
    expect(answer.results.map((r) => [r.id, r.name, r.outcome, r.code])).toEqual([
      [received[0], received[0], 'changed', null],
      [delivered, delivered, 'failed', 'STATUS_TRANSITION_NOT_ALLOWED'],
      ['999999999', '999999999', 'failed', 'NOT_FOUND'],
      [received[1], received[1], 'changed', null],
    ]);
    expect(answer.results[1]!.message).toBe(`An order in status ${ORDER_STATUS.delivered} cannot move to ${ORDER_STATUS.confirmed}`);

    for (const orderNumber of received) {
      const detail = (await t.call(SERVICE, 'GET', `/api/staff/orders/${orderNumber}`)).json();
      expect(detail.status).toBe(ORDER_STATUS.confirmed);
      expect(await auditRows(t, orderNumber, 'order.status')).toMatchObject([
        {
          staff_id: staffId(SERVICE),
          before: { status: ORDER_STATUS.received },
          after: { status: ORDER_STATUS.confirmed, promiseWeek: week },
        },
      ]);
    }
    expect(await auditRows(t, delivered!, 'order.status')).toEqual([]);
    const events = await t.database.db
      .selectFrom('integration_event')
      .select(['resource_id', 'type'])
      .where('resource_id', 'in', [...received, delivered!])
      .where('id', 'not in', eventsBefore.length ? eventsBefore.map((e) => e.id) : [randomUUID()])
      .execute();
    expect(
      events
        .filter((e) => e.type === 'order.status_changed')
        .map((e) => e.resource_id)
        .sort(),
    ).toEqual([...received].sort());

    // Sent again: both already are confirmed, nothing changes or is audited again.
    const again = await t.call(SERVICE, 'POST', MOVE, { orderNumbers: received, status: ORDER_STATUS.confirmed, promiseWeek: week });
    expect(again.json()).toMatchObject({ changed: 0, unchanged: 2, failed: 0 });
    expect(await auditRows(t, received[0]!, 'order.status')).toHaveLength(1);

    // Cancelled with one internal reason for all.
    const cancel = await t.call(SERVICE, 'POST', MOVE, {
      orderNumbers: received,
      status: ORDER_STATUS.cancelled,
      reason: 'Duplicate orders',
    });
    expect(cancel.json()).toMatchObject({ changed: 2, failed: 0 });
    expect(await auditRows(t, received[1]!, 'order.status')).toMatchObject([
      {},
      { after: { status: ORDER_STATUS.cancelled, reason: 'Duplicate orders' } },
    ]);
  });

  it('asks for what the step needs and takes no dispatch, which needs each order its own tracking', async () => {
    const [orderNumber] = await orders(ORDER_STATUS.received, 1, 2);
    const body = { orderNumbers: [orderNumber] };
    expect((await t.call(SERVICE, 'POST', MOVE, { ...body, status: ORDER_STATUS.confirmed })).json()).toMatchObject({
      statusCode: 400,
      field: 'promiseWeek',
    });
    expect((await t.call(SERVICE, 'POST', MOVE, { ...body, status: ORDER_STATUS.cancelled })).json()).toMatchObject({ field: 'reason' });
    expect(
      (await t.call(SERVICE, 'POST', MOVE, { ...body, status: ORDER_STATUS.dispatched, carrier: 'DHL', trackingId: 'X1' })).json(),
    ).toMatchObject({ statusCode: 400, field: 'status' });
    // A week that has passed is the single move's refusal, per order.
    const past = await t.call(SERVICE, 'POST', MOVE, { ...body, status: ORDER_STATUS.confirmed, promiseWeek: weekFromNow(-3) });
    expect(past.json()).toMatchObject({ failed: 1, results: [{ outcome: 'failed', code: 'VALIDATION_FAILED' }] });
    expect(await auditRows(t, orderNumber!, 'order.status')).toEqual([]);
  });
});

describe('a bulk move of many orders, in chunks', () => {
  it('moves every order that may move across the chunks, and leaves each refused one, named with its reason, untouched', async () => {
    const db = t.database.db;
    const anna = await contactIdOf(t, DEALER);
    // 300 received orders of one dealer (three chunks); three of them delivered already, one in each chunk.
    const numbers = Array.from({ length: 300 }, (_, i) => String(8_600_001 + i));
    const refused = new Set([numbers[40]!, numbers[150]!, numbers[299]!]);
    await db
      .insertInto('customer_order')
      .values(
        numbers.map((n) => ({
          order_number: n,
          customer_number: '10001',
          contact_id: anna,
          status: refused.has(n) ? ORDER_STATUS.delivered : ORDER_STATUS.received,
          order_date: '2026-01-05',
          order_mark: `Bulk ${n}`,
          delivery_type: ' ',
          currency: 'SEK',
          freight: 0,
          order_value: 1000,
        })),
      )
      .execute();
    const unknown = '8699999';
    const named = [...numbers.slice(0, 120), unknown, ...numbers.slice(120)];
    const week = weekFromNow(4);

    const res = await t.call(SERVICE, 'POST', MOVE, { orderNumbers: named, status: ORDER_STATUS.confirmed, promiseWeek: week });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<BulkResponse>();
    expect(answer).toMatchObject({ changed: 297, unchanged: 0, failed: 4 });
    expect(answer.results.map((r) => r.id)).toEqual(named);
    for (const r of answer.results) {
      if (r.id === unknown) expect(r).toMatchObject({ outcome: 'failed', code: 'NOT_FOUND', message: 'Order not found' });
      else if (refused.has(r.id))
        expect(r).toMatchObject({
          outcome: 'failed',
          code: 'STATUS_TRANSITION_NOT_ALLOWED',
          message: `An order in status ${ORDER_STATUS.delivered} cannot move to ${ORDER_STATUS.confirmed}`,
        });
      else expect(r, r.id).toMatchObject({ outcome: 'changed', code: null });
    }

    // Each moved order has its status, one audit row, one event and one e-mail; a refused one has none of them.
    const statuses = new Map(
      (await db.selectFrom('customer_order').select(['order_number', 'status']).where('order_number', 'in', numbers).execute()).map((o) => [
        o.order_number,
        o.status,
      ]),
    );
    const perOrder = async (rows: Promise<{ n: string | null }[]>) => {
      const counted = new Map<string, number>();
      for (const { n } of await rows) counted.set(n!, (counted.get(n!) ?? 0) + 1);
      return counted;
    };
    const audits = await perOrder(
      db.selectFrom('audit_log').select('object_id as n').where('action', '=', 'order.status').where('object_id', 'in', numbers).execute(),
    );
    const events = await perOrder(
      db
        .selectFrom('integration_event')
        .select('resource_id as n')
        .where('type', '=', 'order.status_changed')
        .where('resource_id', 'in', numbers)
        .execute(),
    );
    const mails = await perOrder(
      db
        .selectFrom('outbox_message')
        .select(sql<string>`data->>'orderNumber'`.as('n'))
        .where('kind', '=', 'order-confirmed')
        .where(sql<string>`data->>'orderNumber'`, 'in', numbers)
        .execute(),
    );
    for (const n of numbers) {
      const moved = !refused.has(n);
      expect([statuses.get(n), audits.get(n) ?? 0, events.get(n) ?? 0, mails.get(n) ?? 0], n).toEqual(
        moved ? [ORDER_STATUS.confirmed, 1, 1, 1] : [ORDER_STATUS.delivered, 0, 0, 0],
      );
    }
  });
});

describe('exports of selected rows', () => {
  it('writes only the complaints and orders named, in the list order, through the same writer', async () => {
    const picked = (
      await t.database.db.selectFrom('incident').select('case_number').where('customer_number', '=', '20001').limit(3).execute()
    ).map((c) => c.case_number);
    expect(picked).toHaveLength(3);
    const csv = await t.call(
      SERVICE,
      'GET',
      `/api/staff/complaints/export?format=csv&sort=ed_casenumber:desc&caseNumbers=${picked.join(',')}`,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([...picked].sort().reverse());

    const numbers = await orders(ORDER_STATUS.dispatched, 2);
    const xlsx = await t.call(
      SERVICE,
      'GET',
      `/api/staff/orders/export?format=xlsx&orderNumbers=${numbers.join(',')}&sort=orderNumber:asc`,
    );
    expect(xlsx.statusCode).toBe(200);
    const sheet = (await readSheet(xlsx.rawPayload)) as unknown[][];
    expect(sheet.slice(1).map((r) => String(r[0]))).toEqual(numbers);
  });

  it(`answers 400 to more than ${MAX_BULK_ROWS} numbers or a malformed one, and 403 to other roles`, async () => {
    const many = Array.from({ length: MAX_BULK_ROWS + 1 }, (_, i) => `CAS-${200_000 + i}`).join(',');
    expect((await t.call(SERVICE, 'GET', `/api/staff/complaints/export?format=csv&caseNumbers=${many}`)).json()).toMatchObject({
      statusCode: 400,
      field: 'caseNumbers',
    });
    const malformed = (await t.call(SERVICE, 'GET', '/api/staff/orders/export?format=csv&orderNumbers=12,abc')).json();
    expect(malformed).toMatchObject({ statusCode: 400 });
    expect(malformed.field).toMatch(/^orderNumbers/);
    expect((await t.call(SALES, 'GET', '/api/staff/complaints/export?format=csv&caseNumbers=CAS-100001')).statusCode).toBe(403);
    expect((await t.call(DEALER, 'GET', '/api/staff/orders/export?format=csv&orderNumbers=1')).statusCode).toBe(403);
  });
});

import { describe, expect, it } from 'vitest';
import { COMPLAINT_STATUS } from '@portal/contracts/complaint';
import type { StaffComplaintDetail, StaffComplaintRow } from '@portal/contracts/staff-complaint';
import { staffId } from '../../seed/staff.js';
import { okCall } from '../../test/expectations.js';
import { useTestApp } from '../../test/use-test-app.js';
import { ANNA as DEALER, BACKOFFICE_ADMIN as ADMIN, MARKETING, SALES, SERVICE } from '../../test/demo-users.js';

type Page = { items: StaffComplaintRow[]; total: number };

describe('complaints queue: assignee, search, long replies, history and links', () => {
  const t = useTestApp();
  const list = (query: string, as = SERVICE) => okCall<Page>(t, as, 'GET', `/api/staff/complaints?pageSize=100&${query}`);

  it('filters by assignee: me, none, or a staff id', async () => {
    const { items } = await list('');
    const [mine, admins, third] = items;
    await okCall(t, SERVICE, 'PUT', `/api/staff/complaints/${mine!.incidentid}/assignee`, { staffId: staffId(SERVICE) });
    await okCall(t, SERVICE, 'PUT', `/api/staff/complaints/${admins!.incidentid}/assignee`, { staffId: staffId(ADMIN) });
    await okCall(t, SERVICE, 'PUT', `/api/staff/complaints/${third!.incidentid}/assignee`, { staffId: staffId(SERVICE) });

    const me = await list('assignee=me');
    expect(me.items.map((i) => i.incidentid).sort()).toEqual([mine!.incidentid, third!.incidentid].sort());
    // The admin's "me" is the admin's.
    expect((await list('assignee=me', ADMIN)).items.map((i) => i.incidentid)).toEqual([admins!.incidentid]);
    expect((await list(`assignee=${staffId(ADMIN)}`)).items.map((i) => i.incidentid)).toEqual([admins!.incidentid]);

    const none = await list('assignee=none');
    expect(none.total).toBe((await list('')).total - 3);
    expect(none.items.every((i) => i.assignee === null)).toBe(true);
    expect(none.items.map((i) => i.incidentid)).not.toContain(mine!.incidentid);

    for (const bad of ['someone', 'ME', '12345']) {
      const res = await t.call(SERVICE, 'GET', `/api/staff/complaints?assignee=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ field: 'assignee' });
    }
  });

  it('filters by type, dealer and age', async () => {
    const byType = await list('type=transport-damage');
    expect(byType.items.length).toBeGreaterThan(0);
    expect(byType.items.every((i) => i.incidentType === 'transport-damage')).toBe(true);
    const byDealer = await list('customerNumber=10001');
    expect(byDealer.items.length).toBeGreaterThan(0);
    expect(byDealer.items.every((i) => i.customerNumber === '10001')).toBe(true);
    const old = await list('olderThanDays=30');
    expect(old.items.every((i) => i.ageDays >= 30)).toBe(true);
    expect(old.total).toBeLessThan((await list('')).total);
  });

  it('finds a dealer by its name without accents or case on every staff list (brasvarme finds Brasvärme)', async () => {
    await t.database.db.updateTable('customer').set({ name: 'Brasvärme Öst AB' }).where('customer_number', '=', '10001').execute();
    for (const text of ['brasvarme', 'BRASVÄRME', 'varme ost', 'Brasvärme']) {
      const q = encodeURIComponent(text);
      const complaints = await list(`search=${q}`);
      expect(complaints.items.length, `complaints ${text}`).toBeGreaterThan(0);
      expect(complaints.items.every((i) => i.customerNumber === '10001')).toBe(true);
      const orders = await okCall<Page & { items: { customerNumber: string }[] }>(t, SERVICE, 'GET', `/api/staff/orders?search=${q}`);
      expect(orders.items.length, `orders ${text}`).toBeGreaterThan(0);
      expect(orders.items.every((i) => i.customerNumber === '10001')).toBe(true);
      const invoices = await okCall<{ items: { customerNumber: string }[] }>(t, SERVICE, 'GET', `/api/staff/invoices?search=${q}`);
      expect(invoices.items.length, `invoices ${text}`).toBeGreaterThan(0);
      const dealers = await okCall<{ items: { customerNumber: string }[] }>(t, SALES, 'GET', `/api/staff/customers?search=${q}`);
      expect(
        dealers.items.map((d) => d.customerNumber),
        `dealers ${text}`,
      ).toEqual(['10001']);
    }
    // A pattern's own % and _ are taken literally.
    expect((await list('search=%25')).total).toBe(0);
  });

  it('takes replies and internal notes of 4,000 characters, which the dealer reads whole, and refuses 4,001', async () => {
    const { items } = await list(`customerNumber=10001&status=${COMPLAINT_STATUS.Ongoing}`);
    const id = (items[0] ?? (await list('customerNumber=10001')).items[0])!.incidentid;
    const long = `${'Lång text med å, ä och ö. '.repeat(160)}`.slice(0, 4000);
    expect(long).toHaveLength(4000);
    const replied = await okCall<StaffComplaintDetail>(t, SERVICE, 'POST', `/api/staff/complaints/${id}/replies`, { text: long });
    expect(replied.notes.at(-1)!.text).toBe(long);
    const noted = await okCall<StaffComplaintDetail>(t, SERVICE, 'POST', `/api/staff/complaints/${id}/internal-notes`, { text: long });
    expect(noted.internalNotes.at(-1)!.text).toBe(long);
    const messages = await okCall<{ value: { description: string }[] }>(t, DEALER, 'GET', `/api/complaint/messages?incidentId=${id}`);
    expect(messages.value.at(-1)!.description).toBe(long);

    for (const path of ['replies', 'internal-notes']) {
      const res = await t.call(SERVICE, 'POST', `/api/staff/complaints/${id}/${path}`, { text: `${long}x` });
      expect(res.statusCode, path).toBe(400);
      expect(res.json()).toMatchObject({ field: 'text' });
    }
  });

  it('shows the history (who and when) and links the dealer’s other complaints about the same article or serial', async () => {
    const a = (await list('customerNumber=10001')).items;
    const [first, second] = a;
    // The second complaint claims one of the first's articles; the first is moved, assigned and answered.
    const articles = await t.database.db.selectFrom('incident_product').selectAll().where('incident_id', '=', first!.incidentid).execute();
    await t.database.db
      .insertInto('incident_product')
      .values({
        incident_id: second!.incidentid,
        position: 99,
        item_number: articles[0]!.item_number,
        name: articles[0]!.name,
        quantity: 1,
      })
      .execute();
    await okCall(t, ADMIN, 'PUT', `/api/staff/complaints/${first!.incidentid}/assignee`, { staffId: staffId(SERVICE) });
    const detail = await okCall<StaffComplaintDetail>(t, SERVICE, 'GET', `/api/staff/complaints/${first!.incidentid}`);

    expect(detail.history[0]).toMatchObject({ kind: 'created', fromStaff: false });
    const assigned = detail.history.filter((h) => h.kind === 'assigned').at(-1);
    expect(assigned).toMatchObject({ by: expect.any(String), assignee: 'Sara Lindqvist', fromStaff: true });
    const times = detail.history.map((h) => Date.parse(h.at));
    expect(times).toEqual([...times].sort((x, y) => x - y));
    expect(detail.related.map((r) => r.incidentid)).toContain(second!.incidentid);
    expect(detail.related.find((r) => r.incidentid === second!.incidentid)!.itemNumbers).toEqual([articles[0]!.item_number]);
    expect(detail.related.map((r) => r.incidentid)).not.toContain(first!.incidentid);
    // Only the same dealer's complaints.
    const others = await t.database.db
      .selectFrom('incident')
      .select('id')
      .where(
        'id',
        'in',
        detail.related.map((r) => r.incidentid),
      )
      .where('customer_number', '<>', '10001')
      .execute();
    expect(others).toEqual([]);
  });

  it('refuses the new filters to a dealer and to staff without customer service', async () => {
    expect((await t.call(DEALER, 'GET', '/api/staff/complaints?assignee=me')).statusCode).toBe(403);
    expect((await t.call(MARKETING, 'GET', '/api/staff/complaints?assignee=me')).statusCode).toBe(403);
    expect((await t.call(SALES, 'GET', '/api/staff/complaints?timeLimit=due')).statusCode).toBe(403);
  });
});

// Wednesday 25 November 2026, 10:00 in Sweden.
const NOW = new Date('2026-11-25T09:00:00Z');

describe('complaints queue: the time limit of each status (settings)', () => {
  const t = useTestApp({
    now: () => NOW,
    env: { COMPLAINT_TIME_LIMIT_REGISTERED: '2wd', COMPLAINT_TIME_LIMIT_ONGOING: 'off', COMPLAINT_TIME_LIMIT_WAITING: '7d' },
  });
  const list = (query: string) => okCall<Page>(t, SERVICE, 'GET', `/api/staff/complaints?pageSize=100&${query}`);

  /** Puts a Swedish complaint into a status since a moment. */
  async function planted(status: number, since: string) {
    const row = await t.database.db
      .insertInto('incident')
      .values({
        id: crypto.randomUUID(),
        customer_number: '10001',
        description: `planted ${since}`,
        incident_type: 'other-faults',
        portal_status: status,
        created_at: new Date(since),
        status_changed_at: new Date(since),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('marks each complaint due or overdue by its status’s limit in working or calendar days, filters and counts them alike', async () => {
    const { Registered, Ongoing, WaitingForDetails } = COMPLAINT_STATUS;
    // Registered: two working days. Friday 20th → Tuesday 24th (overdue); Monday 23rd → today (due); Tuesday 24th → Thursday.
    const registeredFriday = await planted(Registered, '2026-11-20T15:00:00Z');
    const registeredMonday = await planted(Registered, '2026-11-23T08:00:00Z');
    const registeredTuesday = await planted(Registered, '2026-11-24T08:00:00Z');
    // Waiting for details: seven calendar days. 17th → 24th (overdue); 18th → 25th (due); 23:30 UTC on the 18th is
    // already the 19th in Sweden → 26th.
    const waiting17 = await planted(WaitingForDetails, '2026-11-17T12:00:00Z');
    const waiting18 = await planted(WaitingForDetails, '2026-11-18T12:00:00Z');
    const waiting19 = await planted(WaitingForDetails, '2026-11-18T23:30:00Z');
    // Ongoing has no limit in these settings.
    const ongoing = await planted(Ongoing, '2020-01-01T12:00:00Z');

    const all = await list('customerNumber=10001&sort=createdon:asc');
    const row = (id: string) => all.items.find((i) => i.incidentid === id)!;
    expect(row(registeredFriday).timeLimit).toEqual({ dueOn: '2026-11-24', state: 'overdue' });
    expect(row(registeredMonday).timeLimit).toEqual({ dueOn: '2026-11-25', state: 'due' });
    expect(row(registeredTuesday).timeLimit).toEqual({ dueOn: '2026-11-26', state: 'ok' });
    expect(row(waiting17).timeLimit).toEqual({ dueOn: '2026-11-24', state: 'overdue' });
    expect(row(waiting18).timeLimit).toEqual({ dueOn: '2026-11-25', state: 'due' });
    expect(row(waiting19).timeLimit).toEqual({ dueOn: '2026-11-26', state: 'ok' });
    expect(row(ongoing).timeLimit).toBeNull();

    const overdue = await list('timeLimit=overdue');
    const due = await list('timeLimit=due');
    expect(overdue.items.map((i) => i.incidentid)).toEqual(expect.arrayContaining([registeredFriday, waiting17]));
    expect(due.items.map((i) => i.incidentid)).toEqual(expect.arrayContaining([registeredMonday, waiting18]));
    expect(overdue.items.every((i) => i.timeLimit?.state === 'overdue')).toBe(true);
    expect(due.items.every((i) => i.timeLimit?.state === 'due')).toBe(true);
    for (const id of [registeredTuesday, waiting19, ongoing]) {
      expect([...overdue.items, ...due.items].map((i) => i.incidentid)).not.toContain(id);
    }
    // Every complaint the whole list marks is in its filter, and the start page counts the same.
    const everything = await list('sort=statusSince:asc');
    expect(everything.total).toBeLessThanOrEqual(100);
    expect(everything.items.filter((i) => i.timeLimit?.state === 'overdue').length).toBe(overdue.total);
    expect(everything.items.filter((i) => i.timeLimit?.state === 'due').length).toBe(due.total);
    const queues = await okCall<{ complaintsDue: number; complaintsOverdue: number }>(t, SERVICE, 'GET', '/api/staff/queues');
    expect(queues).toMatchObject({ complaintsDue: due.total, complaintsOverdue: overdue.total });
  });
});

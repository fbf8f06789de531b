import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPLAINT_STATUS, GetOpenComplaintsResponse, type Incident } from '@portal/contracts';
import { useTestApp } from '../../test/use-test-app.js';
import { ANNA, OLA } from '../../test/demo-users.js';

const STATUSES = [COMPLAINT_STATUS.Registered, COMPLAINT_STATUS.Ongoing, COMPLAINT_STATUS.WaitingForDetails, COMPLAINT_STATUS.Completed];

const t = useTestApp();
let olaCustomer: string;
type Paged = { value: Incident[]; total: number };

const get = async <T = Paged>(email: string, url: string) => {
  const res = await t.call(email, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
/** The customer's rows of a list straight from the database. */
const ownRows = (customer: string, completed: boolean) =>
  t.database.db
    .selectFrom('incident')
    .select(['id', 'order_mark', 'portal_status'])
    .where('customer_number', '=', customer)
    .where('portal_status', completed ? '=' : '<>', COMPLAINT_STATUS.Completed)
    .execute();

/** Complaints marked "Paging n" for a customer, one a minute apart, the statuses in turn. */
async function addComplaints(customer: string, count: number, mark: string) {
  const base = Date.UTC(2025, 0, 1);
  await t.database.db
    .insertInto('incident')
    .values(
      Array.from({ length: count }, (_, i) => ({
        id: randomUUID(),
        customer_number: customer,
        order_number: String(700_000 + i),
        order_mark: `${mark} ${String(i).padStart(2, '0')}`,
        description: 'Paging test',
        incident_type: 'other-faults',
        portal_status: STATUSES[i % STATUSES.length]!,
        created_at: new Date(base + i * 60_000),
      })),
    )
    .execute();
}

beforeAll(async () => {
  olaCustomer = (await t.database.db.selectFrom('contact').select('customer_number').where('email', '=', OLA).executeTakeFirstOrThrow())
    .customer_number;
  await addComplaints('10001', 40, 'Paging');
  await addComplaints(olaCustomer, 12, 'Paging');
});

describe('complaint lists paged on the server', () => {
  it('pages through the own customer’s open complaints: every row once, newest first, the total right', async () => {
    const own = await ownRows('10001', false);
    const first = await get(ANNA, '/api/complaint/openComplaints?page=1&pageSize=10');
    GetOpenComplaintsResponse.parse(first);
    expect(first.total).toBe(own.length);
    expect(first.value).toHaveLength(10);
    const seen: Incident[] = [];
    for (let page = 1; page <= Math.ceil(own.length / 10); page++) {
      seen.push(...(await get(ANNA, `/api/complaint/openComplaints?page=${page}&pageSize=10`)).value);
    }
    expect(seen.map((i) => i.incidentid).sort()).toEqual(own.map((r) => r.id).sort());
    const created = seen.map((i) => i.createdon);
    expect(created).toEqual([...created].sort().reverse());
    // The same rows, in the same order, as the whole list the spec asks for.
    const whole = await get<{ value: Incident[] }>(ANNA, '/api/complaint/openComplaints');
    expect(whole).not.toHaveProperty('total');
    expect(seen).toEqual(whole.value);
    // Past the end: no rows, the total still right.
    const past = await get(ANNA, '/api/complaint/openComplaints?page=99&pageSize=50');
    expect(past).toEqual({ value: [], total: own.length });
  });

  it('searches, filters by status and sorts only within the own customer’s complaints', async () => {
    const own = (await ownRows('10001', false)).filter((r) => r.order_mark?.startsWith('Paging'));
    const found = await get(ANNA, '/api/complaint/openComplaints?page=1&pageSize=50&q=paging&sort=mark&direction=asc');
    expect(found.total).toBe(own.length);
    expect(found.value.map((i) => i.edp_ordermark)).toEqual(own.map((r) => r.order_mark).sort());
    const theirs = await get(OLA, '/api/complaint/openComplaints?page=1&pageSize=50&q=paging');
    expect(theirs.total).toBe((await ownRows(olaCustomer, false)).filter((r) => r.order_mark?.startsWith('Paging')).length);
    const ownIds = new Set(found.value.map((i) => i.incidentid));
    expect(theirs.value.filter((i) => ownIds.has(i.incidentid))).toEqual([]);
    expect(theirs.value.length).toBeGreaterThan(0);

    // Another customer's case number finds nothing.
    const [other] = theirs.value;
    const byCase = await get(ANNA, `/api/complaint/openComplaints?page=1&q=${encodeURIComponent(other!.ed_casenumber!)}`);
    expect(byCase).toEqual({ value: [], total: 0 });

    const waiting = await get(ANNA, `/api/complaint/openComplaints?page=1&pageSize=50&status=${COMPLAINT_STATUS.WaitingForDetails}`);
    expect(waiting.total).toBe(
      (await ownRows('10001', false)).filter((r) => r.portal_status === COMPLAINT_STATUS.WaitingForDetails).length,
    );
    expect(waiting.value.every((i) => i.edp_portalstatus === COMPLAINT_STATUS.WaitingForDetails)).toBe(true);
    // A status that is not in the list answers nothing.
    const completed = await get(ANNA, `/api/complaint/openComplaints?page=1&status=${COMPLAINT_STATUS.Completed}`);
    expect(completed).toEqual({ value: [], total: 0 });

    const history = await get(ANNA, '/api/complaint/historyComplaints?page=2&pageSize=10&sort=created&direction=asc');
    const ownHistory = await ownRows('10001', true);
    expect(history.total).toBe(ownHistory.length);
    expect(history.value.every((i) => i.edp_portalstatus === COMPLAINT_STATUS.Completed)).toBe(true);
    const created = history.value.map((i) => i.createdon);
    expect(created).toEqual([...created].sort());
  });

  it('shows a change of one complaint on the next read of a page and of the whole list', async () => {
    const before = await get(ANNA, '/api/complaint/openComplaints?page=1&pageSize=10');
    const whole = await get<{ value: Incident[] }>(ANNA, '/api/complaint/openComplaints');
    const changed = before.value[3]!;
    await t.database.db
      .updateTable('incident')
      .set({ order_mark: 'Changed behind its back' })
      .where('id', '=', changed.incidentid)
      .execute();
    const after = await get(ANNA, '/api/complaint/openComplaints?page=1&pageSize=10');
    expect(after.value.map((i) => (i.incidentid === changed.incidentid ? { ...i, edp_ordermark: changed.edp_ordermark } : i))).toEqual(
      before.value,
    );
    expect(after.value[3]!.edp_ordermark).toBe('Changed behind its back');
    const wholeAfter = await get<{ value: Incident[] }>(ANNA, '/api/complaint/openComplaints');
    expect(wholeAfter.value.find((i) => i.incidentid === changed.incidentid)!.edp_ordermark).toBe('Changed behind its back');
    expect(wholeAfter.value.map((i) => i.incidentid)).toEqual(whole.value.map((i) => i.incidentid));
    // Completed elsewhere: it leaves the open list's pages and its total.
    await t.database.db
      .updateTable('incident')
      .set({ portal_status: COMPLAINT_STATUS.Completed })
      .where('id', '=', changed.incidentid)
      .execute();
    const gone = await get(ANNA, '/api/complaint/openComplaints?page=1&pageSize=10');
    expect(gone.total).toBe(before.total - 1);
    expect(gone.value.map((i) => i.incidentid)).not.toContain(changed.incidentid);
  });

  it('refuses a page size, sort or page it does not offer, naming the field', async () => {
    for (const [query, field] of [
      ['page=1&pageSize=7', 'pageSize'],
      ['page=0', 'page'],
      ['page=1&sort=description', 'sort'],
      ['page=1&direction=up', 'direction'],
    ] as const) {
      const res = await t.call(ANNA, 'GET', `/api/complaint/openComplaints?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json()), query).toContain(field);
    }
  });
});

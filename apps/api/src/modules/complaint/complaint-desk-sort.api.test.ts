import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_COMPLAINT_SORT_COLUMNS } from '@portal/contracts/staff-complaint';
import { useTestApp } from '../../test/use-test-app.js';
import { SERVICE } from '../../test/demo-users.js';
import { rowsRead } from '../../test/rows-read.js';
import { copiesOfDealer } from '../../test/dealer-copies.js';
import { createComplaintDeskRepository } from './complaint-desk.repository.js';

const t = useTestApp();

// 200 dealers with 30 complaints each: 6,000 complaints, a third of them assigned among the staff.
const DEALERS = 200;
const COMPLAINTS = 6000;

beforeAll(async () => {
  const db = t.database.db;
  await copiesOfDealer(db, DEALERS, 870000, 'Klagohandlare');
  const staff = (await db.selectFrom('staff_member').select('id').orderBy('id').execute()).map((s) => s.id);
  await sql`INSERT INTO incident (id, customer_number, order_number, order_mark, serial_number, description, incident_type,
                                  portal_status, contact_fullname, case_number, created_at, status_changed_at, assigned_staff_id)
            SELECT gen_random_uuid(), (870001 + g % ${DEALERS}::int)::text,
                   CASE WHEN g % 5 <> 0 THEN (7000000 + g)::text END, 'Märkning ' || g, NULL,
                   'Luckans glas har sprickor.', (ARRAY['transport-damage', 'delivery-fault', 'other-faults'])[1 + g % 3],
                   (ARRAY[757550000, 757550001, 757550002, 757550003])[1 + g % 4], 'Anna Andersson', 'CAS-S' || g,
                   now() - (g || ' minutes')::interval, now() - ((g % 700) || ' hours')::interval,
                   CASE WHEN g % 3 = 0 THEN (${sql.val(staff)}::uuid[])[1 + g % ${staff.length}::int] END
            FROM generate_series(1, ${COMPLAINTS}::int) g`.execute(db);
  await sql`ANALYZE incident`.execute(db);
});

const repository = () => createComplaintDeskRepository(t.database.db, async () => 0);

describe('complaints desk sorted by a column', () => {
  it("reads a page's worth of complaints by every column both ways (a dealer's name, market, assignee too), not every one", async () => {
    for (const column of STAFF_COMPLAINT_SORT_COLUMNS)
      for (const direction of ['asc', 'desc'] as const) {
        const read = await rowsRead(
          t.database.db,
          'incident',
          repository().pageQuery({ sort: { column, direction }, offset: 0, limit: 25 }),
        );
        // Sorting would read all 6,000; a dealer's column reads its first dealers' 30 each, assignee each staff member's first 25.
        expect(read, `${column}:${direction}`).toBeLessThan(400);
      }
  });

  it('pages by assignee as the whole list sorted by assignee would, the unassigned after the named ascending', async () => {
    const staffName = sql<string | null>`s.firstname || ' ' || s.lastname`;
    for (const direction of ['asc', 'desc'] as const) {
      const expected = await t.database.db
        .selectFrom('incident as i')
        .leftJoin('staff_member as s', 's.id', 'i.assigned_staff_id')
        .select('i.id')
        .orderBy(staffName, direction)
        .orderBy('s.id', direction)
        .orderBy('i.created_at', direction)
        .orderBy('i.id', direction)
        .execute();
      for (const page of [1, 3, 100, 240]) {
        const res = await t.call(SERVICE, 'GET', `/api/staff/complaints?sort=assignee:${direction}&pageSize=25&page=${page}`);
        expect(res.statusCode, res.body).toBe(200);
        const ids = res.json<{ items: { incidentid: string }[] }>().items.map((i) => i.incidentid);
        expect(ids, `page ${page} ${direction}`).toEqual(expected.slice((page - 1) * 25, page * 25).map((r) => r.id));
      }
    }
  });

  it("sorted by a dealer's market goes dealer by dealer, each one's complaints in order, filters kept", async () => {
    const res = await t.call(SERVICE, 'GET', '/api/staff/complaints?sort=market:desc&pageSize=50&status=757550001');
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json<{ items: { incidentid: string }[] }>().items;
    const expected = await t.database.db
      .selectFrom('incident as i')
      .innerJoin('customer as c', 'c.customer_number', 'i.customer_number')
      .select('i.id')
      .where('i.portal_status', '=', 757550001)
      .orderBy('c.market', 'desc')
      .orderBy('c.customer_number', 'desc')
      .orderBy('i.created_at', 'desc')
      .orderBy('i.id', 'desc')
      .limit(50)
      .execute();
    expect(items.map((i) => i.incidentid)).toEqual(expected.map((r) => r.id));
  });
});

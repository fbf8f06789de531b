import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';
import { inBatches } from './table-export.js';

const t = useTestApp();

describe('an export’s rows in batches', () => {
  it('gives every row of the list once, in the list’s order, across batches, by a text or a uuid key', async () => {
    const db = t.database.db;
    const complaints = db
      .selectFrom('incident as i')
      .innerJoin('customer as c', 'c.customer_number', 'i.customer_number')
      .select(['i.id', 'i.case_number', 'c.name'])
      .orderBy('c.name', 'desc')
      .orderBy('i.created_at')
      .orderBy('i.id');
    const whole = await complaints.execute();
    expect(whole.length).toBeGreaterThan(5);
    const batches: (typeof whole)[] = [];
    for await (const batch of inBatches(complaints, { column: 'i.id', field: 'id' }, 2)) batches.push(batch);
    expect(batches.map((b) => b.length)).toEqual(
      [...Array(Math.ceil(whole.length / 2)).keys()].map((i) => Math.min(2, whole.length - 2 * i)),
    );
    expect(batches.flat()).toEqual(whole);

    const dealers = db.selectFrom('customer as c').select(['c.customer_number', 'c.name']).orderBy('c.name').orderBy('c.customer_number');
    const all = await dealers.execute();
    const read: typeof all = [];
    for await (const batch of inBatches(dealers, { column: 'c.customer_number', field: 'customer_number' }, 3)) read.push(...batch);
    expect(read).toEqual(all);
  });

  it('gives nothing for a list that finds nothing', async () => {
    const none = t.database.db
      .selectFrom('customer as c')
      .select('c.customer_number')
      .where('c.customer_number', '=', 'none')
      .orderBy('c.customer_number');
    const batches = [];
    for await (const batch of inBatches(none, { column: 'c.customer_number', field: 'customer_number' })) batches.push(batch);
    expect(batches).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { insertIntegrationEvent } from './integration-event.repository.js';

const onServer = process.env['PORTAL_TEST_DB'] === 'server' && Boolean(process.env['TEST_DATABASE_URL']);

const record = (t: TestApp, resourceId: string, db = t.database.db) =>
  insertIntegrationEvent(db, { type: 'customer.updated', resourceId, customerNumber: '10001', data: { customerNumber: resourceId } });

/** Every event in the feed from its start, a page of `limit` at a time, as a client reads it with its cursor. */
async function readAll(t: TestApp, limit: number) {
  const seen: string[] = [];
  let after = 0;
  for (;;) {
    const page = await t.app.integration.feed.page(after, limit);
    seen.push(...page.items.map((item) => (item.data as { customerNumber: string }).customerNumber));
    if (page.items.length === 0) return { seen, next: page.next };
    expect(Number(page.next)).toBeGreaterThan(after);
    after = Number(page.next);
  }
}

describe('integration event feed', () => {
  const t = useTestApp();

  it('lists committed events oldest first, page by page, each once', async () => {
    const before = await readAll(t, 1000);
    for (const id of ['feed-a', 'feed-b', 'feed-c', 'feed-d', 'feed-e']) await record(t, id);
    await t.app.integration.sequenceEvents();
    const after = await readAll(t, 2);
    expect(after.seen.slice(before.seen.length)).toEqual(['feed-a', 'feed-b', 'feed-c', 'feed-d', 'feed-e']);
    // The last cursor reads nothing more until something new commits, then just that.
    const head = await t.app.integration.feed.page(Number(after.next), 10);
    expect(head).toEqual({ items: [], next: after.next });
    await record(t, 'feed-f');
    await t.app.integration.sequenceEvents();
    const more = await t.app.integration.feed.page(Number(after.next), 10);
    expect(more.items.map((i) => i.data)).toEqual([{ customerNumber: 'feed-f' }]);
    expect(more.items[0]).toMatchObject({ type: 'customer.updated', id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  it('never shows the event of a change that rolled back', async () => {
    const { next } = await readAll(t, 1000);
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await record(t, 'rolled-back', trx);
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    await record(t, 'committed');
    await t.app.integration.sequenceEvents();
    const page = await t.app.integration.feed.page(Number(next), 100);
    expect(page.items.map((i) => i.data)).toEqual([{ customerNumber: 'committed' }]);
    const rows = await t.database.db
      .selectFrom('integration_event')
      .select('resource_id')
      .where('resource_id', '=', 'rolled-back')
      .execute();
    expect(rows).toEqual([]);
  });

  it('positions events by themselves while the app runs', async () => {
    const { next } = await readAll(t, 1000);
    await record(t, 'by-worker');
    let page = await t.app.integration.feed.page(Number(next), 10);
    for (let i = 0; i < 50 && page.items.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      page = await t.app.integration.feed.page(Number(next), 10);
    }
    expect(page.items.map((i) => i.data)).toEqual([{ customerNumber: 'by-worker' }]);
  });

  it.skipIf(!onServer)('gives an event that commits later a later position, though it occurred first', async () => {
    const { next } = await readAll(t, 1000);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let recorded!: () => void;
    const early = new Promise<void>((resolve) => (recorded = resolve));
    // The slow change records first and commits last.
    const slow = t.database.db.transaction().execute(async (trx) => {
      await record(t, 'slow', trx);
      recorded();
      await held;
    });
    await early;
    await record(t, 'quick');
    await t.app.integration.sequenceEvents();
    const first = await t.app.integration.feed.page(Number(next), 10);
    expect(first.items.map((i) => i.data)).toEqual([{ customerNumber: 'quick' }]);
    release();
    await slow;
    await t.app.integration.sequenceEvents();
    // A reader at the cursor after "quick" still gets "slow": nothing is missed.
    const second = await t.app.integration.feed.page(Number(first.next), 10);
    expect(second.items.map((i) => i.data)).toEqual([{ customerNumber: 'slow' }]);
  });

  it.skipIf(!onServer)('reads the same feed on two instances, whichever positioned the events', async () => {
    const other = await t.secondInstance();
    try {
      const { next } = await readAll(t, 1000);
      const heard: number[] = [];
      const stop = other.app.integration.onPositioned((position) => heard.push(position));
      await Promise.all(Array.from({ length: 20 }, (_, i) => record(t, `two-${i}`)));
      await Promise.all([t.app.integration.sequenceEvents(), other.app.integration.sequenceEvents()]);
      const here = await t.app.integration.feed.page(Number(next), 100);
      const there = await other.app.integration.feed.page(Number(next), 100);
      expect(there).toEqual(here);
      expect(here.items).toHaveLength(20);
      const positions = await t.database.db
        .selectFrom('integration_event')
        .select('position')
        .where('resource_id', 'like', 'two-%')
        .orderBy('position')
        .execute();
      const numbers = positions.map((p) => p.position!);
      expect(new Set(numbers).size).toBe(20);
      expect(numbers.at(-1)! - numbers[0]!).toBe(19);
      // The other instance heard of the positions given.
      for (let i = 0; i < 50 && !heard.includes(Number(here.next)); i++) await new Promise((r) => setTimeout(r, 50));
      expect(heard).toContain(Number(here.next));
      stop();
    } finally {
      await other.close();
    }
  });
});

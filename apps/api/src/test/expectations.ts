import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type { TestApp } from './test-app.js';

/**
 * The JSON of an answer that must be 200. Many API tests read an answer this way; on another
 * status the failure shows the body, which names the error.
 */
export function expectOk<T>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

/** A call as the given demo user that must answer 200, and its JSON. */
export const okCall = async <T>(t: TestApp, email: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  expectOk<T>(await t.call(email, method, url, payload));

type QueueRow = Record<string, unknown>;

/**
 * The first two pages of ten of a staff queue over every dealer: more than ten rows in all,
 * several dealers on the first page, another row (by `idKey`) first on the second. The desks'
 * queues page alike. Answers the first page for further checks.
 */
export async function expectQueuePages(t: TestApp, email: string, url: string, idKey: string) {
  const all = (await t.call(email, 'GET', `${url}?pageSize=10`)).json<{ total: number; items: QueueRow[] }>();
  expect(all.total).toBeGreaterThan(10);
  expect(all.items).toHaveLength(10);
  expect(new Set(all.items.map((i) => i['customerNumber'])).size).toBeGreaterThan(1);
  const page2 = (await t.call(email, 'GET', `${url}?pageSize=10&page=2`)).json<{ items: QueueRow[] }>();
  expect(page2.items[0]![idKey]).not.toBe(all.items[0]![idKey]);
  return all;
}

/** A staff queue filtered by `query` (up to 100 rows): some rows, and `key` of each is `value`. */
export async function expectQueueFilter(t: TestApp, email: string, url: string, query: string, key: string, value: unknown) {
  const { items } = (await t.call(email, 'GET', `${url}?${query}&pageSize=100`)).json<{ items: QueueRow[] }>();
  expect(items.length).toBeGreaterThan(0);
  expect(items.every((i) => i[key] === value)).toBe(true);
}

/** How a sort column's values compare: as numbers, as moments or days, as yes/no, or as texts in the database's collation. */
export type SortedAs = 'number' | 'time' | 'boolean' | 'text';

/**
 * A staff list sorted by `column` each way (up to 100 rows, several distinct values): each answer
 * in the order its values call for (the two ends holding different values), nulls last when ascending and first when descending, as
 * PostgreSQL orders them; texts are put in order by the database itself, so its collation
 * decides. Then the first two pages of ten are the first twenty rows, none twice: the unique
 * tiebreaker keeps the pages apart.
 */
export async function expectSortedBy(
  t: TestApp,
  email: string,
  url: string,
  column: string,
  value: (row: QueueRow) => unknown,
  as: SortedAs,
  idKey: string,
) {
  const join = url.includes('?') ? '&' : '?';
  const seen = new Set<string>();
  for (const direction of ['asc', 'desc'] as const) {
    const res = await t.call(email, 'GET', `${url}${join}sort=${column}:${direction}&pageSize=100`);
    expect(res.statusCode, `${url} ${column}:${direction} ${res.body}`).toBe(200);
    const items = res.json<{ items: QueueRow[] }>().items;
    const values = items.map(value);
    values.forEach((v) => seen.add(String(v)));
    expect(values, `${url} sorted by ${column}:${direction}`).toEqual(await expectedOrder(t, values, as, direction));

    const first = (await t.call(email, 'GET', `${url}${join}sort=${column}:${direction}&pageSize=10`)).json<{ items: QueueRow[] }>();
    const second = (await t.call(email, 'GET', `${url}${join}sort=${column}:${direction}&pageSize=10&page=2`)).json<{
      items: QueueRow[];
    }>();
    const ids = [...first.items, ...second.items].map((r) => r[idKey]);
    expect(ids, `${url} pages of ${column}:${direction}`).toEqual(items.slice(0, ids.length).map((r) => r[idKey]));
    expect(new Set(ids).size).toBe(ids.length);
  }
  // The two ends of the list differ, or the order was never put to the test.
  expect(seen.size, `${url} ${column}: too few distinct values to show an order`).toBeGreaterThan(1);
}

async function expectedOrder(t: TestApp, values: unknown[], as: SortedAs, direction: 'asc' | 'desc'): Promise<unknown[]> {
  const present = values.filter((v) => v !== null && v !== undefined);
  const nulls = values.filter((v) => v === null || v === undefined);
  let ordered: unknown[];
  if (as === 'text') {
    const { rows } = await sql<{ v: string }>`SELECT v FROM unnest(${present}::text[]) AS v ORDER BY v ASC`.execute(t.database.db);
    ordered = rows.map((r) => r.v);
  } else {
    const key = (v: unknown) => (as === 'time' ? Date.parse(String(v)) : Number(v));
    ordered = [...present].sort((a, b) => key(a) - key(b));
  }
  return direction === 'asc' ? [...ordered, ...nulls] : [...nulls, ...ordered.reverse()];
}

/** A list refuses a sort by a column it does not have, or a direction that is none, with a 400 naming `sort`. */
export async function expectUnknownSortRefused(t: TestApp, email: string, url: string) {
  const join = url.includes('?') ? '&' : '?';
  for (const sort of ['password:asc', 'createdon:up', 'createdon', ':asc']) {
    const res = await t.call(email, 'GET', `${url}${join}sort=${encodeURIComponent(sort)}`);
    expect(res.statusCode, `${url} sort=${sort}`).toBe(400);
    expect(res.json()).toMatchObject({ field: expect.stringContaining('sort') });
  }
}

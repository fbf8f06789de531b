import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
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

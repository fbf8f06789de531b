import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index.js';
import { crmGuid } from './index.js';

/** Keys the browser makes itself (a fresh random UUID per change), never a record's id: they may stay strict. */
const BROWSER_MADE_KEYS = new Set(['changeId', 'idempotencyKey']);

/** A GUID as Dynamics issues it: no RFC 4122 version (`ef11`) nor variant. */
const DYNAMICS_ID = '5c8e2f3a-91b4-ef11-a72e-6045bd8c1d2f';

type Def = Record<string, unknown> & { type?: string; format?: string };
const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } } | null)?._zod?.def;
const isSchema = (value: unknown) => defOf(value) !== undefined;

/**
 * Every string schema with the strict `uuid` format reachable from `value`, by the path that leads
 * to it: through endpoints (params, querystring, body, response, multipart fields) and every kind
 * of wrapper, object, array, union and pipe.
 */
function strictUuids(value: unknown, path: string, found: string[], seen: Set<unknown>) {
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  const def = defOf(value);
  if (!def) {
    // A plain object: an endpoint, a multipart form, a table of schemas.
    for (const [key, inner] of Object.entries(value)) strictUuids(inner, `${path}.${key}`, found, seen);
    return;
  }
  if (def.type === 'string' && def.format === 'uuid') {
    const key = path.split('.').at(-1)!;
    if (!BROWSER_MADE_KEYS.has(key)) found.push(path);
    return;
  }
  const walk = (inner: unknown, suffix = '') => {
    if (isSchema(inner)) strictUuids(inner, `${path}${suffix}`, found, seen);
  };
  if (def.type === 'object') {
    for (const [key, inner] of Object.entries(def['shape'] as Record<string, unknown>)) walk(inner, `.${key}`);
    walk(def['catchall']);
  }
  if (def.type === 'lazy') walk((def['getter'] as () => unknown)());
  for (const key of ['element', 'innerType', 'in', 'out', 'left', 'right', 'keyType', 'valueType', 'rest'])
    walk(def[key], key === 'element' ? '[]' : '');
  for (const key of ['options', 'items']) for (const inner of (def[key] as unknown[] | undefined) ?? []) walk(inner);
}

describe('record ids', () => {
  it('crmGuid takes any 8-4-4-4-12 GUID, and only that', () => {
    expect(crmGuid.safeParse(DYNAMICS_ID).success).toBe(true);
    expect(crmGuid.safeParse(DYNAMICS_ID.toUpperCase()).success).toBe(true);
    expect(crmGuid.safeParse('5c8e2f3a-91b4-ef11-a72e-6045bd8c1d2').success).toBe(false);
    expect(crmGuid.safeParse("5c8e2f3a-91b4-ef11-a72e-6045bd8c1d2' or 1 eq 1").success).toBe(false);
    // The strict format refuses what a CRM issues: the desk's 500.
    expect(z.uuid().safeParse(DYNAMICS_ID).success).toBe(false);
  });

  it('no contract checks an id as a strict UUID, so a CRM-issued one passes every path and answer', () => {
    const found: string[] = [];
    for (const [name, value] of Object.entries(contracts)) strictUuids(value, name, found, new Set());
    expect(found).toEqual([]);
  });

  it('the walk finds a strict UUID where it is (the test can fail)', () => {
    const found: string[] = [];
    const endpoint = {
      params: z.object({ incidentId: z.uuid() }),
      response: z.object({ notes: z.array(z.object({ id: z.uuid().nullable() })) }),
    };
    strictUuids(endpoint, 'example', found, new Set());
    expect(found).toEqual(['example.params.incidentId', 'example.response.notes[].id']);
  });
});

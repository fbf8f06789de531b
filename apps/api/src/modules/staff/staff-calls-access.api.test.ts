import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contracts from '@portal/contracts';
import type { Endpoint } from '@portal/contracts/endpoint';
import { DEMO_STAFF } from '../../seed/staff.js';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;

/** Every staff call the contracts declare, so a new one is covered the day it is added. */
const STAFF_CALLS = Object.entries(contracts as Record<string, unknown>).filter(
  (entry): entry is [string, Endpoint & { staffRoles: readonly string[] }] => isEndpoint(entry[1]) && Boolean(entry[1].staffRoles),
);

/** A value for each path parameter that the parameter takes but no stored row has, so no call changes anything. */
const CANDIDATES = ['00000000-0000-4000-8000-000000000000', '999999', '2099', 'NO-SUCH-1'];
function pathOf(endpoint: Endpoint) {
  const shape = (endpoint.params as z.ZodObject | undefined)?.shape ?? {};
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const schema = shape[name] as z.ZodType | undefined;
    return CANDIDATES.find((c) => !schema || schema.safeParse(c).success) ?? 'x';
  });
}

const call = async (email: string, endpoint: Endpoint) =>
  t.app.inject({
    method: endpoint.method,
    url: pathOf(endpoint),
    headers: { authorization: `Bearer ${await t.tokenFor(email)}` },
    ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { payload: {} }),
  });

describe('every staff call', () => {
  it('exists in numbers worth checking', () => {
    expect(STAFF_CALLS.length).toBeGreaterThan(40);
  });

  it.each(STAFF_CALLS)('%s: 403 to a dealer, 403 to staff without its role, past the access check with it', async (_, endpoint) => {
    const dealer = await call('ola@reseller-no.test', endpoint);
    expect(dealer.json()).toMatchObject({ statusCode: 403, code: 'STAFF_ONLY' });

    const without = DEMO_STAFF.find((s) => !s.roles.includes('back-office-admin') && !s.roles.some((r) => endpoint.staffRoles.includes(r)));
    // A call every role may make (the start page's queues) has nobody without its role.
    if (without) expect((await call(without.email, endpoint)).json()).toMatchObject({ statusCode: 403, code: 'STAFF_ROLE_REQUIRED' });

    const holders = DEMO_STAFF.filter((s) => s.roles.includes('back-office-admin') || s.roles.some((r) => endpoint.staffRoles.includes(r)));
    expect(holders.length).toBeGreaterThan(0);
    for (const staff of holders) {
      const res = await call(staff.email, endpoint);
      // Past the access check: the call itself answers (200, or 400/404/409/415 for the made-up input).
      expect([401, 403], `${staff.email} ${endpoint.method} ${pathOf(endpoint)}`).not.toContain(res.statusCode);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});

import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REQUIRE_SERIAL_YES,
  type ConfigureResponse,
  type Incident,
  type InitConfigurationResponse,
  type LookupComplaintOrderResponse,
} from '@portal/contracts';
import { contactId } from '../seed/customers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { multipartBody } from '../test/multipart.js';
import { transportDamage } from '../test/complaint-request.js';

// Two instances need one database server between them: the embedded database belongs to one process.
const onServer = process.env['PORTAL_TEST_DB'] === 'server' && Boolean(process.env['TEST_DATABASE_URL']);

const ERIK = 'admin@reseller-se.test';
const ANNA = 'anna@reseller-se.test';

describe.skipIf(!onServer)('two instances on one database, as behind a load balancer', () => {
  let t: TestApp;
  let second: Awaited<ReturnType<TestApp['secondInstance']>>;
  /** Each instance listens on a port of its own; requests go over HTTP as a balancer would send them. */
  let first: string;
  let other: string;

  beforeAll(async () => {
    t = await createTestApp();
    second = await t.secondInstance();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await second.app.listen({ port: 0, host: '127.0.0.1' });
    first = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    other = `http://127.0.0.1:${(second.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  const send = async (base: string, email: string, method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await t.tokenFor(email)}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const setLevel = (base: string, roles: string) =>
    send(base, ERIK, 'GET', `/api/user/addOrUpdateAsAdmin?contactid=${contactId(ANNA)}&roles=${encodeURIComponent(roles)}`);

  it('enforces an access change made through one instance on the next request to the other', async () => {
    // The other instance has served Anna already, so it knows her as a reseller.
    for (let i = 0; i < 3; i++) expect((await send(other, ANNA, 'GET', '/api/reseller/myContact')).status).toBe(200);

    expect((await setLevel(first, 'none')).status).toBe(200);
    const refused = await send(other, ANNA, 'GET', '/api/reseller/myContact');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'NO_ACCESS' });

    expect((await setLevel(first, 'Reseller')).status).toBe(200);
    expect((await send(other, ANNA, 'GET', '/api/reseller/myContact')).status).toBe(200);
    // Admin rights given on one instance open the admin calls on the other at once, and go as fast.
    expect((await send(other, ANNA, 'GET', '/api/financial/totalRevenueYTD')).status).toBe(403);
    expect((await setLevel(first, 'Portal Admin,Reseller')).status).toBe(200);
    expect((await send(other, ANNA, 'GET', '/api/financial/totalRevenueYTD')).status).toBe(200);
    expect((await setLevel(other, 'Reseller')).status).toBe(200);
    expect((await send(first, ANNA, 'GET', '/api/financial/totalRevenueYTD')).status).toBe(403);
  });

  it('enforces a change made straight in the database (staff, the ERP) on the next request to either', async () => {
    expect((await send(first, ANNA, 'GET', '/api/reseller/myContact')).status).toBe(200);
    expect((await send(other, ANNA, 'GET', '/api/reseller/myContact')).status).toBe(200);
    await t.database.db.updateTable('customer').set({ active: false }).where('customer_number', '=', '10001').execute();
    try {
      expect((await send(first, ANNA, 'GET', '/api/reseller/myContact')).status).toBe(403);
      expect((await send(other, ANNA, 'GET', '/api/reseller/myContact')).status).toBe(403);
    } finally {
      await t.database.db.updateTable('customer').set({ active: true }).where('customer_number', '=', '10001').execute();
    }
    expect((await send(other, ANNA, 'GET', '/api/reseller/myContact')).status).toBe(200);
  });

  it('continues a configurator session started on one instance on the other', async () => {
    const started = await send(first, ANNA, 'GET', '/api/cpq/v2/init?ruleset=Chimney');
    expect(started.status).toBe(200);
    const session = started.body as unknown as InitConfigurationResponse;
    const answer = (base: string, values: Record<string, string>) =>
      send(base, ANNA, 'POST', '/api/cpq/v2/config', {
        sessionId: session.SessionId,
        values: Object.entries(values).map(([ID, Value]) => ({ ID, Value })),
      });
    expect((await answer(first, { diameter: '180' })).status).toBe(200);
    const continued = await answer(other, { heightInside: '5' });
    expect(continued.status).toBe(200);
    const options = (continued.body as unknown as ConfigureResponse).Pages.flatMap((p) => p.Screens.flatMap((s) => s.ScreenOptions));
    expect(options.find((o) => o.ID === 'diameter')?.Value).toBe('180');
    expect(options.find((o) => o.ID === 'heightInside')?.Value).toBe('5');
    // And back again: the first instance sees the answer given on the second.
    const back = await answer(first, {});
    const again = (back.body as unknown as ConfigureResponse).Pages.flatMap((p) => p.Screens.flatMap((s) => s.ScreenOptions));
    expect(again.find((o) => o.ID === 'heightInside')?.Value).toBe('5');
  });

  it('shows the same complaint list on both instances after a complaint is made on one', async () => {
    const list = async (base: string) => {
      const res = await send(base, ANNA, 'GET', '/api/complaint/openComplaints');
      expect(res.status).toBe(200);
      return (res.body as { value: Incident[] }).value;
    };
    // Both instances have composed the list before the change.
    const before = await list(first);
    expect(await list(other)).toEqual(before);

    const delivered = await t.database.db
      .selectFrom('customer_order as o')
      .innerJoin('order_line as l', 'l.order_number', 'o.order_number')
      .innerJoin('product as p', 'p.item_number', 'l.item_number')
      .select('o.order_number')
      .where('o.customer_number', '=', '10001')
      .where('o.status', '=', 60)
      .where('p.require_serial', '=', false)
      .where('l.shipped_qty', '>', 0)
      .executeTakeFirstOrThrow();
    const lookup = await send(first, ANNA, 'GET', `/api/complaint/order?searchId=${delivered.order_number}`);
    expect(lookup.status).toBe(200);
    const order = lookup.body as unknown as LookupComplaintOrderResponse;
    const claimed = order.Lines.find((l) => l.Require_Serial !== REQUIRE_SERIAL_YES)!;
    const data = transportDamage(order, claimed, {
      description: 'Made on the first instance, read on the second.',
      orderMark: 'Two instances',
    });
    const { payload, contentType } = multipartBody([{ name: 'data', value: JSON.stringify(data) }]);
    const created = await fetch(`${first}/api/complaint`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await t.tokenFor(ANNA)}`, 'content-type': contentType },
      body: new Uint8Array(payload),
    });
    expect(created.status, await created.clone().text()).toBe(200);

    const onOther = await list(other);
    expect(onOther).toHaveLength(before.length + 1);
    expect(onOther.some((i) => i.description === data.description)).toBe(true);
    expect(await list(first)).toEqual(onOther);
  });
});

import { describe, expect, it } from 'vitest';
import { COMPLAINT_STATUS } from '@portal/contracts/complaint';
import type { IntegrationComplaint, IntegrationComplaintPage } from '@portal/contracts/integration-api';
import { ANNA, BACKOFFICE_ADMIN, SERVICE } from '../../test/demo-users.js';
import { auditRows } from '../../test/fixtures.js';
import { clientToken, createIntegrationClient, expectIntegrationAccess } from '../../test/integration-client.js';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp({ env: { INTEGRATION_RATE_LIMIT_PER_MINUTE: '1000' } });

const send = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const used = new Set<string>();
/** A complaint from the seed in the status given, that no test has used yet. */
async function complaintIn(status: number) {
  const rows = await t.database.db.selectFrom('incident').select('id').where('portal_status', '=', status).orderBy('created_at').execute();
  const free = rows.find((r) => !used.has(r.id))!.id;
  used.add(free);
  return free;
}

describe('integration complaints', () => {
  it('answers every complaint call 401 without a token, 403 to dealers, staff and a client without the scope, and serves a client with it', async () => {
    const id = await complaintIn(COMPLAINT_STATUS.Registered);
    await expectIntegrationAccess(
      t,
      [
        ['GET', '/api/integration/v1/complaints?pageSize=5', 'complaints.read'],
        ['GET', `/api/integration/v1/complaints/${id}`, 'complaints.read'],
        ['PUT', `/api/integration/v1/complaints/${id}/status`, 'complaints.write', { status: COMPLAINT_STATUS.Ongoing }],
        ['POST', `/api/integration/v1/complaints/${id}/replies`, 'complaints.write', { text: 'We are on it.' }],
      ],
      { dealer: ANNA, staff: BACKOFFICE_ADMIN },
    );
  });

  it('lists complaints by status and dealer, and reads one with its files at signed addresses', async () => {
    const client = await createIntegrationClient(t, ['complaints.read']);
    const token = await clientToken(t, client, 'complaints.read');
    const page = (await send('GET', '/api/integration/v1/complaints?customer=10001', token)).json<IntegrationComplaintPage>();
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((c) => c.customerNumber === '10001')).toBe(true);
    const dates = page.items.map((c) => c.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const status = page.items[0]!.status;
    const byStatus = (await send('GET', `/api/integration/v1/complaints?status=${status}`, token)).json<IntegrationComplaintPage>();
    expect(byStatus.items.length).toBeGreaterThan(0);
    expect(byStatus.items.every((c) => c.status === status)).toBe(true);

    const withFile = await t.database.db.selectFrom('incident_attachment').select('incident_id').executeTakeFirstOrThrow();
    const one = (await send('GET', `/api/integration/v1/complaints/${withFile.incident_id}`, token)).json<IntegrationComplaint>();
    expect(one.files.length).toBeGreaterThan(0);
    expect(one.files[0]!.url).toMatch(/expires=\d+/);
    const file = await t.app.inject({ method: 'GET', url: one.files[0]!.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBeGreaterThan(0);

    expect((await send('GET', '/api/integration/v1/complaints/00000000-0000-4000-8000-000000000000', token)).statusCode).toBe(404);
  });

  it("moves a complaint and replies under the desk's rules, as the client; the dealer sees the reply and never an internal note", async () => {
    const client = await createIntegrationClient(t, ['complaints.read', 'complaints.write', 'events.read'], 'Dynamics CRM');
    const token = await clientToken(t, client, 'complaints.read complaints.write events.read');
    const rows = await t.database.db
      .selectFrom('incident')
      .select('id')
      .where('customer_number', '=', '10001')
      .where('portal_status', '<>', COMPLAINT_STATUS.Completed)
      .execute();
    const id = rows.find((r) => !used.has(r.id))!.id;
    used.add(id);
    const secret = 'Internal: this dealer mounted the glass wrongly before';
    expect((await t.call(SERVICE, 'POST', `/api/staff/complaints/${id}/internal-notes`, { text: secret })).statusCode).toBe(200);

    // Only the desk's moves: a status it may not move to now answers 409.
    const before = (await send('GET', `/api/integration/v1/complaints/${id}`, token)).json<IntegrationComplaint>();
    const statuses = [
      COMPLAINT_STATUS.Registered,
      COMPLAINT_STATUS.Ongoing,
      COMPLAINT_STATUS.WaitingForDetails,
      COMPLAINT_STATUS.Completed,
    ];
    const notAllowed = statuses.find((s) => s !== before.status && !before.nextStatuses.includes(s))!;
    const skip = await send('PUT', `/api/integration/v1/complaints/${id}/status`, token, { status: notAllowed });
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toMatchObject({ code: 'STATUS_TRANSITION_NOT_ALLOWED' });
    const next = before.nextStatuses[0]!;
    const moved = await send('PUT', `/api/integration/v1/complaints/${id}/status`, token, { status: next });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<IntegrationComplaint>()).toMatchObject({ status: next });

    const reply = 'A new glass is on its way from our warehouse.';
    const key = { 'idempotency-key': `reply-${id}` };
    const answered = await send('POST', `/api/integration/v1/complaints/${id}/replies`, token, { text: reply }, key);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<IntegrationComplaint>().messages.at(-1)).toMatchObject({
      from: 'manufacturer',
      text: reply,
      author: expect.stringContaining('Dynamics CRM'),
    });
    // Sent again with its key: the same answer, one reply.
    const again = await send('POST', `/api/integration/v1/complaints/${id}/replies`, token, { text: reply }, key);
    expect(again.json()).toEqual(answered.json());
    expect(await auditRows(t, id, 'complaint.reply')).toHaveLength(1);
    const other = await send('POST', `/api/integration/v1/complaints/${id}/replies`, token, { text: 'Another text' }, key);
    expect(other.statusCode).toBe(422);

    const messages = (await t.call(ANNA, 'GET', `/api/complaint/messages?incidentId=${id}`)).json<{ value: { description: string }[] }>();
    expect(messages.value.at(-1)).toMatchObject({ description: reply });
    const [status] = await auditRows(t, id, 'complaint.status');
    const actor = await t.database.db
      .selectFrom('staff_member')
      .select('firstname')
      .where('id', '=', status!.staff_id)
      .executeTakeFirstOrThrow();
    expect(actor.firstname).toBe('Dynamics CRM');

    // The internal note is in no integration read and no event.
    const read = await send('GET', `/api/integration/v1/complaints/${id}`, token);
    expect(read.body).not.toContain(secret);
    expect((await send('GET', '/api/integration/v1/complaints?customer=10001&pageSize=500', token)).body).not.toContain(secret);
    await t.app.integration.sequenceEvents();
    let feed = '';
    for (let after = '0', page: { items: unknown[]; next: string }; ; after = page.next) {
      const res = await send('GET', `/api/integration/v1/events?after=${after}&limit=1000`, token);
      page = res.json();
      feed += res.body;
      if (page.items.length < 1000) break;
    }
    expect(feed).toContain(reply);
    expect(feed).not.toContain(secret);

    expect((await send('POST', `/api/integration/v1/complaints/${id}/replies`, token, { text: '   ' })).statusCode).toBe(400);
  });
});

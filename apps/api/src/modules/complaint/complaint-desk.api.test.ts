import { describe, expect, it } from 'vitest';
import { COMPLAINT_STATUS } from '@portal/contracts/complaint';
import { MAX_STAFF_NOTE_LENGTH } from '@portal/contracts/staff-complaint';
import { staffId } from '../../seed/staff.js';
import { tinyPng } from '../../seed/complaints.js';
import { postMultipart } from '../../test/multipart.js';
import { expectQueueFilter, expectQueuePages } from '../../test/expectations.js';
import { useTestApp } from '../../test/use-test-app.js';
import { SERVICE, BACKOFFICE_ADMIN as ADMIN, ANNA as DEALER } from '../../test/demo-users.js';
import { auditRows } from '../../test/fixtures.js';

const t = useTestApp();

/** A registered complaint of customer 10001 from the seed. */
async function registeredComplaint() {
  const row = await t.database.db
    .selectFrom('incident')
    .select(['id', 'case_number'])
    .where('customer_number', '=', '10001')
    .where('portal_status', '=', COMPLAINT_STATUS.Registered)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return row;
}

describe('complaints desk: who may call', () => {
  it('answers 403 to a dealer and to staff without customer service, 200 to customer service and back-office admins', async () => {
    const { id } = await registeredComplaint();
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/staff/complaints'],
      ['GET', `/api/staff/complaints/${id}`],
      ['GET', '/api/staff/complaints-desk/staff'],
      ['POST', `/api/staff/complaints/${id}/internal-notes`, { text: 'role check' }],
      ['PUT', `/api/staff/complaints/${id}/assignee`, { staffId: null }],
    ];
    for (const [method, url, body] of calls) {
      const as = (email: string) => t.call(email, method as 'GET', url, body);
      expect((await as(DEALER)).json(), `${method} ${url} dealer`).toMatchObject({ statusCode: 403, code: 'STAFF_ONLY' });
      expect((await as('marketing@manufacturer.test')).json(), `${method} ${url} marketing`).toMatchObject({
        statusCode: 403,
        code: 'STAFF_ROLE_REQUIRED',
      });
      expect((await as('sales@manufacturer.test')).statusCode, `${method} ${url} sales`).toBe(403);
      expect((await as(SERVICE)).statusCode, `${method} ${url} service`).toBe(200);
      expect((await as(ADMIN)).statusCode, `${method} ${url} admin`).toBe(200);
    }
  });

  it('answers 404 for an unknown complaint and 400 for a malformed id', async () => {
    expect((await t.call(SERVICE, 'GET', '/api/staff/complaints/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await t.call(SERVICE, 'GET', '/api/staff/complaints/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('complaints desk: the queue', () => {
  it('lists every dealer, filters by status and market, searches by case number, and pages', async () => {
    await expectQueuePages(t, SERVICE, '/api/staff/complaints', 'incidentid');
    const registered = `status=${COMPLAINT_STATUS.Registered}`;
    await expectQueueFilter(t, SERVICE, '/api/staff/complaints', registered, 'edp_portalstatus', COMPLAINT_STATUS.Registered);
    await expectQueueFilter(t, SERVICE, '/api/staff/complaints', 'market=no', 'market', 'no');

    const { case_number } = await registeredComplaint();
    const found = (await t.call(SERVICE, 'GET', `/api/staff/complaints?search=${case_number}`)).json();
    expect(found.items.map((i: { ed_casenumber: string }) => i.ed_casenumber)).toEqual([case_number]);
    const byDigits = (await t.call(SERVICE, 'GET', `/api/staff/complaints?search=${case_number.replace('CAS-', '')}`)).json();
    expect(byDigits).toMatchObject({ total: 1, totalCapped: false });
    // By the order or serial number the dealer gave, and by the dealer's number: each its own index.
    const given = await t.database.db
      .selectFrom('incident')
      .select(['id', 'order_number', 'serial_number'])
      .where('order_number', 'is not', null)
      .where('serial_number', 'is not', null)
      .executeTakeFirstOrThrow();
    for (const text of [given.order_number!, given.serial_number!]) {
      const hits = (await t.call(SERVICE, 'GET', `/api/staff/complaints?search=${text}&pageSize=100`)).json();
      expect(hits.items.map((i: { incidentid: string }) => i.incidentid)).toContain(given.id);
    }
    const dealer = (await t.call(SERVICE, 'GET', '/api/staff/complaints?search=10001&pageSize=100')).json();
    expect(dealer.total).toBeGreaterThan(0);
    expect(dealer.items.every((i: { customerNumber: string }) => i.customerNumber === '10001')).toBe(true);

    const oldest = (await t.call(SERVICE, 'GET', '/api/staff/complaints?sort=createdon:asc&pageSize=10')).json();
    expect(oldest.items[0].createdon <= oldest.items[9].createdon).toBe(true);
    expect((await t.call(SERVICE, 'GET', '/api/staff/complaints?pageSize=7')).statusCode).toBe(400);
  });
});

describe('complaints desk: answering a dealer', () => {
  it('moves a complaint along its path, refuses a skip or a way back with 409, and shows each step to the dealer', async () => {
    const { id } = await registeredComplaint();
    const put = (status: number) => t.call(SERVICE, 'PUT', `/api/staff/complaints/${id}/status`, { status });

    const skip = await put(COMPLAINT_STATUS.Completed);
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toMatchObject({ code: 'STATUS_TRANSITION_NOT_ALLOWED' });
    expect((await put(COMPLAINT_STATUS.WaitingForDetails)).statusCode).toBe(409);

    const ongoing = await put(COMPLAINT_STATUS.Ongoing);
    expect(ongoing.statusCode).toBe(200);
    expect(ongoing.json()).toMatchObject({
      edp_portalstatus: COMPLAINT_STATUS.Ongoing,
      nextStatuses: [COMPLAINT_STATUS.WaitingForDetails, COMPLAINT_STATUS.Completed],
    });
    const seen = (await t.call(DEALER, 'GET', `/api/complaint?incidentId=${id}`)).json();
    expect(seen.value[0].edp_portalstatus).toBe(COMPLAINT_STATUS.Ongoing);

    expect((await put(COMPLAINT_STATUS.Registered)).statusCode).toBe(409);
    expect((await put(COMPLAINT_STATUS.WaitingForDetails)).statusCode).toBe(200);
    expect((await put(COMPLAINT_STATUS.Ongoing)).statusCode).toBe(200);
    expect((await put(COMPLAINT_STATUS.Completed)).statusCode).toBe(200);
    expect((await put(COMPLAINT_STATUS.Ongoing)).json()).toMatchObject({ statusCode: 409, code: 'STATUS_TRANSITION_NOT_ALLOWED' });

    // A completed complaint leaves the dealer's open list for the history.
    const open = (await t.call(DEALER, 'GET', '/api/complaint/openComplaints')).json();
    const history = (await t.call(DEALER, 'GET', '/api/complaint/historyComplaints')).json();
    expect(open.value.some((i: { incidentid: string }) => i.incidentid === id)).toBe(false);
    expect(history.value.some((i: { incidentid: string }) => i.incidentid === id)).toBe(true);

    // Each move is in the audit log, with the values before and after.
    const audit = await auditRows(t, id, 'complaint.status');
    expect(audit.map((a) => [a.before?.['status'], a.after?.['status']])).toEqual([
      [COMPLAINT_STATUS.Registered, COMPLAINT_STATUS.Ongoing],
      [COMPLAINT_STATUS.Ongoing, COMPLAINT_STATUS.WaitingForDetails],
      [COMPLAINT_STATUS.WaitingForDetails, COMPLAINT_STATUS.Ongoing],
      [COMPLAINT_STATUS.Ongoing, COMPLAINT_STATUS.Completed],
    ]);
    expect(audit.every((a) => a.staff_id === staffId(SERVICE) && a.customer_number === '10001')).toBe(true);
  });

  it('shows a reply to the dealer with the staff name and time, and never an internal note', async () => {
    const { id } = await t.database.db
      .selectFrom('incident')
      .select('id')
      .where('customer_number', '=', '10001')
      .where('portal_status', '<>', COMPLAINT_STATUS.Completed)
      .orderBy('created_at')
      .executeTakeFirstOrThrow();
    const secret = 'Internal: the dealer ordered the wrong gasket before';
    const reply = 'We send a new glass this week.';
    expect((await t.call(SERVICE, 'POST', `/api/staff/complaints/${id}/internal-notes`, { text: secret })).statusCode).toBe(200);
    const answered = await t.call(SERVICE, 'POST', `/api/staff/complaints/${id}/replies`, { text: reply });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().internalNotes.map((n: { text: string }) => n.text)).toContain(secret);
    expect(answered.json().notes.at(-1)).toMatchObject({ text: reply, author: 'Sara Lindqvist', fromStaff: true });

    const messages = (await t.call(DEALER, 'GET', `/api/complaint/messages?incidentId=${id}`)).json();
    expect(messages.value.at(-1)).toMatchObject({ description: reply, name: 'Sara Lindqvist' });
    expect(Date.parse(messages.value.at(-1).createdon)).toBeGreaterThan(Date.now() - 60_000);

    // Not in any dealer call.
    for (const url of [
      `/api/complaint/messages?incidentId=${id}`,
      `/api/complaint?incidentId=${id}`,
      '/api/complaint/openComplaints',
      '/api/complaint/historyComplaints',
      `/api/complaint/images?incidentId=${id}`,
    ]) {
      const body = (await t.call(DEALER, 'GET', url)).body;
      expect(body, url).not.toContain(secret);
    }
    expect((await t.call(SERVICE, 'POST', `/api/staff/complaints/${id}/replies`, { text: '   ' })).statusCode).toBe(400);
    expect(
      (await t.call(SERVICE, 'POST', `/api/staff/complaints/${id}/replies`, { text: 'x'.repeat(MAX_STAFF_NOTE_LENGTH + 1) })).statusCode,
    ).toBe(400);
  });

  it('assigns a complaint to customer service only, and records it', async () => {
    const { id } = await t.database.db.selectFrom('incident').select('id').where('customer_number', '=', '20001').executeTakeFirstOrThrow();
    const staff = (await t.call(SERVICE, 'GET', '/api/staff/complaints-desk/staff')).json();
    expect(staff.items.map((s: { name: string }) => s.name).sort()).toEqual(['Per Strand', 'Sara Lindqvist']);

    const assigned = await t.call(ADMIN, 'PUT', `/api/staff/complaints/${id}/assignee`, { staffId: staffId(SERVICE) });
    expect(assigned.json().assignee).toEqual({ id: staffId(SERVICE), name: 'Sara Lindqvist' });
    const refused = await t.call(ADMIN, 'PUT', `/api/staff/complaints/${id}/assignee`, { staffId: staffId('marketing@manufacturer.test') });
    expect(refused.json()).toMatchObject({ statusCode: 400, field: 'staffId' });
    const [audit] = await auditRows(t, id, 'complaint.assign');
    expect(audit).toMatchObject({ staff_id: staffId(ADMIN), before: { assignee: null }, after: { assignee: staffId(SERVICE) } });
  });

  it('gives staff the dealer files through signed addresses', async () => {
    const withFile = await t.database.db.selectFrom('incident_attachment').select('incident_id').executeTakeFirstOrThrow();
    const detail = (await t.call(SERVICE, 'GET', `/api/staff/complaints/${withFile.incident_id}`)).json();
    expect(detail.files.length).toBeGreaterThan(0);
    const file = await t.app.inject({ method: 'GET', url: detail.files[0].url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBeGreaterThan(0);
  });

  it('lets customer service attach files under the dealer rules, which the dealer then sees', async () => {
    const { id } = await t.database.db
      .selectFrom('incident')
      .select('id')
      .where('customer_number', '=', '10001')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const url = `/api/staff/complaints/${id}/files`;
    const png = { name: 'files', filename: 'Serviceprotokoll.png', type: 'image/png', bytes: tinyPng('Serviceprotokoll') };
    expect((await postMultipart(t, DEALER, url, [png])).statusCode).toBe(403);
    expect((await postMultipart(t, 'marketing@manufacturer.test', url, [png])).statusCode).toBe(403);
    const before = await t.database.db.selectFrom('incident_attachment').select('id').where('incident_id', '=', id).execute();

    // Not an image or PDF: refused, and nothing is stored.
    const text = { name: 'files', filename: 'notes.png', type: 'image/png', bytes: Buffer.from('just text') };
    expect((await postMultipart(t, SERVICE, url, [text])).json()).toMatchObject({
      statusCode: 400,
      field: 'files.0',
      key: 'form.file-error.file-type',
    });
    expect((await postMultipart(t, SERVICE, url, [])).json()).toMatchObject({ statusCode: 400, field: 'files' });
    expect(await t.database.db.selectFrom('incident_attachment').select('id').where('incident_id', '=', id).execute()).toHaveLength(
      before.length,
    );

    const added = await postMultipart(t, SERVICE, url, [png]);
    expect(added.statusCode).toBe(200);
    expect(added.json().files.map((f: { name: string }) => f.name)).toContain('Serviceprotokoll.png');
    const dealerImages = (await t.call(DEALER, 'GET', `/api/complaint/images?incidentId=${id}`)).json().value;
    expect(dealerImages.map((f: { name: string }) => f.name)).toContain('Serviceprotokoll.png');
    const [audit] = await auditRows(t, id, 'complaint.files');
    expect(audit).toMatchObject({ staff_id: staffId(SERVICE), after: { files: [{ name: 'Serviceprotokoll.png' }] } });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { COMPLAINT_STATUS } from '@portal/contracts/complaint';
import { useTestApp } from '../../test/use-test-app.js';
import { SERVICE, ANNA as DEALER } from '../../test/demo-users.js';

const t = useTestApp();

/** Ids as Dynamics issues them: valid GUIDs without an RFC 4122 version nibble (`ef11`). */
const INCIDENT = '5c8e2f3a-91b4-ef11-a72e-6045bd8c1d2f';
const NOTE = '0b7d41c2-5e3a-ef11-8409-000d3a2b9c41';

beforeAll(async () => {
  const contact = await t.database.db.selectFrom('contact').select('id').where('email', '=', DEALER).executeTakeFirstOrThrow();
  await t.database.db
    .insertInto('incident')
    .values({
      id: INCIDENT,
      customer_number: '10001',
      contact_id: contact.id,
      order_mark: 'From the CRM',
      description: 'A complaint the CRM registered',
      incident_type: 'other-faults',
      portal_status: COMPLAINT_STATUS.Registered,
      created_at: new Date(),
    })
    .execute();
  await t.database.db
    .insertInto('incident_note')
    .values({
      id: NOTE,
      incident_id: INCIDENT,
      subject: null,
      description: 'Written in the CRM',
      contact_id: null,
      author_name: 'CRM',
      created_at: new Date(),
      staff_id: null,
    })
    .execute();
});

describe('a complaint whose id a CRM issued', () => {
  it('keeps the staff complaints desk up: the list and the detail answer 200 and show it', async () => {
    const list = await t.call(SERVICE, 'GET', '/api/staff/complaints?pageSize=100');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items.map((i: { incidentid: string }) => i.incidentid)).toContain(INCIDENT);

    const detail = await t.call(SERVICE, 'GET', `/api/staff/complaints/${INCIDENT}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({ incidentid: INCIDENT, notes: [{ id: NOTE, text: 'Written in the CRM' }] });
  });

  it('takes the id in the desk paths that change it', async () => {
    const note = await t.call(SERVICE, 'POST', `/api/staff/complaints/${INCIDENT}/internal-notes`, { text: 'Checked against the CRM' });
    expect(note.statusCode, note.body).toBe(200);
    const detail = (await t.call(SERVICE, 'GET', `/api/staff/complaints/${INCIDENT}`)).json();
    expect(detail.internalNotes.map((n: { text: string }) => n.text)).toContain('Checked against the CRM');
  });

  it('shows it on the dealer side too', async () => {
    const open = await t.call(DEALER, 'GET', '/api/complaint/openComplaints?page=1&pageSize=10');
    expect(open.statusCode, open.body).toBe(200);
    expect(JSON.stringify(open.json())).toContain(INCIDENT);
    const messages = await t.call(DEALER, 'GET', `/api/complaint/messages?incidentId=${INCIDENT}`);
    expect(messages.statusCode, messages.body).toBe(200);
    expect(JSON.stringify(messages.json())).toContain('Written in the CRM');
  });
});

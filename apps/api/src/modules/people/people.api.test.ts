import { describe, expect, it } from 'vitest';
import { erasedEmail, erasedName, type PersonalDataExport } from '@portal/contracts/staff-people';
import { hasPortalAdmin } from '@portal/contracts/claims';
import { useTestApp } from '../../test/use-test-app.js';
import { orderRequest } from '../../test/order-request.js';
import { auditRows, contactIdOf } from '../../test/fixtures.js';
import { ANNA, BACKOFFICE_ADMIN, ERIK, OLA, SALES, SERVICE } from '../../test/demo-users.js';
import { staffId } from '../../seed/staff.js';

const t = useTestApp();

const base = (contactId: string, customerNumber = '10001') => `/api/staff/customers/${customerNumber}/users/${contactId}`;

describe('personal data of a dealer’s user', () => {
  it('answers 403 to dealers and to staff who are not back-office admins, and 404 for another dealer’s user', async () => {
    const anna = await contactIdOf(t, ANNA);
    const ola = await contactIdOf(t, OLA);
    for (const [method, url, payload] of [
      ['GET', `${base(anna)}/personal-data`, undefined],
      ['POST', `${base(anna)}/erase`, { confirmEmail: ANNA }],
    ] as const) {
      expect((await t.call(ANNA, method, url, payload)).json()).toMatchObject({ statusCode: 403, code: 'STAFF_ONLY' });
      for (const staff of [SERVICE, SALES])
        expect((await t.call(staff, method, url, payload)).json()).toMatchObject({ statusCode: 403, code: 'STAFF_ROLE_REQUIRED' });
    }
    // Ola is a user of the Norwegian dealer, not of 10001.
    expect((await t.call(BACKOFFICE_ADMIN, 'GET', `${base(ola)}/personal-data`)).statusCode).toBe(404);
    expect((await t.call(BACKOFFICE_ADMIN, 'POST', `${base(ola)}/erase`, { confirmEmail: OLA })).statusCode).toBe(404);
    expect((await t.call(BACKOFFICE_ADMIN, 'GET', `${base('00000000-0000-4000-8000-000000000000')}/personal-data`)).statusCode).toBe(404);
    expect((await t.database.db.selectFrom('contact').select('email').where('id', '=', ola).executeTakeFirstOrThrow()).email).toBe(OLA);
  });

  it('exports the account, sign-in history, orders, complaints, notes, e-mails and audit rows of one user, audited', async () => {
    const anna = await contactIdOf(t, ANNA);
    const placed = await t.call(ANNA, 'POST', '/api/order/placeOrder', await orderRequest(t));
    expect(placed.statusCode, placed.body).toBe(200);
    const orderNumber = placed.json<{ Header: { PlaceOrderNumber: string } }>().Header.PlaceOrderNumber;
    await t.database.db.insertInto('sign_in_failure').values({ account_key: ANNA, address: '192.0.2.7', failed_at: new Date() }).execute();

    const res = await t.call(BACKOFFICE_ADMIN, 'GET', `${base(anna)}/personal-data`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<PersonalDataExport>();
    expect(data.person).toMatchObject({ id: anna, email: ANNA, firstname: 'Anna', lastname: 'Bergström' });
    expect(data.person).not.toHaveProperty('password_hash');
    expect(data.company).toEqual({ customerNumber: '10001', name: expect.any(String) });
    expect(data.signIn.hasPassword).toBe(true);
    expect(data.signIn.failedSignIns).toEqual([expect.objectContaining({ address: '192.0.2.7' })]);
    // The demo's sign-ins go back months: each month once, with the dealer it was counted for.
    expect(data.signIn.activeMonths.length).toBeGreaterThan(1);
    expect(data.signIn.activeMonths[0]).toEqual({ month: expect.stringMatching(/^\d{4}-\d{2}-01$/), customer_number: '10001' });
    expect(data.orders.map((o) => o['order_number'])).toContain(orderNumber);
    const order = data.orders.find((o) => o['order_number'] === orderNumber)!;
    expect((order['lines'] as unknown[]).length).toBe(2);
    expect(order).not.toHaveProperty('idempotency_key');
    const complaints = await t.database.db.selectFrom('incident').select('id').where('contact_id', '=', anna).execute();
    expect(data.complaints.map((c) => c['id']).sort()).toEqual(complaints.map((c) => c.id).sort());
    const notes = await t.database.db.selectFrom('incident_note').select('id').where('contact_id', '=', anna).execute();
    expect(data.messages).toHaveLength(notes.length);
    const mails = await t.database.db.selectFrom('outbox_message').select('id').where('recipient', '=', ANNA).execute();
    expect(mails.length).toBeGreaterThan(0);
    expect(data.emails).toHaveLength(mails.length);
    expect(data.emails.every((m) => m['recipient'] === ANNA)).toBe(true);
    expect((await auditRows(t, anna, 'person.export')).length).toBe(1);
  });

  it('erases a user only with the address typed again: anonymised everywhere, no sign-in, the records kept', async () => {
    const anna = await contactIdOf(t, ANNA);
    const ordersBefore = await t.database.db.selectFrom('customer_order').select('order_number').where('contact_id', '=', anna).execute();
    const complaintsBefore = await t.database.db.selectFrom('incident').select('id').where('contact_id', '=', anna).execute();
    const months = () => t.database.db.selectFrom('portal_use_month').select('month').where('contact_id', '=', anna).execute();
    expect((await months()).length).toBeGreaterThan(0);

    const refused = await t.call(BACKOFFICE_ADMIN, 'POST', `${base(anna)}/erase`, { confirmEmail: 'eva.lind@reseller-se.test' });
    expect(refused.json()).toMatchObject({ statusCode: 400, field: 'confirmEmail', key: 'people.erase.confirm-mismatch' });
    expect((await t.call(ANNA, 'GET', '/api/reseller/myContact')).statusCode).toBe(200);

    const erased = await t.call(BACKOFFICE_ADMIN, 'POST', `${base(anna)}/erase`, { confirmEmail: ' Anna@Reseller-SE.test ' });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toEqual({ contactId: anna, name: erasedName(anna) });

    const contact = await t.database.db.selectFrom('contact').selectAll().where('id', '=', anna).executeTakeFirstOrThrow();
    expect(contact).toMatchObject({
      email: erasedEmail(anna),
      firstname: 'Erased',
      telephone1: null,
      mobilephone: null,
      password_hash: null,
      active: false,
    });
    expect(`${contact.firstname} ${contact.lastname}`).toBe(erasedName(anna));
    // Signed out and unable to sign in: the token of before no longer opens anything.
    expect((await t.call(ANNA, 'GET', '/api/reseller/myContact')).statusCode).toBe(403);
    expect(await t.database.db.selectFrom('sign_in_failure').select('id').where('account_key', '=', ANNA).execute()).toEqual([]);
    // Nor do the portal use figures count them any more.
    expect(await months()).toEqual([]);
    // The business records stay, under the anonymised name.
    expect(await t.database.db.selectFrom('customer_order').select('order_number').where('contact_id', '=', anna).execute()).toEqual(
      ordersBefore,
    );
    expect(await t.database.db.selectFrom('incident').select('id').where('contact_id', '=', anna).execute()).toEqual(complaintsBefore);
    expect(await t.database.db.selectFrom('outbox_message').select('id').where('recipient', '=', ANNA).execute()).toEqual([]);

    // Nothing of the person is left in what the portal holds about them.
    const after = (await t.call(BACKOFFICE_ADMIN, 'GET', `${base(anna)}/personal-data`)).json<PersonalDataExport>();
    const text = JSON.stringify({ ...after, orders: [], complaints: [] });
    expect(text).not.toMatch(/anna@reseller-se\.test|Bergström/i);
    expect(after.orders).toHaveLength(ordersBefore.length);
    const audit = await auditRows(t, anna, 'person.erase');
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toEqual({ name: erasedName(anna) });
  });
});

describe('erasing a dealer’s last Portal Admin', () => {
  it('is refused as deactivating them is, and changes nothing', async () => {
    const erik = await contactIdOf(t, ERIK);
    const users = await t.database.db
      .selectFrom('contact')
      .select(['id', 'access_level'])
      .where('customer_number', '=', '10001')
      .where('active', '=', true)
      .execute();
    expect(users.filter((u) => hasPortalAdmin(u.access_level.split(','))).map((u) => u.id)).toEqual([erik]);

    const refused = await t.call(BACKOFFICE_ADMIN, 'POST', `${base(erik)}/erase`, { confirmEmail: ERIK });
    expect(refused.json()).toMatchObject({ statusCode: 409, code: 'LAST_ADMIN' });
    const contact = await t.database.db.selectFrom('contact').select(['email', 'active']).where('id', '=', erik).executeTakeFirstOrThrow();
    expect(contact).toEqual({ email: ERIK, active: true });
    expect((await t.call(ERIK, 'GET', '/api/reseller/myContact')).statusCode).toBe(200);
    expect(await auditRows(t, erik, 'person.erase')).toEqual([]);
  });
});

describe('retention', () => {
  it('removes sent mail text, finished outbox rows, old sign-in rows and expired carts after their time, once', async () => {
    const db = t.database.db;
    const now = Date.now();
    const days = (n: number) => new Date(now - n * 86_400_000);
    const message = (id: string, state: 'sent' | 'dead' | 'pending', created: Date) => ({
      id,
      kind: 'order-confirmation',
      recipient: 'someone@retention.test',
      language: 'en',
      data: '{"orderNumber":"1"}',
      subject: 'Your order',
      body_text: 'Text',
      body_html: '<p>Text</p>',
      attachments: '[]',
      state,
      next_attempt_at: created,
      created_at: created,
      sent_at: state === 'sent' ? created : null,
    });
    await db
      .insertInto('outbox_message')
      .values([
        message('00000000-0000-4000-8000-00000000a001', 'sent', days(100)), // text removed, row kept
        message('00000000-0000-4000-8000-00000000a002', 'sent', days(400)), // removed
        message('00000000-0000-4000-8000-00000000a003', 'dead', days(400)), // removed
        message('00000000-0000-4000-8000-00000000a004', 'sent', days(10)), // kept whole
        message('00000000-0000-4000-8000-00000000a005', 'pending', days(400)), // never removed: not finished
      ])
      .execute();
    await db
      .insertInto('sign_in_failure')
      .values([
        { account_key: 'old@retention.test', address: '192.0.2.1', failed_at: days(31) },
        { account_key: 'new@retention.test', address: '192.0.2.1', failed_at: days(1) },
      ])
      .execute();
    const eva = await contactIdOf(t, 'eva.lind@reseller-se.test');
    const nils = await contactIdOf(t, 'nils.strand@reseller-se.test');
    await db.deleteFrom('cart').where('contact_id', 'in', [eva, nils]).execute();
    await db
      .insertInto('cart')
      .values([
        { contact_id: eva, customer_number: '10001', modified_at: days(31) },
        { contact_id: nils, customer_number: '10001', modified_at: days(2) },
      ])
      .execute();
    await db
      .insertInto('cart_line')
      .values({ contact_id: eva, customer_number: '10001', line_id: 'X', type: 'product', quantity: 1, config: null })
      .execute();

    // Staff's views of the portal: over for 31 days (ended, run out, a code never used) removed; the rest kept.
    const view = (n: number, at: Date, over: { ended_at?: Date; expires_at?: Date | null; started_at?: Date | null }) => ({
      id: `00000000-0000-4000-8000-00000000b00${n}`,
      staff_id: staffId(SERVICE),
      contact_id: eva,
      customer_number: '10001',
      code_hash: `retention-code-${n}`,
      code_expires_at: new Date(at.getTime() + 60_000),
      token_hash: over.started_at === null ? null : `retention-token-${n}`,
      started_at: at,
      expires_at: new Date(at.getTime() + 30 * 60_000),
      created_at: at,
      ...over,
    });
    await db
      .insertInto('view_as_session')
      .values([
        view(1, days(40), { ended_at: days(40) }), // removed: ended
        view(2, days(40), {}), // removed: ran out
        view(3, days(40), { started_at: null, expires_at: null }), // removed: its code never used
        view(4, days(29), { ended_at: days(29) }), // kept: ended within the time
        view(5, days(2), { ended_at: days(2) }), // kept
        view(6, new Date(now), {}), // kept: going on
      ])
      .execute();

    // Two instances' rounds at once: the rows are removed once between them.
    const reports = (await Promise.all([t.app.retain(), t.app.retain()])).filter((r) => r !== null);
    const total = (key: 'mailBodies' | 'outboxRows' | 'signInRows' | 'carts' | 'viewSessions') => reports.reduce((n, r) => n + r[key], 0);
    expect(total('outboxRows')).toBeGreaterThanOrEqual(2);
    expect(total('carts')).toBeGreaterThanOrEqual(1);

    const rows = await db
      .selectFrom('outbox_message')
      .select(['id', 'body_text', 'subject'])
      .where('recipient', '=', 'someone@retention.test')
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: '00000000-0000-4000-8000-00000000a001', body_text: null, subject: null },
      { id: '00000000-0000-4000-8000-00000000a004', body_text: 'Text', subject: 'Your order' },
      { id: '00000000-0000-4000-8000-00000000a005', body_text: 'Text', subject: 'Your order' },
    ]);
    const failures = await db
      .selectFrom('sign_in_failure')
      .select('account_key')
      .where('account_key', 'like', '%@retention.test')
      .execute();
    expect(failures.map((f) => f.account_key)).toEqual(['new@retention.test']);
    const carts = await db.selectFrom('cart').select('contact_id').where('contact_id', 'in', [eva, nils]).execute();
    expect(carts.map((c) => c.contact_id)).toEqual([nils]);
    expect(await db.selectFrom('cart_line').select('line_id').where('contact_id', '=', eva).execute()).toEqual([]);
    expect(total('viewSessions')).toBe(3);
    const views = await db
      .selectFrom('view_as_session')
      .select('id')
      .where('code_hash', 'like', 'retention-code-%')
      .orderBy('id')
      .execute();
    expect(views.map((v) => v.id.slice(-1))).toEqual(['4', '5', '6']);
  });
});

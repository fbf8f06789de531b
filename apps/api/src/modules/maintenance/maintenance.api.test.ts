import { describe, expect, it } from 'vitest';
import { isMaintenanceActive, type MaintenanceWindow } from '@portal/contracts/order';
import { useTestApp } from '../../test/use-test-app.js';
import { SALES, ANNA } from '../../test/demo-users.js';

const t = useTestApp();

const URL = '/api/staff/maintenance-windows';
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const closedNow = async () =>
  (await t.call(ANNA, 'GET', '/api/order/maintenanceStatus'))
    .json<{ value: MaintenanceWindow[] }>()
    .value.some((w) => isMaintenanceActive(w));

describe('maintenance windows', () => {
  it('answers 403 to dealers and to staff without sales administration', async () => {
    expect((await t.call(ANNA, 'GET', URL)).json().code).toBe('STAFF_ONLY');
    expect(
      (await t.call('marketing@manufacturer.test', 'POST', URL, { from: inMinutes(0), to: inMinutes(5), active: true })).json().code,
    ).toBe('STAFF_ROLE_REQUIRED');
    expect((await t.call(SALES, 'GET', URL)).statusCode).toBe(200);
  });

  it('closes ordering in the dealer portal at once while an active window runs, and opens it when switched off', async () => {
    expect(await closedNow()).toBe(false);
    const created = await t.call(SALES, 'POST', URL, { from: inMinutes(-5), to: inMinutes(55), active: true });
    expect(created.statusCode).toBe(200);
    const window = created.json();
    expect(window).toMatchObject({ active: true, inEffect: true });
    expect(await closedNow()).toBe(true);

    const off = await t.call(SALES, 'PUT', `${URL}/${window.id}`, { from: window.from, to: window.to, active: false });
    expect(off.json()).toMatchObject({ id: window.id, active: false, inEffect: false });
    expect(await closedNow()).toBe(false);

    const list = (await t.call(SALES, 'GET', URL)).json().items as { id: number }[];
    expect(list.map((w) => w.id)).toContain(window.id);
    expect((await t.call(SALES, 'DELETE', `${URL}/${window.id}`)).json()).toEqual({ id: window.id });
    expect((await t.call(SALES, 'DELETE', `${URL}/${window.id}`)).statusCode).toBe(404);

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('object_id', '=', String(window.id))
      .where('object_type', '=', 'maintenance')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['maintenance.create', 'maintenance.update', 'maintenance.delete']);
  });

  it('refuses a window that ends before it starts, or a date that is not one', async () => {
    const backwards = await t.call(SALES, 'POST', URL, { from: inMinutes(60), to: inMinutes(0), active: true });
    expect(backwards.json()).toMatchObject({ statusCode: 400, field: 'to' });
    const notADate = await t.call(SALES, 'POST', URL, { from: 'tomorrow', to: inMinutes(0), active: true });
    expect(notADate.json()).toMatchObject({ statusCode: 400, field: 'from' });
    expect((await t.call(SALES, 'PUT', `${URL}/999999`, { from: inMinutes(0), to: inMinutes(5), active: false })).statusCode).toBe(404);
  });
});

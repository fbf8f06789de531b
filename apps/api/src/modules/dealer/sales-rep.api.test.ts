import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();

describe('GET /api/reseller/salesRepInfo', () => {
  it('answers the sales representative of the caller’s own customer', async () => {
    const anna = await t.call('anna@reseller-se.test', 'GET', '/api/reseller/salesRepInfo');
    expect(anna.statusCode).toBe(200);
    expect(anna.json()).toEqual({
      firstname: 'Karin',
      lastname: 'Lindqvist',
      internalemailaddress: 'karin.lindqvist@manufacturer.test',
      address1_telephone1: '+46 470 75 30 12',
      mobilephone: '+46 70 312 44 19',
    });
    const ola = await t.call('ola@reseller-no.test', 'GET', '/api/reseller/salesRepInfo');
    expect(ola.json()).toMatchObject({ firstname: 'Ingrid', lastname: 'Haugen' });
  });

  it('answers every field null when no representative is assigned, and null for a missing phone', async () => {
    const rep = await t.database.db
      .selectFrom('customer')
      .select('sales_rep_id')
      .where('customer_number', '=', '40001')
      .executeTakeFirstOrThrow();
    await t.database.db.updateTable('sales_rep').set({ mobilephone: null }).where('id', '=', rep.sales_rep_id!).execute();
    expect((await t.call('mia@reseller-fi.test', 'GET', '/api/reseller/salesRepInfo')).json()).toMatchObject({
      firstname: 'Mikko',
      mobilephone: null,
    });

    await t.database.db.updateTable('customer').set({ sales_rep_id: null }).where('customer_number', '=', '40001').execute();
    const res = await t.call('mia@reseller-fi.test', 'GET', '/api/reseller/salesRepInfo');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      firstname: null,
      lastname: null,
      internalemailaddress: null,
      address1_telephone1: null,
      mobilephone: null,
    });
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/reseller/salesRepInfo' });
    expect(res.statusCode).toBe(401);
  });
});

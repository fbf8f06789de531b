import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';
import { MARKETING, OLA } from '../../test/demo-users.js';

const t = useTestApp();
// The campaign's year is the calendar year where the dealer is, as the API says.
let year: number;
beforeAll(async () => {
  year = (await t.call(OLA, 'GET', '/api/reseller/campaign')).json().year;
});

const texts = {
  signupTitle: 'Bli med i vinterkampanjen',
  signupText: 'Kampanjepriser på utvalgte ovner og materiell til utstillingen.',
  thanksTitle: 'Takk for påmeldingen',
  thanksText: 'Selgeren din tar kontakt med materiell og priser.',
};

describe('yearly campaign', () => {
  it('answers 403 to dealers and to staff without marketing', async () => {
    expect((await t.call('ola@reseller-no.test', 'GET', `/api/staff/campaigns/${year}`)).json().code).toBe('STAFF_ONLY');
    expect((await t.call('sales@manufacturer.test', 'PUT', `/api/staff/campaigns/${year}`, { name: 'x', texts: {} })).json().code).toBe(
      'STAFF_ROLE_REQUIRED',
    );
    expect((await t.call('service@manufacturer.test', 'GET', `/api/staff/campaigns/${year}/signups`)).statusCode).toBe(403);
    expect((await t.call(MARKETING, 'GET', `/api/staff/campaigns/${year}`)).statusCode).toBe(200);
  });

  it('names the campaign and writes its Norwegian texts, which a Norwegian dealer reads at once', async () => {
    expect(year).toBeGreaterThanOrEqual(2026);

    const saved = await t.call(MARKETING, 'PUT', `/api/staff/campaigns/${year}`, { name: `Vinter ${year}`, texts: { no: texts } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ year, name: `Vinter ${year}`, texts: { no: texts }, updatedBy: 'Johan Ek' });

    const ola = (await t.call('ola@reseller-no.test', 'GET', '/api/reseller/campaign')).json();
    expect(ola).toEqual({ year, name: `Vinter ${year}`, texts: { no: texts } });

    const again = await t.call(MARKETING, 'PUT', `/api/staff/campaigns/${year}`, { name: `Vinter ${year}`, texts: {} });
    expect(again.json().texts).toEqual({});
    const actions = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('object_type', '=', 'campaign')
      .where('object_id', '=', String(year))
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['campaign.create', 'campaign.update']);
  });

  it('refuses a text that is missing or too long, naming the field', async () => {
    const missing = await t.call(MARKETING, 'PUT', `/api/staff/campaigns/${year}`, {
      name: 'Vinter',
      texts: { sv: { ...texts, thanksText: ' ' } },
    });
    expect(missing.json()).toMatchObject({ statusCode: 400, field: 'texts.sv.thanksText' });
    const long = await t.call(MARKETING, 'PUT', `/api/staff/campaigns/${year}`, { name: 'x'.repeat(121), texts: {} });
    expect(long.json()).toMatchObject({ statusCode: 400, field: 'name' });
    expect((await t.call(MARKETING, 'GET', '/api/staff/campaigns/1999')).statusCode).toBe(400);
  });

  it('lists the dealers signed up this year, the first first, by market', async () => {
    await t.call('anna@reseller-se.test', 'GET', '/api/reseller/signUpForCampaign');
    await t.call('ola@reseller-no.test', 'GET', '/api/reseller/signUpForCampaign');
    const all = (await t.call(MARKETING, 'GET', `/api/staff/campaigns/${year}/signups?pageSize=1000`)).json();
    expect(all.total).toBeGreaterThanOrEqual(2);
    const numbers = all.items.map((s: { customerNumber: string }) => s.customerNumber);
    expect(numbers).toEqual(expect.arrayContaining(['10001', '20001']));
    const times = all.items.map((s: { signedUpAt: string }) => s.signedUpAt);
    expect([...times].sort()).toEqual(times);
    const norway = (await t.call(MARKETING, 'GET', `/api/staff/campaigns/${year}/signups?market=no`)).json();
    expect(norway.items.every((s: { market: string }) => s.market === 'no')).toBe(true);
    expect(norway.items[0]).toMatchObject({ customerNumber: '20001', signedUpByEmail: 'ola@reseller-no.test' });
    expect((await t.call(MARKETING, 'GET', `/api/staff/campaigns/${year}`)).json().signups).toBe(all.total);
  });
});

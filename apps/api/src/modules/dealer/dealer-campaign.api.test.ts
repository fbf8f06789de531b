import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { contactId } from '../../seed/customers.js';
import { campaignYear } from './campaign-year.js';
import { MIA, JUHA, OLA, ANNA } from '../../test/demo-users.js';

const signedUp = async (t: TestApp, email: string) =>
  (await t.call(email, 'GET', '/api/reseller/isSignedUpForCampaign')).json<{ ed_signedupforthisyearscampaign: boolean }>()
    .ed_signedupforthisyearscampaign;

describe('campaign sign-up', () => {
  const t = useTestApp();

  it('knows the seeded sign-up of this year', async () => {
    expect(await signedUp(t, OLA)).toBe(true);
    expect(await signedUp(t, MIA)).toBe(false);
  });

  it('stores a sign-up for the whole reseller and this year only', async () => {
    const res = await t.call(MIA, 'GET', '/api/reseller/signUpForCampaign');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await signedUp(t, MIA)).toBe(true);
    expect(await signedUp(t, JUHA)).toBe(true);
    expect(await signedUp(t, ANNA)).toBe(false);
    const rows = await t.database.db.selectFrom('campaign_signup').selectAll().where('customer_number', '=', '40001').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ year: campaignYear('fi', new Date()), signed_up_by: contactId(MIA) });
  });

  it('keeps the first sign-up when a colleague signs up again', async () => {
    expect((await t.call(JUHA, 'GET', '/api/reseller/signUpForCampaign')).statusCode).toBe(200);
    const rows = await t.database.db.selectFrom('campaign_signup').selectAll().where('customer_number', '=', '40001').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.signed_up_by).toBe(contactId(MIA));
  });

  it('does not count last year’s sign-up', async () => {
    await t.database.db
      .insertInto('campaign_signup')
      .values({ customer_number: '10001', year: campaignYear('se', new Date()) - 1, signed_up_by: contactId(ANNA) })
      .execute();
    expect(await signedUp(t, ANNA)).toBe(false);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/reseller/signUpForCampaign' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/reseller/isSignedUpForCampaign' })).statusCode).toBe(401);
  });
});

describe('campaign sign-up in a new year', () => {
  const nextYear = campaignYear('no', new Date()) + 1;
  // The app's clock is in the next year; the seed signed 20001 up for the current one.
  const t = useTestApp({ now: () => new Date(`${nextYear}-02-01T10:00:00Z`) });

  it('starts every reseller afresh and signs up for the new year', async () => {
    expect(await signedUp(t, OLA)).toBe(false);
    expect((await t.call(OLA, 'GET', '/api/reseller/signUpForCampaign')).statusCode).toBe(200);
    expect(await signedUp(t, OLA)).toBe(true);
    const years = (
      await t.database.db.selectFrom('campaign_signup').select('year').where('customer_number', '=', '20001').orderBy('year').execute()
    ).map((r) => r.year);
    expect(years).toEqual([nextYear - 1, nextYear]);
  });
});

import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.js';
import { staffId } from './staff.js';

/**
 * Demo exchange rates into euro (the default INSIGHT_CURRENCY), as sales administration would keep
 * them: one per currency from January two years before the seed, which holds until a later month
 * has its own, so the insight total across markets shows from the start.
 */
const RATES_INTO_EUR = { SEK: 0.0872, NOK: 0.0851, DKK: 0.1341 } as const;

export async function seedInsightRates(db: Kysely<DB>, now: Date = new Date()) {
  const month = `${now.getUTCFullYear() - 2}-01-01`;
  await db
    .insertInto('insight_rate')
    .values(
      Object.entries(RATES_INTO_EUR).map(([currency, rate]) => ({
        base: 'EUR',
        currency,
        month,
        rate,
        set_by: staffId('sales@manufacturer.test'),
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** How far back the demo's sign-ins go. */
const SIGN_IN_DAYS = 180;

/**
 * Sign-ins of the demo dealers' users over the last months, so the portal use figures and a dealer's activity
 * show something: each user with access signs in on working days at a habit of their own (an administrator most
 * days, others every few days), in the morning or after lunch, all before `now`. Written where the portal's own
 * provider records a sign-in (`sign_in_event`); the retention round keeps the last RETENTION_SIGN_IN_DAYS of them,
 * and the months each user signed in (`portal_use_month`, kept by the same insert's trigger) for the use figures.
 */
export async function seedSignIns(db: Kysely<DB>, now: Date = new Date()) {
  const users = await db
    .selectFrom('contact')
    .select(['id', 'access_level'])
    .where('access_level', '<>', 'none')
    .where('active', '=', true)
    .where('must_reset_password', '=', false)
    .orderBy('email')
    .execute();
  const rows: { account_id: string; signed_in_at: Date }[] = [];
  users.forEach((user, i) => {
    // Every day for an administrator, every second to fourth working day for the others.
    const every = user.access_level.startsWith('Portal Admin') ? 1 : 2 + (i % 3);
    for (let back = SIGN_IN_DAYS; back >= 1; back--) {
      const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - back));
      const weekday = day.getUTCDay();
      if (weekday === 0 || weekday === 6 || (back + i) % every !== 0) continue;
      // 07:10 to 13:40 UTC: the morning or just after lunch in every market.
      const minutes = 7 * 60 + 10 + ((back * 37 + i * 53) % 390);
      rows.push({ account_id: user.id, signed_in_at: new Date(day.getTime() + minutes * 60_000) });
    }
  });
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('sign_in_event')
      .values(rows.slice(i, i + 500))
      .execute();
}

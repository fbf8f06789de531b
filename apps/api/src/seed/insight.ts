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

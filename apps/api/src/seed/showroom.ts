import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.js';
import { campaignYear } from '../modules/dealer/campaign-year.js';
import { CATALOGUE } from './catalogue-data.js';
import { contactId } from './customers.js';
import { stableId } from './ids.js';

/** Stoves each reseller has on display; `live` ones burn in the showroom. */
export const SHOWROOMS: Record<string, { item: string; live: boolean }[]> = {
  '10001': [
    { item: 'NF-OSLO-7-BK', live: true },
    { item: 'NF-VISBY-8-GR', live: false },
    { item: 'GH-AALBORG-12-GR', live: true },
    { item: 'NF-KIRUNA-3-WH', live: false },
  ],
  '20001': [
    { item: 'NF-BERGEN-6-BK', live: true },
    { item: 'GH-NARVIK-6-BK', live: false },
    { item: 'GH-TAMPERE-5-WH', live: true },
  ],
  '30001': [
    { item: 'GH-AALBORG-10-BK', live: true },
    { item: 'GH-GOTLAND-8-GR', live: false },
    { item: 'NF-OSLO-5-WH', live: false },
  ],
  '40001': [
    { item: 'GH-TAMPERE-7-BK', live: true },
    { item: 'NF-KIRUNA-5-GR', live: false },
    { item: 'GH-AALBORG-14-GR', live: false },
  ],
  '50001': [
    { item: 'NF-VISBY-6-BK', live: true },
    { item: 'GH-GOTLAND-6-BK', live: false },
  ],
};

/** The reseller already signed up for the campaign of the year the database is seeded. */
export const CAMPAIGN_SIGNED_UP = { customerNumber: '20001', market: 'no', by: 'ola@reseller-no.test' } as const;

export async function seedShowroom(db: Kysely<DB>, now: Date = new Date()) {
  const stoves = new Set(CATALOGUE.products.filter((p) => p.kind === 'stove').map((p) => p.itemNumber));
  const rows = Object.entries(SHOWROOMS).flatMap(([customerNumber, picks]) =>
    picks.map(({ item, live }) => {
      // A renamed catalogue item should fail here, not as a bare foreign-key error.
      if (!stoves.has(item)) throw new Error(`Showroom seed: ${item} is not a stove of the catalogue`);
      return { id: stableId(`showroom:${customerNumber}:${item}`), customer_number: customerNumber, item_number: item, combustible: live };
    }),
  );
  await db.insertInto('showroom_entry').values(rows).execute();

  await db
    .insertInto('campaign_signup')
    .values({
      customer_number: CAMPAIGN_SIGNED_UP.customerNumber,
      year: campaignYear(CAMPAIGN_SIGNED_UP.market, now),
      signed_up_by: contactId(CAMPAIGN_SIGNED_UP.by),
      signed_up_at: now,
    })
    .execute();
}

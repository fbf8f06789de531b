import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.js';
import { listPrice, PRICE_LISTS } from './catalogue-data.js';

/** A campaign on the Oslo series, a campaign price on the Ø150 rain cap, and a gift with every stove. */
export const CPQ_CAMPAIGNS = {
  osloExtraDiscount: { campaignId: 'VINTER-OSLO', name: 'Vinterkampanj Oslo', itemPattern: 'NF-OSLO-%', percent: 10 },
  rainCapPrice: { campaignId: 'SKORSTEN-HUV', name: 'Kampanjpris regnhuv', itemNumber: 'SK150-RH', priceSek: 590 },
  stoveGift: { campaignId: 'KAMIN-GAVA', name: 'Glasrengöring på köpet', itemNumber: 'TB-GR-500' },
} as const;

/** Campaigns run from the start of the year the database is seeded to the end of the next. */
export async function seedCpqCampaigns(db: Kysely<DB>, now: Date = new Date()) {
  const year = now.getUTCFullYear();
  const valid = { valid_from: `${year}-01-01`, valid_to: `${year + 1}-12-31` };
  const { osloExtraDiscount: xd, rainCapPrice: rp, stoveGift: xr } = CPQ_CAMPAIGNS;
  await db
    .insertInto('cpq_campaign')
    .values([
      {
        campaign_id: xd.campaignId,
        name: xd.name,
        kind: 'XD',
        item_pattern: xd.itemPattern,
        rulesets: ['Stove', 'New_Stove'],
        value: xd.percent,
        ...valid,
      },
      ...PRICE_LISTS.map((list) => ({
        campaign_id: rp.campaignId,
        name: rp.name,
        kind: 'RP' as const,
        item_pattern: rp.itemNumber,
        rulesets: ['Chimney', 'New_Stove'],
        price_list_id: list.id,
        value: listPrice(rp.priceSek, list),
        ...valid,
      })),
      {
        campaign_id: xr.campaignId,
        name: xr.name,
        kind: 'XR',
        item_pattern: xr.itemNumber,
        rulesets: ['Stove', 'New_Stove'],
        value: 0,
        ...valid,
      },
    ])
    .execute();
}

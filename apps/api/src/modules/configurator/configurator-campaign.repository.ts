import type { Insertable, Kysely, Updateable } from 'kysely';
import type { CpqCampaignStatus } from '@portal/contracts/staff-configurator';
import type { CpqCampaignTable, DB } from '../../platform/db/schema.js';
import { recordAudit, type AuditEntry } from '../../platform/audit/audit.js';
import { likePattern } from '../../platform/db/like.js';
import { listPage, type Paging } from '../../platform/db/list-page.js';

export type CpqCampaignFilter = Paging & {
  status?: CpqCampaignStatus | undefined;
  kind?: CpqCampaignTable['kind'] | undefined;
  search?: string | undefined;
  /** The day the status is measured on, 'YYYY-MM-DD'. */
  day: string;
};

/** SQL of the campaign terms the dealer configurator prices with (cpq_campaign). */
export function createConfiguratorCampaignRepository(db: Kysely<DB>) {
  const withPriceList = () =>
    db
      .selectFrom('cpq_campaign as c')
      .leftJoin('price_list as p', 'p.id', 'c.price_list_id')
      .select([
        'c.id',
        'c.campaign_id',
        'c.name',
        'c.kind',
        'c.item_pattern',
        'c.rulesets',
        'c.price_list_id',
        'c.value',
        'c.valid_from',
        'c.valid_to',
        'p.name as price_list_name',
        'p.currency as price_list_currency',
      ]);

  const filtered = (f: CpqCampaignFilter) => {
    let q = db.selectFrom('cpq_campaign as c');
    if (f.status === 'current') q = q.where('c.valid_from', '<=', f.day).where('c.valid_to', '>=', f.day);
    if (f.status === 'upcoming') q = q.where('c.valid_from', '>', f.day);
    if (f.status === 'ended') q = q.where('c.valid_to', '<', f.day);
    if (f.kind) q = q.where('c.kind', '=', f.kind);
    if (f.search) {
      const pattern = likePattern(f.search);
      q = q.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['c.name']), 'like', pattern),
          eb(eb.fn('lower', ['c.campaign_id']), 'like', pattern),
          eb(eb.fn('lower', ['c.item_pattern']), 'like', pattern),
        ]),
      );
    }
    return q;
  };

  return {
    page: async (f: CpqCampaignFilter) => {
      const ids = filtered(f).select('c.id');
      return listPage(withPriceList().where('c.id', 'in', ids).orderBy('c.valid_from', 'desc').orderBy('c.id', 'desc'), filtered(f), f);
    },

    campaign: (id: number) => withPriceList().where('c.id', '=', id).executeTakeFirst(),

    lock: (id: number) => db.selectFrom('cpq_campaign').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),

    insert: (row: Insertable<CpqCampaignTable>) => db.insertInto('cpq_campaign').values(row).returningAll().executeTakeFirstOrThrow(),

    update: (id: number, row: Updateable<CpqCampaignTable>) =>
      db.updateTable('cpq_campaign').set(row).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),

    delete: async (id: number) => {
      await db.deleteFrom('cpq_campaign').where('id', '=', id).execute();
    },

    priceLists: () => db.selectFrom('price_list').select(['id', 'name', 'currency']).orderBy('name').orderBy('id').execute(),

    priceListExists: async (id: string) => !!(await db.selectFrom('price_list').select('id').where('id', '=', id).executeTakeFirst()),

    productExists: async (itemNumber: string) =>
      !!(await db.selectFrom('product').select('item_number').where('item_number', '=', itemNumber).executeTakeFirst()),

    audit: (entry: AuditEntry) => recordAudit(db, entry),
  };
}
export type ConfiguratorCampaignRepository = ReturnType<typeof createConfiguratorCampaignRepository>;

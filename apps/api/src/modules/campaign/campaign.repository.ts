import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { recordAudit, type AuditEntry } from '../../platform/audit/audit.js';
import { listPage, type Paging } from '../../platform/db/list-page.js';

/** SQL of the yearly campaign: marketing's name and texts, and the dealers signed up. */
export function createCampaignRepository(db: Kysely<DB>) {
  return {
    campaign: (year: number) =>
      db
        .selectFrom('yearly_campaign as c')
        .leftJoin('staff_member as s', 's.id', 'c.updated_by_staff')
        .select(['c.year', 'c.name', 'c.texts', 'c.updated_at', sql<string | null>`s.firstname || ' ' || s.lastname`.as('updated_by')])
        .where('c.year', '=', year)
        .executeTakeFirst(),

    lock: (year: number) => db.selectFrom('yearly_campaign').selectAll().where('year', '=', year).forUpdate().executeTakeFirst(),

    save: async (row: { year: number; name: string; texts: string; updated_by_staff: string; updated_at: Date }) => {
      await db
        .insertInto('yearly_campaign')
        .values(row)
        .onConflict((oc) =>
          oc
            .column('year')
            .doUpdateSet({ name: row.name, texts: row.texts, updated_by_staff: row.updated_by_staff, updated_at: row.updated_at }),
        )
        .execute();
    },

    signupCount: async (year: number) =>
      Number(
        (
          await db
            .selectFrom('campaign_signup')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('year', '=', year)
            .executeTakeFirstOrThrow()
        ).n,
      ),

    signups: async (f: Paging & { year: number; market?: string | undefined }) => {
      let q = db
        .selectFrom('campaign_signup as g')
        .innerJoin('customer as c', 'c.customer_number', 'g.customer_number')
        .leftJoin('contact as p', 'p.id', 'g.signed_up_by')
        .where('g.year', '=', f.year);
      if (f.market) q = q.where('c.market', '=', f.market);
      return listPage(
        q
          .select([
            'g.customer_number',
            'c.name as customer_name',
            'c.market',
            'c.postal_city as city',
            sql<string>`coalesce(p.firstname || ' ' || p.lastname, '')`.as('signed_up_by'),
            'p.email as email',
            'g.signed_up_at',
          ])
          .orderBy('g.signed_up_at')
          .orderBy('g.customer_number'),
        q,
        f,
      );
    },

    audit: (entry: AuditEntry) => recordAudit(db, entry),
  };
}
export type CampaignRepository = ReturnType<typeof createCampaignRepository>;

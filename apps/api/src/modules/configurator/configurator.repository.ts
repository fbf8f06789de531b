import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { BomLine, Answers } from './engine/engine-types.js';
import type { ArticlePrice, CampaignTerm } from './configurator-pricing.js';

export type NewHeader = { headerId: string; customerNumber: string; contactId: string; ruleset: string };
export type NewSession = {
  sessionId: string;
  configurationId: string;
  headerId: string;
  customerNumber: string;
  ruleset: string;
  answers: Answers;
  expiresAt: Date;
};
export type CompletedHeader = { answers: Answers; bom: BomLine[]; configId: string; description: string; completedAt: Date };

// Ids come from the client; anything that is not a UUID cannot name a row (and must not reach a uuid column).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createConfiguratorRepository(db: Kysely<DB>) {
  return {
    /** Configuration headers by id, oldest first; only the customer's when one is named. */
    summaries: async (headerIds: readonly string[], customerNumber: string | null) => {
      const ids = headerIds.filter((id) => UUID.test(id));
      if (ids.length === 0) return [];
      let query = db
        .selectFrom('cpq_header')
        .select(['header_id', 'ruleset', 'description', 'answers', 'completed_at'])
        .where('header_id', 'in', ids);
      if (customerNumber !== null) query = query.where('customer_number', '=', customerNumber);
      return query.orderBy('created_at').execute();
    },

    /** A configuration header of the customer; another customer's answers as unknown. */
    header: async (customerNumber: string, headerId: string) =>
      !UUID.test(headerId)
        ? undefined
        : db
            .selectFrom('cpq_header')
            .select(['header_id', 'ruleset', 'answers', 'bom', 'config_id', 'description', 'completed_at'])
            .where('header_id', '=', headerId)
            .where('customer_number', '=', customerNumber)
            .executeTakeFirst(),

    insertHeader: async (header: NewHeader) => {
      await db
        .insertInto('cpq_header')
        .values({
          header_id: header.headerId,
          customer_number: header.customerNumber,
          contact_id: header.contactId,
          ruleset: header.ruleset,
        })
        .execute();
    },

    completeHeader: async (headerId: string, done: CompletedHeader) => {
      await db
        .updateTable('cpq_header')
        .set({
          answers: JSON.stringify(done.answers),
          bom: JSON.stringify(done.bom),
          config_id: done.configId,
          description: done.description,
          completed_at: done.completedAt,
        })
        .where('header_id', '=', headerId)
        .execute();
    },

    insertSession: async (session: NewSession) => {
      await db
        .insertInto('cpq_session')
        .values({
          session_id: session.sessionId,
          configuration_id: session.configurationId,
          header_id: session.headerId,
          customer_number: session.customerNumber,
          ruleset: session.ruleset,
          answers: JSON.stringify(session.answers),
          expires_at: session.expiresAt,
        })
        .execute();
    },

    /** A live session of the customer; another customer's or an expired one as unknown. */
    session: async (customerNumber: string, sessionId: string, now: Date) =>
      !UUID.test(sessionId)
        ? undefined
        : db
            .selectFrom('cpq_session')
            .select(['session_id', 'configuration_id', 'header_id', 'ruleset', 'answers'])
            .where('session_id', '=', sessionId)
            .where('customer_number', '=', customerNumber)
            .where('expires_at', '>', now)
            .executeTakeFirst(),

    /**
     * Stores the new answers only if the session still holds the ones they were computed
     * from: two calls of one session at once cannot lose each other's answers, and no lock
     * is held while the configuration is computed.
     */
    replaceAnswers: async (sessionId: string, from: Answers, to: Answers, expiresAt: Date) => {
      const result = await db
        .updateTable('cpq_session')
        .set({ answers: JSON.stringify(to), expires_at: expiresAt })
        .where('session_id', '=', sessionId)
        .where(sql<boolean>`answers = ${JSON.stringify(from)}::jsonb`)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Drops expired sessions, and headers that were never finished once no session can finish them. */
    purgeExpired: async (now: Date) => {
      await db.deleteFrom('cpq_session').where('expires_at', '<=', now).execute();
      await db
        .deleteFrom('cpq_header')
        .where('completed_at', 'is', null)
        .where('created_at', '<', new Date(now.getTime() - 24 * 3600_000))
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('cpq_session')
                .select(sql`1`.as('one'))
                .whereRef('cpq_session.header_id', '=', 'cpq_header.header_id'),
            ),
          ),
        )
        .execute();
    },

    /**
     * List prices and the customer's discount, without descriptions: what a running total
     * needs, in a query light enough to plan on every change.
     */
    listPrices: async (customerNumber: string, itemNumbers: readonly string[]): Promise<ArticlePrice[]> => {
      if (itemNumbers.length === 0) return [];
      const rows = await db
        .selectFrom('customer')
        .innerJoin('price_list_item', 'price_list_item.price_list_id', 'customer.price_list_id')
        .select([
          'price_list_item.item_number as itemNumber',
          'price_list_item.unit_price as listPrice',
          'customer.discount_percent as discountPercent',
        ])
        .where('customer.customer_number', '=', customerNumber)
        .where('price_list_item.item_number', 'in', [...itemNumbers])
        .execute();
      return rows.map((r) => ({ ...r, description: '' }));
    },

    /** Campaign terms valid on the day for the customer's price list. */
    campaignTerms: async (customerNumber: string, day: string): Promise<CampaignTerm[]> => {
      const rows = await db
        .selectFrom('cpq_campaign')
        .select(['campaign_id', 'kind', 'item_pattern', 'rulesets', 'value'])
        .where('valid_from', '<=', day)
        .where('valid_to', '>=', day)
        .where((eb) =>
          eb.or([
            eb('price_list_id', 'is', null),
            eb('price_list_id', '=', eb.selectFrom('customer').select('price_list_id').where('customer_number', '=', customerNumber)),
          ]),
        )
        .orderBy('id')
        .execute();
      return rows.map((r) => ({
        campaignId: r.campaign_id,
        kind: r.kind,
        itemPattern: r.item_pattern,
        rulesets: r.rulesets,
        value: r.value,
      }));
    },
  };
}

export type ConfiguratorRepository = ReturnType<typeof createConfiguratorRepository>;

import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

/** SQL of the dealer's spending limits, approvers and self-approval setting (ADR 0079). */
export function createApprovalsRepository(db: Kysely<DB>) {
  return {
    /** Every user of the dealer with their rule (none stored: no limit, not named). */
    users: (customerNumber: string) =>
      db
        .selectFrom('contact as c')
        .leftJoin('order_limit as l', 'l.contact_id', 'c.id')
        .select(['c.id', 'c.firstname', 'c.lastname', 'c.access_level', 'c.active', 'l.order_limit', 'l.always_approve', 'l.approver'])
        .where('c.customer_number', '=', customerNumber)
        .orderBy('c.lastname')
        .orderBy('c.firstname')
        .orderBy('c.id')
        .execute(),

    /** One user's rule; undefined when none is stored. */
    rule: (contactId: string) =>
      db
        .selectFrom('order_limit')
        .select(['order_limit', 'always_approve', 'approver'])
        .where('contact_id', '=', contactId)
        .executeTakeFirst(),

    setting: (customerNumber: string) =>
      db
        .selectFrom('approval_setting')
        .select('sole_approver_may_self_approve')
        .where('customer_number', '=', customerNumber)
        .executeTakeFirst(),

    /** Writes the parts of a user's rule given; the others keep their value (or their default on a first write). */
    saveRule: async (
      customerNumber: string,
      contactId: string,
      change: { order_limit?: number | null; always_approve?: boolean; approver?: boolean },
      by: string,
      at: Date,
    ) => {
      await db
        .insertInto('order_limit')
        .values({ contact_id: contactId, customer_number: customerNumber, order_limit: null, ...change, changed_by: by, changed_at: at })
        .onConflict((oc) => oc.column('contact_id').doUpdateSet({ ...change, changed_by: by, changed_at: at }))
        .execute();
    },

    saveSetting: async (customerNumber: string, soleApproverMaySelfApprove: boolean, by: string, at: Date) => {
      const values = { sole_approver_may_self_approve: soleApproverMaySelfApprove, changed_by: by, changed_at: at };
      await db
        .insertInto('approval_setting')
        .values({ customer_number: customerNumber, ...values })
        .onConflict((oc) => oc.column('customer_number').doUpdateSet(values))
        .execute();
    },
  };
}
export type ApprovalsRepository = ReturnType<typeof createApprovalsRepository>;

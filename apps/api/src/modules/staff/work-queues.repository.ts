import type { Kysely, SelectQueryBuilder } from 'kysely';
import { COMPLAINT_STATUS } from '@portal/contracts/complaint';
import { ORDER_STATUS } from '@portal/contracts/order';
import { QUEUE_COUNT_CAP } from '@portal/contracts/staff-order';
import { cappedCount } from '../../platform/db/capped-count.js';
import type { DB } from '../../platform/db/schema.js';

/**
 * The counts behind the start page's work queues; each one reads a partial or leading index and
 * stops at QUEUE_COUNT_CAP, so the start page stays quick with a million orders.
 */
export function createWorkQueuesRepository(db: Kysely<DB>) {
  const count = async <TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) =>
    (await cappedCount(db, query, QUEUE_COUNT_CAP)).total;
  return {
    newComplaints: () => count(db.selectFrom('incident').where('portal_status', '=', COMPLAINT_STATUS.Registered)),

    complaintsWaitingSince: (before: Date) =>
      count(
        db.selectFrom('incident').where('portal_status', '=', COMPLAINT_STATUS.WaitingForDetails).where('status_changed_at', '<', before),
      ),

    ordersToConfirm: () => count(db.selectFrom('customer_order').where('status', '=', ORDER_STATUS.received)),

    creditHolds: () => count(db.selectFrom('customer_order').where('status', '=', ORDER_STATUS.creditHold)),

    ordersPromisedBefore: (day: string) =>
      count(
        db
          .selectFrom('customer_order')
          .where('status', 'in', [ORDER_STATUS.confirmed, ORDER_STATUS.inProduction])
          .where('promise_date', '<', day),
      ),

    invoicesDueBefore: (day: string) =>
      count(db.selectFrom('invoice').where('paid_date', 'is', null).where('due_date', '<', day).where('kind', '=', 'invoice')),
  };
}
export type WorkQueuesRepository = ReturnType<typeof createWorkQueuesRepository>;

import type { Kysely } from 'kysely';
import { COMPLAINT_STATUS } from '@portal/contracts/complaint';
import { ORDER_STATUS } from '@portal/contracts/order';
import type { DB } from '../../platform/db/schema.js';

const count = async (query: { executeTakeFirstOrThrow: () => Promise<{ n: string | number | bigint }> }) =>
  Number((await query.executeTakeFirstOrThrow()).n);

/** The counts behind the start page's work queues; each one reads a partial or leading index. */
export function createWorkQueuesRepository(db: Kysely<DB>) {
  return {
    newComplaints: () =>
      count(
        db
          .selectFrom('incident')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('portal_status', '=', COMPLAINT_STATUS.Registered),
      ),

    complaintsWaitingSince: (before: Date) =>
      count(
        db
          .selectFrom('incident')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('portal_status', '=', COMPLAINT_STATUS.WaitingForDetails)
          .where('status_changed_at', '<', before),
      ),

    ordersToConfirm: () =>
      count(
        db
          .selectFrom('customer_order')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('status', '=', ORDER_STATUS.received),
      ),

    ordersPromisedBefore: (day: string) =>
      count(
        db
          .selectFrom('customer_order')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('status', 'in', [ORDER_STATUS.confirmed, ORDER_STATUS.inProduction])
          .where('promise_date', '<', day),
      ),

    invoicesDueBefore: (day: string) =>
      count(
        db
          .selectFrom('invoice')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('paid_date', 'is', null)
          .where('due_date', '<', day),
      ),
  };
}
export type WorkQueuesRepository = ReturnType<typeof createWorkQueuesRepository>;

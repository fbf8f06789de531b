import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { listPage, type Paging } from '../../platform/db/list-page.js';

export type IntegrationOrderFilter = Paging & {
  status?: number | undefined;
  customerNumber?: string | undefined;
  changedSince?: Date | undefined;
};

/** SQL of the integration API's order list: oldest change first, so a poller pages forward through changes. */
export function createOrderIntegrationRepository(db: Kysely<DB>) {
  const filtered = (f: IntegrationOrderFilter) => {
    let q = db.selectFrom('customer_order as o');
    if (f.status !== undefined) q = q.where('o.status', '=', f.status);
    if (f.customerNumber) q = q.where('o.customer_number', '=', f.customerNumber);
    if (f.changedSince) q = q.where('o.status_changed_at', '>=', f.changedSince);
    return q;
  };
  return {
    page: (f: IntegrationOrderFilter) =>
      listPage(
        filtered(f)
          .select([
            'o.order_number',
            'o.customer_number',
            'o.status',
            'o.order_date',
            'o.requested_date',
            'o.promise_date',
            'o.order_mark',
            'o.order_value',
            'o.currency',
            'o.status_changed_at',
          ])
          .orderBy('o.status_changed_at')
          .orderBy('o.order_number'),
        filtered(f),
        f,
      ),
  };
}
export type OrderIntegrationRepository = ReturnType<typeof createOrderIntegrationRepository>;

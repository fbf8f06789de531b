import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

export type AuditEntry = {
  staffId: string;
  /** What was done, e.g. complaint.status, order.dispatch. */
  action: string;
  objectType: string;
  objectId: string;
  customerNumber?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** One row of the audit log; call it with the transaction of the change, so both land or neither. */
export async function recordAudit(db: Kysely<DB>, entry: AuditEntry) {
  await db
    .insertInto('audit_log')
    .values({
      staff_id: entry.staffId,
      action: entry.action,
      object_type: entry.objectType,
      object_id: entry.objectId,
      customer_number: entry.customerNumber ?? null,
      before: entry.before ? JSON.stringify(entry.before) : null,
      after: entry.after ? JSON.stringify(entry.after) : null,
    })
    .execute();
}

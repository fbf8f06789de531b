import { sql, type Kysely } from 'kysely';
import type { ComplaintOutcomeValue, DB } from '../../platform/db/schema.js';
import { recordAudit, type AuditEntry } from '../../platform/audit/audit.js';

export type ReturnStatusValue = 'requested' | 'received' | 'inspected';

/** SQL of resolving complaints: outcomes, returns, and the replacement orders and credit notes made from them. */
export function createComplaintResolutionRepository(db: Kysely<DB>) {
  const returnColumns = ['return_number', 'incident_id', 'customer_number', 'status', 'created_at', 'status_changed_at'] as const;

  const returnLines = (returnNumbers: readonly string[]) =>
    returnNumbers.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('complaint_return_line')
          .select(['return_number', 'item_number', 'description', 'quantity'])
          .where('return_number', 'in', returnNumbers)
          .orderBy('return_number')
          .orderBy('position')
          .execute();

  return {
    /** The complaint held for the rest of a transaction, so two resolutions of it run one after the other. */
    lockIncident: (incidentId: string) =>
      db
        .selectFrom('incident')
        .select(['id', 'customer_number', 'contact_id', 'case_number', 'outcome', 'outcome_reason'])
        .where('id', '=', incidentId)
        .forUpdate()
        .executeTakeFirst(),

    incident: (incidentId: string) =>
      db
        .selectFrom('incident')
        .select(['id', 'customer_number', 'contact_id', 'case_number', 'outcome', 'outcome_reason', 'outcome_at'])
        .where('id', '=', incidentId)
        .executeTakeFirst(),

    setOutcome: (incidentId: string, outcome: ComplaintOutcomeValue, reason: string | null, at: Date) =>
      db.updateTable('incident').set({ outcome, outcome_reason: reason, outcome_at: at }).where('id', '=', incidentId).execute(),

    replacementOrders: (incidentId: string) =>
      db
        .selectFrom('customer_order')
        .select(['order_number', 'order_date', 'status'])
        .where('replacement_for', '=', incidentId)
        .orderBy('order_number')
        .execute(),

    creditNotes: (incidentId: string) =>
      db
        .selectFrom('invoice')
        .select(['invoice_number', 'credited_invoice_number', 'invoice_date', 'total', 'currency'])
        .where('incident_id', '=', incidentId)
        .where('kind', '=', 'credit-note')
        .orderBy('invoice_number')
        .execute(),

    returns: async (incidentId: string) => {
      const rows = await db
        .selectFrom('complaint_return')
        .select(returnColumns)
        .where('incident_id', '=', incidentId)
        .orderBy('return_number')
        .execute();
      return { rows, lines: await returnLines(rows.map((r) => r.return_number)) };
    },

    /** One return with its lines; held for the transaction's rest when `lock`. */
    return: async (returnNumber: string, lock = false) => {
      let q = db.selectFrom('complaint_return').select(returnColumns).where('return_number', '=', returnNumber);
      if (lock) q = q.forUpdate();
      const row = await q.executeTakeFirst();
      return row ? { row, lines: await returnLines([row.return_number]) } : undefined;
    },

    /** The articles a return may name, with the description its label prints (in the dealer's language when the catalogue has it). */
    articles: (itemNumbers: readonly string[], language: string) =>
      db
        .selectFrom('product as p')
        .leftJoin('product_text as t', (join) => join.onRef('t.item_number', '=', 'p.item_number').on('t.language', '=', language))
        .select(['p.item_number', sql<string>`coalesce(t.description, p.description)`.as('description')])
        .where('p.item_number', 'in', itemNumbers)
        .execute(),

    insertReturn: async (
      ret: { incidentId: string; customerNumber: string; staffId: string },
      lines: readonly { itemNumber: string; description: string; quantity: number }[],
    ) => {
      const { rows } = await sql<{ n: string }>`SELECT nextval('complaint_return_number_seq')::text AS n`.execute(db);
      const returnNumber = `R${rows[0]!.n}`;
      await db
        .insertInto('complaint_return')
        .values({ return_number: returnNumber, incident_id: ret.incidentId, customer_number: ret.customerNumber, created_by: ret.staffId })
        .execute();
      await db
        .insertInto('complaint_return_line')
        .values(
          lines.map((l, i) => ({
            return_number: returnNumber,
            position: i + 1,
            item_number: l.itemNumber,
            description: l.description,
            quantity: l.quantity,
          })),
        )
        .execute();
      return returnNumber;
    },

    setReturnStatus: (returnNumber: string, status: ReturnStatusValue, at: Date) =>
      db.updateTable('complaint_return').set({ status, status_changed_at: at }).where('return_number', '=', returnNumber).execute(),

    /** Whom a return label names as the sender: the dealer's name and postal address. */
    sender: (customerNumber: string) =>
      db
        .selectFrom('customer')
        .select(['customer_number', 'name', 'market', 'postal_line1', 'postal_postalcode', 'postal_city', 'country'])
        .where('customer_number', '=', customerNumber)
        .executeTakeFirstOrThrow(),

    audit: (entry: AuditEntry) => recordAudit(db, entry),
  };
}
export type ComplaintResolutionRepository = ReturnType<typeof createComplaintResolutionRepository>;

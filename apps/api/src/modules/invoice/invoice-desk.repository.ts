import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB, InvoiceLineTable, InvoiceTable } from '../../platform/db/schema.js';
import { recordAudit, type AuditEntry } from '../../platform/audit/audit.js';
import { AppError } from '../../platform/errors.js';
import type { ListSort } from '@portal/contracts/staff-common';
import { PAYMENT_STATUS } from '@portal/contracts/invoice';
import type { STAFF_INVOICE_SORT_COLUMNS } from '@portal/contracts/staff-order';
import { cappedListPage, sortedBy, type Paging } from '../../platform/db/list-page.js';
import { dealersNamed } from '../../platform/db/dealer-search.js';
import { inBatches } from '../../platform/export/table-export.js';

export type InvoiceSortColumn = (typeof STAFF_INVOICE_SORT_COLUMNS)[number];

export type InvoiceDeskFilter = {
  state?: 'unpaid' | 'overdue' | 'paid' | undefined;
  /** Today, for telling overdue from unpaid. */
  today: string;
  market?: string | undefined;
  customerNumber?: string | undefined;
  /** Invoice dates, both days included. */
  from?: string | undefined;
  to?: string | undefined;
  /** Invoices with at least one line of the article, of an article of the series, of the brand (its code in capitals). */
  itemNumber?: string | undefined;
  series?: string | undefined;
  brand?: string | undefined;
  /** Invoices of the dealers whose sales representative this is now. */
  salesRep?: string | undefined;
  search?: string | undefined;
  /** Without it, open invoices by due date (the oldest debt first), the others the newest first. */
  sort?: ListSort<InvoiceSortColumn> | undefined;
};

// Invoices are numbered one after the other, across all dealers; this lock keeps two deliveries apart.
const INVOICE_NUMBER_LOCK = 7_000_001;

/** SQL of the invoice desk: every dealer's invoices, and the invoices and payments staff create. */
export function createInvoiceDeskRepository(db: Kysely<DB>) {
  /** The invoices kept under the filter's series or brand in its days, when it asks for one of them and no article. */
  const keyedInvoices = (f: InvoiceDeskFilter) => {
    if (f.itemNumber || (f.series === undefined) === (f.brand === undefined)) return null;
    const [groupBy, key] = f.series !== undefined ? (['series', f.series] as const) : (['brand', f.brand!] as const);
    return db
      .selectFrom('invoice_article_key as k')
      .select('k.invoice_number')
      .where('k.group_by', '=', groupBy)
      .where('k.key', '=', key)
      .$if(f.from !== undefined, (w) => w.where('k.invoice_date', '>=', f.from!))
      .$if(f.to !== undefined, (w) => w.where('k.invoice_date', '<=', f.to!));
  };
  const queue = (f: InvoiceDeskFilter) => {
    let q = db.selectFrom('invoice as i').innerJoin('customer as c', 'c.customer_number', 'i.customer_number');
    if (f.state === 'paid') q = q.where('i.paid_date', 'is not', null);
    if (f.state === 'unpaid')
      q = q.where('i.paid_date', 'is', null).where((eb) => eb.or([eb('i.due_date', '>=', f.today), eb('i.kind', '=', 'credit-note')]));
    // A credit note is never overdue (invoiceStatus).
    if (f.state === 'overdue') q = q.where('i.paid_date', 'is', null).where('i.due_date', '<', f.today).where('i.kind', '=', 'invoice');
    if (f.market) q = q.where('c.market', '=', f.market);
    if (f.customerNumber) q = q.where('i.customer_number', '=', f.customerNumber);
    if (f.salesRep) q = q.where('c.sales_rep_id', '=', f.salesRep);
    if (f.from) q = q.where('i.invoice_date', '>=', f.from);
    if (f.to) q = q.where('i.invoice_date', '<=', f.to);
    // A line of the article, or of an article of the series or brand, in the invoice days asked: a semi-join, so an
    // invoice is listed once however many such lines it has. A series or a brand alone is read from the invoices kept
    // under it by day, an invoice once (ADR 0107; its lines were ten times as many); the article, or a series and a
    // brand that one line must both have, from the lines by day (ADRs 0067, 0103).
    const { itemNumber, series, brand } = f;
    const keyed = keyedInvoices(f);
    if (keyed) {
      q = q.where('i.invoice_number', 'in', keyed);
    } else if (itemNumber || series || brand) {
      const lines = db
        .selectFrom('invoice_line as l')
        .select('l.invoice_number')
        .$if(itemNumber !== undefined, (w) => w.where('l.item_number', '=', itemNumber!))
        .$if(series !== undefined, (w) => w.where('l.model_series', '=', series!))
        .$if(brand !== undefined, (w) => w.where('l.brand', '=', brand!))
        .$if(f.from !== undefined, (w) => w.where('l.invoice_date', '>=', f.from!))
        .$if(f.to !== undefined, (w) => w.where('l.invoice_date', '<=', f.to!));
      q = q.where('i.invoice_number', 'in', lines);
    }
    if (f.search) {
      const text = f.search;
      q = q.where((eb) =>
        eb.or([eb('i.invoice_number', '=', text), eb('i.order_number', '=', text), eb('i.customer_number', 'in', dealersNamed(db, text))]),
      );
    }
    return q;
  };
  const columns = [
    'i.invoice_number',
    'i.order_number',
    'i.customer_number',
    'c.name as customer_name',
    'c.market',
    'i.invoice_date',
    'i.due_date',
    'i.total',
    'i.currency',
    'i.paid_date',
    'i.kind',
  ] as const;

  const rows = (f: InvoiceDeskFilter) => {
    const open = f.state === 'unpaid' || f.state === 'overdue';
    const sort = f.sort ?? (open ? { column: 'dueDate', direction: 'asc' } : { column: 'invoiceDate', direction: 'desc' });
    return sortedBy(
      queue(f).select(columns),
      sort,
      {
        invoiceNumber: sql.ref('i.invoice_number'),
        orderNumber: sql.ref('i.order_number'),
        customerName: sql.ref('c.name'),
        invoiceDate: sql.ref('i.invoice_date'),
        dueDate: sql.ref('i.due_date'),
        total: sql.ref('i.total'),
        // By the payment status's code (PAYMENT_STATUS): unpaid, overdue, paid.
        paymentStatus: sql`CASE WHEN i.paid_date IS NOT NULL THEN ${sql.lit(PAYMENT_STATUS.paid)} WHEN i.due_date < ${f.today} AND i.kind = 'invoice' THEN ${sql.lit(PAYMENT_STATUS.overdue)} ELSE ${sql.lit(PAYMENT_STATUS.unpaid)} END`,
      },
      [sql.ref('i.invoice_number')],
    );
  };

  return {
    // Counted up to the staff lists' cap, as the order and complaint desks are: a whole series or brand of a year
    // matches tens of thousands of invoices, and counting them all cost ten times the page (ADR 0102).
    // A series or brand and days alone are counted from the kept keys (one per invoice, each of an invoice with its
    // dealer): joined with the invoices, a brand's year of keys was hashed first, 30 ms (ADR 0107).
    page: (f: InvoiceDeskFilter & Paging) => {
      const keyed = keyedInvoices(f);
      const keysAlone = keyed && !f.state && !f.market && !f.customerNumber && !f.salesRep && !f.search;
      return keysAlone ? cappedListPage(db, rows(f), keyed, f) : cappedListPage(db, rows(f), queue(f), f);
    },

    /** Every invoice the filter finds, in its order, a batch at a time (an export). */
    all: (f: InvoiceDeskFilter) => inBatches(rows(f), { column: 'i.invoice_number', field: 'invoice_number' }),

    row: (invoiceNumber: string) =>
      db
        .selectFrom('invoice as i')
        .innerJoin('customer as c', 'c.customer_number', 'i.customer_number')
        .select(columns)
        .where('i.invoice_number', '=', invoiceNumber)
        .executeTakeFirst(),

    /** The order's invoices (not its credit notes), one per delivered shipment (or one for the whole order), oldest first. */
    forOrder: (orderNumber: string) =>
      db
        .selectFrom('invoice')
        .select(['invoice_number', 'invoice_date', 'due_date', 'total', 'currency', 'paid_date'])
        .where('order_number', '=', orderNumber)
        .where('kind', '=', 'invoice')
        .orderBy(sql`invoice_number::bigint`)
        .execute(),

    /** The invoice held for the rest of a transaction, so a payment is recorded once. */
    lockInvoice: (invoiceNumber: string) =>
      db
        .selectFrom('invoice')
        .select(['invoice_number', 'customer_number', 'total', 'paid_date'])
        .where('invoice_number', '=', invoiceNumber)
        .forUpdate()
        .executeTakeFirst(),

    /** The next invoice number; holds the numbering until the transaction ends. */
    nextInvoiceNumber: async () => {
      await sql`SELECT pg_advisory_xact_lock(${INVOICE_NUMBER_LOCK})`.execute(db);
      const result = await sql<{ n: string | null }>`SELECT max(invoice_number::bigint)::text AS n FROM invoice`.execute(db);
      const next = String(BigInt(result.rows[0]?.n ?? '700000') + 1n);
      // Numbers have at most 12 digits (the table's check); an ERP's number at the very end leaves none.
      if (next.length > 12)
        throw new AppError(409, 'INVOICE_NUMBERS_EXHAUSTED', 'The invoice series has no number left after the highest one recorded');
      return next;
    },

    /** The VAT rule data of a dealer: its market's rule, the domestic rate, its VAT number; and its payment terms. */
    vatRuleData: async (customerNumber: string) => {
      const [customer, rules] = await Promise.all([
        db
          .selectFrom('customer')
          .select(['market', 'vat_number', 'payment_terms_days'])
          .where('customer_number', '=', customerNumber)
          .executeTakeFirstOrThrow(),
        db.selectFrom('market_invoicing').selectAll().execute(),
      ]);
      const market = rules.find((r) => r.market === customer.market);
      const domestic = rules.find((r) => r.market === 'se');
      if (!market || !domestic) throw new Error(`No invoicing rule for market ${customer.market}`);
      return { market, domestic, vatNumber: customer.vat_number, paymentTermsDays: customer.payment_terms_days };
    },

    /** Whether the ERP makes the invoices (the back office's setting): then delivery bills nothing. */
    invoicesFromErp: async () =>
      (await db.selectFrom('invoicing_setting').select('invoices_from_erp').executeTakeFirst())?.invoices_from_erp ?? false,

    setInvoicesFromErp: (value: boolean, at: Date) =>
      db.updateTable('invoicing_setting').set({ invoices_from_erp: value, changed_at: at }).execute(),

    /** Whether an invoice (or credit note) already has this number. */
    numberTaken: async (invoiceNumber: string) =>
      (await db.selectFrom('invoice').select('invoice_number').where('invoice_number', '=', invoiceNumber).executeTakeFirst()) !==
      undefined,

    /** An invoice with its lines, as the integration API answers it. */
    withLines: async (invoiceNumber: string) => {
      const header = await db.selectFrom('invoice').selectAll().where('invoice_number', '=', invoiceNumber).executeTakeFirst();
      if (!header) return undefined;
      const lines = await db
        .selectFrom('invoice_line')
        .selectAll()
        .where('invoice_number', '=', invoiceNumber)
        .orderBy('line_sequence')
        .execute();
      return { header, lines };
    },

    insertInvoice: async (header: Insertable<InvoiceTable>, lines: readonly Insertable<InvoiceLineTable>[]) => {
      await db.insertInto('invoice').values(header).execute();
      if (lines.length > 0) await db.insertInto('invoice_line').values(lines).execute();
    },

    recordPayment: async (payment: {
      invoiceNumber: string;
      paidDate: string;
      amount: number;
      reference: string | null;
      staffId: string;
    }) => {
      await db
        .insertInto('invoice_payment')
        .values({
          invoice_number: payment.invoiceNumber,
          paid_date: payment.paidDate,
          amount: payment.amount,
          reference: payment.reference,
          staff_id: payment.staffId,
        })
        .execute();
      await db.updateTable('invoice').set({ paid_date: payment.paidDate }).where('invoice_number', '=', payment.invoiceNumber).execute();
    },

    audit: (entry: AuditEntry) => recordAudit(db, entry),
  };
}
export type InvoiceDeskRepository = ReturnType<typeof createInvoiceDeskRepository>;

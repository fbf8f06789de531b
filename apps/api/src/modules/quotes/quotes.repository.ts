import { sql, type Insertable, type Kysely } from 'kysely';
import type { ListSort } from '@portal/contracts/staff-common';
import type { QuoteStatus, STAFF_QUOTE_SORT_COLUMNS } from '@portal/contracts/quotes';
import { MARKETS, type Market } from '@portal/contracts/languages';
import type { DB, QuoteAttachmentTable } from '../../platform/db/schema.js';
import type { NewMessage, Notify } from '../../platform/messages.js';
import { recordAudit, type AuditEntry } from '../../platform/audit/audit.js';
import { cappedListPage, sortedBy, type Paging } from '../../platform/db/list-page.js';
import { cappedCount } from '../../platform/db/capped-count.js';
import { dealersIn, dealersNamed } from '../../platform/db/dealer-search.js';
import { containsFolded } from '../../platform/db/like.js';

export type QuoteSortColumn = (typeof STAFF_QUOTE_SORT_COLUMNS)[number];

export type NewQuote = {
  id: string;
  customerNumber: string;
  contactId: string;
  projectName: string;
  requestedDelivery: string | null;
  currency: string;
  /** The dealer's offer it was asked from. */
  offer: { id: string; number: string } | null;
  at: Date;
};

export type NewQuoteLine = { itemNumber: string; description: string; quantity: number; listPrice: number | null };

export type NewQuoteMessage = {
  quoteId: string;
  revision: number;
  kind: 'request' | 'reply' | 'offer' | 'accept' | 'call-off' | 'decline' | 'attachment';
  text: string | null;
  authorName: string | null;
  fromStaff: boolean;
  orderNumber?: string | null;
  at: Date;
};

export type DeskFilter = {
  status?: QuoteStatus | undefined;
  market?: string | undefined;
  customerNumber?: string | undefined;
  search?: string | undefined;
  /** Only those requested before this instant and still waiting for sales administration. */
  overdueBefore?: Date | undefined;
  /** Today in each market (yyyy-mm-dd): a sent quote valid until an earlier day of its dealer's market is expired. */
  today: Readonly<Record<Market, string>>;
  sort: ListSort<QuoteSortColumn>;
};

const quoteColumns = [
  'q.id',
  'q.number',
  'q.customer_number',
  'q.contact_id',
  'q.project_name',
  'q.requested_delivery',
  'q.status',
  'q.revision',
  'q.currency',
  'q.valid_until',
  'q.allow_partial_call_offs',
  'q.staff_message',
  'q.offer_id',
  'q.offer_number',
  'q.requested_at',
  'q.sent_at',
  'q.created_at',
] as const;

/** SQL of quotes, the dealer's and the quote desk's: quotes, their lines by revision, their thread and call-offs. */
export function createQuotesRepository(db: Kysely<DB>, notify: Notify) {
  /** The quote's value at its current revision's prices; null while a line has none. */
  const total = sql<number | null>`(
    SELECT CASE WHEN bool_and(l.unit_price IS NOT NULL)
      THEN sum(round(l.unit_price * (1 - coalesce(l.discount_percent, 0) / 100), 2) * l.quantity) END
    FROM quote_line l WHERE l.quote_id = q.id AND l.revision = q.revision)`;

  const desk = (f: Omit<DeskFilter, 'sort'>) => {
    let query = db.selectFrom('quote as q');
    if (f.status === 'expired' || f.status === 'sent' || f.status === 'ordering') {
      const expired = f.status === 'expired';
      query = query
        .where('q.status', 'in', expired ? ['sent', 'ordering'] : [f.status])
        .where((eb) =>
          eb.or(
            MARKETS.map((market) =>
              eb.and([eb('q.customer_number', 'in', dealersIn(db, market)), eb('q.valid_until', expired ? '<' : '>=', f.today[market])]),
            ),
          ),
        );
    } else if (f.status) query = query.where('q.status', '=', f.status);
    if (f.market) query = query.where('q.customer_number', 'in', dealersIn(db, f.market));
    if (f.customerNumber) query = query.where('q.customer_number', '=', f.customerNumber);
    if (f.overdueBefore) query = query.where('q.status', '=', 'requested').where('q.requested_at', '<', f.overdueBefore);
    if (f.search) {
      const text = f.search;
      query = query.where((eb) =>
        eb.or([
          eb('q.number', '=', text.toUpperCase()),
          containsFolded(sql.ref('q.project_name'), text),
          eb('q.customer_number', 'in', dealersNamed(db, text)),
        ]),
      );
    }
    return query;
  };

  return {
    insert: async (quote: NewQuote, lines: NewQuoteLine[]) => {
      const row = await db
        .insertInto('quote')
        .values({
          id: quote.id,
          customer_number: quote.customerNumber,
          contact_id: quote.contactId,
          project_name: quote.projectName,
          requested_delivery: quote.requestedDelivery,
          status: 'requested',
          currency: quote.currency,
          offer_id: quote.offer?.id ?? null,
          offer_number: quote.offer?.number ?? null,
          requested_at: quote.at,
          created_at: quote.at,
          updated_at: quote.at,
        })
        .returning(['number'])
        .executeTakeFirstOrThrow();
      await db
        .insertInto('quote_line')
        .values(lines.map((l, i) => lineValues(quote.id, 1, i, l)))
        .execute();
      return row.number;
    },

    /** A changed request: the new revision's lines, unpriced, and the quote back with sales administration. */
    revise: async (quoteId: string, revision: number, lines: NewQuoteLine[], at: Date) => {
      await db
        .insertInto('quote_line')
        .values(lines.map((l, i) => lineValues(quoteId, revision, i, l)))
        .execute();
      await db
        .updateTable('quote')
        .set({ revision, status: 'requested', requested_at: at, updated_at: at, valid_until: null, staff_message: null, sent_at: null })
        .where('id', '=', quoteId)
        .execute();
    },

    addMessage: (m: NewQuoteMessage) =>
      db
        .insertInto('quote_message')
        .values({
          id: crypto.randomUUID(),
          quote_id: m.quoteId,
          revision: m.revision,
          kind: m.kind,
          text: m.text,
          author_name: m.authorName,
          from_staff: m.fromStaff,
          order_number: m.orderNumber ?? null,
          created_at: m.at,
        })
        .execute(),

    /** A dealer's quotes, newest first. */
    dealerQuotes: (customerNumber: string) =>
      db
        .selectFrom('quote as q')
        .select([...quoteColumns, total.as('total')])
        .where('q.customer_number', '=', customerNumber)
        .orderBy('q.created_at', 'desc')
        .orderBy('q.id', 'desc')
        .limit(500)
        .execute(),

    /** One quote; with `customerNumber`, only that dealer's (another dealer's is not found). */
    quote: (id: string, customerNumber?: string) => {
      let query = db
        .selectFrom('quote as q')
        .innerJoin('customer as c', 'c.customer_number', 'q.customer_number')
        .leftJoin('contact as ct', 'ct.id', 'q.contact_id')
        .select([
          ...quoteColumns,
          total.as('total'),
          'c.name as customer_name',
          'c.market',
          sql<string | null>`ct.firstname || ' ' || ct.lastname`.as('contact_name'),
        ])
        .where('q.id', '=', id);
      if (customerNumber !== undefined) query = query.where('q.customer_number', '=', customerNumber);
      return query.executeTakeFirst();
    },

    /** The quote's row held for the rest of the transaction, so two answers or call-offs run one after the other. */
    lock: (id: string, customerNumber?: string) => {
      let query = db
        .selectFrom('quote')
        .select([
          'id',
          'number',
          'customer_number',
          'contact_id',
          'status',
          'revision',
          'valid_until',
          'allow_partial_call_offs',
          'project_name',
          'currency',
          'staff_message',
        ])
        .where('id', '=', id);
      if (customerNumber !== undefined) query = query.where('customer_number', '=', customerNumber);
      return query.forUpdate().executeTakeFirst();
    },

    lines: (quoteId: string, revision: number) =>
      db
        .selectFrom('quote_line')
        .select(['line_number', 'item_number', 'description', 'quantity', 'list_price', 'unit_price', 'discount_percent', 'called_off'])
        .where('quote_id', '=', quoteId)
        .where('revision', '=', revision)
        .orderBy('line_number')
        .execute(),

    messages: (quoteId: string) =>
      db
        .selectFrom('quote_message')
        .select(['id', 'kind', 'revision', 'text', 'author_name', 'from_staff', 'order_number', 'created_at'])
        .where('quote_id', '=', quoteId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),

    /** The quote's attachments, oldest first, with the name of the user who attached each. */
    attachments: (quoteId: string) =>
      db
        .selectFrom('quote_attachment as a')
        .leftJoin('contact as c', 'c.id', 'a.uploaded_by')
        .select([
          'a.id',
          'a.quote_id',
          'a.storage_key',
          'a.content_type',
          'a.original_name',
          'a.size_bytes',
          'a.created_at',
          sql<string | null>`nullif(trim(c.firstname || ' ' || c.lastname), '')`.as('uploaded_by_name'),
        ])
        .where('a.quote_id', '=', quoteId)
        .orderBy('a.created_at')
        .orderBy('a.id')
        .execute(),

    insertAttachments: async (rows: readonly Insertable<QuoteAttachmentTable>[]) => {
      if (rows.length) await db.insertInto('quote_attachment').values(rows).execute();
    },

    orderNumbers: async (quoteId: string) =>
      (
        await db
          .selectFrom('quote_call_off')
          .select('order_number')
          .where('quote_id', '=', quoteId)
          .orderBy('created_at')
          .orderBy('order_number')
          .execute()
      ).map((r) => r.order_number),

    callOffByKey: (quoteId: string, idempotencyKey: string) =>
      db
        .selectFrom('quote_call_off')
        .select('order_number')
        .where('quote_id', '=', quoteId)
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst(),

    setPrices: async (
      quoteId: string,
      revision: number,
      prices: { itemNumber: string; unitPrice: number; discountPercent: number | null }[],
      terms: { validUntil: string; message: string | null; allowPartialCallOffs: boolean; at: Date },
    ) => {
      for (const p of prices)
        await db
          .updateTable('quote_line')
          .set({ unit_price: p.unitPrice, discount_percent: p.discountPercent })
          .where('quote_id', '=', quoteId)
          .where('revision', '=', revision)
          .where('item_number', '=', p.itemNumber)
          .execute();
      await db
        .updateTable('quote')
        .set({
          valid_until: terms.validUntil,
          staff_message: terms.message,
          allow_partial_call_offs: terms.allowPartialCallOffs,
          updated_at: terms.at,
        })
        .where('id', '=', quoteId)
        .execute();
    },

    setStatus: (quoteId: string, status: 'sent' | 'ordering' | 'accepted' | 'declined', at: Date) =>
      db
        .updateTable('quote')
        .set({ status, updated_at: at, ...(status === 'sent' ? { sent_at: at } : {}) })
        .where('id', '=', quoteId)
        .execute(),

    /**
     * Counts units of a line as ordered, only while that many are left; false when they are not
     * (another call-off took them first).
     */
    callOff: async (quoteId: string, revision: number, itemNumber: string, quantity: number) => {
      const result = await db
        .updateTable('quote_line')
        .set((eb) => ({ called_off: eb('called_off', '+', quantity) }))
        .where('quote_id', '=', quoteId)
        .where('revision', '=', revision)
        .where('item_number', '=', itemNumber)
        .where(sql<boolean>`quantity - called_off >= ${quantity}`)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    recordCallOff: (quoteId: string, orderNumber: string, idempotencyKey: string, at: Date) =>
      db
        .insertInto('quote_call_off')
        .values({ quote_id: quoteId, order_number: orderNumber, idempotency_key: idempotencyKey, created_at: at })
        .execute(),

    /** The dealer's delivery address an accepted quote goes to when the dealer names none: the first by name. */
    firstDeliveryAddressId: async (customerNumber: string) =>
      (
        await db
          .selectFrom('delivery_address')
          .select('id')
          .where('customer_number', '=', customerNumber)
          .orderBy('name')
          .orderBy('id')
          .executeTakeFirst()
      )?.id ?? null,

    /** The dealer's own address, the other place an order may go without an address of its own. */
    visitingAddress: (customerNumber: string) =>
      db
        .selectFrom('customer')
        .select(['name', 'visiting_line1 as line1', 'visiting_postalcode as postalcode', 'visiting_city as city', 'market'])
        .where('customer_number', '=', customerNumber)
        .executeTakeFirst(),

    /** The dealer's name and postal address, as its documents print it. */
    postalAddress: (customerNumber: string) =>
      db
        .selectFrom('customer')
        .select(['name', 'postal_line1', 'postal_postalcode', 'postal_city', 'country'])
        .where('customer_number', '=', customerNumber)
        .executeTakeFirst(),

    // --- the desk

    page: (f: DeskFilter & Paging) =>
      cappedListPage(
        db,
        sortedBy(
          desk(f)
            .innerJoin('customer as c', 'c.customer_number', 'q.customer_number')
            .select([...quoteColumns, total.as('total'), 'c.name as customer_name', 'c.market']),
          f.sort,
          {
            number: sql.ref('q.number'),
            projectName: sql.ref('q.project_name'),
            customerName: sql.ref('c.name'),
            market: sql.ref('c.market'),
            status: sql.ref('q.status'),
            requestedAt: sql.ref('q.requested_at'),
            validUntil: sql.ref('q.valid_until'),
          },
          [sql.ref('q.created_at'), sql.ref('q.id')],
        ),
        desk(f),
        f,
      ),

    /** How many quotes wait for sales administration past the answer time, counted no further than `cap`. */
    overdueCount: async (overdueBefore: Date, today: Readonly<Record<Market, string>>, cap: number) =>
      (await cappedCount(db, desk({ overdueBefore, today }), cap)).total,

    /** Sales administration's members, who hear of a new or changed request, with their language. */
    salesAdmins: () =>
      db
        .selectFrom('staff_member as s')
        .select(['s.email', 's.firstname', 's.lastname', 's.language'])
        .where('s.active', '=', true)
        .where((eb) =>
          eb.exists(
            eb.selectFrom('staff_role as r').select('r.role').whereRef('r.staff_id', '=', 's.id').where('r.role', '=', 'sales-admin'),
          ),
        )
        .orderBy('s.email')
        .execute(),

    audit: (entry: AuditEntry) => recordAudit(db, entry),

    /** A message to the outbox, with the transaction of the change it tells of. */
    notify: (message: NewMessage) => notify(db, message),
  };
}
export type QuotesRepository = ReturnType<typeof createQuotesRepository>;

const lineValues = (quoteId: string, revision: number, index: number, l: NewQuoteLine) => ({
  quote_id: quoteId,
  revision,
  line_number: index + 1,
  item_number: l.itemNumber,
  description: l.description,
  quantity: l.quantity,
  list_price: l.listPrice,
});

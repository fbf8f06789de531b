import { sql, type Kysely } from 'kysely';
import { ORDER_STATUS } from '@portal/contracts';
import type { CartLineChannel, OrderChannel } from '@portal/contracts/order';
import type { NewMessage, Notify } from '../../platform/messages.js';
import type { DB } from '../../platform/db/schema.js';
import { rowsAsJson } from '../../platform/db/json-rows.js';

export type NewOrder = {
  customerNumber: string;
  contactId: string | null;
  orderDate: string;
  orderMark: string | null;
  customerPo: string | null;
  referenceNo: string | null;
  deliveryType: string;
  requestedDate: string;
  promiseDate: string;
  currency: string;
  freight: number;
  orderValue: number;
  ship: {
    name: string;
    address1: string;
    address2: string | null;
    address3: string | null;
    city: string;
    postalcode: string;
    country: string;
  };
  notificationPhone: string | null;
  idempotencyKey: string | null;
  /** What was asked with the key: a digest of the request without the key. */
  idempotencyFingerprint: string | null;
  /** Above the orderer's limit (the limit, null for "always"): the order waits for an approver of the dealer. */
  approval?: { limit: number | null } | null;
  /** Received, or on credit hold with its reason (ADR 0078). */
  status: typeof ORDER_STATUS.received | typeof ORDER_STATUS.creditHold;
  creditHoldReason: 'limit' | 'overdue' | null;
  /** The complaint a replacement order (at no charge) is for. */
  replacementFor?: string | null;
  /** How the dealer put the order together; none for orders staff make. */
  channel?: OrderChannel | null;
};

export type NewOrderLine = {
  itemNumber: string;
  description: string;
  orderedQty: number;
  price: number;
  discount: number;
  netSalesAmt: number;
  configHeaderId: string | null;
};

export type OrderSummaryRow = {
  order_number: string;
  order_date: string;
  tracking_id: string | null;
  tracking_url: string | null;
  order_mark: string | null;
  customer_po: string | null;
  promise_date: string | null;
  order_value: number;
  freight: number;
  currency: string;
  status: number;
};

const summaryColumns = [
  'order_number',
  'order_date',
  'tracking_id',
  'tracking_url',
  'order_mark',
  'customer_po',
  'promise_date',
  'order_value',
  'freight',
  'currency',
  'status',
] as const;

export function createOrderRepository(db: Kysely<DB>, notify: Notify) {
  const lines = (orderNumber: string) =>
    db
      .selectFrom('order_line')
      .select([
        'line_sequence',
        'item_number',
        'description',
        'ordered_qty',
        'shipped_qty',
        'price',
        'discount',
        'net_sales_amt',
        'config_header_id',
      ])
      .where('order_number', '=', orderNumber)
      .orderBy('line_sequence')
      .execute();

  return {
    /**
     * Open orders (below delivered) or history, newest first. The rows come back
     * as one JSON document: for lists of hundreds of orders that is several times
     * faster than row-by-row decoding on the embedded database.
     */
    list: async (customerNumber: string, which: 'open' | 'history', limit: number): Promise<OrderSummaryRow[]> => {
      const rows = db
        .selectFrom('customer_order')
        .select(summaryColumns)
        .where('customer_number', '=', customerNumber)
        .where('status', which === 'open' ? '<' : '>=', ORDER_STATUS.delivered)
        .orderBy('order_date', 'desc')
        .orderBy('order_number', 'desc')
        .limit(limit);
      return rowsAsJson<OrderSummaryRow>(db, rows, sql`t.order_date DESC, t.order_number DESC`);
    },

    header: (customerNumber: string, orderNumber: string) =>
      db
        .selectFrom('customer_order')
        .selectAll()
        .where('customer_number', '=', customerNumber)
        .where('order_number', '=', orderNumber)
        .executeTakeFirst(),

    lines,

    /**
     * What the order confirmation document shows: the order of this customer with its lines, and
     * the customer's name and postal address (the billing address); null for another customer's order.
     */
    confirmation: async (customerNumber: string, orderNumber: string) => {
      const header = await db
        .selectFrom('customer_order as o')
        .innerJoin('customer as c', 'c.customer_number', 'o.customer_number')
        .select([
          'o.order_number',
          'o.customer_number',
          'o.status',
          'o.order_date',
          'o.order_mark',
          'o.customer_po',
          'o.reference_no',
          'o.delivery_type',
          'o.requested_date',
          'o.promise_date',
          'o.currency',
          'o.freight',
          'o.order_value',
          'o.ship_name',
          'o.ship_address1',
          'o.ship_address2',
          'o.ship_address3',
          'o.ship_postalcode',
          'o.ship_city',
          'o.ship_country',
          'c.name as customer_name',
          'c.postal_line1',
          'c.postal_postalcode',
          'c.postal_city',
          'c.country as customer_country',
        ])
        .where('o.customer_number', '=', customerNumber)
        .where('o.order_number', '=', orderNumber)
        .executeTakeFirst();
      return header ? { header, lines: await lines(orderNumber) } : null;
    },

    /**
     * The order page's header: the order of this customer with the customer's name and postal address (the
     * billing address), and the names of who placed it and of the approver who decided on it.
     */
    pageHeader: (customerNumber: string, orderNumber: string) =>
      db
        .selectFrom('customer_order as o')
        .innerJoin('customer as c', 'c.customer_number', 'o.customer_number')
        .leftJoin('contact as orderer', 'orderer.id', 'o.contact_id')
        .leftJoin('contact as approver', 'approver.id', 'o.approval_decided_by')
        .selectAll('o')
        .select([
          sql<string | null>`trim(orderer.firstname || ' ' || orderer.lastname)`.as('orderer_name'),
          sql<string | null>`trim(approver.firstname || ' ' || approver.lastname)`.as('approver_name'),
        ])
        .select([
          'c.name as customer_name',
          'c.postal_line1',
          'c.postal_postalcode',
          'c.postal_city',
          'c.country as customer_country',
          'c.market as customer_market',
        ])
        .where('o.customer_number', '=', customerNumber)
        .where('o.order_number', '=', orderNumber)
        .executeTakeFirst(),

    /** The statuses the order desk moved the order to, oldest first. */
    statusChanges: async (orderNumber: string) => {
      const rows = await db
        .selectFrom('audit_log')
        .select(['at', 'after'])
        .where('object_type', '=', 'order')
        .where('object_id', '=', orderNumber)
        .where('action', '=', 'order.status')
        .orderBy('at')
        .orderBy('id')
        .execute();
      return rows.flatMap((r) => {
        const status = (r.after as { status?: unknown } | null)?.status;
        return typeof status === 'number' ? [{ status, at: new Date(r.at) }] : [];
      });
    },

    /** The invoices of one of the customer's orders, oldest first. */
    invoices: (customerNumber: string, orderNumber: string) =>
      db
        .selectFrom('invoice')
        .select(['invoice_number', 'invoice_date', 'due_date', 'total', 'currency', 'paid_date'])
        .where('customer_number', '=', customerNumber)
        .where('order_number', '=', orderNumber)
        .orderBy('invoice_date')
        .orderBy('invoice_number')
        .execute(),

    comments: (orderNumber: string) =>
      db
        .selectFrom('order_line_comment')
        .select(['line_sequence', 'comment'])
        .where('order_number', '=', orderNumber)
        .orderBy('line_sequence')
        .orderBy('position')
        .execute(),

    byIdempotencyKey: (customerNumber: string, key: string) =>
      db
        .selectFrom('customer_order')
        .select(['order_number', 'idempotency_fingerprint', 'created_at', 'status', 'credit_hold_reason'])
        .where('customer_number', '=', customerNumber)
        .where('idempotency_key', '=', key)
        .executeTakeFirst(),

    /** Runs another module's writes on this repository's connection: in an order's transaction, with the order. */
    alongside: <T>(work: (db: Kysely<DB>) => Promise<T>) => work(db),

    /** A key past its lifetime is let go, so the next request with it is a new one. */
    releaseIdempotencyKey: (customerNumber: string, orderNumber: string) =>
      db
        .updateTable('customer_order')
        .set({ idempotency_key: null })
        .where('customer_number', '=', customerNumber)
        .where('order_number', '=', orderNumber)
        .execute(),

    /** Moves a received order to cancelled; false when it is not (or no longer) in received. */
    cancel: async (customerNumber: string, orderNumber: string) => {
      const result = await db
        .updateTable('customer_order')
        .set({ status: ORDER_STATUS.cancelled, cancelled_at: new Date() })
        .where('customer_number', '=', customerNumber)
        .where('order_number', '=', orderNumber)
        .where('status', '=', ORDER_STATUS.received)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    deliveryAddresses: (customerNumber: string) =>
      db
        .selectFrom('delivery_address')
        .select(['name', 'line1', 'postalcode', 'city'])
        .where('customer_number', '=', customerNumber)
        .execute(),

    /** One of the customer's delivery addresses as an order address; undefined when it is not the customer's. */
    deliveryAddress: (customerNumber: string, id: string) =>
      db
        .selectFrom('delivery_address')
        .select([
          'name as Name',
          'line1 as Address1',
          'line2 as Address2',
          'line3 as Address3',
          'city as City',
          'postalcode as PostalCode',
          'country as Country',
        ])
        .where('customer_number', '=', customerNumber)
        .where('id', '=', id)
        .executeTakeFirst(),

    visitingAddress: (customerNumber: string) =>
      db
        .selectFrom('customer')
        .select(['name', 'visiting_line1 as line1', 'visiting_postalcode as postalcode', 'visiting_city as city'])
        .where('customer_number', '=', customerNumber)
        .executeTakeFirst(),

    /** What of the dealer decides whether it may order now: the block, and the details every order carries. */
    orderingTerms: (customerNumber: string) =>
      db
        .selectFrom('customer')
        .select(['order_blocked', 'order_block_reason', 'common_name', 'phone', 'email'])
        .where('customer_number', '=', customerNumber)
        .executeTakeFirst(),

    /** Where a replacement order goes and in what it is kept: the dealer's market and currency, its primary delivery address (else the first, else the visiting address). */
    replacementBuyer: async (customerNumber: string) => {
      const customer = await db
        .selectFrom('customer')
        .select(['market', 'currency', 'name', 'visiting_line1', 'visiting_postalcode', 'visiting_city', 'country'])
        .where('customer_number', '=', customerNumber)
        .executeTakeFirst();
      if (!customer) return undefined;
      const address = await db
        .selectFrom('delivery_address')
        .select(['name', 'line1', 'line2', 'line3', 'postalcode', 'city', 'country'])
        .where('customer_number', '=', customerNumber)
        .orderBy('is_primary', 'desc')
        .orderBy('name')
        .executeTakeFirst();
      return { ...customer, address };
    },

    maintenanceWindows: () =>
      db.selectFrom('maintenance_window').select(['from_date', 'to_date', 'statuscode']).orderBy('from_date', 'desc').execute(),

    /** How each of the cart lines an order takes came in (the shop and order lists: null). */
    cartChannels: async (contactId: string, customerNumber: string, lineIds: readonly string[]) =>
      lineIds.length === 0
        ? []
        : (
            await db
              .selectFrom('cart_line')
              .select('channel')
              .where('contact_id', '=', contactId)
              .where('customer_number', '=', customerNumber)
              .where('line_id', 'in', [...lineIds])
              .execute()
          ).map((r) => r.channel as CartLineChannel | null),

    /** The ordered lines leave the user's cart with the order; lines added meanwhile stay. Answers the lines taken. */
    removeFromCart: async (contactId: string, customerNumber: string, lineIds: readonly string[]) => {
      if (lineIds.length === 0) return [];
      return db
        .deleteFrom('cart_line')
        .where('contact_id', '=', contactId)
        .where('customer_number', '=', customerNumber)
        .where('line_id', 'in', [...lineIds])
        .returning(['line_id', 'type', 'quantity', 'config', 'channel'])
        .execute();
    },

    /** An order waiting for approval keeps the cart lines it took, so a rejection can put them back. */
    keepCartLines: async (orderNumber: string, cartLines: readonly unknown[]) => {
      await db
        .updateTable('customer_order')
        .set({ approval_cart_lines: JSON.stringify(cartLines) })
        .where('order_number', '=', orderNumber)
        .execute();
    },

    /** A message to the outbox, with the transaction of the change it tells of. */
    notify: (message: NewMessage) => notify(db, message),

    /** Writes an order and its lines; run inside a transaction. */
    insert: async (order: NewOrder, lines: NewOrderLine[]): Promise<string> => {
      const { rows } = await sql<{ n: string }>`SELECT nextval('order_number_seq')::text AS n`.execute(db);
      const orderNumber = rows[0]!.n;
      await db
        .insertInto('customer_order')
        .values({
          order_number: orderNumber,
          customer_number: order.customerNumber,
          contact_id: order.contactId,
          status: order.approval ? ORDER_STATUS.waitingForApproval : order.status,
          credit_hold_reason: order.approval ? null : order.creditHoldReason,
          ...(order.approval ? { approval_state: 'waiting' as const, approval_limit: order.approval.limit } : {}),
          order_date: order.orderDate,
          order_mark: order.orderMark,
          customer_po: order.customerPo,
          reference_no: order.referenceNo,
          message: null,
          delivery_type: order.deliveryType,
          requested_date: order.requestedDate,
          promise_date: order.promiseDate,
          tracking_id: null,
          tracking_url: null,
          currency: order.currency,
          freight: order.freight,
          order_value: order.orderValue,
          ship_name: order.ship.name,
          ship_address1: order.ship.address1,
          ship_address2: order.ship.address2,
          ship_address3: order.ship.address3,
          ship_city: order.ship.city,
          ship_postalcode: order.ship.postalcode,
          ship_country: order.ship.country,
          notification_phone: order.notificationPhone,
          idempotency_key: order.idempotencyKey,
          idempotency_fingerprint: order.idempotencyFingerprint,
          replacement_for: order.replacementFor ?? null,
          channel: order.channel ?? null,
        })
        .execute();
      await db
        .insertInto('order_line')
        .values(
          lines.map((line, i) => ({
            order_number: orderNumber,
            line_sequence: i + 1,
            item_number: line.itemNumber,
            description: line.description,
            ordered_qty: line.orderedQty,
            shipped_qty: 0,
            price: line.price,
            discount: line.discount,
            net_sales_amt: line.netSalesAmt,
            config_header_id: line.configHeaderId,
          })),
        )
        .execute();
      return orderNumber;
    },
  };
}
export type OrderRepository = ReturnType<typeof createOrderRepository>;

import { sql, type Kysely } from 'kysely';
import { ORDER_STATUS } from '@portal/contracts/order';
import type { DB } from '../../platform/db/schema.js';
import type { NewMessage, Notify } from '../../platform/messages.js';
import { recordAudit, type AuditEntry } from '../../platform/audit/audit.js';
import type { ListSort } from '@portal/contracts/staff-common';
import type { STAFF_ORDER_SORT_COLUMNS } from '@portal/contracts/staff-order';
import { sortedBy, type Paging } from '../../platform/db/list-page.js';
import { cappedCount, LIST_COUNT_CAP } from '../../platform/db/capped-count.js';
import { dealersIn, dealersNamed } from '../../platform/db/dealer-search.js';
import { foldedStartsWith } from '../../platform/db/like.js';
import { inBatches } from '../../platform/export/table-export.js';

export type OrderSortColumn = (typeof STAFF_ORDER_SORT_COLUMNS)[number];

export type OrderDeskFilter = {
  status?: number | undefined;
  market?: string | undefined;
  customerNumber?: string | undefined;
  /** Only confirmed or in-production orders promised for a week that began before this day. */
  promisedBefore?: string | undefined;
  /** Order dates, both days included. */
  from?: string | undefined;
  to?: string | undefined;
  /** Confirmed or in-production orders promised for a day between these (the service gives whole weeks). */
  promisedFrom?: string | undefined;
  promisedTo?: string | undefined;
  /** How the orders were put together; cart takes those placed before it was recorded too. */
  channel?: string | undefined;
  search?: string | undefined;
  /** Only these orders (an export of the list's selected rows). */
  orderNumbers?: readonly string[] | undefined;
  sort: ListSort<OrderSortColumn>;
};

export type OrderChange = {
  status: number;
  promise_date?: string;
  carrier?: string;
  tracking_id?: string;
  tracking_url?: string | null;
  cancel_reason?: string;
  cancel_message?: string | null;
  cancelled_at?: Date;
};

export type NewSerial = {
  serial_number: string;
  order_number: string;
  line_sequence: number;
  production_nbr: string;
  shipment_id: number | null;
};

/** SQL of the order desk: every dealer's orders, read and moved by staff. */
export function createOrderDeskRepository(db: Kysely<DB>, notify: Notify) {
  // The orders alone, with every filter but the search: counting them needs no dealer, so only the page joins it.
  const filtered = (f: OrderDeskFilter) => {
    let q = db.selectFrom('customer_order as o');
    if (f.status !== undefined) q = q.where('o.status', '=', f.status);
    if (f.market) q = q.where('o.customer_number', 'in', dealersIn(db, f.market));
    if (f.customerNumber) q = q.where('o.customer_number', '=', f.customerNumber);
    if (f.promisedBefore) q = q.where('o.status', 'in', [20, 30]).where('o.promise_date', '<', f.promisedBefore);
    if (f.from) q = q.where('o.order_date', '>=', f.from);
    if (f.to) q = q.where('o.order_date', '<=', f.to);
    // As the backlog of the insight figures counts them.
    if (f.promisedFrom || f.promisedTo) q = q.where('o.status', 'in', [20, 30]);
    if (f.promisedFrom) q = q.where('o.promise_date', '>=', f.promisedFrom);
    if (f.promisedTo) q = q.where('o.promise_date', '<=', f.promisedTo);
    if (f.orderNumbers) q = q.where('o.order_number', 'in', f.orderNumbers);
    // As the insight figures of the portal's use count them.
    if (f.channel === 'cart') q = q.where((eb) => eb.or([eb('o.channel', '=', 'cart'), eb('o.channel', 'is', null)]));
    else if (f.channel) q = q.where('o.channel', '=', f.channel);
    return q;
  };

  /**
   * The orders a search finds, each way through its own index and each order once: by its number,
   * by its tracking number, by the start of its goods mark, or as an order of a dealer the text
   * names (its number or a part of its name). As one OR they would read every order; as `order_number IN (…)` they gathered every
   * order of every named dealer before a page was cut (a big dealer's 20,000). Each named dealer's
   * orders are read on their own, at most `reach` of them when given: for a page its first orders
   * by date (`direction`), for the capped count any. UNION ALL lets an outer limit stop early.
   */
  const searched = (f: OrderDeskFilter, text: string, reach?: number, direction?: 'asc' | 'desc') => {
    const named = dealersNamed(db, text);
    const byNumber = filtered(f).where('o.order_number', '=', text).where('o.customer_number', 'not in', named);
    const byTracking = filtered(f)
      .where('o.tracking_id', '=', text)
      .where('o.order_number', '<>', text)
      .where('o.customer_number', 'not in', named);
    const byMark = filtered(f)
      .where('o.search_mark', 'is not', null)
      .where(foldedStartsWith(sql.ref('o.search_mark'), text))
      .where('o.order_number', '<>', text)
      .where((w) => w.or([w('o.tracking_id', 'is', null), w('o.tracking_id', '<>', text)]))
      .where('o.customer_number', 'not in', named);
    const columns = ['o.order_number', 'o.order_date'] as const;
    const ofDealers = db
      .selectFrom(named.as('d'))
      .innerJoinLateral(
        () => {
          // Through (customer_number, order_date, order_number): a dealer's newest (or oldest) first.
          const own = filtered(f).where('o.customer_number', '=', sql.ref<string>('d.customer_number')).select(columns);
          const ordered = direction ? own.orderBy('o.order_date', direction).orderBy('o.order_number', direction) : own;
          return (reach === undefined ? ordered : ordered.limit(reach)).as('o');
        },
        (join) => join.onTrue(),
      )
      .select(columns);
    return byNumber.select(columns).unionAll(byTracking.select(columns)).unionAll(byMark.select(columns)).unionAll(ofDealers);
  };

  /** The list's orders without their columns: those a search finds (at most `reach` a dealer), or all the filters let through. */
  const queue = (f: OrderDeskFilter, reach?: number) =>
    f.search ? db.selectFrom(searched(f, f.search, reach).as('o')).select('o.order_number') : filtered(f).select('o.order_number');

  /** The list's rows in its order, from `from`: by default the orders the filters and the search find. */
  const rows = (
    f: OrderDeskFilter,
    from = f.search ? db.selectFrom('customer_order as o').where('o.order_number', 'in', queue(f)) : filtered(f),
  ) =>
    sortedBy(
      from
        .innerJoin('customer as c', 'c.customer_number', 'o.customer_number')
        .select([
          'o.order_number',
          'o.customer_number',
          'c.name as customer_name',
          'c.market',
          'o.status',
          'o.order_date',
          'o.promise_date',
          'o.order_mark',
          'o.order_value',
          'o.currency',
          'o.tracking_id',
        ]),
      f.sort,
      {
        orderNumber: sql.ref('o.order_number'),
        orderDate: sql.ref('o.order_date'),
        // A dealer's column sorts dealer by dealer (its number next): walking the dealers in that order through an
        // index, each one's orders come in order, and the page stops early rather than sorting every order.
        customerName: { by: sql.ref('c.name'), then: [sql.ref('c.customer_number')] },
        market: { by: sql.ref('c.market'), then: [sql.ref('c.customer_number')] },
        orderMark: sql.ref('o.order_mark'),
        orderValue: sql.ref('o.order_value'),
        promiseDate: sql.ref('o.promise_date'),
        status: sql.ref('o.status'),
      },
      [sql.ref('o.order_number')],
    );

  /**
   * The rows of one page. A search in the standard order (by date) first finds the page's order
   * numbers, reading no more of a named dealer's orders than the page reaches; in another order
   * every order the search finds is sorted.
   */
  const pageQuery = (f: OrderDeskFilter & Paging) => {
    if (!f.search || f.sort.column !== 'orderDate') return rows(f).offset(f.offset).limit(f.limit);
    const direction = f.sort.direction;
    const onPage = db
      .selectFrom(searched(f, f.search, f.offset + f.limit, direction).as('k'))
      .select('k.order_number')
      .orderBy('k.order_date', direction)
      .orderBy('k.order_number', direction)
      .offset(f.offset)
      .limit(f.limit);
    return rows(f, db.selectFrom('customer_order as o').where('o.order_number', 'in', onPage)).limit(f.limit);
  };

  /** Several orders held for the rest of a transaction (a bulk move's), locked in number order as every such caller locks them. */
  const lockOrders = async (orderNumbers: readonly string[]) =>
    new Map(
      (
        await db
          .selectFrom('customer_order as o')
          .innerJoin('customer as c', 'c.customer_number', 'o.customer_number')
          .selectAll('o')
          .select('c.market')
          .where('o.order_number', 'in', orderNumbers)
          .orderBy('o.order_number')
          .forUpdate('o')
          .execute()
      ).map((order) => [order.order_number, order]),
    );

  return {
    pageQuery,

    page: async (f: OrderDeskFilter & Paging) => {
      const cap = f.offset + LIST_COUNT_CAP;
      const [page, count] = await Promise.all([pageQuery(f).execute(), cappedCount(db, queue(f, cap + 1), cap)]);
      return { rows: page, ...count };
    },

    /** Every order the filter finds, in its order, a batch at a time (an export). */
    all: (f: OrderDeskFilter) => inBatches(rows(f), { column: 'o.order_number', field: 'order_number' }),

    order: (orderNumber: string) =>
      db
        .selectFrom('customer_order as o')
        .innerJoin('customer as c', 'c.customer_number', 'o.customer_number')
        .selectAll('o')
        .select(['c.name as customer_name', 'c.market'])
        .where('o.order_number', '=', orderNumber)
        .executeTakeFirst(),

    /** The orders waiting on credit hold, the oldest first, with their dealers (ADR 0078). */
    creditHolds: (limit: number) =>
      db
        .selectFrom('customer_order as o')
        .innerJoin('customer as c', 'c.customer_number', 'o.customer_number')
        .select([
          'o.order_number',
          'o.customer_number',
          'o.order_date',
          'o.order_mark',
          'o.order_value',
          'o.freight',
          'o.currency',
          'o.credit_hold_reason',
          'c.name as customer_name',
          'c.market',
        ])
        .where('o.status', '=', ORDER_STATUS.creditHold)
        .orderBy('o.order_date')
        .orderBy('o.order_number')
        .limit(limit)
        .execute(),

    countCreditHolds: async () =>
      Number(
        (
          await db
            .selectFrom('customer_order')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('status', '=', ORDER_STATUS.creditHold)
            .executeTakeFirstOrThrow()
        ).n,
      ),

    lockOrders,

    /** The order held for the rest of a transaction, so two staff moves run one after the other. */
    lockOrder: async (orderNumber: string) => (await lockOrders([orderNumber])).get(orderNumber),

    lines: (orderNumber: string) =>
      db
        .selectFrom('order_line as l')
        .leftJoin('product as p', 'p.item_number', 'l.item_number')
        .select([
          'l.line_sequence',
          'l.item_number',
          'l.description',
          'l.ordered_qty',
          'l.shipped_qty',
          'l.price',
          'l.discount',
          'l.net_sales_amt',
          'l.config_header_id',
          sql<boolean>`coalesce(p.require_serial, false)`.as('require_serial'),
        ])
        .where('l.order_number', '=', orderNumber)
        .orderBy('l.line_sequence')
        .execute(),

    serials: (orderNumber: string) =>
      db
        .selectFrom('order_line_serial')
        .select(['serial_number', 'line_sequence'])
        .where('order_number', '=', orderNumber)
        .orderBy('serial_number')
        .execute(),

    /** Which of these serial numbers some order already carries. */
    serialsInUse: async (serials: readonly string[]) =>
      serials.length === 0
        ? []
        : (await db.selectFrom('order_line_serial').select('serial_number').where('serial_number', 'in', serials).execute()).map(
            (r) => r.serial_number,
          ),

    insertSerials: async (rows: readonly NewSerial[]) => {
      if (rows.length > 0) await db.insertInto('order_line_serial').values(rows).execute();
    },

    change: (orderNumber: string, change: OrderChange, at: Date) =>
      db
        .updateTable('customer_order')
        .set({ ...change, status_changed_at: at })
        .where('order_number', '=', orderNumber)
        .execute(),

    /** A shipment of these quantities of the order's lines; complaints are filed against what was shipped. */
    insertShipment: async (
      shipment: { order_number: string; carrier: string; tracking_id: string; tracking_url: string | null; dispatched_at: Date },
      lines: readonly { line_sequence: number; quantity: number }[],
    ) => {
      const { id } = await db.insertInto('order_shipment').values(shipment).returning('id').executeTakeFirstOrThrow();
      await db
        .insertInto('order_shipment_line')
        .values(lines.map((l) => ({ shipment_id: id, order_number: shipment.order_number, ...l })))
        .execute();
      for (const line of lines)
        await db
          .updateTable('order_line')
          .set((eb) => ({ shipped_qty: eb('shipped_qty', '+', line.quantity) }))
          .where('order_number', '=', shipment.order_number)
          .where('line_sequence', '=', line.line_sequence)
          .execute();
      return id;
    },

    /** The shipments not yet delivered, oldest first, with what each carried. */
    undeliveredShipments: async (orderNumber: string, shipmentId?: number) => {
      let q = db.selectFrom('order_shipment').select(['id', 'delivered_at']).where('order_number', '=', orderNumber);
      if (shipmentId !== undefined) q = q.where('id', '=', shipmentId);
      else q = q.where('delivered_at', 'is', null);
      return q.orderBy('id').execute();
    },

    shipmentLines: (shipmentId: number) =>
      db.selectFrom('order_shipment_line').select(['line_sequence', 'quantity']).where('shipment_id', '=', shipmentId).execute(),

    hasShipments: async (orderNumber: string) =>
      !!(await db.selectFrom('order_shipment').select('id').where('order_number', '=', orderNumber).limit(1).executeTakeFirst()),

    hasDeliveredShipment: async (orderNumber: string) =>
      !!(await db
        .selectFrom('order_shipment')
        .select('id')
        .where('order_number', '=', orderNumber)
        .where('delivered_at', 'is not', null)
        .limit(1)
        .executeTakeFirst()),

    markDelivered: (shipmentId: number, at: Date) =>
      db.updateTable('order_shipment').set({ delivered_at: at }).where('id', '=', shipmentId).execute(),

    /** The order's lines as a change leaves them: kept ones updated, left-out ones removed, new ones added. */
    replaceLines: async (
      orderNumber: string,
      lines: readonly {
        line_sequence: number;
        item_number: string;
        description: string;
        ordered_qty: number;
        price: number;
        discount: number;
        net_sales_amt: number;
        isNew: boolean;
      }[],
      removed: readonly number[],
    ) => {
      if (removed.length > 0)
        await db.deleteFrom('order_line').where('order_number', '=', orderNumber).where('line_sequence', 'in', removed).execute();
      for (const { isNew, ...line } of lines) {
        if (isNew)
          await db
            .insertInto('order_line')
            .values({ order_number: orderNumber, shipped_qty: 0, config_header_id: null, ...line })
            .execute();
        else
          await db
            .updateTable('order_line')
            .set({ ordered_qty: line.ordered_qty, price: line.price, discount: line.discount, net_sales_amt: line.net_sales_amt })
            .where('order_number', '=', orderNumber)
            .where('line_sequence', '=', line.line_sequence)
            .execute();
      }
    },

    /** The order's header fields a change sets: totals, delivery address, requested date. */
    updateOrder: (
      orderNumber: string,
      values: Partial<{
        order_value: number;
        freight: number;
        requested_date: string | null;
        promise_date: string;
        carrier: string;
        tracking_id: string;
        tracking_url: string | null;
        ship_name: string | null;
        ship_address1: string | null;
        ship_address2: string | null;
        ship_address3: string | null;
        ship_postalcode: string | null;
        ship_city: string | null;
        ship_country: string | null;
      }>,
    ) => db.updateTable('customer_order').set(values).where('order_number', '=', orderNumber).execute(),

    /** A change as the dealer reads it in the order's history. */
    recordChange: (orderNumber: string, at: Date, kind: 'lines' | 'delivery', changes: Record<string, unknown>) =>
      db
        .insertInto('order_change')
        .values({ order_number: orderNumber, at, kind, changes: JSON.stringify(changes) })
        .execute(),

    history: (orderNumber: string) =>
      db
        .selectFrom('audit_log as a')
        .innerJoin('staff_member as s', 's.id', 'a.staff_id')
        .select(['a.action', 'a.at', 'a.after', sql<string>`s.firstname || ' ' || s.lastname`.as('staff_name')])
        .where('a.object_type', '=', 'order')
        .where('a.object_id', '=', orderNumber)
        .orderBy('a.at')
        .orderBy('a.id')
        .execute(),

    audit: (entry: AuditEntry) => recordAudit(db, entry),

    /** A message to the outbox, with the transaction of the change it tells of. */
    notify: (message: NewMessage) => notify(db, message),
  };
}
export type OrderDeskRepository = ReturnType<typeof createOrderDeskRepository>;

import { sql, type Kysely } from 'kysely';
import { MAX_QUANTITY, ORDER_STATUS } from '@portal/contracts/order';
import type { DB } from '../../platform/db/schema.js';
import type { NewMessage, Notify } from '../../platform/messages.js';
import type { CreditHoldReason } from '@portal/contracts/finance';
import type { PlacedOrder } from './order-events.js';

const ordererName = sql<string | null>`trim(orderer.firstname || ' ' || orderer.lastname)`;

/** A cart line as the order took it from the orderer's cart. */
type TakenCartLine = { line_id: string; type: string; quantity: number; config: unknown; channel?: string | null };

/** SQL of the orders waiting for an approver of their dealer (status 5, ADR 0079). */
export function createOrderApprovalRepository(db: Kysely<DB>, notify: Notify) {
  const waitingOrders = (customerNumber: string) =>
    db
      .selectFrom('customer_order as o')
      .leftJoin('contact as orderer', 'orderer.id', 'o.contact_id')
      .where('o.customer_number', '=', customerNumber)
      .where('o.status', '=', ORDER_STATUS.waitingForApproval)
      .where('o.approval_state', '=', 'waiting');

  return {
    /** The dealer's waiting orders, oldest first, with their lines. */
    waiting: async (customerNumber: string) => {
      const headers = await waitingOrders(customerNumber)
        .select([
          'o.order_number',
          'o.order_date',
          'o.contact_id',
          'o.order_mark',
          'o.customer_po',
          'o.currency',
          'o.order_value',
          'o.freight',
          'o.approval_limit',
          ordererName.as('orderer_name'),
        ])
        .orderBy('o.created_at')
        .orderBy('o.order_number')
        .execute();
      const lines =
        headers.length === 0
          ? []
          : await db
              .selectFrom('order_line')
              .select(['order_number', 'item_number', 'description', 'ordered_qty', 'net_sales_amt'])
              .where(
                'order_number',
                'in',
                headers.map((h) => h.order_number),
              )
              .orderBy('order_number')
              .orderBy('line_sequence')
              .execute();
      return headers.map((h) => ({ ...h, lines: lines.filter((l) => l.order_number === h.order_number) }));
    },

    count: async (customerNumber: string) =>
      Number(
        (
          await waitingOrders(customerNumber)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),

    /** One waiting order of the dealer, held for the rest of the transaction so two approvers decide one after the other. */
    lockWaiting: (customerNumber: string, orderNumber: string) =>
      db
        .selectFrom('customer_order')
        .select(['order_number', 'contact_id', 'status', 'approval_state', 'order_mark', 'approval_cart_lines'])
        .where('customer_number', '=', customerNumber)
        .where('order_number', '=', orderNumber)
        .forUpdate()
        .executeTakeFirst(),

    /** What a waiting order amounts to, read before deciding on it: its lines' net sum and freight. */
    amounts: (customerNumber: string, orderNumber: string) =>
      db
        .selectFrom('customer_order')
        .select(['order_value', 'freight'])
        .where('customer_number', '=', customerNumber)
        .where('order_number', '=', orderNumber)
        .where('status', '=', ORDER_STATUS.waitingForApproval)
        .executeTakeFirst(),

    /**
     * The waiting order becomes a received order with its approver, or one on credit hold when it is
     * beyond the dealer's credit now; answers it as `order.placed` tells it.
     */
    approve: async (
      customerNumber: string,
      orderNumber: string,
      approver: string,
      at: Date,
      creditHoldReason: CreditHoldReason | null,
    ): Promise<PlacedOrder | null> => {
      const status = creditHoldReason ? ORDER_STATUS.creditHold : ORDER_STATUS.received;
      const order = await db
        .updateTable('customer_order')
        .set({
          status,
          credit_hold_reason: creditHoldReason,
          status_changed_at: at,
          approval_state: 'approved',
          approval_decided_by: approver,
          approval_decided_at: at,
          approval_cart_lines: null,
        })
        .where('customer_number', '=', customerNumber)
        .where('order_number', '=', orderNumber)
        .where('status', '=', ORDER_STATUS.waitingForApproval)
        .returning(['customer_number', 'order_date', 'order_mark', 'customer_po', 'requested_date', 'currency', 'order_value', 'freight'])
        .executeTakeFirst();
      if (!order) return null;
      const lines = await db
        .selectFrom('order_line')
        .select(['item_number', 'ordered_qty', 'net_sales_amt'])
        .where('order_number', '=', orderNumber)
        .orderBy('line_sequence')
        .execute();
      return {
        status,
        customerNumber: order.customer_number,
        orderDate: order.order_date,
        orderMark: order.order_mark,
        customerPo: order.customer_po,
        requestedDate: order.requested_date,
        currency: order.currency,
        orderValue: order.order_value,
        freight: order.freight,
        lines: lines.map((l) => ({ itemNumber: l.item_number, orderedQty: l.ordered_qty, netSalesAmt: l.net_sales_amt })),
      };
    },

    /** The waiting order ends rejected (cancelled, never sent) with the approver and the reason. */
    reject: async (customerNumber: string, orderNumber: string, approver: string, reason: string, at: Date) => {
      const result = await db
        .updateTable('customer_order')
        .set({
          status: ORDER_STATUS.cancelled,
          status_changed_at: at,
          cancelled_at: at,
          approval_state: 'rejected',
          approval_decided_by: approver,
          approval_decided_at: at,
          approval_reason: reason,
          approval_cart_lines: null,
        })
        .where('customer_number', '=', customerNumber)
        .where('order_number', '=', orderNumber)
        .where('status', '=', ORDER_STATUS.waitingForApproval)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * The lines an order took go back into its orderer's cart: a line the cart has again meanwhile
     * keeps its place and gets the quantity added (at most 999). Answers how many went back.
     */
    restoreCartLines: async (contactId: string, customerNumber: string, lines: readonly TakenCartLine[]) => {
      if (lines.length === 0) return 0;
      await db
        .insertInto('cart_line')
        .values(
          lines.map((l) => ({
            contact_id: contactId,
            customer_number: customerNumber,
            line_id: l.line_id,
            type: l.type,
            quantity: l.quantity,
            config: l.config === null || l.config === undefined ? null : JSON.stringify(l.config),
            channel: l.channel ?? null,
          })),
        )
        .onConflict((oc) =>
          oc
            .columns(['contact_id', 'customer_number', 'line_id'])
            .doUpdateSet({ quantity: sql`least(${MAX_QUANTITY}, cart_line.quantity + excluded.quantity)` }),
        )
        .execute();
      return lines.length;
    },

    /** A message to the outbox, with the transaction of the decision it tells of. */
    notify: (message: NewMessage) => notify(db, message),
  };
}
export type OrderApprovalRepository = ReturnType<typeof createOrderApprovalRepository>;

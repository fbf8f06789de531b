import { ORDER_STATUS, type ApprovalDecision, type WaitingOrder } from '@portal/contracts';
import { round2 } from '@portal/contracts/money';
import type { Principal } from '../../platform/auth/access.js';
import type { InTransaction } from '../../platform/db/transactional.js';
import { conflict, notFound } from '../../platform/errors.js';
import { sendOrderConfirmation } from './order-confirmation.js';
import { creditHoldFor, type CreditSource } from './order-credit.js';
import type { OrderApprovalRepository } from './order-approval.repository.js';
import type { OrderRepository } from './order.repository.js';

type Repositories = { orders: OrderRepository; approvals: OrderApprovalRepository };

export type ApprovalChoice = { approve: true } | { approve: false; reason: string; putBackInCart: boolean };

/**
 * The orders waiting for an approver of their dealer, as the approvals area reads and decides them
 * (ADR 0079). Who may decide is that area's rule: it passes `mayDecide`, checked with the order held.
 */
export type OrderApprovalQueue = {
  waiting: (customerNumber: string) => Promise<Omit<WaitingOrder, 'mayDecide'>[]>;
  count: (customerNumber: string) => Promise<number>;
  decide: (
    approver: Principal,
    orderNumber: string,
    choice: ApprovalChoice,
    /** Throws when the caller may not decide on an order of `orderer`; runs with the order held, so it reads nothing. */
    mayDecide: (orderer: string | null) => void,
  ) => Promise<ApprovalDecision>;
};

export function createOrderApprovalQueue(
  deps: Repositories & { transaction: InTransaction<Repositories>; now: () => Date; credit: CreditSource },
): OrderApprovalQueue {
  return {
    async waiting(customerNumber) {
      const rows = await deps.approvals.waiting(customerNumber);
      return rows.map((o) => ({
        orderNumber: o.order_number,
        orderDate: o.order_date,
        requestedBy: { contactId: o.contact_id, name: o.orderer_name ?? '' },
        orderMark: o.order_mark,
        reference: o.customer_po,
        currency: o.currency,
        itemSum: o.order_value,
        freight: o.freight,
        total: round2(o.order_value + o.freight),
        limit: o.approval_limit,
        lines: o.lines.map((l) => ({
          itemNumber: l.item_number,
          description: l.description,
          quantity: l.ordered_qty,
          unitPrice: l.ordered_qty ? round2(l.net_sales_amt / l.ordered_qty) : 0,
          amount: l.net_sales_amt,
        })),
      }));
    },

    count: (customerNumber) => deps.approvals.count(customerNumber),

    /**
     * Approving places the order with the manufacturer (status 10, `order.placed`, the confirmation to the
     * orderer), or on credit hold (status 8, the orderer told why) when it is beyond the dealer's credit
     * now: the credit counts from approval, as the order was not counted while it waited. Rejecting ends it unsent, its lines back in the orderer's cart when asked. The orderer is
     * told either way. Another dealer's order is not found; one decided already is a conflict.
     */
    async decide(approver, orderNumber, choice, mayDecide) {
      const { customerNumber } = approver;
      const decidedBy = `${approver.contact.firstname} ${approver.contact.lastname}`.trim();
      // The credit is read before the transaction (its reads use connections of their own); an order
      // still waiting cannot change meanwhile, and the transaction checks it still waits.
      const amounts = choice.approve ? await deps.approvals.amounts(customerNumber, orderNumber) : undefined;
      const hold = amounts ? await creditHoldFor(deps.credit, customerNumber, [amounts.order_value], amounts.freight) : null;
      return deps.transaction(async ({ orders, approvals }) => {
        const order = await approvals.lockWaiting(customerNumber, orderNumber);
        if (!order) throw notFound('Order');
        if (order.status !== ORDER_STATUS.waitingForApproval || order.approval_state !== 'waiting')
          throw conflict('ORDER_NOT_WAITING', 'The order is not waiting for approval (any more)');
        mayDecide(order.contact_id);
        const at = deps.now();
        let returnedToCart = 0;
        if (choice.approve) {
          await approvals.approve(customerNumber, orderNumber, approver.contactId, at, hold?.reason ?? null);
          if (order.contact_id && hold)
            await approvals.notify({
              to: { contactId: order.contact_id },
              customerNumber,
              message: { kind: 'order-credit-hold', orderNumber, orderMark: order.order_mark, ...hold },
            });
          else if (order.contact_id)
            await sendOrderConfirmation(orders, { contactId: order.contact_id, customerNumber, orderNumber, market: approver.market });
        } else {
          await approvals.reject(customerNumber, orderNumber, approver.contactId, choice.reason, at);
          if (choice.putBackInCart && order.contact_id && Array.isArray(order.approval_cart_lines))
            returnedToCart = await approvals.restoreCartLines(order.contact_id, customerNumber, order.approval_cart_lines);
        }
        if (order.contact_id)
          await approvals.notify({
            to: { contactId: order.contact_id },
            customerNumber,
            message: {
              kind: 'approval-decided',
              orderNumber,
              orderMark: order.order_mark,
              approved: choice.approve,
              decidedBy,
              reason: choice.approve ? null : choice.reason,
            },
          });
        return {
          orderNumber,
          status: !choice.approve ? ORDER_STATUS.cancelled : hold ? ORDER_STATUS.creditHold : ORDER_STATUS.received,
          creditHold: hold?.reason ?? null,
          returnedToCart,
        };
      });
    },
  };
}

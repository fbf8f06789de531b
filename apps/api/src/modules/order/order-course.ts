import { ORDER_COURSE, ORDER_STATUS, type OrderCourseStep } from '@portal/contracts';

type Change = { status: number; date: string };

/**
 * The steps of an order from received to delivered, each with the day it was reached where that
 * is known: received on the order date, the later ones on the day the order desk moved the order
 * there (an order the ERP moved on its own has no day for them). A cancelled order shows the
 * steps it had reached and then cancelled.
 */
export function orderCourse(order: {
  status: number;
  orderDate: string;
  cancelledDate: string | null;
  changes: readonly Change[];
  /** An order cancelled on credit hold was never received. */
  neverReceived?: boolean;
}): OrderCourseStep[] {
  // The last time the order reached a status counts (a step may have been set twice).
  const dayOf = new Map<number, string>();
  for (const change of order.changes) dayOf.set(change.status, change.date);
  dayOf.set(ORDER_STATUS.received, order.orderDate);

  if (order.status === ORDER_STATUS.cancelled) {
    const reachedBefore = order.changes
      .filter((c) => c.status !== ORDER_STATUS.cancelled)
      .map((c) => ORDER_COURSE.indexOf(c.status as never));
    const last = order.neverReceived ? -1 : Math.max(0, ...reachedBefore);
    return [
      ...ORDER_COURSE.slice(0, last + 1).map((status) => ({ status, reached: true, date: dayOf.get(status) ?? null })),
      { status: ORDER_STATUS.cancelled, reached: true, date: order.cancelledDate ?? dayOf.get(ORDER_STATUS.cancelled) ?? null },
    ];
  }
  return ORDER_COURSE.map((status) => {
    const reached = status <= order.status;
    return { status, reached, date: reached ? (dayOf.get(status) ?? null) : null };
  });
}

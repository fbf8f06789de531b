import { formatIsoWeek, parseIsoWeek, weekOfDay, type IsoWeek } from '@portal/contracts/iso-week';
import type { OrderSummary } from '@portal/contracts/order';

/** The delivery-lists block is for market se only (spec 001 §2, §6). */
export const DELIVERY_LISTS_MARKET = 'se';
/** Home shows the nearest dispatch weeks; the open-orders list has the rest. */
export const DELIVERY_WEEKS_SHOWN = 3;

/** How a dispatch week relates to today: this week, next week, later, already passed, or not set. */
export type WeekRelation = 'this' | 'next' | 'later' | 'earlier' | 'unknown';
export type DeliveryWeek = { key: string; week: IsoWeek | null; relation: WeekRelation; orders: OrderSummary[] };

/** The ISO week of the calendar day `date` falls on where the browser is. */
export const weekOfDate = (date: Date): IsoWeek =>
  weekOfDay(new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate())).toISOString().slice(0, 10));

const ordinal = (w: IsoWeek) => w.year * 100 + w.week;

/**
 * Open orders grouped by dispatch week: this and coming weeks first, nearest first; then weeks
 * already passed, latest first; then orders without a week. Within a week, oldest order first.
 */
export function deliveryWeeks(orders: readonly OrderSummary[], today: Date): DeliveryWeek[] {
  const current = weekOfDate(today);
  // A week from today is in next week, across the turn of the year too.
  const next = ordinal(weekOfDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() + 7)));
  const groups = new Map<string, DeliveryWeek>();
  for (const order of orders) {
    const week = parseIsoWeek(order.PromiseWeek);
    const key = week ? formatIsoWeek(week) : 'none';
    let group = groups.get(key);
    if (!group) {
      const relation: WeekRelation = !week
        ? 'unknown'
        : ordinal(week) === ordinal(current)
          ? 'this'
          : ordinal(week) === next
            ? 'next'
            : ordinal(week) > ordinal(current)
              ? 'later'
              : 'earlier';
      group = { key, week, relation, orders: [] };
      groups.set(key, group);
    }
    group.orders.push(order);
  }
  const rank = (g: DeliveryWeek) => (g.relation === 'unknown' ? 2 : g.relation === 'earlier' ? 1 : 0);
  return [...groups.values()]
    .sort(
      (a, b) =>
        rank(a) - rank(b) ||
        (rank(a) === 0 ? ordinal(a.week!) - ordinal(b.week!) : rank(a) === 1 ? ordinal(b.week!) - ordinal(a.week!) : 0),
    )
    .map((g) => ({
      ...g,
      orders: [...g.orders].sort((x, y) => x.OrderDate.localeCompare(y.OrderDate) || x.XAOrderNbr.localeCompare(y.XAOrderNbr)),
    }));
}

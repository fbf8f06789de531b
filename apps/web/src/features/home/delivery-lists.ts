import type { OrderSummary } from '@portal/contracts/order';

/** The delivery-lists block is for market se only (spec 001 §2, §6). */
export const DELIVERY_LISTS_MARKET = 'se';
/** Home shows the nearest dispatch weeks; the open-orders list has the rest. */
export const DELIVERY_WEEKS_SHOWN = 3;

export type IsoWeek = { year: number; week: number };
/** How a dispatch week relates to today: this week, next week, later, already passed, or not set. */
export type WeekRelation = 'this' | 'next' | 'later' | 'earlier' | 'unknown';
export type DeliveryWeek = { key: string; week: IsoWeek | null; relation: WeekRelation; orders: OrderSummary[] };

/** The ISO 8601 week of a calendar date (weeks start on Monday; week 1 holds the year's first Thursday). */
export function isoWeekOf(date: Date): IsoWeek {
  const day = new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  return { year: day.getUTCFullYear(), week: Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7) };
}

/** A dispatch week as the API writes it, "2026-W48"; null for anything else. */
export function parsePromiseWeek(value: string | null | undefined): IsoWeek | null {
  const m = /^(\d{4})-?W(\d{1,2})$/.exec(value?.trim() ?? '');
  if (!m) return null;
  const week = Number(m[2]);
  return week >= 1 && week <= 53 ? { year: Number(m[1]), week } : null;
}

const ordinal = (w: IsoWeek) => w.year * 100 + w.week;

/** The week after the given one, across the turn of the year. */
function nextWeek(w: IsoWeek): IsoWeek {
  // Monday of the given week plus seven days, read back as a week.
  const jan4 = new Date(Date.UTC(w.year, 0, 4));
  const monday = new Date(jan4.getTime() - ((jan4.getUTCDay() || 7) - 1) * 86_400_000 + (w.week - 1) * 7 * 86_400_000);
  const following = new Date(monday.getTime() + 7 * 86_400_000);
  return isoWeekOf(new Date(following.getUTCFullYear(), following.getUTCMonth(), following.getUTCDate()));
}

/**
 * Open orders grouped by dispatch week: this and coming weeks first, nearest first; then weeks
 * already passed, latest first; then orders without a week. Within a week, oldest order first.
 */
export function deliveryWeeks(orders: readonly OrderSummary[], today: Date): DeliveryWeek[] {
  const current = isoWeekOf(today);
  const next = ordinal(nextWeek(current));
  const groups = new Map<string, DeliveryWeek>();
  for (const order of orders) {
    const week = parsePromiseWeek(order.PromiseWeek);
    const key = week ? `${week.year}-W${String(week.week).padStart(2, '0')}` : 'none';
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

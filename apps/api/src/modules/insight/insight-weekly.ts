import { ORDER_CHANNELS, type OrderChannel } from '@portal/contracts/order';
import {
  deliveryTableRow,
  deliveryWeeksShown,
  type InsightDeliveryResponse,
  type InsightQualityResponse,
  type InsightSalesResponse,
  type InsightSubscriptionFilters,
  type InsightUseResponse,
} from '@portal/contracts/insight';
import type { InsightMailColumn, MessageData } from '../../platform/messages.js';

/** The weekly e-mails and their table: pure rules, the figures come from the insight service. */

type WeeklyMessage = Extract<MessageData, { kind: 'insight-weekly' }>;
type Column = WeeklyMessage['columns'][number];

const DAY_MS = 86_400_000;
/** The weekly e-mails are due on Monday at 06:00 UTC (morning in every market). */
const SEND_HOUR_UTC = 6;

/** The first Monday 06:00 UTC after `now`: when a new subscription, or the one just sent, is next due. */
export function nextSendAt(now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), SEND_HOUR_UTC));
  const toMonday = (8 - day.getUTCDay()) % 7;
  let next = new Date(day.getTime() + toMonday * DAY_MS);
  if (next <= now) next = new Date(next.getTime() + 7 * DAY_MS);
  return next;
}

/** A dashboard's figures, as the insight service answers each. */
export type WeeklyFigures =
  | {
      dashboard: 'sales';
      figures: InsightSalesResponse;
      /** The sales representative's name, when the filters name one. */ salesRep?: string | undefined;
    }
  | { dashboard: 'delivery'; figures: InsightDeliveryResponse }
  | { dashboard: 'quality'; figures: InsightQualityResponse }
  | { dashboard: 'use'; figures: InsightUseResponse };

const CHANNEL_COLUMN: Record<OrderChannel, InsightMailColumn> = {
  'quick-order': 'quickOrder',
  configurator: 'configurator',
  reorder: 'reorder',
  cart: 'cart',
  quote: 'quote',
};

/** The dashboard's address in the back office with the subscription's filters. */
export function dashboardPath(subscription: InsightSubscriptionFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(subscription.filters))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const query = params.toString();
  return `/insight/${subscription.dashboard}${query ? `?${query}` : ''}`;
}

/** The e-mail of one week: the dashboard's table as the screen shows it, the filters it was read with, the link back. */
export function weeklyMessage(subscription: InsightSubscriptionFilters, answer: WeeklyFigures): WeeklyMessage {
  const f = subscription.filters as Record<string, string | number | undefined>;
  const facts: WeeklyMessage['facts'] = [];
  const add = (label: WeeklyMessage['facts'][number]['label'], value: string | number | undefined) => {
    if (value !== undefined && value !== '') facts.push({ label, value: String(value) });
  };
  let columns: Column[];
  let rows: WeeklyMessage['rows'];
  let currency: string | null = null;
  const c = (label: InsightMailColumn, format: Column['format'] = 'number'): Column => ({ label, format });
  switch (answer.dashboard) {
    case 'sales': {
      add('year', answer.figures.months[0]?.month.slice(0, 4));
      currency = answer.figures.currency;
      columns = [c('month', 'month'), c('netSales', 'money'), c('units')];
      rows = answer.figures.months.map((m) => [m.month, m.netSales, m.units]);
      break;
    }
    case 'delivery': {
      add('year', answer.figures.year);
      columns = [
        c('week', 'text'),
        c('received'),
        c('confirmedInTime', 'percent'),
        c('cancelled'),
        c('dispatched'),
        c('punctuality', 'percent'),
        c('daysToDispatch'),
        c('backlog'),
      ];
      rows = deliveryWeeksShown(answer.figures.weeks).map(deliveryTableRow);
      break;
    }
    case 'quality': {
      facts.push({ label: 'period', value: `${answer.figures.from}/${answer.figures.to}` });
      columns = [c('group', 'text'), c('unitsSold'), c('complaints'), c('per100')];
      rows = answer.figures.rows.map((r) => [r.key, r.unitsSold, r.complaints, r.per100]);
      break;
    }
    case 'use': {
      add('year', answer.figures.year);
      columns = [
        c('month', 'month'),
        c('activeUsers'),
        c('activeDealers'),
        ...ORDER_CHANNELS.map((ch) => c(CHANNEL_COLUMN[ch])),
        c('orders'),
      ];
      rows = answer.figures.months.map((m) => [
        m.month,
        m.activeUsers,
        m.activeDealers,
        ...ORDER_CHANNELS.map((ch) => m.orders[ch]),
        ORDER_CHANNELS.reduce((s, ch) => s + m.orders[ch], 0),
      ]);
      break;
    }
  }
  add('market', f['market']);
  add('dealer', f['customerNumber']);
  add('brand', f['brand']);
  if (answer.dashboard === 'sales') add('salesRep', answer.salesRep);
  if (subscription.dashboard === 'quality') add('groupBy', f['groupBy']);
  return { kind: 'insight-weekly', dashboard: subscription.dashboard, path: dashboardPath(subscription), facts, columns, rows, currency };
}

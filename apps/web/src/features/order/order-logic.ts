import type { Translate } from '@portal/ui/i18n';
import { parseIsoWeek } from '@portal/contracts/iso-week';
import { ORDER_STATUS, ORDER_STATUS_CANCELLABLE, type OrderDetail, type OrderSummary } from '@portal/contracts/order';
import { formatDate, formatMoney, parseYyyyMmDd } from '@portal/ui/format';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@portal/ui/languages';

/** Home shows the three most recent orders (spec 001 §9). */
export const RECENT_ORDERS_AMOUNT = 3;

/** Home shows a few open orders, the next to be dispatched first, with a link to all of them. */
export const HOME_OPEN_ORDERS_AMOUNT = 3;

/** An order's dispatch week as one number to sort by (2026-W48 → 202648); none known sorts last. */
const dispatchRank = (order: OrderSummary) => {
  const week = parseIsoWeek(order.PromiseWeek);
  return week ? week.year * 100 + week.week : Number.POSITIVE_INFINITY;
};

/**
 * The open orders next to be dispatched: earliest dispatch week first, those without one last;
 * within a week, the older order first (it waited longer). The list itself comes newest first.
 */
export function nextToDispatch(orders: readonly OrderSummary[], amount: number = HOME_OPEN_ORDERS_AMOUNT): OrderSummary[] {
  return [...orders]
    .sort((a, b) => dispatchRank(a) - dispatchRank(b) || a.OrderDate.localeCompare(b.OrderDate) || a.XAOrderNbr.localeCompare(b.XAOrderNbr))
    .slice(0, amount);
}

export type OrderList = 'open' | 'history';
export type OrderAction = 'cancel' | 'contact' | 'complaint';

const KNOWN_STATUSES: readonly number[] = Object.values(ORDER_STATUS);

/** The i18n key of a status label, or null for a code the portal does not know (then shown raw). */
export const statusLabelKey = (status: number): string | null => (KNOWN_STATUSES.includes(status) ? `orders.status.${status}` : null);

/**
 * What the actions column offers: an open order can be cancelled only in status 10,
 * otherwise the dealer is asked to contact us; a delivered order may get a complaint.
 */
export function orderAction(list: OrderList, status: number): OrderAction | null {
  if (list === 'open') return status === ORDER_STATUS_CANCELLABLE ? 'cancel' : 'contact';
  return status === ORDER_STATUS.delivered ? 'complaint' : null;
}

export const isCancellable = (status: number) => status === ORDER_STATUS_CANCELLABLE;

/** The list an order is in, as the server divides them: delivered and cancelled (60 and up) in the history. */
export const orderListOf = (status: number): OrderList => (status >= ORDER_STATUS.delivered ? 'history' : 'open');

/** The menu item of an order's list. */
export const ORDER_LIST_PATH: Record<OrderList, string> = { open: '/orders', history: '/order-history' };

export const complaintPath = (orderNumber: string) => `/complaint-new/${encodeURIComponent(orderNumber)}`;

/** Only web addresses become links; anything else in the ERP's tracking field stays text. */
export function safeExternalUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Notes shown above the lines: the order message and the header line's comments.
 * The ERP often repeats the message as a header comment, so each text shows once.
 */
export function orderNotes(order: Pick<OrderDetail, 'Message' | 'DetLines'>): string[] {
  const texts = [
    order.Message ?? '',
    ...order.DetLines.filter((line) => line.LineSequence === 0).flatMap((line) => line.LineComments.map((c) => c.Comment)),
  ];
  const seen = new Set<string>();
  return texts
    .map((text) => text.trim())
    .filter((text) => {
      if (!text || seen.has(text)) return false;
      seen.add(text);
      return true;
    });
}

/** i18next's language as one of the portal's; anything else falls back to the default. */
export const asLanguage = (value: string | undefined): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

/** The part of i18next's t this file needs, so tests can pass a plain function. */

/** How a summary row reads, shared by the lists, their search and the home block. */
export function orderTexts(t: Translate, language: Language) {
  return {
    date: (order: OrderSummary) => {
      const date = parseYyyyMmDd(order.OrderDate);
      return date ? formatDate(date, language) : order.OrderDate;
    },
    /** "2026-W48" as the language writes weeks, e.g. "v. 48 2026"; anything else as given. */
    week: (order: OrderSummary) => {
      const week = parseIsoWeek(order.PromiseWeek);
      return week ? t('orders.week', { week: week.week, year: week.year }) : (order.PromiseWeek ?? '');
    },
    value: (order: OrderSummary) => formatMoney(order.OrderValue, language, order.Currency),
    /** The label of a known status; an unknown code shows as it is. */
    status: (order: OrderSummary) => {
      const key = statusLabelKey(order.OrderStatus);
      return key ? t(key) : String(order.OrderStatus);
    },
  };
}

/**
 * A dialog that closes because of a failure hands focus back to what opened it about
 * 10 ms after it closed (Mantine's focus return). The error dialog opens after that,
 * so it gets the focus and later returns it to the row, not to a vanished button.
 */

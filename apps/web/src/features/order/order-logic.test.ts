import { describe, expect, it } from 'vitest';
import type { DetLine, OrderSummary } from '@portal/contracts/order';
import {
  asLanguage,
  complaintPath,
  HOME_OPEN_ORDERS_AMOUNT,
  isCancellable,
  nextToDispatch,
  orderAction,
  ORDER_LIST_PATH,
  orderListOf,
  orderNotes,
  orderTexts,
  safeExternalUrl,
  statusLabelKey,
} from './order-logic';
import { visibleLines } from '../../components/det-lines';
import { formatPercent } from '@portal/ui/format';

// Intl separates groups with narrow no-break spaces in some languages.
const plain = (s: string) => s.replace(/\s/g, ' ');

const line = (LineSequence: number, comments: string[] = []): DetLine => ({
  LineSequence,
  ItemNumber: LineSequence ? `ITEM-${LineSequence}` : '',
  Description: 'x',
  OrderedQty: 1,
  Price: 1,
  Discount: 0,
  NetSalesAmt: 1,
  LineComments: comments.map((Comment) => ({ Comment })),
});

const summary: OrderSummary = {
  XAOrderNbr: '400012',
  OrderDate: '20261121',
  TrackingID: null,
  TrackingURL: null,
  OrderMark: 'Villa Lindqvist',
  OrderRef: null,
  PromiseWeek: '2026-W48',
  OrderValue: 12345.5,
  Currency: 'SEK',
  OrderStatus: 30,
};

describe('dispatch week', () => {
  it('shows a week through the translation, and anything else as given', () => {
    const t = (key: string, options?: Record<string, unknown>) => `${key}:${JSON.stringify(options ?? {})}`;
    const text = orderTexts(t, 'sv');
    expect(text.week(summary)).toBe('orders.week:{"week":48,"year":2026}');
    expect(text.week({ ...summary, PromiseWeek: 'soon' })).toBe('soon');
    expect(text.week({ ...summary, PromiseWeek: null })).toBe('');
  });
});

describe('the open orders on home', () => {
  const open = (XAOrderNbr: string, PromiseWeek: string | null, OrderDate = '20261101'): OrderSummary => ({
    ...summary,
    XAOrderNbr,
    PromiseWeek,
    OrderDate,
  });

  it('puts the next dispatch first, across years, and orders without a week last', () => {
    // As the API answers them: newest first.
    const list = [
      open('6', null, '20261120'),
      open('5', '2027-W02'),
      open('4', '2026-W50'),
      open('3', '2026-W48', '20261110'),
      open('2', '2026-W48', '20261020'),
      open('1', 'soon'),
    ];
    expect(nextToDispatch(list, 10).map((o) => o.XAOrderNbr)).toEqual(['2', '3', '4', '5', '1', '6']);
  });

  it('shows a few at most, and leaves the list as it was', () => {
    const list = Array.from({ length: 10 }, (_, i) => open(String(i), `2026-W${String(40 + i)}`));
    expect(nextToDispatch(list).map((o) => o.XAOrderNbr)).toEqual(['0', '1', '2']);
    expect(HOME_OPEN_ORDERS_AMOUNT).toBe(3);
    expect(list[0]!.XAOrderNbr).toBe('0');
    expect(nextToDispatch([])).toEqual([]);
  });
});

describe('status', () => {
  it('labels known statuses and leaves unknown codes raw', () => {
    expect(statusLabelKey(10)).toBe('orders.status.10');
    expect(statusLabelKey(60)).toBe('orders.status.60');
    expect(statusLabelKey(55)).toBeNull();
    const text = orderTexts((key) => `«${key}»`, 'en');
    expect(text.status(summary)).toBe('«orders.status.30»');
    expect(text.status({ ...summary, OrderStatus: 55 })).toBe('55');
  });
});

describe('the list an order is in', () => {
  it('puts delivered and cancelled orders in the history and the rest among the open ones, as the lists do', () => {
    for (const status of [10, 20, 30, 40]) expect(orderListOf(status)).toBe('open');
    for (const status of [60, 90]) expect(orderListOf(status)).toBe('history');
    expect(ORDER_LIST_PATH[orderListOf(60)]).toBe('/order-history');
    expect(ORDER_LIST_PATH[orderListOf(40)]).toBe('/orders');
  });
});

describe('row actions', () => {
  it('offers cancel only for a received open order, contact us for other open orders', () => {
    expect(orderAction('open', 10)).toBe('cancel');
    for (const status of [20, 30, 40, 77]) expect(orderAction('open', status)).toBe('contact');
    expect(isCancellable(10)).toBe(true);
    expect(isCancellable(20)).toBe(false);
  });

  it('offers a complaint only for delivered orders in the history', () => {
    expect(orderAction('history', 60)).toBe('complaint');
    expect(orderAction('history', 90)).toBeNull();
    expect(orderAction('history', 10)).toBeNull();
    expect(complaintPath('400012')).toBe('/complaint-new/400012');
  });
});

describe('order detail', () => {
  it('hides the header line', () => {
    expect(visibleLines([line(0), line(1), line(2)]).map((l) => l.LineSequence)).toEqual([1, 2]);
    expect(visibleLines([line(0)])).toEqual([]);
  });

  it('shows the message and the header line comments once each', () => {
    const order = { Message: 'Ring före', DetLines: [line(0, ['Ring före', 'Bärhjälp']), line(1, ['Line note'])] };
    expect(orderNotes(order)).toEqual(['Ring före', 'Bärhjälp']);
    expect(orderNotes({ Message: null, DetLines: [line(1)] })).toEqual([]);
  });

  it('writes discounts as percent in the language', () => {
    expect(formatPercent(12.5, 'en')).toBe('12.5%');
    expect(plain(formatPercent(10, 'sv'))).toBe('10 %');
  });
});

describe('formatting of a row', () => {
  it('writes the date and the value with the row’s currency', () => {
    const text = orderTexts((key) => key, 'en');
    expect(text.date(summary)).toBe('21 Nov 2026');
    expect(text.date({ ...summary, OrderDate: 'bad' })).toBe('bad');
    expect(plain(text.value(summary))).toBe('SEK 12,345.50');
  });

  it('falls back to the default language for an unknown one', () => {
    expect(asLanguage('fi')).toBe('fi');
    expect(asLanguage('xx')).toBe('sv');
    expect(asLanguage(undefined)).toBe('sv');
  });
});

describe('tracking links', () => {
  it('links only web addresses', () => {
    expect(safeExternalUrl('https://tracking.postnord.com/se/?id=SE1')).toBe('https://tracking.postnord.com/se/?id=SE1');
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('not a url')).toBeNull();
    expect(safeExternalUrl(null)).toBeNull();
  });
});

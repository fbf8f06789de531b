/**
 * The quote desk's rules as pure functions: the list's filters, the price form's values and
 * request, and the words of a refusal.
 */
import { QUOTE_STATUSES, quotedUnitPrice, type PriceQuoteRequest, type QuoteStatus, type StaffQuoteDetail } from '@portal/contracts/quotes';
import { marketFilter, oneOf, onlyTrueFilter, textFilter } from '../../lib/list-page-logic';

/** The list's filters in the address. */
export const QUOTE_FILTERS = {
  status: oneOf(QUOTE_STATUSES),
  market: marketFilter,
  overdue: onlyTrueFilter,
  customerNumber: textFilter,
};

/** The colour of each status: what waits for sales administration stands out. */
export const STATUS_COLOR: Record<QuoteStatus, string> = {
  requested: 'orange',
  sent: 'blue',
  ordering: 'teal',
  accepted: 'green',
  declined: 'gray',
  expired: 'gray',
};

/** A line of the price form, as typed. */
export type PriceLine = { itemNumber: string; unitPrice: number | ''; discountPercent: number | '' };
export type PriceValues = { lines: PriceLine[]; validUntil: string; message: string; allowPartialCallOffs: boolean };

/** The form starts from the prices saved; a line without one starts empty. */
export const priceValues = (quote: StaffQuoteDetail, defaultValidUntil: string): PriceValues => ({
  lines: quote.lines.map((l) => ({
    itemNumber: l.itemNumber,
    unitPrice: l.unitPrice ?? '',
    discountPercent: l.discountPercent ?? '',
  })),
  validUntil: quote.validUntil ?? defaultValidUntil,
  message: quote.staffMessage ?? '',
  allowPartialCallOffs: quote.allowPartialCallOffs,
});

/** Whether every line has a price, so the form can be saved. */
export const isPriced = (values: PriceValues) => values.lines.every((l) => l.unitPrice !== '');

export const priceRequest = (values: PriceValues): PriceQuoteRequest => ({
  lines: values.lines.map((l) => ({
    itemNumber: l.itemNumber,
    unitPrice: Number(l.unitPrice),
    ...(l.discountPercent === '' ? {} : { discountPercent: Number(l.discountPercent) }),
  })),
  validUntil: values.validUntil,
  message: values.message,
  allowPartialCallOffs: values.allowPartialCallOffs,
});

/** The quote's value at the prices typed, as the dealer will see it. */
export const typedTotal = (values: PriceValues, quantities: Record<string, number>) =>
  Math.round(
    values.lines.reduce(
      (sum, l) =>
        sum +
        (l.unitPrice === ''
          ? 0
          : quotedUnitPrice(Number(l.unitPrice), l.discountPercent === '' ? 0 : Number(l.discountPercent)) *
            (quantities[l.itemNumber] ?? 0)),
      0,
    ) * 100,
  ) / 100;

/** The day a quote is valid until by default: 30 days from today. */
export const defaultValidUntil = (today: Date) => new Date(today.getTime() + 30 * 86_400_000).toISOString().slice(0, 10);

/** The text key of a refused change, by the API's code. */
export function refusalKey(code: string | undefined): string {
  if (code === 'QUOTE_NOT_OPEN') return 'quote-desk.error.not-open';
  if (code === 'QUOTE_NOT_PRICED') return 'quote-desk.error.not-priced';
  if (code === 'VALIDATION_FAILED') return 'quote-desk.error.invalid';
  return 'quote-desk.error.failed';
}

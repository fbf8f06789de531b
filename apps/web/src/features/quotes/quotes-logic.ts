import type { QuoteDetail, QuoteStatus } from '@portal/contracts/quotes';

/** The colour of each status's badge: what waits for the dealer stands out. */
export const STATUS_COLOR: Record<QuoteStatus, string> = {
  requested: 'gray',
  sent: 'blue',
  ordering: 'teal',
  accepted: 'green',
  declined: 'red',
  expired: 'orange',
};

/** What the dealer may do with a quote now: order (all or a call-off), decline, or ask again with a changed request. */
export function answersOf(quote: Pick<QuoteDetail, 'status' | 'allowPartialCallOffs' | 'orderNumbers'>) {
  const open = quote.status === 'sent' || quote.status === 'ordering';
  return {
    accept: open,
    callOff: open && quote.allowPartialCallOffs,
    decline: open,
    // A quote nothing was ordered from may be asked again, even once expired.
    reply: quote.status === 'sent' || (quote.status === 'expired' && quote.orderNumbers.length === 0),
  };
}

/** The articles of the cart a quote can ask for: the products with their quantities (a configured product is ordered as configured). */
export function quoteLinesFromCart(items: readonly { id: string; title: string; quantity: number; type: string }[]) {
  const products = items.filter((i) => i.type !== 'config');
  return {
    lines: products.map((i) => ({ itemNumber: i.id, title: i.title, quantity: i.quantity })),
    leftOut: items.length - products.length,
  };
}

/** The text key of a refused answer, by the API's code. */
export function answerErrorKey(code: string | undefined): string {
  switch (code) {
    case 'QUOTE_EXPIRED':
      return 'quotes.error.expired';
    case 'QUOTE_NOT_OPEN':
      return 'quotes.error.not-open';
    case 'QUOTE_QUANTITY_EXCEEDED':
      return 'quotes.error.quantity';
    case 'QUOTE_PARTIAL_NOT_ALLOWED':
      return 'quotes.error.partial';
    case 'ORDER_BLOCKED':
      return 'checkout.order-blocked';
    default:
      return 'quotes.error.failed';
  }
}

/**
 * Whether drawings may still be attached: while the quote is asked or answered (an expired one too, as it may be asked
 * again), not once ordered or declined — the API's rule.
 */
export const attachableQuote = (status: QuoteStatus) => status !== 'accepted' && status !== 'declined';

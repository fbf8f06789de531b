import { z } from 'zod';
import {
  MAX_QUOTE_ATTACHMENT_BYTES,
  MAX_QUOTE_ATTACHMENTS,
  QUOTE_ATTACHMENT_TYPES,
  type QuoteDetail,
  type QuoteStatus,
} from '@portal/contracts/quotes';

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

/** Why the request form does not take a picked file: not a PDF or a picture, too large, or one too many. */
export type DrawingRefusal = { name: string; reason: 'type' | 'size' | 'count' };

/**
 * The drawings picked for a request, checked as the API will (its types, size and count; the API also reads the bytes):
 * those taken after the ones already chosen, and those refused with the reason.
 */
export function pickDrawings<F extends { name: string; size: number; type: string }>(chosen: readonly F[], picked: readonly F[]) {
  const taken: F[] = [...chosen];
  const refused: DrawingRefusal[] = [];
  for (const file of picked) {
    if (!(QUOTE_ATTACHMENT_TYPES as readonly string[]).includes(file.type)) refused.push({ name: file.name, reason: 'type' });
    else if (file.size >= MAX_QUOTE_ATTACHMENT_BYTES) refused.push({ name: file.name, reason: 'size' });
    else if (taken.length >= MAX_QUOTE_ATTACHMENTS) refused.push({ name: file.name, reason: 'count' });
    else taken.push(file);
  }
  return { taken, refused };
}

/** What the request form hands the quote's page when drawings could not be attached after the request was sent. */
const NotAttached = z.object({ notAttached: z.array(z.object({ name: z.string(), reason: z.string() })).min(1) });

export const notAttachedOf = (state: unknown) => {
  const parsed = NotAttached.safeParse(state);
  return parsed.success ? parsed.data.notAttached : [];
};

import { z } from 'zod';
import { MAX_QUOTE_QUANTITY } from '@portal/contracts/quotes';

/*
 * A project quote asked from an offer: the offer's page hands the quote request page the offer's articles in the
 * page's history entry (so a reload keeps them). Both features read this one shape.
 */

/** What an offer hands the request page (in the page's history entry): the offer, its articles, and how many lines stay out. */
const OfferStart = z.object({
  offerId: z.string(),
  offerNumber: z.string(),
  lines: z.array(z.object({ itemNumber: z.string(), title: z.string(), quantity: z.number().int().min(1) })),
  leftOut: z.number().int().min(0),
});
export type OfferStart = z.infer<typeof OfferStart>;

/** The offer the request page was opened from; null when it was opened from the cart. */
export function offerStartOf(state: unknown): OfferStart | null {
  const parsed = z.object({ fromOffer: OfferStart }).safeParse(state);
  return parsed.success ? parsed.data.fromOffer : null;
}

/**
 * An offer's lines as a quote request takes them: its articles, each named once with the quantities added up (at most
 * what a quote line takes); free text lines and configured products stay out and are counted.
 */
export function quoteStartFromOffer(offer: {
  id: string;
  number: string;
  lines: readonly { kind: string; itemNumber: string | null; text: string; quantity: number }[];
}): OfferStart {
  const byItem = new Map<string, { itemNumber: string; title: string; quantity: number }>();
  for (const line of offer.lines) {
    if (line.kind !== 'article' || !line.itemNumber) continue;
    const known = byItem.get(line.itemNumber);
    if (known) known.quantity = Math.min(MAX_QUOTE_QUANTITY, known.quantity + line.quantity);
    else byItem.set(line.itemNumber, { itemNumber: line.itemNumber, title: line.text, quantity: line.quantity });
  }
  const articles = offer.lines.filter((l) => l.kind === 'article' && l.itemNumber).length;
  return { offerId: offer.id, offerNumber: offer.number, lines: [...byItem.values()], leftOut: offer.lines.length - articles };
}

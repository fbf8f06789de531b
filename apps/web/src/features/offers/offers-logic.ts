import {
  CONSUMER_VAT_PERCENT,
  offerTotals,
  offerUnitPrice,
  type CreateOfferRequest,
  type Offer,
  OfferConfiguredRequest,
  type OfferStatus,
} from '@portal/contracts/offers';
import type { Language, Market } from '@portal/contracts/languages';
import { z } from 'zod';

/** One line of the offer editor: an article (by item number), a configured product, or a free line. */
export type EditorLine = {
  key: string;
  /** The stored line it edits; absent for a line added on this screen. */
  id?: string;
  kind: 'article' | 'configured' | 'free';
  itemNumber: string;
  text: string;
  quantity: number;
  /** The dealer's own price incl. VAT; null: the offer's markup on the net price. */
  ownPrice: number | null;
  vatRate: number;
  /** Known once the server priced the line. */
  netUnitPrice: number | null;
  /** A line of the cart a new offer starts from: the server takes it from the cart itself. */
  fromCart?: boolean;
  /** The configurator's result a new offer starts from: sent as it is, the server prices it from its own copy. */
  configured?: OfferConfiguredRequest;
};

/** A line the editor shows as the server will take it, not to be edited before the offer is saved. */
export const isFixedLine = (line: EditorLine) => Boolean(line.fromCart || line.configured);

export type OfferEditor = {
  customer: { name: string; email: string; phone: string; address: string };
  lines: EditorLine[];
  markupPercent: number | null;
  priceStep: number | null;
  discount: number;
  validUntil: string;
  language: Language;
  coverText: string;
};

export const STATUS_COLORS: Record<OfferStatus, string> = {
  draft: 'gray',
  sent: 'blue',
  accepted: 'green',
  declined: 'red',
  expired: 'orange',
};

/** The price steps the editor offers. */
export const PRICE_STEPS = [1, 5, 10, 50, 100] as const;

let keys = 0;
export const lineKey = () => `line-${++keys}`;

/** yyyy-mm-dd `days` after the day given. */
export function addDays(day: string, days: number) {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const emptyEditor = (today: string, language: Language): OfferEditor => ({
  customer: { name: '', email: '', phone: '', address: '' },
  lines: [],
  markupPercent: 30,
  priceStep: 10,
  discount: 0,
  validUntil: addDays(today, 30),
  language,
  coverText: '',
});

export const freeLine = (market: Market): EditorLine => ({
  key: lineKey(),
  kind: 'free',
  itemNumber: '',
  text: '',
  quantity: 1,
  ownPrice: null,
  vatRate: CONSUMER_VAT_PERCENT[market],
  netUnitPrice: null,
});

export const articleLine = (market: Market): EditorLine => ({ ...freeLine(market), kind: 'article' });

export function editorFromOffer(offer: Offer): OfferEditor {
  return {
    customer: {
      name: offer.customer.name ?? '',
      email: offer.customer.email ?? '',
      phone: offer.customer.phone ?? '',
      address: offer.customer.address ?? '',
    },
    lines: offer.lines.map((l) => ({
      key: l.id,
      id: l.id,
      kind: l.kind,
      itemNumber: l.itemNumber ?? '',
      text: l.text,
      quantity: l.quantity,
      // A marked-up line keeps following the markup; one whose price differs from it was set by hand.
      ownPrice:
        l.netUnitPrice !== null &&
        offerUnitPrice(
          { netUnitPrice: l.netUnitPrice },
          { markupPercent: offer.markupPercent, priceStep: offer.priceStep, vatRate: l.vatRate },
        ) === l.unitPriceInclVat
          ? null
          : l.unitPriceInclVat,
      vatRate: l.vatRate,
      netUnitPrice: l.netUnitPrice,
    })),
    markupPercent: offer.markupPercent,
    priceStep: offer.priceStep,
    discount: offer.discount,
    validUntil: offer.validUntil,
    language: offer.language,
    coverText: offer.coverText,
  };
}

/** A line's sale price incl. VAT as the server will set it, when it can be told before saving. */
export const previewPrice = (line: EditorLine, editor: Pick<OfferEditor, 'markupPercent' | 'priceStep'>) =>
  offerUnitPrice({ unitPriceInclVat: line.ownPrice, netUnitPrice: line.netUnitPrice }, { ...editor, vatRate: line.vatRate });

/** The totals of the lines that can be priced now. */
export function previewTotals(editor: OfferEditor) {
  const priced = editor.lines.flatMap((line) => {
    const unit = previewPrice(line, editor);
    return unit === null
      ? []
      : [{ quantity: line.quantity, unitPriceInclVat: unit, vatRate: line.vatRate, netUnitPrice: line.netUnitPrice }];
  });
  return offerTotals(priced, editor.discount);
}

/** The request the editor sends: stored lines by id, new articles by item number, free lines with their price. */
export function requestFrom(editor: OfferEditor): Omit<CreateOfferRequest, 'fromCart'> {
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  return {
    customer: {
      name: editor.customer.name.trim(),
      email: editor.customer.email.trim(),
      ...(optional(editor.customer.phone) ? { phone: editor.customer.phone.trim() } : {}),
      ...(optional(editor.customer.address) ? { address: editor.customer.address.trim() } : {}),
    },
    lines: editor.lines
      .filter((line) => !isFixedLine(line))
      .map((line) => ({
        ...(line.id ? { id: line.id } : {}),
        ...(!line.id && line.kind === 'article' ? { itemNumber: line.itemNumber.trim() } : {}),
        ...(optional(line.text) ? { text: line.text.trim() } : {}),
        quantity: line.quantity,
        ...(line.ownPrice !== null ? { unitPriceInclVat: line.ownPrice } : {}),
        vatRate: line.vatRate,
      })),
    ...(editor.markupPercent !== null ? { markupPercent: editor.markupPercent } : {}),
    ...(editor.priceStep !== null ? { priceStep: editor.priceStep } : {}),
    ...(editor.discount > 0 ? { discount: editor.discount } : {}),
    validUntil: editor.validUntil,
    language: editor.language,
    ...(optional(editor.coverText) ? { coverText: editor.coverText.trim() } : {}),
  };
}

/** The configurator's results the editor's new offer starts from, as the request carries them. */
export const configuredFrom = (editor: OfferEditor): OfferConfiguredRequest[] =>
  editor.lines.flatMap((line) => (line.configured ? [line.configured] : []));

/** A configurator's result with the net price its summary showed. */
const StartingConfiguration = OfferConfiguredRequest.extend({ price: z.number() });
export type StartingConfiguration = z.infer<typeof StartingConfiguration>;

/** The configurator's results a new offer page was opened with (its history entry's state); none when it holds none. */
export function startingConfigurations(state: unknown): StartingConfiguration[] {
  const parsed = z.object({ configured: z.array(StartingConfiguration) }).safeParse(state);
  return parsed.success ? parsed.data.configured : [];
}

/** The configurator's result as a new offer shows it before it is saved: at its net price, marked up. */
export const configuredLines = (configured: readonly StartingConfiguration[], market: Market) =>
  configured.map(({ price, ...config }): EditorLine => ({
    key: `configured-${config.headerId}`,
    kind: 'configured',
    itemNumber: '',
    text: config.title ?? '',
    quantity: 1,
    ownPrice: null,
    vatRate: CONSUMER_VAT_PERCENT[market],
    netUnitPrice: price,
    configured: config,
  }));

/** The cart's lines as a new offer shows them before it is saved: at the net price the cart shows, marked up. */
export const cartLines = (items: readonly { id: string; title: string; price: number; quantity: number; type: string }[], market: Market) =>
  items.map((item): EditorLine => ({
    key: `cart-${item.id}`,
    kind: item.type === 'config' ? 'configured' : 'article',
    itemNumber: item.type === 'config' ? '' : item.id,
    text: item.title,
    quantity: item.quantity,
    ownPrice: null,
    vatRate: CONSUMER_VAT_PERCENT[market],
    netUnitPrice: item.price,
    fromCart: true,
  }));

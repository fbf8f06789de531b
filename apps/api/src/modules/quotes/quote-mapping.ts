import { round2 } from '@portal/contracts/money';
import { MARKETS, toMarket, type Market } from '@portal/contracts/languages';
import {
  quotedUnitPrice,
  type QuoteAttachment,
  type QuoteDetail,
  type QuoteLine,
  type QuoteStatus,
  type QuoteSummary,
} from '@portal/contracts/quotes';
import { today } from '../../platform/calendar/delivery-calendar.js';
import type { QuotesRepository } from './quotes.repository.js';

const DAY_MS = 86_400_000;
const iso = (value: Date | string) => new Date(value).toISOString();

/** Today in every market, for the rules that count a quote's validity in its dealer's days. */
export const todayByMarket = (now: Date) => Object.fromEntries(MARKETS.map((m) => [m, today(m, now)])) as Record<Market, string>;

/** The status a quote shows: a sent one past its validity date (in its dealer's market) is expired. */
export function shownStatus(quote: { status: string; valid_until: string | null }, market: Market, now: Date): QuoteStatus {
  const status = quote.status as QuoteStatus;
  if ((status === 'sent' || status === 'ordering') && quote.valid_until !== null && quote.valid_until < today(market, now))
    return 'expired';
  return status;
}

/** When sales administration's answer is due (answerDays after the dealer last asked); null once answered. */
export const answerDueAt = (quote: { status: string; requested_at: Date | string }, answerDays: number) =>
  quote.status === 'requested' ? new Date(new Date(quote.requested_at).getTime() + answerDays * DAY_MS) : null;

type QuoteRow = {
  id: string;
  number: string;
  project_name: string;
  status: string;
  revision: number;
  currency: string;
  total: number | null;
  valid_until: string | null;
  requested_at: Date | string;
  created_at: Date | string;
};

/**
 * A quote as a list shows it. `pricesShown` false hides the prices: the dealer sees none while
 * sales administration is still preparing them.
 */
export const toSummary = (row: QuoteRow, market: Market, now: Date, pricesShown: boolean): QuoteSummary => ({
  id: row.id,
  number: row.number,
  projectName: row.project_name,
  status: shownStatus(row, market, now),
  revision: row.revision,
  currency: row.currency,
  total: pricesShown && row.total !== null ? round2(row.total) : null,
  validUntil: pricesShown ? row.valid_until : null,
  requestedAt: iso(row.requested_at),
  createdAt: iso(row.created_at),
});

type LineRow = Awaited<ReturnType<QuotesRepository['lines']>>[number];

export const toLine = (l: LineRow, pricesShown: boolean): QuoteLine => {
  const net = pricesShown && l.unit_price !== null ? quotedUnitPrice(l.unit_price, l.discount_percent) : null;
  return {
    lineNumber: l.line_number,
    itemNumber: l.item_number,
    description: l.description,
    quantity: l.quantity,
    unitPrice: pricesShown ? l.unit_price : null,
    discountPercent: pricesShown ? l.discount_percent : null,
    netUnitPrice: net,
    amount: net === null ? null : round2(net * l.quantity),
    calledOff: l.called_off,
    remaining: l.quantity - l.called_off,
  };
};

/** A quote with its lines at the current revision, its thread and its orders, as both sides read it. */
export async function quoteDetail(
  repo: QuotesRepository,
  row: QuoteRow & {
    requested_delivery: string | null;
    allow_partial_call_offs: boolean;
    sent_at: Date | string | null;
    market: string;
    offer_id: string | null;
    offer_number: string | null;
  },
  now: Date,
  pricesShown: boolean,
): Promise<{ detail: QuoteDetail; lineRows: LineRow[] }> {
  const [lines, messages, orderNumbers, attachments] = await Promise.all([
    repo.lines(row.id, row.revision),
    repo.messages(row.id),
    repo.orderNumbers(row.id),
    repo.attachments(row.id),
  ]);
  const detail: QuoteDetail = {
    ...toSummary(row, toMarket(row.market), now, pricesShown),
    requestedDeliveryPeriod: row.requested_delivery,
    allowPartialCallOffs: pricesShown && row.allow_partial_call_offs,
    sentAt: row.sent_at === null ? null : iso(row.sent_at),
    lines: lines.map((l) => toLine(l, pricesShown)),
    messages: messages.map((m) => ({
      id: m.id,
      kind: m.kind as QuoteDetail['messages'][number]['kind'],
      revision: m.revision,
      text: m.text,
      author: m.author_name,
      fromStaff: m.from_staff,
      orderNumber: m.order_number,
      at: iso(m.created_at),
    })),
    orderNumbers,
    attachments: attachments.map((a) => ({
      id: a.id,
      name: a.original_name,
      contentType: a.content_type as QuoteAttachment['contentType'],
      size: a.size_bytes,
      uploadedBy: a.uploaded_by_name,
      uploadedAt: iso(a.created_at),
    })),
    fromOffer: row.offer_id && row.offer_number ? { id: row.offer_id, number: row.offer_number } : null,
  };
  return { detail, lineRows: lines };
}

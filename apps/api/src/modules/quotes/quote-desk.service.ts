import type { z } from 'zod';
import { round2 } from '@portal/contracts/money';
import { toMarket } from '@portal/contracts/languages';
import { parseListSort } from '@portal/contracts/staff-common';
import type { PriceQuoteRequest, StaffQuoteDetail, StaffQuoteRow, StaffQuotesQuery, StaffQuotesResponse } from '@portal/contracts/quotes';
import type { StaffPrincipal } from '../../platform/auth/access.js';
import { pagingOf } from '../../platform/db/list-page.js';
import type { TransactionalDeps } from '../../platform/db/transactional.js';
import { today } from '../../platform/calendar/delivery-calendar.js';
import { AppError, badRequest, found } from '../../platform/errors.js';
import { answerDueAt, quoteDetail, todayByMarket, toSummary } from './quote-mapping.js';
import type { QuotesRepository } from './quotes.repository.js';

type Query = z.output<typeof StaffQuotesQuery>;

export type QuoteDeskDeps = TransactionalDeps<'quotes', QuotesRepository> & {
  /** Days sales administration has to answer a request before it shows as overdue (QUOTE_ANSWER_DAYS). */
  answerDays: number;
  now: () => Date;
};

const DAY_MS = 86_400_000;

type DeskRow = Parameters<typeof toSummary>[0] & { customer_number: string; customer_name: string; market: string };

/** The quote desk: sales administration prices dealers' requests and sends them; customer service reads along. */
export function createQuoteDeskService(deps: QuoteDeskDeps) {
  const { quotes } = deps;

  const staffName = (staff: StaffPrincipal) => `${staff.firstname} ${staff.lastname}`.trim();

  const toRow = (row: DeskRow, now: Date): StaffQuoteRow => {
    const due = answerDueAt(row, deps.answerDays);
    return {
      ...toSummary(row, toMarket(row.market), now, true),
      customerNumber: row.customer_number,
      customerName: row.customer_name,
      market: toMarket(row.market),
      overdue: due !== null && due < now,
      answerDueAt: due?.toISOString() ?? null,
    };
  };

  async function detail(id: string): Promise<StaffQuoteDetail> {
    const row = await found(quotes.quote(id), 'Quote');
    const now = deps.now();
    const { detail, lineRows } = await quoteDetail(quotes, row, now, true);
    return {
      ...detail,
      ...toRow(row, now),
      allowPartialCallOffs: row.allow_partial_call_offs,
      contactName: row.contact_name,
      staffMessage: row.staff_message,
      lines: detail.lines.map((l, i) => ({ ...l, listPrice: lineRows[i]!.list_price })),
      // The offer is the dealer's own business with its customer: staff learn only that there was one.
      fromOffer: row.offer_number !== null,
    };
  }

  /** Runs a change on a quote held for the transaction; an unknown quote answers 404. */
  async function change(
    id: string,
    work: (trx: QuotesRepository, quote: NonNullable<Awaited<ReturnType<QuotesRepository['lock']>>>) => Promise<void>,
  ) {
    await deps.transaction(async (trx) => work(trx, await found(trx.lock(id), 'Quote')));
    return detail(id);
  }

  const requireRequested = (status: string) => {
    if (status !== 'requested')
      throw new AppError(409, 'QUOTE_NOT_OPEN', 'Only a requested quote is priced and sent; the dealer has it now');
  };

  return {
    async list(query: Query): Promise<StaffQuotesResponse> {
      const now = deps.now();
      const { rows, total, capped } = await quotes.page({
        status: query.status,
        market: query.market,
        customerNumber: query.customerNumber || undefined,
        search: query.search || undefined,
        overdueBefore: query.overdue === 'true' ? new Date(now.getTime() - deps.answerDays * DAY_MS) : undefined,
        today: todayByMarket(now),
        sort: parseListSort(query.sort),
        ...pagingOf(query),
      });
      return { items: rows.map((r) => toRow(r, now)), total, totalCapped: capped };
    },

    get: detail,

    /** The start page's count: requests waiting for sales administration past the answer time. */
    overdueCount: (cap: number) => {
      const now = deps.now();
      return quotes.overdueCount(new Date(now.getTime() - deps.answerDays * DAY_MS), todayByMarket(now), cap);
    },

    /** Sets every line's price (and discount), the validity date and the message; the dealer sees them once sent. */
    async price(staff: StaffPrincipal, id: string, request: PriceQuoteRequest) {
      return change(id, async (trx, quote) => {
        requireRequested(quote.status);
        const market = toMarket((await found(trx.quote(id), 'Quote')).market);
        if (request.validUntil < today(market, deps.now()))
          throw badRequest('validUntil', 'The validity date cannot be earlier than today');
        const lines = await trx.lines(id, quote.revision);
        const onQuote = new Set(lines.map((l) => l.item_number));
        request.lines.forEach((l, i) => {
          if (!onQuote.has(l.itemNumber)) throw badRequest(`lines.${i}.itemNumber`, `Article ${l.itemNumber} is not on the quote`);
        });
        if (request.lines.length !== lines.length) throw badRequest('lines', 'Every line of the quote needs a price');
        const prices = request.lines.map((l) => ({
          itemNumber: l.itemNumber,
          unitPrice: round2(l.unitPrice),
          discountPercent: l.discountPercent === undefined ? null : round2(l.discountPercent),
        }));
        const terms = {
          validUntil: request.validUntil,
          message: request.message || null,
          allowPartialCallOffs: request.allowPartialCallOffs ?? quote.allow_partial_call_offs,
        };
        await trx.setPrices(id, quote.revision, prices, { ...terms, at: deps.now() });
        await trx.audit({
          staffId: staff.staffId,
          action: 'quote.price',
          objectType: 'quote',
          objectId: id,
          customerNumber: quote.customer_number,
          before: {
            revision: quote.revision,
            lines: lines.map((l) => ({ itemNumber: l.item_number, unitPrice: l.unit_price, discountPercent: l.discount_percent })),
            validUntil: quote.valid_until,
            allowPartialCallOffs: quote.allow_partial_call_offs,
          },
          after: { revision: quote.revision, lines: prices, ...terms },
        });
      });
    },

    /** Sends the priced quote: the dealer's user who asked is e-mailed, integrations get `quote.sent`. */
    async send(staff: StaffPrincipal, id: string) {
      return change(id, async (trx, quote) => {
        requireRequested(quote.status);
        const row = await found(trx.quote(id), 'Quote');
        const lines = await trx.lines(id, quote.revision);
        if (quote.valid_until === null || lines.some((l) => l.unit_price === null))
          throw new AppError(409, 'QUOTE_NOT_PRICED', 'Every line needs a price and the quote a validity date before it is sent');
        if (quote.valid_until < today(toMarket(row.market), deps.now()))
          throw new AppError(409, 'QUOTE_NOT_PRICED', 'The validity date has passed; set a new one');
        const at = deps.now();
        await trx.setStatus(id, 'sent', at);
        await trx.addMessage({
          quoteId: id,
          revision: quote.revision,
          kind: 'offer',
          text: quote.staff_message,
          authorName: staffName(staff),
          fromStaff: true,
          at,
        });
        await trx.audit({
          staffId: staff.staffId,
          action: 'quote.send',
          objectType: 'quote',
          objectId: id,
          customerNumber: quote.customer_number,
          before: { status: quote.status },
          after: { status: 'sent', revision: quote.revision, validUntil: quote.valid_until },
        });
        if (quote.contact_id)
          await trx.notify({
            to: { contactId: quote.contact_id },
            customerNumber: quote.customer_number,
            message: {
              kind: 'quote-sent',
              quoteId: id,
              number: quote.number,
              projectName: quote.project_name,
              validUntil: quote.valid_until,
              currency: quote.currency,
              total: row.total ?? 0,
              message: quote.staff_message,
              staffName: staffName(staff),
            },
          });
      });
    },
  };
}
export type QuoteDeskService = ReturnType<typeof createQuoteDeskService>;

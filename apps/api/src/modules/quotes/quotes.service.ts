import { randomUUID } from 'node:crypto';
import { DELIVERY_TYPES, GOODS_MARK_MAX_LENGTH, ORDER_ADDRESS_TYPE, type PlaceOrderRequest } from '@portal/contracts/order';
import { languageForMarket, toMarket, type Language } from '@portal/contracts/languages';
import { countryName } from '@portal/contracts/countries';
import {
  QUOTE_ORDERABLE,
  quotedUnitPrice,
  type AcceptQuoteRequest,
  type AcceptQuoteResponse,
  type CreateQuoteRequest,
  type CreateQuoteResponse,
  type QuoteDetail,
  type QuotesResponse,
  type ReplyToQuoteRequest,
} from '@portal/contracts/quotes';
import type { Kysely } from 'kysely';
import type { Principal } from '../../platform/auth/access.js';
import type { DB } from '../../platform/db/schema.js';
import type { TransactionalDeps } from '../../platform/db/transactional.js';
import type { MessageData } from '../../platform/messages.js';
import { today, yyyymmdd } from '../../platform/calendar/delivery-calendar.js';
import { AppError, badRequest, found, notFound } from '../../platform/errors.js';
import type { PriceSource } from '../catalogue/catalogue.module.js';
import type { AgreedPricePlacement } from '../order/order.module.js';
import { quoteDetail, shownStatus, toLine, toSummary } from './quote-mapping.js';
import { quoteFileName, renderQuotePdf } from './quote-pdf.js';
import { addressLines, documentFormats } from '../../platform/pdf/business-document.js';
import type { NewQuoteLine, NewQuoteMessage, QuotesRepository } from './quotes.repository.js';

export type QuotesDeps = TransactionalDeps<'quotes', QuotesRepository> & {
  /** The quote module's repository on another connection (an order's transaction), with its events. */
  quotesOn: (db: Kysely<DB>) => QuotesRepository;
  catalogue: PriceSource;
  /** The order module's placement at agreed prices. */
  placeAtAgreedPrices: AgreedPricePlacement;
  /** The number of the dealer's own offer (the offers module's); null when it is not that dealer's. */
  offerNumber: (customerNumber: string, offerId: string) => Promise<string | null>;
  now: () => Date;
};

/** The dealer's user as the thread names them. */
export const fullName = (principal: Principal) => `${principal.contact.firstname} ${principal.contact.lastname}`.trim();

/** Sales administration hears of every step the dealer takes, each member in their own language. */
export async function tellSalesAdministration(repo: QuotesRepository, customerNumber: string, message: MessageData) {
  for (const member of await repo.salesAdmins())
    await repo.notify({
      to: { email: member.email, language: member.language ?? 'en', name: member.firstname },
      customerNumber,
      message,
    });
}

/** A dealer's project quotes: asking, reading, and answering what sales administration sent (accept, decline, ask again). */
export function createQuotesService(deps: QuotesDeps) {
  const { quotes } = deps;

  /** The articles asked for, each sold to the dealer now, with its description in the dealer's language and its net price. */
  async function articles(principal: Principal, lines: CreateQuoteRequest['lines'], language: Language): Promise<NewQuoteLine[]> {
    const prices = new Map(
      (
        await deps.catalogue.prices(
          principal.customerNumber,
          lines.map((l) => l.itemNumber),
          language,
        )
      ).map((p) => [p.itemNumber, p]),
    );
    return lines.map((line, i) => {
      const price = prices.get(line.itemNumber);
      if (!price || !price.sellable || !price.active)
        throw badRequest(`lines.${i}.itemNumber`, `Article ${line.itemNumber} cannot be quoted`);
      return {
        itemNumber: line.itemNumber,
        description: price.description,
        quantity: line.quantity,
        listPrice: quotedUnitPrice(price.listPrice, price.discountPercent),
      };
    });
  }

  /** The dealer's step in the quote's thread, and sales administration told of it in the same transaction. */
  async function dealerStep(
    trx: QuotesRepository,
    principal: Principal,
    step: Omit<NewQuoteMessage, 'authorName' | 'fromStaff'>,
    tell: (quote: { quoteId: string; number: string; projectName: string; customerName: string }) => MessageData,
  ) {
    await trx.addMessage({ ...step, authorName: fullName(principal), fromStaff: false });
    const quote = await found(trx.quote(step.quoteId), 'Quote');
    await tellSalesAdministration(
      trx,
      principal.customerNumber,
      tell({ quoteId: quote.id, number: quote.number, projectName: quote.project_name, customerName: quote.customer_name }),
    );
  }

  const detail = async (principal: Principal, id: string): Promise<QuoteDetail> => {
    const row = await found(quotes.quote(id, principal.customerNumber), 'Quote');
    // The dealer sees prices once sent: while sales administration prepares them they are not an answer yet.
    return (await quoteDetail(quotes, row, deps.now(), row.status !== 'requested')).detail;
  };

  /** Runs a dealer's answer on the dealer's own quote held for the transaction; another dealer's is not found. */
  async function answer(principal: Principal, id: string, work: (trx: QuotesRepository, quote: Locked) => Promise<void>) {
    await deps.transaction(async (trx) => {
      const quote = await found(trx.lock(id, principal.customerNumber), 'Quote');
      await work(trx, quote);
    });
    return detail(principal, id);
  }

  return {
    async create(principal: Principal, request: CreateQuoteRequest, language: Language): Promise<CreateQuoteResponse> {
      const lines = await articles(principal, request.lines, language);
      const offerNumber = request.fromOffer ? await deps.offerNumber(principal.customerNumber, request.fromOffer) : null;
      if (request.fromOffer && offerNumber === null) throw notFound('Offer');
      const id = randomUUID();
      const at = deps.now();
      const number = await deps.transaction(async (trx) => {
        const number = await trx.insert(
          {
            id,
            customerNumber: principal.customerNumber,
            contactId: principal.contactId,
            projectName: request.projectName,
            requestedDelivery: request.requestedDeliveryPeriod || null,
            currency: principal.currency,
            offer: request.fromOffer && offerNumber ? { id: request.fromOffer, number: offerNumber } : null,
            at,
          },
          lines,
        );
        const message = request.message || null;
        await dealerStep(trx, principal, { quoteId: id, revision: 1, kind: 'request', text: message, at }, (about) => ({
          kind: 'quote-requested',
          ...about,
          revision: 1,
          message,
        }));
        return number;
      });
      return { id, number, status: 'requested' };
    },

    async list(principal: Principal): Promise<QuotesResponse> {
      const now = deps.now();
      return {
        items: (await quotes.dealerQuotes(principal.customerNumber)).map((row) =>
          toSummary(row, principal.market, now, row.status !== 'requested'),
        ),
      };
    },

    get: detail,

    /** A sent quote as a PDF at its prices, in the language asked for (the market's without one); none before it is sent. */
    async pdf(principal: Principal, id: string, language?: Language) {
      const row = await found(quotes.quote(id, principal.customerNumber), 'Quote');
      if (row.status === 'requested' || row.valid_until === null || row.sent_at === null)
        throw new AppError(409, 'QUOTE_NOT_OPEN', 'The quote has no prices yet');
      const lang = language ?? languageForMarket(principal.market);
      const [lines, customer] = await Promise.all([
        quotes.lines(id, row.revision),
        found(quotes.postalAddress(principal.customerNumber), 'Customer'),
      ]);
      const content = await renderQuotePdf({
        language: lang,
        quote: {
          number: row.number,
          projectName: row.project_name,
          revision: row.revision,
          requestedDeliveryPeriod: row.requested_delivery,
          sentOn: new Date(row.sent_at).toISOString().slice(0, 10),
          validUntil: row.valid_until,
          currency: row.currency,
          total: row.total ?? 0,
          allowPartialCallOffs: row.allow_partial_call_offs,
          message: row.staff_message,
        },
        customer: {
          customerNumber: principal.customerNumber,
          name: customer.name,
          address: addressLines(
            {
              lines: [customer.postal_line1],
              postalcode: customer.postal_postalcode,
              city: customer.postal_city,
              country: customer.country,
            },
            documentFormats(lang),
          ),
        },
        lines: lines.map((l) => {
          const line = toLine(l, true);
          return {
            itemNumber: line.itemNumber,
            description: line.description,
            quantity: line.quantity,
            price: line.unitPrice ?? 0,
            discount: line.discountPercent ?? 0,
            net: line.amount ?? 0,
          };
        }),
      });
      return { filename: quoteFileName(lang, row.number), content };
    },

    /**
     * Accepting a sent quote orders it at its prices through the order placement: the whole quote,
     * or, when sales administration allowed call-offs, the lines asked for (all that is left
     * without). The quote's claim (its status, the quantities counted down) is written in the
     * order's transaction, so a second accept racing the first finds nothing left and no order.
     */
    async accept(principal: Principal, id: string, request: AcceptQuoteRequest, language: Language): Promise<AcceptQuoteResponse> {
      const quote = await found(quotes.quote(id, principal.customerNumber), 'Quote');
      // A retried accept answers with the order it placed.
      const earlier = await quotes.callOffByKey(id, request.idempotencyKey);
      if (earlier) return { orderNumber: earlier.order_number };

      const market = toMarket(quote.market);
      requireOrderable(quote, shownStatus(quote, market, deps.now()));
      const lines = await quotes.lines(id, quote.revision);
      const wanted = callOffLines(lines, request.lines, quote.allow_partial_call_offs);
      // A racing accept may have ordered the rest between the quote's read and its lines'.
      if (wanted.length === 0) throw new AppError(409, 'QUOTE_NOT_OPEN', 'Nothing is left to order on the quote');
      const unitPrices = new Map(lines.map((l) => [l.item_number, quotedUnitPrice(l.unit_price!, l.discount_percent)]));

      const visiting = await found(quotes.visitingAddress(principal.customerNumber), 'Customer');
      const deliveryAddressId = request.deliveryAddressId ?? (await quotes.firstDeliveryAddressId(principal.customerNumber)) ?? undefined;
      const order: PlaceOrderRequest = {
        inputs: {
          ShippingInstructions: DELIVERY_TYPES.standard,
          GoodsMark: (request.orderMark || quote.project_name).slice(0, GOODS_MARK_MAX_LENGTH),
          ReferenceNo: quote.number,
        },
        cartItems: wanted.map((l) => ({
          id: l.item_number,
          title: l.description,
          image: '',
          price: unitPrices.get(l.item_number)!,
          quantity: l.quantity,
          type: 'product',
        })),
        CustomerId: principal.customerNumber,
        ShipTo: principal.customerNumber,
        requestedDate: yyyymmdd(today(market, deps.now())),
        // With an address id the stored address is used; without one the dealer's own address (the placement checks it).
        addresses: [
          {
            AddressType: ORDER_ADDRESS_TYPE,
            Name: visiting.name,
            Address1: visiting.line1 ?? '',
            City: visiting.city ?? '',
            PostalCode: visiting.postalcode ?? '',
            Country: countryName(market, languageForMarket(market)),
          },
        ],
        ...(deliveryAddressId ? { DeliveryAddressId: deliveryAddressId } : {}),
        idempotencyKey: request.idempotencyKey,
      };

      const placed = await deps.placeAtAgreedPrices(principal, order, language, {
        unitPrices,
        claim: async (db, orderNumber) => {
          const trx = deps.quotesOn(db);
          const held = await found(trx.lock(id, principal.customerNumber), 'Quote');
          requireOrderable(held, shownStatus(held, market, deps.now()));
          if (held.revision !== quote.revision) throw new AppError(409, 'QUOTE_NOT_OPEN', 'The quote changed; read it again');
          for (const line of wanted)
            if (!(await trx.callOff(id, held.revision, line.item_number, line.quantity)))
              throw new AppError(409, 'QUOTE_NOT_OPEN', `Nothing is left of ${line.item_number} on the quote`);
          const left = (await trx.lines(id, held.revision)).some((l) => l.called_off < l.quantity);
          const at = deps.now();
          await trx.setStatus(id, left ? 'ordering' : 'accepted', at);
          await trx.recordCallOff(id, orderNumber, request.idempotencyKey, at);
          const kind = left || held.status === 'ordering' ? 'call-off' : 'accept';
          await dealerStep(trx, principal, { quoteId: id, revision: held.revision, kind, text: null, orderNumber, at }, (about) => ({
            kind: 'quote-answered',
            ...about,
            answer: kind === 'accept' ? 'accepted' : 'called-off',
            orderNumber,
            message: null,
          }));
        },
      });
      return { orderNumber: placed.Header!.PlaceOrderNumber };
    },

    async decline(principal: Principal, id: string, message: string | undefined) {
      return answer(principal, id, async (trx, quote) => {
        if (!QUOTE_ORDERABLE.includes(quote.status as never))
          throw new AppError(409, 'QUOTE_NOT_OPEN', 'Only a sent quote can be declined');
        const at = deps.now();
        await trx.setStatus(id, 'declined', at);
        const text = message || null;
        await dealerStep(trx, principal, { quoteId: id, revision: quote.revision, kind: 'decline', text, at }, (about) => ({
          kind: 'quote-answered',
          ...about,
          answer: 'declined',
          orderNumber: null,
          message: text,
        }));
      });
    },

    /** Answering a sent quote with a message and a changed request: a new revision, back with sales administration. */
    async reply(principal: Principal, id: string, request: ReplyToQuoteRequest, language: Language) {
      const current = await found(quotes.quote(id, principal.customerNumber), 'Quote');
      const asked =
        request.lines ?? (await quotes.lines(id, current.revision)).map((l) => ({ itemNumber: l.item_number, quantity: l.quantity }));
      const lines = await articles(principal, asked, language);
      return answer(principal, id, async (trx, quote) => {
        // Once part of it is ordered, a quote's prices stand as sent.
        if (quote.status !== 'sent')
          throw new AppError(409, 'QUOTE_NOT_OPEN', 'Only a sent quote nothing was ordered from can be answered');
        const at = deps.now();
        const revision = quote.revision + 1;
        await trx.revise(id, revision, lines, at);
        await dealerStep(trx, principal, { quoteId: id, revision, kind: 'reply', text: request.message, at }, (about) => ({
          kind: 'quote-requested',
          ...about,
          revision,
          message: request.message,
        }));
      });
    },
  };
}
export type QuotesService = ReturnType<typeof createQuotesService>;

type Locked = NonNullable<Awaited<ReturnType<QuotesRepository['lock']>>>;
type LineRow = Awaited<ReturnType<QuotesRepository['lines']>>[number];

/** A quote may be ordered from while sent (or partly called off) and valid; 409 or 422 with the reason otherwise. */
function requireOrderable(quote: { status: string }, shown: string) {
  if (shown === 'expired') throw new AppError(422, 'QUOTE_EXPIRED', 'The quote is past its validity date; ask for a new one');
  if (!QUOTE_ORDERABLE.includes(quote.status as never))
    throw new AppError(
      409,
      'QUOTE_NOT_OPEN',
      quote.status === 'accepted' ? 'The quote has been ordered' : 'The quote is not open for ordering',
    );
}

/** The lines and quantities an accept orders: all that is left, or the call-off asked for when the quote allows call-offs. */
function callOffLines(lines: LineRow[], asked: AcceptQuoteRequest['lines'], partialAllowed: boolean) {
  const left = lines.filter((l) => l.called_off < l.quantity).map((l) => ({ ...l, quantity: l.quantity - l.called_off }));
  if (!asked) return left;
  const byItem = new Map(left.map((l) => [l.item_number, l]));
  const wanted = asked.map((a, i) => {
    const line = byItem.get(a.itemNumber);
    if (!line)
      throw new AppError(422, 'QUOTE_QUANTITY_EXCEEDED', `Article ${a.itemNumber} is not left on the quote`, {
        field: `lines.${i}.itemNumber`,
      });
    if (a.quantity > line.quantity)
      throw new AppError(422, 'QUOTE_QUANTITY_EXCEEDED', `Only ${line.quantity} of ${a.itemNumber} are left on the quote`, {
        field: `lines.${i}.quantity`,
      });
    return { ...line, quantity: a.quantity };
  });
  const everything = wanted.length === left.length && wanted.every((w) => w.quantity === byItem.get(w.item_number)!.quantity);
  if (!partialAllowed && !everything)
    throw new AppError(422, 'QUOTE_PARTIAL_NOT_ALLOWED', 'This quote is ordered as a whole', { field: 'lines' });
  return wanted;
}

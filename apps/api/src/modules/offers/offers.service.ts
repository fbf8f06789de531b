import { randomUUID } from 'node:crypto';
import {
  CART_ITEM_TYPE_CONFIG,
  CONSUMER_VAT_PERCENT,
  MAX_OFFER_LINES,
  OFFER_LOGO_MAX_BYTES,
  offerHistoryEvent,
  offerTotals,
  offerUnitPrice,
  type CartBatchResponse,
  type CreateOfferRequest,
  type Offer,
  type OfferBranding,
  type OfferBrandingRequest,
  type OfferLineRequest,
  type OfferStatus,
  type OfferSummary,
  type StaffOfferCounts,
  type UpdateOfferRequest,
} from '@portal/contracts';
import { todayInMarket, toMarket, type Language } from '@portal/contracts/languages';
import { round2 } from '@portal/contracts/money';
import type { Principal } from '../../platform/auth/access.js';
import type { TransactionalDeps } from '../../platform/db/transactional.js';
import { AppError, badRequest, conflict, found, notFound } from '../../platform/errors.js';
import { detectFileType } from '../../platform/files/file-type.js';
import type { UploadedFile } from '../../platform/multipart.js';
import { readableImage, type PdfImage } from '../../platform/pdf/pdf-document.js';
import type { DocumentIssuer } from '../../platform/pdf/business-document.js';
import { offerFileName, renderOfferPdf } from './offer-pdf.js';
import type { NewOfferLine, OfferBrandingRow, OfferFields, OfferLineRow, OfferRow, OffersRepository } from './offers.repository.js';

import type { BatchLine, ConfigData } from '../cart/cart.module.js';

type StoredCartLine = { line_id: string; type: string; quantity: number; config: unknown };

export type OffersServiceDeps = TransactionalDeps<'offers', OffersRepository> & {
  /** The dealer's net prices of articles (the catalogue's, as the cart prices them). */
  netPrices: (
    customerNumber: string,
    itemNumbers: readonly string[],
    language: Language,
  ) => Promise<{ itemNumber: string; description: string; sellable: boolean; netPrice: number | null }[]>;
  /** A completed configuration's articles at the dealer's net prices; null when it is gone. */
  configured: (principal: Principal, headerId: string) => Promise<{ lines: { quantity: number; unitPrice: number }[] } | null>;
  cartLines: (principal: Principal) => Promise<StoredCartLine[]>;
  /** One of the dealer's saved carts (order lists) as stored; null when it is not the dealer's. */
  orderListLines: (principal: Principal, id: string) => Promise<StoredCartLine[] | null>;
  addToCart: (principal: Principal, changeId: string, lines: readonly BatchLine[], language: Language) => Promise<CartBatchResponse>;
  now: () => Date;
};

const ARTICLE_TYPE = 'product';
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const num = (n: number | string | null) => (n === null ? null : Number(n));

/** The status a dealer sees: a draft or sent offer past its validity has expired. */
export function offerStatus(row: Pick<OfferRow, 'status' | 'valid_until'>, today: string): OfferStatus {
  return (row.status === 'draft' || row.status === 'sent') && row.valid_until < today ? 'expired' : row.status;
}

const offerNumber = (row: Pick<OfferRow, 'number' | 'version'>) => (row.version > 1 ? `${row.number}-${row.version}` : String(row.number));

const userName = (principal: Principal) => `${principal.contact.firstname} ${principal.contact.lastname}`.trim() || principal.email;

/**
 * Offers to the dealer's own end customers. Every call is scoped to the caller's dealer (another
 * dealer's offer answers 404) and shared by its users. Prices are worked out here from the dealer's
 * net prices when an offer is made or changed, and kept with it; the PDF and the e-mail are written
 * from a type that has no net price or margin in it.
 */
export function createOffersService(deps: OffersServiceDeps) {
  const { offers, now } = deps;
  const today = (principal: Principal) => todayInMarket(toMarket(principal.market), now());

  async function read(principal: Principal, row: OfferRow): Promise<Offer> {
    const lines = await offers.lines(row.id);
    const history = await offers.history(row.id);
    return toOffer(row, lines, today(principal), history);
  }

  function toOffer(
    row: OfferRow,
    lineRows: OfferLineRow[],
    day: string,
    history: { at: Date; action: string; by: string | null }[],
  ): Offer {
    const lines = lineRows.map((l) => {
      const unit = Number(l.unit_price_incl_vat);
      const vatRate = Number(l.vat_percent);
      const net = num(l.net_unit_price);
      return {
        id: l.id,
        kind: l.kind,
        itemNumber: l.kind === 'article' ? l.item_number : null,
        text: l.text,
        quantity: l.quantity,
        unitPriceInclVat: unit,
        vatRate,
        amountInclVat: round2(unit * l.quantity),
        netUnitPrice: net,
        marginPerUnit: net === null ? null : round2(unit / (1 + vatRate / 100) - net),
      };
    });
    const totals = offerTotals(lines, Number(row.discount));
    const erased = row.customer_erased_at !== null;
    return {
      ...summary(row, day),
      customer: {
        name: row.customer_name,
        email: row.customer_email,
        phone: row.customer_phone,
        address: row.customer_address,
        erased,
      },
      language: row.language as Language,
      vatPercent: Number(row.vat_percent),
      markupPercent: num(row.markup_percent),
      priceStep: num(row.price_step),
      discount: Number(row.discount),
      coverText: row.cover_text,
      lines,
      ...totals,
      createdAt: row.created_at.toISOString(),
      sentAt: iso(row.sent_at),
      decidedAt: iso(row.decided_at),
      history: history.map((h) => ({ at: h.at.toISOString(), action: h.action, ...offerHistoryEvent(h.action), by: h.by })),
    };
  }

  function summary(row: OfferRow, day: string): OfferSummary {
    return {
      id: row.id,
      number: offerNumber(row),
      version: row.version,
      status: offerStatus(row, day),
      customerName: row.customer_name,
      totalInclVat: Number(row.total_incl_vat),
      currency: row.currency,
      validUntil: row.valid_until,
      changedAt: row.changed_at.toISOString(),
      createdBy: row.created_by_name,
    };
  }

  const configuredNet = async (principal: Principal, config: ConfigData | null) => {
    const priced = config ? await deps.configured(principal, config.headerId) : null;
    return priced ? round2(priced.lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0)) : null;
  };

  /**
   * The offer's lines priced now: an article at the dealer's net price, a configured product at its
   * configuration's, each marked up (or at its own price) with VAT; a free line as given. A line
   * sent with the id of one the offer has keeps what it came from.
   */
  async function priceLines(
    principal: Principal,
    body: UpdateOfferRequest,
    start: { kind: 'article' | 'configured'; itemNumber: string; text: string | null; quantity: number; config: unknown }[],
    existing: OfferLineRow[],
  ): Promise<NewOfferLine[]> {
    const marketVat = CONSUMER_VAT_PERCENT[toMarket(principal.market)];
    const known = new Map(existing.map((l) => [l.id, l]));
    const articleNumbers = [
      ...start.filter((l) => l.kind === 'article').map((l) => l.itemNumber),
      ...body.lines.flatMap((l) => {
        const before = l.id ? known.get(l.id) : undefined;
        const number = before ? (before.kind === 'article' ? before.item_number : null) : l.itemNumber;
        return number ? [number] : [];
      }),
    ];
    const products = new Map(
      (await deps.netPrices(principal.customerNumber, [...new Set(articleNumbers)], body.language)).map((p) => [p.itemNumber, p]),
    );
    const pricing = (vatRate: number) => ({ markupPercent: body.markupPercent ?? null, priceStep: body.priceStep ?? null, vatRate });
    const lines: NewOfferLine[] = [];
    const add = async (
      line: { kind: 'article' | 'configured' | 'free'; itemNumber: string | null; config: unknown; text: string; quantity: number },
      input: Pick<OfferLineRequest, 'unitPriceInclVat' | 'vatRate'>,
      net: number | null,
      field: string,
    ) => {
      const vatRate = input.vatRate ?? marketVat;
      const unit = offerUnitPrice({ unitPriceInclVat: input.unitPriceInclVat ?? null, netUnitPrice: net }, pricing(vatRate));
      if (unit === null) throw badRequest(field, 'This line has no price: give it one', 'offers.error.no-price');
      lines.push({
        id: randomUUID(),
        kind: line.kind,
        item_number: line.itemNumber,
        config: line.config,
        text: line.text,
        quantity: line.quantity,
        own_price: input.unitPriceInclVat !== undefined,
        unit_price_incl_vat: unit,
        vat_percent: vatRate,
        net_unit_price: net,
      });
    };
    const article = (itemNumber: string, field: string) => {
      const product = products.get(itemNumber);
      if (!product || !product.sellable || product.netPrice === null)
        throw badRequest(field, `Article ${itemNumber} is not in the price list`, 'offers.error.unknown-item');
      return product;
    };

    for (const line of start) {
      if (line.kind === 'configured') {
        const config = line.config as ConfigData;
        const net = await configuredNet(principal, config);
        // A configuration no longer there cannot be priced or ordered: it stays out of the offer.
        if (net !== null) await add({ ...line, text: config.title || line.itemNumber }, {}, net, 'fromCart');
        continue;
      }
      const product = products.get(line.itemNumber);
      if (product?.sellable && product.netPrice !== null)
        await add({ ...line, text: product.description }, {}, product.netPrice, 'fromCart');
    }
    for (const [i, input] of body.lines.entries()) {
      const field = `lines.${i}`;
      const before = input.id ? known.get(input.id) : undefined;
      if (input.id && !before) throw badRequest(`${field}.id`, 'Not a line of this offer');
      if (before && before.kind !== 'free') {
        const net =
          before.kind === 'article'
            ? article(before.item_number!, `${field}.itemNumber`).netPrice
            : ((await configuredNet(principal, before.config as ConfigData)) ?? num(before.net_unit_price));
        const text = input.text || before.text;
        await add(
          { kind: before.kind, itemNumber: before.item_number, config: before.config, text, quantity: input.quantity },
          input,
          net,
          field,
        );
      } else if (!before && input.itemNumber) {
        const product = article(input.itemNumber, `${field}.itemNumber`);
        const text = input.text || product.description;
        await add(
          { kind: 'article', itemNumber: product.itemNumber, config: null, text, quantity: input.quantity },
          input,
          product.netPrice,
          field,
        );
      } else {
        const text = input.text || before?.text || '';
        if (!text) throw badRequest(`${field}.text`, 'A free line needs its text');
        await add({ kind: 'free', itemNumber: null, config: null, text, quantity: input.quantity }, input, null, field);
      }
    }
    if (lines.length === 0) throw badRequest('lines', 'An offer needs at least one line', 'offers.error.no-lines');
    if (lines.length > MAX_OFFER_LINES) throw badRequest('lines', `An offer holds at most ${MAX_OFFER_LINES} lines`);
    return lines;
  }

  /** The offer's own fields from a request, with its totals checked and kept for the list. */
  function fields(principal: Principal, body: UpdateOfferRequest, lines: NewOfferLine[]) {
    if (body.validUntil < today(principal))
      throw badRequest('validUntil', 'The offer must be valid today or later', 'offers.error.valid-until');
    const totals = offerTotals(
      lines.map((l) => ({
        quantity: l.quantity,
        unitPriceInclVat: l.unit_price_incl_vat,
        vatRate: l.vat_percent,
        netUnitPrice: l.net_unit_price,
      })),
      body.discount ?? 0,
    );
    if ((body.discount ?? 0) > totals.linesInclVat)
      throw badRequest('discount', 'The discount is more than the lines', 'offers.error.discount');
    return {
      language: body.language,
      markup_percent: body.markupPercent ?? null,
      price_step: body.priceStep ?? null,
      discount: body.discount ?? 0,
      valid_until: body.validUntil,
      cover_text: body.coverText ?? '',
      customer_name: body.customer.name,
      customer_email: body.customer.email,
      customer_phone: body.customer.phone || null,
      customer_address: body.customer.address || null,
      total_incl_vat: totals.totalInclVat,
    };
  }

  async function load(principal: Principal, id: string) {
    return found(offers.one(principal.customerNumber, id), 'Offer');
  }

  /** A new offer (a draft) in one transaction: its number, or the next version of one, under the dealer's lock. */
  async function insert(
    principal: Principal,
    values: Omit<ReturnType<typeof fields>, 'language' | 'customer_name' | 'customer_email'> & {
      language: string;
      customer_name: string | null;
      customer_email: string | null;
      customer_erased_at?: Date | null;
    },
    lines: NewOfferLine[],
    numbering: { reviseOf: number } | null,
    action: string,
    /** The offer it was copied or revised from, whose history says where it went (`as` and the new number). */
    source?: { id: string; as: 'copied as' | 'revised as' },
  ) {
    const id = randomUUID();
    const at = now();
    await deps.transaction(async (repo) => {
      await repo.lockDealer(principal.customerNumber);
      const number = numbering ? numbering.reviseOf : await repo.nextNumber(principal.customerNumber);
      const version = numbering ? await repo.nextVersion(principal.customerNumber, number) : 1;
      await repo.insert({
        id,
        customer_number: principal.customerNumber,
        number,
        version,
        status: 'draft',
        currency: principal.currency,
        vat_percent: CONSUMER_VAT_PERCENT[toMarket(principal.market)],
        customer_erased_at: values.customer_erased_at ?? null,
        ...values,
        created_by: principal.contactId,
        created_by_name: userName(principal),
        created_at: at,
        changed_at: at,
        sent_at: null,
        decided_at: null,
      });
      await repo.setLines(id, lines);
      await repo.record(id, principal.contactId, action, at);
      if (source) await repo.record(source.id, principal.contactId, `${source.as} ${offerNumber({ number, version })}`, at);
    });
    return read(principal, (await offers.one(principal.customerNumber, id))!);
  }

  /** A change of one offer under its lock; `work` answers the fields to set. */
  async function change(
    principal: Principal,
    id: string,
    action: string,
    work: (
      row: OfferRow,
      repo: OffersRepository,
    ) => Promise<OfferFields & { lines?: NewOfferLine[] }> | (OfferFields & { lines?: NewOfferLine[] }),
  ) {
    const at = now();
    await deps.transaction(async (repo) => {
      const row = await found(repo.lock(principal.customerNumber, id), 'Offer');
      const { lines, ...set } = await work(row, repo);
      await repo.update(id, { ...set, changed_at: at });
      if (lines) await repo.setLines(id, lines);
      await repo.record(id, principal.contactId, action, at);
    });
    return read(principal, await load(principal, id));
  }

  const copyValues = (row: OfferRow) => ({
    language: row.language,
    markup_percent: num(row.markup_percent),
    price_step: num(row.price_step),
    discount: Number(row.discount),
    valid_until: row.valid_until,
    cover_text: row.cover_text,
    customer_name: row.customer_name,
    customer_email: row.customer_email,
    customer_phone: row.customer_phone,
    customer_address: row.customer_address,
    customer_erased_at: row.customer_erased_at,
    total_incl_vat: Number(row.total_incl_vat),
  });
  const copyLines = (lines: OfferLineRow[]): NewOfferLine[] =>
    lines.map((l) => ({
      id: randomUUID(),
      kind: l.kind,
      item_number: l.item_number,
      config: l.config,
      text: l.text,
      quantity: l.quantity,
      own_price: l.own_price,
      unit_price_incl_vat: Number(l.unit_price_incl_vat),
      vat_percent: Number(l.vat_percent),
      net_unit_price: num(l.net_unit_price),
    }));

  /** The dealer's branding as the offers print it: what its Portal Admin set, else its own name and address. */
  async function issuer(customerNumber: string): Promise<DocumentIssuer & { row: OfferBrandingRow | undefined }> {
    const row = await offers.branding(customerNumber);
    const dealer = await offers.dealer(customerNumber);
    const address = row?.address
      ? row.address.split('\n')
      : [dealer.postal_line1, [dealer.postal_postalcode, dealer.postal_city].filter(Boolean).join(' ')];
    const footer = [
      [row?.org_number, dealer.phone, dealer.email, dealer.website].filter(Boolean).join('  ·  '),
      ...(row?.bank_details ? [row.bank_details.split('\n').join('  ·  ')] : []),
      ...(row?.footer_terms ? [row.footer_terms.split('\n').join(' ')] : []),
    ].filter((line) => line.trim() !== '');
    const logo: PdfImage | null = row?.logo && row.logo_type ? { bytes: new Uint8Array(row.logo), type: row.logo_type } : null;
    return {
      name: row?.company_name || dealer.name,
      address: address.map((l) => (l ?? '').trim()).filter(Boolean),
      footer,
      logo,
      row,
    };
  }

  async function brandingOf(customerNumber: string): Promise<OfferBranding> {
    const { row, name, address } = await issuer(customerNumber);
    return {
      companyName: row?.company_name || name,
      address: row?.address || address.join('\n'),
      orgNumber: row?.org_number ?? '',
      bankDetails: row?.bank_details ?? '',
      footerTerms: row?.footer_terms ?? '',
      logo: row?.logo && row.logo_type ? `data:${row.logo_type};base64,${Buffer.from(row.logo).toString('base64')}` : null,
      changedAt: iso(row?.changed_at ?? null),
    };
  }

  /** The offer's PDF, from the stored offer and the dealer's branding now; never a net price. */
  async function document(customerNumber: string, row: OfferRow, contact: { name: string; email: string }) {
    const lines = await offers.lines(row.id);
    const offer = toOffer(row, lines, '0000-00-00', []);
    const language = offer.language;
    const address = (row.customer_address ?? '')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    const content = await renderOfferPdf({
      language,
      issuer: await issuer(customerNumber),
      offer: {
        number: offer.number,
        date: row.changed_at.toISOString().slice(0, 10),
        validUntil: row.valid_until,
        currency: row.currency,
        coverText: row.cover_text,
        contactName: contact.name,
        contactEmail: contact.email,
        discount: offer.discount,
        linesInclVat: offer.linesInclVat,
        totalInclVat: offer.totalInclVat,
        totalExclVat: offer.totalExclVat,
        vatAmount: offer.vatAmount,
      },
      customer: row.customer_name ? { name: row.customer_name, address, email: row.customer_email, phone: row.customer_phone } : null,
      lines: offer.lines.map((l) => ({
        itemNumber: l.itemNumber,
        text: l.text,
        quantity: l.quantity,
        unitPriceInclVat: l.unitPriceInclVat,
        vatRate: l.vatRate,
        amountInclVat: l.amountInclVat,
      })),
    });
    return { filename: offerFileName(language, offer.number), content };
  }

  const notOpen = (what: string) => new AppError(409, 'STATUS_TRANSITION_NOT_ALLOWED', what);

  return {
    async list(principal: Principal): Promise<{ offers: OfferSummary[] }> {
      const day = today(principal);
      return { offers: (await offers.list(principal.customerNumber)).map((row) => summary(row, day)) };
    },

    get: async (principal: Principal, id: string) => read(principal, await load(principal, id)),

    async numberOf(customerNumber: string, id: string): Promise<string | null> {
      const row = await offers.one(customerNumber, id);
      return row ? offerNumber(row) : null;
    },

    async create(principal: Principal, body: CreateOfferRequest): Promise<Offer> {
      const stored = body.fromCart ? await deps.cartLines(principal) : [];
      // A saved cart goes as the cart does: its articles at the net prices, its configured products with their configuration.
      if (body.fromOrderList) stored.push(...(await found(deps.orderListLines(principal, body.fromOrderList), 'Order list')));
      const start: { kind: 'article' | 'configured'; itemNumber: string; text: string | null; quantity: number; config: unknown }[] =
        stored.map((l) =>
          l.type === CART_ITEM_TYPE_CONFIG
            ? { kind: 'configured' as const, itemNumber: l.line_id, text: null, quantity: l.quantity, config: l.config }
            : { kind: 'article' as const, itemNumber: l.line_id, text: null, quantity: l.quantity, config: null },
        );
      // The configurator's result, kept as the cart keeps it: only the dealer's own completed configuration.
      for (const c of body.configured ?? []) {
        if (!(await deps.configured(principal, c.headerId))) throw notFound('Configuration');
        const config: ConfigData = {
          headerId: c.headerId,
          ruleset: c.ruleset,
          ...(c.sku !== undefined ? { sku: c.sku } : {}),
          title: c.title ?? '',
          image: c.image ?? '',
          items: c.items ?? [],
        };
        start.push({ kind: 'configured', itemNumber: c.headerId, text: null, quantity: 1, config });
      }
      const lines = await priceLines(principal, body, start, []);
      return insert(principal, fields(principal, body, lines), lines, null, 'created');
    },

    async update(principal: Principal, id: string, body: UpdateOfferRequest): Promise<Offer> {
      const row = await load(principal, id);
      if (row.status !== 'draft') throw notOpen('Only a draft can be changed; revise the offer for a new version');
      if (row.customer_erased_at) throw conflict('OFFER_CUSTOMER_ERASED', "The offer's end customer was erased");
      const lines = await priceLines(principal, body, [], await offers.lines(id));
      const values = fields(principal, body, lines);
      return change(principal, id, 'changed', (locked) => {
        if (locked.status !== 'draft') throw notOpen('Only a draft can be changed');
        return { ...values, lines };
      });
    },

    async copy(principal: Principal, id: string): Promise<Offer> {
      const row = await load(principal, id);
      return insert(principal, copyValues(row), copyLines(await offers.lines(id)), null, `copied from ${offerNumber(row)}`, {
        id,
        as: 'copied as',
      });
    },

    async revise(principal: Principal, id: string): Promise<Offer> {
      const row = await load(principal, id);
      return insert(
        principal,
        copyValues(row),
        copyLines(await offers.lines(id)),
        { reviseOf: row.number },
        `revised from ${offerNumber(row)}`,
        { id, as: 'revised as' },
      );
    },

    setStatus: (principal: Principal, id: string, status: 'accepted' | 'declined') =>
      change(principal, id, status, (row) => {
        const shown = offerStatus(row, today(principal));
        if (shown !== 'draft' && shown !== 'sent') throw notOpen(`An offer that is ${shown} cannot be ${status}`);
        return { status, decided_at: now() };
      }),

    async send(principal: Principal, id: string, message: string | undefined): Promise<Offer> {
      const { name } = await issuer(principal.customerNumber);
      return change(principal, id, 'sent', async (row, repo) => {
        const shown = offerStatus(row, today(principal));
        if (!row.customer_email) throw conflict('OFFER_CUSTOMER_ERASED', "The offer's end customer was erased");
        if (shown !== 'draft' && shown !== 'sent') throw notOpen(`An offer that is ${shown} cannot be sent`);
        const number = offerNumber(row);
        await repo.notify({
          to: { email: row.customer_email, language: row.language, name: row.customer_name },
          customerNumber: principal.customerNumber,
          message: {
            kind: 'offer',
            offerNumber: number,
            validUntil: row.valid_until,
            totalInclVat: Number(row.total_incl_vat),
            currency: row.currency,
            message: message?.trim() || null,
            sender: { name, replyTo: principal.email, userName: userName(principal) },
          },
          attachments: [
            {
              document: 'offer',
              ref: row.id,
              customerNumber: principal.customerNumber,
              filename: offerFileName(row.language as Language, number),
            },
          ],
        });
        return { status: 'sent', sent_at: now() };
      });
    },

    async eraseCustomer(principal: Principal, id: string): Promise<Offer> {
      return change(principal, id, 'customer erased', () => ({
        customer_name: null,
        customer_email: null,
        customer_phone: null,
        customer_address: null,
        customer_erased_at: now(),
      }));
    },

    async toCart(principal: Principal, id: string, changeId: string | undefined, language: Language): Promise<CartBatchResponse> {
      await load(principal, id);
      const batch = (await offers.lines(id)).flatMap((l): BatchLine[] => {
        if (l.kind === 'article') return [{ id: l.item_number!, type: ARTICLE_TYPE, quantity: l.quantity, title: l.text, config: null }];
        if (l.kind === 'configured')
          return [{ id: l.item_number!, type: CART_ITEM_TYPE_CONFIG, quantity: l.quantity, title: l.text, config: l.config as ConfigData }];
        return [];
      });
      const answer = await deps.addToCart(principal, changeId ?? randomUUID(), batch, language);
      await offers.record(id, principal.contactId, 'to cart', now());
      return answer;
    },

    async pdf(principal: Principal, id: string) {
      const row = await load(principal, id);
      return document(principal.customerNumber, row, { name: userName(principal), email: principal.email });
    },

    /** The PDF an e-mail carries, made when it is sent: signed by whoever sent it last. */
    async documentForMail(request: { customerNumber: string; offerId: string }) {
      const row = await offers.one(request.customerNumber, request.offerId);
      if (!row) return null;
      const sender = await offers.sender(row.id);
      return document(request.customerNumber, row, sender ?? { name: row.created_by_name, email: '' });
    },

    branding: (principal: Principal) => brandingOf(principal.customerNumber),

    async updateBranding(principal: Principal, body: OfferBrandingRequest): Promise<OfferBranding> {
      await offers.saveBranding({
        customer_number: principal.customerNumber,
        company_name: body.companyName ?? '',
        address: body.address ?? '',
        org_number: body.orgNumber ?? '',
        bank_details: body.bankDetails ?? '',
        footer_terms: body.footerTerms ?? '',
        changed_by: principal.contactId,
        changed_at: now(),
      });
      return brandingOf(principal.customerNumber);
    },

    async uploadLogo(principal: Principal, files: UploadedFile[]): Promise<OfferBranding> {
      const file = files[0];
      if (!file || files.length !== 1) throw badRequest('file', 'Send exactly one picture', 'offers.error.logo');
      if (file.bytes.length >= OFFER_LOGO_MAX_BYTES)
        throw badRequest('file', `The logo must be smaller than ${OFFER_LOGO_MAX_BYTES} bytes`, 'offers.error.logo-size');
      const type = detectFileType(file.bytes);
      if ((type !== 'image/png' && type !== 'image/jpeg') || !(await readableImage({ bytes: file.bytes, type })))
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The logo must be a PNG or JPEG picture', {
          field: 'file',
          key: 'offers.error.logo',
        });
      const current = await brandingOf(principal.customerNumber);
      const row = await offers.branding(principal.customerNumber);
      await offers.saveBranding({
        customer_number: principal.customerNumber,
        company_name: row?.company_name ?? '',
        address: row?.address ?? '',
        org_number: current.orgNumber,
        bank_details: current.bankDetails,
        footer_terms: current.footerTerms,
        logo: file.bytes,
        logo_type: type,
        changed_by: principal.contactId,
        changed_at: now(),
      });
      return brandingOf(principal.customerNumber);
    },

    async deleteLogo(principal: Principal): Promise<OfferBranding> {
      const row = await offers.branding(principal.customerNumber);
      if (row) await offers.saveBranding({ ...row, logo: null, logo_type: null, changed_by: principal.contactId, changed_at: now() });
      return brandingOf(principal.customerNumber);
    },

    async staffCounts(customerNumber: string): Promise<StaffOfferCounts> {
      const dealer = await offers.market(customerNumber);
      if (!dealer) throw notFound('Dealer');
      const rows = await offers.counts(customerNumber, todayInMarket(toMarket(dealer.market), now()));
      const byStatus = { draft: 0, sent: 0, accepted: 0, declined: 0, expired: 0 };
      for (const r of rows) byStatus[r.status as OfferStatus] = Number(r.n);
      return { total: Object.values(byStatus).reduce((a, b) => a + b, 0), byStatus };
    },
  };
}
export type OffersService = ReturnType<typeof createOffersService>;

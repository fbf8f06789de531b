import {
  CART_ITEM_TYPE_CONFIG,
  MAX_CART_LINES,
  MAX_QUANTITY,
  MIN_QUANTITY,
  CART_EXPIRY_DAYS,
  type AddCartLineRequest,
  type CartBatchResponse,
  type CartSkipReason,
  type ChangeCartLineRequest,
  type ConfigItem,
  type GetCartResponse,
  type Ruleset,
  type ServerCartLine,
} from '@portal/contracts';
import type { Language } from '@portal/contracts/languages';
import { configGroupOf } from '@portal/contracts/configurator';
import type { Principal } from '../../platform/auth/access.js';
import { badRequest, notFound, found } from '../../platform/errors.js';
import { netUnitPrice } from '../catalogue/catalogue.module.js';
import type { CartLineRow, CartOwner, CartRepository, NewCartLine, ProductRow } from './cart.repository.js';
import type { CartLineChannel } from '@portal/contracts/order';
import { round2 } from '@portal/contracts/money';
import type { VatRule } from '@portal/contracts/vat';
import type { TransactionalDeps } from '../../platform/db/transactional.js';

const CART_MAX_AGE_MS = CART_EXPIRY_DAYS * 24 * 3600_000;
const clampQuantity = (n: number) => Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, n));

/** What a configured line keeps besides its count: the configurator's answer, for the cart to show. */
export type ConfigData = { headerId: string; ruleset: Ruleset; sku?: string; title: string; image: string; items: ConfigItem[] };

/** A completed configuration of the caller's customer, priced now; null when unknown, unfinished or unpriced. */
export type ConfiguredSource = (
  principal: Principal,
  headerId: string,
) => Promise<{ lines: { quantity: number; unitPrice: number }[] } | null>;

export type CartServiceDeps = TransactionalDeps<'repo', CartRepository> & {
  configured: ConfiguredSource;
  /** The VAT rule the customer's invoice would carry today (the invoice module's). */
  vatRule: (customerNumber: string) => Promise<VatRule>;
  now: () => Date;
};

/** A line to put into the cart with others at once: an article by item number, or a configured product with its configuration. */
export type BatchLine = {
  id: string;
  type: string;
  quantity: number;
  title: string;
  config: ConfigData | null;
  /** How the line comes in, kept for the figures of the portal's use; none from an order list. */
  channel?: CartLineChannel;
};

/** A stored line of a cart or an order list as priced now: what every line shows, and what it came from. */
export type PricedLine = { shown: { id: string; type: string; quantity: number; title: string; image: string; price: number | null } } & (
  { config: ConfigData; configured: boolean } | { product: ProductRow | undefined }
);

/**
 * The stored lines of a cart or an order list priced as of now, in their order: a configured
 * product at its configuration's price (null once the configuration is gone), an article at the
 * customer's net price (null where the customer's price list has none). The cart and the order
 * lists show their lines from this, each adding what it says of a line.
 */
export async function priceLines(
  principal: Principal,
  rows: readonly CartLineRow[],
  language: Language,
  sources: { products: CartRepository['products']; configured: ConfiguredSource },
): Promise<PricedLine[]> {
  const products = new Map(
    (
      await sources.products(
        principal.customerNumber,
        rows.filter((row) => row.type !== CART_ITEM_TYPE_CONFIG).map((row) => row.line_id),
        language,
      )
    ).map((p) => [p.itemNumber, p]),
  );
  const lines: PricedLine[] = [];
  for (const row of rows) {
    const stored = { id: row.line_id, type: row.type, quantity: row.quantity };
    if (row.type === CART_ITEM_TYPE_CONFIG) {
      const config = row.config as ConfigData;
      const configured = await sources.configured(principal, config.headerId);
      const price = configured ? round2(configured.lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0)) : null;
      lines.push({ shown: { ...stored, title: config.title, image: config.image, price }, config, configured: configured !== null });
    } else {
      const product = products.get(row.line_id);
      const price =
        product?.listPrice !== null && product?.listPrice !== undefined
          ? netUnitPrice(product.listPrice, product.discountPercent ?? 0)
          : null;
      lines.push({ shown: { ...stored, title: product?.description ?? row.line_id, image: product?.imageUrl ?? '', price }, product });
    }
  }
  return lines;
}

const ownerOf = (principal: Principal): CartOwner => ({ contactId: principal.contactId, customerNumber: principal.customerNumber });
const expired = (modifiedAt: Date, now: Date) => now.getTime() - modifiedAt.getTime() > CART_MAX_AGE_MS;

/**
 * The signed-in user's cart (spec 000 §4–§5, kept on the server): one per user and customer,
 * changed a line at a time under a lock on the cart, so two devices' changes both land. Prices
 * are worked out on every read; the browser never sends one.
 */
export function createCartService(deps: CartServiceDeps) {
  const { repo, now } = deps;

  async function read(principal: Principal, language: Language): Promise<GetCartResponse> {
    const r = repo;
    const owner = ownerOf(principal);
    const modifiedAt = await r.modifiedAt(owner);
    if (!modifiedAt) return { lines: [], modifiedAt: null };
    const rows = await r.lines(owner);
    const priced = await priceLines(principal, rows, language, { products: r.products, configured: deps.configured });
    const lines: ServerCartLine[] = priced.map((line) =>
      'config' in line
        ? {
            ...line.shown,
            ...(line.config.sku !== undefined ? { sku: line.config.sku } : {}),
            headerId: line.config.headerId,
            ruleset: line.config.ruleset,
            items: line.config.items,
          }
        : {
            ...line.shown,
            // The list price only where the net price came from it.
            ...(line.shown.price !== null && line.product?.listPrice != null ? { listPrice: line.product.listPrice } : {}),
          },
    );
    const vat = lines.length > 0 ? await deps.vatRule(principal.customerNumber) : undefined;
    return { lines, modifiedAt: modifiedAt.toISOString(), ...(vat ? { vat } : {}) };
  }

  /**
   * One change under the cart's lock; a cart left for 30 days is emptied before it. The answer is
   * read after the commit: pricing a configuration reads through the configurator's own connection.
   */
  async function change(principal: Principal, language: Language, work: (r: CartRepository, owner: CartOwner, at: Date) => Promise<void>) {
    const at = now();
    await deps.transaction(async (r) => {
      const owner = ownerOf(principal);
      const modifiedAt = await r.lock(owner, at);
      if (expired(modifiedAt, at)) await r.deleteLines(owner);
      await work(r, owner, at);
      await r.touch(owner, at);
    });
    return read(principal, language);
  }

  return {
    async get(principal: Principal, language: Language): Promise<GetCartResponse> {
      const owner = ownerOf(principal);
      const modifiedAt = await repo.modifiedAt(owner);
      if (modifiedAt && expired(modifiedAt, now())) {
        await deps.transaction(async (r) => {
          const locked = await r.lock(owner, now());
          if (expired(locked, now())) await r.deleteCart(owner);
        });
      }
      return read(principal, language);
    },

    async add(principal: Principal, body: AddCartLineRequest, language: Language): Promise<GetCartResponse> {
      const isConfig = body.type === CART_ITEM_TYPE_CONFIG;
      let config: ConfigData | null = null;
      if (isConfig) {
        // Only the customer's own completed configuration goes in; it is priced from the server's copy.
        if (!(await deps.configured(principal, body.headerId!))) throw notFound('Configuration');
        config = {
          headerId: body.headerId!,
          ruleset: body.ruleset!,
          ...(body.sku !== undefined ? { sku: body.sku } : {}),
          title: body.title ?? '',
          image: body.image ?? '',
          items: body.items ?? [],
        };
      } else {
        const [product] = await repo.products(principal.customerNumber, [body.id], language);
        if (!product?.sellable) throw notFound('Product');
      }
      return change(principal, language, async (r, owner, at) => {
        if (!(await r.firstTime(owner, body.changeId, at))) return;
        const existing = await r.line(owner, body.id);
        if (existing) {
          // Quantities merge; a configured product keeps its count and takes the newer answer.
          if (existing.type === CART_ITEM_TYPE_CONFIG) await r.updateLine(owner, body.id, { quantity: existing.quantity, config });
          else await r.updateLine(owner, body.id, { quantity: clampQuantity(existing.quantity + body.addQty) });
          return;
        }
        if ((await r.countLines(owner)) >= MAX_CART_LINES) throw badRequest('id', `A cart holds at most ${MAX_CART_LINES} lines`);
        await r.insertLine(owner, {
          lineId: body.id,
          type: body.type,
          quantity: isConfig ? 1 : body.addQty,
          config,
          channel: isConfig ? 'configurator' : null,
        });
      });
    },

    async change(principal: Principal, lineId: string, body: ChangeCartLineRequest, language: Language): Promise<GetCartResponse> {
      return change(principal, language, async (r, owner, at) => {
        if (body.changeId && !(await r.firstTime(owner, body.changeId, at))) return;
        const line = await found(r.line(owner, lineId), 'Cart line');
        if (line.type === CART_ITEM_TYPE_CONFIG) throw badRequest('quantity', 'A configured product has a fixed count');
        const next = body.quantity ?? line.quantity + (body.step ?? 0);
        if (next <= 0) await r.deleteLine(owner, lineId);
        else await r.updateLine(owner, lineId, { quantity: clampQuantity(next) });
      });
    },

    remove: (principal: Principal, lineId: string, language: Language) =>
      change(principal, language, async (r, owner) => {
        await r.deleteLine(owner, lineId);
      }),

    /**
     * Several lines in one change (quick order, an order list): each merges as on add; an article
     * no longer sold or priced, a configuration the customer no longer has, or a line beyond the
     * cart's size is skipped with its reason. Sent again with the same change id, it counts once.
     */
    async addLines(principal: Principal, changeId: string, batch: readonly BatchLine[], language: Language): Promise<CartBatchResponse> {
      const articles = batch.filter((line) => line.type !== CART_ITEM_TYPE_CONFIG);
      const products = new Map(
        (
          await repo.products(
            principal.customerNumber,
            articles.map((line) => line.id),
            language,
          )
        ).map((p) => [p.itemNumber, p]),
      );
      const skipped: CartBatchResponse['skipped'] = [];
      const skip = (line: BatchLine, reason: CartSkipReason) => skipped.push({ id: line.id, title: line.title, reason });
      const orderable: BatchLine[] = [];
      for (const line of batch) {
        if (line.type === CART_ITEM_TYPE_CONFIG) {
          if (line.config && (await deps.configured(principal, line.config.headerId))) orderable.push(line);
          else skip(line, 'configuration-unavailable');
          continue;
        }
        const product = products.get(line.id);
        if (!product) skip(line, 'unknown-item');
        else if (!product.sellable || product.listPrice === null) skip({ ...line, title: product.description }, 'not-orderable');
        else orderable.push({ ...line, title: product.description });
      }
      const added: string[] = [];
      let replayed = false;
      const cart = await change(principal, language, async (r, owner, at) => {
        if (!(await r.firstTime(owner, changeId, at))) {
          replayed = true;
          return;
        }
        const existing = new Map((await r.lines(owner)).map((row) => [row.line_id, row]));
        let count = existing.size;
        const next = new Map<string, NewCartLine>();
        // An order takes one configuration of each group: a second stove would make the cart unorderable.
        const groupHolders = new Map<string, string>();
        for (const row of existing.values()) {
          const group = row.type === CART_ITEM_TYPE_CONFIG ? configGroupOf((row.config as ConfigData | null)?.ruleset) : null;
          if (group) groupHolders.set(group, row.line_id);
        }
        for (const line of orderable) {
          const before = next.get(line.id) ?? existing.get(line.id);
          const isConfig = line.type === CART_ITEM_TYPE_CONFIG;
          const group = isConfig ? configGroupOf(line.config?.ruleset) : null;
          if (group) {
            const holder = groupHolders.get(group);
            if (holder !== undefined && holder !== line.id) {
              skip(line, 'configuration-in-cart');
              continue;
            }
            groupHolders.set(group, line.id);
          }
          if (!before) {
            if (count >= MAX_CART_LINES) {
              skip(line, 'cart-full');
              continue;
            }
            count += 1;
          }
          // A configured product keeps its one piece; articles add up, never past 999.
          const quantity = isConfig ? (before?.quantity ?? 1) : clampQuantity((before?.quantity ?? 0) + line.quantity);
          next.set(line.id, {
            lineId: line.id,
            type: before?.type ?? line.type,
            quantity,
            config: line.config,
            channel: line.channel ?? null,
          });
          if (!added.includes(line.id)) added.push(line.id);
        }
        await r.upsertLines(owner, [...next.values()]);
      });
      return replayed ? { cart, added: [], skipped: [] } : { cart, added, skipped };
    },

    clear: (principal: Principal, language: Language) =>
      change(principal, language, async (r, owner) => {
        await r.deleteLines(owner);
      }),
  };
}
export type CartService = ReturnType<typeof createCartService>;

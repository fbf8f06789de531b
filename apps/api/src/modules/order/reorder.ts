import {
  MAX_QUANTITY,
  Ruleset,
  type Language,
  type ReorderConfiguration,
  type ReorderLine,
  type ReorderRequest,
  type ReorderResponse,
  type ReorderSkipReason,
} from '@portal/contracts';
import { round2 } from '@portal/contracts/money';
import type { Principal } from '../../platform/auth/access.js';
import { found } from '../../platform/errors.js';
import { netUnitPrice, type PriceSource } from '../catalogue/catalogue.module.js';
import type { OrderRepository } from './order.repository.js';
import type { ConfigurationSource } from './order-reads.js';

/**
 * Puts articles into the caller's cart in one change, as the cart's rules have it (merge, at most
 * 999, the cart's size); answers which went in and why the others did not.
 */
export type CartLinesSink = (
  principal: Principal,
  changeId: string,
  lines: { id: string; type: string; quantity: number; title: string; config: null; channel: 'reorder' }[],
  language: Language,
) => Promise<{ added: readonly string[]; skipped: readonly { id: string; reason: string }[] }>;

/** The cart line type of an article ordered on its own, as the shop adds it. */
const ARTICLE_LINE_TYPE = 'product';

/** An earlier order into the cart again, at today's prices. */
export function createReorder(deps: {
  orders: OrderRepository;
  catalogue: PriceSource;
  cartLines: CartLinesSink;
  configurations: ConfigurationSource;
}) {
  const { orders, catalogue } = deps;
  return {
    /**
     * The articles of one of the caller's orders into the caller's cart again, each at today's
     * price: an article no longer sold, not orderable on its own or without a price is left out
     * with its reason. A configured product is made anew in the configurator from its answers,
     * so it is answered as a configuration to reopen, not put into the cart.
     */
    async reorder(principal: Principal, request: ReorderRequest, language: Language): Promise<ReorderResponse> {
      await found(orders.header(principal.customerNumber, request.orderNumber), 'Order');
      const lines = await orders.lines(request.orderNumber);
      const articles = lines.filter((l) => !l.config_header_id);
      const prices = new Map(
        (
          await catalogue.prices(
            principal.customerNumber,
            articles.map((l) => l.item_number),
            language,
          )
        ).map((p) => [p.itemNumber, p]),
      );
      const answer: ReorderLine[] = articles.map((l) => {
        const price = prices.get(l.item_number);
        const reason: ReorderSkipReason | null = !price
          ? 'not-priced'
          : !price.active
            ? 'inactive'
            : !price.sellable
              ? 'not-orderable'
              : null;
        return {
          itemNumber: l.item_number,
          // Today's name where the catalogue still has the article; the order's own otherwise.
          description: price?.description ?? l.description,
          quantity: Math.min(MAX_QUANTITY, Math.max(1, Math.round(l.ordered_qty))),
          added: false,
          reason,
          unitPrice: price && !reason ? netUnitPrice(price.listPrice, price.discountPercent) : null,
          previousUnitPrice: l.ordered_qty ? round2(l.net_sales_amt / l.ordered_qty) : 0,
        };
      });
      const orderable = answer.filter((l) => l.reason === null);
      if (orderable.length > 0) {
        const result = await deps.cartLines(
          principal,
          request.changeId,
          orderable.map((l) => ({
            id: l.itemNumber,
            type: ARTICLE_LINE_TYPE,
            quantity: l.quantity,
            title: l.description,
            config: null,
            channel: 'reorder' as const,
          })),
          language,
        );
        // The same change sent again changes nothing and names nothing: its lines went in the first time.
        const replayed = result.added.length === 0 && result.skipped.length === 0;
        const added = new Set(result.added);
        const skipped = new Map(result.skipped.map((s) => [s.id, s.reason]));
        for (const line of orderable) {
          const why = skipped.get(line.itemNumber);
          if (why !== undefined) {
            line.reason = why === 'cart-full' ? 'cart-full' : 'not-orderable';
            line.unitPrice = null;
          } else line.added = replayed || added.has(line.itemNumber);
        }
      }
      const headerIds = [...new Set(lines.flatMap((l) => (l.config_header_id ? [l.config_header_id] : [])))];
      const known = new Map((await deps.configurations(headerIds, principal.customerNumber)).map((c) => [c.headerId, c]));
      const configurations: ReorderConfiguration[] = headerIds.map((headerId) => {
        const found = known.get(headerId);
        const ruleset = Ruleset.safeParse(found?.ruleset);
        return {
          headerId,
          ruleset: ruleset.success ? ruleset.data : null,
          title: found?.title ?? null,
          reason: ruleset.success && found?.completed ? null : 'configuration-unavailable',
        };
      });
      return { lines: answer, configurations };
    },
  };
}

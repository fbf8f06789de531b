import { randomUUID } from 'node:crypto';
import {
  CART_ITEM_TYPE_CONFIG,
  MAX_ORDER_LISTS,
  MAX_ORDER_LIST_LINES,
  type CartBatchResponse,
  type CreateOrderListRequest,
  type GetOrderListResponse,
  type GetOrderListsResponse,
  type OrderListLine,
  type OrderListSummary,
  type UpdateOrderListRequest,
} from '@portal/contracts';
import type { Language } from '@portal/contracts/languages';
import type { Principal } from '../../platform/auth/access.js';
import { AppError, badRequest, conflict, notFound, found } from '../../platform/errors.js';
import type { CartRepository } from './cart.repository.js';
import { priceLines, type BatchLine, type PricedLine, type CartService, type ConfigData, type ConfiguredSource } from './cart.service.js';
import type { OrderListLineRow, OrderListRepository, OrderListRow } from './order-list.repository.js';
import type { TransactionalDeps } from '../../platform/db/transactional.js';

export type OrderListServiceDeps = TransactionalDeps<'lists', OrderListRepository> & {
  carts: CartRepository;
  cart: CartService;
  configured: ConfiguredSource;
  now: () => Date;
};

const summary = (row: OrderListRow): OrderListSummary => ({
  id: row.id,
  name: row.name,
  savedBy: row.savedBy,
  savedAt: row.savedAt.toISOString(),
  changedAt: row.changedAt.toISOString(),
  lineCount: Number(row.lineCount ?? 0),
});

/** Why a list's line cannot be ordered as it is now: its configuration is gone, or the article is unknown or not for sale. */
const unavailable = (line: PricedLine): OrderListLine['unavailable'] => {
  if ('config' in line) return line.configured ? null : 'configuration-unavailable';
  if (!line.product) return 'unknown-item';
  return !line.product.sellable || line.shown.price === null ? 'not-orderable' : null;
};

/**
 * Order lists: carts saved under a name and shared by the users of one customer. Every call is
 * scoped to the caller's customer, so another customer's list answers 404. Loading a list goes
 * through the cart's own rules (merge, 1–999, a configured product's fixed count).
 */
export function createOrderListService(deps: OrderListServiceDeps) {
  const { lists, now } = deps;

  async function detail(principal: Principal, id: string, language: Language): Promise<GetOrderListResponse> {
    const row = await found(lists.one(principal.customerNumber, id), 'Order list');
    const rows = await lists.lines(id);
    const priced = await priceLines(principal, rows, language, { products: deps.carts.products, configured: deps.configured });
    const lines: OrderListLine[] = priced.map((line) => ({ ...line.shown, unavailable: unavailable(line) }));
    return { list: summary(row), lines };
  }

  /** The name is free among the customer's other lists (checked under the customer's lock). */
  async function checkName(repo: OrderListRepository, principal: Principal, name: string, except: string | null) {
    if (await repo.nameTaken(principal.customerNumber, name, except)) {
      throw new AppError(409, 'ORDER_LIST_NAME_TAKEN', 'Another order list has this name', { field: 'name' });
    }
  }

  return {
    async list(principal: Principal): Promise<GetOrderListsResponse> {
      return { lists: (await lists.list(principal.customerNumber)).map(summary) };
    },

    get: detail,

    /** Saves the caller's cart as it is on the server now; the browser sends only the name. */
    async create(principal: Principal, body: CreateOrderListRequest): Promise<OrderListSummary> {
      const cartLines = await deps.carts.lines({ contactId: principal.contactId, customerNumber: principal.customerNumber });
      if (cartLines.length === 0) throw conflict('CART_EMPTY', 'The cart is empty; there is nothing to save');
      if (cartLines.length > MAX_ORDER_LIST_LINES) throw badRequest('lines', `A list holds at most ${MAX_ORDER_LIST_LINES} lines`);
      const id = randomUUID();
      await deps.transaction(async (repo) => {
        await repo.lockCustomer(principal.customerNumber);
        if ((await repo.count(principal.customerNumber)) >= MAX_ORDER_LISTS) {
          throw conflict('ORDER_LIST_LIMIT', `A customer keeps at most ${MAX_ORDER_LISTS} order lists; delete one first`);
        }
        await checkName(repo, principal, body.name, null);
        await repo.insert({
          id,
          customerNumber: principal.customerNumber,
          name: body.name,
          savedBy: principal.contactId,
          savedByName: `${principal.contact.firstname} ${principal.contact.lastname}`.trim() || principal.email,
          at: now(),
        });
        await repo.setLines(
          id,
          cartLines.map((l) => ({ lineId: l.line_id, type: l.type, quantity: l.quantity, config: l.config })),
        );
      });
      return summary((await lists.one(principal.customerNumber, id))!);
    },

    async update(principal: Principal, id: string, body: UpdateOrderListRequest, language: Language): Promise<GetOrderListResponse> {
      await deps.transaction(async (repo) => {
        await repo.lockCustomer(principal.customerNumber);
        if (!(await repo.lock(principal.customerNumber, id))) throw notFound('Order list');
        if (body.name !== undefined) await checkName(repo, principal, body.name, id);
        if (body.lines) {
          const current = new Map((await repo.lines(id)).map((l) => [l.line_id, l]));
          const seen = new Set<string>();
          const next: { lineId: string; type: string; quantity: number; config: unknown }[] = [];
          body.lines.forEach((line, i) => {
            const before: OrderListLineRow | undefined = current.get(line.id);
            if (!before || seen.has(line.id)) throw badRequest(`lines.${i}.id`, 'Not a line of this list, or named twice');
            seen.add(line.id);
            // A configured product keeps its one piece.
            const quantity = before.type === CART_ITEM_TYPE_CONFIG ? before.quantity : line.quantity;
            next.push({ lineId: before.line_id, type: before.type, quantity, config: before.config });
          });
          await repo.setLines(id, next);
        }
        await repo.update(id, { ...(body.name !== undefined ? { name: body.name } : {}), at: now() });
      });
      return detail(principal, id, language);
    },

    async remove(principal: Principal, id: string): Promise<{ ok: true }> {
      const deleted = await lists.delete(principal.customerNumber, id);
      if (Number(deleted.numDeletedRows) === 0) throw notFound('Order list');
      return { ok: true };
    },

    /** The list's lines as stored, shaped as the cart's; null when the list is not the caller's customer's. */
    async storedLines(principal: Principal, id: string) {
      if (!(await lists.one(principal.customerNumber, id))) return null;
      return (await lists.lines(id)).map((l) => ({ line_id: l.line_id, type: l.type, quantity: l.quantity, config: l.config }));
    },

    /** Puts the list's lines into the caller's own cart, merged by the cart's rules. */
    async load(principal: Principal, id: string, changeId: string, language: Language): Promise<CartBatchResponse> {
      if (!(await lists.one(principal.customerNumber, id))) throw notFound('Order list');
      const batch: BatchLine[] = (await lists.lines(id)).map((l) => {
        const config = l.type === CART_ITEM_TYPE_CONFIG ? (l.config as ConfigData) : null;
        return { id: l.line_id, type: l.type, quantity: l.quantity, title: config?.title ?? l.line_id, config };
      });
      return deps.cart.addLines(principal, changeId, batch, language);
    },
  };
}
export type OrderListService = ReturnType<typeof createOrderListService>;

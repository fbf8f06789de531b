import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  addCartLine,
  addCartLines,
  changeCartLine,
  clearCart,
  createOrderList,
  deleteOrderList,
  getCart,
  getOrderList,
  getOrderLists,
  loadOrderList,
  removeCartLine,
  resolveQuickOrder,
  updateOrderList,
} from '@portal/contracts';
import type { Principal } from '../../platform/auth/access.js';
import { callerLanguage } from '../../platform/caller-language.js';
import { addRoute } from '../../platform/http.js';
import type { CartService } from './cart.service.js';
import type { OrderListService } from './order-list.service.js';
import type { QuickOrderService } from './quick-order.service.js';

/** The cart's calls; every one that changes the cart answers the whole cart as it is after the change. */
export function cartRoutes(app: FastifyInstance, service: CartService, quickOrder: QuickOrderService, orderLists: OrderListService) {
  const language = (ctx: { principal: Principal; request: FastifyRequest }) =>
    callerLanguage(ctx.principal, ctx.request.headers['accept-language']);
  addRoute(app, getCart, (ctx) => service.get(ctx.principal, language(ctx)));
  addRoute(app, addCartLine, (ctx) => service.add(ctx.principal, ctx.body, language(ctx)));
  addRoute(app, changeCartLine, (ctx) => service.change(ctx.principal, ctx.params.id, ctx.body, language(ctx)));
  addRoute(app, removeCartLine, (ctx) => service.remove(ctx.principal, ctx.params.id, language(ctx)));
  addRoute(app, clearCart, (ctx) => service.clear(ctx.principal, language(ctx)));
  addRoute(app, addCartLines, (ctx) =>
    service.addLines(
      ctx.principal,
      ctx.body.changeId,
      ctx.body.lines.map((l) => ({
        id: l.itemNumber,
        type: 'product',
        quantity: l.quantity,
        title: l.itemNumber,
        config: null,
        channel: 'quick-order' as const,
      })),
      language(ctx),
    ),
  );

  addRoute(app, resolveQuickOrder, (ctx) => quickOrder.resolve(ctx.principal, ctx.body, language(ctx)));

  addRoute(app, getOrderLists, (ctx) => orderLists.list(ctx.principal));
  addRoute(app, createOrderList, (ctx) => orderLists.create(ctx.principal, ctx.body));
  addRoute(app, getOrderList, (ctx) => orderLists.get(ctx.principal, ctx.params.id, language(ctx)));
  addRoute(app, updateOrderList, (ctx) => orderLists.update(ctx.principal, ctx.params.id, ctx.body, language(ctx)));
  addRoute(app, deleteOrderList, (ctx) => orderLists.remove(ctx.principal, ctx.params.id));
  addRoute(app, loadOrderList, (ctx) => orderLists.load(ctx.principal, ctx.params.id, ctx.body.changeId, language(ctx)));
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addCartLine, changeCartLine, clearCart, getCart, removeCartLine } from '@portal/contracts';
import type { Principal } from '../../platform/auth/access.js';
import { callerLanguage } from '../../platform/caller-language.js';
import { addRoute } from '../../platform/http.js';
import type { CartService } from './cart.service.js';

/** The cart's calls; every one answers the whole cart as it is after the change. */
export function cartRoutes(app: FastifyInstance, service: CartService) {
  const language = (ctx: { principal: Principal; request: FastifyRequest }) =>
    callerLanguage(ctx.principal, ctx.request.headers['accept-language']);
  addRoute(app, getCart, (ctx) => service.get(ctx.principal, language(ctx)));
  addRoute(app, addCartLine, (ctx) => service.add(ctx.principal, ctx.body, language(ctx)));
  addRoute(app, changeCartLine, (ctx) => service.change(ctx.principal, ctx.params.id, ctx.body, language(ctx)));
  addRoute(app, removeCartLine, (ctx) => service.remove(ctx.principal, ctx.params.id, language(ctx)));
  addRoute(app, clearCart, (ctx) => service.clear(ctx.principal, language(ctx)));
}

import type { FastifyInstance } from 'fastify';
import { getStaffQuote, getStaffQuotes, priceQuote, sendQuote } from '@portal/contracts/quotes';
import { addRoute } from '../../platform/http.js';
import type { QuoteDeskService } from './quote-desk.service.js';

export function quoteDeskRoutes(app: FastifyInstance, service: QuoteDeskService) {
  addRoute(app, getStaffQuotes, ({ query }) => service.list(query));
  addRoute(app, getStaffQuote, ({ params }) => service.get(params.id));
  addRoute(app, priceQuote, ({ staff, params, body }) => service.price(staff, params.id, body));
  addRoute(app, sendQuote, ({ staff, params }) => service.send(staff, params.id));
}

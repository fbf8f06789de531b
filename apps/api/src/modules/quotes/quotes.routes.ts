import type { FastifyInstance } from 'fastify';
import { acceptQuote, createQuote, declineQuote, getQuote, getQuotePdf, getQuotes, replyToQuote } from '@portal/contracts/quotes';
import { callerLanguage } from '../../platform/caller-language.js';
import { addFileRoute, addRoute } from '../../platform/http.js';
import type { QuotesService } from './quotes.service.js';

export function quotesRoutes(app: FastifyInstance, service: QuotesService) {
  addRoute(app, createQuote, ({ principal, body, request }) =>
    service.create(principal, body, callerLanguage(principal, request.headers['accept-language'])),
  );
  addRoute(app, getQuotes, ({ principal }) => service.list(principal));
  addRoute(app, getQuote, ({ principal, params }) => service.get(principal, params.id));
  addFileRoute(app, getQuotePdf, 'The quote as a PDF document', ({ principal, query }) => service.pdf(principal, query.id, query.lang));
  addRoute(app, acceptQuote, ({ principal, params, body, request }) =>
    service.accept(principal, params.id, body, callerLanguage(principal, request.headers['accept-language'])),
  );
  addRoute(app, declineQuote, ({ principal, params, body }) => service.decline(principal, params.id, body.message));
  addRoute(app, replyToQuote, ({ principal, params, body, request }) =>
    service.reply(principal, params.id, body, callerLanguage(principal, request.headers['accept-language'])),
  );
}

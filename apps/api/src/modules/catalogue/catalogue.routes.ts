import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getProductDetails, getSalesNodes, searchCatalogue, searchProducts } from '@portal/contracts';
import type { Principal } from '../../platform/auth/access.js';
import { addRoute } from '../../platform/http.js';
import { callerLanguage } from '../../platform/caller-language.js';
import type { CatalogueService } from './catalogue.service.js';

/** Every catalogue call answers in the caller's language (see callerLanguage). */
const languageOf = (principal: Principal, request: FastifyRequest) => callerLanguage(principal, request.headers['accept-language']);

export function catalogueRoutes(app: FastifyInstance, service: CatalogueService) {
  addRoute(app, getSalesNodes, ({ principal, query, request }) =>
    service.salesNodes(principal, query.parent, languageOf(principal, request)),
  );
  addRoute(app, getProductDetails, ({ principal, query, request }) =>
    service.productDetails(principal, query.itemNo, languageOf(principal, request)),
  );
  addRoute(app, searchCatalogue, ({ principal, query, request }) =>
    service.searchCatalogue(principal, query, languageOf(principal, request)),
  );
  addRoute(app, searchProducts, ({ principal, query, request }) => service.search(query.search, languageOf(principal, request)));
}

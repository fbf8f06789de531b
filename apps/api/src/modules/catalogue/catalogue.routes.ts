import type { FastifyInstance } from 'fastify';
import { getProductDetails, getSalesNodes, searchProducts } from '@portal/contracts';
import { addRoute } from '../../platform/http.js';
import { requestLanguage } from '../../platform/i18n.js';
import type { CatalogueService } from './catalogue.service.js';

export function catalogueRoutes(app: FastifyInstance, service: CatalogueService) {
  addRoute(app, getSalesNodes, ({ query, request }) =>
    service.salesNodes(query.parent, requestLanguage(request.headers['accept-language'])),
  );
  addRoute(app, getProductDetails, ({ principal, query, request }) =>
    service.productDetails(principal, query.itemNo, requestLanguage(request.headers['accept-language'])),
  );
  addRoute(app, searchProducts, ({ query }) => service.search(query.search));
}

import type { FastifyInstance } from 'fastify';
import { getProductDetails, getSalesNodes, searchProducts } from '@portal/contracts';
import { addRoute } from '../../platform/http.js';
import type { CatalogueService } from './catalogue.service.js';

export function catalogueRoutes(app: FastifyInstance, service: CatalogueService) {
  addRoute(app, getSalesNodes, ({ query }) => service.salesNodes(query.parent));
  addRoute(app, getProductDetails, ({ principal, query }) => service.productDetails(principal, query.itemNo));
  addRoute(app, searchProducts, ({ query }) => service.search(query.search));
}

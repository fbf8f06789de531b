import type { FastifyInstance } from 'fastify';
import {
  addProductToStore,
  deleteProductFromStore,
  getAllModelSeries,
  getMyProducts,
  getProductsForModelSerie,
  updateCombustible,
} from '@portal/contracts';
import { addRoute } from '../../platform/http.js';
import { callerLanguage } from '../../platform/caller-language.js';
import type { ShowroomService } from './showroom.service.js';

export function showroomRoutes(app: FastifyInstance, service: ShowroomService) {
  // Product names in the caller's language, as the shop's.
  addRoute(app, getMyProducts, ({ principal, request }) =>
    service.myProducts(principal, callerLanguage(principal, request.headers['accept-language'])),
  );
  addRoute(app, getAllModelSeries, () => service.allModelSeries());
  addRoute(app, getProductsForModelSerie, ({ principal, query, request }) =>
    service.productsForModelSerie(query, callerLanguage(principal, request.headers['accept-language'])),
  );
  addRoute(app, addProductToStore, ({ principal, query }) => service.addProductToStore(principal, query));
  addRoute(app, updateCombustible, ({ principal, query }) => service.updateCombustible(principal, query));
  addRoute(app, deleteProductFromStore, ({ principal, query }) => service.deleteProductFromStore(principal, query));
}

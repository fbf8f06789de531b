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
import type { ShowroomService } from './showroom.service.js';

export function showroomRoutes(app: FastifyInstance, service: ShowroomService) {
  addRoute(app, getMyProducts, ({ principal }) => service.myProducts(principal));
  addRoute(app, getAllModelSeries, () => service.allModelSeries());
  addRoute(app, getProductsForModelSerie, ({ query }) => service.productsForModelSerie(query));
  addRoute(app, addProductToStore, ({ principal, query }) => service.addProductToStore(principal, query));
  addRoute(app, updateCombustible, ({ principal, query }) => service.updateCombustible(principal, query));
  addRoute(app, deleteProductFromStore, ({ principal, query }) => service.deleteProductFromStore(principal, query));
}

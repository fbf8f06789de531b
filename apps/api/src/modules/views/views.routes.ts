import type { FastifyInstance } from 'fastify';
import {
  createListView,
  deleteListView,
  getListColumns,
  getListViews,
  putListColumns,
  updateListView,
} from '@portal/contracts/staff-views';
import { addRoute } from '../../platform/http.js';
import type { ViewsService } from './views.service.js';

export function viewsRoutes(app: FastifyInstance, service: ViewsService) {
  addRoute(app, getListColumns, ({ staff }) => service.columns(staff));
  addRoute(app, putListColumns, ({ staff, body }) => service.setColumns(staff, body));
  addRoute(app, getListViews, ({ staff, query }) => service.list(staff, query.list));
  addRoute(app, createListView, ({ staff, body }) => service.create(staff, body));
  addRoute(app, updateListView, ({ staff, params, body }) => service.update(staff, params.id, body));
  addRoute(app, deleteListView, ({ staff, params }) => service.remove(staff, params.id));
}

import type { FastifyInstance } from 'fastify';
import { createStaffArticle, getStaffArticle, getStaffArticles, updateStaffArticle } from '@portal/contracts/staff-content';
import { addRoute } from '../../platform/http.js';
import type { ContentDeskService } from './content-desk.service.js';

export function contentDeskRoutes(app: FastifyInstance, service: ContentDeskService) {
  addRoute(app, getStaffArticles, ({ query }) => service.list(query));
  addRoute(app, getStaffArticle, ({ params }) => service.get(params.id));
  addRoute(app, createStaffArticle, ({ staff, body }) => service.create(staff, body));
  addRoute(app, updateStaffArticle, ({ staff, params, body }) => service.update(staff, params.id, body));
}

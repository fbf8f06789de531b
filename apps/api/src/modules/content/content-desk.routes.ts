import type { FastifyInstance } from 'fastify';
import {
  createStaffArticle,
  deleteStaffContactText,
  getStaffArticle,
  getStaffArticles,
  getStaffContactTexts,
  saveStaffContactText,
  updateStaffArticle,
} from '@portal/contracts/staff-content';
import { addRoute } from '../../platform/http.js';
import type { ContentDeskService } from './content-desk.service.js';

export function contentDeskRoutes(app: FastifyInstance, service: ContentDeskService) {
  addRoute(app, getStaffArticles, ({ query }) => service.list(query));
  addRoute(app, getStaffArticle, ({ params }) => service.get(params.id));
  addRoute(app, createStaffArticle, ({ staff, body }) => service.create(staff, body));
  addRoute(app, updateStaffArticle, ({ staff, params, body }) => service.update(staff, params.id, body));
  addRoute(app, getStaffContactTexts, () => service.contactTexts());
  addRoute(app, saveStaffContactText, ({ staff, params, body }) =>
    service.saveContactText(staff, params.market === 'all' ? '' : params.market, body),
  );
  addRoute(app, deleteStaffContactText, ({ staff, params }) => service.removeContactText(staff, params.market));
}

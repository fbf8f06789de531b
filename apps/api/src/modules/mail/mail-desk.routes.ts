import type { FastifyInstance } from 'fastify';
import { getOutbox, getOutboxMessage, resendOutboxMessage } from '@portal/contracts/messages';
import { addRoute } from '../../platform/http.js';
import type { MailDeskService } from './mail-desk.service.js';

export function mailDeskRoutes(app: FastifyInstance, service: MailDeskService) {
  addRoute(app, getOutbox, ({ query }) => service.list(query));
  addRoute(app, getOutboxMessage, ({ params }) => service.message(params.id));
  addRoute(app, resendOutboxMessage, ({ staff, params }) => service.resend(staff, params.id));
}

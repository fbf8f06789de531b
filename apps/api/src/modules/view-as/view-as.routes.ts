import type { FastifyInstance } from 'fastify';
import { startViewAs } from '@portal/contracts/staff-dealer';
import { endViewAs, exchangeViewAs } from '@portal/contracts/view-as';
import { addRoute } from '../../platform/http.js';
import type { ViewAsService } from './view-as.service.js';

/** Staff viewing the dealer portal as a dealer's user: the staff call, the portal's exchange and its end. */
export function viewAsRoutes(app: FastifyInstance, service: ViewAsService) {
  addRoute(app, startViewAs, ({ staff, params }) => service.start(staff, params.customerNumber, params.contactId));
  addRoute(app, exchangeViewAs, ({ body }) => service.exchange(body.code), {
    // A code is guessed by nobody, but nobody gets to try many either.
    rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (request) => `view-as:${request.ip}` },
  });
  addRoute(app, endViewAs, ({ principal, query }) => (query?.leaving ? service.leave(principal) : service.end(principal)));
}

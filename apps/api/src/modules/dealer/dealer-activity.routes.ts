import type { FastifyInstance } from 'fastify';
import { addDealerNote, getDealerActivity } from '@portal/contracts/staff-dealer';
import { addRoute } from '../../platform/http.js';
import type { DealerActivityService } from './dealer-activity.service.js';

/** A dealer's activity in the back office, and staff's notes about the dealer. */
export function dealerActivityRoutes(app: FastifyInstance, service: DealerActivityService) {
  addRoute(app, getDealerActivity, ({ params, query }) => service.activity(params.customerNumber, query));
  addRoute(app, addDealerNote, ({ staff, params, body }) => service.addNote(staff, params.customerNumber, body.text));
}

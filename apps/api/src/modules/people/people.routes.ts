import type { FastifyInstance } from 'fastify';
import { erasePerson, exportPersonalData } from '@portal/contracts/staff-people';
import { addRoute } from '../../platform/http.js';
import type { PeopleService } from './people.service.js';

/** The back office's personal-data calls for one user of a dealer. */
export function peopleRoutes(app: FastifyInstance, service: PeopleService) {
  addRoute(app, exportPersonalData, ({ staff, params }) => service.export(staff, params.customerNumber, params.contactId));
  addRoute(app, erasePerson, ({ staff, params, body }) => service.erase(staff, params.customerNumber, params.contactId, body));
}

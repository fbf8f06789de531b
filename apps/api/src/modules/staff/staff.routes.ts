import type { FastifyInstance } from 'fastify';
import { getStaffMe, putStaffLanguage } from '@portal/contracts/staff';
import { getStaffQueues } from '@portal/contracts/staff-order';
import { addRoute } from '../../platform/http.js';
import type { StaffService } from './staff.service.js';
import type { WorkQueuesService } from './work-queues.service.js';

export function staffRoutes(app: FastifyInstance, service: StaffService, queues: WorkQueuesService) {
  addRoute(app, getStaffMe, ({ staff }) => service.me(staff));
  addRoute(app, putStaffLanguage, ({ staff, body }) => service.setLanguage(staff, body.language));
  addRoute(app, getStaffQueues, ({ staff }) => queues.counts(staff));
}

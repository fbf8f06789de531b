import type { FastifyInstance } from 'fastify';
import { getStaffMe } from '@portal/contracts/staff';
import { addRoute } from '../../platform/http.js';
import type { StaffService } from './staff.service.js';

export function staffRoutes(app: FastifyInstance, service: StaffService) {
  addRoute(app, getStaffMe, async ({ staff }) => service.me(staff));
}

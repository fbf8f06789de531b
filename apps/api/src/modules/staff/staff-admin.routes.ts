import type { FastifyInstance } from 'fastify';
import { createStaffAccount, getAuditLog, getStaffAccounts, updateStaffAccount } from '@portal/contracts/staff-admin';
import { addRoute } from '../../platform/http.js';
import type { StaffAdminService } from './staff-admin.service.js';

export function staffAdminRoutes(app: FastifyInstance, service: StaffAdminService) {
  addRoute(app, getAuditLog, ({ query }) => service.auditLog(query));
  addRoute(app, getStaffAccounts, () => service.accounts());
  addRoute(app, createStaffAccount, ({ staff, body }) => service.create(staff, body));
  addRoute(app, updateStaffAccount, ({ staff, params, body }) => service.update(staff, params.staffId, body));
}

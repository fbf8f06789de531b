import type { FastifyInstance } from 'fastify';
import {
  approveOrder,
  getApprovalRole,
  getApprovals,
  getApprovalSettings,
  rejectOrder,
  setApprovalSettings,
  setApprover,
  setOrderLimit,
} from '@portal/contracts/approvals';
import { addRoute } from '../../platform/http.js';
import type { ApprovalsService } from './approvals.service.js';

export function approvalsRoutes(app: FastifyInstance, service: ApprovalsService) {
  addRoute(app, setOrderLimit, ({ principal, params, body }) => service.setLimit(principal, params.contactId, body));
  addRoute(app, setApprover, ({ principal, params, body }) => service.setApprover(principal, params.contactId, body.approver));
  addRoute(app, getApprovalSettings, ({ principal }) => service.settings(principal));
  addRoute(app, setApprovalSettings, ({ principal, body }) => service.setSettings(principal, body.soleApproverMaySelfApprove));
  addRoute(app, getApprovalRole, ({ principal }) => service.role(principal));
  addRoute(app, getApprovals, ({ principal }) => service.list(principal));
  addRoute(app, approveOrder, ({ principal, params }) => service.approve(principal, params.orderNumber));
  addRoute(app, rejectOrder, ({ principal, params, body }) => service.reject(principal, params.orderNumber, body));
}

import type { FastifyInstance } from 'fastify';
import { getComplaintResolution, getReturnLabel } from '@portal/contracts/complaint';
import {
  createComplaintReturn,
  createReplacementOrder,
  getStaffReturnLabel,
  setComplaintOutcome,
  setComplaintReturnStatus,
} from '@portal/contracts/staff-complaint';
import { addFileRoute, addRoute, addStaffFileRoute } from '../../platform/http.js';
import type { ComplaintDeskService } from './complaint-desk.service.js';
import type { ComplaintResolutionService } from './complaint-resolution.service.js';

/** Resolving complaints: the desk's replacement orders, returns and outcomes, and what the dealer reads of them. */
export function complaintResolutionRoutes(app: FastifyInstance, resolutions: ComplaintResolutionService, desk: ComplaintDeskService) {
  addRoute(app, getComplaintResolution, ({ principal, query }) => resolutions.dealerResolution(principal, query.incidentId));
  addFileRoute(app, getReturnLabel, "The return's label", ({ principal, query }) =>
    resolutions.dealerLabel(principal, query.returnNumber, query.lang),
  );

  addRoute(app, createReplacementOrder, ({ staff, params, body }) => resolutions.replacementOrder(staff, params.incidentId, body.lines));
  addRoute(app, createComplaintReturn, ({ staff, params, body }) => resolutions.createReturn(staff, params.incidentId, body.lines));
  addRoute(app, setComplaintReturnStatus, ({ staff, params, body }) =>
    resolutions.setReturnStatus(staff, params.incidentId, params.returnNumber, body.status),
  );
  addRoute(app, setComplaintOutcome, async ({ staff, params, body }) => {
    await resolutions.setOutcome(staff, params.incidentId, body);
    return desk.get(params.incidentId);
  });
  addStaffFileRoute(app, getStaffReturnLabel, "The return's label as a PDF", async ({ query }) => {
    const file = await resolutions.staffLabel(query.returnNumber, query.lang);
    return { filename: file.filename, contentType: 'application/pdf', body: file.content };
  });
}

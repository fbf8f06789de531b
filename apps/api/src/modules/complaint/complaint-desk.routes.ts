import type { FastifyInstance } from 'fastify';
import {
  addInternalComplaintNote,
  assignComplaint,
  assignComplaints,
  getComplaintDeskStaff,
  getStaffComplaint,
  getStaffComplaints,
  exportStaffComplaints,
  replyToComplaint,
  setComplaintStatus,
} from '@portal/contracts/staff-complaint';
import { addRoute, addStaffFileRoute } from '../../platform/http.js';
import type { ComplaintDeskService } from './complaint-desk.service.js';

export function complaintDeskRoutes(app: FastifyInstance, service: ComplaintDeskService) {
  addRoute(app, getStaffComplaints, ({ staff, query }) => service.list(staff, query));
  addStaffFileRoute(app, exportStaffComplaints, 'The complaints as CSV or XLSX', ({ staff, query, request }) =>
    service.exportList(staff, query, request.headers['accept-language']),
  );
  addRoute(app, getComplaintDeskStaff, () => service.deskStaff());
  addRoute(app, getStaffComplaint, ({ params }) => service.get(params.incidentId));
  addRoute(app, setComplaintStatus, ({ staff, params, body }) => service.setStatus(staff, params.incidentId, body.status));
  addRoute(app, assignComplaint, ({ staff, params, body }) => service.assign(staff, params.incidentId, body.staffId));
  addRoute(app, assignComplaints, ({ staff, body }) => service.assignMany(staff, body.incidentIds, body.staffId));
  addRoute(app, replyToComplaint, ({ staff, params, body }) => service.reply(staff, params.incidentId, body.text));
  addRoute(app, addInternalComplaintNote, ({ staff, params, body }) => service.addInternalNote(staff, params.incidentId, body.text));
}

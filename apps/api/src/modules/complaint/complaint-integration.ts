import type { z } from 'zod';
import type {
  IntegrationComplaint,
  IntegrationComplaintPage,
  IntegrationComplaintsQuery,
  IntegrationComplaintSummary,
} from '@portal/contracts/integration-api';
import type { StaffComplaintDetail, StaffComplaintRow } from '@portal/contracts/staff-complaint';
import type { IntegrationCaller } from '../../platform/auth/access.js';
import type { ComplaintDeskService } from './complaint-desk.service.js';

type Query = z.output<typeof IntegrationComplaintsQuery>;

const summary = (r: StaffComplaintRow): IntegrationComplaintSummary => ({
  incidentId: r.incidentid,
  caseNumber: r.ed_casenumber,
  customerNumber: r.customerNumber,
  status: r.edp_portalstatus,
  type: r.incidentType,
  orderNumber: r.orderNumber,
  serialNumber: r.serialNumber,
  createdAt: r.createdon,
  statusSince: r.statusSince,
});

/**
 * The dealer's side of a complaint as the desk reads it: its messages (the dealer's notes and the desk's replies) and
 * files with signed addresses. The desk's internal notes, assignee and history stay in the back office.
 */
const complaint = (d: StaffComplaintDetail): IntegrationComplaint => ({
  ...summary(d),
  description: d.description,
  products: d.products,
  messages: d.notes.map((n) => ({
    id: n.id,
    from: n.fromStaff ? 'manufacturer' : 'dealer',
    author: n.author,
    text: n.text,
    at: n.createdon,
  })),
  files: d.files,
  nextStatuses: d.nextStatuses,
});

/** Complaints as the integration API reads and answers them: through the complaints desk, as the client's actor. */
export function createComplaintIntegration(desk: ComplaintDeskService) {
  return {
    async list(query: Query): Promise<IntegrationComplaintPage> {
      const { items, total } = await desk.find({ ...query, customerNumber: query.customer });
      return { items: items.map(summary), page: query.page, pageSize: query.pageSize, total };
    },
    get: async (incidentId: string) => complaint(await desk.get(incidentId)),
    setStatus: async (client: IntegrationCaller, incidentId: string, status: number) =>
      complaint(await desk.setStatus(client.actor, incidentId, status)),
    reply: async (client: IntegrationCaller, incidentId: string, text: string) =>
      complaint(await desk.reply(client.actor, incidentId, text)),
  };
}
export type ComplaintIntegration = ReturnType<typeof createComplaintIntegration>;

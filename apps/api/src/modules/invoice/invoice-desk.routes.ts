import type { FastifyInstance } from 'fastify';
import {
  exportStaffInvoices,
  getInvoicingSettings,
  getStaffInvoices,
  recordInvoicePayment,
  setInvoicingSettings,
} from '@portal/contracts/staff-order';
import { addRoute, addStaffFileRoute } from '../../platform/http.js';
import type { InvoiceDeskService } from './invoice-desk.service.js';

export function invoiceDeskRoutes(app: FastifyInstance, service: InvoiceDeskService) {
  addRoute(app, getStaffInvoices, ({ query }) => service.list(query));
  addStaffFileRoute(app, exportStaffInvoices, 'The invoices as CSV or XLSX', ({ query, request }) =>
    service.exportList(query, request.headers['accept-language']),
  );
  addRoute(app, recordInvoicePayment, ({ staff, params, body }) => service.recordPayment(staff, params.invoiceNumber, body));
  addRoute(app, getInvoicingSettings, () => service.settings());
  addRoute(app, setInvoicingSettings, ({ staff, body }) => service.setSettings(staff, body));
}

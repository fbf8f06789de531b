import type { FastifyInstance } from 'fastify';
import { getStaffInvoices, recordInvoicePayment } from '@portal/contracts/staff-order';
import { addRoute } from '../../platform/http.js';
import type { InvoiceDeskService } from './invoice-desk.service.js';

export function invoiceDeskRoutes(app: FastifyInstance, service: InvoiceDeskService) {
  addRoute(app, getStaffInvoices, ({ query }) => service.list(query));
  addRoute(app, recordInvoicePayment, ({ staff, params, body }) => service.recordPayment(staff, params.invoiceNumber, body));
}

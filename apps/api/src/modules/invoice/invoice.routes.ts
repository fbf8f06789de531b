import type { FastifyInstance } from 'fastify';
import { getInvoiceDetails, getInvoicePdf, getInvoices } from '@portal/contracts';
import { addFileRoute, addRoute } from '../../platform/http.js';
import type { InvoiceService } from './invoice.service.js';

export function invoiceRoutes(app: FastifyInstance, service: InvoiceService) {
  addRoute(app, getInvoices, ({ principal, query }) => service.list(principal, query.amount));
  addRoute(app, getInvoiceDetails, ({ principal, query }) => service.details(principal, query.invoiceNumber));
  addFileRoute(app, getInvoicePdf, 'The invoice as a PDF document', ({ principal, query }) =>
    service.pdf(principal, query.invoiceNumber, query.lang),
  );
}

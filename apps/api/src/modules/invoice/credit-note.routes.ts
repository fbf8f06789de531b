import type { FastifyInstance } from 'fastify';
import { createCreditNote, getStaffInvoice, getStaffInvoicePdf } from '@portal/contracts/staff-order';
import { addRoute, addStaffFileRoute } from '../../platform/http.js';
import type { CreditNoteService } from './credit-note.service.js';

export function creditNoteRoutes(app: FastifyInstance, service: CreditNoteService) {
  addStaffFileRoute(app, getStaffInvoicePdf, 'The invoice or credit note as a PDF', ({ query }) =>
    service.pdf(query.invoiceNumber, query.lang),
  );
  addRoute(app, getStaffInvoice, ({ params }) => service.detail(params.invoiceNumber));
  addRoute(app, createCreditNote, ({ staff, params, body }) => service.create(staff, params.invoiceNumber, body));
}

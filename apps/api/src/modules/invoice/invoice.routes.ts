import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorResponse, GetInvoicePdfQuery, getInvoiceDetails, getInvoicePdf, getInvoices } from '@portal/contracts';
import { principalOf } from '../../platform/auth/access.js';
import { addRoute, contentDisposition } from '../../platform/http.js';
import type { InvoiceService } from './invoice.service.js';

export function invoiceRoutes(app: FastifyInstance, service: InvoiceService) {
  addRoute(app, getInvoices, ({ principal, query }) => service.list(principal, query.amount));
  addRoute(app, getInvoiceDetails, ({ principal, query }) => service.details(principal, query.invoiceNumber));

  // The document is a file, not JSON, so this one route is declared by hand; the zod
  // validator compiler of the app still checks the query against the contract.
  app.route<{ Querystring: GetInvoicePdfQuery }>({
    method: getInvoicePdf.method,
    url: getInvoicePdf.path,
    schema: {
      summary: getInvoicePdf.summary,
      tags: [...getInvoicePdf.tags],
      security: [{ bearer: [] }],
      querystring: GetInvoicePdfQuery,
      response: {
        200: {
          description: 'The invoice as a PDF document',
          content: { [getInvoicePdf.contentType]: { schema: z.string().meta({ format: 'binary' }) } },
        },
        400: ErrorResponse,
        401: ErrorResponse,
        403: ErrorResponse,
        404: ErrorResponse,
      },
    },
    config: { access: getInvoicePdf.adminOnly ? 'admin' : 'user' },
    handler: async (request, reply) => {
      const { fileName, bytes } = await service.pdf(principalOf(request), request.query.invoiceNumber, request.query.lang);
      return reply
        .type(getInvoicePdf.contentType)
        .header('Content-Disposition', contentDisposition('attachment', fileName))
        .header('Cache-Control', 'private, no-store')
        .send(bytes);
    },
  });
}

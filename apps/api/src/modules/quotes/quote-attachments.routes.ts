import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getQuoteAttachment,
  getStaffQuoteAttachment,
  MAX_QUOTE_ATTACHMENT_BYTES,
  MAX_QUOTE_ATTACHMENTS_PER_UPLOAD,
  QuoteDetail,
  QuoteIdParams,
  uploadQuoteAttachments,
} from '@portal/contracts/quotes';
import { COMPLAINT_ERROR_KEYS } from '@portal/contracts/complaint';
import { principalOf } from '../../platform/auth/access.js';
import { badRequest } from '../../platform/errors.js';
import { addFileRoute, addStaffFileRoute } from '../../platform/http.js';
import { multipartRoute, readParts } from '../../platform/multipart.js';
import type { QuoteAttachments } from './quote-attachments.js';

/** A quote's drawings: a plugin of its own for the upload's multipart limits (the complaints' limits). */
export async function quoteAttachmentRoutes(app: FastifyInstance, { attachments }: { attachments: QuoteAttachments }) {
  await app.register(multipart, {
    limits: {
      fileSize: MAX_QUOTE_ATTACHMENT_BYTES - 1,
      files: MAX_QUOTE_ATTACHMENTS_PER_UPLOAD,
      fields: 0,
      parts: MAX_QUOTE_ATTACHMENTS_PER_UPLOAD,
    },
  });

  app.withTypeProvider<ZodTypeProvider>().route({
    ...multipartRoute(uploadQuoteAttachments, QuoteDetail),
    config: { access: 'user' },
    handler: async (request) => {
      const { id } = QuoteIdParams.parse(request.params);
      const { files } = await readParts(request, {
        fileTooLarge: () =>
          badRequest('files', `Each file must be smaller than ${MAX_QUOTE_ATTACHMENT_BYTES} bytes`, COMPLAINT_ERROR_KEYS.fileSize),
        tooManyFiles: () =>
          badRequest('files', `At most ${MAX_QUOTE_ATTACHMENTS_PER_UPLOAD} files at once`, COMPLAINT_ERROR_KEYS.tooManyFiles),
      });
      return attachments.upload(principalOf(request), id, files);
    },
  });

  addFileRoute(app, getQuoteAttachment, 'The drawing as it was attached', ({ principal, params }) =>
    attachments.dealerFile(principal, params.id, params.attachmentId),
  );
  addStaffFileRoute(app, getStaffQuoteAttachment, 'The drawing as it was attached', ({ params }) =>
    attachments.staffFile(params.id, params.attachmentId),
  );
}

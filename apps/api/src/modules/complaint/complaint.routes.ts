import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COMPLAINT_ERROR_KEYS,
  COMPLAINT_FILE_TYPES,
  CreateComplaintResponse,
  MAX_FILE_BYTES,
  MAX_FILES,
  UploadComplaintImagesResponse,
  addComplaintMessage,
  createComplaint,
  getComplaint,
  getComplaintImage,
  getComplaintImages,
  getComplaintMessages,
  getHistoryComplaints,
  getOpenComplaints,
  lookupComplaintOrder,
  uploadComplaintImages,
} from '@portal/contracts';
import { attachComplaintFiles, IncidentIdParams, StaffComplaintDetail } from '@portal/contracts/staff-complaint';
import { principalOf, staffOf } from '../../platform/auth/access.js';
import { badRequest } from '../../platform/errors.js';
import { multipartRoute, readParts as readMultipart, type PartLimitErrors } from '../../platform/multipart.js';
import { addJsonTextRoute, addRoute, contentDisposition, errorResponses } from '../../platform/http.js';
import type { ComplaintService } from './complaint.service.js';
import type { ComplaintDeskService } from './complaint-desk.service.js';

/** Text fields a multipart request may carry; anything beyond is refused. */
const MAX_FIELDS = 5;
const MAX_FIELD_BYTES = 256 * 1024;

/** The complaint area's words for the limits of its multipart plugin. */
const LIMIT_ERRORS: PartLimitErrors = {
  fileTooLarge: () => badRequest('files', `Each file must be smaller than ${MAX_FILE_BYTES} bytes`, COMPLAINT_ERROR_KEYS.fileSize),
  tooManyFiles: () => badRequest('files', `At most ${MAX_FILES} files`, COMPLAINT_ERROR_KEYS.tooManyFiles),
};
const readParts = (request: FastifyRequest) => readMultipart(request, LIMIT_ERRORS);

const SignedFileParams = z.object({ attachmentId: z.string().max(64) });
const SignedFileQuery = z.object({ expires: z.coerce.number().int().nonnegative(), signature: z.string().min(1).max(128) });

export async function complaintRoutes(app: FastifyInstance, { service, desk }: { service: ComplaintService; desk: ComplaintDeskService }) {
  // Only this area takes multipart bodies; the limits stop a too large request while it streams.
  await app.register(multipart, {
    limits: {
      fileSize: MAX_FILE_BYTES - 1,
      files: MAX_FILES,
      fields: MAX_FIELDS,
      parts: MAX_FILES + MAX_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
    },
  });

  addJsonTextRoute(app, getOpenComplaints, ({ principal, query }) => service.open(principal, query));
  addJsonTextRoute(app, getHistoryComplaints, ({ principal, query }) => service.history(principal, query));
  addRoute(app, getComplaint, ({ principal, query }) => service.get(principal, query.incidentId));
  addRoute(app, lookupComplaintOrder, ({ principal, query }) => service.lookupOrder(principal, query.searchId));
  addRoute(app, getComplaintMessages, ({ principal, query }) => service.messages(principal, query.incidentId));
  addRoute(app, addComplaintMessage, ({ principal, body }) => service.addMessage(principal, body));
  addRoute(app, getComplaintImages, ({ principal, query }) => service.images(principal, query.incidentId));
  addRoute(app, getComplaintImage, ({ principal, query }) => service.imageUrl(principal, query.incidentId, query.itemId));

  // Multipart bodies are read by the handler, so these are declared by hand.
  app.withTypeProvider<ZodTypeProvider>().route({
    ...multipartRoute(createComplaint, CreateComplaintResponse),
    config: { access: 'user' },
    handler: async (request) => {
      const { fields, files } = await readParts(request);
      return service.create(principalOf(request), { data: fields['data'], files });
    },
  });

  app.withTypeProvider<ZodTypeProvider>().route({
    ...multipartRoute(uploadComplaintImages, UploadComplaintImagesResponse),
    config: { access: 'user' },
    handler: async (request) => {
      const { fields, files } = await readParts(request);
      return service.upload(principalOf(request), { incidentId: fields['incidentId'], files });
    },
  });

  app.withTypeProvider<ZodTypeProvider>().route({
    ...multipartRoute(attachComplaintFiles, StaffComplaintDetail),
    config: { access: 'staff', staffRoles: attachComplaintFiles.staffRoles },
    handler: async (request) => {
      const { incidentId } = IncidentIdParams.parse(request.params);
      const { files } = await readParts(request);
      return desk.attachFiles(staffOf(request), incidentId, files);
    },
  });

  // The address getUrl points at: opened in a new window, so no bearer token; the signature is the access.
  app.route<{ Params: z.output<typeof SignedFileParams>; Querystring: z.output<typeof SignedFileQuery> }>({
    method: 'GET',
    url: '/api/complaint/file/:attachmentId',
    schema: {
      operationId: 'getComplaintFile',
      summary: 'An attachment of a complaint, through a signed address from GET /api/complaint/image',
      tags: ['complaint'],
      security: [],
      params: SignedFileParams,
      querystring: SignedFileQuery,
      response: {
        200: {
          description: 'The file, of the type its bytes had when it was attached',
          content: Object.fromEntries(COMPLAINT_FILE_TYPES.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }])),
        },
        // 403 for an expired or altered address.
        ...errorResponses([400, 403, 404, 414, 500]),
      },
    },
    config: { access: 'public' },
    handler: async (request, reply) => {
      const file = await service.signedFile(request.params.attachmentId, request.query.expires, request.query.signature);
      return reply
        .type(file.contentType)
        .header('Content-Disposition', contentDisposition('inline', file.fileName))
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.body);
    },
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ContentFileIdParams,
  deleteStaffContentFile,
  getStaffContentFiles,
  MAX_MEDIA_BYTES,
  replaceStaffContentFile,
  StaffContentFile,
  updateStaffContentFile,
  uploadStaffContentFile,
} from '@portal/contracts/staff-content';
import { staffOf } from '../../platform/auth/access.js';
import { badRequest } from '../../platform/errors.js';
import { addRoute } from '../../platform/http.js';
import { multipartRoute, readParts } from '../../platform/multipart.js';
import type { ContentFilesService } from './content-files.service.js';

const read = (request: FastifyRequest) =>
  readParts(request, {
    fileTooLarge: () => badRequest('file', `The file must be smaller than ${MAX_MEDIA_BYTES} bytes`, 'content-desk.validation.file-size'),
    tooManyFiles: () => badRequest('file', 'Send exactly one file', 'content-desk.validation.file'),
  });

/** Marketing's media files; a plugin of its own for its multipart limits, larger than a complaint's. */
export async function contentFileRoutes(app: FastifyInstance, { service }: { service: ContentFilesService }) {
  await app.register(multipart, { limits: { fileSize: MAX_MEDIA_BYTES - 1, files: 1, fields: 1, parts: 2, fieldSize: 16 * 1024 } });

  addRoute(app, getStaffContentFiles, ({ query }) => service.list(query));
  addRoute(app, updateStaffContentFile, ({ staff, params, body }) => service.update(staff, params.id, body));
  addRoute(app, deleteStaffContentFile, ({ staff, params }) => service.remove(staff, params.id));

  app.withTypeProvider<ZodTypeProvider>().route({
    ...multipartRoute(uploadStaffContentFile, StaffContentFile),
    config: { access: 'staff', staffRoles: uploadStaffContentFile.staffRoles },
    handler: async (request) => {
      const { fields, files } = await read(request);
      return service.upload(staffOf(request), fields['data'], files);
    },
  });

  app.withTypeProvider<ZodTypeProvider>().route({
    ...multipartRoute(replaceStaffContentFile, StaffContentFile),
    config: { access: 'staff', staffRoles: replaceStaffContentFile.staffRoles },
    handler: async (request) => {
      const { id } = ContentFileIdParams.parse(request.params);
      const { files } = await read(request);
      return service.replace(staffOf(request), id, files);
    },
  });
}

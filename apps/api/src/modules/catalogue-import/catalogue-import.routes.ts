import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  commitImport,
  getImport,
  ImportPreview,
  MAX_IMPORT_BYTES,
  undoImport,
  uploadImport,
} from '@portal/contracts/staff-catalogue-import';
import { staffOf } from '../../platform/auth/access.js';
import { badRequest } from '../../platform/errors.js';
import { addRoute } from '../../platform/http.js';
import { multipartRoute, readParts } from '../../platform/multipart.js';
import type { CatalogueImportService } from './catalogue-import.service.js';

/** The price and discount imports; a plugin of its own for its multipart limits. */
export async function catalogueImportRoutes(app: FastifyInstance, { service }: { service: CatalogueImportService }) {
  await app.register(multipart, { limits: { fileSize: MAX_IMPORT_BYTES - 1, files: 1, fields: 1, parts: 2, fieldSize: 1024 } });

  addRoute(app, getImport, ({ params }) => service.get(params.id));
  addRoute(app, commitImport, ({ staff, params, body }) => service.commit(staff, params.id, body.confirmRemovals));
  addRoute(app, undoImport, ({ staff, params }) => service.undo(staff, params.id));

  app.withTypeProvider<ZodTypeProvider>().route({
    ...multipartRoute(uploadImport, ImportPreview),
    config: { access: 'staff', staffRoles: uploadImport.staffRoles },
    handler: async (request) => {
      const { fields, files } = await readParts(request, {
        fileTooLarge: () => badRequest('file', `The file must be smaller than ${MAX_IMPORT_BYTES} bytes`, 'imports.error.file-size'),
        tooManyFiles: () => badRequest('file', 'Send exactly one file', 'imports.error.file'),
      });
      return service.upload(staffOf(request), fields['kind'], files);
    },
  });
}

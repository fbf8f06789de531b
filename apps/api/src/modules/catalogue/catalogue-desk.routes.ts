import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getStaffProduct,
  getStaffProducts,
  ItemNumberParams,
  MAX_PRODUCT_IMAGE_BYTES,
  StaffProductDetail,
  updateStaffProduct,
  uploadStaffProductImage,
} from '@portal/contracts/staff-catalogue';
import { staffOf } from '../../platform/auth/access.js';
import { badRequest } from '../../platform/errors.js';
import { addRoute } from '../../platform/http.js';
import { multipartRoute, readParts } from '../../platform/multipart.js';
import type { CatalogueDeskService } from './catalogue-desk.service.js';

/** Products edited by hand; a plugin of its own for the picture upload's multipart limits. */
export async function catalogueDeskRoutes(app: FastifyInstance, { service }: { service: CatalogueDeskService }) {
  await app.register(multipart, { limits: { fileSize: MAX_PRODUCT_IMAGE_BYTES - 1, files: 1, fields: 0, parts: 1 } });

  addRoute(app, getStaffProducts, ({ query }) => service.list(query));
  addRoute(app, getStaffProduct, ({ params }) => service.get(params.itemNumber));
  addRoute(app, updateStaffProduct, ({ staff, params, body }) => service.update(staff, params.itemNumber, body));

  app.withTypeProvider<ZodTypeProvider>().route({
    ...multipartRoute(uploadStaffProductImage, StaffProductDetail),
    config: { access: 'staff', staffRoles: uploadStaffProductImage.staffRoles },
    handler: async (request) => {
      const { files } = await readParts(request, {
        fileTooLarge: () =>
          badRequest('file', `The picture must be smaller than ${MAX_PRODUCT_IMAGE_BYTES} bytes`, 'products.error.image-size'),
        tooManyFiles: () => badRequest('file', 'Send exactly one picture', 'products.error.image'),
      });
      const { itemNumber } = ItemNumberParams.parse(request.params);
      return service.uploadImage(staffOf(request), itemNumber, files);
    },
  });
}

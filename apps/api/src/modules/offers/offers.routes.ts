import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  copyOffer,
  createOffer,
  deleteOfferLogo,
  eraseOfferCustomer,
  getOffer,
  getOfferBranding,
  getOfferPdf,
  getOffers,
  getStaffOfferCounts,
  OFFER_LOGO_MAX_BYTES,
  OfferBranding,
  offerToCart,
  reviseOffer,
  sendOffer,
  setOfferStatus,
  updateOffer,
  updateOfferBranding,
  uploadOfferLogo,
} from '@portal/contracts';
import { principalOf } from '../../platform/auth/access.js';
import { callerLanguage } from '../../platform/caller-language.js';
import { badRequest } from '../../platform/errors.js';
import { addFileRoute, addRoute } from '../../platform/http.js';
import { multipartRoute, readParts } from '../../platform/multipart.js';
import type { OffersService } from './offers.service.js';

/** The dealer's offers and their branding, and staff's counts; a plugin of its own for the logo upload's multipart limits. */
export async function offersRoutes(app: FastifyInstance, { service }: { service: OffersService }) {
  await app.register(multipart, { limits: { fileSize: OFFER_LOGO_MAX_BYTES - 1, files: 1, fields: 0, parts: 1 } });

  addRoute(app, getOfferBranding, ({ principal }) => service.branding(principal));
  addRoute(app, updateOfferBranding, ({ principal, body }) => service.updateBranding(principal, body));
  addRoute(app, deleteOfferLogo, ({ principal }) => service.deleteLogo(principal));
  app.withTypeProvider<ZodTypeProvider>().route({
    ...multipartRoute(uploadOfferLogo, OfferBranding),
    config: { access: 'admin' },
    handler: async (request) => {
      const { files } = await readParts(request, {
        fileTooLarge: () => badRequest('file', `The logo must be smaller than ${OFFER_LOGO_MAX_BYTES} bytes`, 'offers.error.logo-size'),
        tooManyFiles: () => badRequest('file', 'Send exactly one picture', 'offers.error.logo'),
      });
      return service.uploadLogo(principalOf(request), files);
    },
  });

  addRoute(app, getOffers, ({ principal }) => service.list(principal));
  addRoute(app, createOffer, ({ principal, body }) => service.create(principal, body));
  addRoute(app, getOffer, ({ principal, params }) => service.get(principal, params.id));
  addRoute(app, updateOffer, ({ principal, params, body }) => service.update(principal, params.id, body));
  addRoute(app, copyOffer, ({ principal, params }) => service.copy(principal, params.id));
  addRoute(app, reviseOffer, ({ principal, params }) => service.revise(principal, params.id));
  addRoute(app, setOfferStatus, ({ principal, params, body }) => service.setStatus(principal, params.id, body.status));
  addRoute(app, sendOffer, ({ principal, params, body }) => service.send(principal, params.id, body.message));
  addRoute(app, eraseOfferCustomer, ({ principal, params }) => service.eraseCustomer(principal, params.id));
  addRoute(app, offerToCart, (ctx) =>
    service.toCart(ctx.principal, ctx.params.id, ctx.body.changeId, callerLanguage(ctx.principal, ctx.request.headers['accept-language'])),
  );
  addFileRoute(app, getOfferPdf, "The offer as a PDF document, in the end customer's language", ({ principal, params }) =>
    service.pdf(principal, params.id),
  );

  addRoute(app, getStaffOfferCounts, ({ query }) => service.staffCounts(query.customerNumber));
}

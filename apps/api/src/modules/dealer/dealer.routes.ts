import type { FastifyInstance } from 'fastify';
import {
  getCompany,
  getOrderBlock,
  getContactInfo,
  getDeliveryAddress,
  getMyContact,
  getPostalAddress,
  getSalesRepInfo,
  getVisitingAddress,
  isSignedUpForCampaign,
  signUpForCampaign,
  updateContactInfo,
  updateMyContact,
} from '@portal/contracts';
import { addRoute } from '../../platform/http.js';
import type { DealerService } from './dealer.service.js';

export function dealerRoutes(app: FastifyInstance, service: DealerService) {
  addRoute(app, getMyContact, ({ principal }) => service.myContact(principal));
  addRoute(app, updateMyContact, ({ principal, body }) => service.updateMyContact(principal, body));
  addRoute(app, getPostalAddress, ({ principal }) => service.postalAddress(principal));
  addRoute(app, getVisitingAddress, ({ principal }) => service.visitingAddress(principal));
  addRoute(app, getCompany, ({ principal }) => service.company(principal));
  addRoute(app, getOrderBlock, ({ principal }) => service.orderBlock(principal));
  addRoute(app, getContactInfo, ({ principal }) => service.contactInfo(principal));
  addRoute(app, updateContactInfo, ({ principal, body }) => service.updateContactInfo(principal, body));
  addRoute(app, getDeliveryAddress, ({ principal }) => service.deliveryAddresses(principal));
  addRoute(app, isSignedUpForCampaign, ({ principal }) => service.isSignedUpForCampaign(principal));
  addRoute(app, signUpForCampaign, ({ principal }) => service.signUpForCampaign(principal));
  addRoute(app, getSalesRepInfo, ({ principal }) => service.salesRepInfo(principal));
}

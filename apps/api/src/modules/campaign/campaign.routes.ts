import type { FastifyInstance } from 'fastify';
import { getCampaignSignups, getStaffCampaign, getThisYearsCampaign, saveStaffCampaign } from '@portal/contracts/campaign';
import { addRoute } from '../../platform/http.js';
import type { CampaignService } from './campaign.service.js';

export function campaignRoutes(app: FastifyInstance, service: CampaignService) {
  addRoute(app, getThisYearsCampaign, ({ principal }) => service.thisYear(principal));
  addRoute(app, getStaffCampaign, ({ params }) => service.get(params.year));
  addRoute(app, saveStaffCampaign, ({ staff, params, body }) => service.save(staff, params.year, body));
  addRoute(app, getCampaignSignups, ({ params, query }) => service.signups(params.year, query));
}

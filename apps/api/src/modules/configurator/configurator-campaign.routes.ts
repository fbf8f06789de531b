import type { FastifyInstance } from 'fastify';
import {
  createStaffCpqCampaign,
  deleteStaffCpqCampaign,
  getCpqCampaignOptions,
  getStaffCpqCampaign,
  getStaffCpqCampaigns,
  updateStaffCpqCampaign,
} from '@portal/contracts/staff-configurator';
import { addRoute } from '../../platform/http.js';
import type { ConfiguratorCampaignService } from './configurator-campaign.service.js';

export function configuratorCampaignRoutes(app: FastifyInstance, service: ConfiguratorCampaignService) {
  addRoute(app, getStaffCpqCampaigns, ({ query }) => service.list(query));
  addRoute(app, getStaffCpqCampaign, ({ params }) => service.get(params.id));
  addRoute(app, getCpqCampaignOptions, () => service.options());
  addRoute(app, createStaffCpqCampaign, ({ staff, body }) => service.create(staff, body));
  addRoute(app, updateStaffCpqCampaign, ({ staff, params, body }) => service.update(staff, params.id, body));
  addRoute(app, deleteStaffCpqCampaign, ({ staff, params }) => service.remove(staff, params.id));
}

import type { FastifyInstance } from 'fastify';
import {
  createMaintenanceWindow,
  deleteMaintenanceWindow,
  getMaintenanceWindows,
  updateMaintenanceWindow,
} from '@portal/contracts/staff-maintenance';
import { addRoute } from '../../platform/http.js';
import type { MaintenanceService } from './maintenance.service.js';

export function maintenanceRoutes(app: FastifyInstance, service: MaintenanceService) {
  addRoute(app, getMaintenanceWindows, () => service.list());
  addRoute(app, createMaintenanceWindow, ({ staff, body }) => service.create(staff, body));
  addRoute(app, updateMaintenanceWindow, ({ staff, params, body }) => service.update(staff, params.id, body));
  addRoute(app, deleteMaintenanceWindow, ({ staff, params }) => service.remove(staff, params.id));
}

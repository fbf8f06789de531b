import type { FastifyInstance } from 'fastify';
import { addOrUpdateAsAdmin, getUsersForAccount } from '@portal/contracts';
import { addRoute } from '../../platform/http.js';
import type { UserService } from './user.service.js';

export function userRoutes(app: FastifyInstance, service: UserService) {
  addRoute(app, getUsersForAccount, ({ principal }) => service.usersForAccount(principal));
  addRoute(app, addOrUpdateAsAdmin, ({ principal, query }) => service.setAccessLevel(principal, query.contactid, query.roles));
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { completeConfiguration, configure, initConfiguration } from '@portal/contracts/configurator';
import type { Principal } from '../../platform/auth/access.js';
import { callerLanguage } from '../../platform/caller-language.js';
import { addRoute } from '../../platform/http.js';
import type { ConfiguratorService } from './configurator.service.js';

/** The configurator answers in the caller's language as the catalogue does: the user's choice, the app's, else the market's. */
const languageOf = (principal: Principal, request: FastifyRequest) => callerLanguage(principal, request.headers['accept-language']);

export function configuratorRoutes(app: FastifyInstance, service: ConfiguratorService) {
  addRoute(app, initConfiguration, ({ principal, query }) => service.init(principal, query));
  addRoute(app, configure, ({ principal, body, request }) => service.configure(principal, body, languageOf(principal, request)));
  addRoute(app, completeConfiguration, ({ principal, body, request }) => service.complete(principal, body, languageOf(principal, request)));
}

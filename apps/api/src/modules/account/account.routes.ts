import type { FastifyInstance } from 'fastify';
import {
  confirmEmailChange,
  getNotificationPreferences,
  getPasswordReset,
  requestEmailChange,
  requestPasswordReset,
  resetPassword,
  setMyLanguage,
  updateNotificationPreferences,
} from '@portal/contracts/messages';
import { addRoute } from '../../platform/http.js';
import type { AccountService } from './account.service.js';

// Each asks for a message to someone: a few a minute per address and account is plenty for a person.
const emailKey = (body: unknown) =>
  String((body as Record<string, unknown> | undefined)?.['email'] ?? '')
    .trim()
    .toLowerCase();

export function accountRoutes(app: FastifyInstance, service: AccountService) {
  addRoute(app, getNotificationPreferences, ({ principal }) => service.notifications(principal));
  addRoute(app, updateNotificationPreferences, ({ principal, body }) => service.setNotifications(principal, body));
  addRoute(app, setMyLanguage, ({ principal, body }) => service.setLanguage(principal, body.language));
  addRoute(app, requestEmailChange, ({ principal, body }) => service.requestEmailChange(principal, body.email), {
    rateLimit: { max: 5, timeWindow: '15 minutes', keyGenerator: (request) => `email-change:${request.ip}` },
  });
  // The link is the proof: no token.
  addRoute(app, confirmEmailChange, ({ params }) => service.confirmEmailChange(params.token));
  addRoute(app, requestPasswordReset, ({ body }) => service.requestPasswordReset(body.email, body.language), {
    rateLimit: { max: 5, timeWindow: '15 minutes', keyGenerator: (request) => `password-reset:${request.ip}:${emailKey(request.body)}` },
  });
  addRoute(app, getPasswordReset, ({ params }) => service.passwordReset(params.token));
  addRoute(app, resetPassword, ({ params, body }) => service.resetPassword(params.token, body.password), {
    rateLimit: { max: 10, timeWindow: '15 minutes', keyGenerator: (request) => `password-reset-link:${request.ip}` },
  });
}

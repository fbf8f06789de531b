import type { FastifyInstance } from 'fastify';
import { addOrUpdateAsAdmin, getAccessLevelHistory, getUsersForAccount } from '@portal/contracts';
import {
  acceptInvitation,
  getInvitation,
  inviteColleague,
  resendColleagueInvitation,
  setColleagueActive,
} from '@portal/contracts/invitations';
import { addRoute } from '../../platform/http.js';
import type { InvitationService } from './invitation.service.js';
import type { UserService } from './user.service.js';

export function userRoutes(app: FastifyInstance, service: UserService, invitations: InvitationService) {
  addRoute(app, getUsersForAccount, ({ principal }) => service.usersForAccount(principal));
  addRoute(app, getAccessLevelHistory, ({ principal, query }) => service.accessLevelHistory(principal, query.contactId));
  addRoute(app, addOrUpdateAsAdmin, ({ principal, query }) => service.setAccessLevel(principal, query.contactid, query.roles));
  // A Portal Admin invites and deactivates colleagues of the own company only.
  addRoute(app, inviteColleague, ({ principal, body }) =>
    invitations.invite({ contactId: principal.contactId }, principal.customerNumber, body),
  );
  addRoute(app, resendColleagueInvitation, ({ principal, params }) =>
    invitations.resend({ contactId: principal.contactId }, principal.customerNumber, params.contactId),
  );
  addRoute(app, setColleagueActive, ({ principal, params, body }) =>
    invitations.setActive({ contactId: principal.contactId }, principal.customerNumber, params.contactId, body.active),
  );
  // The link is the proof: no token.
  addRoute(app, getInvitation, ({ params }) => invitations.details(params.token));
  addRoute(app, acceptInvitation, ({ params, body }) => invitations.accept(params.token, body.password));
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, insufficientScope, unauthorized } from '../errors.js';
import type { IntegrationScope } from '@portal/contracts/integration-scopes';
import { clientUsable, integrationActorEmail, type IntegrationClients } from './integration-clients.js';
import { hasPortalAdmin, hasPortalScope, hasReseller, PORTAL_SCOPE, type PortalClaims } from '@portal/contracts';
import { isLanguage, toMarket, type Language, type Market } from '@portal/contracts/languages';
import { staffMay, type StaffRole } from '@portal/contracts/staff-roles';
import type { PrincipalRepository, PrincipalRow, StaffRow } from './principal.repository.js';
import type { TokenVerifier } from './token-verifier.js';
import type { Database } from '../db/database.js';
import { createPrincipalCache } from './principal-cache.js';
import { isViewAsToken, type ViewAsRow } from './view-as.js';
import { closedToViewAs } from '@portal/contracts/view-as';

/** Who is calling, resolved on every request from the verified token and the database (or the row kept until it changes). */
export type Principal = {
  contactId: string;
  customerNumber: string;
  market: Market;
  currency: string;
  email: string;
  /** The language the user chose in the portal, as stored now; null when none was chosen. */
  language: Language | null;
  /** The caller's own contact record, as read for this request. */
  contact: { firstname: string; lastname: string; telephone1: string | null; mobilephone: string | null };
  accessLevel: string;
  isPortalAdmin: boolean;
  isReseller: boolean;
  claims: PortalClaims;
  /** Set when a staff member views the portal as this user (ADR 0088): the view and who is viewing. */
  viewAs?: { sessionId: string; staffId: string };
};

/** A member of the manufacturer's staff, resolved on every request with the roles stored now. */
export type StaffPrincipal = {
  staffId: string;
  email: string;
  firstname: string;
  lastname: string;
  roles: StaffRole[];
};

/** An integration client (ERP, CRM) calling the integration API, resolved on every request as stored now. */
export type IntegrationCaller = {
  clientId: string;
  name: string;
  /** The scopes this token grants now: those it was issued with that the client still holds. */
  scopes: IntegrationScope[];
  /** The staff actor its changes are made and audited under: the client's name, no roles. */
  actor: StaffPrincipal;
};

/**
 * public: no token; user: any active dealer user; admin: stored access level includes Portal Admin;
 * staff: a staff member holding one of the call's `staffRoles`; integration: an integration client's
 * token granting the call's `integrationScope`; view-as: only the token of a staff member's view of the portal.
 */
export type AccessRule = 'public' | 'user' | 'admin' | 'staff' | 'integration' | 'view-as';

// Declaration merging is the one place an interface is needed.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
    staffRoles?: readonly StaffRole[];
    integrationScope?: IntegrationScope;
    /** A GET that changes stored state: a read-only caller is refused it as any other change. */
    changesState?: boolean;
  }
  interface FastifyRequest {
    principal: Principal | null;
    staff: StaffPrincipal | null;
    integrationClient: IntegrationCaller | null;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

export type AccessOptions = {
  verifyToken: TokenVerifier;
  principals: PrincipalRepository;
  /** The embedded provider issues the contact id as subject; an external one needs binding by e-mail. */
  subjectIsContactId: boolean;
  /**
   * Where the database announces changed contacts and customers: with it, dealer principals are kept
   * in memory until a change of theirs is announced (see principal-cache.ts); without it every
   * request reads the principal.
   */
  changes?: Pick<Database, 'listen'>;
  /** The registered integration clients; without them every integration call is refused. */
  integrationClients?: IntegrationClients;
  /** The live view of the portal a view-as token belongs to (ADR 0088); without it such tokens are refused. */
  viewAs?: (token: string) => Promise<ViewAsRow | undefined>;
};

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
};

async function findContact(claims: PortalClaims, options: AccessOptions): Promise<PrincipalRow | undefined> {
  if (options.subjectIsContactId) {
    return /^[0-9a-f-]{36}$/i.test(claims.subject) ? options.principals.byContactId(claims.subject) : undefined;
  }
  const bound = await options.principals.bySubject(claims.subject);
  if (bound || !claims.email) return bound;
  const byEmail = await options.principals.byEmail(claims.email);
  if (byEmail && !byEmail.idpSubject) await options.principals.bindSubject(byEmail.contactId, claims.subject);
  return byEmail && (!byEmail.idpSubject || byEmail.idpSubject === claims.subject) ? byEmail : undefined;
}

async function findStaff(claims: PortalClaims, options: AccessOptions): Promise<StaffRow | undefined> {
  const { principals } = options;
  if (options.subjectIsContactId) return /^[0-9a-f-]{36}$/i.test(claims.subject) ? principals.staffById(claims.subject) : undefined;
  const bound = await principals.staffBySubject(claims.subject);
  if (bound || !claims.email) return bound;
  const byEmail = await principals.staffByEmail(claims.email);
  if (byEmail && !byEmail.idpSubject) await principals.bindStaffSubject(byEmail.id, claims.subject);
  return byEmail && (!byEmail.idpSubject || byEmail.idpSubject === claims.subject) ? byEmail : undefined;
}

/**
 * The integration client a token was issued to, read as stored now: an unknown client (a dealer's or a staff
 * member's token) is refused with 403, a revoked or expired one with 401 on its next call on every instance.
 */
async function integrationCaller(
  claims: PortalClaims,
  scope: IntegrationScope | undefined,
  options: AccessOptions,
): Promise<IntegrationCaller> {
  const clientId = claims.clientId;
  const client = clientId ? await options.integrationClients?.find(clientId) : undefined;
  // Embedded tokens of the client credentials grant name the client as subject; a user's token never does.
  // An external provider's app token carries no user's e-mail.
  const appToken = options.subjectIsContactId ? claims.subject === clientId : claims.email === undefined;
  if (!client || !appToken) throw forbidden('INTEGRATION_CLIENT_ONLY', 'Only an integration client may make this call');
  if (!clientUsable(client, new Date())) throw unauthorized('The integration client was revoked or has expired', 'CLIENT_REVOKED');
  // The embedded provider writes the granted scopes into the token; an external provider's app token
  // gets the scopes the client holds in the back office.
  const scopes = options.subjectIsContactId ? client.scopes.filter((s) => claims.scopes.includes(s)) : client.scopes;
  if (scope && !scopes.includes(scope)) throw insufficientScope(scope);
  return {
    clientId: client.clientId,
    name: client.name,
    scopes,
    actor: { staffId: client.actorId, email: integrationActorEmail(client.clientId), firstname: client.name, lastname: '', roles: [] },
  };
}

export const accessPlugin = fp<AccessOptions>(async (app: FastifyInstance, given) => {
  let options = given;
  if (given.changes) {
    const cache = await createPrincipalCache(given.changes, given.principals);
    options = { ...given, principals: cache.principals };
    app.addHook('onClose', async () => cache.stop());
  }
  app.decorateRequest('principal', null);
  app.decorateRequest('staff', null);
  app.decorateRequest('integrationClient', null);

  app.addHook('onRequest', async (request, reply) => {
    const rule = request.routeOptions.config.access;
    if (!rule || rule === 'public') return;
    // What a signed-in caller reads is theirs: no cache keeps it, nor a refusal (a route may say otherwise).
    reply.header('Cache-Control', 'no-store');

    const token = bearer(request);
    if (!token) throw unauthorized();
    if (isViewAsToken(token)) return viewAsAccess(request, token, rule, options);
    if (rule === 'view-as') throw forbidden('VIEW_AS_ONLY', "Only a view of the dealer's portal may make this call");
    const claims = await options.verifyToken(token);
    if (rule === 'integration') {
      request.integrationClient = await integrationCaller(claims, request.routeOptions.config.integrationScope, options);
      return;
    }
    if (!hasPortalScope(claims.scopes)) throw forbidden('INSUFFICIENT_SCOPE', `The token does not grant the scope ${PORTAL_SCOPE}`);
    if (claims.forgotPassword) throw unauthorized('The password must be reset before signing in', 'PASSWORD_RESET_REQUIRED');

    if (rule === 'staff') {
      // The stored roles decide, so a change applies at the next request.
      const staff = await findStaff(claims, options);
      if (!staff) throw forbidden('STAFF_ONLY', "Only the manufacturer's staff may do this");
      if (!staffMay(staff.roles, request.routeOptions.config.staffRoles ?? [])) {
        throw forbidden('STAFF_ROLE_REQUIRED', 'This needs a staff role the caller does not hold');
      }
      request.staff = { staffId: staff.id, email: staff.email, firstname: staff.firstname, lastname: staff.lastname, roles: staff.roles };
      return;
    }

    const row = await findContact(claims, options);
    if (!row) throw forbidden('NO_ACCESS', 'This user has no access to the portal');
    if (claims.customerNumber && claims.customerNumber !== row.customerNumber) {
      throw forbidden('NO_ACCESS', 'The token belongs to another customer');
    }
    request.principal = dealerPrincipal(row, claims, rule);
  });
});

/**
 * A staff member's view of the portal as a dealer's user (ADR 0088), decided here for every call at once:
 * it reaches only the dealer's calls, reads them and changes nothing, and never reaches the offers.
 */
async function viewAsAccess(request: FastifyRequest, token: string, rule: AccessRule, options: AccessOptions) {
  const view = options.viewAs ? await options.viewAs(token) : undefined;
  if (!view) throw unauthorized('The view of the portal has ended', 'TOKEN_EXPIRED');
  if (rule === 'staff') throw forbidden('STAFF_ONLY', "Only the manufacturer's staff may do this");
  if (rule === 'integration') throw forbidden('INTEGRATION_CLIENT_ONLY', 'Only an integration client may make this call');
  if (rule !== 'view-as') {
    if (closedToViewAs(request.routeOptions.url ?? request.url)) {
      throw forbidden('VIEW_AS_NOT_SHOWN', "A view of the dealer's portal does not show its offers");
    }
    const reads = (request.method === 'GET' || request.method === 'HEAD') && !request.routeOptions.config.changesState;
    if (!reads) {
      throw forbidden('VIEW_AS_READ_ONLY', "A view of the dealer's portal is read-only: nothing can be changed");
    }
  }
  const row = await options.principals.byContactId(view.contactId);
  if (!row || row.customerNumber !== view.customerNumber) throw forbidden('NO_ACCESS', 'This user has no access to the portal');
  const roles = row.accessLevel === 'none' ? [] : row.accessLevel.split(',');
  const claims: PortalClaims = {
    subject: row.contactId,
    email: row.email,
    market: row.market.toLowerCase(),
    customerNumber: row.customerNumber,
    name: `${row.firstname} ${row.lastname}`.trim(),
    givenName: row.firstname,
    familyName: row.lastname,
    roles,
    isPortalAdmin: hasPortalAdmin(roles),
    isReseller: hasReseller(roles),
    forgotPassword: false,
    scopes: [PORTAL_SCOPE],
    clientId: undefined,
  };
  request.principal = {
    ...dealerPrincipal(row, claims, rule === 'view-as' ? 'user' : rule),
    viewAs: { sessionId: view.id, staffId: view.staffId },
  };
}

/** The dealer's user as stored now, refused when the level gives no access to the call. */
function dealerPrincipal(row: PrincipalRow, claims: PortalClaims, rule: AccessRule): Principal {
  // The stored level decides, so a change by an administrator applies at the next request: the row is
  // read now, or kept only until the database announces a change of it to every instance.
  const roles = row.accessLevel === 'none' ? [] : row.accessLevel.split(',');
  const principal: Principal = {
    contactId: row.contactId,
    customerNumber: row.customerNumber,
    market: toMarket(row.market),
    currency: row.currency,
    email: row.email,
    language: isLanguage(row.language) ? row.language : null,
    contact: { firstname: row.firstname, lastname: row.lastname, telephone1: row.telephone1, mobilephone: row.mobilephone },
    accessLevel: row.accessLevel,
    isPortalAdmin: hasPortalAdmin(roles),
    isReseller: hasReseller(roles),
    claims,
  };
  if (!principal.isPortalAdmin && !principal.isReseller) throw forbidden('NO_ACCESS', 'This user has no access to the portal');
  if (rule === 'admin' && !principal.isPortalAdmin) throw forbidden('ADMIN_REQUIRED', 'Only a Portal Admin may do this');
  return principal;
}

/** For handlers of integration calls: the client is always there. */
export function integrationClientOf(request: FastifyRequest): IntegrationCaller {
  if (!request.integrationClient) throw unauthorized();
  return request.integrationClient;
}

/** For handlers of staff calls: the staff member is always there. */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw unauthorized();
  return request.staff;
}

/** For handlers behind an access rule: the principal is always there. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

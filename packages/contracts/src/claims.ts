import { DEFAULT_MARKET } from './languages.js';

/**
 * Reading the portal's claims from a sign-in token (spec 000 §1, 001 §6).
 * Shared by the API, which trusts only what it verified, and the web app,
 * which uses the same reading to choose language and menu.
 */
export type PortalClaims = {
  subject: string;
  email: string | undefined;
  /** Lower case; a token without one belongs to market se. */
  market: string;
  customerNumber: string | undefined;
  name: string | undefined;
  givenName: string | undefined;
  familyName: string | undefined;
  roles: string[];
  isPortalAdmin: boolean;
  isReseller: boolean;
  forgotPassword: boolean;
  /** The scopes the token grants (`scope`, or Entra ID's `scp`); an ID token has none. */
  scopes: string[];
  /** The OAuth client the token was issued to (`client_id`, `azp`, or Entra ID's `appid`). */
  clientId: string | undefined;
};

/** The scope a token must carry for the portal's API. */
export const PORTAL_SCOPE = 'Portal.Access';

/**
 * The token grants the portal's scope: `Portal.Access` itself, or as an identity provider writes
 * it with the API's address in front (`api://dealer-portal/Portal.Access`).
 */
export const hasPortalScope = (scopes: readonly string[]) =>
  scopes.some((scope) => scope === PORTAL_SCOPE || scope.endsWith(`/${PORTAL_SCOPE}`));

/** Scopes arrive space-separated (`scope`, RFC 9068) or as Entra ID's `scp`, a string or an array. */
export function parseScopes(payload: Record<string, unknown>): string[] {
  const value = payload['scope'] ?? payload['scp'];
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(' ') : [];
  return items.filter((s): s is string => typeof s === 'string' && s !== '');
}

export { DEFAULT_MARKET };

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : undefined;

/** Roles arrive as an array or as one comma-separated string, depending on the provider. */
export function parseRoles(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return items
    .filter((r): r is string => typeof r === 'string')
    .map((r) => r.trim())
    .filter((r) => r !== '' && r.toLowerCase() !== 'none');
}

/** Portal Admin when any role contains "portal admin", case-insensitive. */
export const hasPortalAdmin = (roles: readonly string[]) => roles.some((r) => r.toLowerCase().includes('portal admin'));
export const hasReseller = (roles: readonly string[]) => roles.some((r) => r.toLowerCase() === 'reseller');

const truthy = (value: unknown) => value === true || value === 'true' || value === 'True' || value === 1 || value === '1';

export function parsePortalClaims(payload: Record<string, unknown>): PortalClaims {
  const subject = text(payload['sub']);
  if (!subject) throw new Error('token has no subject');
  const roles = parseRoles(payload['Roles'] ?? payload['roles']);
  return {
    subject,
    email: text(payload['email'])?.toLowerCase(),
    market: text(payload['market'])?.toLowerCase() ?? DEFAULT_MARKET,
    customerNumber: text(payload['customer_number']),
    name: text(payload['name']),
    givenName: text(payload['given_name']),
    familyName: text(payload['family_name']),
    roles,
    isPortalAdmin: hasPortalAdmin(roles),
    isReseller: hasReseller(roles),
    forgotPassword: truthy(payload['forgot_password']),
    scopes: parseScopes(payload),
    clientId: text(payload['client_id'] ?? payload['azp'] ?? payload['appid']),
  };
}

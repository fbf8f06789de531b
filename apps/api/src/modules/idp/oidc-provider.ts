import { createHash } from 'node:crypto';
import Provider, { errors as oidcErrors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Kysely } from 'kysely';
import { PORTAL_SCOPE } from '@portal/contracts/claims';
import { INTEGRATION_SCOPES, isIntegrationScope } from '@portal/contracts/integration-scopes';
import type { IntegrationClients } from '../../platform/auth/integration-clients.js';
import type { DB } from '../../platform/db/schema.js';
import { LANGUAGE_TAGS } from '@portal/contracts/languages';
import { escapeHtml, pickLanguage, requestLanguage, translate, type ServerLanguage } from '../../platform/i18n.js';
import { createOidcAdapterFactory } from './oidc-adapter.js';
import type { IdpSecrets, IdpService } from './idp.service.js';

export type EmbeddedProviderOptions = {
  issuer: string;
  clientId: string;
  audience: string;
  /** Origins the web app is served from; each gets its redirect URIs registered. */
  webOrigins: string[];
  /** TRUST_PROXY: the provider reads the forwarded protocol and host when a proxy is trusted. */
  trustProxy: false | number | string[];
  db: Kysely<DB>;
  accounts: IdpService;
  secrets: IdpSecrets;
  /** Integration clients (ERP, CRM) get tokens with client credentials; the back office registers them. */
  integrationClients: IntegrationClients;
};

/** How long an integration client's access token lives. */
export const INTEGRATION_TOKEN_TTL_SECONDS = 15 * 60;

/**
 * Whether the token request is an integration client's: only they are allowed the client credentials grant.
 */
const isIntegrationClient = (client: { grantTypeAllowed: (type: string) => boolean } | undefined) =>
  client?.grantTypeAllowed('client_credentials') === true;

/**
 * The scopes an integration client asks for: each must be one of the fixed names and one its client holds;
 * the answer is OAuth's invalid_scope naming the first that is not.
 */
function checkIntegrationScope(requested: unknown, held: readonly string[]) {
  if (typeof requested !== 'string' || requested.trim() === '') {
    throw new oidcErrors.InvalidScope('a scope must be requested, e.g. scope=orders.read events.read', '');
  }
  for (const scope of requested.split(' ').filter(Boolean)) {
    if (!isIntegrationScope(scope) || !held.includes(scope)) throw new oidcErrors.InvalidScope('requested scope is not allowed', scope);
  }
}

/** What every grant of the portal's client holds: the sign-in scopes and the API's scope. */
const GRANT_SCOPE = `openid email profile offline_access ${PORTAL_SCOPE}`;
const GRANT_CLAIMS = ['email', 'name', 'given_name', 'family_name', 'market', 'customer_number', 'Roles', 'forgot_password', 'staff_roles'];

const asksForPortalScope = (scope: unknown) => typeof scope === 'string' && scope.split(' ').includes(PORTAL_SCOPE);

/** The sign-out page submits the provider's form by itself; its CSP allows exactly this script. */
export const LOGOUT_SCRIPT = 'document.getElementById("op.logoutForm").submit()';
export const LOGOUT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(LOGOUT_SCRIPT).digest('base64')}'`;

/**
 * The language of a page the provider renders itself: the client's ui_locales where the request
 * carries them (sign-out), else the browser's Accept-Language (errors, signed out), else Swedish.
 */
export function pageLanguage(ctx: Pick<KoaContextWithOIDC, 'get'> & { oidc?: { params?: Record<string, unknown> } }): ServerLanguage {
  return pickLanguage(ctx.oidc?.params?.['ui_locales'], requestLanguage(ctx.get('accept-language') || undefined));
}

function page(ctx: KoaContextWithOIDC, title: string, body: string, script = '') {
  const lang = pageLanguage(ctx);
  ctx.type = 'html';
  ctx.set('Content-Language', LANGUAGE_TAGS[lang].html);
  ctx.body = `<!doctype html><html lang="${LANGUAGE_TAGS[lang].html}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#f4f1ec;color:#222}
main{background:#fff;padding:2rem;border-radius:8px;max-width:26rem;box-shadow:0 1px 4px #0002}button,a{font:inherit}
button{background:#b4331f;color:#fff;border:0;border-radius:4px;padding:.6rem 1.2rem;cursor:pointer}button:focus-visible,a:focus-visible{outline:3px solid #1c4f8a;outline-offset:2px}</style>
</head><body><main>${body}</main>${script}</body></html>`;
}

export function createEmbeddedProvider(options: EmbeddedProviderOptions): Provider {
  const { accounts } = options;
  // The dealer portal at the root and the back office under /backoffice, on every origin.
  const appRoots = options.webOrigins.flatMap((o) => [o, `${o}/backoffice`]);
  const redirectUris = appRoots.map((root) => `${root}/signin-callback`);
  const postLogoutRedirectUris = appRoots.map((root) => `${root}/`);

  const configuration: Configuration = {
    adapter: createOidcAdapterFactory(options.db, async (clientId) => {
      // The integration clients the back office registered, as stored now; a revoked or expired one is unknown.
      const client = await options.integrationClients.find(clientId);
      if (!client?.hasSecret || client.revokedAt || (client.expiresAt && client.expiresAt <= new Date())) return undefined;
      return {
        client_id: client.clientId,
        client_name: client.name,
        // The secret is checked against its stored hash (compareClientSecret below), never against this.
        client_secret: 'checked-against-the-stored-hash',
        token_endpoint_auth_method: 'client_secret_basic',
        grant_types: ['client_credentials'],
        response_types: [],
        redirect_uris: [],
        scope: client.scopes.join(' '),
      };
    }),
    // Cross-origin calls of the client (token, userinfo, revocation) only from the portal's own origins.
    clientBasedCORS: (_ctx, origin) => options.webOrigins.includes(origin),
    clients: [
      {
        client_id: options.clientId,
        client_name: 'Dealer portal',
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogoutRedirectUris,
      },
    ],
    jwks: options.secrets.jwks as Configuration['jwks'],
    cookies: { keys: options.secrets.cookieKeys },
    claims: {
      openid: ['sub'],
      email: ['email'],
      profile: ['name', 'given_name', 'family_name', 'market', 'customer_number', 'Roles', 'forgot_password', 'staff_roles'],
    },
    // Portal.Access is the API's scope, the integration scopes the integration API's; listed so that discovery names them.
    scopes: ['openid', 'offline_access', 'email', 'profile', PORTAL_SCOPE, ...INTEGRATION_SCOPES],
    // Authorization code with PKCE only: no implicit or hybrid answers that carry tokens in the address.
    responseTypes: ['code'],
    // The web app reads the portal claims from the ID token without a userinfo call.
    conformIdTokenClaims: false,
    findAccount: async (_ctx, id) => {
      const claims = await accounts.claims(id);
      if (!claims) return undefined;
      return { accountId: id, claims: async () => claims };
    },
    features: {
      devInteractions: { enabled: false },
      // Integration clients (ERP, CRM) get access tokens for the integration API with their id and secret.
      clientCredentials: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        // Sign-out was asked for in the portal already; submit the provider's form at once.
        logoutSource: async (ctx, form) => {
          const lang = pageLanguage(ctx);
          const withYes = form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
          page(
            ctx,
            translate(lang, 'auth.signing-out'),
            `<h1>${escapeHtml(translate(lang, 'auth.signing-out'))}</h1>${withYes}<noscript><button type="submit" form="op.logoutForm">${escapeHtml(translate(lang, 'menu.sign-out'))}</button></noscript>`,
            `<script>${LOGOUT_SCRIPT}</script>`,
          );
        },
        postLogoutSuccessSource: async (ctx) => {
          const lang = pageLanguage(ctx);
          page(
            ctx,
            translate(lang, 'auth.signed-out'),
            `<h1>${escapeHtml(translate(lang, 'auth.signed-out'))}</h1><p><a href="/">${escapeHtml(translate(lang, 'login.button'))}</a></p>`,
          );
        },
      },
      // RFC 7009: a client ends a refresh token (and its grant) or an access token it no longer needs.
      revocation: {
        enabled: true,
        // A client ends only what was issued to it; anything else is quietly left as it is (RFC 7009 §2.2).
        allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId,
      },
      resourceIndicators: {
        enabled: true,
        // A request that names no resource gets the API when it asks for the API's scope; otherwise its
        // access token is for the userinfo endpoint (the ID token's audience), as any OpenID client expects.
        // An integration client's tokens are always for the API.
        defaultResource: (ctx, client, oneOf) =>
          oneOf ?? (isIntegrationClient(client) || asksForPortalScope(ctx.oidc.params?.['scope']) ? options.audience : undefined),
        // A token request without a resource keeps the granted API unless it narrows the scope without Portal.Access.
        useGrantedResource: (ctx) => {
          const scope = ctx.oidc.params?.['scope'];
          return scope === undefined || asksForPortalScope(scope);
        },
        getResourceServerInfo: (ctx, resource, client) => {
          if (resource !== options.audience) throw new oidcErrors.InvalidTarget();
          if (isIntegrationClient(client)) {
            checkIntegrationScope(ctx.oidc.params?.['scope'], client.scope?.split(' ') ?? []);
            return {
              scope: INTEGRATION_SCOPES.join(' '),
              audience: options.audience,
              accessTokenTTL: INTEGRATION_TOKEN_TTL_SECONDS,
              accessTokenFormat: 'jwt',
            };
          }
          return { scope: PORTAL_SCOPE, audience: options.audience, accessTokenTTL: 15 * 60, accessTokenFormat: 'jwt' };
        },
      },
    },
    // First-party client: the grant is given without a consent screen.
    loadExistingGrant: async (ctx) => {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      // A grant from before Portal.Access was a sign-in scope would otherwise ask for consent.
      if (existing && GRANT_SCOPE.split(' ').every((scope) => existing.getOIDCScope().split(' ').includes(scope))) return existing;
      const grant =
        existing ?? new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope(GRANT_SCOPE);
      grant.addOIDCClaims(GRANT_CLAIMS);
      grant.addResourceScope(options.audience, PORTAL_SCOPE);
      await grant.save();
      ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId, grant.jti);
      return grant;
    },
    // Refresh tokens keep a signed-in user signed in without iframes (silent renew).
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    extraTokenClaims: async (_ctx, token) => {
      if (!('accountId' in token) || !token.accountId) return undefined;
      const claims = await accounts.claims(token.accountId);
      if (!claims) return undefined;
      const { sub: _sub, ...rest } = claims;
      return rest;
    },
    interactions: { url: (_ctx, interaction) => `/idp/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    ttl: {
      AccessToken: 15 * 60,
      ClientCredentials: INTEGRATION_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: 15 * 60,
      Interaction: 60 * 60,
      RefreshToken: 8 * 60 * 60,
      Session: 8 * 60 * 60,
      Grant: 8 * 60 * 60,
    },
    renderError: async (ctx, out) => {
      const lang = pageLanguage(ctx);
      ctx.status = ctx.status >= 400 ? ctx.status : 400;
      page(
        ctx,
        translate(lang, 'auth.signin-error'),
        `<h1>${escapeHtml(translate(lang, 'auth.signin-error'))}</h1><p>${escapeHtml(String(out['error_description'] ?? out['error'] ?? ''))}</p><p><a href="/">${escapeHtml(translate(lang, 'login.button'))}</a></p>`,
      );
    },
  };

  const provider = new Provider(options.issuer, configuration);
  // Secrets are stored only as hashes; the library's documented extension point compares them
  // (the secret or, during a rotation's grace period, the one before it).
  provider.Client.prototype.compareClientSecret = async function compareClientSecret(this: { clientId: string }, actual: string) {
    return options.integrationClients.verifySecret(this.clientId, actual);
  };
  // The provider builds its addresses from the forwarded protocol and host behind a trusted proxy;
  // the client's address (which the sign-in limits count) is Fastify's, not Koa's.
  provider.proxy = options.trustProxy !== false;
  if (typeof options.trustProxy === 'number') provider.maxIpsCount = options.trustProxy;
  return provider;
}

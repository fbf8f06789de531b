import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig } from '../../platform/config.js';
import type { Metrics } from '../../platform/metrics.js';
import type { DB } from '../../platform/db/schema.js';
import type { Kysely } from 'kysely';
import type { ServerLanguage } from '../../platform/i18n.js';
import type { Notify } from '../../platform/messages.js';
import type { SecretBox } from '../../platform/secret-box.js';
import type { IntegrationClients } from '../../platform/auth/integration-clients.js';
import { createTokenVerifier, remoteJwks, type TokenVerifier } from '../../platform/auth/token-verifier.js';
import { createIdpRepository } from './idp.repository.js';
import { idpRoutes, type DemoAccount } from './idp.routes.js';
import { createIdpService, publicJwks } from './idp.service.js';
import { rotatingJwks } from './key-rotation.js';
import { purgeExpiredOidcPayloads } from './oidc-adapter.js';
import { createEmbeddedProvider } from './oidc-provider.js';
import { createSignInThrottle } from './sign-in-throttle.js';
import { createSignInThrottleRepository } from './sign-in-throttle.repository.js';

export type { DemoAccount };

const DEV_WEB_ORIGIN = 'http://localhost:5173';

/**
 * Identity: the embedded OpenID Connect provider (sign-in page, tokens, keys), or the company's own
 * provider. Registered before the access rules; answers how the API checks a bearer token.
 */
export async function idpModule(
  app: FastifyInstance,
  deps: {
    db: Kysely<DB>;
    config: AppConfig;
    secretBox: SecretBox;
    notify: Notify;
    /** Listed on the sign-in page outside production. */
    demoAccounts: DemoAccount[] | null;
    /** The sign-in page is a screen of the web app. */
    sendSpa: (reply: FastifyReply) => unknown;
    requestPasswordReset: (email: string, language: ServerLanguage | undefined) => Promise<unknown>;
    /** Integration clients get tokens with client credentials at the embedded provider's token endpoint. */
    integrationClients: IntegrationClients;
    now: () => Date;
    metrics: Metrics;
  },
): Promise<TokenVerifier> {
  const { config, db } = deps;
  const verifier = (keys: Parameters<typeof createTokenVerifier>[0]['keys']) =>
    createTokenVerifier({ issuer: config.oidc.issuer, audience: config.oidc.audience, keys });
  if (config.oidc.mode !== 'embedded') return verifier(await remoteJwks(config.oidc.issuer));

  const accounts = createIdpService(createIdpRepository(db), deps.secretBox);
  const secrets = await accounts.secrets();
  // The development server's origin is a sign-in target only while `npm run dev` runs it.
  const webOrigins = [...new Set([new URL(config.publicUrl).origin, ...(config.devServer ? [DEV_WEB_ORIGIN] : [])])];
  const provider = createEmbeddedProvider({
    issuer: config.oidc.issuer,
    clientId: config.oidc.clientId,
    audience: config.oidc.audience,
    webOrigins,
    trustProxy: config.trustProxy,
    db,
    accounts,
    secrets,
    integrationClients: deps.integrationClients,
  });
  await app.register(idpRoutes, {
    provider,
    accounts,
    demoAccounts: config.env === 'production' ? null : deps.demoAccounts,
    sendSpa: deps.sendSpa,
    formTargets: webOrigins,
    throttle: createSignInThrottle({ repo: createSignInThrottleRepository(db, deps.notify), now: deps.now }),
    requestPasswordReset: deps.requestPasswordReset,
    metrics: deps.metrics,
  });
  // Expired sign-in state (codes, sessions, grants) is ignored on lookup and removed here: once at start and every hour after.
  await purgeExpiredOidcPayloads(db);
  const purge = setInterval(() => {
    purgeExpiredOidcPayloads(db).catch((error: unknown) => app.log.warn({ err: error }, 'purging expired sign-in state failed'));
  }, 3600_000).unref();
  app.addHook('onClose', async () => clearInterval(purge));
  // Read again when a token names a key this instance does not hold (one started after a rotation signs with it).
  return verifier(rotatingJwks(publicJwks(secrets.jwks), async () => publicJwks((await accounts.secrets()).jwks)));
}

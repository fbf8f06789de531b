import type { Endpoint } from '@portal/contracts/endpoint';
import { INTEGRATION_SCOPES, type IntegrationScope } from '@portal/contracts/integration-scopes';
import type { IntegrationClientSecret } from '@portal/contracts/staff-integration-clients';
import { BACKOFFICE_ADMIN } from './demo-users.js';
import type { TestApp } from './test-app.js';

/** A new integration client, made by the back-office admin as in the back office. */
export async function createIntegrationClient(t: TestApp, scopes: IntegrationScope[], name = 'ERP') {
  const res = await t.call(BACKOFFICE_ADMIN, 'POST', '/api/staff/integrations/clients', { name, scopes });
  if (res.statusCode !== 200) throw new Error(`creating the client answered ${res.statusCode}: ${res.body}`);
  return res.json<IntegrationClientSecret>() as IntegrationClientSecret & { clientSecret: string };
}

/** The token endpoint discovery names. */
export async function tokenEndpoint(t: TestApp): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/idp/.well-known/openid-configuration' });
  return new URL(res.json<{ token_endpoint: string }>().token_endpoint).pathname;
}

/** A client credentials request: the secret as HTTP Basic (client_secret_basic) or as form fields (client_secret_post). */
export async function requestToken(
  t: TestApp,
  client: { clientId: string; clientSecret: string },
  scope: string | undefined,
  method: 'basic' | 'post' = 'basic',
) {
  const form = new URLSearchParams({ grant_type: 'client_credentials', ...(scope === undefined ? {} : { scope }) });
  if (method === 'post') {
    form.set('client_id', client.clientId);
    form.set('client_secret', client.clientSecret);
  }
  const basic = Buffer.from(`${encodeURIComponent(client.clientId)}:${encodeURIComponent(client.clientSecret)}`).toString('base64');
  return t.app.inject({
    method: 'POST',
    url: await tokenEndpoint(t),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(method === 'basic' ? { authorization: `Basic ${basic}` } : {}) },
    payload: form.toString(),
  });
}

/** An access token for the client with `scope`; throws when the provider refuses. */
export async function clientToken(t: TestApp, client: { clientId: string; clientSecret: string }, scope: string) {
  const res = await requestToken(t, client, scope);
  if (res.statusCode !== 200) throw new Error(`the token endpoint answered ${res.statusCode}: ${res.body}`);
  return res.json<{ access_token: string }>().access_token;
}

/**
 * The authorization header each call's own kind of caller sends, for tests that walk every call: an integration
 * client holding every scope for the integration calls, `people.staff` for staff calls, `people.admin` for a dealer's
 * admin calls, `people.user` for the rest; none for public calls.
 */
export function callerOf(app: TestApp | (() => TestApp), people: { staff: string; admin: string; user: string }) {
  let client: Promise<string> | null = null;
  return async (e: Endpoint): Promise<Record<string, string>> => {
    const t = typeof app === 'function' ? app() : app;
    if (e.public) return {};
    if (e.integrationScope) {
      client ??= createIntegrationClient(t, [...INTEGRATION_SCOPES], 'Every call').then((made) =>
        clientToken(t, made, INTEGRATION_SCOPES.join(' ')),
      );
      return { authorization: `Bearer ${await client}` };
    }
    const who = e.staffRoles ? people.staff : e.adminOnly ? people.admin : people.user;
    return { authorization: `Bearer ${await t.tokenFor(who)}` };
  };
}

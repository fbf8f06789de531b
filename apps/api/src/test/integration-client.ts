import { expect } from 'vitest';
import type { Endpoint } from '@portal/contracts/endpoint';
import { INTEGRATION_SCOPES, type IntegrationScope } from '@portal/contracts/integration-scopes';
import type { IntegrationClientSecret } from '@portal/contracts/staff-integration-clients';
import type { StartViewAsResponse } from '@portal/contracts/staff-dealer';
import type { ViewAsSession } from '@portal/contracts/view-as';
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
  let view: Promise<string> | null = null;
  return async (e: Endpoint): Promise<Record<string, string>> => {
    const t = typeof app === 'function' ? app() : app;
    if (e.public) return {};
    // A view's own calls take only a view's token: staff opens one of the user's portal, the portal takes its code.
    if (e.viewAsSession) {
      view ??= viewAsToken(t, people.staff, people.user);
      return { authorization: `Bearer ${await view}` };
    }
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

/** One integration call as the role tests walk it: method, address, the scope it needs and its body. */
export type IntegrationCall = ['GET' | 'PUT' | 'POST', string, IntegrationScope, unknown?];

/**
 * Each call answers 401 without a token, 403 to a dealer (`dealer`), to staff (`staff`) and to a client
 * holding only `events.read`, and 200 to a client holding its scope (made here with every scope the calls need).
 */
export async function expectIntegrationAccess(t: TestApp, calls: IntegrationCall[], people: { dealer: string; staff: string }) {
  const writer = await createIntegrationClient(t, [...new Set(calls.map(([, , scope]) => scope))], 'Role matrix');
  const other = await createIntegrationClient(t, ['events.read']);
  const send = (method: string, url: string, token: string | undefined, body: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
  for (const [method, url, scope, body] of calls) {
    expect((await send(method, url, undefined, body)).statusCode, `${method} ${url} without a token`).toBe(401);
    expect((await send(method, url, await t.tokenFor(people.dealer), body)).statusCode, `${method} ${url} as a dealer`).toBe(403);
    expect((await send(method, url, await t.tokenFor(people.staff), body)).statusCode, `${method} ${url} as staff`).toBe(403);
    const without = await send(method, url, await clientToken(t, other, 'events.read'), body);
    expect(without.statusCode, `${method} ${url} without ${scope}`).toBe(403);
    expect(without.json()).toMatchObject({ code: 'INSUFFICIENT_SCOPE', message: expect.stringContaining(scope) });
    const ok = await send(method, url, await clientToken(t, writer, scope), body);
    expect(ok.statusCode, `${method} ${url} with ${scope}: ${ok.body}`).toBe(200);
  }
}

/** A view of `user`'s portal opened by `staff`, as the back office and the portal do it; answers the view's token. */
export async function viewAsToken(t: TestApp, staff: string, user: string): Promise<string> {
  const contact = await t.database.db
    .selectFrom('contact')
    .select(['id', 'customer_number'])
    .where('email', '=', user)
    .executeTakeFirstOrThrow();
  const started = await t.call(staff, 'POST', `/api/staff/customers/${contact.customer_number}/users/${contact.id}/view-as`);
  expect(started.statusCode, started.body).toBe(200);
  const link = started.json<StartViewAsResponse>().link;
  const opened = await t.app.inject({ method: 'POST', url: '/api/view-as/session', payload: { code: link.slice(link.indexOf('#') + 1) } });
  expect(opened.statusCode, opened.body).toBe(200);
  return opened.json<ViewAsSession>().accessToken;
}

import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageHeaders } from '../../platform/security-headers.js';
import { errorBody } from '../../platform/errors.js';
import type { Metrics } from '../../platform/metrics.js';
import { pickLanguage, type ServerLanguage } from '../../platform/i18n.js';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import type { IdpService } from './idp.service.js';
import { LOGOUT_SCRIPT_HASH } from './oidc-provider.js';
import type { SignInThrottle } from './sign-in-throttle.js';

export type DemoAccount = { email: string; market: string; access: string; customer: string; mustResetPassword: boolean };

export type IdpRouteOptions = {
  provider: Provider;
  accounts: IdpService;
  /** Listed on the sign-in page outside production, so testers know whom to sign in as. */
  demoAccounts: DemoAccount[] | null;
  /** The sign-in page is a screen of the web app, served at the interaction URL. */
  sendSpa: (reply: FastifyReply) => Promise<unknown> | unknown;
  /** Where the provider's own pages may post or redirect to (the web app's origins). */
  formTargets: string[];
  /** Failed sign-ins counted per account, per address and in all, shared by every instance. */
  throttle: SignInThrottle;
  /** Sends a password reset link to whoever signs in with this address. */
  requestPasswordReset: (email: string, language: ServerLanguage | undefined) => Promise<unknown>;
  /** Counts refused and throttled sign-ins for operations. */
  metrics: Metrics;
};

const LoginForm = z.object({
  username: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(1024),
  /** The language the sign-in page was shown in; the user may have changed it there. */
  language: z.string().max(35).optional(),
});

const PREFIX = '/idp';
/** How long a further attempt of a name or address the throttle stopped waits for its answer. */
const STOPPED_PAUSE_MS = 1000;

export async function idpRoutes(app: FastifyInstance, options: IdpRouteOptions) {
  const { provider } = options;

  // The interaction routes read a form; everything else is handed to oidc-provider untouched.
  await app.register(async (interactions) => {
    interactions.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    interactions.get('/idp/interaction/:uid', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
      options.sendSpa(reply),
    );

    interactions.get('/idp/interaction/:uid/details', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
      try {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        return {
          uid: details.uid,
          loginHint: typeof details.params['login_hint'] === 'string' ? details.params['login_hint'] : null,
          // The language the client asked for; the page shows it unless the user picked one.
          uiLocales: typeof details.params['ui_locales'] === 'string' ? details.params['ui_locales'] : null,
          demoAccounts: options.demoAccounts,
        };
      } catch {
        return reply.status(404).send(errorBody(request, 404, 'INTERACTION_EXPIRED', 'The sign-in has expired'));
      }
    });

    interactions.post<{ Params: { uid: string } }>(
      '/idp/interaction/:uid/login',
      {
        schema: { hide: true },
        config: { access: 'public' },
      },
      async (request, reply) => {
        const { uid } = request.params;
        // A name or address stopped moments ago is sent back before the provider or the database does
        // any work, after a second's pause (a timer, no work): guessing that goes on regardless costs
        // next to nothing and goes slowly.
        const body = request.body as Record<string, unknown> | undefined;
        const typed = typeof body?.['username'] === 'string' ? body['username'] : '';
        const stopped = options.throttle.recentRefusal(typed, request.ip);
        if (stopped) {
          options.metrics.signInThrottled();
          await new Promise((resolve) => setTimeout(resolve, STOPPED_PAUSE_MS));
          reply.header('Retry-After', String(stopped.retryAfterSeconds));
          return reply.redirect(
            `/idp/interaction/${encodeURIComponent(uid)}?error=rate-limited&login=${encodeURIComponent(typed.slice(0, 320))}`,
            303,
          );
        }
        let details;
        try {
          details = await provider.interactionDetails(request.raw, reply.raw);
        } catch {
          return reply.redirect(`/idp/interaction/${encodeURIComponent(uid)}?error=expired`, 303);
        }
        const form = LoginForm.safeParse(request.body);
        const username =
          typeof (request.body as Record<string, unknown> | undefined)?.['username'] === 'string'
            ? ((request.body as Record<string, string>)['username'] ?? '')
            : '';
        const back = (error: string) =>
          reply.redirect(
            `/idp/interaction/${encodeURIComponent(details.uid)}?error=${error}&login=${encodeURIComponent(username.slice(0, 320))}`,
            303,
          );
        if (!form.success) {
          options.metrics.signInFailed('missing');
          return back('missing');
        }
        // Guessing is slowed per account, per address and in all, before any password is looked at.
        const verdict = await options.throttle.check(form.data.username, request.ip);
        if (!verdict.allowed) {
          options.metrics.signInThrottled();
          request.log.info({ uid: details.uid, retryAfter: verdict.retryAfterSeconds }, 'sign-in throttled');
          reply.header('Retry-After', String(verdict.retryAfterSeconds));
          return back('rate-limited');
        }
        const account = await options.accounts.authenticate(form.data.username, form.data.password);
        if (!account) {
          await options.throttle.failed(form.data.username, request.ip);
          options.metrics.signInFailed('credentials');
          request.log.info({ uid: details.uid }, 'sign-in refused');
          return back('credentials');
        }
        await options.throttle.succeeded(form.data.username);
        if (account.mustResetPassword) {
          // The password is known to be compromised or forgotten: a reset link goes out instead of a session.
          // In the language of the page the user signed in on, else the one the client asked for.
          const uiLocales = [form.data.language, details.params['ui_locales']].filter(
            (v): v is string => typeof v === 'string' && v !== '',
          );
          await options.requestPasswordReset(form.data.username, uiLocales.length > 0 ? pickLanguage(uiLocales.join(' ')) : undefined);
          return back('reset-required');
        }
        await options.throttle.signedIn(account.accountId);
        reply.hijack();
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { login: { accountId: account.accountId } },
          { mergeWithLastSubmission: false },
        );
      },
    );
  });

  await app.register(async (oidc) => {
    // oidc-provider reads request bodies itself.
    oidc.removeAllContentTypeParsers();
    oidc.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const callback = provider.callback();
    // The provider's own pages have a policy of their own, set over the portal's page policy.
    const ownHeaders = pageHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [LOGOUT_SCRIPT_HASH],
          styleSrc: ["'unsafe-inline'"],
          formAction: ["'self'", ...options.formTargets],
        },
      },
    });
    const handler = (request: FastifyRequest & { raw: IncomingMessage & { originalUrl?: string } }, reply: FastifyReply) => {
      ownHeaders(request, reply);
      reply.hijack();
      const raw = request.raw;
      raw.originalUrl = raw.url;
      raw.url = raw.url?.slice(PREFIX.length) || '/';
      return callback(raw, reply.raw);
    };
    oidc.all('/idp', { config: { access: 'public' }, schema: { hide: true } }, handler);
    oidc.all('/idp/*', { config: { access: 'public' }, schema: { hide: true } }, handler);
  });
}

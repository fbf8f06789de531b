import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { BACKOFFICE_BASE, BACKOFFICE_ROUTES, WEB_LINK_PAGES, WEB_ROUTES, backofficePathOf, routeOf } from '@portal/contracts/app-routes';
import type { AppConfig } from './config.js';
import { errorBody, notFoundHandler } from './errors.js';
import { isJsonType } from './http.js';
import { addVary } from './caching.js';
import { loadWebPage, settingsScript, type WebPage } from './web-page.js';

/** Built files carry their hash in their name under assets/ and are kept for a year; everything else is asked for again. */
const cacheControl = (res: { header: (name: string, value: string) => unknown }, file: string) =>
  res.header('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');

/** An app's page with this status, or 503 while the app is not built. */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: WebPage | null, status: 200 | 404 = 200) {
  return (
    page?.send(request, reply, status) ?? reply.status(503).send(errorBody(request, 503, 'WEB_NOT_BUILT', 'The web app has not been built'))
  );
}

/** The API's own addresses: never a page, whatever the client takes. */
const API_PATHS = /^\/(api|idp|mediaApi)(\/|$)/;
/** Media ranges a browser, a link checker or a monitor takes a page by. */
const PAGE_TYPES = new Set(['text/html', 'application/xhtml+xml', '*/*', 'text/*', 'application/*']);

/**
 * Whether the client takes JSON and no page: its Accept names a JSON type and neither HTML nor a wildcard (a
 * script, which is better told 404 in JSON than given a page). No Accept takes anything.
 */
function acceptsOnlyJson(accept: string | undefined): boolean {
  let json = false;
  for (const range of (accept ?? '').toLowerCase().split(',')) {
    const [type = '', ...params] = range.split(';').map((part) => part.trim());
    // A type refused with q=0 is not taken.
    if (params.some((param) => /^q=0(\.0*)?$/.test(param.replace(/\s/g, '')))) continue;
    if (PAGE_TYPES.has(type)) return false;
    if (isJsonType(type)) json = true;
  }
  return json;
}

/** The app an address belongs to, and whether it is one of its screens; null for the API's own addresses. */
function appOf(pathname: string): { app: 'web' | 'backoffice'; screen: boolean } | null {
  if (API_PATHS.test(pathname)) return null;
  const inBackoffice = backofficePathOf(pathname);
  if (inBackoffice !== null) return { app: 'backoffice', screen: routeOf(BACKOFFICE_ROUTES, inBackoffice) !== undefined };
  return { app: 'web', screen: routeOf(WEB_ROUTES, pathname) !== undefined || routeOf(WEB_LINK_PAGES, pathname) !== undefined };
}

/**
 * The two browser apps: the dealers' web app at the root and the back office under /backoffice,
 * with what they must know at run time before anyone signs in (the settings), written into the web
 * app's page and served at /portal-config.js for the back office's page and development's.
 */
export function webApps(config: AppConfig, deps: { webDist: string | null; backofficeDist: string | null }) {
  const settings = settingsScript({
    authority: config.oidc.issuer,
    clientId: config.oidc.clientId,
    scope: config.oidc.scope,
    resource: config.oidc.mode === 'embedded' ? config.oidc.audience : null,
    contentApiUrl: config.contentApiUrl,
  });
  const pages = { web: loadWebPage(deps.webDist, settings), backoffice: loadWebPage(deps.backofficeDist, null) };
  return {
    /** The policy's sources of the web app page's inline scripts. */
    scriptHashes: pages.web?.scriptHashes ?? [],
    /** The web app's page, for routes that answer with one of its screens (the sign-in page). */
    sendPortal: (reply: FastifyReply) => sendPage(reply.request, reply, pages.web),

    async register(app: FastifyInstance) {
      app.get('/portal-config.js', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
        reply.type('text/javascript').header('Cache-Control', 'no-cache').send(settings),
      );
      if (deps.webDist) {
        await app.register(fastifyStatic, {
          root: deps.webDist,
          wildcard: false,
          index: false,
          preCompressed: true,
          setHeaders: cacheControl,
        });
      }
      if (deps.backofficeDist) {
        await app.register(fastifyStatic, {
          root: deps.backofficeDist,
          prefix: `${BACKOFFICE_BASE}/`,
          wildcard: false,
          index: false,
          preCompressed: true,
          decorateReply: false,
          setHeaders: cacheControl,
        });
      }
      // Every other address of an app answers its page, the app's own screens 200 and any other address 404 (where the
      // app shows its not-found screen), to whoever takes a page: browsers, and monitors and link checkers, which
      // send */* or no Accept. A client that takes only JSON is told 404 in JSON, so the answer depends on Accept.
      app.setNotFoundHandler((request, reply) => {
        const address = request.method === 'GET' || request.method === 'HEAD' ? appOf(request.url.split('?')[0]!) : null;
        const page = address && pages[address.app];
        // An app this server does not serve (none in the API tests) has no addresses here.
        if (!address || !page) return notFoundHandler(request, reply);
        addVary(reply, 'accept');
        if (acceptsOnlyJson(request.headers.accept)) return notFoundHandler(request, reply);
        return sendPage(request, reply, page, address.screen ? 200 : 404);
      });
    },
  };
}

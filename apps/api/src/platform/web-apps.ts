import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from './config.js';
import { notFoundHandler } from './errors.js';
import { loadWebPage, settingsScript, type WebPage } from './web-page.js';

/** Built files carry their hash in their name under assets/ and are kept for a year; everything else is asked for again. */
const cacheControl = (res: { header: (name: string, value: string) => unknown }, file: string) =>
  res.header('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');

/** An app's page: the web app's as served (loadWebPage) while its build is the one read at start, else the file. */
function sendIndex(reply: FastifyReply, dist: string | null, page: WebPage | null = null) {
  if (!dist || !fs.existsSync(path.join(dist, 'index.html'))) {
    return reply.status(503).send({ statusCode: 503, code: 'WEB_NOT_BUILT', message: 'The web app has not been built' });
  }
  reply.header('Cache-Control', 'no-cache');
  if (page?.isCurrent()) return page.send(reply.request, reply);
  return reply.sendFile('index.html', dist);
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
  const page = loadWebPage(deps.webDist, settings);
  return {
    /** The policy's sources of the web app page's inline scripts. */
    scriptHashes: page?.scriptHashes ?? [],
    /** The web app's page, for routes that answer with one of its screens (the sign-in page). */
    sendPortal: (reply: FastifyReply) => sendIndex(reply, deps.webDist, page),

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
      const backofficeDist = deps.backofficeDist;
      if (backofficeDist) {
        await app.register(fastifyStatic, {
          root: backofficeDist,
          prefix: '/backoffice/',
          wildcard: false,
          index: false,
          preCompressed: true,
          decorateReply: false,
          setHeaders: cacheControl,
        });
      }
      // Any other GET that asks for a page is a route of the back office (under /backoffice) or the web app;
      // the root is the web app whatever the client accepts (curl, uptime monitors).
      app.setNotFoundHandler((request, reply) => {
        const isApi = /^\/(api|idp|mediaApi)(\/|$)/.test(request.url);
        const isRoot = /^\/(\?|$)/.test(request.url) && (request.method === 'GET' || request.method === 'HEAD');
        const wantsPage = isRoot || (!isApi && request.method === 'GET' && request.headers.accept?.includes('text/html'));
        if (wantsPage && backofficeDist && /^\/backoffice(\/|$|\?)/.test(request.url)) return sendIndex(reply, backofficeDist);
        if (wantsPage && deps.webDist) return sendIndex(reply, deps.webDist, page);
        return notFoundHandler(request, reply);
      });
    },
  };
}

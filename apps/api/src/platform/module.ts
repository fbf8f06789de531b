import type { FastifyInstance } from 'fastify';

/**
 * A business area as the app composes it: its `<area>.module.ts` builds its repositories and
 * services from named dependencies and answers this, plus whatever other modules may use of it.
 */
export type PortalModule = {
  /** Registers the area's calls on the API's scope, behind the access rules. */
  routes: (api: FastifyInstance) => void | Promise<void>;
};

/** A module's answer, checked as a PortalModule while keeping what else it offers other modules. */
export const portalModule = <M extends PortalModule>(module: M): M => module;

// @vitest-environment jsdom
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BACKOFFICE_BASE, BACKOFFICE_ROUTES, backofficePathOf, routeOf } from '@portal/contracts/app-routes';

// Started at one of its addresses, where the router finds nothing to load.
window.history.replaceState(null, '', `${BACKOFFICE_BASE}/no-such-screen`);
const { router } = await import('./router');

/** Every path the router names, the catch-all aside. */
const pathsOf = (list: RouteObject[]): string[] =>
  list.flatMap((route) => [...(route.path && route.path !== '*' ? [route.path] : []), ...pathsOf(route.children ?? [])]);

describe("the back office's router", () => {
  it('shows exactly the screens of the contracts’ BACKOFFICE_ROUTES under BACKOFFICE_BASE, which the API answers with 200', () => {
    expect(pathsOf(router.routes).sort()).toEqual(Object.values(BACKOFFICE_ROUTES).sort());
    expect(router.basename).toBe(BACKOFFICE_BASE);
  });

  it('tells a screen from an unknown address as the API does', () => {
    const addresses = Object.values(BACKOFFICE_ROUTES).flatMap((pattern) => {
      const filled = `${BACKOFFICE_BASE}${pattern.replace(/:\w+/g, 'x1')}`;
      return [filled, `${filled}/`.replace('//', '/'), filled.toUpperCase(), `${filled}/extra`.replace('//', '/')];
    });
    for (const address of addresses) {
      const route = matchRoutes(router.routes, address, BACKOFFICE_BASE)?.at(-1)?.route;
      const inBackoffice = backofficePathOf(address);
      expect(route !== undefined && route.path !== '*', address).toBe(
        inBackoffice !== null && routeOf(BACKOFFICE_ROUTES, inBackoffice) !== undefined,
      );
    }
  });
});

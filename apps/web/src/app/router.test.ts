// @vitest-environment jsdom
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WEB_LINK_PAGES, WEB_ROUTES, routeOf } from '@portal/contracts/app-routes';
import { routes } from './router';

/** Every path the router names, the catch-all aside. */
const pathsOf = (list: RouteObject[]): string[] =>
  list.flatMap((route) => [...(route.path && route.path !== '*' ? [route.path] : []), ...pathsOf(route.children ?? [])]);

/** Addresses near a pattern: filled in, without its optional part, short of a parameter, with a slash, in capitals, longer. */
const addressesNear = (pattern: string) => {
  const filled = pattern.replace(/:\w+\??/g, 'x1');
  return [
    filled,
    pattern.replace(/\/:\w+\?/g, '').replace(/:\w+/g, 'x1') || '/',
    pattern.replace(/\/:\w+\??/g, '') || '/',
    `${filled}/`,
    filled.toUpperCase(),
    `${filled}/extra`.replace('//', '/'),
    `${filled}x`,
  ];
};

/** Whether the router shows one of its screens at an address, rather than its not-found screen. */
const routerShowsScreen = (address: string) => {
  const route = matchRoutes(routes, address)?.at(-1)?.route;
  return route !== undefined && route.path !== '*';
};

describe("the web app's router", () => {
  it('shows exactly the screens of the contracts’ WEB_ROUTES, which the API answers with 200', () => {
    expect(pathsOf(routes).sort()).toEqual(Object.values(WEB_ROUTES).sort());
  });

  it('tells a screen from an unknown address as the API does (routeOf), near every route', () => {
    for (const address of Object.values(WEB_ROUTES).flatMap(addressesNear)) {
      expect(routerShowsScreen(address), address).toBe(routeOf(WEB_ROUTES, address) !== undefined);
    }
  });

  it('leaves the pages a link opens to the entry', () => {
    for (const address of Object.values(WEB_LINK_PAGES).map((pattern) => pattern.replace(/:\w+/g, 'x1'))) {
      expect(routerShowsScreen(address), address).toBe(false);
    }
  });
});

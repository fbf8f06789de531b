import { describe, expect, it } from 'vitest';
import { BACKOFFICE_ROUTES, WEB_LINK_PAGES, WEB_ROUTES, backofficePathOf, matchesRoute, routeOf } from './app-routes.js';

describe('matchesRoute', () => {
  it('matches as React Router does: any letter case, trailing slashes, one segment per parameter', () => {
    expect(matchesRoute('/orders/:orderNumber', '/orders/400019')).toBe(true);
    expect(matchesRoute('/orders/:orderNumber', '/Orders/400019/')).toBe(true);
    expect(matchesRoute('/orders/:orderNumber', '/orders')).toBe(false);
    expect(matchesRoute('/orders/:orderNumber', '/orders/')).toBe(false);
    expect(matchesRoute('/orders/:orderNumber', '/orders/400019/lines')).toBe(false);
    expect(matchesRoute('/', '/')).toBe(true);
    expect(matchesRoute('/', '/home')).toBe(false);
  });

  it('takes an optional parameter or none', () => {
    expect(matchesRoute('/complaint/:incidentId?', '/complaint')).toBe(true);
    expect(matchesRoute('/complaint/:incidentId?', '/complaint/CAS-1')).toBe(true);
    expect(matchesRoute('/complaint/:incidentId?', '/complaint/CAS-1/more')).toBe(false);
  });

  it('reads each segment decoded, so an encoded slash stays within its parameter', () => {
    expect(matchesRoute('/home', '/h%6Fme')).toBe(true);
    expect(matchesRoute('/news/:id', '/news/a%2Fb')).toBe(true);
    expect(matchesRoute('/news/:id', '/news/%E0%A4%A')).toBe(true);
  });

  it('reads the patterns literally besides their parameters', () => {
    expect(matchesRoute('/media-dop', '/media-dopp')).toBe(false);
    expect(matchesRoute('/a.b', '/axb')).toBe(false);
  });
});

describe('the apps’ routes', () => {
  it('name the screen or page an address shows', () => {
    expect(routeOf(WEB_ROUTES, '/shop/product/NF-OSLO-5-BK')).toBe('product');
    expect(routeOf(WEB_ROUTES, '/no-such-screen')).toBeUndefined();
    expect(routeOf(WEB_LINK_PAGES, '/reset-password/abc')).toBe('resetPassword');
    expect(routeOf(WEB_LINK_PAGES, '/forgot-password/')).toBe('forgotPassword');
    expect(routeOf(WEB_LINK_PAGES, '/invitation/')).toBeUndefined();
    expect(routeOf(BACKOFFICE_ROUTES, '/dealers/new')).toBe('newDealer');
  });

  it('find the back office under its base, in any letter case, and nothing beside it', () => {
    expect(backofficePathOf('/backoffice')).toBe('/');
    expect(backofficePathOf('/backoffice/')).toBe('/');
    expect(backofficePathOf('/BackOffice/orders/4711')).toBe('/orders/4711');
    expect(backofficePathOf('/backoffices')).toBeNull();
    expect(backofficePathOf('/orders')).toBeNull();
  });
});

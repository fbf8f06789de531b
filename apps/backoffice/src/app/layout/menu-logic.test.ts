import { describe, expect, it } from 'vitest';
import { AREAS, isCurrentArea, visibleAreas } from './menu-logic';

const paths = (roles: Parameters<typeof visibleAreas>[0]) => visibleAreas(roles).map((a) => a.to);

describe('the menu', () => {
  it('shows customer service its desks, and the dealers to read', () => {
    expect(paths(['customer-service'])).toEqual([
      '/',
      '/complaints',
      '/orders',
      '/credit-holds',
      '/invoices',
      '/mail',
      '/dealers',
      '/quotes',
      '/insight/delivery',
      '/insight/quality',
      '/insight/use',
    ]);
  });

  it('shows marketing and sales administration theirs, and both to one with both roles', () => {
    expect(paths(['marketing'])).toEqual(['/', '/news', '/media', '/contact-texts', '/campaign', '/cpq-campaigns']);
    expect(paths(['sales-admin'])).toEqual([
      '/',
      '/credit-holds',
      '/dealers',
      '/quotes',
      '/products',
      '/imports',
      '/maintenance',
      '/insight/sales',
      '/insight/delivery',
      '/insight/quality',
      '/insight/use',
    ]);
    expect(paths(['marketing', 'sales-admin'])).toHaveLength(16);
  });

  it('shows an administrator every area', () => {
    expect(paths(['back-office-admin'])).toEqual(AREAS.map((a) => a.to));
  });

  it('shows nothing while the roles are not known yet', () => {
    expect(paths(undefined)).toEqual([]);
    expect(paths([])).toEqual([]);
  });

  it('names each area with a text of its own', () => {
    expect(new Set(AREAS.map((a) => a.label)).size).toBe(AREAS.length);
  });
});

describe('the open area', () => {
  it('is the start page only on the start page', () => {
    expect(isCurrentArea('/', '/')).toBe(true);
    expect(isCurrentArea('/', '/orders')).toBe(false);
  });

  it('is an area on its list and on its screens', () => {
    expect(isCurrentArea('/orders', '/orders')).toBe(true);
    expect(isCurrentArea('/orders', '/orders/4711')).toBe(true);
    expect(isCurrentArea('/orders', '/invoices')).toBe(false);
  });

  it('is only the deepest area when one lies within another', () => {
    expect(isCurrentArea('/integrations', '/integrations')).toBe(true);
    expect(isCurrentArea('/integrations', '/integrations/webhooks')).toBe(false);
    expect(isCurrentArea('/integrations/webhooks', '/integrations/webhooks')).toBe(true);
  });
});

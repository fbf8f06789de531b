import { describe, expect, it } from 'vitest';
import { parsePortalClaims } from '@portal/contracts/claims';
import { viewAsCodeOf, viewAsOf, viewAsUserSettings } from './view-as-logic';

const SESSION = {
  accessToken: 'va_token',
  expiresAt: '2026-05-01T10:30:00.000Z',
  user: {
    contactId: '11111111-1111-4111-8111-111111111111',
    email: 'anna@reseller-se.test',
    firstName: 'Anna',
    lastName: 'Bergström',
    customerNumber: '10001',
    customerName: 'Brasvärme AB',
    market: 'se' as const,
    accessLevel: 'Reseller,Portal Admin',
  },
  viewer: { name: 'Stina Service' },
};

describe("a staff member's view of the portal, stored as a session", () => {
  it('reads as the user to the portal, with the view beside', () => {
    const settings = viewAsUserSettings(SESSION);
    expect(settings.access_token).toBe('va_token');
    expect(settings.expires_at).toBe(Date.UTC(2026, 4, 1, 10, 30) / 1000);
    expect(parsePortalClaims(settings.profile)).toMatchObject({
      subject: SESSION.user.contactId,
      customerNumber: '10001',
      market: 'se',
      isPortalAdmin: true,
      isReseller: true,
    });
    expect(viewAsOf(settings.profile)).toEqual({
      viewer: 'Stina Service',
      userName: 'Anna Bergström',
      email: 'anna@reseller-se.test',
      customerName: 'Brasvärme AB',
      customerNumber: '10001',
    });
  });

  it("is no view for a user's own sign-in, and the code is what follows #", () => {
    expect(viewAsOf({ sub: 'x' })).toBeNull();
    expect(viewAsOf(undefined)).toBeNull();
    expect(viewAsOf({ view_as: 'Stina' })).toBeNull();
    expect(viewAsCodeOf('#abc_DEF-1')).toBe('abc_DEF-1');
    expect(viewAsCodeOf('')).toBe('');
  });
});

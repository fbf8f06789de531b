import { describe, expect, it } from 'vitest';
import { hasPortalScope, parsePortalClaims, parseRoles } from './claims.js';

describe('token claims', () => {
  it('reads market, customer, names, roles and the forgot-password flag', () => {
    const claims = parsePortalClaims({
      sub: 'c-1',
      email: 'Anna@Reseller-SE.test',
      market: 'SE',
      customer_number: '10001',
      name: 'Anna Bergström',
      given_name: 'Anna',
      family_name: 'Bergström',
      Roles: 'Portal Admin,Reseller',
      forgot_password: false,
      scope: 'openid Portal.Access',
    });
    expect(claims).toEqual({
      subject: 'c-1',
      email: 'anna@reseller-se.test',
      market: 'se',
      customerNumber: '10001',
      name: 'Anna Bergström',
      givenName: 'Anna',
      familyName: 'Bergström',
      roles: ['Portal Admin', 'Reseller'],
      isPortalAdmin: true,
      isReseller: true,
      forgotPassword: false,
      scopes: ['openid', 'Portal.Access'],
    });
  });

  it("reads the scopes from scope or from Entra ID's scp, and finds the portal scope with or without the API address", () => {
    expect(parsePortalClaims({ sub: 'x', scp: 'Portal.Access User.Read' }).scopes).toEqual(['Portal.Access', 'User.Read']);
    expect(parsePortalClaims({ sub: 'x', scp: ['Portal.Access'] }).scopes).toEqual(['Portal.Access']);
    expect(parsePortalClaims({ sub: 'x' }).scopes).toEqual([]);
    expect(hasPortalScope(['openid', 'api://dealer-portal/Portal.Access'])).toBe(true);
    expect(hasPortalScope(['openid', 'profile'])).toBe(false);
    expect(hasPortalScope(['Portal.AccessAll'])).toBe(false);
  });

  it('gives a token without a market the market se', () => {
    expect(parsePortalClaims({ sub: 'x' }).market).toBe('se');
    expect(parsePortalClaims({ sub: 'x', market: '  ' }).market).toBe('se');
  });

  it('finds Portal Admin anywhere in the roles, case-insensitively', () => {
    expect(parsePortalClaims({ sub: 'x', Roles: ['reseller', 'PORTAL ADMIN'] }).isPortalAdmin).toBe(true);
    expect(parsePortalClaims({ sub: 'x', roles: 'Dealer Portal Admin' }).isPortalAdmin).toBe(true);
    expect(parsePortalClaims({ sub: 'x', Roles: 'Reseller' }).isPortalAdmin).toBe(false);
  });

  it('reads no roles from an empty or "none" level', () => {
    expect(parseRoles('')).toEqual([]);
    expect(parseRoles('none')).toEqual([]);
    expect(parseRoles(undefined)).toEqual([]);
    expect(parseRoles([' Reseller ', 42])).toEqual(['Reseller']);
  });

  it('accepts the forgot-password flag as boolean or text', () => {
    expect(parsePortalClaims({ sub: 'x', forgot_password: true }).forgotPassword).toBe(true);
    expect(parsePortalClaims({ sub: 'x', forgot_password: 'True' }).forgotPassword).toBe(true);
    expect(parsePortalClaims({ sub: 'x', forgot_password: 'false' }).forgotPassword).toBe(false);
  });

  it('keeps a numeric customer number as text', () => {
    expect(parsePortalClaims({ sub: 'x', customer_number: 10001 }).customerNumber).toBe('10001');
  });

  it('refuses a token without a subject', () => {
    expect(() => parsePortalClaims({ market: 'se' })).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { clientProblems, clientRequest, clientState, graceHours } from './client-logic';

describe('integration client form', () => {
  const now = new Date('2026-11-28T12:00:00Z');

  it('asks for a name and at least one scope, and an expiry in the future when one is given', () => {
    expect(clientProblems({ name: ' ', scopes: [], expiresAt: '' }, now)).toEqual({
      name: 'integration.validation.name',
      scopes: 'integration.validation.scopes',
    });
    expect(clientProblems({ name: 'ERP', scopes: ['orders.read'], expiresAt: '2020-01-01T00:00' }, now)).toEqual({
      expiresAt: 'integration.validation.expiry',
    });
    expect(clientProblems({ name: 'ERP', scopes: ['orders.read'], expiresAt: '' }, now)).toEqual({});
  });

  it('sends the scopes in their fixed order and no expiry when none is given', () => {
    expect(clientRequest({ name: ' ERP ', scopes: ['events.read', 'orders.read'], expiresAt: '' })).toEqual({
      name: 'ERP',
      scopes: ['orders.read', 'events.read'],
      expiresAt: null,
    });
  });

  it('reads a grace period of 0 to 168 hours', () => {
    expect(graceHours('24')).toBe(24);
    expect(graceHours('0')).toBe(0);
    expect(graceHours('1,5')).toBe(1.5);
    expect(graceHours('169')).toBeNull();
    expect(graceHours('-1')).toBeNull();
    expect(graceHours('x')).toBeNull();
    expect(graceHours(' ')).toBeNull();
  });

  it('colours the states', () => {
    expect(clientState({ state: 'active' }).color).toBe('green');
    expect(clientState({ state: 'revoked' }).key).toBe('integration.state.revoked');
  });
});

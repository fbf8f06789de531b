import { describe, expect, it } from 'vitest';
import { isStaffRole, staffMay } from './staff-roles.js';

describe('staff roles', () => {
  it('let a role make the calls open to it, and no other', () => {
    expect(staffMay(['customer-service'], ['customer-service'])).toBe(true);
    expect(staffMay(['marketing'], ['customer-service', 'sales-admin'])).toBe(false);
    expect(staffMay(['marketing', 'sales-admin'], ['customer-service', 'sales-admin'])).toBe(true);
    expect(staffMay([], ['marketing'])).toBe(false);
  });

  it('let a back-office admin make every staff call', () => {
    expect(staffMay(['back-office-admin'], ['customer-service'])).toBe(true);
    expect(staffMay(['back-office-admin'], [])).toBe(true);
  });

  it('know the four roles only', () => {
    expect(['customer-service', 'marketing', 'sales-admin', 'back-office-admin'].every(isStaffRole)).toBe(true);
    expect(isStaffRole('Portal Admin')).toBe(false);
  });
});

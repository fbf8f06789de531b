import { describe, expect, it } from 'vitest';
import { ApiError } from '@portal/ui/auth';
import { isNotStaff, returnPath } from './auth-logic';

describe('signing in', () => {
  it('comes back to the screen it started from', () => {
    expect(returnPath('/backoffice/orders/4711')).toBe('/orders/4711');
    expect(returnPath('/backoffice/')).toBe('/');
  });

  it('comes back to the start page from the back office’s own address', () => {
    expect(returnPath('/backoffice')).toBe('/');
    expect(returnPath('')).toBe('/');
  });

  it('tells an account that is no staff member from a failure', () => {
    expect(isNotStaff(new ApiError(403, 'NO_ACCESS', 'no staff'))).toBe(true);
    expect(isNotStaff(new ApiError(500, 'INTERNAL_ERROR', 'boom'))).toBe(false);
    expect(isNotStaff(new TypeError('Failed to fetch'))).toBe(false);
  });
});

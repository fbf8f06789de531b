import { describe, expect, it } from 'vitest';
import { forgotPasswordHref } from './idp-login-page';

describe('the sign-in page', () => {
  it('links to the forgotten-password page with the address typed so far', () => {
    expect(forgotPasswordHref('anna@reseller-se.test')).toBe('/forgot-password?email=anna%40reseller-se.test');
    expect(forgotPasswordHref(' a+b@x.test ')).toBe('/forgot-password?email=a%2Bb%40x.test');
    expect(forgotPasswordHref('')).toBe('/forgot-password');
    expect(forgotPasswordHref('   ')).toBe('/forgot-password');
  });
});

import { describe, expect, it } from 'vitest';
import { forgotPasswordHref, signInPageLanguage } from './idp-login-page';

describe('the sign-in page', () => {
  it('links to the forgotten-password page with the address typed so far', () => {
    expect(forgotPasswordHref('anna@reseller-se.test')).toBe('/forgot-password?email=anna%40reseller-se.test');
    expect(forgotPasswordHref(' a+b@x.test ')).toBe('/forgot-password?email=a%2Bb%40x.test');
    expect(forgotPasswordHref('')).toBe('/forgot-password');
    expect(forgotPasswordHref('   ')).toBe('/forgot-password');
  });
});

describe('the sign-in page’s language', () => {
  it('is the one the user picked, else the client’s ui_locales, else the browser’s', () => {
    expect(signInPageLanguage('no', 'de-DE', 'fi')).toBe('no');
    expect(signInPageLanguage(null, 'de-DE', 'fi')).toBe('de');
    expect(signInPageLanguage(null, 'fr-FR da-DK', 'fi')).toBe('dk');
    expect(signInPageLanguage(null, 'fr-FR', 'fi')).toBe('fi');
    expect(signInPageLanguage(null, null, 'en')).toBe('en');
    expect(signInPageLanguage(null, '', 'sv')).toBe('sv');
  });
});

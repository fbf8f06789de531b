import { describe, expect, it } from 'vitest';
import { storedMarket, storedViewAs } from './stored-session';

const KEY = 'oidc.user:https://idp.test:portal';
const NOW = Date.UTC(2025, 5, 1);

/** Session storage holding what the OpenID client stores for a signed-in user, or nothing. */
function storage(value: string | null): Storage {
  return { getItem: (key: string) => (key === KEY ? value : null) } as Storage;
}
const session = (profile: Record<string, unknown>, expiresAt = NOW / 1000 + 600) =>
  storage(JSON.stringify({ profile, expires_at: expiresAt }));

describe('the market of the session stored in the tab', () => {
  it('is read from the stored profile, in lower case', () => {
    expect(storedMarket('https://idp.test', 'portal', session({ sub: 'a', market: 'FI' }), NOW)).toBe('fi');
  });

  it('is unknown without a session, for an expired one, without a market claim or for unreadable storage', () => {
    expect(storedMarket('https://idp.test', 'portal', storage(null), NOW)).toBeNull();
    expect(storedMarket('https://idp.test', 'other', session({ market: 'no' }), NOW)).toBeNull();
    expect(storedMarket('https://idp.test', 'portal', session({ market: 'no' }, NOW / 1000 - 1), NOW)).toBeNull();
    expect(storedMarket('https://idp.test', 'portal', session({ sub: 'a' }), NOW)).toBeNull();
    expect(storedMarket('https://idp.test', 'portal', storage('{not json'), NOW)).toBeNull();
  });
});

describe('a view of the portal stored in the tab', () => {
  it('is told by its claim; a sign-in, nothing or unreadable storage is none', () => {
    expect(storedViewAs('https://idp.test', 'portal', session({ sub: 'a', view_as: { viewer: 'Stina' } }))).toBe(true);
    expect(storedViewAs('https://idp.test', 'portal', session({ sub: 'a' }))).toBe(false);
    expect(storedViewAs('https://idp.test', 'portal', storage(null))).toBe(false);
    expect(storedViewAs('https://idp.test', 'portal', storage('{'))).toBe(false);
  });
});

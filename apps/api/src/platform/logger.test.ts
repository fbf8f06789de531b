import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger.js';

describe('log redaction', () => {
  it('hides codes and tokens in URLs and keeps the rest', () => {
    expect(redactUrl('/signin-callback?code=abc123&state=xyz&iss=http%3A%2F%2Flocalhost')).toBe(
      '/signin-callback?code=[redacted]&state=[redacted]&iss=http%3A%2F%2Flocalhost',
    );
    expect(redactUrl('/idp/session/end?id_token_hint=eyJhbGci.eyJzdWIi.sig&post_logout_redirect_uri=x')).toBe(
      '/idp/session/end?id_token_hint=[redacted]&post_logout_redirect_uri=x',
    );
    expect(redactUrl('/api/order/openOrders?amount=999')).toBe('/api/order/openOrders?amount=999');
  });
});

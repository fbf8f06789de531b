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

  it('hides the signature of a signed file address and the token of a one-time link', () => {
    expect(redactUrl('/api/complaint/file/9a1?expires=1767225600&signature=AbC_def-123')).toBe(
      '/api/complaint/file/9a1?expires=1767225600&signature=[redacted]',
    );
    expect(redactUrl('/files/x.jpg?X-Amz-Credential=AKIA%2F1&X-Amz-Signature=abc123&X-Amz-Expires=60')).toBe(
      '/files/x.jpg?X-Amz-Credential=[redacted]&X-Amz-Signature=[redacted]&X-Amz-Expires=60',
    );
    const token = 'q9X0v3Wb7nQmT2kL8sFh1dZcYpR4uJ6e';
    for (const path of ['/reset-password/', '/api/password-reset/', '/invitation/', '/api/invitations/', '/api/email-change/'])
      expect(redactUrl(`${path}${token}/accept`)).toBe(`${path}[redacted]/accept`);
  });
});

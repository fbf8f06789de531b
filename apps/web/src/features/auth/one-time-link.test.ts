import { describe, expect, it } from 'vitest';
import { ApiError } from '@portal/ui/auth';
import { isLinkToken, linkFailureOf, linkTokenOf } from './one-time-link';

describe('one-time links', () => {
  it('tell a used or replaced link from an expired one and from any other failure', () => {
    expect(linkFailureOf(new ApiError(404, 'LINK_INVALID', 'used'))).toBe('invalid');
    expect(linkFailureOf(new ApiError(410, 'LINK_EXPIRED', 'expired'))).toBe('expired');
    expect(linkFailureOf(new ApiError(500, 'INTERNAL_ERROR', 'boom'))).toBe('error');
    expect(linkFailureOf(new ApiError(0, 'NETWORK_ERROR', 'offline'))).toBe('error');
    expect(linkFailureOf(new Error('anything'))).toBe('error');
  });

  it('read the token from the last segment of the address', () => {
    expect(linkTokenOf('/reset-password/abcDEF123_-abcdefghijkl')).toBe('abcDEF123_-abcdefghijkl');
    expect(linkTokenOf('/email-change/abcdefghijklmnopqrstuv/')).toBe('abcdefghijklmnopqrstuv');
    expect(linkTokenOf('/reset-password/')).toBe('reset-password');
  });

  it('accept only tokens of the shape the API makes', () => {
    expect(isLinkToken('abcDEF123_-abcdefghijkl')).toBe(true);
    expect(isLinkToken('short')).toBe(false);
    expect(isLinkToken('not a token at all, with spaces')).toBe(false);
    expect(isLinkToken('a'.repeat(101))).toBe(false);
  });
});

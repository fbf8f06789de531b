import { describe, expect, it } from 'vitest';
import { ApiError } from '@portal/ui/auth';
import { passwordRefusalKey } from './password-refusal';

describe('a refused new password', () => {
  it("shows the API's reason under the field", () => {
    expect(passwordRefusalKey(new ApiError(400, 'VALIDATION_FAILED', 'common', 'password', 'password-reset.too-common'))).toBe(
      'password-reset.too-common',
    );
    expect(passwordRefusalKey(new ApiError(400, 'VALIDATION_FAILED', 'short', 'password', 'password-reset.too-short'))).toBe(
      'password-reset.too-short',
    );
  });

  it('leaves other answers to the generic text', () => {
    expect(passwordRefusalKey(new ApiError(400, 'VALIDATION_FAILED', 'bad', 'password'))).toBeNull();
    expect(passwordRefusalKey(new ApiError(400, 'BAD_REQUEST', 'bad', undefined, 'some.other-key'))).toBeNull();
    expect(passwordRefusalKey(new ApiError(500, 'INTERNAL_ERROR', 'boom', undefined, 'password-reset.too-common'))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { AcceptInvitationRequest } from '@portal/contracts/invitations';
import { ResetPasswordRequest } from '@portal/contracts/messages';
import { newPasswordProblems } from './new-password';

describe('a new password and its repetition', () => {
  it("words the contract's rule with the contract's own key", () => {
    expect(newPasswordProblems(ResetPasswordRequest, { password: 'short', confirm: 'short' })).toEqual({
      password: 'password-reset.too-short',
    });
    expect(newPasswordProblems(ResetPasswordRequest, { password: 'x'.repeat(201), confirm: '' })).toEqual({
      password: 'password-reset.too-long',
    });
    expect(newPasswordProblems(AcceptInvitationRequest, { password: '', confirm: '' })).toEqual({
      password: 'invitation.password-too-short',
    });
  });

  it('takes a password of the least length once both are the same', () => {
    expect(newPasswordProblems(ResetPasswordRequest, { password: 'twelve-chars', confirm: 'twelve-chars' })).toEqual({});
    expect(newPasswordProblems(ResetPasswordRequest, { password: 'eleven-char', confirm: 'eleven-char' })).toEqual({
      password: 'password-reset.too-short',
    });
  });

  it('tells a differing repetition only once the password itself is right', () => {
    expect(newPasswordProblems(ResetPasswordRequest, { password: 'a-long-enough-password', confirm: 'a-long-enough-passwort' })).toEqual({
      confirm: 'mismatch',
    });
    expect(newPasswordProblems(ResetPasswordRequest, { password: 'short', confirm: 'other' })).toEqual({
      password: 'password-reset.too-short',
    });
  });
});

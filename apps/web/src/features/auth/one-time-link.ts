import { LinkTokenParams } from '@portal/contracts/messages';
import { ApiError } from '@portal/ui/auth';

/** Why a one-time link (invitation, password reset, e-mail change) cannot be used. */
export type LinkFailure = 'invalid' | 'expired' | 'error';

/** What the API's answer says about the link: used or replaced, out of time, or something else went wrong. */
export function linkFailureOf(error: unknown): LinkFailure {
  if (!(error instanceof ApiError)) return 'error';
  if (error.code === 'LINK_EXPIRED') return 'expired';
  if (error.code === 'LINK_INVALID') return 'invalid';
  return 'error';
}

/** The token of a link page, the last segment of its address. */
export const linkTokenOf = (pathname: string) => decodeURIComponent(pathname.replace(/\/+$/, '').split('/').pop() ?? '');

/** Whether a token has the shape the API accepts; anything else cannot be a link it made. */
export const isLinkToken = (token: string) => LinkTokenParams.safeParse({ token }).success;

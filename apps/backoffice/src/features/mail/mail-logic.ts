/**
 * Sent mail's rules as pure functions: the list's filters, a message's state, which messages may
 * be sent again, how often a waiting message is read again, and the way back to the list.
 */
import { MESSAGE_KINDS, OUTBOX_STATES, type OutboxRow, type OutboxState } from '@portal/contracts/messages';
import { errorCodeOf } from '../../lib/form-messages';
import { oneOf } from '../../lib/list-page-logic';

export const MAIL_FILTERS = { state: oneOf(OUTBOX_STATES), kind: oneOf(MESSAGE_KINDS) };

/** Waiting to go, sent, failed and to be tried again, or given up on. */
export const STATE_COLOR: Record<OutboxState, string> = { pending: 'blue', sent: 'green', failed: 'orange', dead: 'red' };

/** Only these a staff member may send again; the server checks it again (409 MESSAGE_NOT_RESENDABLE). */
export const isResendable = (state: OutboxState) => state === 'failed' || state === 'dead';

/** The last error is worth showing in the list only for a message that did not arrive. */
export const listedError = (row: Pick<OutboxRow, 'state' | 'lastError'>) =>
  isResendable(row.state) && row.lastError ? row.lastError : null;

/** While a message on screen waits for the worker, it is read again this often, so its new state shows. */
export const PENDING_REFRESH_MS = 5_000;

export const refreshWhilePending = (states: readonly OutboxState[]) => (states.includes('pending') ? PENDING_REFRESH_MS : false);

/** Why sending again failed: the message moved on meanwhile (sent, or waiting already), or anything else. */
export const resendRefusalKey = (error: unknown) =>
  errorCodeOf(error) === 'MESSAGE_NOT_RESENDABLE' ? 'mail.resend.refused' : 'mail.resend.failed';

/** The list a message was opened from, with its filters, as the link to the message carried them; the list alone otherwise. */
export function listAddress(state: unknown): string {
  const listSearch =
    typeof state === 'object' && state !== null && 'listSearch' in state && typeof state.listSearch === 'string' ? state.listSearch : '';
  return `/mail${listSearch.startsWith('?') ? listSearch : ''}`;
}

import { describe, expect, it } from 'vitest';
import { OUTBOX_STATES } from '@portal/contracts/messages';
import { ApiError } from '@portal/ui/auth';
import { readFilters } from '../../lib/list-page-logic';
import {
  isResendable,
  listAddress,
  listedError,
  MAIL_FILTERS,
  PENDING_REFRESH_MS,
  refreshWhilePending,
  resendRefusalKey,
  STATE_COLOR,
} from './mail-logic';

describe('the sent-mail list', () => {
  it('filters by delivery state and kind of message', () => {
    const params = new URLSearchParams('state=dead&kind=order-confirmation&search=x');
    const read = readFilters(MAIL_FILTERS, (name) => params.get(name));
    expect(read).toEqual({ state: 'dead', kind: 'order-confirmation' });
    expect(readFilters(MAIL_FILTERS, () => 'lost')).toEqual({});
  });

  it('colours every delivery state', () => {
    expect(Object.keys(STATE_COLOR).sort()).toEqual([...OUTBOX_STATES].sort());
    expect(STATE_COLOR.dead).toBe('red');
  });

  it('shows the last error only of a message that did not arrive', () => {
    expect(listedError({ state: 'failed', lastError: '421 try later' })).toBe('421 try later');
    expect(listedError({ state: 'dead', lastError: null })).toBeNull();
    expect(listedError({ state: 'sent', lastError: '421 try later' })).toBeNull();
  });
});

describe('sending again', () => {
  it('is for failed and given-up messages only', () => {
    expect(OUTBOX_STATES.filter(isResendable)).toEqual(['failed', 'dead']);
  });

  it('refused, says the message moved on meanwhile', () => {
    expect(resendRefusalKey(new ApiError(409, 'MESSAGE_NOT_RESENDABLE', 'sent'))).toBe('mail.resend.refused');
    expect(resendRefusalKey(new Error('offline'))).toBe('mail.resend.failed');
  });
});

describe('a message waiting for the worker', () => {
  it('is read again every few seconds until it has moved on', () => {
    expect(refreshWhilePending(['sent', 'pending'])).toBe(PENDING_REFRESH_MS);
    expect(refreshWhilePending(['sent', 'dead'])).toBe(false);
    expect(refreshWhilePending([])).toBe(false);
  });
});

describe('the way back to the list', () => {
  it('keeps the filters the list had', () => {
    expect(listAddress({ listSearch: '?state=dead&page=2' })).toBe('/mail?state=dead&page=2');
  });

  it('is the list alone without them, or with anything else', () => {
    expect(listAddress(null)).toBe('/mail');
    expect(listAddress({ listSearch: '' })).toBe('/mail');
    expect(listAddress({ listSearch: '//elsewhere.example' })).toBe('/mail');
    expect(listAddress({ listSearch: 42 })).toBe('/mail');
    expect(listAddress('?state=dead')).toBe('/mail');
  });
});

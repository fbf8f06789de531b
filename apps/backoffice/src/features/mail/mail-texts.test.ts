import { describe, expect, it } from 'vitest';
import { MESSAGE_KINDS, OUTBOX_STATES } from '@portal/contracts/messages';
import en from '../../locales/en.json';

// The locale files' own test holds the other five languages to English's keys.
describe('texts of sent mail', () => {
  it('name every kind of message the portal writes', () => {
    expect(Object.keys(en.mail.kind).sort()).toEqual([...MESSAGE_KINDS].sort());
  });

  it('name every delivery state', () => {
    expect(Object.keys(en.mail.state).sort()).toEqual([...OUTBOX_STATES].sort());
  });
});

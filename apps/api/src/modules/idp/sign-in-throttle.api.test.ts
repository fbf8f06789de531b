import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';
import { postSignInForm } from '../../test/oidc-flow.js';
import { SIGN_IN_THROTTLE } from './sign-in-throttle.js';

// The throttle's clock: each test moves it past the growing delays instead of waiting them out.
let clock = Date.now();
const t = useTestApp({ now: () => new Date(clock) });

/** Posts the sign-in page's form as a browser at `address` does; answers where the provider sent it. */
const signInFrom = (address: string, username: string, password: string) =>
  postSignInForm(t.app, t.config, { remoteAddress: address }, username, password);

const signedIn = (location: string) => location.includes('/idp/auth/');
const throttled = (location: string) => location.includes('error=rate-limited');
const refused = (location: string) => location.includes('error=credentials');
const later = (minutes: number) => (clock += minutes * 60_000);

describe('sign-in throttling', () => {
  it('locks an account after ten wrong passwords from ten addresses, tells its user once, and still lets others in', async () => {
    for (let i = 1; i <= SIGN_IN_THROTTLE.lockAt; i++) {
      later(1);
      expect(refused(await signInFrom(`127.0.1.${i}`, 'anna@reseller-se.test', `guess-${i}`)), `attempt ${i}`).toBe(true);
    }
    later(1);
    // The right password from yet another address: locked all the same.
    expect(throttled(await signInFrom('127.0.1.200', 'anna@reseller-se.test', 'portal'))).toBe(true);
    expect(signedIn(await signInFrom('127.0.1.200', 'ola@reseller-no.test', 'portal'))).toBe(true);
    const told = await t.database.db
      .selectFrom('outbox_message')
      .select('kind')
      .where('recipient', '=', 'anna@reseller-se.test')
      .where('kind', '=', 'sign-in-locked')
      .execute();
    expect(told).toHaveLength(1);
    // After the lock, the right password signs in.
    later(SIGN_IN_THROTTLE.lockMs / 60_000 + 1);
    await t.database.db
      .updateTable('sign_in_lock')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .execute();
    expect(signedIn(await signInFrom('127.0.1.201', 'anna@reseller-se.test', 'portal'))).toBe(true);
  });

  it('slows each further guess at an account with a growing wait', async () => {
    for (let i = 0; i < SIGN_IN_THROTTLE.delayFrom; i++)
      expect(refused(await signInFrom('127.0.2.1', 'mia@reseller-fi.test', 'wrong'))).toBe(true);
    // Straight away: wait first; a second later: one more guess, then a longer wait.
    expect(throttled(await signInFrom('127.0.2.2', 'mia@reseller-fi.test', 'wrong'))).toBe(true);
    clock += 1_100;
    expect(refused(await signInFrom('127.0.2.2', 'mia@reseller-fi.test', 'wrong'))).toBe(true);
    clock += 1_100;
    expect(throttled(await signInFrom('127.0.2.3', 'mia@reseller-fi.test', 'portal'))).toBe(true);
    clock += 2_100;
    expect(signedIn(await signInFrom('127.0.2.3', 'mia@reseller-fi.test', 'portal'))).toBe(true);
  });

  it('stops one address spraying many accounts, known or not, with the same answers for both', async () => {
    const answers: string[] = [];
    for (let i = 0; i < SIGN_IN_THROTTLE.addressLimit; i++) {
      const name = i % 2 ? `nobody-${i}@reseller-se.test` : `guess-${i}@reseller-se.test`;
      answers.push(new URL(await signInFrom('127.0.3.1', name, 'Sommar2026!'), 'http://x').searchParams.get('error') ?? '');
    }
    expect(new Set(answers)).toEqual(new Set(['credentials']));
    expect(throttled(await signInFrom('127.0.3.1', 'admin@reseller-se.test', 'portal'))).toBe(true);
    // The same account from another address is not held up by the sprayer.
    expect(signedIn(await signInFrom('127.0.3.2', 'admin@reseller-se.test', 'portal'))).toBe(true);
  });
});

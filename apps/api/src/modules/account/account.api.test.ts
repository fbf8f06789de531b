import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { useTestApp } from '../../test/use-test-app.js';
import { rowCount } from '../../test/fixtures.js';
import { signInThroughProvider } from '../../test/oidc-flow.js';
import { startSmtpPeer, type SmtpPeer } from '../../test/smtp-peer.js';

const linkIn = (mail: ParsedMail, path: string) => {
  const match = new RegExp(`https?://[^\\s]+/${path}/([\\w-]+)`).exec(mail.text ?? '');
  if (!match) throw new Error(`no /${path}/ link in: ${mail.text}`);
  return match[1]!;
};

describe('password reset and e-mail address change', () => {
  let smtp: SmtpPeer;
  let clock = Date.now();
  beforeAll(async () => {
    smtp = await startSmtpPeer();
  });
  afterAll(async () => {
    await smtp.stop();
  });
  const t = useTestApp(() => ({ now: () => new Date(clock), mail: { smtpUrl: smtp.url } }));

  /** Delivers what the outbox holds and answers the messages that reached the peer since `before`. */
  const deliver = async (before: number) => {
    await t.app.outbox.runOnce();
    return smtp.received.slice(before);
  };
  const outboxCount = () => rowCount(t, 'outbox_message');
  const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });

  it('answers the same for a known and an unknown address, and writes only to the known one', async () => {
    const before = await outboxCount();
    const known = await post('/api/password-reset', { email: 'ola@reseller-no.test' });
    const unknown = await post('/api/password-reset', { email: 'nobody@reseller-no.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await outboxCount()).toBe(before + 1);
    const sent = await deliver(smtp.received.length);
    expect(sent.map((m) => m.to)).toMatchObject([{ value: [{ address: 'ola@reseller-no.test' }] }]);
  });

  it('sends a link that sets a new password once, ends every session and refuses common passwords', async () => {
    clock = Date.now();
    const session = await signInThroughProvider(t.app, t.config, 'anna@reseller-se.test', 'portal');
    if (!session.ok || !session.refreshToken) throw new Error('sign-in failed');

    const before = smtp.received.length;
    await post('/api/password-reset', { email: 'Anna@Reseller-SE.test', language: 'de' });
    const [mail] = await deliver(before);
    expect(mail!.to).toMatchObject({ value: [{ address: 'anna@reseller-se.test' }] });
    // Anna has chosen no language of her own: the page's language, German, is used.
    expect(mail!.subject).toBe('Passwort zurücksetzen');
    const token = linkIn(mail!, 'reset-password');

    const details = await t.app.inject({ method: 'GET', url: `/api/password-reset/${token}` });
    expect(details.json()).toMatchObject({ email: 'anna@reseller-se.test' });

    const common = await post(`/api/password-reset/${token}`, { password: 'password1234' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ field: 'password', key: 'password-reset.too-common' });
    const short = await post(`/api/password-reset/${token}`, { password: 'kort-lösen' });
    expect(short.statusCode).toBe(400);

    const reset = await post(`/api/password-reset/${token}`, { password: 'vedtrave-i-snön-2026' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ email: 'anna@reseller-se.test', staff: false });

    // Once only.
    const again = await post(`/api/password-reset/${token}`, { password: 'ett-annat-lösen-2026' });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'LINK_INVALID' });

    // The refresh token of the session before the reset no longer works.
    const renew = await t.app.inject({
      method: 'POST',
      url: '/idp/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: session.refreshToken,
        client_id: t.config.oidc.clientId,
        resource: t.config.oidc.audience,
      }).toString(),
    });
    expect(renew.statusCode).toBe(400);
    expect(renew.json()).toMatchObject({ error: 'invalid_grant' });

    expect((await signInThroughProvider(t.app, t.config, 'anna@reseller-se.test', 'portal')).ok).toBe(false);
    expect((await signInThroughProvider(t.app, t.config, 'anna@reseller-se.test', 'vedtrave-i-snön-2026')).ok).toBe(true);
  });

  it('lets a link expire after 30 minutes, and a new link replace the old one', async () => {
    clock = Date.now();
    const before = smtp.received.length;
    await post('/api/password-reset', { email: 'mia@reseller-fi.test' });
    const [first] = await deliver(before);
    await post('/api/password-reset', { email: 'mia@reseller-fi.test' });
    const [second] = await deliver(before + 1);
    expect((await t.app.inject({ method: 'GET', url: `/api/password-reset/${linkIn(first!, 'reset-password')}` })).json()).toMatchObject({
      code: 'LINK_INVALID',
    });
    const token = linkIn(second!, 'reset-password');
    clock += 31 * 60_000;
    const late = await post(`/api/password-reset/${token}`, { password: 'sauna-ja-halot-2026' });
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ code: 'LINK_EXPIRED' });
    clock = Date.now();
  });

  it('sends the flagged user a reset link at sign-in instead of a session, and the flag goes with the new password', async () => {
    const before = smtp.received.length;
    const attempt = await signInThroughProvider(t.app, t.config, 'reset@reseller-se.test', 'portal');
    expect(attempt.ok).toBe(false);
    expect(attempt.loginLocation).toContain('error=reset-required');
    const [mail] = await deliver(before);
    expect(mail!.subject).toBe('Återställ ditt lösenord');
    await post(`/api/password-reset/${linkIn(mail!, 'reset-password')}`, { password: 'nytt-lösenord-för-reset' });
    const after = await signInThroughProvider(t.app, t.config, 'reset@reseller-se.test', 'nytt-lösenord-för-reset');
    expect(after.ok).toBe(true);
  });

  it('changes the e-mail address only when the link to the new one is followed, and tells the old one', async () => {
    const before = smtp.received.length;
    const asked = await t.call('ola@reseller-no.test', 'POST', '/api/account/email-change', { email: 'ola.nordmann@reseller-no.test' });
    expect(asked.json()).toEqual({ sentTo: 'ola.nordmann@reseller-no.test' });
    // Nothing changes before the link is followed.
    expect((await t.call('ola@reseller-no.test', 'GET', '/api/reseller/myContact')).json()).toMatchObject({
      emailaddress1: 'ola@reseller-no.test',
    });
    const [confirm] = await deliver(before);
    expect(confirm!.to).toMatchObject({ value: [{ address: 'ola.nordmann@reseller-no.test' }] });
    expect(confirm!.subject).toBe('Bekreft den nye e-postadressen din');
    const token = linkIn(confirm!, 'email-change');

    const done = await post(`/api/email-change/${token}`, {});
    expect(done.json()).toEqual({ email: 'ola.nordmann@reseller-no.test' });
    expect((await post(`/api/email-change/${token}`, {})).json()).toMatchObject({ code: 'LINK_INVALID' });
    const [notice] = await deliver(before + 1);
    expect(notice!.to).toMatchObject({ value: [{ address: 'ola@reseller-no.test' }] });
    expect(notice!.text).toContain('ola.nordmann@reseller-no.test');
    expect((await signInThroughProvider(t.app, t.config, 'ola.nordmann@reseller-no.test', 'portal')).ok).toBe(true);
  });

  it('answers the same for an address someone already has, which gets a word instead of a link', async () => {
    const before = smtp.received.length;
    const asked = await t.call('mia@reseller-fi.test', 'POST', '/api/account/email-change', { email: 'jonas@reseller-de.test' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ sentTo: 'jonas@reseller-de.test' });
    const [word] = await deliver(before);
    expect(word!.to).toMatchObject({ value: [{ address: 'jonas@reseller-de.test' }] });
    expect(word!.text).not.toMatch(/\/email-change\//);
    expect((await t.call('mia@reseller-fi.test', 'GET', '/api/reseller/myContact')).json()).toMatchObject({
      emailaddress1: 'mia@reseller-fi.test',
    });
  });

  it('keeps the notification choices and the language of each user', async () => {
    expect((await t.call('jonas@reseller-de.test', 'GET', '/api/account/notifications')).json()).toEqual({
      orderConfirmation: true,
      orderUpdates: true,
      complaints: true,
      invoices: true,
    });
    const choice = { orderConfirmation: false, orderUpdates: true, complaints: false, invoices: true };
    expect((await t.call('jonas@reseller-de.test', 'PUT', '/api/account/notifications', choice)).json()).toEqual(choice);
    expect((await t.call('jonas@reseller-de.test', 'GET', '/api/account/notifications')).json()).toEqual(choice);
    // A colleague's choices are the colleague's own.
    expect((await t.call('admin@reseller-se.test', 'GET', '/api/account/notifications')).json()).toMatchObject({ orderConfirmation: true });

    expect((await t.call('jonas@reseller-de.test', 'PUT', '/api/account/language', { language: 'de' })).json()).toEqual({ language: 'de' });
    const row = await t.database.db
      .selectFrom('contact')
      .select('language')
      .where('email', '=', 'jonas@reseller-de.test')
      .executeTakeFirst();
    expect(row?.language).toBe('de');
    expect((await t.call('jonas@reseller-de.test', 'PUT', '/api/account/language', { language: 'xx' })).statusCode).toBe(400);
  });
});

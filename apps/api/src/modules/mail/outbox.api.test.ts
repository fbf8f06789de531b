import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { simpleParser } from 'mailparser';
import type { TestApp } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { startSmtpPeer, type SmtpPeer } from '../../test/smtp-peer.js';
import { enqueueMessage } from './outbox.repository.js';

const resetFor = (t: TestApp, email: string) => t.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email } });

const rowsTo = (t: TestApp, recipient: string) =>
  t.database.db.selectFrom('outbox_message').selectAll().where('recipient', '=', recipient).orderBy('created_at').execute();

describe('outbox delivery over SMTP', () => {
  let smtp: SmtpPeer;
  afterAll(async () => {
    await smtp.stop?.();
  });
  const t = useTestApp(async () => {
    // A port with nobody listening until the test starts the peer there.
    const probe = await startSmtpPeer();
    const port = probe.port;
    await probe.stop();
    smtp = { port } as SmtpPeer;
    return { mail: { smtpUrl: `smtp://127.0.0.1:${port}`, retryBaseMs: 50, maxAttempts: 3 } };
  });

  it('tries again while the mail server is down and delivers once when it is back, under one Message-ID', async () => {
    await resetFor(t, 'anna@reseller-se.test');
    await t.app.outbox.runOnce();
    const [failed] = await rowsTo(t, 'anna@reseller-se.test');
    expect(failed).toMatchObject({ state: 'failed', attempts: 1 });
    expect(failed!.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(failed!.next_attempt_at.getTime()).toBeGreaterThan(Date.now() - 1000);

    smtp = await startSmtpPeer(smtp.port);
    await new Promise((r) => setTimeout(r, 120));
    await t.app.outbox.runOnce();
    const received = await smtp.waitFor(1);
    expect(received).toHaveLength(1);
    expect(received[0]!.messageId).toBe(`<${failed!.id}@localhost>`);
    const [sent] = await rowsTo(t, 'anna@reseller-se.test');
    expect(sent).toMatchObject({ state: 'sent', attempts: 2, last_error: null });

    // Nothing further goes out for it.
    await t.app.outbox.runOnce();
    expect(smtp.received).toHaveLength(1);
  });

  it('marks a message dead after the last attempt, and staff send it again', async () => {
    await smtp.stop();
    await resetFor(t, 'mia@reseller-fi.test');
    for (let i = 0; i < 3; i++) {
      await t.app.outbox.runOnce();
      await new Promise((r) => setTimeout(r, 250));
    }
    const [dead] = await rowsTo(t, 'mia@reseller-fi.test');
    expect(dead).toMatchObject({ state: 'dead', attempts: 3 });

    const listed = await t.call('service@manufacturer.test', 'GET', '/api/staff/mail?state=dead');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items).toEqual([
      expect.objectContaining({ id: dead!.id, to: 'mia@reseller-fi.test', kind: 'password-reset', state: 'dead', attempts: 3 }),
    ]);
    const view = await t.call('service@manufacturer.test', 'GET', `/api/staff/mail/${dead!.id}`);
    expect(view.json()).toMatchObject({ subject: expect.any(String), messageId: `<${dead!.id}@localhost>` });
    // Staff read the message without the recipient's one-time link.
    expect(view.json().text).toContain('/reset-password/••••••••');
    expect(view.json().text).not.toMatch(/\/reset-password\/[\w-]{20,}/);
    expect(view.json().html).not.toMatch(/\/reset-password\/[\w-]{20,}/);

    smtp = await startSmtpPeer(smtp.port);
    const resent = await t.call('service@manufacturer.test', 'POST', `/api/staff/mail/${dead!.id}/resend`);
    expect(resent.json()).toMatchObject({ state: 'pending', attempts: 0 });
    await t.app.outbox.runOnce();
    await smtp.waitFor(1);
    expect((await rowsTo(t, 'mia@reseller-fi.test'))[0]).toMatchObject({ state: 'sent' });
    const audit = await t.database.db.selectFrom('audit_log').selectAll().where('object_id', '=', dead!.id).execute();
    expect(audit).toEqual([expect.objectContaining({ action: 'mail.resend', object_type: 'mail' })]);

    // A sent message cannot be "sent again"; an unknown one is not found; a dealer may not look.
    expect((await t.call('service@manufacturer.test', 'POST', `/api/staff/mail/${dead!.id}/resend`)).json()).toMatchObject({
      code: 'MESSAGE_NOT_RESENDABLE',
    });
    expect((await t.call('service@manufacturer.test', 'GET', `/api/staff/mail/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await t.call('anna@reseller-se.test', 'GET', '/api/staff/mail')).statusCode).toBe(403);
  });

  it('sends each message once with two instances delivering from one database at the same time', async () => {
    const second = await t.secondInstance();
    try {
      const before = smtp.received.length;
      const recipients = Array.from({ length: 30 }, (_, i) => `two-instances-${i}@reseller-se.test`);
      for (const email of recipients) {
        await enqueueMessage(t.database.db, { to: { email, language: 'sv' }, message: { kind: 'email-change-in-use' } });
      }
      await Promise.all([t.app.outbox.runOnce(), second.app.outbox.runOnce(), t.app.outbox.runOnce(), second.app.outbox.runOnce()]);
      const received = (await smtp.waitFor(before + 30)).slice(before);
      await new Promise((r) => setTimeout(r, 200));
      expect(smtp.received.length - before).toBe(30);
      expect(new Set(received.map((m) => m.messageId)).size).toBe(30);
      expect(new Set(received.map((m) => (m.to as { text: string }).text))).toEqual(new Set(recipients));
    } finally {
      await second.close();
    }
  });
});

describe('outbox without a mail server', () => {
  const t = useTestApp();

  it('keeps every message as sent, as an .eml file under the data folder', async () => {
    await resetFor(t, 'ola@reseller-no.test');
    await t.app.outbox.runOnce();
    const [row] = await rowsTo(t, 'ola@reseller-no.test');
    expect(row).toMatchObject({ state: 'sent', attempts: 1 });
    const files = (await fs.readdir(t.config.mail.dir)).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const mail = await simpleParser(await fs.readFile(path.join(t.config.mail.dir, files[0]!)));
    expect(mail.messageId).toBe(`<${row!.id}@localhost>`);
    expect(mail.subject).toBe('Tilbakestill passordet ditt');
    expect(mail.html).toContain('<html lang="no">');
    expect(mail.text).toContain('/reset-password/');
  });
});

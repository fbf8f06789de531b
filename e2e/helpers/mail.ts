import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type AddressObject } from 'mailparser';

/**
 * The messages the portal under test has written. Without an SMTP server the mail worker keeps
 * each message as an RFC 822 file (`.eml`) under `<DATA_DIR>/mail/`; playwright.config.ts names
 * that folder in E2E_DATA_DIR for every worker.
 */
function mailDir(): string {
  const dataDir = process.env['E2E_DATA_DIR'];
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the specs through playwright.config.ts');
  return path.join(dataDir, 'mail');
}

const addressesOf = (to: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(to) ? to : to ? [to] : []).flatMap((group) => group.value.map((v) => (v.address ?? '').toLowerCase()));

/**
 * The plain text of the newest message to `address` written at or after `since` (milliseconds,
 * as Date.now()), or null while there is none: the mail worker sends a moment after the change.
 */
export async function newestMailText(address: string, { since = 0 }: { since?: number } = {}): Promise<string | null> {
  const names = await fs.readdir(mailDir()).catch(() => [] as string[]);
  const files = await Promise.all(
    names
      .filter((n) => n.endsWith('.eml'))
      .map(async (n) => ({ file: path.join(mailDir(), n), time: (await fs.stat(path.join(mailDir(), n))).mtimeMs })),
  );
  files.sort((a, b) => b.time - a.time || b.file.localeCompare(a.file));
  for (const { file, time } of files) {
    if (time < since) break;
    const mail = await simpleParser(await fs.readFile(file));
    if (addressesOf(mail.to).includes(address.toLowerCase())) return mail.text ?? null;
  }
  return null;
}

/** The one-time link of the newest invitation e-mail to `address`, once the mail worker has written it: inviting answers without it. */
export async function mailedInvitationLink(address: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => (link = /https?:\/\/\S+\/invitation\/[\w-]+/.exec((await newestMailText(address)) ?? '')?.[0] ?? ''), {
      timeout: 60_000,
      message: `the invitation e-mail to ${address}`,
    })
    .not.toBe('');
  return link;
}

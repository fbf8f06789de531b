import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * The messages the portal under test has written. Without an SMTP server the mail worker writes
 * each message as an RFC 822 file (`.eml`) under `<DATA_DIR>/mail/`; these helpers find the newest
 * one for an address and read its plain-text part.
 */

const PORT = Number(process.env['E2E_PORT'] ?? 3100);

/**
 * The data folder of the portal on the specs' port. playwright.config.ts makes a fresh folder for
 * the server it starts, and each worker loads that file again (and makes a folder of its own), so
 * the server's folder is read from the server process: its environment names it.
 */
export async function portalDataDir(): Promise<string> {
  const given = process.env['E2E_DATA_DIR'];
  if (given) return path.resolve(given);
  const fromProcess = await dataDirOfServer().catch(() => null);
  if (fromProcess) return fromProcess;
  // Without /proc: the newest of the configuration's temporary folders that the server has filled.
  const candidates = await fs.readdir(os.tmpdir()).catch(() => [] as string[]);
  let best: { dir: string; time: number } | null = null;
  for (const name of candidates.filter((n) => n.startsWith('portal-e2e-'))) {
    const dir = path.join(os.tmpdir(), name);
    const stat = await fs.stat(path.join(dir, 'mail')).catch(() => null);
    if (stat && (!best || stat.mtimeMs > best.time)) best = { dir, time: stat.mtimeMs };
  }
  if (!best) throw new Error('The data folder of the portal under test was not found; set E2E_DATA_DIR');
  return best.dir;
}

async function dataDirOfServer(): Promise<string | null> {
  for (const pid of (await fs.readdir('/proc')).filter((name) => /^\d+$/.test(name))) {
    const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (!cmdline.includes('apps/api/dist/main.js')) continue;
    const environ = await fs.readFile(`/proc/${pid}/environ`, 'utf8').catch(() => '');
    const env = new Map(
      environ
        .split('\0')
        .filter((entry) => entry.includes('='))
        .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
    );
    if (env.get('PORT') !== String(PORT) || !env.get('DATA_DIR')) continue;
    const cwd = await fs.readlink(`/proc/${pid}/cwd`).catch(() => process.cwd());
    return path.resolve(cwd, env.get('DATA_DIR') ?? '');
  }
  return null;
}

async function emlFiles(dir: string): Promise<{ file: string; time: number }[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  const found: { file: string; time: number }[] = [];
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await emlFiles(file)));
    else if (entry.name.endsWith('.eml')) found.push({ file, time: (await fs.stat(file)).mtimeMs });
  }
  return found;
}

type Part = { headers: Map<string, string>; body: string };

/** Headers (unfolded, names in lower case) and body; the text is the file's bytes one for one (latin1). */
function parsePart(raw: string): Part {
  const end = /\r?\n\r?\n/.exec(raw);
  const head = end ? raw.slice(0, end.index) : raw;
  const body = end ? raw.slice(end.index + end[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

const parameter = (header: string, name: string) => new RegExp(`${name}="?([^";]+)"?`, 'i').exec(header)?.[1];

/** Quoted-printable to bytes: soft line breaks go, `=XX` becomes the byte XX. */
export function decodeQuotedPrintable(text: string): Buffer {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(joined.charCodeAt(i) & 0xff);
  }
  return Buffer.from(bytes);
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const charset = parameter(part.headers.get('content-type') ?? '', 'charset') ?? 'utf-8';
  const bytes =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(part.body)
      : encoding === 'base64'
        ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64')
        : Buffer.from(part.body, 'latin1');
  return new TextDecoder(charset).decode(bytes);
}

/** The first plain-text part that is not an attachment, through nested multiparts. */
function plainText(part: Part): string | null {
  const type = part.headers.get('content-type') ?? 'text/plain';
  if (/^multipart\//i.test(type)) {
    const boundary = parameter(type, 'boundary');
    if (!boundary) return null;
    // The preamble before the first delimiter is not a part; the close delimiter ends them.
    for (const piece of part.body.split(`--${boundary}`).slice(1)) {
      if (piece.startsWith('--')) break;
      const text = plainText(parsePart(piece.replace(/^\r?\n/, '').replace(/\r?\n$/, '')));
      if (text !== null) return text;
    }
    return null;
  }
  if (!/^text\/plain/i.test(type) || /^attachment/i.test(part.headers.get('content-disposition') ?? '')) return null;
  return decodeBody(part);
}

/** The plain-text part of an RFC 822 message as nodemailer writes it (7bit, quoted-printable or base64). */
export function messageText(raw: Buffer): { to: string; text: string | null } {
  const message = parsePart(raw.toString('latin1'));
  return { to: message.headers.get('to') ?? '', text: plainText(message) };
}

const addressed = (to: string, address: string) =>
  new RegExp(`(^|[\\s<,"])${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[\\s>,"])`, 'i').test(to);

/**
 * The plain text of the newest message to `address` written at or after `since` (milliseconds,
 * as Date.now()), or null while there is none: the mail worker sends a moment after the call.
 */
export async function newestMailText(address: string, { since = 0 }: { since?: number } = {}): Promise<string | null> {
  const files = (await emlFiles(path.join(await portalDataDir(), 'mail'))).filter((f) => f.time >= since);
  files.sort((a, b) => b.time - a.time || b.file.localeCompare(a.file));
  for (const { file } of files) {
    const message = messageText(await fs.readFile(file));
    if (addressed(message.to, address)) return message.text;
  }
  return null;
}

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export type SmtpPeer = {
  /** `smtp://…` of the peer, for SMTP_URL. */
  url: string;
  port: number;
  /** Every message received so far, parsed. */
  received: ParsedMail[];
  /** Resolves once `count` messages have arrived, or rejects after `timeoutMs`. */
  waitFor: (count: number, timeoutMs?: number) => Promise<ParsedMail[]>;
  stop: () => Promise<void>;
};

/**
 * A real SMTP server on the loopback address, as a mail server would receive the portal's
 * messages: plain SMTP without TLS or login, every message parsed as a mail client reads it.
 */
export async function startSmtpPeer(port = 0): Promise<SmtpPeer> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    received,
    async waitFor(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} messages, got ${received.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return received;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

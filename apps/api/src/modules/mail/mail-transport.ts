import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type OutgoingMail = {
  /** Stable for the message: a retry reaches the recipient as the same message. */
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
  /** Someone else's message the portal sends (a dealer's offer): the name it comes from, and where replies go. */
  sender?: { name: string; replyTo: string };
};

/** The address part of the configured sender (`Name <address>` or the bare address). */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();

export type MailTransport = {
  /** `smtp`: handed to a mail server; `stored`: kept as a file under the data folder, for a portal without one. */
  kind: 'smtp' | 'stored';
  send: (mail: OutgoingMail) => Promise<void>;
  close: () => void;
};

export type MailTransportConfig = { smtpUrl: string | undefined; from: string; mailDir: string };

// Short waits: a mail server that does not answer is tried again later, not waited for.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailTransport(config: MailTransportConfig): MailTransport {
  const message = (mail: OutgoingMail) => ({
    // The portal's own address stays the sender (SPF, DKIM); the name is the dealer's, replies go to the dealer.
    from: mail.sender ? { name: mail.sender.name, address: addressOf(config.from) } : config.from,
    ...(mail.sender ? { replyTo: mail.sender.replyTo } : {}),
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    attachments: mail.attachments,
    headers: { 'Auto-Submitted': 'auto-generated' },
  });

  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({ url: config.smtpUrl, ...TIMEOUTS });
    return {
      kind: 'smtp',
      send: async (mail) => {
        await transport.sendMail(message(mail));
      },
      close: () => transport.close(),
    };
  }

  // No mail server: the message is written as it would be sent, to DATA_DIR/mail/*.eml.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'stored',
    send: async (mail) => {
      const info = await transport.sendMail(message(mail));
      await fs.mkdir(config.mailDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.messageId.replace(/[^\w.-]/g, '')}.eml`;
      const file = path.join(config.mailDir, name);
      // Written under another name first: a reader never sees half a message.
      await fs.writeFile(`${file}.partial`, info.message as Buffer);
      await fs.rename(`${file}.partial`, file);
    },
    close: () => transport.close(),
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { DocumentRef } from '../../platform/messages.js';
import type { Metrics } from '../../platform/metrics.js';
import { inSpan } from '../../platform/tracing.js';
import type { StoredMessageData } from './messages.js';
import type { MailTransport } from './mail-transport.js';
import type { OutboxRepository, OutboxRow } from './outbox.repository.js';
import { renderMessage, type RenderSettings, type WrittenMessage } from './render.js';

/** Makes a document to attach (the order confirmation, the invoice) in the recipient's language; null when it does not exist. */
export type DocumentMaker = (ref: DocumentRef, language: string) => Promise<{ filename: string; content: Buffer } | null>;

export type OutboxWorkerSettings = {
  /** Attempts before a message is dead. */
  maxAttempts: number;
  /** The wait after the first failed attempt; it doubles with every further one, up to an hour. */
  retryBaseMs: number;
  /** How often the outbox is looked at. */
  pollMs: number;
  /** How long a claim holds: longer than any one delivery takes. */
  leaseMs: number;
  batchSize: number;
};

export type OutboxWorkerDeps = {
  outbox: OutboxRepository;
  transport: MailTransport;
  documents: DocumentMaker;
  render: RenderSettings;
  /** The host part of every Message-ID. */
  messageIdDomain: string;
  settings: OutboxWorkerSettings;
  log: FastifyBaseLogger;
  metrics: Metrics;
};

const MAX_BACKOFF_MS = 3600_000;

/** The wait before attempt `attempts + 1`: base, 2 × base, 4 × base, … at most an hour. */
export const backoffMs = (attempts: number, baseMs: number) => Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempts - 1));

/**
 * Delivers the outbox: claims due messages, writes each in its recipient's language, attaches
 * its documents and hands it to the transport; a failure is tried again later with a growing
 * wait, and after the last attempt the message is dead until staff send it again. Any number
 * of instances may run it on one database: a claim is one row's, for one worker.
 */
export function createOutboxWorker(deps: OutboxWorkerDeps) {
  const { outbox, settings, log } = deps;
  let timer: NodeJS.Timeout | null = null;
  let stopped = true;
  let closing = false;
  // Rounds of one worker run one after the other, whether the timer or a caller starts them.
  let queue: Promise<unknown> = Promise.resolve();

  /**
   * One message's delivery, in a span of the trace of the change that wrote it (when tracing is on), with the
   * mail server's part in a span of its own.
   */
  function deliver(row: OutboxRow) {
    const attributes = {
      'messaging.system': 'portal-outbox',
      'messaging.operation.type': 'process',
      'portal.outbox.kind': 'mail',
      'portal.message.kind': row.kind,
      'portal.message.id': row.id,
      'portal.message.attempt': row.attempts,
    };
    return inSpan('outbox deliver', attributes, () => attempt(row), (row.data as { traceparent?: string }).traceparent);
  }

  async function attempt(row: OutboxRow) {
    let written: WrittenMessage | null = null;
    try {
      const data = row.data as StoredMessageData;
      written = renderMessage(data, row.language, deps.render);
      const attachments = [];
      for (const ref of row.attachments) {
        const document = await deps.documents(ref, row.language);
        if (!document) throw new Error(`document ${ref.document} ${ref.ref} cannot be made`);
        attachments.push({ filename: document.filename, content: document.content, contentType: 'application/pdf' });
      }
      const message = {
        messageId: `<${row.id}@${deps.messageIdDomain}>`,
        to: row.recipient,
        subject: written.subject,
        text: written.text,
        html: written.html,
        attachments,
        ...(data.kind === 'offer' ? { sender: { name: data.sender.name, replyTo: data.sender.replyTo } } : {}),
      };
      await inSpan('mail send', { 'portal.message.kind': row.kind, 'portal.message.attachments': attachments.length }, () =>
        deps.transport.send(message),
      );
      await outbox.markSent(row.id, written);
      log.info({ messageId: row.id, kind: row.kind, attempt: row.attempts }, 'message sent');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retry = row.attempts >= settings.maxAttempts ? null : backoffMs(row.attempts, settings.retryBaseMs);
      await outbox.markFailed(row.id, reason, retry, written);
      deps.metrics.mailFailed(row.kind, retry === null);
      log.warn({ messageId: row.id, kind: row.kind, attempt: row.attempts, dead: retry === null, err: reason }, 'message not sent');
    }
  }

  /** One round: every message due now, a batch at a time; answers how many were tried. */
  async function drain(): Promise<number> {
    let tried = 0;
    for (;;) {
      const rows = await outbox.claimDue(settings.batchSize, settings.leaseMs);
      for (const row of rows) await deliver(row);
      tried += rows.length;
      if (rows.length < settings.batchSize || closing) return tried;
    }
  }

  function round(): Promise<number> {
    const next = queue.then(drain);
    queue = next.catch(() => 0);
    return next;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      round()
        .catch((error: unknown) => log.warn({ err: error }, 'outbox round failed'))
        .finally(schedule);
    }, settings.pollMs);
    timer.unref();
  }

  return {
    /** Delivers what is due now (tests, and a nudge after a change). */
    runOnce: round,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    /** Stops polling and waits for the round under way. */
    async stop() {
      stopped = true;
      closing = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await queue;
      deps.transport.close();
    },
  };
}
export type OutboxWorker = ReturnType<typeof createOutboxWorker>;

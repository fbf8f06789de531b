import type { z } from 'zod';
import {
  DEALERS_OWN_MESSAGE_KINDS,
  type OutboxMessage,
  type OutboxQuery,
  type OutboxResponse,
  type OutboxRow as OutboxRowResponse,
} from '@portal/contracts/messages';
import type { StaffPrincipal } from '../../platform/auth/access.js';
import { AppError, found } from '../../platform/errors.js';
import type { StoredMessageData } from './messages.js';
import type { OutboxRepository, OutboxRow } from './outbox.repository.js';
import { renderMessage, type RenderSettings } from './render.js';
import type { TransactionalDeps } from '../../platform/db/transactional.js';

/** One-time links that would let whoever reads them act as the recipient. */
const PRIVATE_LINK = /(\/(?:reset-password|email-change)\/)[\w-]{20,}/g;

const isDealersOwn = (kind: string) => (DEALERS_OWN_MESSAGE_KINDS as readonly string[]).includes(kind);
/** The address's domain, enough to tell why a delivery failed, and no more. */
const domainOnly = (address: string) => `•••${address.slice(address.lastIndexOf('@'))}`;

export type MailDeskDeps = TransactionalDeps<'outbox', OutboxRepository> & {
  render: RenderSettings;
  messageIdDomain: string;
  /** Starts a delivery round at once. */
  wake: () => void;
};

/** The outbox as staff read it: every message with its state, its content, and a new start for a dead one. */
export function createMailDeskService(deps: MailDeskDeps) {
  // A message not yet attempted is shown as it will be written. The token of a password reset or
  // an address change is the recipient's alone: staff read the message with it masked.
  const written = (row: OutboxRow) => {
    const message =
      row.subject !== null && row.body_text !== null && row.body_html !== null
        ? { subject: row.subject, text: row.body_text, html: row.body_html }
        : renderMessage(row.data as StoredMessageData, row.language, deps.render);
    if (isDealersOwn(row.kind)) return { subject: message.subject, text: '', html: '' };
    const mask = (s: string) => s.replace(PRIVATE_LINK, '$1••••••••');
    return { subject: message.subject, text: mask(message.text), html: mask(message.html) };
  };

  const summary = (row: OutboxRow, subject: string): OutboxRowResponse => ({
    id: row.id,
    kind: row.kind as OutboxRowResponse['kind'],
    to: isDealersOwn(row.kind) ? domainOnly(row.recipient) : row.recipient,
    subject,
    language: row.language as OutboxRowResponse['language'],
    state: row.state,
    attempts: row.attempts,
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
    nextAttemptAt: row.state === 'pending' || row.state === 'failed' ? row.next_attempt_at.toISOString() : null,
    lastError: row.last_error,
    customerNumber: row.customer_number,
    contentWithheld: isDealersOwn(row.kind),
  });

  return {
    async list(query: z.output<typeof OutboxQuery>): Promise<OutboxResponse> {
      const { rows, total } = await deps.outbox.list(query);
      return { items: rows.map((row) => summary(row, written(row).subject)), total };
    },

    async message(id: string): Promise<OutboxMessage> {
      const row = await found(deps.outbox.byId(id), 'Message');
      const content = written(row);
      return {
        ...summary(row, content.subject),
        messageId: `<${row.id}@${deps.messageIdDomain}>`,
        text: content.text,
        html: content.html,
        attachments: row.attachments.map((a) => ({ filename: a.filename })),
      };
    },

    async resend(staff: StaffPrincipal, id: string): Promise<OutboxRowResponse> {
      const row = await deps.transaction(async (outbox) => {
        const before = await found(outbox.byId(id), 'Message');
        const after = await outbox.resend(id);
        if (!after) throw new AppError(409, 'MESSAGE_NOT_RESENDABLE', 'Only a dead or failed message can be sent again');
        await outbox.audit({
          staffId: staff.staffId,
          action: 'mail.resend',
          objectType: 'mail',
          objectId: id,
          customerNumber: before.customer_number,
          before: { state: before.state, attempts: before.attempts, lastError: before.last_error },
          after: { state: after.state },
        });
        return after;
      });
      deps.wake();
      return summary(row, written(row).subject);
    },
  };
}
export type MailDeskService = ReturnType<typeof createMailDeskService>;

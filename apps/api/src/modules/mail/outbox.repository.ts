import { DEALERS_OWN_MESSAGE_KINDS } from '@portal/contracts/messages';
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import { languageForMarket, isLanguage, type Language } from '@portal/contracts/languages';
import type { z } from 'zod';
import type { OutboxQuery, OutboxState } from '@portal/contracts/messages';
import type { DB, OutboxMessageTable } from '../../platform/db/schema.js';
import { recordAudit, type AuditEntry } from '../../platform/audit/audit.js';
import { likePattern } from '../../platform/db/like.js';
import { traceparent } from '../../platform/tracing.js';
import type { NewMessage, Notify } from '../../platform/messages.js';
import { PREFERENCE_OF } from './messages.js';
import { listPage, pagingOf } from '../../platform/db/list-page.js';

export type OutboxRow = Selectable<OutboxMessageTable>;

const PREFERENCE_COLUMN = {
  orderConfirmation: 'notify_order_confirmation',
  orderUpdates: 'notify_order_updates',
  complaints: 'notify_complaints',
  invoices: 'notify_invoices',
} as const;

/**
 * Writes a message to the outbox with the transaction of the change it tells of: both land or
 * neither. The recipients are resolved now, with the address, language and choices stored now;
 * a user who chose not to receive this kind of message gets no row.
 */
export const enqueueMessage: Notify = async (db: Kysely<DB>, entry: NewMessage): Promise<number> => {
  const preference = PREFERENCE_OF[entry.message.kind];
  const people: { email: string; language: Language; name: string | null }[] = [];
  if ('email' in entry.to) {
    people.push({ email: entry.to.email, language: isLanguage(entry.to.language) ? entry.to.language : 'sv', name: entry.to.name ?? null });
  } else {
    let query = db
      .selectFrom('contact')
      .innerJoin('customer', 'customer.customer_number', 'contact.customer_number')
      .select(['contact.email', 'contact.firstname', 'contact.language', 'customer.market'])
      .where('contact.active', '=', true);
    query =
      'contactId' in entry.to
        ? query.where('contact.id', '=', entry.to.contactId)
        : query
            .where('contact.customer_number', '=', entry.to.adminsOf)
            .where('contact.access_level', 'like', '%Portal Admin%')
            .where('customer.active', '=', true);
    if (preference) query = query.where(`contact.${PREFERENCE_COLUMN[preference]}`, '=', true);
    for (const row of await query.execute()) {
      people.push({
        email: row.email,
        language: isLanguage(row.language) ? row.language : languageForMarket(row.market),
        name: row.firstname,
      });
    }
    // A dealer's invoice address (its bookkeeping) gets what its administrators get, in the market's language.
    if ('adminsOf' in entry.to) {
      const dealer = await db
        .selectFrom('customer')
        .select(['invoice_email', 'market'])
        .where('customer_number', '=', entry.to.adminsOf)
        .where('active', '=', true)
        .executeTakeFirst();
      const address = dealer?.invoice_email;
      if (address && !people.some((p) => p.email.toLowerCase() === address.toLowerCase()))
        people.push({ email: address, language: languageForMarket(dealer.market), name: null });
    }
  }
  if (people.length === 0) return 0;
  // With tracing on, the message remembers the trace of the change that wrote it; its delivery joins that trace.
  const trace = traceparent();
  await db
    .insertInto('outbox_message')
    .values(
      people.map((p) => ({
        id: randomUUID(),
        kind: entry.message.kind,
        recipient: p.email,
        language: p.language,
        customer_number: entry.customerNumber ?? null,
        data: JSON.stringify({ ...entry.message, recipientName: p.name, ...(trace ? { traceparent: trace } : {}) }),
        attachments: JSON.stringify(entry.attachments ?? []),
      })),
    )
    .execute();
  return people.length;
};

export function createOutboxRepository(db: Kysely<DB>) {
  return {
    /**
     * Claims up to `limit` messages that are due, for `leaseMs`: another worker skips rows held
     * by this claim (SKIP LOCKED) and, until the lease runs out, rows claimed before. A worker
     * that dies mid-send leaves its rows to be claimed again after the lease.
     */
    async claimDue(limit: number, leaseMs: number): Promise<OutboxRow[]> {
      const result = await sql<OutboxRow>`
        UPDATE outbox_message
           SET locked_until = now() + ${`${leaseMs} milliseconds`}::interval,
               attempts = attempts + 1
         WHERE id IN (
           SELECT id FROM outbox_message
            WHERE state IN ('pending', 'failed')
              AND next_attempt_at <= now()
              AND (locked_until IS NULL OR locked_until < now())
            ORDER BY next_attempt_at, created_at
            LIMIT ${limit}
            FOR UPDATE SKIP LOCKED)
        RETURNING *`.execute(db);
      // UPDATE … RETURNING keeps no order: the oldest first, as they were written.
      return result.rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
    },

    async markSent(id: string, written: { subject: string; text: string; html: string }) {
      await db
        .updateTable('outbox_message')
        .set({
          state: 'sent',
          sent_at: sql<Date>`now()`,
          locked_until: null,
          last_error: null,
          subject: written.subject,
          body_text: written.text,
          body_html: written.html,
        })
        .where('id', '=', id)
        .execute();
    },

    /** A failed attempt: tried again after `retryInMs`, or dead when no attempts are left. */
    async markFailed(id: string, error: string, retryInMs: number | null, written: { subject: string; text: string; html: string } | null) {
      await db
        .updateTable('outbox_message')
        .set({
          state: retryInMs === null ? 'dead' : 'failed',
          next_attempt_at: sql<Date>`now() + ${`${retryInMs ?? 0} milliseconds`}::interval`,
          locked_until: null,
          last_error: error.slice(0, 1000),
          ...(written ? { subject: written.subject, body_text: written.text, body_html: written.html } : {}),
        })
        .where('id', '=', id)
        .execute();
    },

    async list(query: z.output<typeof OutboxQuery>): Promise<{ rows: OutboxRow[]; total: number }> {
      let base = db.selectFrom('outbox_message');
      if (query.state) base = base.where('state', '=', query.state);
      if (query.kind) base = base.where('kind', '=', query.kind);
      if (query.search) {
        const pattern = likePattern(query.search.toLowerCase());
        // A dealer's message to its own customer is not found by its recipient's address.
        base = base.where((eb) =>
          eb.or([
            eb.and([eb(sql<string>`lower(recipient)`, 'like', pattern), eb('kind', 'not in', [...DEALERS_OWN_MESSAGE_KINDS])]),
            eb(sql<string>`lower(coalesce(subject, ''))`, 'like', pattern),
          ]),
        );
      }
      return listPage(base.selectAll().orderBy('created_at', 'desc').orderBy('id'), base, pagingOf(query));
    },

    audit: (entry: AuditEntry) => recordAudit(db, entry),

    byId: (id: string) => db.selectFrom('outbox_message').selectAll().where('id', '=', id).executeTakeFirst(),

    /** A dead or failed message from the start again; null when it is in another state. */
    async resend(id: string): Promise<OutboxRow | null> {
      const row = await db
        .updateTable('outbox_message')
        .set({ state: 'pending', attempts: 0, next_attempt_at: sql<Date>`now()`, locked_until: null })
        .where('id', '=', id)
        .where('state', 'in', ['dead', 'failed'] satisfies OutboxState[])
        .returningAll()
        .executeTakeFirst();
      return row ?? null;
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;

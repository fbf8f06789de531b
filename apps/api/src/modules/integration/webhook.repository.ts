import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { WebhookDeliveriesQuery } from '@portal/contracts/integration-webhooks';
import type { z } from 'zod';
import type { DB, WebhookDeliveryState, WebhookDeliveryTable, WebhookEndpointTable } from '../../platform/db/schema.js';
import { recordAudit, type AuditEntry } from '../../platform/audit/audit.js';
import { listPage, pagingOf } from '../../platform/db/list-page.js';
import type { SequencedHandler } from './event-sequencer.js';

export type WebhookEndpointRow = Selectable<WebhookEndpointTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveryTable>;
/** A claimed delivery with what its attempt needs of its endpoint. */
export type ClaimedDelivery = WebhookDeliveryRow & {
  /** The trace of the request that recorded the event, when there was one. */
  traceparent: string | null;
  url: string;
  secret: unknown;
  previous_secret: unknown;
  previous_secret_until: Date | null;
};

const OPEN: WebhookDeliveryState[] = ['pending', 'retrying'];

/** The body a receiver gets: the event's type, when it happened, and its data. */
export const webhookBody = (event: { type: string; occurredAt: Date; data: unknown }) =>
  JSON.stringify({ type: event.type, timestamp: event.occurredAt.toISOString(), data: event.data });

/**
 * Writes a delivery of each event to every endpoint on and subscribed to its type. The sequencer calls it in the
 * transaction that positions the events, so an event gets its deliveries exactly when it gets its position, and
 * in position order: each resource's deliveries to an endpoint are numbered (seq) as its events.
 */
export const fanOutToWebhooks: SequencedHandler = async (trx, events) => {
  const endpoints = await trx.selectFrom('webhook_endpoint').select(['id', 'events']).where('enabled', '=', true).orderBy('id').execute();
  if (endpoints.length === 0) return;
  const rows = [...events]
    .sort((a, b) => a.position - b.position)
    .flatMap((event) =>
      endpoints
        .filter((endpoint) => endpoint.events.includes(event.type))
        .map((endpoint) => ({
          id: randomUUID(),
          endpoint_id: endpoint.id,
          event_id: event.id,
          event_type: event.type,
          resource_id: event.resourceId,
          body: webhookBody(event),
        })),
    );
  for (let i = 0; i < rows.length; i += 500) {
    await trx
      .insertInto('webhook_delivery')
      .values(rows.slice(i, i + 500))
      .onConflict((oc) => oc.columns(['endpoint_id', 'event_id']).doNothing())
      .execute();
  }
};

export function createWebhookRepository(db: Kysely<DB>) {
  return {
    audit: (entry: AuditEntry) => recordAudit(db, entry),

    async insertEndpoint(values: { id: string; url: string; description: string; events: string[]; secret: unknown }) {
      return db
        .insertInto('webhook_endpoint')
        .values({ ...values, secret: JSON.stringify(values.secret) })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Every endpoint with its open deliveries counted. */
    async endpoints(): Promise<(WebhookEndpointRow & { backlog: number })[]> {
      return db
        .selectFrom('webhook_endpoint as e')
        .selectAll('e')
        .select((eb) =>
          eb
            .selectFrom('webhook_delivery as d')
            .whereRef('d.endpoint_id', '=', 'e.id')
            .where('d.state', 'in', OPEN)
            .select(sql<number>`count(*)::int`.as('n'))
            .as('backlog'),
        )
        .orderBy('e.created_at')
        .orderBy('e.id')
        .execute() as Promise<(WebhookEndpointRow & { backlog: number })[]>;
    },

    endpoint: (id: string) => db.selectFrom('webhook_endpoint').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The endpoint locked for a change (concurrent rotations or edits wait for each other). */
    endpointForUpdate: (id: string) => db.selectFrom('webhook_endpoint').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),

    async updateEndpoint(
      id: string,
      changes: Partial<{
        url: string;
        description: string;
        events: string[];
        enabled: boolean;
        disabled_reason: 'staff' | 'failing' | null;
        failing_since: Date | null;
        secret: unknown;
        previous_secret: unknown;
        previous_secret_until: Date | null;
      }>,
    ) {
      const { secret, previous_secret, ...rest } = changes;
      return db
        .updateTable('webhook_endpoint')
        .set({
          ...rest,
          ...(secret !== undefined ? { secret: JSON.stringify(secret) } : {}),
          ...(previous_secret !== undefined ? { previous_secret: previous_secret === null ? null : JSON.stringify(previous_secret) } : {}),
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    async deleteEndpoint(id: string) {
      const result = await db.deleteFrom('webhook_endpoint').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async backlog(endpointId: string) {
      const row = await db
        .selectFrom('webhook_delivery')
        .where('endpoint_id', '=', endpointId)
        .select([
          sql<number>`count(*) FILTER (WHERE state IN ('pending', 'retrying'))::int`.as('backlog'),
          sql<Date | null>`min(created_at) FILTER (WHERE state IN ('pending', 'retrying'))`.as('oldest'),
          sql<number>`count(*) FILTER (WHERE state = 'failed')::int`.as('failed'),
        ])
        .executeTakeFirstOrThrow();
      return { backlog: row.backlog, oldest: row.oldest ? new Date(row.oldest) : null, failed: row.failed };
    },

    async deliveries(endpointId: string, query: z.output<typeof WebhookDeliveriesQuery>) {
      let base = db.selectFrom('webhook_delivery').where('endpoint_id', '=', endpointId);
      if (query.state) base = base.where('state', '=', query.state);
      return listPage(base.selectAll().orderBy('seq', 'desc'), base, pagingOf(query));
    },

    delivery: (endpointId: string, id: string) =>
      db.selectFrom('webhook_delivery').selectAll().where('endpoint_id', '=', endpointId).where('id', '=', id).executeTakeFirst(),

    /** The delivery from the start again, due now; one under way keeps its claim and goes again after it. */
    async resend(endpointId: string, id: string) {
      return db
        .updateTable('webhook_delivery')
        .set({ state: 'pending', attempts: 0, next_attempt_at: sql<Date>`now()`, delivered_at: null })
        .where('endpoint_id', '=', endpointId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    async insertDelivery(values: { endpointId: string; eventId: string; eventType: string; resourceId: string; body: string }) {
      return db
        .insertInto('webhook_delivery')
        .values({
          id: randomUUID(),
          endpoint_id: values.endpointId,
          event_id: values.eventId,
          event_type: values.eventType,
          resource_id: values.resourceId,
          body: values.body,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /**
     * Claims up to `limit` due deliveries for `leaseMs`, each for this worker alone (FOR UPDATE SKIP LOCKED,
     * then the lease). A delivery waits while an earlier one of the same resource to the same endpoint is still
     * open (claimed or not), so a resource's events arrive in order; an endpoint turned off sends nothing.
     */
    async claimDue(limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
      const result = await sql<ClaimedDelivery>`
        UPDATE webhook_delivery d
           SET locked_until = now() + ${`${leaseMs} milliseconds`}::interval,
               attempts = d.attempts + 1
          FROM webhook_endpoint e
         WHERE e.id = d.endpoint_id
           AND d.id IN (
             SELECT c.id FROM webhook_delivery c
               JOIN webhook_endpoint ce ON ce.id = c.endpoint_id AND ce.enabled
              WHERE c.state IN ('pending', 'retrying')
                AND c.next_attempt_at <= now()
                AND (c.locked_until IS NULL OR c.locked_until < now())
                AND NOT EXISTS (
                  SELECT 1 FROM webhook_delivery p
                   WHERE p.endpoint_id = c.endpoint_id
                     AND p.resource_id = c.resource_id
                     AND p.seq < c.seq
                     AND p.state IN ('pending', 'retrying'))
              ORDER BY c.seq
              LIMIT ${limit}
              FOR UPDATE OF c SKIP LOCKED)
        RETURNING d.*, e.url, e.secret, e.previous_secret, e.previous_secret_until,
                  (SELECT ev.traceparent FROM integration_event ev WHERE ev.id = d.event_id) AS traceparent`.execute(db);
      return result.rows.sort((a, b) => a.seq - b.seq);
    },

    /** What an attempt came to; the claim ends. */
    async recordAttempt(
      id: string,
      outcome: {
        state: WebhookDeliveryState;
        retryInMs: number;
        status: number | null;
        durationMs: number;
        response: string | null;
        error: string | null;
      },
    ) {
      await db
        .updateTable('webhook_delivery')
        .set({
          state: outcome.state,
          next_attempt_at: sql<Date>`now() + ${`${outcome.retryInMs} milliseconds`}::interval`,
          locked_until: null,
          last_attempt_at: sql<Date>`now()`,
          last_status: outcome.status,
          last_duration_ms: outcome.durationMs,
          last_response: outcome.response,
          last_error: outcome.error,
          ...(outcome.state === 'delivered' ? { delivered_at: sql<Date>`now()` } : {}),
        })
        .where('id', '=', id)
        .execute();
    },

    /** A delivered attempt: the endpoint is failing no more. */
    async endpointSucceeded(endpointId: string) {
      await db
        .updateTable('webhook_endpoint')
        .set({ failing_since: null })
        .where('id', '=', endpointId)
        .where('failing_since', 'is not', null)
        .execute();
    },

    /**
     * A failed attempt: the endpoint fails since now unless it failed already. When it has failed without pause
     * for `disableAfterMs`, it is turned off in `trx` and answered (once: the instance whose update turned it off).
     */
    async endpointFailed(trx: Kysely<DB>, endpointId: string, disableAfterMs: number) {
      await trx
        .updateTable('webhook_endpoint')
        .set({ failing_since: sql<Date>`now()` })
        .where('id', '=', endpointId)
        .where('failing_since', 'is', null)
        .execute();
      return trx
        .updateTable('webhook_endpoint')
        .set({ enabled: false, disabled_reason: 'failing', updated_at: sql<Date>`now()` })
        .where('id', '=', endpointId)
        .where('enabled', '=', true)
        .where('failing_since', '<=', sql<Date>`now() - ${`${disableAfterMs} milliseconds`}::interval`)
        .returningAll()
        .executeTakeFirst();
    },

    /** The back-office admins to tell about an endpoint turned off. */
    admins: (trx: Kysely<DB>) =>
      trx
        .selectFrom('staff_member as s')
        .innerJoin('staff_role as r', 'r.staff_id', 's.id')
        .select(['s.email', 's.firstname', 's.language'])
        .where('r.role', '=', 'back-office-admin')
        .where('s.active', '=', true)
        .orderBy('s.email')
        .execute(),
  };
}
export type WebhookRepository = ReturnType<typeof createWebhookRepository>;

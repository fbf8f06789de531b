import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { NewIntegrationEvent } from '../../platform/events.js';
import { traceparent } from '../../platform/tracing.js';

/** Wakes the sequencers of every instance; sent in the change's transaction, so heard once it commits. */
export const EVENT_RECORDED_CHANNEL = 'integration_event_recorded';
/** Tells every instance that events got feed positions; the payload is the highest position given. */
export const EVENTS_POSITIONED_CHANNEL = 'integration_event_positioned';
/** The advisory lock that lets one sequencer at a time, across instances, give positions. */
const SEQUENCER_LOCK = 3_141_031;

/** An event with its place in the feed. */
export type PositionedEvent = {
  id: string;
  position: number;
  type: string;
  resourceId: string;
  customerNumber: string | null;
  data: unknown;
  occurredAt: Date;
};

/** Inserts an event unpositioned; the sequencer gives it its feed position once its transaction has committed. */
export async function insertIntegrationEvent(db: Kysely<DB>, event: NewIntegrationEvent): Promise<void> {
  await db
    .insertInto('integration_event')
    .values({
      id: randomUUID(),
      type: event.type,
      resource_id: event.resourceId,
      customer_number: event.customerNumber ?? null,
      data: JSON.stringify(event.data),
      // The moment of the insert, not of the transaction's start: events of one change keep their order.
      occurred_at: sql<Date>`clock_timestamp()`,
      traceparent: traceparent() ?? null,
    })
    .execute();
  await sql`SELECT pg_notify(${EVENT_RECORDED_CHANNEL}, '')`.execute(db);
}

const toEvent = (row: {
  id: string;
  position: number | null;
  type: string;
  resource_id: string;
  customer_number: string | null;
  data: unknown;
  occurred_at: Date;
}): PositionedEvent => ({
  id: row.id,
  position: Number(row.position),
  type: row.type,
  resourceId: row.resource_id,
  customerNumber: row.customer_number,
  data: row.data,
  occurredAt: row.occurred_at,
});

/**
 * Gives the committed unpositioned events (at most `batch`) the next positions, in the order they
 * occurred. Runs in the caller's transaction after taking the sequencer lock: one sequencer at a time,
 * so a position is never given below one already visible, and every event is positioned after its commit.
 */
export async function positionCommittedEvents(trx: Kysely<DB>, batch: number): Promise<PositionedEvent[]> {
  await sql`SELECT pg_advisory_xact_lock(${SEQUENCER_LOCK})`.execute(trx);
  // Read after the lock: this statement's snapshot holds every position the previous sequencer committed.
  const { rows } = await sql<{
    id: string;
    position: number;
    type: string;
    resource_id: string;
    customer_number: string | null;
    data: unknown;
    occurred_at: Date;
  }>`
    WITH base AS (SELECT coalesce(max(position), 0) AS top FROM integration_event),
    todo AS (
      SELECT id, row_number() OVER (ORDER BY occurred_at, recorded) AS n
      FROM integration_event WHERE position IS NULL
      ORDER BY occurred_at, recorded LIMIT ${batch}
    )
    UPDATE integration_event e SET position = base.top + todo.n
    FROM base, todo WHERE e.id = todo.id
    RETURNING e.id, e.position, e.type, e.resource_id, e.customer_number, e.data, e.occurred_at`.execute(trx);
  const events = rows.map(toEvent).sort((a, b) => a.position - b.position);
  const last = events.at(-1);
  if (last) await sql`SELECT pg_notify(${EVENTS_POSITIONED_CHANNEL}, ${String(last.position)})`.execute(trx);
  return events;
}

/**
 * The feed's page as the JSON text the API sends (`{ items: [{ id, type, occurredAt, data }], next }`): positioned
 * events after `after`, oldest first, `next` the last one's position or `after` when there are none. The database
 * writes the text: on the embedded database that takes a third of the time of reading the rows and serializing
 * them again (ADR 0096). `occurredAt` is to the millisecond in UTC, as toISOString writes it in a webhook's body.
 */
export async function readFeedText(db: Kysely<DB>, after: number, limit: number): Promise<string> {
  const { rows } = await sql<{ page: string }>`
    SELECT '{"items":[' || coalesce(string_agg(
             '{"id":"' || p.id || '","type":' || to_json(p.type)::text
             || ',"occurredAt":"' || to_char(p.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
             || '","data":' || p.data::text || '}',
             ',' ORDER BY p.position), '')
           || '],"next":"' || coalesce(max(p.position), ${after}::bigint) || '"}' AS page
    FROM (SELECT id, position, type, data, occurred_at FROM integration_event
          WHERE position > ${after} ORDER BY position LIMIT ${limit}) p`.execute(db);
  return rows[0]!.page;
}

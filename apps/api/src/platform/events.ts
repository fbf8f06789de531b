import type { IntegrationEventType } from '@portal/contracts/integration-events';
import type { Kysely } from 'kysely';
import type { DB } from './db/schema.js';

/**
 * The events port: a module tells integrations of a change by handing its event to `recordEvent` with the
 * transaction of that change, so both land or neither (like the messages port). The integration module
 * implements it; modules know only this shape.
 */
export type NewIntegrationEvent = {
  type: IntegrationEventType;
  /** The record the event is about (order number, incident id, customer number); deliveries keep its order. */
  resourceId: string;
  /** The dealer the event belongs to, when it belongs to one. */
  customerNumber?: string | null;
  /** The resource as the integration API reads it (or its documented subset); never another dealer's data. */
  data: unknown;
};

/** Writes `event` with the work of `db` (a transaction or the database). */
export type RecordEvent = (db: Kysely<DB>, event: NewIntegrationEvent) => Promise<void>;

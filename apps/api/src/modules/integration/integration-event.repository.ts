import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { NewIntegrationEvent } from '../../platform/events.js';

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
    })
    .execute();
}

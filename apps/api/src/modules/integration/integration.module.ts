import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { RecordEvent } from '../../platform/events.js';
import { portalModule } from '../../platform/module.js';
import { insertIntegrationEvent } from './integration-event.repository.js';

/**
 * Integration: what the manufacturer's ERP and CRM read and write. Other modules record their changes'
 * events through `recordEvent` (the platform's events port) in the change's own transaction.
 */
export function integrationModule(_deps: { db: Kysely<DB> }) {
  const recordEvent: RecordEvent = (db, event) => insertIntegrationEvent(db, event);
  return portalModule({ routes: () => undefined, recordEvent });
}

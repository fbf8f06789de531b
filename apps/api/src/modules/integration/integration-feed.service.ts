import type { Kysely } from 'kysely';
import { FEED_DEFAULT_LIMIT, FEED_MAX_LIMIT, type IntegrationEventPage } from '@portal/contracts/integration-api';
import type { IntegrationEventType } from '@portal/contracts/integration-events';
import type { DB } from '../../platform/db/schema.js';
import { readFeed } from './integration-event.repository.js';

/** The event feed: positioned events only, so a reader resuming from its last cursor misses none and sees none twice. */
export function createIntegrationFeed(db: Kysely<DB>) {
  return {
    /** Events after the cursor `after`, oldest first; `next` is the last one's position, or `after` again when none. */
    async page(after: number, limit: number = FEED_DEFAULT_LIMIT): Promise<IntegrationEventPage> {
      const events = await readFeed(db, after, Math.min(limit, FEED_MAX_LIMIT));
      return {
        items: events.map((e) => ({
          id: e.id,
          type: e.type as IntegrationEventType,
          occurredAt: e.occurredAt.toISOString(),
          data: e.data as Record<string, unknown>,
        })),
        next: String(events.at(-1)?.position ?? after),
      };
    },
  };
}
export type IntegrationFeed = ReturnType<typeof createIntegrationFeed>;

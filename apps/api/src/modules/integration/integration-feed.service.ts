import type { Kysely } from 'kysely';
import { FEED_DEFAULT_LIMIT, FEED_MAX_LIMIT, type IntegrationEventPage } from '@portal/contracts/integration-api';
import type { DB } from '../../platform/db/schema.js';
import { readFeedText } from './integration-event.repository.js';

/** The event feed: positioned events only, so a reader resuming from its last cursor misses none and sees none twice. */
export function createIntegrationFeed(db: Kysely<DB>) {
  /** Events after the cursor `after`, oldest first, as the JSON text the API sends. */
  const pageText = (after: number, limit: number = FEED_DEFAULT_LIMIT) => readFeedText(db, after, Math.min(limit, FEED_MAX_LIMIT));
  return {
    pageText,
    /** The page as values; `next` is the last one's position, or `after` again when none. */
    async page(after: number, limit?: number): Promise<IntegrationEventPage> {
      return JSON.parse(await pageText(after, limit)) as IntegrationEventPage;
    },
  };
}
export type IntegrationFeed = ReturnType<typeof createIntegrationFeed>;

import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { readFeed } from './integration-event.repository.js';

export const FEED_DEFAULT_LIMIT = 100;
export const FEED_MAX_LIMIT = 1000;

export type FeedPage = {
  items: { id: string; type: string; occurredAt: string; data: unknown }[];
  /** The cursor to read on from: the last item's position, or `after` again when there was none. */
  next: string;
};

/** The event feed: positioned events only, so a reader resuming from its last cursor misses none and sees none twice. */
export function createIntegrationFeed(db: Kysely<DB>) {
  return {
    async page(after: number, limit: number = FEED_DEFAULT_LIMIT): Promise<FeedPage> {
      const events = await readFeed(db, after, Math.min(limit, FEED_MAX_LIMIT));
      return {
        items: events.map((e) => ({ id: e.id, type: e.type, occurredAt: e.occurredAt.toISOString(), data: e.data })),
        next: String(events.at(-1)?.position ?? after),
      };
    },
  };
}
export type IntegrationFeed = ReturnType<typeof createIntegrationFeed>;

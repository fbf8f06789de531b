import type { Database } from '../db/database.js';
import type { PrincipalRepository, PrincipalRow } from './principal.repository.js';

/** The channel the database announces changed contacts and customers on (migration 0031). */
export const PRINCIPAL_CHANNEL = 'portal_principal';

/** Principals kept at most; the oldest go first. */
const CACHE_SIZE = 10_000;

export type PrincipalCache = {
  /** The repository's lookups by contact id and by subject, answered from memory while it holds. */
  principals: PrincipalRepository;
  /** Whether changes reach this instance (and the cache is used). */
  listening: () => boolean;
  stop: () => Promise<void>;
};

/**
 * Dealer principals kept in memory by every instance, dropped when the database announces a change
 * of the contact or its customer (a trigger NOTIFYs at commit, every instance LISTENs). Before a kept
 * row is used the instance makes sure it has heard every change committed before the request came
 * (on a server a round trip on one of the listening connections, shared by the requests read in the
 * same turn of the event loop), so a change made anywhere applies at the next request. While a
 * listening connection is down nothing is kept; a row read while a change was announced is not kept
 * either, as it may predate the change.
 */
export async function createPrincipalCache(database: Pick<Database, 'listen'>, repository: PrincipalRepository): Promise<PrincipalCache> {
  const rows = new Map<string, PrincipalRow>();
  let listening = false;
  // Counts announcements: a read that saw it move may hold an old row.
  let changes = 0;

  const forget = (payload: string) => {
    changes += 1;
    const [kind, id] = [payload.slice(0, payload.indexOf(':')), payload.slice(payload.indexOf(':') + 1)];
    for (const [key, row] of rows) {
      if (kind === 'contact' ? row.contactId === id : kind === 'customer' ? row.customerNumber === id : true) rows.delete(key);
    }
  };
  const listener = await database.listen(PRINCIPAL_CHANNEL, forget, (now) => {
    changes += 1;
    rows.clear();
    listening = now;
  });
  /** Whether every change committed before now has been heard; on a server one shared round trip. */
  const caughtUp = () =>
    listener.sync().then(
      () => listening,
      () => false,
    );

  const cached =
    (prefix: string, read: (value: string) => Promise<PrincipalRow | undefined>) =>
    async (value: string): Promise<PrincipalRow | undefined> => {
      const key = `${prefix}:${value}`;
      const before = changes;
      // A change committed before this request arrived has been heard (and dropped the row) first.
      if (listening && (await caughtUp())) {
        const hit = rows.get(key);
        if (hit) return hit;
      }
      const row = await read(value);
      // Only a row read with no announcement meanwhile is kept; a user without access is not kept.
      if (row && listening && changes === before) {
        if (rows.size >= CACHE_SIZE) rows.delete(rows.keys().next().value!);
        rows.set(key, row);
      }
      return row;
    };

  return {
    principals: {
      ...repository,
      byContactId: cached('id', repository.byContactId),
      bySubject: cached('sub', repository.bySubject),
    },
    listening: () => listening,
    stop: () => listener.stop(),
  };
}

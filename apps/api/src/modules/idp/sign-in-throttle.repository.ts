import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { NewMessage, Notify } from '../../platform/messages.js';

const before = (at: Date, ms: number) => new Date(at.getTime() - ms);

/** SQL of the failed sign-ins every instance counts. */
export function createSignInThrottleRepository(db: Kysely<DB>, notify: Notify) {
  return {
    /** The failures that count at `at`: the account's and the address's within the window, everyone's in the last minute. */
    async counts(accountKey: string, address: string, windowMs: number, at: Date) {
      const windowStart = before(at, windowMs);
      const { rows } = await sql<{
        account: string;
        last_account: Date | null;
        address: string;
        last_minute: string;
        locked_until: Date | null;
        oldest_address: Date | null;
      }>`
        SELECT
          (SELECT count(*) FROM sign_in_failure WHERE account_key = ${accountKey} AND failed_at > ${windowStart})::text AS account,
          (SELECT max(failed_at) FROM sign_in_failure WHERE account_key = ${accountKey}) AS last_account,
          (SELECT count(*) FROM sign_in_failure WHERE address = ${address} AND failed_at > ${windowStart})::text AS address,
          (SELECT min(failed_at) FROM sign_in_failure WHERE address = ${address} AND failed_at > ${windowStart}) AS oldest_address,
          (SELECT count(*) FROM sign_in_failure WHERE failed_at > ${before(at, 60_000)})::text AS last_minute,
          (SELECT locked_until FROM sign_in_lock WHERE account_key = ${accountKey} AND locked_until > ${at}) AS locked_until`.execute(db);
      const row = rows[0]!;
      return {
        account: Number(row.account),
        lastAccountFailure: row.last_account,
        address: Number(row.address),
        oldestAddressFailure: row.oldest_address,
        lastMinute: Number(row.last_minute),
        lockedUntil: row.locked_until,
      };
    },

    recordFailure: (accountKey: string, address: string, at: Date) =>
      db.insertInto('sign_in_failure').values({ account_key: accountKey, address, failed_at: at }).execute(),

    /** Locks the account; true when it was not locked already. */
    async lock(accountKey: string, until: Date, at: Date): Promise<boolean> {
      const { rows } = await sql<{ fresh: boolean }>`
        INSERT INTO sign_in_lock (account_key, locked_until) VALUES (${accountKey}, ${until})
        ON CONFLICT (account_key) DO UPDATE SET locked_until = EXCLUDED.locked_until WHERE sign_in_lock.locked_until <= ${at}
        RETURNING true AS fresh`.execute(db);
      return rows.length > 0;
    },

    /** A correct password forgets the account's failures. */
    /** A sign-in that opened a session: the dealer's activity shows it, a person's data export lists it. */
    recordSignIn: (accountId: string, at: Date) =>
      db.insertInto('sign_in_event').values({ account_id: accountId, signed_in_at: at }).execute(),
    forget: (accountKey: string) => db.deleteFrom('sign_in_failure').where('account_key', '=', accountKey).execute(),

    purgeBefore: (at: Date) => db.deleteFrom('sign_in_failure').where('failed_at', '<', at).execute(),

    /** The user of a dealer's account, to be told of the lock; none for an unknown name or staff. */
    contactByEmail: (email: string) =>
      db
        .selectFrom('contact')
        .select(['id', 'customer_number'])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
        .where('active', '=', true)
        .executeTakeFirst(),

    notify: (message: NewMessage) => notify(db, message),
  };
}
export type SignInThrottleRepository = ReturnType<typeof createSignInThrottleRepository>;

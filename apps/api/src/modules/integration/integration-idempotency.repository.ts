import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

/** SQL of the integration clients' idempotency keys: a claim, the answer kept under it, its release. */
export function createIdempotencyRepository(db: Kysely<DB>) {
  const where = (clientId: string, key: string) =>
    db.selectFrom('integration_idempotency_key').where('client_id', '=', clientId).where('key', '=', key);
  return {
    /** Takes the key for a request; false when the key is already taken. */
    claim: async (clientId: string, key: string, fingerprint: string) =>
      (
        await db
          .insertInto('integration_idempotency_key')
          .values({ client_id: clientId, key, fingerprint, answer: null })
          .onConflict((oc) => oc.columns(['client_id', 'key']).doNothing())
          .returning('key')
          .execute()
      ).length === 1,

    taken: (clientId: string, key: string) => where(clientId, key).select(['fingerprint', 'answer', 'created_at']).executeTakeFirst(),

    keep: async (clientId: string, key: string, answer: unknown) => {
      await db
        .updateTable('integration_idempotency_key')
        .set({ answer: JSON.stringify(answer) })
        .where('client_id', '=', clientId)
        .where('key', '=', key)
        .execute();
    },

    release: async (clientId: string, key: string) => {
      await db.deleteFrom('integration_idempotency_key').where('client_id', '=', clientId).where('key', '=', key).execute();
    },
  };
}
export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;

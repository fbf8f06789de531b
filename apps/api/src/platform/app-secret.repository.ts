import type { Kysely } from 'kysely';
import type { DB } from './db/schema.js';

/** The `app_secret` table: the portal's own keys, each a JSON value (sealed, see secret-box.ts). */
export function createAppSecretRepository(db: Kysely<DB>) {
  return {
    secret: async (name: string) => (await db.selectFrom('app_secret').select('value').where('name', '=', name).executeTakeFirst())?.value,

    /** Replaces a stored secret (sealing one stored before secrets were encrypted, a rotation). */
    updateSecret: async (name: string, value: unknown) => {
      await db
        .updateTable('app_secret')
        .set({ value: JSON.stringify(value) })
        .where('name', '=', name)
        .execute();
    },

    /** Every stored secret, locked until the transaction ends (a rotation, one at a time). */
    allSecretsForUpdate: () => db.selectFrom('app_secret').select(['name', 'value']).orderBy('name').forUpdate().execute(),

    /** First writer wins, so instances starting together agree on one secret. */
    insertSecretIfAbsent: async (name: string, value: unknown) => {
      await db
        .insertInto('app_secret')
        .values({ name, value: JSON.stringify(value) })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
    },
  };
}
export type AppSecretRepository = ReturnType<typeof createAppSecretRepository>;

import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

/**
 * oidc-provider storage in PostgreSQL, so sessions, codes and grants survive a
 * restart and are shared by every API instance.
 */
export function createOidcAdapterFactory(
  db: Kysely<DB>,
  /** Clients registered outside the provider's configuration (the integration clients), by client id. */
  findClient: (clientId: string) => Promise<AdapterPayload | undefined> = async () => undefined,
): new (type: string) => Adapter {
  return class PostgresOidcAdapter implements Adapter {
    constructor(private readonly type: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const row = {
        type: this.type,
        id,
        payload: JSON.stringify(payload),
        grant_id: payload.grantId ?? null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expires_at: expiresAt,
      };
      await db
        .insertInto('oidc_payload')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['type', 'id']).doUpdateSet({
            payload: row.payload,
            grant_id: row.grant_id,
            user_code: row.user_code,
            uid: row.uid,
            expires_at: row.expires_at,
          }),
        )
        .execute();
    }

    private async findWhere(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
      const row = await db
        .selectFrom('oidc_payload')
        .select(['payload', 'consumed_at', 'expires_at'])
        .where('type', '=', this.type)
        .where(column, '=', value)
        .executeTakeFirst();
      if (!row) return undefined;
      if (row.expires_at && row.expires_at.getTime() <= Date.now()) return undefined;
      return {
        ...(row.payload as AdapterPayload),
        ...(row.consumed_at ? { consumed: Math.floor(row.consumed_at.getTime() / 1000) } : {}),
      };
    }

    find(id: string) {
      if (this.type === 'Client') return findClient(id);
      return this.findWhere('id', id);
    }

    findByUid(uid: string) {
      return this.findWhere('uid', uid);
    }

    findByUserCode(userCode: string) {
      return this.findWhere('user_code', userCode);
    }

    async destroy(id: string) {
      await db.deleteFrom('oidc_payload').where('type', '=', this.type).where('id', '=', id).execute();
    }

    async revokeByGrantId(grantId: string) {
      await db.deleteFrom('oidc_payload').where('grant_id', '=', grantId).execute();
    }

    async consume(id: string) {
      await db.updateTable('oidc_payload').set({ consumed_at: new Date() }).where('type', '=', this.type).where('id', '=', id).execute();
    }
  };
}

/** Expired rows are removed now and then; a lookup already ignores them. */
export async function purgeExpiredOidcPayloads(db: Kysely<DB>) {
  await db.deleteFrom('oidc_payload').where('expires_at', '<', new Date()).execute();
}

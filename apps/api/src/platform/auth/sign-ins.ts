import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/**
 * Ends every session, grant and refresh token of an account (a dealer's contact id or a staff
 * member's id) at the embedded sign-in provider, in the transaction `db` may be: a change that
 * takes the account's sign-in away (a new password, deactivation, no access) ends them with it,
 * so a refresh token stops working at once and does not work again when the account comes back.
 */
export async function revokeSignIns(db: Kysely<DB>, accountId: string): Promise<void> {
  await db
    .deleteFrom('oidc_payload')
    .where(sql<boolean>`payload ? 'accountId'`)
    .where(sql<string>`payload ->> 'accountId'`, '=', accountId)
    .execute();
}

import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { VIEW_AS_TOKEN_PREFIX } from '@portal/contracts/view-as';
import type { DB } from '../db/schema.js';

/** A secret of a view (its code or its token): 32 random bytes, base64url. */
export const viewAsSecret = () => randomBytes(32).toString('base64url');
/** Only a secret's SHA-256 is stored. */
export const hashOfSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
/** Whether a bearer token is a view's rather than a provider's. */
export const isViewAsToken = (token: string) => token.startsWith(VIEW_AS_TOKEN_PREFIX);

/** A view as the access rules read it on every request. */
export type ViewAsRow = { id: string; staffId: string; contactId: string; customerNumber: string };

/** The live view a token belongs to: exchanged, not ended, not expired; else undefined. */
export async function liveViewAs(db: Kysely<DB>, token: string, now: Date): Promise<ViewAsRow | undefined> {
  return db
    .selectFrom('view_as_session')
    .select(['id', 'staff_id as staffId', 'contact_id as contactId', 'customer_number as customerNumber'])
    .where('token_hash', '=', hashOfSecret(token))
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

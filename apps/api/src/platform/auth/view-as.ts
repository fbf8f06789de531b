import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { VIEW_AS_ROLES, VIEW_AS_TOKEN_PREFIX } from '@portal/contracts/view-as';
import type { DB } from '../db/schema.js';

/** A secret of a view (its code or its token): 32 random bytes, base64url. */
export const viewAsSecret = () => randomBytes(32).toString('base64url');
/** Only a secret's SHA-256 is stored. */
export const hashOfSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
/** Whether a bearer token is a view's rather than a provider's. */
export const isViewAsToken = (token: string) => token.startsWith(VIEW_AS_TOKEN_PREFIX);

/** A view as the access rules read it on every request. */
export type ViewAsRow = { id: string; staffId: string; contactId: string; customerNumber: string };

/**
 * The live view a token belongs to: exchanged, not ended, not expired, and its staff member still active with a
 * role that may view (as stored now, so a deactivation or a role taken away ends it at the next call); else undefined.
 */
export async function liveViewAs(db: Kysely<DB>, token: string, now: Date): Promise<ViewAsRow | undefined> {
  return db
    .selectFrom('view_as_session as v')
    .innerJoin('staff_member as s', 's.id', 'v.staff_id')
    .select(['v.id', 'v.staff_id as staffId', 'v.contact_id as contactId', 'v.customer_number as customerNumber'])
    .where('v.token_hash', '=', hashOfSecret(token))
    .where('v.ended_at', 'is', null)
    .where('v.expires_at', '>', now)
    .where('s.active', '=', true)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('staff_role as r')
          .select('r.role')
          .whereRef('r.staff_id', '=', 'v.staff_id')
          .where('r.role', 'in', [...VIEW_AS_ROLES, 'back-office-admin']),
      ),
    )
    .executeTakeFirst();
}

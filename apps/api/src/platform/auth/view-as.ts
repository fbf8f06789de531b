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
 * The live view a token belongs to: exchanged, not ended (one whose tab went away is kept going), not expired, and its staff member still active with a
 * role that may view (as stored now, so a deactivation or a role taken away ends it at the next call); else undefined.
 */
export async function liveViewAs(db: Kysely<DB>, token: string, now: Date): Promise<ViewAsRow | undefined> {
  const view = await db
    .selectFrom('view_as_session as v')
    .innerJoin('staff_member as s', 's.id', 'v.staff_id')
    .select(['v.id', 'v.staff_id as staffId', 'v.contact_id as contactId', 'v.customer_number as customerNumber', 'v.ended_at as endsAt'])
    .where('v.token_hash', '=', hashOfSecret(token))
    // Ended, or about to end as its tab went away (VIEW_AS_LEAVING_SECONDS): the same tab calling again keeps it.
    .where((eb) => eb.or([eb('v.ended_at', 'is', null), eb('v.ended_at', '>', now)]))
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
  if (!view) return undefined;
  const { endsAt, ...row } = view;
  if (endsAt)
    await db.updateTable('view_as_session').set({ ended_at: null }).where('id', '=', row.id).where('ended_at', '=', endsAt).execute();
  return row;
}

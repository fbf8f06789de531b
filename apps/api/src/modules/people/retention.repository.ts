import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

// One instance at a time does the round; the others skip it (the deletes would find nothing anyway).
const RETENTION_LOCK = 727_003;

export type RetentionCutoffs = {
  mailBodies: Date;
  finishedOutbox: Date;
  signInRows: Date;
  carts: Date;
  /** The first month of the portal use figures kept, as YYYY-MM-DD. */
  useMonths: string;
  now: Date;
};
export type RetentionReport = {
  mailBodies: number;
  outboxRows: number;
  signInRows: number;
  carts: number;
  viewSessions: number;
  useMonths: number;
};

/**
 * Removes what is kept only for a time: sent mail's text, finished outbox rows, sign-in limit rows, expired carts,
 * staff's views of the portal that are over, the months users signed in that the year filters no longer offer.
 */
export function createRetentionRepository(db: Kysely<DB>) {
  return {
    run: (cut: RetentionCutoffs): Promise<RetentionReport | null> =>
      db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${RETENTION_LOCK}) as locked`.execute(trx);
        if (!rows[0]?.locked) return null;
        const count = (result: { numUpdatedRows?: bigint; numDeletedRows?: bigint }[]) =>
          result.reduce((n, r) => n + Number(r.numUpdatedRows ?? r.numDeletedRows ?? 0n), 0);
        const mailBodies = count(
          await trx
            .updateTable('outbox_message')
            .set({ subject: null, body_text: null, body_html: null, data: '{}' })
            .where('state', '=', 'sent')
            .where('sent_at', '<', cut.mailBodies)
            .where((eb) => eb.or([eb('body_text', 'is not', null), eb('body_html', 'is not', null), eb('subject', 'is not', null)]))
            .execute(),
        );
        const outboxRows = count(
          await trx
            .deleteFrom('outbox_message')
            .where('state', 'in', ['sent', 'dead'])
            .where('created_at', '<', cut.finishedOutbox)
            .execute(),
        );
        const signInRows =
          count(await trx.deleteFrom('sign_in_failure').where('failed_at', '<', cut.signInRows).execute()) +
          count(await trx.deleteFrom('sign_in_lock').where('locked_until', '<', cut.now).execute()) +
          count(await trx.deleteFrom('sign_in_event').where('signed_in_at', '<', cut.signInRows).execute());
        // Its lines go with it (ON DELETE CASCADE); applied-change ids are kept a day by the cart itself.
        const carts = count(await trx.deleteFrom('cart').where('modified_at', '<', cut.carts).execute());
        // A staff member's view of the portal (ADR 0088) over for as long as a sign-in row is kept: ended, run out,
        // or its code never used. Starting and ending it stay in the audit log.
        const viewSessions = count(
          await trx
            .deleteFrom('view_as_session')
            .where((eb) =>
              eb.or([
                eb('ended_at', '<', cut.signInRows),
                eb('expires_at', '<', cut.signInRows),
                eb.and([eb('started_at', 'is', null), eb('code_expires_at', '<', cut.signInRows)]),
              ]),
            )
            .execute(),
        );
        // The month rows outlive the sign-ins they were kept from (ADR 0099), as long as the figures offer their year.
        const useMonths = count(await trx.deleteFrom('portal_use_month').where('month', '<', cut.useMonths).execute());
        return { mailBodies, outboxRows, signInRows, carts, viewSessions, useMonths };
      }),
  };
}

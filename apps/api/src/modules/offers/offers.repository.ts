import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { DB, OfferBrandingTable, OfferLineTable, OfferTable } from '../../platform/db/schema.js';
import type { NewMessage, Notify } from '../../platform/messages.js';

export type OfferRow = Selectable<OfferTable>;
export type OfferLineRow = Selectable<OfferLineTable>;
export type OfferBrandingRow = Selectable<OfferBrandingTable>;
export type NewOfferLine = Omit<OfferLineRow, 'offer_id' | 'position' | 'config'> & { config: unknown };
export type OfferFields = Updateable<OfferTable>;

/** A dealer's offers, their lines and history, and its branding; every query is scoped to the dealer. */
export function createOffersRepository(db: Kysely<DB>, notify: Notify) {
  return {
    /** The e-mail of a change, written with the change. */
    notify: (message: NewMessage) => notify(db, message),

    list: (customerNumber: string): Promise<OfferRow[]> =>
      db
        .selectFrom('offer')
        .selectAll()
        .where('customer_number', '=', customerNumber)
        .orderBy('changed_at', 'desc')
        .orderBy('number', 'desc')
        .orderBy('version', 'desc')
        .execute(),

    one: (customerNumber: string, id: string): Promise<OfferRow | undefined> =>
      db.selectFrom('offer').selectAll().where('customer_number', '=', customerNumber).where('id', '=', id).executeTakeFirst(),

    /** The offer locked for a change; undefined when the dealer has no such offer. */
    lock: (customerNumber: string, id: string): Promise<OfferRow | undefined> =>
      db.selectFrom('offer').selectAll().where('customer_number', '=', customerNumber).where('id', '=', id).forUpdate().executeTakeFirst(),

    lines: (offerId: string): Promise<OfferLineRow[]> =>
      db.selectFrom('offer_line').selectAll().where('offer_id', '=', offerId).orderBy('position').execute(),

    history: (offerId: string) =>
      db
        .selectFrom('offer_history as h')
        .leftJoin('contact as c', 'c.id', 'h.contact_id')
        .select(['h.at', 'h.action', sql<string | null>`nullif(trim(c.firstname || ' ' || c.lastname), '')`.as('by')])
        .where('h.offer_id', '=', offerId)
        .orderBy('h.at')
        .orderBy('h.id')
        .execute(),

    /** Serialises numbering within one dealer: the next number and version are read under it. */
    lockDealer: (customerNumber: string) =>
      db.selectFrom('customer').select('customer_number').where('customer_number', '=', customerNumber).forUpdate().executeTakeFirst(),

    nextNumber: async (customerNumber: string) =>
      Number(
        (
          await db
            .selectFrom('offer')
            .select(sql<number>`coalesce(max(number), 1000) + 1`.as('n'))
            .where('customer_number', '=', customerNumber)
            .executeTakeFirstOrThrow()
        ).n,
      ),

    nextVersion: async (customerNumber: string, number: number) =>
      Number(
        (
          await db
            .selectFrom('offer')
            .select(sql<number>`coalesce(max(version), 0) + 1`.as('n'))
            .where('customer_number', '=', customerNumber)
            .where('number', '=', number)
            .executeTakeFirstOrThrow()
        ).n,
      ),

    insert: (row: Insertable<OfferTable>) => db.insertInto('offer').values(row).execute(),

    update: (id: string, fields: OfferFields) => db.updateTable('offer').set(fields).where('id', '=', id).execute(),

    setLines: async (offerId: string, lines: readonly NewOfferLine[]) => {
      await db.deleteFrom('offer_line').where('offer_id', '=', offerId).execute();
      if (lines.length === 0) return;
      await db
        .insertInto('offer_line')
        .values(
          lines.map((line, position) => ({
            ...line,
            offer_id: offerId,
            position,
            config: line.config === null || line.config === undefined ? null : JSON.stringify(line.config),
          })),
        )
        .execute();
    },

    record: (offerId: string, contactId: string, action: string, at: Date) =>
      db.insertInto('offer_history').values({ offer_id: offerId, contact_id: contactId, action, at }).execute(),

    /** Who sent the offer last, whose name and address its PDF gives as the contact. */
    sender: (offerId: string) =>
      db
        .selectFrom('offer_history as h')
        .innerJoin('contact as c', 'c.id', 'h.contact_id')
        .select([sql<string>`trim(c.firstname || ' ' || c.lastname)`.as('name'), 'c.email'])
        .where('h.offer_id', '=', offerId)
        .where('h.action', '=', 'sent')
        .orderBy('h.at', 'desc')
        .orderBy('h.id', 'desc')
        .executeTakeFirst(),

    market: (customerNumber: string) =>
      db.selectFrom('customer').select('market').where('customer_number', '=', customerNumber).executeTakeFirst(),

    /** The dealer's name and addresses, the branding's defaults. */
    dealer: (customerNumber: string) =>
      db
        .selectFrom('customer')
        .select(['name', 'postal_line1', 'postal_postalcode', 'postal_city', 'phone', 'email', 'vat_number', 'website'])
        .where('customer_number', '=', customerNumber)
        .executeTakeFirstOrThrow(),

    branding: (customerNumber: string): Promise<OfferBrandingRow | undefined> =>
      db.selectFrom('offer_branding').selectAll().where('customer_number', '=', customerNumber).executeTakeFirst(),

    saveBranding: (row: Omit<OfferBrandingRow, 'logo' | 'logo_type'> & Partial<Pick<OfferBrandingRow, 'logo' | 'logo_type'>>) =>
      db
        .insertInto('offer_branding')
        .values(row)
        .onConflict((oc) => oc.column('customer_number').doUpdateSet(row))
        .execute(),

    /** Offers per status as stored, and how many of the open ones have run out, for staff's counts. */
    counts: (customerNumber: string, today: string) =>
      db
        .selectFrom('offer')
        .select([
          sql<string>`CASE WHEN status IN ('draft', 'sent') AND valid_until < ${today}::date THEN 'expired' ELSE status END`.as('status'),
          sql<number>`count(*)::int`.as('n'),
        ])
        .where('customer_number', '=', customerNumber)
        .groupBy(sql`1`)
        .execute(),
  };
}
export type OffersRepository = ReturnType<typeof createOffersRepository>;

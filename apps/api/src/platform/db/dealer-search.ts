import { sql, type Kysely } from 'kysely';
import { foldedContains } from './like.js';
import type { DB } from './schema.js';

// The staff desks (orders, complaints, invoices) find a dealer's rows the same ways; these are
// those ways once, each a subquery of dealer numbers for `where(customer_number, 'in', …)`.

/** The dealers a staff search names: by the dealer's number, or a part of its name (case and accents ignored). */
export const dealersNamed = (db: Kysely<DB>, text: string) =>
  db
    .selectFrom('customer')
    .select('customer_number')
    .where((w) => w.or([w('customer_number', '=', text), foldedContains(sql.ref('search_name'), text)]));

/** The dealers of a market. */
export const dealersIn = (db: Kysely<DB>, market: string) =>
  db.selectFrom('customer').select('customer_number').where('market', '=', market);

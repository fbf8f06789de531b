import type { Kysely } from 'kysely';
import { likePattern } from './like.js';
import type { DB } from './schema.js';

// The staff desks (orders, complaints, invoices) find a dealer's rows the same ways; these are
// those ways once, each a subquery of dealer numbers for `where(customer_number, 'in', …)`.

/** The dealers a staff search names: by the dealer's number, or a part of its name. */
export const dealersNamed = (db: Kysely<DB>, text: string) =>
  db
    .selectFrom('customer')
    .select('customer_number')
    .where((w) => w.or([w('customer_number', '=', text), w(w.fn('lower', ['name']), 'like', likePattern(text))]));

/** The dealers of a market. */
export const dealersIn = (db: Kysely<DB>, market: string) =>
  db.selectFrom('customer').select('customer_number').where('market', '=', market);

import type { Kysely } from 'kysely';
import type { DB } from './schema.js';

/** Runs `work` with a repository bound to one transaction: what it writes lands together or not at all. */
export type InTransaction<R> = <T>(work: (repo: R) => Promise<T>) => Promise<T>;

/** A module's repository `make`s, bound to a new transaction for each piece of work. */
export function transactional<R>(db: Kysely<DB>, make: (db: Kysely<DB>) => R): InTransaction<R> {
  return (work) => db.transaction().execute((trx) => work(make(trx)));
}

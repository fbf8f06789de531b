import { sql, type Kysely } from 'kysely';
import type { DB } from './schema.js';

/** Runs `work` with a repository bound to one transaction: what it writes lands together or not at all. */
export type InTransaction<R> = <T>(work: (repo: R) => Promise<T>) => Promise<T>;

/** A module's repository `make`s, bound to a new transaction for each piece of work. */
export function transactional<R>(db: Kysely<DB>, make: (db: Kysely<DB>) => R): InTransaction<R> {
  return (work) => db.transaction().execute((trx) => work(make(trx)));
}

/** Runs one step of a transaction's work in a savepoint: when the step throws, what it wrote is undone and the rest goes on. */
export type InSavepoint = <T>(step: () => Promise<T>) => Promise<T>;

/** Runs `work` in one transaction as InTransaction does, with `row` to run each of its steps in a savepoint of its own. */
export type InTransactionOfRows<R> = <T>(work: (repo: R, row: InSavepoint) => Promise<T>) => Promise<T>;

/** A module's repository `make`s bound to a new transaction for each piece of work, with a savepoint for each step of it. */
export function transactionalRows<R>(db: Kysely<DB>, make: (db: Kysely<DB>) => R): InTransactionOfRows<R> {
  return (work) =>
    db.transaction().execute((trx) =>
      work(make(trx), async (step) => {
        await sql`SAVEPOINT row_step`.execute(trx);
        try {
          const result = await step();
          await sql`RELEASE SAVEPOINT row_step`.execute(trx);
          return result;
        } catch (error) {
          await sql`ROLLBACK TO SAVEPOINT row_step`.execute(trx);
          throw error;
        }
      }),
    );
}

/**
 * What a service takes of its repository: the repository on the database, under the name the
 * service gives it, and `transaction` to run work on the same repository bound to one
 * transaction. Nearly every service takes this pair; modules build it with transactionalDeps.
 */
export type TransactionalDeps<K extends string, R> = { [P in K]: R } & { transaction: InTransaction<R> };

/** A service's repository both ways (TransactionalDeps), made by `make` on `db`. */
export function transactionalDeps<K extends string, R>(key: K, db: Kysely<DB>, make: (db: Kysely<DB>) => R): TransactionalDeps<K, R> {
  // A computed key widens to a string index in TypeScript; `key` is exactly K here.
  return { [key]: make(db), transaction: transactional(db, make) } as TransactionalDeps<K, R>;
}

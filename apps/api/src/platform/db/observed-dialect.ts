import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult } from 'kysely';
import { tracing } from '../tracing.js';
import { createSessionQueue } from './session-lanes.js';

/** The embedded database's one session: whether a caller holds it, and how many wait for it. */
export type SessionUse = { inUse: number; waiting: number };

/** The statement's first word (SELECT, INSERT, WITH …), the span's name as OpenTelemetry's database conventions name it. */
const operationOf = (sql: string) => /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'SQL';

/**
 * The embedded database's dialect: leases its one session to one caller at a time in lanes (session-lanes.ts, in
 * place of Kysely's first-come mutex), counts the callers that hold or wait for it (the pool figures metrics
 * report) and, when tracing is on, giving each statement a span with its text and no parameters: no
 * published instrumentation covers PGlite (a PostgreSQL server's statements are traced by instrumentation-pg).
 */
export function observedDialect(dialect: Dialect): { dialect: Dialect; use: () => SessionUse } {
  const session = createSessionQueue();
  const originals = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const original = (connection: DatabaseConnection) => originals.get(connection) ?? connection;

  const observed = (connection: DatabaseConnection): DatabaseConnection => {
    const wrapped: DatabaseConnection = {
      executeQuery<R>(query: CompiledQuery, options?: Parameters<DatabaseConnection['executeQuery']>[1]): Promise<QueryResult<R>> {
        const run = () => connection.executeQuery<R>(query, options);
        const active = tracing();
        // A statement outside any span (the outbox's poll) would be a trace of its own every second: none.
        if (!active?.embeddedSql || !active.current()) return run();
        const operation = operationOf(query.sql);
        return active.inSpan(
          operation,
          { 'db.system.name': 'postgresql', 'db.operation.name': operation, 'db.query.text': query.sql },
          run,
        );
      },
      streamQuery: (query, chunkSize, options) => connection.streamQuery(query, chunkSize, options),
    };
    originals.set(wrapped, connection);
    return wrapped;
  };

  const driverOf = (inner: Driver): Driver => ({
    init: (options) => inner.init(options),
    async acquireConnection(options) {
      // Held from here to releaseConnection: a transaction's statements run with no other caller's between them.
      await session.acquire();
      try {
        return observed(await inner.acquireConnection(options));
      } catch (error) {
        session.release();
        throw error;
      }
    },
    beginTransaction: (connection, settings) => inner.beginTransaction(original(connection), settings),
    commitTransaction: (connection) => inner.commitTransaction(original(connection)),
    rollbackTransaction: (connection) => inner.rollbackTransaction(original(connection)),
    ...(inner.savepoint ? { savepoint: (c, name, compile) => inner.savepoint!(original(c), name, compile) } : {}),
    ...(inner.rollbackToSavepoint
      ? { rollbackToSavepoint: (c, name, compile) => inner.rollbackToSavepoint!(original(c), name, compile) }
      : {}),
    ...(inner.releaseSavepoint ? { releaseSavepoint: (c, name, compile) => inner.releaseSavepoint!(original(c), name, compile) } : {}),
    async releaseConnection(connection, options) {
      try {
        await inner.releaseConnection(original(connection), options);
      } finally {
        session.release();
      }
    },
    destroy: (options) => inner.destroy(options),
  });

  return {
    use: session.figures,
    dialect: {
      createDriver: () => driverOf(dialect.createDriver()),
      createQueryCompiler: () => dialect.createQueryCompiler(),
      // The adapter says it supports several connections so that Kysely adds no mutex of its own: the lease is
      // the driver's, above, with its lanes.
      createAdapter: () => {
        const adapter = dialect.createAdapter();
        return Object.create(adapter, { supportsMultipleConnections: { value: true } }) as typeof adapter;
      },
      createIntrospector: (db) => dialect.createIntrospector(db),
    },
  };
}

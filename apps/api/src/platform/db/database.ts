import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config.js';
import type { DB } from './schema.js';
import { observedDialect } from './observed-dialect.js';

export type Database = {
  db: Kysely<DB>;
  /** Runs a script of several statements (migrations). */
  execScript(sql: string): Promise<void>;
  kind: 'embedded' | 'server';
  /**
   * Hears `NOTIFY channel` of every session as they commit. `onState(false)` says notifications may
   * have been missed (the listening connection was lost), `onState(true)` that they arrive again.
   */
  listen(channel: string, onMessage: (payload: string) => void, onState: (listening: boolean) => void): Promise<Listener>;
  /**
   * The embedded database's folder as one uncompressed tar, to start another from (`startFrom`): taken between two
   * transactions, after a checkpoint, while nothing else runs, so it is a consistent copy of a running database.
   */
  dump?: () => Promise<Blob>;
  /**
   * The connections this instance holds, for metrics: at most `max`, `open` now, `inUse` by a caller and
   * `waiting` callers. The embedded database has one session, which one caller holds at a time.
   */
  pool: () => PoolFigures;
  close(): Promise<void>;
};

export type PoolFigures = { max: number; open: number; inUse: number; waiting: number };

export type Listener = {
  /**
   * Resolves once every notification committed before the call has been heard (`onMessage` ran);
   * rejects when that cannot be known (not listening).
   */
  sync(): Promise<void>;
  stop(): Promise<void>;
};

/** Milliseconds between attempts to listen again after the server dropped the listening connection. */
const RELISTEN_MS = 1000;
/** Listening connections per instance: while a round trip on one is on its way, the next goes on another. */
const LISTEN_CONNECTIONS = 3;

const NUMERIC_OID = 1700;
const INT8_OID = 20;
const DATE_OID = 1082;

// Money and counts come back as JS numbers on both engines; amounts here stay
// far below 2^53, and one representation keeps services engine-agnostic.
const parseNumeric = (value: string) => Number(value);
// A calendar date stays the text 'YYYY-MM-DD': as a Date it would shift with the time zone.
const keepText = (value: string) => value;

export async function openDatabase(database: AppConfig['database']): Promise<Database> {
  if (database.kind === 'server') {
    const types = {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === NUMERIC_OID || oid === INT8_OID
          ? parseNumeric
          : oid === DATE_OID
            ? keepText
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    };
    const pool = new pg.Pool({
      connectionString: database.url,
      max: database.poolMax ?? 10,
      // A statement that runs longer is cancelled by the server, so a stuck query frees its connection.
      statement_timeout: database.statementTimeoutMs ?? 60_000,
      types,
    });
    // The server may drop an idle connection (restart, failover, an administrator);
    // the pool discards it and opens another when needed. Without this listener the
    // pool's 'error' event would end the process.
    const connectionLost = (error: Error) => {
      process.stderr.write(`${JSON.stringify({ level: 40, time: Date.now(), msg: 'database connection lost', err: error.message })}\n`);
    };
    pool.on('error', connectionLost);
    // A connection checked out between two statements (a transaction's, a worker's) has no pool
    // listener; its loss would otherwise be an uncaught error. Its next statement fails and the
    // pool discards it on release.
    pool.on('connect', (client) => client.on('error', connectionLost));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    const max = database.poolMax ?? 10;
    return {
      db,
      kind: 'server',
      pool: () => ({ max, open: pool.totalCount, inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
      async execScript(sql) {
        await pool.query(sql);
      },
      async listen(channel, onMessage, onState) {
        // Connections of their own, outside the pool: they stay in LISTEN for the instance's life.
        // Each hears every notification; several let a round trip start while another is on its way.
        type Link = { client: pg.Client | null; listening: boolean; busy: number; tail: Promise<void>; retry?: NodeJS.Timeout };
        const links: Link[] = Array.from({ length: LISTEN_CONNECTIONS }, () => ({
          client: null,
          listening: false,
          busy: 0,
          tail: Promise.resolve(),
        }));
        let stopped = false;
        // Any link lost says notifications may have been missed; all of them back says they arrive again.
        const allListening = () => links.every((link) => link.listening);
        const connect = async (link: Link) => {
          const next = new pg.Client({ connectionString: database.url });
          const lost = () => {
            if (link.client !== next) return;
            link.client = null;
            link.listening = false;
            onState(false);
            next.end().catch(() => {});
            if (!stopped) link.retry = setTimeout(() => void connect(link), RELISTEN_MS).unref();
          };
          next.on('error', lost);
          next.on('end', lost);
          next.on('notification', (message) => {
            if (message.channel === channel) onMessage(message.payload ?? '');
          });
          link.client = next;
          try {
            await next.connect();
            await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
            if (link.client === next && !stopped) {
              link.listening = true;
              if (allListening()) onState(true);
            }
          } catch {
            lost();
          }
        };
        await Promise.all(links.map(connect));
        // A statement on a listening connection is answered only after the notifications the server
        // had for it when the statement arrived, so one round trip hears every change committed
        // before it was sent. The callers of one turn of the event loop (the requests read in it)
        // share one, sent once that turn has read them all, on the least busy connection.
        let next: Promise<void> | null = null;
        const send = () =>
          new Promise<void>((resolve, reject) => {
            setImmediate(() => {
              next = null;
              let link: Link | undefined;
              for (const candidate of links) {
                if (candidate.listening && candidate.client && (!link || candidate.busy < link.busy)) link = candidate;
              }
              if (!link || !allListening()) return reject(new Error(`not listening on ${channel}`));
              // Queued behind the connection's round trip on its way, if any (a client runs one at a time).
              const client = link.client!;
              const done = link;
              link.busy += 1;
              link.tail = link.tail
                .then(() => client.query('SELECT 1'))
                .then(() => resolve(), reject)
                .finally(() => (done.busy -= 1));
            });
          });
        return {
          sync: () => {
            if (!allListening()) return Promise.reject(new Error(`not listening on ${channel}`));
            next ??= send();
            return next;
          },
          stop: async () => {
            stopped = true;
            const last = links.map((link) => link.client);
            for (const link of links) {
              clearTimeout(link.retry);
              link.client = null;
              link.listening = false;
            }
            onState(false);
            await Promise.all(last.map((client) => client?.end().catch(() => {})));
          },
        };
      },
      async close() {
        // pool.end() resolves before the sockets are closed; wait for them so that
        // nothing is still connected when close() returns.
        const open = pool.totalCount;
        let removed = 0;
        const allClosed = new Promise<void>((resolve) => {
          if (open === 0) resolve();
          pool.on('remove', () => {
            removed += 1;
            if (removed >= open) resolve();
          });
        });
        await db.destroy();
        await Promise.race([allClosed, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
      },
    };
  }

  if (database.dir) await fs.mkdir(database.dir, { recursive: true });
  const pglite = await PGlite.create({
    ...(database.dir ? { dataDir: database.dir } : {}),
    ...(database.startFrom ? { loadDataDir: database.startFrom } : {}),
    extensions: { pg_trgm, unaccent },
    parsers: { [NUMERIC_OID]: parseNumeric, [INT8_OID]: parseNumeric, [DATE_OID]: keepText },
  });
  // The dialect leases PGlite's one session to one caller at a time, in lanes (session-lanes.ts, embedded-dialect.test.ts).
  const { dialect, use } = observedDialect(new PGliteDialect({ pglite }));
  const db = new Kysely<DB>({ dialect });
  return {
    db,
    kind: 'embedded',
    pool: () => ({ max: 1, open: 1, ...use() }),
    async execScript(sql) {
      await pglite.exec(sql);
    },
    async dump() {
      // The checkpoint writes the changes held in memory to the folder, so the copy starts without replaying much.
      await pglite.query('CHECKPOINT');
      // Transactions hold this lock from BEGIN to COMMIT: the copy falls between two of them.
      return pglite._runExclusiveTransaction(() => pglite.dumpDataDir('none'));
    },
    async listen(channel, onMessage, onState) {
      // One process, one session: a notification is heard before the statement that sent it returns,
      // so every change committed so far has been heard at any moment.
      const stop = await pglite.listen(channel, onMessage);
      onState(true);
      return {
        sync: async () => {},
        stop: async () => {
          onState(false);
          await stop();
        },
      };
    },
    async close() {
      await db.destroy();
    },
  };
}

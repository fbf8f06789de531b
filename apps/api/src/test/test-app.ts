import { randomBytes, createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { importJWK, SignJWT, type JWK } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type PortalApp } from '../app.js';
import { loadConfig, type AppConfig, type MailConfig } from '../platform/config.js';
import { prepareDatabase } from '../platform/bootstrap.js';
import { DEMO_SIGN_IN_ACCOUNTS, seed } from '../seed/index.js';
import { openDatabase, type Database } from '../platform/db/database.js';
import { createDirFileStore, type FileStore } from '../platform/files/file-store.js';
import { contactId } from '../seed/customers.js';
import { DEMO_STAFF, staffId } from '../seed/staff.js';
import { createResponseCheck } from './response-check.js';
import { createServerDatabase, embeddedDatabase, templateDatabase, type TemplateDatabase } from './template-database.js';
import { createSecretBox, resolveSecretsKeys } from '../platform/secret-box.js';
import { createIdpRepository } from '../modules/idp/idp.repository.js';
import { createIdpService } from '../modules/idp/idp.service.js';

export type TestApp = {
  app: PortalApp;
  config: AppConfig;
  database: Database;
  fileStore: FileStore;
  /** Every log line the app wrote, as text. */
  logs: () => string;
  /**
   * A token as the embedded provider would sign it for the API, for the given demo user or demo staff
   * member: with the scope the web app asks for (`scope` in the overrides replaces it).
   */
  tokenFor: (
    email: string,
    overrides?: Record<string, unknown>,
    /** `subject`: a user created during the test, whose id the demo data does not know. */
    options?: { expiresIn?: number; key?: JWK; audience?: string; issuer?: string; subject?: string },
  ) => Promise<string>;
  /** A call as the given demo user, with a freshly signed token. */
  call: (email: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => Promise<LightMyRequestResponse>;
  /**
   * Another API instance on the same database, as a second server behind a load balancer
   * would be: its own app and, on a PostgreSQL server, its own connection pool.
   */
  secondInstance: (options?: {
    /** The second instance's own file store, claimed at its start as main.ts does; the first's by default. */
    fileStore?: FileStore;
  }) => Promise<{ app: PortalApp; close: () => Promise<void> }>;
  close: () => Promise<void>;
};

const PORT = '3999';

/**
 * A fresh database for one test file: PGlite in memory, or a new database on the TEST_DATABASE_URL server. With
 * `seeded`, a copy of the run's seeded template (template-database.ts), when the run has one; else an empty one.
 */
export async function freshDatabase(
  options: { seeded?: boolean } = {},
): Promise<{ database: AppConfig['database']; template: TemplateDatabase | null; drop: () => Promise<void> }> {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  const kind = process.env['PORTAL_TEST_DB'] === 'server' && serverUrl ? 'server' : 'embedded';
  const template = options.seeded ? await templateDatabase(kind) : null;
  if (kind === 'embedded') return { database: await embeddedDatabase(template), template, drop: async () => {} };
  const created = await createServerDatabase(serverUrl!, template?.server);
  return { database: { kind: 'server', url: created.url }, template, drop: created.drop };
}

export async function createTestApp(
  options: {
    logLevel?: string;
    now?: () => Date;
    wrapComplaintFileStore?: (store: FileStore) => FileStore;
    /** Mail settings: a test SMTP peer, short retries. */
    mail?: Partial<MailConfig>;
    /** A built web app to serve (a folder with index.html); none by default. */
    webDist?: string;
    /** Further settings, as the environment would give them (TRUST_PROXY, REDIS_URL, …). */
    env?: Record<string, string>;
    /**
     * Another file store than the data folder's (S3): the database then starts empty and the seed writes its files
     * there, as a first start on that store would.
     */
    fileStore?: FileStore;
    /** The data folder's file store wrapped (a backup holding deletions); the app stores through the wrapper. */
    wrapFileStore?: (store: FileStore) => FileStore;
    /** The embedded database in DATA_DIR/pg, as the server keeps it, instead of in memory. */
    onDisk?: boolean;
  } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-test-'));
  // A copy of the run's seeded template; without one, prepareDatabase seeds this file's database below.
  const fresh = await freshDatabase({ seeded: !options.fileStore });
  const { template, drop } = fresh;
  const dbConfig: AppConfig['database'] =
    options.onDisk && fresh.database.kind === 'embedded' ? { ...fresh.database, dir: path.join(dataDir, 'pg') } : fresh.database;
  if (template) await fs.cp(template.files, path.join(dataDir, 'files'), { recursive: true });
  const config: AppConfig = {
    ...loadConfig({
      NODE_ENV: 'test',
      PORT,
      DATA_DIR: dataDir,
      LOG_LEVEL: (options.logLevel ?? 'warn') as string,
      // The embedded database works on the event loop, and test files run side by side on a busy machine:
      // a lag there is the test run's, not load to shed (load-shedding.api.test.ts sets its own threshold),
      // nor a stalled instance (readiness.api.test.ts sets its own).
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
      READINESS_EVENT_LOOP_DELAY_MS: '0',
      ...options.env,
    }),
    database: dbConfig,
  };
  config.mail = { ...config.mail, ...options.mail };
  const dirStore = createDirFileStore(path.join(dataDir, 'files'));
  const fileStore = options.fileStore ?? options.wrapFileStore?.(dirStore) ?? dirStore;
  const { database } = await prepareDatabase(config.database, { fileStore, seed });
  const lines: string[] = [];
  const responses = createResponseCheck();
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = await buildApp({
    config,
    database,
    fileStore,
    webDist: options.webDist ?? null,
    logStream,
    demoAccounts: DEMO_SIGN_IN_ACCOUNTS,
    checkResponses: responses.install,
    ...(options.now ? { now: options.now } : {}),
    ...(options.wrapComplaintFileStore ? { complaintFileStore: options.wrapComplaintFileStore(fileStore) } : {}),
  });
  await app.ready();

  // The provider's signing key as the app stored it, encrypted under the data folder's key.
  const { keys: secretsKeys } = await resolveSecretsKeys(config.secrets);
  const idp = createIdpService(createIdpRepository(database.db), createSecretBox(secretsKeys));
  const signingKey = (await idp.secrets()).jwks.keys[0]!;

  const tokenFor: TestApp['tokenFor'] = async (email, overrides = {}, opts = {}) => {
    const jwk = opts.key ?? signingKey;
    const key = await importJWK(jwk, 'RS256');
    const now = Math.floor(Date.now() / 1000);
    const expiresIn = opts.expiresIn ?? 600;
    return new SignJWT({ market: 'se', Roles: 'Reseller', scope: 'openid profile offline_access Portal.Access', ...overrides })
      .setProtectedHeader({ alg: 'RS256', ...(jwk.kid ? { kid: jwk.kid } : {}) })
      .setSubject(opts.subject ?? (DEMO_STAFF.some((s) => s.email === email) ? staffId(email) : contactId(email)))
      .setIssuer(opts.issuer ?? config.oidc.issuer)
      .setAudience(opts.audience ?? config.oidc.audience)
      .setIssuedAt(expiresIn < 0 ? now + expiresIn - 60 : now)
      .setExpirationTime(now + expiresIn)
      .setJti(createHash('sha1').update(randomBytes(8)).digest('hex'))
      .sign(key);
  };

  const call: TestApp['call'] = async (email, method, url, payload) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${await tokenFor(email)}` },
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });

  const secondInstance: TestApp['secondInstance'] = async (instance = {}) => {
    const ownDatabase =
      config.database.kind !== 'server'
        ? null
        : instance.fileStore
          ? (await prepareDatabase(config.database, { fileStore: instance.fileStore })).database
          : await openDatabase(config.database);
    const other = await buildApp({
      config,
      database: ownDatabase ?? database,
      fileStore: instance.fileStore ?? fileStore,
      webDist: null,
      logStream,
      checkResponses: responses.install,
      ...(options.now ? { now: options.now } : {}),
    });
    await other.ready();
    return {
      app: other,
      close: async () => {
        await other.close();
        await ownDatabase?.close();
      },
    };
  };

  return {
    app,
    config,
    database,
    fileStore,
    secondInstance,
    logs: () => lines.join(''),
    tokenFor,
    call,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      await fs.rm(dataDir, { recursive: true, force: true });
      responses.assertNone();
    },
  };
}

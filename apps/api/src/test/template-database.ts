import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { AppConfig } from '../platform/config.js';
import { prepareDatabase } from '../platform/bootstrap.js';
import { createDirFileStore } from '../platform/files/file-store.js';
import { seed } from '../seed/index.js';

/**
 * The demo company, migrated and seeded once per test run; every API test file starts from a copy of it instead of
 * seeding its own (the seed, with its PDFs, took 2–3 s a file). `files`: the file store the seed wrote to, which each
 * copy copies; `embedded`: the dumped PGlite folder; `server`: a database on the test server to copy as TEMPLATE.
 */
export type TemplateDatabase = { files: string; embedded?: string; server?: string };

declare module 'vitest' {
  // Declaration merging, which only an interface does.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    templateFolder: string;
  }
}

const WAIT_MS = 200;
const GIVE_UP_MS = 5 * 60_000;

/**
 * This run's template for the given kind of database, built by the first test file that asks (the others wait for
 * it); null outside a run whose global setup made the template folder (template-folder.setup.ts).
 */
export async function templateDatabase(kind: 'embedded' | 'server'): Promise<TemplateDatabase | null> {
  const folder = inject('templateFolder') as string | undefined;
  if (!folder) return null;
  const ready = path.join(folder, `${kind}.json`);
  const failed = path.join(folder, `${kind}.failed`);
  // mkdir is atomic: the one file that makes the lock folder builds, the others wait for its answer.
  const building = await fs.mkdir(path.join(folder, `${kind}.lock`)).then(
    () => true,
    () => false,
  );
  if (building) {
    try {
      const template = await buildTemplate(kind, path.join(folder, kind));
      await fs.writeFile(`${ready}.tmp`, JSON.stringify(template));
      await fs.rename(`${ready}.tmp`, ready);
      return template;
    } catch (error) {
      await fs.writeFile(failed, String(error));
      throw error;
    }
  }
  for (const started = Date.now(); Date.now() - started < GIVE_UP_MS;) {
    const text = await fs.readFile(ready, 'utf8').catch(() => null);
    if (text) return JSON.parse(text) as TemplateDatabase;
    if (await fs.stat(failed).catch(() => null))
      throw new Error(`the template database could not be built: ${await fs.readFile(failed, 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
  }
  throw new Error('the template database was not built in time');
}

async function buildTemplate(kind: 'embedded' | 'server', dir: string): Promise<TemplateDatabase> {
  const files = path.join(dir, 'files');
  const fileStore = createDirFileStore(files);
  if (kind === 'embedded') {
    const { database } = await prepareDatabase({ kind: 'embedded', dir: null }, { fileStore, seed });
    const dump = await database.dump!();
    await database.close();
    const embedded = path.join(dir, 'embedded.tar');
    await fs.writeFile(embedded, Buffer.from(await dump.arrayBuffer()));
    return { files, embedded };
  }
  const { url, name } = await createServerDatabase(serverUrl());
  const { database } = await prepareDatabase({ kind: 'server', url }, { fileStore, seed });
  // A database is copied only while nobody is connected to it.
  await database.close();
  return { files, server: name };
}

function serverUrl() {
  const url = process.env['TEST_DATABASE_URL'];
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

/** A new database on the test server, empty or a copy of `template`. */
export async function createServerDatabase(serverUrl: string, template?: string) {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** An embedded database's settings, starting from the template's dump when there is one. */
export async function embeddedDatabase(template: TemplateDatabase | null): Promise<AppConfig['database']> {
  if (!template?.embedded) return { kind: 'embedded', dir: null };
  return { kind: 'embedded', dir: null, startFrom: new Blob([await fs.readFile(template.embedded)]) };
}

async function adminQuery(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

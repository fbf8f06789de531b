import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/**
 * The folder of this run's template database (template-database.ts), removed after the run with the server database
 * it names. The setup only makes the folder: it runs outside the tests' module graph, where the portal's own
 * packages do not load from source, so the first test file to need the template builds it.
 */
export default async function setup(project: TestProject) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-template-'));
  project.provide('templateFolder', dir);
  return async () => {
    const server = await fs.readFile(path.join(dir, 'server.json'), 'utf8').catch(() => null);
    const serverUrl = process.env['TEST_DATABASE_URL'];
    if (server && serverUrl) {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${(JSON.parse(server) as { server: string }).server} WITH (FORCE)`);
      await client.end();
    }
    await fs.rm(dir, { recursive: true, force: true });
  };
}

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { migrate } from './migrate.js';

const serverUrl = process.env['TEST_DATABASE_URL'];

describe.runIf(process.env['PORTAL_TEST_DB'] === 'server' && serverUrl)('migrations on a PostgreSQL server', () => {
  it('apply once when several instances start together on an empty database, round after round', async () => {
    for (let round = 0; round < 5; round++) {
      const name = `portal_migrate_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl!);
      url.pathname = `/${name}`;
      const instances = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ kind: 'server', url: url.toString() })));
      try {
        const applied = await Promise.all(instances.map((db) => migrate(db)));
        // One instance applied them all; the others found them applied.
        const counts = applied.map((a) => a.length).sort((a, b) => b - a);
        expect(counts[0]).toBeGreaterThan(20);
        expect(counts.slice(1)).toEqual([0, 0, 0]);
        const ledger = await instances[0]!.db.selectFrom('schema_migration').select('name').execute();
        expect(ledger).toHaveLength(counts[0]!);
      } finally {
        await Promise.all(instances.map((db) => db.close()));
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    }
  });
});

describe('migrations', () => {
  it('apply nothing the second time', async () => {
    const db = await openDatabase({ kind: 'embedded', dir: null });
    try {
      expect((await migrate(db)).length).toBeGreaterThan(20);
      expect(await migrate(db)).toEqual([]);
    } finally {
      await db.close();
    }
  });
});

import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { requireWritableDataDir, type AppConfig } from './platform/config.js';
import { prepareDatabase } from './platform/bootstrap.js';
import { createFileStore } from './platform/files/file-store.js';
import { startBackupListener } from './platform/backup/backup-listener.js';
import { holdableDeletes } from './platform/backup/snapshot.js';
import { DEMO_PASSWORD } from './seed/customers.js';
import { DEMO_SIGN_IN_ACCOUNTS, seed } from './seed/index.js';

/**
 * The server: configuration checked, the database migrated (and the demo data seeded), the app listening, and
 * the way it stops. `main.ts` calls it once tracing, when set, has started.
 */
export async function serve(config: AppConfig, options: { started: number; stopTracing?: () => Promise<void> }) {
  const { started } = options;
  await requireWritableDataDir(config.dataDir);
  // A backup holds deletions while it copies the files the database it copied names.
  const { store: fileStore, hold: holdDeletes } = holdableDeletes(createFileStore(config.fileStore));
  const { database, migrations, seeds } = await prepareDatabase(config.database, { fileStore, seed });
  const app = await buildApp({
    config,
    database,
    fileStore,
    webDist: fileURLToPath(new URL('../../web/dist/', import.meta.url)),
    backofficeDist: fileURLToPath(new URL('../../backoffice/dist/', import.meta.url)),
    demoAccounts: DEMO_SIGN_IN_ACCOUNTS,
  });
  await app.listen({ port: config.port, host: config.host });
  // The embedded database is this process's: `npm run backup` asks it for a copy (ADR 0064).
  const backups =
    database.kind === 'embedded'
      ? await startBackupListener({ database, dataDir: config.dataDir, files: config.fileStore.kind, holdDeletes }, (message, error) =>
          error ? app.log.error({ err: error }, message) : app.log.info(message),
        )
      : null;

  const lines = [
    '',
    `  Dealer portal is running at ${config.publicUrl}  (ready in ${Math.round(performance.now() - started)} ms)`,
    `  Database: ${config.database.kind === 'embedded' ? `embedded PostgreSQL in ${config.database.dir}` : 'PostgreSQL server'}` +
      (migrations.length ? `, ${migrations.length} migration(s) applied` : '') +
      (seeds.length ? `, demo data seeded` : ''),
    `  API documentation: ${config.publicUrl}/api/docs`,
  ];
  if (config.oidc.mode === 'embedded' && config.env !== 'production') {
    lines.push('', `  Demo accounts (password "${DEMO_PASSWORD}"):`);
    for (const a of DEMO_SIGN_IN_ACCOUNTS) {
      const flag = a.mustResetPassword ? '  (forgot-password flag set)' : '';
      lines.push(`    ${a.email.padEnd(30)} ${a.market.padEnd(2)}  ${a.access.padEnd(24)} customer ${a.customer}${flag}`);
    }
  } else if (config.oidc.mode === 'external') {
    lines.push(`  Sign-in: ${config.oidc.issuer}`);
  }
  console.log(lines.join('\n') + '\n');

  // Stopping: readiness fails at once, requests keep being served while the load balancer takes the
  // instance out (SHUTDOWN_DRAIN_SECONDS), then the server closes; whatever hangs is cut at the deadline.
  const shutdown = async (signal: string) => {
    app.log.info({ signal, drainSeconds: config.shutdown.drainSeconds }, 'draining, then shutting down');
    app.drain();
    setTimeout(
      () => {
        app.log.error('shutdown took too long; stopping now');
        process.exit(1);
      },
      (config.shutdown.drainSeconds + config.shutdown.closeSeconds) * 1000,
    ).unref();
    await new Promise((resolve) => setTimeout(resolve, config.shutdown.drainSeconds * 1000));
    await backups?.close();
    await app.close();
    await database.close();
    // The last spans go out before the process ends.
    await options.stopTracing?.();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

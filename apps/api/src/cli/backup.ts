/**
 * npm run backup -- <file>
 *
 * A consistent copy of the embedded database and of DATA_DIR's files, secrets key file and kept mail, as one
 * gzipped tar. Reads the server's settings (DATA_DIR). While the portal runs it makes the copy itself (ADR 0064);
 * a stopped portal's folder is copied directly. With DATABASE_URL use pg_dump instead (docs/configuration.md, Backup and restore).
 */
import { ConfigError, loadConfig } from '../platform/config.js';
import { backupDataDir } from '../platform/backup/backup-command.js';

async function main() {
  const file = process.argv[2];
  if (!file) throw new ConfigError('arguments', 'name the backup file: npm run backup -- <file>');
  const config = loadConfig();
  const { from } = await backupDataDir(config, file);
  const lines = [`Backup of ${config.dataDir} (${from}) written to ${file}.`];
  if (config.fileStore.kind === 's3') lines.push('The files are in S3 and not in this backup: copy the bucket with the S3 tools.');
  if (config.secrets.key) lines.push('SECRETS_KEY is set: keep it with the backup; the restored portal needs it to read its secrets.');
  console.log(lines.join('\n'));
  // Done: nothing left open (the database, a file being read) may keep the command waiting.
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `\n  ${error.message}\n` : error);
  process.exit(1);
});

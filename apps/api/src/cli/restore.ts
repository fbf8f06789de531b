/**
 * npm run restore -- <file>
 *
 * Brings a backup made by `npm run backup` back into DATA_DIR, which must be empty or not exist yet. Start the
 * portal on that DATA_DIR afterwards. With DATABASE_URL use pg_restore instead (docs/configuration.md, Backup and restore).
 */
import { ConfigError, loadConfig } from '../platform/config.js';
import { restoreDataDir } from '../platform/backup/backup-command.js';

async function main() {
  const file = process.argv[2];
  if (!file) throw new ConfigError('arguments', 'name the backup file: npm run restore -- <file>');
  const config = loadConfig();
  const report = await restoreDataDir(config, file);
  const lines = [`Restored the backup of ${report.createdAt} into ${config.dataDir}: the database and ${report.files} files.`];
  if (report.filesInS3) lines.push('Its files were in S3: restore the bucket with the S3 tools.');
  lines.push('Start the portal with this DATA_DIR (and the same SECRETS_KEY, if one was set).');
  console.log(lines.join('\n'));
  // Done: nothing left open (the database, a file being read) may keep the command waiting.
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `\n  ${error.message}\n` : error);
  process.exit(1);
});

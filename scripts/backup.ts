/**
 * `npm run backup -- [--out FILE]`: one file holding the database (PGlite in DATA_DIR, or
 * DATABASE_URL through pg_dump), the uploads and the session secret (docs/operations.md
 * § Backups). PGlite is backed up while the shop is stopped (its lock says so).
 * `npm run backup -- --check FILE`: verifies a backup without restoring it.
 */
import { parseArgs } from 'node:util';
import { BackupError, checkBackup, createBackup, targetFromEnv } from '../server/backup/backup.ts';
import { defaultBackupName } from '../server/backup/manifest.ts';
import { exitWithError } from '../server/fatal.ts';

const USAGE = 'usage: npm run backup -- [--out FILE]   or   npm run backup -- --check FILE';
const say = (line: string) => console.warn(line);

try {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, check: { type: 'string' } },
    strict: true,
  });
  if (values.check !== undefined && values.out !== undefined) throw new BackupError(USAGE);
  const started = Date.now();
  if (values.check !== undefined) {
    await checkBackup(values.check, say);
  } else {
    await createBackup(targetFromEnv(), values.out ?? defaultBackupName(new Date()), say);
  }
  say(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} catch (error) {
  if (error instanceof TypeError && 'code' in error) {
    // parseArgs: an unknown or malformed option.
    console.error(`${error.message}\n${USAGE}`);
    process.exit(1);
  }
  exitWithError(error, [BackupError]);
}

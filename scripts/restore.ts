/**
 * `npm run restore -- FILE [--force]`: restores a backup (npm run backup) into DATA_DIR or
 * DATABASE_URL and UPLOADS_DIR, after checking the whole file. Refuses a target that holds
 * a shop already; --force replaces it, moving the old data aside (PostgreSQL: dumping it
 * to a file first). Stop the shop first.
 */
import { parseArgs } from 'node:util';
import { BackupError, restoreBackup, targetFromEnv } from '../server/backup/backup.ts';
import { exitWithError } from '../server/fatal.ts';

const USAGE = 'usage: npm run restore -- FILE [--force]';

try {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length !== 1) throw new BackupError(USAGE);
  const started = Date.now();
  await restoreBackup(positionals[0]!, targetFromEnv(), { force: values.force }, (line) =>
    console.warn(line),
  );
  console.warn(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} catch (error) {
  if (error instanceof TypeError && 'code' in error) {
    console.error(`${error.message}\n${USAGE}`);
    process.exit(1);
  }
  exitWithError(error, [BackupError]);
}

/**
 * `npm run uploads:migrate [-- --from DIR]`: copies a local uploads folder (UPLOADS_DIR, or
 * DATA_DIR/uploads, or DIR) into the bucket the S3_* settings name, keeping each file's key
 * ('products/….png', 'reviews/….webp'), so the paths the database holds go on working once
 * the shop starts with S3_BUCKET. Idempotent: a file already in the bucket with the same
 * size is skipped, so it can run again (before the switch, and once more right after it).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { copyFolder, s3FileStore } from '../app/lib/file-store.server.ts';
import { ConfigError, parseEnv, s3Settings } from '../config/env.ts';
import { exitWithError } from '../server/fatal.ts';

const USAGE =
  'usage: npm run uploads:migrate [-- --from <folder>] (with S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY set)';

try {
  const { values } = parseArgs({ options: { from: { type: 'string' } }, strict: true });
  const env = parseEnv(process.env);
  const s3 = s3Settings(env);
  if (!s3) {
    throw new ConfigError(`S3_BUCKET is not set: nowhere to copy the uploads to.\n${USAGE}`);
  }
  const from = path.resolve(
    values.from ?? env.UPLOADS_DIR ?? path.join(path.resolve(env.DATA_DIR), 'uploads'),
  );
  const counts = await copyFolder(from, s3FileStore(s3));
  console.log(
    `uploads:migrate ${from} → s3://${s3.bucket}: ${counts.found} files, ${counts.copied} copied, ${counts.skipped} already there, ${counts.ignored.length} ignored`,
  );
  for (const key of counts.ignored) console.log(`  ignored (not an upload's name): ${key}`);
} catch (error) {
  exitWithError(error);
}

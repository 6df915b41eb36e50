/** The server the browser tests drive: the production build on a fresh, seeded PGlite. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../config/env.ts';
import { buildIfStale } from '../../../scripts/build-if-stale.ts';
import { startServer } from '../../../server/start.ts';

buildIfStale();
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  PORT: process.env.E2E_PORT ?? '4310',
  HOST: '127.0.0.1',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'storefront-e2e-')),
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
});
const running = await startServer(config, { seedIfEmpty: true, outboxIntervalMs: 200 });
const stop = () => running.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

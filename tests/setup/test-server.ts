/**
 * Starts the real server (the production build) on a random port against a fresh
 * database, and records every error it logs so a test can assert there were none.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { type Config, loadConfig } from '../../config/env.ts';
import { LOG_SERIALIZERS } from '../../server/log-redaction.ts';
import { type RunningServer, startServer } from '../../server/start.ts';
import { type Backend, createTestDatabase } from './test-database.ts';

export interface TestServer extends RunningServer {
  /** Error-level log entries (level >= 50) written while the server ran. */
  errors: Record<string, unknown>[];
  /** Warning-level log entries (level 40). */
  warnings: Record<string, unknown>[];
  fetch(path: string, init?: RequestInit): Promise<Response>;
  stop(): Promise<void>;
}

export interface TestServerOptions {
  backend?: Backend;
  seed?: boolean;
  /** The demo's buyers and reviews too (off: each test file writes its own reviews). */
  demoReviews?: boolean;
  env?: Record<string, string>;
  /** Join an existing PostgreSQL database (a second app process on the same data). */
  databaseUrl?: string;
  /**
   * Keep PGlite in this folder instead of in memory, so that a later server can open the
   * same data (a process that died and came back).
   */
  pgliteDir?: string;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const seed = options.seed ?? true;
  // A copy of the run's seeded template when the seed asked for is the one it holds (the
  // demo's reviews are written at start, dated from now); a folder of the test's own
  // starts empty.
  const template = options.pgliteDir
    ? undefined
    : seed && !options.demoReviews
      ? 'seeded'
      : 'migrated';
  const database = options.databaseUrl
    ? { databaseUrl: options.databaseUrl, dataDir: 'memory://', drop: async () => {} }
    : await createTestDatabase(options.backend, template);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-test-'));
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Processes sharing a database share the key that signs session cookies.
    SESSION_SECRET: 'test-session-secret-shared-by-every-test-server',
    // The suite sends thousands of requests from one address; rate-limits.test.ts sets 1.
    RATE_LIMIT_FACTOR: '100',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...options.env,
  });
  // PGlite in memory or in its copied template's folder (the data directory stays empty),
  // unless a folder was asked for.
  config.dataDir = database.databaseUrl ? dataDir : (options.pgliteDir ?? database.dataDir);

  const errors: Record<string, unknown>[] = [];
  const warnings: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'warn', serializers: LOG_SERIALIZERS },
    {
      write(line: string) {
        const entry = JSON.parse(line) as Record<string, unknown>;
        if (typeof entry.level !== 'number') return;
        if (entry.level >= 50) errors.push(entry);
        else if (entry.level === 40) warnings.push(entry);
      },
    },
  );
  const running = await startServer(config, {
    seedIfEmpty: seed,
    demoReviews: options.demoReviews ?? false,
    logger,
    outboxIntervalMs: 100,
    // Tests run reconciliation themselves, at the moment they choose.
    reconcileIntervalMs: 0,
  });
  return {
    ...running,
    errors,
    warnings,
    fetch: (p, init) => fetch(new URL(p, running.url), { redirect: 'manual', ...init }),
    async stop() {
      await running.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The shop as the benchmarks see it: the production build in its own process (so the
 * load generator never shares its event loop), on a fresh seeded PGlite in a temporary
 * folder, or on DATABASE_URL with WORKERS. Resolves once /readyz answers.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfStale } from '../scripts/build-if-stale.ts';
import { ROOT_DIR } from '../server/start.ts';

export interface ShopProcess {
  base: string;
  child: ChildProcess;
  stop(): void;
  /** Stops it and resolves once the process has exited. */
  stopped(): Promise<void>;
}

/** `env`: settings of this run on top of the bench's own (PAGE_CACHE_MB=0, say). */
export async function startShopProcess(
  port: number,
  env: Record<string, string> = {},
): Promise<ShopProcess> {
  buildIfStale();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['server/index.ts'], {
    cwd: ROOT_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'storefront-bench-')),
      LOG_LEVEL: 'warn',
      // One address sends everything: the limiter must not stand in for real traffic.
      RATE_LIMIT_FACTOR: '100000',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      ...(process.env.WORKERS ? { WORKERS: process.env.WORKERS } : {}),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {}
    if (i > 300 || child.exitCode !== null) throw new Error('the shop did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    base,
    child,
    stop: () => child.kill('SIGTERM'),
    stopped() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

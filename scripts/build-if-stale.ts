/**
 * Builds the app when the build is missing or older than any source it is made from.
 * `npm start` calls it so that a fresh clone needs no separate build step.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const STAMP = path.join(ROOT, 'build', 'server', 'index.js');
const SOURCES = [
  'app',
  'server',
  'config',
  'db/client.ts',
  'db/schema.ts',
  'vite.config.ts',
  'react-router.config.ts',
  'package-lock.json',
];

function newestMtime(entry: string): number {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry))
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

export function buildIfStale(): void {
  const builtAt = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
  const sourcesAt = Math.max(
    ...SOURCES.map((s) => path.join(ROOT, s))
      .filter(existsSync)
      .map(newestMtime),
  );
  if (builtAt >= sourcesAt) return;
  console.warn(
    builtAt ? 'Sources changed since the last build: rebuilding.' : 'No build yet: building.',
  );
  // Always the production bundle, whatever NODE_ENV the caller runs under (vitest sets
  // 'test', which would build React's development bundle).
  const result = spawnSync('npx', ['react-router', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();

/**
 * `npm test`: the whole suite, in order: typecheck, lint, build, unit + integration
 * (PGlite; PostgreSQL too when TEST_DATABASE_URL or DATABASE_URL is set), end-to-end
 * in Chromium. Every step runs; the exit code is non-zero if any failed.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL);

const steps: [string, string[]][] = [
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['lint', ['npx', 'biome', 'ci', '.']],
  ['build', ['npx', 'react-router', 'build']],
  [
    hasPostgres ? 'unit + integration (PGlite and PostgreSQL)' : 'unit + integration (PGlite)',
    ['npx', 'vitest', 'run'],
  ],
  ['end-to-end (Chromium)', ['npx', 'playwright', 'test']],
];

const results: { name: string; ok: boolean; seconds: number }[] = [];
for (const [name, [command, ...args]] of steps) {
  console.warn(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command!, args, { cwd: ROOT, stdio: 'inherit', env: process.env });
  results.push({
    name,
    ok: result.status === 0,
    seconds: Math.round((Date.now() - started) / 1000),
  });
}

console.warn('\n=== summary ===');
for (const r of results) console.warn(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
console.warn(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

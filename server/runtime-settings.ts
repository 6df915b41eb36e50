/**
 * The memory settings the shop runs with (ADR 0038), whichever way it is started: `npm start`,
 * `npm run serve`, a systemd unit, a benchmark, or a test that spawns `server/index.ts`.
 *
 * V8's flags:
 * - `--max-semi-space-size=32`: on a machine with much memory V8 grows the young generation
 *   to 128 MB (two 64 MB semi-spaces) at the first burst of allocation and keeps it while
 *   busy; 64 MB here. A smaller one (16: 32 MB) held less under load but collected so often
 *   that a page no cache holds rendered up to 40% slower at 50 connections. What the start
 *   grew is given back by one memory-reducing collection once the shop is ready
 *   (server/settle-memory.ts), which keeps the idle process as small as 16 did.
 * - `--liftoff-only`: PGlite's PostgreSQL is WebAssembly, and V8's optimising compiler took
 *   600 MB to compile one of its functions (the largest, 105 KB of code) once it was hot, a
 *   spike every process went through a second after it started. The baseline compiler's
 *   code is slower inside the database, which the pages hardly show (see the ADR).
 * The C library's:
 * - `MALLOC_ARENA_MAX=2`: glibc gives threads their own heaps ("arenas"), up to eight per
 *   core, each keeping what it freed; the compression and file threads then held memory of
 *   their own. Two arenas held 5-10 MB less when idle, at no cost measured.
 *   Not a fixed `MALLOC_MMAP_THRESHOLD_` (first tried): it kept the first start's heap small
 *   (initdb's freed blocks stay in glibc's heap otherwise: about 35 MB, until a restart),
 *   but each compressed answer then mapped and faulted in its compressor's memory afresh,
 *   3-4 ms of CPU where it took 0.3 (a rendered page 20-40% slower; ADR 0038).
 *   Other C libraries ignore the variable.
 *
 * V8 and the C library read these when the process starts, so a process started without
 * them replaces itself with one that has them (`process.execve`: the same process id,
 * arguments and environment). A flag given on the command line, with any value or as
 * `--no-…`, and a variable already set, are kept as given.
 */
export const SHOP_NODE_FLAGS = ['--max-semi-space-size=32', '--liftoff-only'] as const;

export const SHOP_ENVIRONMENT = { MALLOC_ARENA_MAX: '2' } as const;

const flagName = (flag: string) =>
  flag
    .replace(/^--(no-)?/, '')
    .split('=')[0]!
    .replaceAll('_', '-');

/** The shop's flags that `execArgv` lacks (a flag given there in any form counts as given). */
export function missingNodeFlags(execArgv: readonly string[]): string[] {
  const given = new Set(execArgv.filter((arg) => arg.startsWith('--')).map(flagName));
  return SHOP_NODE_FLAGS.filter((flag) => !given.has(flagName(flag)));
}

/** The shop's variables that `env` lacks. */
export function missingEnvironment(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(SHOP_ENVIRONMENT).filter(([name]) => !(name in env)));
}

/**
 * Restarts this process in place with the shop's settings when some are missing. Returns
 * only when none is, or where the platform cannot (no `process.execve` on Windows): the
 * shop then runs with the defaults, as it did before.
 */
export function ensureRuntimeSettings(): void {
  const flags = missingNodeFlags(process.execArgv);
  const env = missingEnvironment(process.env);
  if (flags.length === 0 && Object.keys(env).length === 0) return;
  if (typeof process.execve !== 'function') return;
  process.execve(
    process.execPath,
    [process.execPath, ...flags, ...process.execArgv, ...process.argv.slice(1)],
    { ...process.env, ...env },
  );
}

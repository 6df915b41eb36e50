/**
 * One memory-reducing garbage collection, once the shop has started (ADR 0038).
 *
 * Starting leaves V8's heap grown: the module loader's and the database's start-up garbage
 * (PGlite's initdb and seed, the server build's modules) grew the young generation to its
 * largest and the old space with it, and V8 gives that memory back only slowly, if at all,
 * while a process sits idle. A "last resort" collection, the one V8 runs before it would
 * run out of memory, frees what is dead and shrinks both spaces to what is live: 50-80 MB
 * less resident memory for a process that then waits for its first shopper. It pauses the
 * process once, for 20-100 ms, seconds after it is ready.
 *
 * Node offers no such call without `--expose-gc` on the command line (which would also
 * put a `gc` function on every page's server context); setting the flag now and asking a
 * new context for it gives this module the function and nothing else.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type GcOptions = { type: 'major'; execution: 'sync'; flavor: 'last-resort' };

function exposedGc(): (options: GcOptions) => void {
  setFlagsFromString('--expose-gc');
  const gc: unknown = runInNewContext('gc');
  if (typeof gc !== 'function') throw new Error('V8 did not expose gc() to a new context');
  return gc as (options: GcOptions) => void;
}

export type Settled = { ms: number; heapBefore: number; heapAfter: number };

/** Collects now, shrinking the heap to what is live; returns how long it took and the heap's size. */
export function settleMemory(): Settled {
  const gc = exposedGc();
  const heapBefore = process.memoryUsage().heapTotal;
  const started = performance.now();
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  return {
    ms: Math.round(performance.now() - started),
    heapBefore,
    heapAfter: process.memoryUsage().heapTotal,
  };
}

/** The pause after start: past the first requests a probe or a warm-up sends on readiness. */
export const SETTLE_AFTER_START_MS = 10_000;

/** Settles memory once, `delayMs` after now, without keeping the process alive for it. */
export function settleMemoryAfterStart(
  report: (settled: Settled) => void,
  delayMs = SETTLE_AFTER_START_MS,
): void {
  setTimeout(() => report(settleMemory()), delayMs).unref();
}

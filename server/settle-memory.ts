/**
 * One memory-reducing garbage collection, once the shop has started (ADR 0038).
 *
 * Starting leaves V8's heap grown: the module loader's and the database's start-up garbage
 * (PGlite's initdb and seed, the server build's modules) grew the young generation to its
 * largest and the old space with it, and V8 gives that memory back only slowly, if at all,
 * while a process sits idle. A "last resort" collection, the one V8 runs before it would
 * run out of memory, frees what is dead and shrinks both spaces to what is live: 50-80 MB
 * less resident memory for a process that then waits for its first shopper. It pauses the
 * process once, for 20-160 ms, at its first quiet moment after it is ready.
 *
 * Node offers no such call without `--expose-gc` on the command line (which would also
 * put a `gc` function on every page's server context); setting the flag now and asking a
 * new context for it gives this module the function and nothing else.
 */
import type { EventEmitter } from 'node:events';
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

/** Not before this long after start: past the first requests a probe or a warm-up sends. */
const SETTLE_AFTER_START_MS = 10_000;
/** And only once no request has been in flight for this long. */
const SETTLE_WHEN_QUIET_MS = 5_000;

/**
 * Requests that do not count against quiet: a load balancer's or orchestrator's probes and
 * the metrics scrape come every few seconds for as long as the shop runs, run no page code,
 * and would otherwise keep it from ever settling.
 */
const UNCOUNTED = /^\/(healthz|readyz|metrics)(\?|$)/;

type Listener = (request: { url?: string }, response: EventEmitter) => void;

/** What this module needs of an HTTP server: its requests, to see when it is quiet. */
export interface RequestSource {
  on(event: 'request', listener: Listener): unknown;
  off(event: 'request', listener: Listener): unknown;
}

/**
 * Settles memory once, at the first quiet moment after start: never while a request is in
 * flight or soon after one (probes and scrapes aside). A last-resort collection also
 * flushes the functions' compiled code (bytecode, and the optimised code built on it),
 * which V8 then compiles and optimises again: run during traffic, it slowed the next few
 * hundred pages (the benchmark's renders one at a time, `/` by a third). A shop that is
 * busy from its start is not idle either, so there is nothing to give back until it is.
 * The timers never keep the process alive.
 */
export function settleMemoryWhenQuiet(
  server: RequestSource,
  report: (settled: Settled) => void,
  options: { afterMs?: number; quietMs?: number; settle?: () => Settled } = {},
): void {
  const { afterMs = SETTLE_AFTER_START_MS, quietMs = SETTLE_WHEN_QUIET_MS } = options;
  const settle = options.settle ?? settleMemory;
  let inFlight = 0;
  let lastActive = Date.now();
  const onRequest: Listener = (request, response) => {
    if (UNCOUNTED.test(request.url ?? '')) return;
    inFlight++;
    lastActive = Date.now();
    response.once('close', () => {
      inFlight--;
      lastActive = Date.now();
    });
  };
  server.on('request', onRequest);
  const check = () => {
    const quietSince = Date.now() - lastActive;
    if (inFlight > 0 || quietSince < quietMs) {
      setTimeout(check, inFlight > 0 ? quietMs : quietMs - quietSince).unref();
      return;
    }
    server.off('request', onRequest);
    report(settle());
  };
  setTimeout(check, afterMs).unref();
}

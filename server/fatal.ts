/**
 * How the shop's commands end on an error: a mistake the operator can put right (bad
 * settings, the embedded database held by a running shop) as its message alone; anything
 * else with its stack, for a bug report.
 */
import { inspect } from 'node:util';
import { ConfigError } from '../config/env.ts';
import { DatabaseInUseError } from '../db/client.ts';
import { logError } from './log-redaction.ts';

/** An error's stack (and causes) as the log keeps it; anything else as it is. */
function described(error: unknown): string {
  const logged = logError(error);
  const stack = (logged as { stack?: unknown } | null)?.stack;
  return typeof stack === 'string' ? stack : inspect(logged);
}

export function exitWithError(
  error: unknown,
  known: (new (...args: never[]) => Error)[] = [],
): never {
  const operatorError = [ConfigError, DatabaseInUseError, ...known].some(
    (kind) => error instanceof kind,
  );
  // Straight to stderr: in a running shop, console goes to the JSON log on stdout, where
  // an operator watching the error stream (or a launcher that ignores stdout) misses it.
  // A failed query's values stay out, as in the log.
  process.stderr.write(`${operatorError ? (error as Error).message : described(error)}\n`);
  process.exit(1);
}

/**
 * How the shop's commands end on an error: a mistake the operator can put right (bad
 * settings, the embedded database held by a running shop) as its message alone; anything
 * else with its stack, for a bug report.
 */
import { ConfigError } from '../config/env.ts';
import { DatabaseInUseError } from '../db/client.ts';

export function exitWithError(
  error: unknown,
  known: (new (...args: never[]) => Error)[] = [],
): never {
  const operatorError = [ConfigError, DatabaseInUseError, ...known].some(
    (kind) => error instanceof kind,
  );
  console.error(operatorError ? (error as Error).message : error);
  process.exit(1);
}

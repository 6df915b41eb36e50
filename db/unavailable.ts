/**
 * Telling a database that cannot take a query just now from one whose query failed (kept
 * apart from client.ts, so that the HTTP shell can ask without loading the drivers).
 */

/** PostgreSQL's codes for "cannot serve you now": too many connections, shutting down, starting. */
const UNAVAILABLE_CODES = new Set([
  '53300',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNAVAILABLE_MESSAGE =
  /timeout exceeded when trying to connect|Connection terminated|ECONNREFUSED|ECONNRESET/;

/**
 * Whether an error (or any error it wraps: Drizzle wraps the driver's) says the database
 * could not take the query just now (its pool exhausted under a crowd, the server
 * restarting), as opposed to a query that failed: a busy answer, not a broken one.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (UNAVAILABLE_MESSAGE.test(cause.message)) return true;
    cause = cause.cause;
  }
  return false;
}

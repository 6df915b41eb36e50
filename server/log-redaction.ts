/**
 * What the log may hold. An error is written without the customer data it may carry. A failed
 * query (Drizzle's DrizzleQueryError) holds the values it was given — a contact message,
 * an order's address and phone, a password hash — in its `params` and at the end of its
 * message, and PostgreSQL's `detail` repeats a conflicting value ('Key (email)=(…)').
 * The query text itself is kept: its values are placeholders ($1), and it says what failed.
 */
import { stdSerializers } from 'pino';

const PARAMS_IN_MESSAGE = /\nparams: [\s\S]*?(?=\n {4}at |$)/;
const VALUE_IN_DETAIL = /=\((?:[^()]|\([^()]*\))*\)/g;

type Serialized = Record<string, unknown>;

function scrub(value: unknown, depth = 0): unknown {
  if (!value || typeof value !== 'object' || depth > 5) return value;
  const copy: Serialized = { ...(value as Serialized) };
  delete copy.params;
  delete copy.parameters;
  for (const key of ['message', 'stack'] as const) {
    if (typeof copy[key] === 'string') {
      copy[key] = (copy[key] as string).replace(PARAMS_IN_MESSAGE, '\nparams: [not logged]');
    }
  }
  if (typeof copy.detail === 'string') copy.detail = copy.detail.replace(VALUE_IN_DETAIL, '=(…)');
  if (copy.cause) copy.cause = scrub(copy.cause, depth + 1);
  return copy;
}

/** pino's error serializer, with the values of failed queries left out. */
export function logError(error: unknown): unknown {
  const serialized = error instanceof Error ? stdSerializers.err(error) : error;
  return scrub(serialized);
}

/** The serializers every logger of the shop uses. */
export const LOG_SERIALIZERS = { err: logError };

/**
 * Paths whose last segments are a secret: an e-mail verification link, an unsubscribe link
 * (the newsletter's, review requests', offers' page and its one-click API twin), in either
 * language.
 */
const SECRET_PATHS = [
  /^((?:\/kn)?\/verify\/[^/]+\/)[^/]+/i,
  /^((?:\/kn)?(?:\/api\/v1)?\/(?:offers\/|review-requests\/)?unsubscribe\/)[^/]+/i,
];

/** A request path as the log may hold it: link tokens masked (the query is never logged). */
export function loggablePath(path: string): string {
  for (const secret of SECRET_PATHS) {
    if (secret.test(path)) return path.replace(secret, '$1…');
  }
  return path;
}

/**
 * Text in a JSON body must be valid Unicode. JSON can carry a lone surrogate ("\ud800"),
 * which no form can (browsers send U+FFFD); stored in a jsonb column (the outbox's e-mails)
 * PostgreSQL refuses it, and the request failed with a 500 after its checks had passed.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../types.ts';
import { apiError } from './errors.ts';

function wellFormed(value: unknown): boolean {
  if (typeof value === 'string') return value.isWellFormed();
  if (Array.isArray(value)) return value.every(wellFormed);
  if (value && typeof value === 'object') {
    return Object.entries(value).every(([key, item]) => key.isWellFormed() && wellFormed(item));
  }
  return true;
}

export function wellFormedJson(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) return next();
    // Read as text, which Hono keeps: the route's validator parses that, and the payment
    // webhook checks its signature on those very bytes (a kept JSON value would be
    // serialised again). Malformed JSON is left to the validator's answer.
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return next();
    }
    if (!wellFormed(body)) {
      return apiError(c, 400, 'invalid_request', 'Text must be valid Unicode.');
    }
    await next();
  };
}

/**
 * Text in a JSON body must be valid Unicode. JSON can carry a lone surrogate ("\ud800"),
 * which no form can (browsers send U+FFFD); stored in a jsonb column (the outbox's e-mails)
 * PostgreSQL refuses it, and the request failed with a 500 after its checks had passed.
 * Nor may it nest deeper than any request needs.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../types.ts';
import { apiError } from './errors.ts';

/** Deeper than any request of this API nests (an address in a checkout is at depth 2). */
const MAX_DEPTH = 32;

/**
 * Why the parsed body is refused, or null. Walked with a stack, not recursion: a body of
 * 30,000 nested brackets parses fine and overflowed the recursive walk (a 500).
 */
function refusal(body: unknown): string | null {
  const stack: [unknown, number][] = [[body, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (!value.isWellFormed()) return 'Text must be valid Unicode.';
    } else if (value && typeof value === 'object') {
      if (depth >= MAX_DEPTH) return 'The JSON body is nested too deeply.';
      for (const [key, item] of Object.entries(value)) {
        if (!key.isWellFormed()) return 'Text must be valid Unicode.';
        stack.push([item, depth + 1]);
      }
    }
  }
  return null;
}

export function wellFormedJson(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Every type Hono's JSON validator takes (application/vnd.api+json too), not only
    // application/json: a '+json' type walked around this check (found by a fuzz review).
    if (!/^application\/([a-z-.]+\+)?json/i.test(c.req.header('content-type') ?? '')) return next();
    // Read as text, which Hono keeps: the route's validator parses that, and the payment
    // webhook checks its signature on those very bytes (a kept JSON value would be
    // serialised again). Malformed JSON is left to the validator's answer.
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return next();
    }
    const refused = refusal(body);
    if (refused) return apiError(c, 400, 'invalid_request', refused);
    await next();
  };
}

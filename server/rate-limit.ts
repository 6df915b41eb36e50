/** The shell's side of the rate limits (app/lib/rate-limits.server.ts): a Hono middleware. */
import type { Context, MiddlewareHandler } from 'hono';
import {
  type RateLimitRule,
  type RateLimits,
  TOO_MANY_REQUESTS,
} from '../app/lib/rate-limits.server.ts';
import { refuse } from './refusal.ts';

/** Counts the request against `rule` for the key; over the limit, 429 with Retry-After. */
export function rateLimit(
  limits: RateLimits,
  rule: RateLimitRule,
  keyOf: (c: Context) => string,
): MiddlewareHandler {
  return async (c, next) => {
    const decision = await limits.consume(rule, keyOf(c));
    if (decision.allowed) return next();
    c.header('Retry-After', String(decision.retryAfterSeconds));
    return refuse(c, 429, 'rate_limited', TOO_MANY_REQUESTS);
  };
}

/**
 * Rate limits: named rules, counted per client by rate-limiter-flexible (fixed windows
 * that start at a client's first request). One process on PGlite counts in memory (PGlite
 * is always a single process); processes sharing PostgreSQL count in its `rate_limits`
 * table, so a client has one budget whichever process answers. A limiter that cannot
 * answer (database down) lets the request through with a warning: limits protect the
 * shop, they must not take it down. See docs/decisions/0009-sessions-and-limits.md.
 */
import { lt } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import {
  type RateLimiterAbstract,
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { rateLimits } from '../app/modules/identity/schema.ts';
import type { DbOrTx } from '../db/client.ts';
import { refuse } from './refusal.ts';

interface Rule {
  /** Requests allowed per window. */
  points: number;
  /** Window length in seconds. */
  duration: number;
}

/**
 * Every rule in one place. Generous for a shopper, who writes a few times a minute and
 * searches in bursts while typing; a bot at full speed meets them within seconds.
 * Later rules (login, signup, contact, checkout) are added here, tighter.
 */
export const RATE_LIMIT_RULES = {
  /** Every POST, PUT, PATCH and DELETE, to pages and to the API. */
  write: { points: 60, duration: 60 },
  /** Search pages, the search API and as-you-type suggestions. */
  search: { points: 120, duration: 60 },
} as const satisfies Record<string, Rule>;

export type RateLimitRule = keyof typeof RATE_LIMIT_RULES;

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimits {
  /** Counts one request by `key` (usually the client's address) against the rule. */
  consume(rule: RateLimitRule, key: string): Promise<RateLimitDecision>;
}

export interface RateLimitsOptions {
  /** `memory`: this process only; `database`: the rate_limits table, shared by processes. */
  store: 'memory' | 'database';
  db: DbOrTx;
  /** Multiplies every rule's points (RATE_LIMIT_FACTOR). */
  factor: number;
  logger: Logger;
}

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';

export function createRateLimits({ store, db, factor, logger }: RateLimitsOptions): RateLimits {
  const limiters = {} as Record<RateLimitRule, RateLimiterAbstract>;
  for (const [name, rule] of Object.entries(RATE_LIMIT_RULES) as [RateLimitRule, Rule][]) {
    const options = {
      keyPrefix: name,
      points: Math.max(1, Math.round(rule.points * factor)),
      duration: rule.duration,
    };
    limiters[name] =
      store === 'memory'
        ? new RateLimiterMemory(options)
        : new RateLimiterDrizzle({
            ...options,
            storeClient: db,
            schema: rateLimits,
            // The table comes from our migrations; expired rows go in the hourly clean-up.
            clearExpiredByTimeout: false,
            // A client that used up its budget is refused from memory for the rest of the
            // window, so a flood does not turn into a flood of database writes.
            inMemoryBlockOnConsumed: options.points,
          });
  }
  return {
    async consume(rule, key) {
      try {
        await limiters[rule].consume(key);
        return { allowed: true };
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          return {
            allowed: false,
            retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
          };
        }
        logger.warn({ err: error, rule }, 'rate limiter unavailable: request let through');
        return { allowed: true };
      }
    },
  };
}

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

/** Scheduled clean-up of the shared counters whose window has passed. */
export async function deleteExpiredRateLimits(db: DbOrTx, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expire, now))
    .returning({ key: rateLimits.key });
  return deleted.length;
}

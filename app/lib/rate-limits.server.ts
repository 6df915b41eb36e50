/**
 * Rate limits: named rules, counted per key (a client address, an e-mail) by
 * rate-limiter-flexible (fixed windows that start at a key's first request). One process
 * on PGlite counts in memory (PGlite is always a single process); processes sharing
 * PostgreSQL count in its `rate_limits` table, so a client has one budget whichever
 * process answers. A limiter that cannot answer (database down) lets the request through
 * with a warning: limits protect the shop, they must not take it down. The HTTP shell
 * applies them to every write and search (server/rate-limit.ts); route actions and API
 * handlers apply the tighter account rules. See docs/decisions/0009-sessions-and-limits.md.
 */

import { lt } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  type RateLimiterAbstract,
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { DbOrTx } from '../../db/client.ts';
import { msg } from '../i18n/msg.ts';
import { rateLimits } from '../modules/identity/schema.ts';

interface Rule {
  /** Requests allowed per window. */
  points: number;
  /** Window length in seconds. */
  duration: number;
  /** Once over the limit, refuse for this long (seconds) instead of the rest of the window. */
  blockDuration?: number;
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
  /** Login, sign-up, resend and reset requests from one address. */
  account: { points: 30, duration: 15 * 60 },
  /**
   * Failed logins for one e-mail from one address: the fifth failure in a row blocks that
   * pair for 15 minutes, and a success clears it. Keyed by the pair, so a stranger's
   * guesses never lock the owner out of their own address.
   */
  loginFailure: { points: 5, duration: 15 * 60, blockDuration: 15 * 60 },
  /** Failed logins for one e-mail from anywhere: a slow spread-out guessing run stops here. */
  accountFailure: { points: 50, duration: 24 * 60 * 60 },
  /**
   * Failed logins from a browser the account knows (its device cookie), which the ceiling
   * above does not count: a day's ceiling of its own, for whoever else uses that browser.
   */
  deviceFailure: { points: 20, duration: 24 * 60 * 60 },
  /**
   * Wrong current passwords given to change the password, per account: someone holding a
   * stolen session gets five guesses an hour, not an open dictionary run.
   */
  passwordCheck: { points: 5, duration: 60 * 60 },
  /** Link e-mails (verification, reset, 'you already have an account') to one address. */
  accountEmail: { points: 5, duration: 60 * 60 },
  /**
   * Track Order lookups from one address: enough for a shopper who mistypes, too few to
   * guess order numbers and e-mails.
   */
  trackOrder: { points: 10, duration: 60 },
  /** Track Order lookups for one e-mail from anywhere: a shopper checks a few orders. */
  trackOrderEmail: { points: 20, duration: 60 * 60 },
  /** Orders placed from one address (each holds stock until paid or expired). */
  placeOrder: { points: 10, duration: 60 * 60 },
  /** Contact Us messages from one address (each one e-mails the support inbox). */
  contact: { points: 20, duration: 60 },
  /** Interest-survey answers from one address. */
  survey: { points: 20, duration: 60 },
  /** Newsletter sign-ups and unsubscribes from one address. */
  newsletter: { points: 20, duration: 60 },
  /** Coupon codes tried from one address: enough for a shopper, too few to guess codes. */
  couponApply: { points: 30, duration: 10 * 60 },
  /** 'Notify me' requests from one address (each may e-mail its address once, later). */
  stockAlert: { points: 20, duration: 60 * 60 },
  /** Reviews written or edited from one address (a buyer writes a few; a flood is a bot). */
  reviewAddress: { points: 20, duration: 60 * 60 },
  /** Reviews written or edited by one account. */
  reviewAccount: { points: 10, duration: 60 * 60 },
  /** Questions and answers written from one address. */
  questionAddress: { points: 20, duration: 60 * 60 },
  /** Questions and answers written by one account. */
  questionAccount: { points: 10, duration: 60 * 60 },
  /** Service requests raised from one address (each e-mails the shopper and the support inbox). */
  serviceRequest: { points: 20, duration: 60 * 60 },
} as const satisfies Record<string, Rule>;

export type RateLimitRule = keyof typeof RATE_LIMIT_RULES;

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimits {
  /** Counts one request by `key` (usually the client's address) against the rule. */
  consume(rule: RateLimitRule, key: string): Promise<RateLimitDecision>;
  /** Whether `key` is over the rule's limit now, without counting a request. */
  check(rule: RateLimitRule, key: string): Promise<RateLimitDecision>;
  /** Forgets `key`'s count (a successful login clears its failures). */
  reset(rule: RateLimitRule, key: string): Promise<void>;
}

export interface RateLimitsOptions {
  /** `memory`: this process only; `database`: the rate_limits table, shared by processes. */
  store: 'memory' | 'database';
  db: DbOrTx;
  /** Multiplies every rule's points (RATE_LIMIT_FACTOR). */
  factor: number;
  logger: Logger;
  /** Told of each request a rule refuses (the metrics' count of refusals). */
  onRefused?: ((rule: RateLimitRule) => void) | undefined;
}

export const TOO_MANY_REQUESTS = msg('Too many requests. Please wait a moment and try again.');

export function createRateLimits({
  store,
  db,
  factor,
  logger,
  onRefused,
}: RateLimitsOptions): RateLimits {
  const limiters = {} as Record<RateLimitRule, RateLimiterAbstract>;
  for (const [name, rule] of Object.entries(RATE_LIMIT_RULES) as [RateLimitRule, Rule][]) {
    const options = {
      keyPrefix: name,
      points: Math.max(1, Math.round(rule.points * factor)),
      duration: rule.duration,
      ...('blockDuration' in rule ? { blockDuration: rule.blockDuration } : {}),
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
  const refused = (res: RateLimiterRes): RateLimitDecision => ({
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  });
  const unavailable = (error: unknown, rule: RateLimitRule): RateLimitDecision => {
    logger.warn({ err: error, rule }, 'rate limiter unavailable: request let through');
    return { allowed: true };
  };
  return {
    async consume(rule, key) {
      try {
        await limiters[rule].consume(key);
        return { allowed: true };
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) return unavailable(error, rule);
        onRefused?.(rule);
        return refused(error);
      }
    },
    async check(rule, key) {
      try {
        const limiter = limiters[rule];
        const res = await limiter.get(key);
        if (!res || res.consumedPoints < limiter.points) return { allowed: true };
        // Asked before a request it then refuses (a blocked login): a refusal too.
        onRefused?.(rule);
        return refused(res);
      } catch (error) {
        return unavailable(error, rule);
      }
    },
    async reset(rule, key) {
      try {
        await limiters[rule].delete(key);
      } catch (error) {
        unavailable(error, rule);
      }
    },
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

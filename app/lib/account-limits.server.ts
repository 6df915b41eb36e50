/**
 * The account actions' throttling (login, sign-up, resend, reset), on the shared rate
 * limits: per client address for every account request; for failed logins, per (e-mail,
 * address) and per e-mail, or per device from a browser the account knows (its device
 * cookie); and per e-mail for the link e-mails sent. The answer to a refusal is the same
 * whether or not the account exists. Track Order's lookups, keyed by e-mail too, are here.
 */
import type { RequestInfo } from '../context.ts';
import { refusal, refuseRequest } from './intent-action.server.ts';
import { type RateLimitDecision, TOO_MANY_REQUESTS } from './rate-limits.server.ts';

/** Who is asking: the client's address and the process's limits. */
export type RequestClient = Pick<RequestInfo, 'limits' | 'clientAddress'>;

export type Refusal = Extract<RateLimitDecision, { allowed: false }>;

/** An intent's 429 refusal (a throttle on the e-mail or the password it was sent). */
export function throttled<D = undefined>(decision: Refusal) {
  return refusal<D>(429, TOO_MANY_REQUESTS, {
    headers: { 'Retry-After': String(decision.retryAfterSeconds) },
  });
}

/** A route action's 429 answer, before it reads its form (a throttle on every request). */
export function tooManyRequests(decision: Refusal) {
  return refuseRequest(throttled(decision));
}

const overLimit = (decision: RateLimitDecision) => (decision.allowed ? null : decision);

/** Counts an account request from this client; the refusal when it is over the limit. */
export async function limitAccountRequest(client: RequestClient): Promise<Refusal | null> {
  return overLimit(await client.limits.consume('account', client.clientAddress));
}

/** Counts a link e-mail to `email`; the refusal when that inbox has had enough. */
export async function limitAccountEmail(client: RequestClient, email: string) {
  return overLimit(await client.limits.consume('accountEmail', email));
}

/**
 * Counts a Track Order lookup from this client and for this e-mail. Order numbers run in
 * sequence, so someone who knows an e-mail could walk them; the e-mail's own limit (from
 * anywhere) keeps a walk spread over many addresses from getting far.
 */
export async function limitTrackOrder(client: RequestClient, email: string | null) {
  const byAddress = overLimit(await client.limits.consume('trackOrder', client.clientAddress));
  if (byAddress || email === null) return byAddress;
  return overLimit(await client.limits.consume('trackOrderEmail', email.trim().toLowerCase()));
}

/**
 * The login throttle for one e-mail: check before, record failures, clear on success.
 * From a browser that has signed in to this account before (`device`, its device cookie's
 * id: login-device.server.ts), failures count for that device alone; from anywhere else,
 * for the (e-mail, address) pair and for the e-mail from all addresses.
 */
export function loginThrottle(
  { limits, clientAddress }: RequestClient,
  email: string,
  device: string | null = null,
) {
  const pair = device ? `${email}|device:${device}` : `${email}|${clientAddress}`;
  // The e-mail's ceiling from anywhere, or this known device's own.
  const [ceiling, key] = device
    ? (['deviceFailure', pair] as const)
    : (['accountFailure', email] as const);
  return {
    async blocked(): Promise<Refusal | null> {
      return (
        overLimit(await limits.check('loginFailure', pair)) ??
        overLimit(await limits.check(ceiling, key))
      );
    },
    async failed() {
      await limits.consume('loginFailure', pair);
      await limits.consume(ceiling, key);
    },
    succeeded: () => limits.reset('loginFailure', pair),
  };
}

/**
 * After a password reset: its owner has just proved the inbox, so the failed logins that
 * strangers counted against the e-mail (from anywhere, and from this address) go; else a
 * run of 50 wrong guesses a day would keep the owner out even with the new password.
 */
export async function clearLoginFailures({ limits, clientAddress }: RequestClient, email: string) {
  await limits.reset('accountFailure', email);
  await limits.reset('loginFailure', `${email}|${clientAddress}`);
}

/** Wrong current passwords on the change-password form, counted per account. */
export function currentPasswordThrottle({ limits }: RequestClient, userId: number) {
  const key = String(userId);
  return {
    blocked: async (): Promise<Refusal | null> =>
      overLimit(await limits.check('passwordCheck', key)),
    failed: () => limits.consume('passwordCheck', key),
    succeeded: () => limits.reset('passwordCheck', key),
  };
}

/** Coupon codes tried from one address (the cart's and the checkout's box): a 429, or null. */
export async function couponThrottle(client: RequestClient) {
  const decision = await client.limits.consume('couponApply', client.clientAddress);
  return decision.allowed ? null : throttled(decision);
}

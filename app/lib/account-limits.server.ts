/**
 * The account actions' throttling (login, sign-up, resend, reset), on the shared rate
 * limits: per client address for every account request, per (e-mail, address) and per
 * e-mail for failed logins, and per e-mail for the link e-mails sent. A refusal is a 429
 * with the spec-neutral message and Retry-After, the same whether the account exists.
 */
import { data, type RouterContextProvider } from 'react-router';
import { type RateLimitDecision, TOO_MANY_REQUESTS } from './rate-limits.server.ts';
import { requestInfo } from './services.server.ts';

function tooMany(decision: Extract<RateLimitDecision, { allowed: false }>) {
  return data(
    { tone: 'danger' as const, message: TOO_MANY_REQUESTS, result: undefined },
    { status: 429, headers: { 'Retry-After': String(decision.retryAfterSeconds) } },
  );
}

/** Counts an account request from this client; a 429 answer when it is over the limit. */
export async function limitAccountRequest(context: Readonly<RouterContextProvider>) {
  const { limits, clientAddress } = requestInfo(context);
  const decision = await limits.consume('account', clientAddress);
  return decision.allowed ? null : tooMany(decision);
}

/** Counts a link e-mail to `email`; a 429 answer when that inbox has had enough. */
export async function limitAccountEmail(context: Readonly<RouterContextProvider>, email: string) {
  const decision = await requestInfo(context).limits.consume('accountEmail', email);
  return decision.allowed ? null : tooMany(decision);
}

/** The login throttle for one e-mail: check before, record failures, clear on success. */
export function loginThrottle(context: Readonly<RouterContextProvider>, email: string) {
  const { limits, clientAddress } = requestInfo(context);
  const pair = `${email}|${clientAddress}`;
  return {
    async blocked() {
      for (const decision of [
        await limits.check('loginFailure', pair),
        await limits.check('accountFailure', email),
      ]) {
        if (!decision.allowed) return tooMany(decision);
      }
      return null;
    },
    async failed() {
      await limits.consume('loginFailure', pair);
      await limits.consume('accountFailure', email);
    },
    succeeded: () => limits.reset('loginFailure', pair),
  };
}

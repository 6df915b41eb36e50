/**
 * How writes of personal state leave a page, in the browser: the clientAction of every
 * page that lib/personal-state.ts names as writing a kind of it (`writtenAt`: the cart,
 * the wishlist) sends through here, and the test holds each such page to it. One at a
 * time, in the order the shopper made them, whichever page they go to; and a write the
 * shop could not take (never reached it, or refused for too many requests) is answered
 * here as a refusal the page shows, instead of by the error page.
 *
 * One at a time: a visitor's first write starts their session, and its answer sets the
 * cookie (ADR 0009). Two first writes sent together (a heart, then another, on a slow
 * network) would start two sessions; the browser would keep the later cookie and the other
 * change would be lost. In turn, every write after the first carries the cookie the first
 * set. (A second click on the same button is the exception: React Router cancels the first
 * request, which releases its turn at once, though the shop may still be working on it.)
 */
import { data, isRouteErrorResponse } from 'react-router';
import { SHOP_UNREACHABLE } from '../modules/cart/messages.ts';
import type { ShopperActionResult } from './shopper-action.ts';

/**
 * How long a write waits for the one before it at most, from the moment that one was
 * sent: a request the network holds without answer (fetch has no timeout of its own) must
 * not hold up every later write until the page is reloaded.
 */
export const LONGEST_WAIT_MS = 10_000;

interface Turn {
  /** Resolves when the write has been sent. */
  sent: Promise<void>;
  /** Resolves when it has been answered or has failed. */
  settled: Promise<unknown>;
}

let last: Turn = { sent: Promise.resolve(), settled: Promise.resolve() };

function settledOrWaited(turn: Turn): Promise<void> {
  return turn.sent.then(
    () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, LONGEST_WAIT_MS);
        void turn.settled.then(() => {
          clearTimeout(timer);
          resolve();
        });
      }),
  );
}

/**
 * Sends once every write asked for before it has been answered (or has failed), or once
 * the one before it has waited LONGEST_WAIT_MS since it was sent.
 */
export function inTurn<T>(send: () => Promise<T>): Promise<T> {
  let markSent = () => {};
  const sent = new Promise<void>((resolve) => {
    markSent = resolve;
  });
  const answer = settledOrWaited(last).then(() => {
    markSent();
    return send();
  });
  last = { sent, settled: answer.catch(() => undefined) };
  return answer;
}

/**
 * fetch's own failure (offline, a dropped connection): a TypeError with the browser's
 * wording (Chrome, Firefox, Safari). A TypeError the shop's code threw (re-created in the
 * browser in development) has other words, and stays the error page's. A connection
 * dropped after the request went out looks the same, though the shop may have done the
 * write: an add tried again then adds one more, which the cart shows and can undo.
 */
function neverReachedTheShop(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    (!navigator.onLine || /failed to fetch|networkerror|load failed/i.test(error.message))
  );
}

/**
 * A cart or wishlist write, in turn. A request that never reached the shop, or that the
 * shop's rate limit refused before any route saw it (plain text, 429), answers as a
 * refusal with a failing status: the add dialog's 'Failed to add to cart!' with Try again,
 * the cart page's alert, a toast for a heart; and, as after any refusal, the page's data
 * is not reloaded (offline, that would fail too, and bring the error page). Anything else
 * the shop answered, an error page included, is React Router's as before.
 */
export async function sendShopperWrite<T>(serverAction: () => Promise<T>) {
  try {
    return await inTurn(serverAction);
  } catch (error) {
    if (neverReachedTheShop(error)) return refusal(SHOP_UNREACHABLE, 503);
    if (isRouteErrorResponse(error) && error.status === 429 && typeof error.data === 'string')
      return refusal(error.data, 429);
    throw error;
  }
}

function refusal(message: string, status: number) {
  const answer: ShopperActionResult = { ok: false, message };
  return data(answer, { status });
}

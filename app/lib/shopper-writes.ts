/**
 * How the cart's and the wishlist's writes leave a page, in the browser (their routes'
 * clientAction): one at a time, in the order the shopper made them, and a write that never
 * reached the shop is answered here instead of by the error page.
 *
 * One at a time: a visitor's first write starts their session, and its answer sets the
 * cookie (ADR 0009). Two first writes sent together (a heart, then another, on a slow
 * network) would start two sessions; the browser would keep the later cookie and the other
 * change would be lost. In turn, every write after the first carries the cookie the first
 * set, and a heart's save and unsave reach the shop in the order they were clicked.
 */
import { SHOP_UNREACHABLE } from '../modules/cart/messages.ts';
import type { ShopperActionResult } from './shopper-action.ts';

let last: Promise<unknown> = Promise.resolve();

/**
 * How long a write waits for the one before it at most: a request the network holds
 * without answer (fetch has no timeout of its own) must not hold up every later write
 * until the page is reloaded.
 */
export const LONGEST_WAIT_MS = 10_000;

/**
 * Sends once every write asked for before it has been answered (or has failed), or once
 * the one before it has waited its LONGEST_WAIT_MS in vain.
 */
export function inTurn<T>(send: () => Promise<T>): Promise<T> {
  const previous = last;
  const turn = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, LONGEST_WAIT_MS);
    void previous.then(() => {
      clearTimeout(timer);
      resolve();
    });
  }).then(send);
  last = turn.catch(() => undefined);
  return turn;
}

/**
 * A cart or wishlist write, in turn. A request the network failed (fetch's TypeError:
 * offline, a dropped connection) answers as a refusal the page already shows: the add
 * dialog's 'Failed to add to cart!' with Try again, the cart page's alert. Anything else
 * the shop answered, an error page included, is React Router's as before.
 */
export async function sendShopperWrite<T>(
  serverAction: () => Promise<T>,
): Promise<T | ShopperActionResult> {
  try {
    return await inTurn(serverAction);
  } catch (error) {
    if (error instanceof TypeError) return { ok: false, message: SHOP_UNREACHABLE };
    throw error;
  }
}

/**
 * Runs a cart or wishlist change for a route action: the shopper's session is created if
 * needed, and a refusal the shopper can act on (CartError) becomes a 404/409 answer with
 * its message instead of an error page.
 */
import { data, type RouterContextProvider } from 'react-router';
import type { Db } from '../../db/client.ts';
import { CartError } from '../modules/cart/cart.server.ts';
import { type CartOwner, cartOwner } from '../modules/cart/owner.server.ts';
import { requestInfo, services } from './services.server.ts';

export async function runShopperAction(
  context: Readonly<RouterContextProvider>,
  change: (db: Db, owner: CartOwner) => Promise<string>,
) {
  const db = services(context).database.db;
  const owner = cartOwner(await requestInfo(context).session.ensure());
  try {
    return { ok: true, message: await change(db, owner) };
  } catch (error) {
    if (!(error instanceof CartError)) throw error;
    return data(
      { ok: false, message: error.message },
      { status: error.code === 'not_found' ? 404 : 409 },
    );
  }
}

/** The shopper's own state for the page chrome: badges, cart total, wishlist hearts. */
import type { RouterContextProvider } from 'react-router';
import { getCartSummary } from '../modules/cart/cart.server.ts';
import { shopperOf } from '../modules/identity/owner.server.ts';
import { getWishlistVariantIds } from '../modules/wishlist/wishlist.server.ts';
import { requestInfo, services } from './services.server.ts';
import type { ShopperState } from './shell.ts';

export async function loadShopperState(
  context: Readonly<RouterContextProvider>,
): Promise<ShopperState> {
  const { database } = services(context);
  const request = requestInfo(context);
  const owner = await shopperOf(request.session).current();
  const [cart, wishlistVariantIds] = await Promise.all([
    getCartSummary(database.db, owner),
    getWishlistVariantIds(database.db, owner),
  ]);
  // The page cache serves shared pages only to visitors with nothing of their own.
  request.shopperState.personal =
    (owner !== null && 'userId' in owner) || cart.count > 0 || wishlistVariantIds.length > 0;
  return { cart, wishlistCount: wishlistVariantIds.length, wishlistVariantIds };
}

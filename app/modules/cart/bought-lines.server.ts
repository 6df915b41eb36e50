/**
 * What an order takes out of the cart it was bought from: the account's or the guest
 * session's. Both are looked at, since a guest who creates an account with the order has
 * the order linked to that new account after placing it, while the cart bought from is
 * still the session's (it kept the bought lines after an online payment; found by review).
 * The cart's coupon code goes with them.
 */
import { and, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { type CartOwner, ownedBy } from '../shopper/owner.server.ts';
import { cartLines, carts } from './schema.ts';

export async function removeBoughtLines(
  tx: DbOrTx,
  owners: CartOwner[],
  variantIds: number[],
): Promise<void> {
  if (owners.length === 0 || variantIds.length === 0) return;
  const cart = tx
    .select({ id: carts.id })
    .from(carts)
    .where(or(...owners.map((owner) => ownedBy(carts, owner))));
  await tx
    .delete(cartLines)
    .where(and(inArray(cartLines.cartId, cart), inArray(cartLines.variantId, variantIds)));
  // The code was this order's (issue 33): the next cart starts without one.
  await tx
    .update(carts)
    .set({ couponId: null })
    .where(or(...owners.map((owner) => ownedBy(carts, owner))));
}

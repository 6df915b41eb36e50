/**
 * A shopper signing in. The session keeps its row (and so the guest's cart and wishlist)
 * but gets a fresh token, is bound to the account, and the guest's cart and wishlist merge
 * into the account's (quantities add, capped by stock). Orders this session placed as a
 * guest with the account's own e-mail join the account's My Orders; its other guest
 * orders (a shared computer's previous shopper) leave the session.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { mergeGuestCart } from '../modules/cart/cart.server.ts';
import { users } from '../modules/identity/schema.ts';
import type { ShopperSession } from '../modules/identity/session.server.ts';
import { bindSession } from '../modules/identity/sign-in.server.ts';
import { orders } from '../modules/order/schema.ts';
import { mergeGuestWishlist } from '../modules/wishlist/wishlist.server.ts';

export async function signIn(db: DbOrTx, session: ShopperSession, userId: number): Promise<void> {
  const before = await session.current();
  const record = await session.rotate();
  await db.transaction(async (tx) => {
    await bindSession(tx, record.id, userId);
    if (before && before.userId === null) {
      await mergeGuestCart(tx, record.id, userId);
      await mergeGuestWishlist(tx, record.id, userId);
      // Only orders made out to this account's e-mail: a shared computer's previous guest
      // keeps their orders to themselves.
      await tx
        .update(orders)
        .set({ userId })
        .where(
          and(
            eq(orders.sessionId, record.id),
            isNull(orders.userId),
            eq(
              sql`lower(${orders.email})`,
              sql`(select lower(${users.email}) from ${users} where ${users.id} = ${userId})`,
            ),
          ),
        );
      // The rest were someone else's: this session no longer shows them.
      await tx
        .update(orders)
        .set({ sessionId: null })
        .where(and(eq(orders.sessionId, record.id), isNull(orders.userId)));
    }
  });
}

/**
 * Signing a session in and out. At login the session keeps its row (and so the guest's
 * cart and wishlist) but gets a fresh token, is bound to the account, and the guest's cart
 * and wishlist merge into the account's (quantities add, capped by stock). Orders this
 * session placed as a guest with the account's own e-mail join the account's My Orders;
 * its other guest orders (a shared computer's previous shopper) leave the session.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { mergeGuestCart } from '../cart/cart.server.ts';
import { orders } from '../order/schema.ts';
import { mergeGuestWishlist } from '../wishlist/wishlist.server.ts';
import { sessions, users } from './schema.ts';
import type { ShopperSession } from './session.server.ts';
import { STAFF_SESSION_IDLE_MS } from './session-policy.ts';

export async function signIn(db: DbOrTx, session: ShopperSession, userId: number): Promise<void> {
  const before = await session.current();
  const record = await session.rotate();
  await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    // Staff sessions reach the back office: they end after a short idle time.
    const staff =
      account && account.role !== 'customer'
        ? {
            idleTimeoutSeconds: STAFF_SESSION_IDLE_MS / 1000,
            expiresAt: new Date(Date.now() + STAFF_SESSION_IDLE_MS),
          }
        : {};
    await tx
      .update(sessions)
      .set({ userId, ...staff })
      .where(eq(sessions.id, record.id));
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

/** Logout: the session row goes (and with it any guest state); the cookie is cleared. */
export function signOut(session: ShopperSession): Promise<void> {
  return session.revoke();
}

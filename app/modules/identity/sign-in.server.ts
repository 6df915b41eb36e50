/**
 * Signing a session in and out, as far as the account goes. At login the session keeps
 * its row but gets a fresh token (`session.rotate()`) and is bound to the account; what
 * becomes of the guest's cart, wishlist and orders is the shopper's (lib/shopper-sign-in.server.ts).
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { sessions, users } from './schema.ts';
import type { ShopperSession } from './session.server.ts';
import { STAFF_SESSION_IDLE_MS } from './session-policy.ts';

/** Binds a session to the account, in the login's transaction. */
export async function bindSession(tx: DbOrTx, sessionId: number, userId: number): Promise<void> {
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
    .where(eq(sessions.id, sessionId));
}

/** Logout: the session row goes (and with it any guest state); the cookie is cleared. */
export function signOut(session: ShopperSession): Promise<void> {
  return session.revoke();
}

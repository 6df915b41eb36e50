/**
 * Whose cart or wishlist: the account's when signed in, else the guest session's. Both
 * tables hang on exactly one owner (session or user), so one set of helpers serves both.
 */
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type DbOrTx, queryRows } from '../../../db/client.ts';
import type { carts } from '../cart/schema.ts';
import type { wishlists } from '../wishlist/schema.ts';
import type { SessionRecord } from './session.server.ts';

export type CartOwner = { userId: number } | { sessionId: number };

export function cartOwner(session: SessionRecord): CartOwner {
  return session.userId ? { userId: session.userId } : { sessionId: session.id };
}

/**
 * The shopper behind a request, resolved lazily: reads use `current` (no session, no
 * rows), writes call `ensure` only once their input has been found valid, so a refused
 * request never creates a session, a cart or a wishlist.
 */
export interface Shopper {
  current(): Promise<CartOwner | null>;
  ensure(): Promise<CartOwner>;
}

export function shopperOf(session: {
  current(): Promise<SessionRecord | null>;
  ensure(): Promise<SessionRecord>;
}): Shopper {
  return {
    async current() {
      const record = await session.current();
      return record ? cartOwner(record) : null;
    },
    async ensure() {
      return cartOwner(await session.ensure());
    },
  };
}

/** A shopper whose owner is already known (a signed-in account, a job, a test). */
export function knownShopper(owner: CartOwner): Shopper {
  return { current: async () => owner, ensure: async () => owner };
}

type OwnedTable = typeof carts | typeof wishlists;

export function ownedBy(table: OwnedTable, owner: CartOwner) {
  return 'userId' in owner ? eq(table.userId, owner.userId) : eq(table.sessionId, owner.sessionId);
}

/** The owner's cart or wishlist id, or null when there is none yet. */
export async function findOwnedId(
  db: DbOrTx,
  table: OwnedTable,
  owner: CartOwner,
): Promise<number | null> {
  const [row] = await db.select({ id: table.id }).from(table).where(ownedBy(table, owner)).limit(1);
  return row?.id ?? null;
}

/** The owner's cart or wishlist id, created if needed (safe when two requests race). */
export async function ensureOwnedId(
  db: DbOrTx,
  table: OwnedTable,
  owner: CartOwner,
): Promise<number> {
  const values = 'userId' in owner ? { userId: owner.userId } : { sessionId: owner.sessionId };
  await db
    .insert(table)
    .values(values)
    .onConflictDoNothing({ target: 'userId' in owner ? table.userId : table.sessionId });
  const id = await findOwnedId(db, table, owner);
  if (id === null) throw new Error('cart or wishlist could not be created');
  return id;
}

/**
 * Whether a session has state of its own: an account, or a guest cart or wishlist with
 * something in it. Asked after writes, where the page chrome's loader has not run; read
 * from the database, since the write may have just bound the session to an account.
 */
export async function hasPersonalState(db: DbOrTx, sessionId: number): Promise<boolean> {
  const [row] = await queryRows(
    db,
    sql`select
      exists (select 1 from sessions s where s.id = ${sessionId} and s.user_id is not null)
   or exists (select 1 from cart_lines l join carts c on c.id = l.cart_id
              where c.session_id = ${sessionId})
   or exists (select 1 from wishlist_items i join wishlists w on w.id = i.wishlist_id
              where w.session_id = ${sessionId}) as personal`,
    z.object({ personal: z.boolean() }),
  );
  return row?.personal ?? false;
}

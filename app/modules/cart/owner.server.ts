/**
 * Whose cart or wishlist: the account's when signed in, else the guest session's. Both
 * tables hang on exactly one owner (session or user), so one set of helpers serves both.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { SessionRecord } from '../identity/session.server.ts';
import type { wishlists } from '../wishlist/schema.ts';
import type { carts } from './schema.ts';

export type CartOwner = { userId: number } | { sessionId: number };

export function cartOwner(session: SessionRecord): CartOwner {
  return session.userId ? { userId: session.userId } : { sessionId: session.id };
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

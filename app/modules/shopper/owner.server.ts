/**
 * Whose cart or wishlist: the account's when signed in, else the guest session's. Both
 * tables hang on exactly one owner (session or user, `ownerColumns`), so one set of
 * helpers serves both.
 */
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { type DbOrTx, queryRows } from '../../../db/client.ts';
import type { SessionRecord } from '../identity/session.server.ts';

export type CartOwner = { userId: number } | { sessionId: number };

export function cartOwner(session: Pick<SessionRecord, 'id' | 'userId'>): CartOwner {
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

/**
 * A table of records with one owner each (carts, wishlists), named by its shape so that
 * this module needs neither the cart's nor the wishlist's.
 */
type OwnedTable = PgTable & { id: AnyPgColumn; sessionId: AnyPgColumn; userId: AnyPgColumn };

export function ownedBy(table: Pick<OwnedTable, 'sessionId' | 'userId'>, owner: CartOwner) {
  return 'userId' in owner ? eq(table.userId, owner.userId) : eq(table.sessionId, owner.sessionId);
}

const OwnedRow = z.object({ id: z.number() });

/** The owner's cart or wishlist id, or null when there is none yet. */
export async function findOwnedId(
  db: DbOrTx,
  table: OwnedTable,
  owner: CartOwner,
): Promise<number | null> {
  const [row] = await queryRows(
    db,
    sql`select ${table.id} as id from ${table} where ${ownedBy(table, owner)} limit 1`,
    OwnedRow,
  );
  return row?.id ?? null;
}

/** The owner's cart or wishlist id, created if needed (safe when two requests race). */
export async function ensureOwnedId(
  db: DbOrTx,
  table: OwnedTable,
  owner: CartOwner,
): Promise<number> {
  const [column, id] =
    'userId' in owner ? [table.userId, owner.userId] : [table.sessionId, owner.sessionId];
  const name = sql.identifier(column.name);
  await db.execute(
    sql`insert into ${table} (${name}) values (${id}) on conflict (${name}) do nothing`,
  );
  const found = await findOwnedId(db, table, owner);
  if (found === null) throw new Error('cart or wishlist could not be created');
  return found;
}

/**
 * At login: the guest session's cart or wishlist joins the account's (created if needed).
 * `moveRows` copies the guest's rows by its table's own rule; the guest's record then goes,
 * and its rows with it.
 */
export async function mergeGuestOwned(
  db: DbOrTx,
  table: OwnedTable,
  sessionId: number,
  userId: number,
  moveRows: (guestId: number, accountId: number) => Promise<unknown>,
): Promise<void> {
  const guestId = await findOwnedId(db, table, { sessionId });
  if (guestId === null) return;
  await moveRows(guestId, await ensureOwnedId(db, table, { userId }));
  await db.execute(sql`delete from ${table} where ${table.id} = ${guestId}`);
}

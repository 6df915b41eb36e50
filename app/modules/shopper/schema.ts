/**
 * Whose a cart or a wishlist is, in the schema: exactly one guest session or one account.
 * The tables themselves live with their module (cart, wishlist).
 */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, integer } from 'drizzle-orm/pg-core';
import { sessions, users } from '../identity/schema.ts';

/**
 * The owner of a guest-or-account record (cart, wishlist): exactly one of a session or an
 * account, each unique, deleted with it. Pair with `oneOwnerCheck`.
 */
export function ownerColumns() {
  return {
    sessionId: integer('session_id')
      .unique()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
  };
}

export function oneOwnerCheck(name: string, t: { sessionId: AnyPgColumn; userId: AnyPgColumn }) {
  return check(name, sql`(${t.sessionId} is null) <> (${t.userId} is null)`);
}

/**
 * Single-use tokens for e-mail links (verification, password reset): 32 random bytes in
 * the link, only their SHA-256 in the database, an expiry, and consumed by one
 * conditional update so that two clicks cannot both use one link.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { userTokens } from './schema.ts';

export type TokenPurpose = (typeof userTokens.purpose.enumValues)[number];

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The user's unused tokens of this purpose stop working (a newer one, a new password). */
export async function retireTokens(
  db: DbOrTx,
  userId: number,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
      ),
    );
}

/** A new link token for the user; earlier unused tokens of the same purpose stop working. */
export async function issueToken(
  db: DbOrTx,
  userId: number,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await retireTokens(db, userId, purpose, now);
  await db.insert(userTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

export type TokenCheck =
  | { ok: true; userId: number }
  | { ok: false; reason: 'invalid' | 'expired' };

/** The row of a token that still works: this purpose, unused, unexpired. */
function usable(token: string, purpose: TokenPurpose, now: Date) {
  return [
    eq(userTokens.tokenHash, hashToken(token)),
    eq(userTokens.purpose, purpose),
    isNull(userTokens.usedAt),
    gt(userTokens.expiresAt, now),
  ];
}

/** Whether a link's token would still work (unused, unexpired), without using it up. */
export async function isTokenUsable(
  db: DbOrTx,
  token: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<boolean> {
  const [row] = await db
    .select({ id: userTokens.id })
    .from(userTokens)
    .where(and(...usable(token, purpose, now)))
    .limit(1);
  return Boolean(row);
}

/** Uses up a token: its user, or why not (unknown, used, someone else's, expired). */
export async function consumeToken(
  db: DbOrTx,
  token: string,
  purpose: TokenPurpose,
  userId: number | null,
  now = new Date(),
): Promise<TokenCheck> {
  const [used] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        ...usable(token, purpose, now),
        ...(userId === null ? [] : [eq(userTokens.userId, userId)]),
      ),
    )
    .returning({ userId: userTokens.userId });
  if (used) return { ok: true, userId: used.userId };
  const [row] = await db
    .select({ expiresAt: userTokens.expiresAt, usedAt: userTokens.usedAt })
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, hashToken(token)), eq(userTokens.purpose, purpose)));
  return { ok: false, reason: row && !row.usedAt && row.expiresAt <= now ? 'expired' : 'invalid' };
}

/**
 * How long a token's row outlives its expiry: long enough that a link opened a few weeks
 * late still says it expired rather than that it is unknown; after that the row (a hash
 * and whose it was) says nothing anyone needs.
 */
export const SPENT_TOKEN_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/** Scheduled clean-up: tokens expired (used or not) more than SPENT_TOKEN_KEPT_MS ago. */
export async function deleteSpentTokens(db: DbOrTx, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(userTokens)
    .where(lt(userTokens.expiresAt, new Date(now.getTime() - SPENT_TOKEN_KEPT_MS)))
    .returning({ id: userTokens.id });
  return deleted.length;
}

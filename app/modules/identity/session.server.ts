/**
 * Shopper sessions. Every visitor gets a random token in an httpOnly cookie on the
 * first request. The server-side row (keyed by the token's SHA-256) is created the
 * first time the session is needed for state (cart, wishlist, login), so crawlers and
 * one-off visits do not fill the table; until then the session is simply empty.
 * See docs/decisions/0008-sessions.md.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { sessions } from './schema.ts';
import {
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SESSION_TOKEN_PATTERN,
  SESSION_TOUCH_INTERVAL_MS,
} from './session-policy.ts';

export type SessionRecord = typeof sessions.$inferSelect;

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function isWellFormedToken(token: string | undefined): token is string {
  return typeof token === 'string' && SESSION_TOKEN_PATTERN.test(token);
}

/** The live session row for a token, or null (unknown, idle-expired or past its absolute limit). */
export async function findSession(
  db: DbOrTx,
  token: string,
  now = new Date(),
): Promise<SessionRecord | null> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, hashSessionToken(token)),
        gt(sessions.expiresAt, now),
        gt(sessions.absoluteExpiresAt, now),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
    const expiresAt = new Date(
      Math.min(now.getTime() + SESSION_IDLE_MS, row.absoluteExpiresAt.getTime()),
    );
    await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, row.id));
    return { ...row, lastSeenAt: now, expiresAt };
  }
  return row;
}

/** The session row for a token, created if it does not exist yet (safe under concurrency). */
export async function ensureSession(
  db: DbOrTx,
  token: string,
  now = new Date(),
): Promise<SessionRecord> {
  const existing = await findSession(db, token, now);
  if (existing) return existing;
  const tokenHash = hashSessionToken(token);
  // An expired row with this token is dead: remove it so the token can start afresh.
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        or(lt(sessions.expiresAt, now), lt(sessions.absoluteExpiresAt, now)),
      ),
    );
  await db
    .insert(sessions)
    .values({
      tokenHash,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
      absoluteExpiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    })
    .onConflictDoNothing({ target: sessions.tokenHash });
  const created = await findSession(db, token, now);
  if (!created) throw new Error('session could not be created');
  return created;
}

/** Ends a session (logout); its guest cart and wishlist go with it. */
export async function revokeSession(db: DbOrTx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashSessionToken(token)));
}

/** Scheduled clean-up: expired sessions and, by cascade, their guest carts and wishlists. */
export async function deleteExpiredSessions(db: DbOrTx, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.absoluteExpiresAt, now)))
    .returning({ id: sessions.id });
  return deleted.length;
}

/** Per-request handle: loads the row at most once, creates it only when asked to. */
export interface ShopperSession {
  token: string;
  current(): Promise<SessionRecord | null>;
  ensure(): Promise<SessionRecord>;
  /** Whether this request created the session row (its cookie must then be sent). */
  readonly created: boolean;
}

export function shopperSession(db: DbOrTx, token: string): ShopperSession {
  let loaded: Promise<SessionRecord | null> | undefined;
  let created = false;
  return {
    token,
    get created() {
      return created;
    },
    current() {
      loaded ??= findSession(db, token);
      return loaded;
    },
    async ensure() {
      const existing = await this.current();
      if (existing) return existing;
      const record = await ensureSession(db, token);
      created = true;
      loaded = Promise.resolve(record);
      return record;
    },
  };
}

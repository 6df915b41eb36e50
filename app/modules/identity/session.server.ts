/**
 * Shopper sessions. The cookie carries a random token, signed with SESSION_SECRET by
 * the HTTP shell (server/session-cookie.ts); the server-side row is keyed by the token's
 * SHA-256. Rows are created only together with a token the server mints at that moment
 * (the first time a session must hold state: cart, wishlist, login), so a token a client
 * brings — forged, expired, revoked — can never become a session again.
 * See docs/decisions/0008-sessions.md and 0009-sessions-and-limits.md.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { sessions } from './schema.ts';
import { idlePolicy, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './session-policy.ts';

export type SessionRecord = typeof sessions.$inferSelect;

/** A token and the live row it names. */
export interface IssuedSession {
  token: string;
  record: SessionRecord;
}

/** 32 random bytes, base64url. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Idle and absolute expiry for a session (re)started now. */
function lifetimeFrom(now: Date) {
  return {
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
    absoluteExpiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  };
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
  const { idleMs, touchMs } = idlePolicy(row.idleTimeoutSeconds);
  if (now.getTime() - row.lastSeenAt.getTime() > touchMs) {
    const expiresAt = new Date(Math.min(now.getTime() + idleMs, row.absoluteExpiresAt.getTime()));
    await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, row.id));
    return { ...row, lastSeenAt: now, expiresAt };
  }
  return row;
}

/** Starts a session: a freshly minted token and its row. The only way a row comes to be. */
export async function createSession(db: DbOrTx, now = new Date()): Promise<IssuedSession> {
  const token = newSessionToken();
  const [record] = await db
    .insert(sessions)
    .values({ tokenHash: hashSessionToken(token), createdAt: now, ...lifetimeFrom(now) })
    .returning();
  return { token, record: record! };
}

/**
 * Gives a live session a fresh token (at login): the same row, so its cart and wishlist
 * stay, with a new lifetime; the old token stops working at once. Null when the token
 * names no live session.
 */
export async function rotateSession(
  db: DbOrTx,
  token: string,
  now = new Date(),
): Promise<IssuedSession | null> {
  const next = newSessionToken();
  const [record] = await db
    .update(sessions)
    .set({ tokenHash: hashSessionToken(next), idleTimeoutSeconds: null, ...lifetimeFrom(now) })
    .where(
      and(
        eq(sessions.tokenHash, hashSessionToken(token)),
        gt(sessions.expiresAt, now),
        gt(sessions.absoluteExpiresAt, now),
      ),
    )
    .returning();
  return record ? { token: next, record } : null;
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

/** What the response must do with the session cookie: send a new token, or clear it. */
export type SessionCookieChange = { set: string } | 'clear' | undefined;

/**
 * Per-request handle: loads the row at most once, creates it only when asked to, and
 * records the cookie change for the HTTP shell to apply after the handler.
 */
export interface ShopperSession {
  /** The live session, or null for a guest without state. */
  current(): Promise<SessionRecord | null>;
  /** The live session, started with a fresh token when there is none. */
  ensure(): Promise<SessionRecord>;
  /** A fresh token for the session (login); starts one when there is none. */
  rotate(): Promise<SessionRecord>;
  /** Deletes the session (logout) and clears the cookie. */
  revoke(): Promise<void>;
  readonly cookieChange: SessionCookieChange;
}

/** `presented`: the token from a cookie whose signature checked out, if any. */
export function shopperSession(db: DbOrTx, presented: string | undefined): ShopperSession {
  let token = presented;
  let loaded: Promise<SessionRecord | null> | undefined;
  let cookieChange: SessionCookieChange;
  // One start per request, however many of its loaders and actions ask at once.
  let starting: Promise<SessionRecord> | undefined;

  const adopt = (issued: IssuedSession) => {
    token = issued.token;
    cookieChange = { set: issued.token };
    loaded = Promise.resolve(issued.record);
    return issued.record;
  };
  const current = () => {
    loaded ??= token ? findSession(db, token) : Promise.resolve(null);
    return loaded;
  };

  return {
    get cookieChange() {
      return cookieChange;
    },
    current,
    async ensure() {
      const existing = await current();
      if (existing) return existing;
      starting ??= createSession(db).then(adopt);
      return starting;
    },
    async rotate() {
      const rotated = token ? await rotateSession(db, token) : null;
      return adopt(rotated ?? (await createSession(db)));
    },
    async revoke() {
      if (token) await revokeSession(db, token);
      token = undefined;
      loaded = Promise.resolve(null);
      starting = undefined;
      cookieChange = 'clear';
    },
  };
}

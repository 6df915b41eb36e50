/**
 * The session cookie: reads the signed token into a per-request ShopperSession, and
 * after the handler applies what the handler did to it (started, rotated, revoked).
 * A cookie whose signature does not check out is treated as no cookie at all.
 */
import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { hasPersonalState } from '../app/lib/personal-state.server.ts';
import { PERSONAL_STATE_COOKIE, type ShopperStateProbe } from '../app/lib/personal-state.ts';
import {
  newSessionToken,
  type ShopperSession,
  shopperSession,
} from '../app/modules/identity/session.server.ts';
import { SESSION_ABSOLUTE_MS, sessionCookieName } from '../app/modules/identity/session-policy.ts';
import type { Db } from '../db/client.ts';
import { signValue, verifiedValue } from './cookie-signature.ts';
import type { AppEnv } from './types.ts';

export interface SessionCookieOptions {
  db: Db;
  /** HMAC key for the cookie's signature (SESSION_SECRET). */
  secret: string;
  /** Served over https: Secure cookie with the `__Host-` prefix. */
  secure: boolean;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Keeps the `ps` cookie (personal state: 'f' and a stamp, or 'e') true to the session,
 * for the page cache. Pages learn it from the root loader; writes (cart, wishlist, login, logout)
 * ask the database once. Unknown (an API read) leaves the cookie as it is.
 */
async function followPersonalState(
  c: Context<AppEnv>,
  db: Db,
  session: ShopperSession,
  probe: ShopperStateProbe,
  options: CookieOptions,
) {
  let personal = probe.personal;
  if (personal === undefined && WRITES.has(c.req.method)) {
    const record = await session.current();
    personal = record ? await hasPersonalState(db, record.id) : false;
  }
  if (personal === undefined) return;
  const current = getCookie(c, PERSONAL_STATE_COOKIE);
  if (!personal) {
    if (current !== 'e') setCookie(c, PERSONAL_STATE_COOKIE, 'e', options);
    return;
  }
  // 'f' and a stamp that every write renews: the stamp is part of the key under which
  // each process keeps this shopper's view, so the page after a change is read afresh
  // everywhere, without waiting for the change's notification (ADR 0014).
  if (WRITES.has(c.req.method) || !current?.startsWith('f')) {
    setCookie(c, PERSONAL_STATE_COOKIE, `f${randomBytes(6).toString('base64url')}`, options);
  }
}

/**
 * A page asked for as a document: by the browser's word where it gives one (not an image,
 * a script or a fetch), else by the path (not the API, nor a page's data, `/cart.data`).
 */
function isDocumentRequest(c: Context<AppEnv>): boolean {
  const destination = c.req.header('sec-fetch-dest');
  if (destination) return destination === 'document' || destination === 'iframe';
  return !c.req.path.startsWith('/api/') && !c.req.path.endsWith('.data');
}

/** A response every cache may keep and hand to anyone: it must carry nobody's cookie. */
function isPubliclyCacheable(response: Response): boolean {
  return /\bpublic\b/i.test(response.headers.get('Cache-Control') ?? '');
}

export function sessionCookie({
  db,
  secret,
  secure,
}: SessionCookieOptions): MiddlewareHandler<AppEnv> {
  const name = sessionCookieName(secure);
  const options: CookieOptions = {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/',
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  };
  return async (c, next) => {
    const presented = verifiedValue(getCookie(c, name), secret);
    const session = shopperSession(db, presented);
    const probe: ShopperStateProbe = {};
    c.set('session', session);
    c.set('shopperState', probe);
    await next();
    // Set after the handler: page responses are built by React Router, not by Hono.
    if (isPubliclyCacheable(c.res)) return;
    const change = session.cookieChange;
    if (change === 'clear') deleteCookie(c, name, options);
    else if (change) setCookie(c, name, signValue(change.set, secret), options);
    // A private page gives a new visitor its first cookie (ADR 0008); the first write
    // replaces it with the token of a new session (ADR 0009). API calls set a cookie
    // only when they changed the session, and so do a page's own data requests (React
    // Router's `.data`: prefetches, navigations, revalidations) and whatever else a page
    // loads (a missing image's 404, the route manifest): one sent beside the visitor's
    // first write and answered after it would replace the session that write started with
    // an empty one, the item just added gone.
    else if (!presented && isDocumentRequest(c)) {
      setCookie(c, name, signValue(newSessionToken(), secret), options);
    }
    // An API call or data request that brought no session cookie has no state to report:
    // the gateway's cross-site callback comes without the shopper's cookies (SameSite=Lax),
    // and an 'e' would show their next page as everyone's (or, answered after the first
    // write's 'f', hide its cart from the page cache).
    else if (!presented) return;
    await followPersonalState(c, db, session, probe, options);
  };
}

/** Sessions: a signed token for every visitor, a row only for tokens the server mints, expiring, cleaned up. */
import { eq, gt } from 'drizzle-orm';
import { Hono } from 'hono';
import { generateSignedCookie } from 'hono/cookie';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../app/modules/catalog/schema.ts';
import { sessions } from '../../app/modules/identity/schema.ts';
import {
  createSession,
  deleteExpiredSessions,
  findSession,
  hashSessionToken,
  newSessionToken,
  revokeSession,
  shopperSession,
} from '../../app/modules/identity/session.server.ts';
import { sessionCookie } from '../../server/session-cookie.ts';
import type { AppEnv } from '../../server/types.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

let server: TestServer;
let variantId: string;
beforeAll(async () => {
  server = await startTestServer();
  const [variant] = await db()
    .select({ id: productVariants.publicId })
    .from(productVariants)
    .where(gt(productVariants.stock, 5))
    .limit(1);
  variantId = variant!.id;
});
afterAll(async () => {
  await server?.stop();
});
afterEach(() => {
  expect(server.errors).toEqual([]);
});

const db = () => server.services.database.db;
const secret = () => server.services.config.sessionSecret;

/** The `sid` cookie a response sets: its Cookie header and the token inside the signed value. */
function issued(response: Response): { cookie: string; token: string } | null {
  const match = /^sid=([^;]*)/.exec(response.headers.get('set-cookie') ?? '');
  if (!match) return null;
  const value = decodeURIComponent(match[1]!);
  return { cookie: `sid=${match[1]}`, token: value.slice(0, value.lastIndexOf('.')) };
}

async function signed(token: string, key = secret()): Promise<string> {
  return (await generateSignedCookie('sid', token, key)).split(';')[0]!;
}

async function rowFor(token: string) {
  return db()
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashSessionToken(token)));
}

/** Adds one item with a plain form post, as a browser without JavaScript would. */
function addToCart(cookie: string) {
  return server.fetch('/cart', {
    method: 'POST',
    headers: {
      cookie,
      origin: server.url,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ intent: 'add', variantId, quantity: '1' }).toString(),
  });
}

async function cartCount(cookie: string): Promise<number> {
  const response = await server.fetch('/api/v1/cart/summary', { headers: { cookie } });
  return ((await response.json()) as { count: number }).count;
}

describe('session cookie', () => {
  it('is set on the first page request: signed, httpOnly, SameSite=Lax, whole site', async () => {
    // (A private page: shared pages from the page cache set no cookie at all.)
    const response = await server.fetch('/cart');
    const cookie = response.headers.get('set-cookie') ?? '';
    // The token, a dot, and its HMAC-SHA256 (base64, URL-encoded).
    expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{43}\.[A-Za-z0-9%]{44,};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    // Plain http in tests: not Secure.
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('is kept when the browser sends it back', async () => {
    const first = issued(await server.fetch('/cart'))!;
    const again = await server.fetch('/cart', { headers: { cookie: first.cookie } });
    expect(again.headers.getSetCookie().filter((header) => header.startsWith('sid='))).toEqual([]);
  });

  it.each([
    ['a well-formed token the server never signed', () => `sid=${newSessionToken()}`],
    ['a token signed with another key', () => signed(newSessionToken(), 'x'.repeat(64))],
    ['garbage', () => 'sid=not-a-token'],
  ])('is replaced when it carries %s', async (_name, cookie) => {
    const presented = await cookie();
    const response = await server.fetch('/cart', { headers: { cookie: presented } });
    const replacement = issued(response);
    expect(replacement).not.toBeNull();
    expect(replacement!.cookie).not.toBe(presented);
  });

  it('is never adopted: state goes to a fresh token, not to the one the client brought', async () => {
    const planted = newSessionToken();
    const signedPlanted = await signed(planted);
    for (const presented of [`sid=${planted}`, signedPlanted]) {
      const response = await addToCart(presented);
      expect(response.status).toBe(200);
      const fresh = issued(response)!;
      expect(fresh.token).not.toBe(planted);
      expect(await rowFor(fresh.token)).toHaveLength(1);
    }
    // A signed token without a session (a visitor's first cookie, or a planted one) never gets a row.
    expect(await rowFor(planted)).toHaveLength(0);
  });

  it('is replaced, not revived, when its session expired', async () => {
    const first = issued(await addToCart(''))!;
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashSessionToken(first.token)));
    const response = await addToCart(first.cookie);
    const fresh = issued(response)!;
    expect(fresh.token).not.toBe(first.token);
    // The new session holds only the new item; the expired one stays dead.
    expect(await cartCount(fresh.cookie)).toBe(1);
    expect(await cartCount(first.cookie)).toBe(0);
    expect(await findSession(db(), first.token)).toBeNull();
  });

  it('is replaced, not revived, when its session was revoked', async () => {
    const first = issued(await addToCart(''))!;
    await revokeSession(db(), first.token);
    const fresh = issued(await addToCart(first.cookie))!;
    expect(fresh.token).not.toBe(first.token);
    expect(await rowFor(first.token)).toHaveLength(0);
    expect(await cartCount(fresh.cookie)).toBe(1);
  });

  it('is not set on publicly cacheable responses', async () => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/api/v1/categories']) {
      const response = await server.fetch(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toMatch(/public/);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it("is not given by a page's data request, which could replace the first write's session", async () => {
    // A page without a cookie sends a data request (a prefetch, a navigation) beside the
    // visitor's first add; the add's answer starts the session, and the data request's
    // answer, coming after it, must not overwrite that cookie with an empty session's.
    const add = issued(await addToCart(''))!;
    expect(await cartCount(add.cookie)).toBe(1);
    for (const path of ['/cart.data', '/_.data', '/products.data']) {
      const data = await server.fetch(path);
      expect(data.status).toBe(200);
      expect(data.headers.getSetCookie()).toEqual([]);
    }
    // Nor does anything else a page loads, where the browser says what it is: a missing
    // image's 404 page, a client navigation's data.
    const image = await server.fetch('/media/products/gone.webp', {
      headers: { 'sec-fetch-dest': 'image' },
    });
    expect(image.status).toBe(404);
    expect(image.headers.getSetCookie()).toEqual([]);
    const data = await server.fetch('/cart.data', { headers: { 'sec-fetch-dest': 'empty' } });
    expect(data.headers.getSetCookie()).toEqual([]);
    // The document still gives a new visitor the first cookie, whether it says so or not.
    expect(issued(await server.fetch('/cart'))).not.toBeNull();
    const document = await server.fetch('/cart', { headers: { 'sec-fetch-dest': 'document' } });
    expect(issued(document)).not.toBeNull();
  });

  it('does not write a session row for a visit that holds no state', async () => {
    const { token } = issued(await server.fetch('/cart'))!;
    expect(await rowFor(token)).toHaveLength(0);
  });
});

describe('rotating and revoking', () => {
  it('rotate gives the session a new token; the old one stops working; the cart stays', async () => {
    const first = issued(await addToCart(''))!;
    const before = await findSession(db(), first.token);
    const session = shopperSession(db(), first.token);
    const rotated = await session.rotate();
    const change = session.cookieChange;
    expect(change).toEqual({ set: expect.any(String) });
    const next = (change as { set: string }).set;
    expect(next).not.toBe(first.token);
    expect(rotated.id).toBe(before!.id);
    expect(await findSession(db(), first.token)).toBeNull();
    expect((await findSession(db(), next))!.id).toBe(before!.id);
    expect(await cartCount(await signed(next))).toBe(1);
    expect(await cartCount(first.cookie)).toBe(0);
  });

  it('rotate without a session starts one', async () => {
    const session = shopperSession(db(), undefined);
    const record = await session.rotate();
    const change = session.cookieChange as { set: string };
    expect((await findSession(db(), change.set))!.id).toBe(record.id);
  });

  it('revoke deletes the session and clears the cookie; ensure afterwards starts a new one', async () => {
    const { token, record } = await createSession(db());
    const session = shopperSession(db(), token);
    await session.revoke();
    expect(session.cookieChange).toBe('clear');
    expect(await session.current()).toBeNull();
    expect(await db().select().from(sessions).where(eq(sessions.id, record.id))).toHaveLength(0);
    const fresh = await session.ensure();
    expect(fresh.id).not.toBe(record.id);
    expect((session.cookieChange as { set: string }).set).not.toBe(token);
  });

  it('ensure starts one session however many callers of a request ask at once', async () => {
    const session = shopperSession(db(), undefined);
    const [a, b] = await Promise.all([session.ensure(), session.ensure()]);
    expect(a.id).toBe(b.id);
  });

  it('the cookie middleware sends what a handler did: the rotated token, a cleared cookie', async () => {
    // A throwaway app in the test, standing in for the login and logout actions to come.
    const app = new Hono<AppEnv>();
    app.use(sessionCookie({ db: db(), secret: secret(), secure: false }));
    app.post('/login', async (c) => {
      await c.get('session').rotate();
      return c.text('signed in');
    });
    app.post('/logout', async (c) => {
      await c.get('session').revoke();
      return c.text('signed out');
    });
    app.get('/public', (c) => c.text('cached', 200, { 'Cache-Control': 'public, max-age=60' }));

    const { token } = await createSession(db());
    const cookie = await signed(token);
    const login = await app.request('/login', { method: 'POST', headers: { cookie } });
    const next = issued(login)!;
    expect(next.token).not.toBe(token);
    expect(await findSession(db(), next.token)).not.toBeNull();
    expect(await findSession(db(), token)).toBeNull();

    const logout = await app.request('/logout', {
      method: 'POST',
      headers: { cookie: next.cookie },
    });
    expect(logout.headers.get('set-cookie')).toMatch(/^sid=; Max-Age=0; Path=\//);
    expect(await findSession(db(), next.token)).toBeNull();

    const cached = await app.request('/public');
    expect(cached.headers.get('set-cookie')).toBeNull();
  });
});

describe('session records', () => {
  it('stores only the hash of the token', async () => {
    const { token, record } = await createSession(db());
    expect(record.tokenHash).toBe(hashSessionToken(token));
    expect(record.tokenHash).not.toContain(token);
  });

  it('expires after the idle timeout and is cleaned up', async () => {
    const { token, record } = await createSession(db());
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, record.id));
    expect(await findSession(db(), token)).toBeNull();
    expect(await deleteExpiredSessions(db())).toBeGreaterThanOrEqual(1);
    expect(await db().select().from(sessions).where(eq(sessions.id, record.id))).toHaveLength(0);
  });

  it('never outlives its absolute timeout, however active', async () => {
    const { token, record } = await createSession(db());
    await db()
      .update(sessions)
      .set({
        absoluteExpiresAt: new Date(Date.now() - 1000),
        lastSeenAt: new Date(Date.now() - 2 * 3600_000),
      })
      .where(eq(sessions.id, record.id));
    expect(await findSession(db(), token)).toBeNull();
  });

  it('pushes the idle expiry forward when used after a while, within the absolute limit', async () => {
    const { token, record } = await createSession(db());
    const old = new Date(Date.now() - 2 * 3600_000);
    await db()
      .update(sessions)
      .set({ lastSeenAt: old, expiresAt: new Date(Date.now() + 1000) })
      .where(eq(sessions.id, record.id));
    const touched = await findSession(db(), token);
    expect(touched!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
    expect(touched!.expiresAt.getTime()).toBeLessThanOrEqual(touched!.absoluteExpiresAt.getTime());
  });
});

describe('CSRF', () => {
  it('refuses a cross-site form post', async () => {
    const response = await server.fetch('/cart', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
      body: 'a=1',
    });
    expect(response.status).toBe(403);
  });
});

describe('public API responses', () => {
  it('never carry a session cookie, so shared caches can keep them', async () => {
    const response = await server.fetch('/api/v1/categories');
    expect(response.headers.get('set-cookie')).toBeNull();
    const summary = await server.fetch('/api/v1/cart/summary');
    expect(summary.headers.get('set-cookie')).toBeNull();
  });

  it('an API call that stores state starts the session with its cookie', async () => {
    const response = await server.fetch('/api/v1/wishlist/toggle', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ variantId }),
    });
    expect(response.status).toBe(200);
    const fresh = issued(response)!;
    expect(await rowFor(fresh.token)).toHaveLength(1);
  });
});

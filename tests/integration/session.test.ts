/** Sessions: a token for every visitor, created lazily, expiring, and cleaned up. */
import { eq, gt } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../app/modules/catalog/schema.ts';
import { sessions } from '../../app/modules/identity/schema.ts';
import {
  deleteExpiredSessions,
  ensureSession,
  findSession,
  hashSessionToken,
  newSessionToken,
} from '../../app/modules/identity/session.server.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});
afterEach(() => {
  expect(server.errors).toEqual([]);
});

const db = () => server.services.database.db;

describe('session cookie', () => {
  it('is set on the first page request: httpOnly, SameSite=Lax, whole site', async () => {
    const response = await server.fetch('/');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    // Plain http in tests: not Secure.
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('is kept when the browser sends it back, and replaced when it is malformed', async () => {
    const token = newSessionToken();
    const kept = await server.fetch('/', { headers: { cookie: `sid=${token}` } });
    expect(kept.headers.get('set-cookie')).toBeNull();
    const replaced = await server.fetch('/', { headers: { cookie: 'sid=not-a-token' } });
    expect(replaced.headers.get('set-cookie')).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
  });

  it('does not write a session row for a visit that holds no state', async () => {
    const response = await server.fetch('/');
    const token = /^sid=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')![1]!;
    const rows = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    expect(rows).toHaveLength(0);
  });
});

describe('session records', () => {
  it('stores only the hash of the token', async () => {
    const token = newSessionToken();
    const record = await ensureSession(db(), token);
    expect(record.tokenHash).toBe(hashSessionToken(token));
    expect(record.tokenHash).not.toContain(token);
  });

  it('creates one row even when two requests race for it', async () => {
    const token = newSessionToken();
    const [a, b] = await Promise.all([ensureSession(db(), token), ensureSession(db(), token)]);
    expect(a.id).toBe(b.id);
  });

  it('expires after the idle timeout and is cleaned up', async () => {
    const token = newSessionToken();
    const record = await ensureSession(db(), token);
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, record.id));
    expect(await findSession(db(), token)).toBeNull();
    expect(await deleteExpiredSessions(db())).toBeGreaterThanOrEqual(1);
    expect(await db().select().from(sessions).where(eq(sessions.id, record.id))).toHaveLength(0);
  });

  it('never outlives its absolute timeout, however active', async () => {
    const token = newSessionToken();
    const record = await ensureSession(db(), token);
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
    const token = newSessionToken();
    const record = await ensureSession(db(), token);
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
    const response = await server.fetch('/', {
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
    const [variant] = await db()
      .select({ id: productVariants.publicId })
      .from(productVariants)
      .where(gt(productVariants.stock, 0))
      .limit(1);
    const response = await server.fetch('/api/v1/wishlist/toggle', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ variantId: variant!.id }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
  });
});

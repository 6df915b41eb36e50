/**
 * The back office's door: staff in, everyone else the ordinary 404 (nothing hints that
 * /admin exists), staff sessions idle out quickly, promoted accounts sign in again, and
 * admin:create makes and promotes accounts with an audit entry.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../app/modules/admin/schema.ts';
import { createOrPromoteStaff } from '../../app/modules/admin/staff-accounts.server.ts';
import { sessions, users } from '../../app/modules/identity/schema.ts';
import { findSession } from '../../app/modules/identity/session.server.ts';
import { browser, PASSWORD, signIn, verifiedAccount } from '../setup/browser.ts';
import { staffBrowser } from '../setup/staff.ts';
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

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

describe('who gets into /admin', () => {
  it('answers a guest exactly like an unknown address', async () => {
    const guest = browser(server);
    const unknown = await guest.get('/no-such-page-here');
    const admin = await guest.get('/admin');
    expect(admin.status).toBe(404);
    expect(title(admin.html)).toBe(title(unknown.html));
    expect(h1(admin.html)).toBe('Page not found');
    // What the page says and offers is the ordinary 404's (its route code, like every
    // client bundle, is public; the loaders and actions are what refuse).
    expect(admin.html).not.toContain('Back Office');
    expect(admin.html.includes('class="site-header"')).toBe(true);
    const data = await guest.get('/admin.data');
    expect(data.status).toBe(404);
    // The files (the CSV exports, an invoice) refuse a post as they refuse a read: 404,
    // not a 405 that said 'Unexpected Server Error' (found by review).
    for (const file of ['/admin/export/messages.csv', '/admin/orders/1/invoice.pdf']) {
      expect((await guest.get(file)).status, file).toBe(404);
      expect((await guest.post(file, { a: '1' })).status, file).toBe(404);
    }
  });

  it('answers a signed-in shopper with the same 404', async () => {
    const account = await verifiedAccount(server, 'shopper');
    const b = browser(server);
    await signIn(b, account.email);
    const answer = await b.get('/admin');
    expect(answer.status).toBe(404);
    expect(h1(answer.html)).toBe('Page not found');
    expect(answer.html).not.toMatch(/back office/i);
  });

  it('lets staff in to the dashboard, never cached', async () => {
    const staff = await staffBrowser(server, 'staff');
    const answer = await staff.get('/admin');
    expect(answer.status).toBe(200);
    expect(answer.html).toContain('Gruha Back Office');
    expect(answer.html).toContain('Orders awaiting action');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('starts staff sessions with a 30-minute idle timeout that ends them', async () => {
    const staff = await staffBrowser(server, 'admin');
    const db = server.services.database.db;
    const [account] = await db.select().from(users).where(eq(users.email, staff.email));
    const [session] = await db.select().from(sessions).where(eq(sessions.userId, account!.id));
    expect(session!.idleTimeoutSeconds).toBe(1800);
    expect(session!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    const token = decodeURIComponent(staff.cookie('sid')!).split('.')[0]!;
    const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    // In use: every minute of activity pushes the end 30 minutes on.
    expect(await findSession(db, token, later(20))).not.toBeNull();
    expect(await findSession(db, token, later(45))).not.toBeNull();
    // Left alone for more than 30 minutes: gone.
    expect(await findSession(db, token, later(80))).toBeNull();
  });

  it('sends a session from before a promotion to sign in again', async () => {
    const account = await verifiedAccount(server, 'promoted');
    const b = browser(server);
    await signIn(b, account.email);
    const db = server.services.database.db;
    // Promoted while signed in, behind the command's back (the command ends sessions itself).
    await db.update(users).set({ role: 'staff' }).where(eq(users.id, account.id));
    const answer = await b.get('/admin?from=promotion');
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(
      `/auth/login?redirectTo=${encodeURIComponent('/admin?from=promotion')}`,
    );
    await signIn(b, account.email);
    expect((await b.get('/admin')).status).toBe(200);
  });
});

describe('npm run admin:create', () => {
  it('creates a verified staff account and promotes an existing one, ending its sessions', async () => {
    const db = server.services.database.db;
    const created = await createOrPromoteStaff(db, {
      email: 'New.Staff@Example.com',
      password: PASSWORD,
      role: 'staff',
    });
    expect(created).toEqual({ created: true, email: 'new.staff@example.com', role: 'staff' });
    const [row] = await db.select().from(users).where(eq(users.email, 'new.staff@example.com'));
    expect(row!.role).toBe('staff');
    expect(row!.emailVerifiedAt).not.toBeNull();

    const account = await verifiedAccount(server, 'to-promote');
    const b = browser(server);
    await signIn(b, account.email);
    const promoted = await createOrPromoteStaff(db, { email: account.email });
    expect(promoted).toEqual({ created: false, email: account.email, role: 'admin' });
    expect(await db.select().from(sessions).where(eq(sessions.userId, account.id))).toEqual([]);
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, account.email)));
    expect(entries).toMatchObject([
      { action: 'staff.promote', before: { role: 'customer' }, after: { role: 'admin' } },
    ]);
  });

  it('refuses a new account without a password, and a weak or common password', async () => {
    const db = server.services.database.db;
    await expect(createOrPromoteStaff(db, { email: 'nopass@example.com' })).rejects.toThrow(
      /needs --password/,
    );
    await expect(
      createOrPromoteStaff(db, { email: 'weak@example.com', password: 'short' }),
    ).rejects.toThrow(/password/);
    await expect(
      createOrPromoteStaff(db, { email: 'common@example.com', password: 'Password@123' }),
    ).rejects.toThrow(/too common/);
    await expect(
      createOrPromoteStaff(db, { email: 'not-an-email', password: PASSWORD }),
    ).rejects.toThrow(/email/);
  });
});

/**
 * Failed logins with the real rules (RATE_LIMIT_FACTOR=1): one e-mail from one address is
 * blocked after five failures, while its owner, from their own address, still gets in; a
 * success clears the failures of its (e-mail, address) pair. Each client is a 127.0.0.x.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RATE_LIMIT_RULES, TOO_MANY_REQUESTS } from '../../app/lib/rate-limits.server.ts';
import { ACCOUNT_MESSAGES } from '../../app/modules/identity/messages.ts';
import { hashPassword } from '../../app/modules/identity/passwords.server.ts';
import { users } from '../../app/modules/identity/schema.ts';
import {
  type Browser,
  browser,
  escapeHtml,
  linkIn,
  mailsTo,
  PASSWORD,
  signIn,
  verifiedAccount,
} from '../setup/browser.ts';
import { serverPerFile } from '../setup/server-per-file.ts';

const server = serverPerFile({ seed: false, env: { RATE_LIMIT_FACTOR: '1' } });

const WRONG = 'Wrong#guess1';
const FAILURES = RATE_LIMIT_RULES.loginFailure.points;

/** Strangers: five wrong guesses from each of enough addresses to reach the e-mail's ceiling. */
async function guessFromManyAddresses(email: string, subnet: string) {
  const { points } = RATE_LIMIT_RULES.accountFailure;
  for (let i = 0; i < Math.ceil(points / FAILURES); i++) {
    const stranger = browser(server, { from: `${subnet}.${i + 1}` });
    for (let j = 0; j < FAILURES; j++) {
      await stranger.post('/auth/login', { email, password: WRONG });
    }
  }
}

describe('failed logins', () => {
  it('block a guessing stranger after five, with a clear message, but never the owner elsewhere', async () => {
    const account = await verifiedAccount(server, 'target');
    const stranger = browser(server, { from: '127.0.0.21' });
    for (let i = 0; i < FAILURES; i++) {
      const failed = await stranger.post('/auth/login', { email: account.email, password: WRONG });
      expect(failed.status).toBe(401);
      expect(failed.html).toContain(escapeHtml(ACCOUNT_MESSAGES.badCredentials));
    }
    for (const password of [WRONG, PASSWORD]) {
      const blocked = await stranger.post('/auth/login', { email: account.email, password });
      expect(blocked.status).toBe(429);
      expect(blocked.html).toContain(escapeHtml(TOO_MANY_REQUESTS));
      expect(blocked.location).toBeUndefined();
    }
    // The stranger did not lock the owner out: from another address the password works.
    const owner = browser(server, { from: '127.0.0.22' });
    const login = await signIn(owner, account.email);
    expect(login.location).toBe('/');
    expect((await owner.get('/account')).status).toBe(200);
  });

  it('once blocked, answer with Retry-After: how long until the pair may try again', async () => {
    const account = await verifiedAccount(server, 'patient');
    const stranger = browser(server, { from: '127.0.0.24' });
    for (let i = 0; i < FAILURES; i++) {
      await stranger.post('/auth/login', { email: account.email, password: WRONG });
    }
    const blocked = await stranger.post('/auth/login', { email: account.email, password: WRONG });
    expect(blocked.status).toBe(429);
    // account-limits.server.ts puts Retry-After on the action's data(); React Router keeps
    // only Set-Cookie from a route's action unless the route exports `headers`.
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMIT_RULES.loginFailure.blockDuration);
  });

  it('are forgotten for the pair after a successful login', async () => {
    const account = await verifiedAccount(server, 'forgetful');
    const owner = browser(server, { from: '127.0.0.23' });
    const failOnce = async () =>
      (await owner.post('/auth/login', { email: account.email, password: WRONG })).status;
    for (let i = 0; i < FAILURES - 1; i++) expect(await failOnce()).toBe(401);
    // Signed in from the same address (another browser: this one keeps failing).
    await signIn(browser(server, { from: '127.0.0.23' }), account.email);
    // Without the reset, the second of these would already be refused (the sixth failure).
    for (let i = 0; i < FAILURES; i++) expect(await failOnce()).toBe(401);
    // Counted afresh from the success: the fifth failure since then blocks the pair.
    expect(await failOnce()).toBe(429);
  });

  it("spread over many addresses, lock out new devices but never the owner's known browser", async () => {
    const account = await verifiedAccount(server, 'besieged');
    // The owner signed in on this browser before: it carries the account's device cookie.
    const owner = browser(server, { from: '127.0.0.30' });
    await signIn(owner, account.email);
    expect(owner.cookie('ld')).toBeTruthy();
    await owner.post('/auth/logout');

    await guessFromManyAddresses(account.email, '127.0.1');
    // A new device, even with the right password, waits out the account's limit...
    const newDevice = browser(server, { from: '127.0.0.31' });
    const refused = await newDevice.post('/auth/login', {
      email: account.email,
      password: PASSWORD,
    });
    expect(refused.status).toBe(429);
    // ...and so does a device cookie made up or taken from another account.
    const forged = browser(server, { from: '127.0.0.31', cookies: new Map([['ld', 'made-up']]) });
    expect(
      (await forged.post('/auth/login', { email: account.email, password: PASSWORD })).status,
    ).toBe(429);
    // The owner's known browser, from a new address, gets in.
    const away = owner.copy('127.0.0.32');
    const login = await signIn(away, account.email);
    expect(login.location).toBe('/');
    // Its own failures count for itself alone: five in a row block it, not the others.
    await away.post('/auth/logout');
    for (let i = 0; i < FAILURES; i++) {
      const failed = await away.post('/auth/login', { email: account.email, password: WRONG });
      expect(failed.status).toBe(401);
    }
    expect(
      (await away.post('/auth/login', { email: account.email, password: PASSWORD })).status,
    ).toBe(429);
  });

  it('forgets a known browser once the password changes', async () => {
    const account = await verifiedAccount(server, 'renewed');
    const owner = browser(server, { from: '127.0.0.34' });
    await signIn(owner, account.email);
    await owner.post('/auth/logout');
    // A reset or a change: the device cookie was bound to the old password.
    const renewed = 'Renewed#pass2026';
    await server.services.database.db
      .update(users)
      .set({ passwordHash: await hashPassword(renewed) })
      .where(eq(users.email, account.email));
    await guessFromManyAddresses(account.email, '127.0.2');
    const back = owner.copy('127.0.0.35');
    expect(
      (await back.post('/auth/login', { email: account.email, password: renewed })).status,
    ).toBe(429);
  });

  it('a device cookie comes with a JSON login too, and counts there as on the page', async () => {
    const account = await verifiedAccount(server, 'api-device');
    const b = browser(server, { from: '127.0.0.33' });
    const login = await b.api('POST', '/api/v1/auth/login', {
      email: account.email,
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
    expect(b.cookie('ld')).toBeTruthy();
    expect(b.cookie('sid')).toBeTruthy();
  });
});

/** Asks for a reset link from `b` and returns the link's path and query. */
async function resetLink(b: Browser, email: string): Promise<string> {
  expect((await b.post('/auth/reset', { email })).status).toBe(200);
  const mail = (await mailsTo(server, email)).at(-1)!;
  const link = linkIn(mail.text, /^\/auth\/reset$/);
  return link.pathname + link.search;
}

const RENEWED = 'Renewed#pass2027';

describe('a password reset after a guessing run', () => {
  // The e-mail's ceiling (50 failures a day from anywhere) outlived the reset, and the
  // reset voided the owner's device cookie: the new password was refused everywhere.
  it('lets the owner in with the new password, from that browser and from a new one', async () => {
    const account = await verifiedAccount(server, 'locked-out');
    await guessFromManyAddresses(account.email, '127.0.4');
    const owner = browser(server, { from: '127.0.0.40' });
    const token = new URL(await resetLink(owner, account.email), server.url).searchParams.get(
      'token',
    )!;
    const reset = await owner.post('/auth/reset', {
      token,
      password: RENEWED,
      confirmPassword: RENEWED,
    });
    expect(reset.status).toBe(302);
    // The browser that proved the inbox is now a known device for the new password.
    expect(owner.cookie('ld')).toBeTruthy();
    expect((await signIn(owner.copy('127.0.0.41'), account.email, RENEWED)).location).toBe('/');
    // And the e-mail's count starts afresh: a new device gets in too.
    const elsewhere = browser(server, { from: '127.0.0.42' });
    expect((await signIn(elsewhere, account.email, RENEWED)).location).toBe('/');
  });
});

describe('changing the password', () => {
  const change = (b: Browser, currentPassword: string) =>
    b.post('/account', {
      intent: 'password',
      currentPassword,
      password: RENEWED,
      confirmPassword: RENEWED,
    });

  it('refuses a sixth current password within the hour, even the right one', async () => {
    const account = await verifiedAccount(server, 'stolen-session');
    const holder = browser(server, { from: '127.0.0.43' });
    await signIn(holder, account.email);
    const points = RATE_LIMIT_RULES.passwordCheck.points;
    for (let i = 0; i < points; i++) expect((await change(holder, WRONG)).status).toBe(400);
    const blocked = await change(holder, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.html).toContain(escapeHtml(TOO_MANY_REQUESTS));
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Counted per account: the JSON API from another address is held back as well.
    const api = browser(server, { from: '127.0.0.44' });
    await signIn(api, account.email);
    const viaApi = await api.api('POST', '/api/v1/account/password', {
      currentPassword: PASSWORD,
      password: RENEWED,
      confirmPassword: RENEWED,
    });
    expect(viaApi.status).toBe(429);
    // Nothing changed: the old password still signs in.
    expect((await signIn(browser(server, { from: '127.0.0.45' }), account.email)).location).toBe(
      '/',
    );
  });

  it('retires a reset link asked for before the change', async () => {
    const account = await verifiedAccount(server, 'changed-then-reset');
    const b = browser(server, { from: '127.0.0.46' });
    const link = await resetLink(b, account.email);
    await signIn(b, account.email);
    expect((await change(b, PASSWORD)).status).toBe(200);
    const token = new URL(link, server.url).searchParams.get('token')!;
    const late = await browser(server, { from: '127.0.0.47' }).post('/auth/reset', {
      token,
      password: 'Another#pass2028',
      confirmPassword: 'Another#pass2028',
    });
    expect(late.status).toBe(400);
    expect(late.html).toContain(escapeHtml(ACCOUNT_MESSAGES.resetInvalid));
  });
});

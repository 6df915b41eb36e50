/**
 * Failed logins with the real rules (RATE_LIMIT_FACTOR=1): one e-mail from one address is
 * blocked after five failures, while its owner, from their own address, still gets in; a
 * success clears the failures of its (e-mail, address) pair. Each client is a 127.0.0.x.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_RULES, TOO_MANY_REQUESTS } from '../../app/lib/rate-limits.server.ts';
import { ACCOUNT_MESSAGES } from '../../app/modules/identity/messages.ts';
import { browser, escapeHtml, PASSWORD, signIn, verifiedAccount } from '../setup/browser.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false, env: { RATE_LIMIT_FACTOR: '1' } });
});
afterAll(async () => {
  await server?.stop();
});
afterEach(() => {
  expect(server.errors).toEqual([]);
});

const WRONG = 'Wrong#guess1';
const FAILURES = RATE_LIMIT_RULES.loginFailure.points;

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
});

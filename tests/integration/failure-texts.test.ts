/**
 * Spec § 8: when the database fails under a form (here a table taken away for a moment),
 * the page answers 503 on the same form with the spec's words, the error is logged, and
 * nothing is half done: the same form sent again once the database is back works.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { CHECKOUT_FAILURES } from '../../app/modules/checkout/failure-messages.ts';
import { ACCOUNT_MESSAGES } from '../../app/modules/identity/messages.ts';
import { browser, escapeHtml, PASSWORD, signIn, verifiedAccount } from '../setup/browser.ts';
import { atCheckout, GUEST_FIELDS, variantInStock } from '../setup/guest-checkout.ts';
import { serverPerFile } from '../setup/server-per-file.ts';

const server = serverPerFile();

/** Runs `during` while `table` is missing, then puts it back; the errors it logged. */
async function withoutTable(table: 'users' | 'orders', during: () => Promise<void>) {
  const db = server.services.database.db;
  await db.execute(sql.raw(`ALTER TABLE ${table} RENAME TO ${table}_away`));
  try {
    await during();
  } finally {
    await db.execute(sql.raw(`ALTER TABLE ${table}_away RENAME TO ${table}`));
  }
  const logged = server.errors.splice(0);
  expect(logged.length).toBeGreaterThan(0);
  return JSON.stringify(logged);
}

describe('the database failing under a form', () => {
  it('login: the spec’s login failure on the login page; it works once the database is back', async () => {
    const account = await verifiedAccount(server, 'dbdown');
    const b = browser(server);
    const logged = await withoutTable('users', async () => {
      const answer = await b.post('/auth/login', { email: account.email, password: PASSWORD });
      expect(answer.status).toBe(503);
      expect(answer.html).toContain(escapeHtml(ACCOUNT_MESSAGES.loginFailed));
      expect(answer.html).toContain('name="password"');
    });
    // The failed query is logged without the values it was given.
    expect(logged).toContain('Failed query');
    expect(logged).not.toContain(account.email);
    const again = await b.post('/auth/login', { email: account.email, password: PASSWORD });
    expect(again.status).toBe(302);
  });

  it('resending a verification link, from the login page and from the verify page', async () => {
    const account = await verifiedAccount(server, 'dbdown-resend', { verified: false });
    const b = browser(server);
    await withoutTable('users', async () => {
      const fromLogin = await b.post('/auth/login', { intent: 'resend', email: account.email });
      expect(fromLogin.status).toBe(503);
      expect(fromLogin.html).toContain(escapeHtml(ACCOUNT_MESSAGES.resendFailed));
      const fromVerify = await b.post(`/verify/${account.publicId}/expired-token`, {
        intent: 'resend',
      });
      expect(fromVerify.status).toBe(503);
      expect(fromVerify.html).toContain(escapeHtml(ACCOUNT_MESSAGES.resendFailed));
    });
  });

  it('placing an order: the spec’s text, nothing placed; the same form places it once back', async () => {
    const b = browser(server);
    const key = await atCheckout(b, await variantInStock(server));
    const order = { ...GUEST_FIELDS, paymentMethod: 'cod', idempotencyKey: key };
    const logged = await withoutTable('orders', async () => {
      const refused = await b.post('/checkout', order);
      expect(refused.status).toBe(503);
      expect(refused.html).toContain(escapeHtml(CHECKOUT_FAILURES.placingUnavailable));
      expect(refused.html).toContain(`value="${key}"`);
      expect(refused.html).toContain('value="3, Lake View Layout"');
    });
    for (const personal of ['meera@example.com', '9900112233', 'Lake View Layout']) {
      expect(logged).not.toContain(personal);
    }
    const placed = await b.post('/checkout', order);
    expect(placed.status).toBe(302);
    expect(placed.location).toMatch(/^\/placed\?order=/);
    const again = await b.post('/checkout', order);
    expect(again.location).toBe(placed.location);
  });
});

describe("React Router's reports", () => {
  // A fuzz review: with no handleError, React Router wrote each error to the console raw
  // (a failed query's parameters, an e-mail among them) and every refusal with its stack.
  it('go through the shop’s logger without values, and refusals are not errors', async () => {
    const account = await verifiedAccount(server, 'loader-down');
    const b = browser(server);
    await signIn(b, account.email);
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    try {
      const logged = await withoutTable('users', async () => {
        expect((await b.get('/account')).status).toBeGreaterThanOrEqual(500);
      });
      expect(logged).toContain('Failed query');
      expect(logged).not.toContain(account.email);
      // A method a page does not take, and an OPTIONS request: 4xx, nothing logged.
      expect((await b.post('/aboutus', { anything: 'x' })).status).toBe(405);
      expect((await server.fetch('/aboutus', { method: 'OPTIONS' })).status).toBeLessThan(500);
      expect(server.errors.splice(0)).toEqual([]);
      expect(console).not.toHaveBeenCalled();
    } finally {
      console.mockRestore();
    }
  });
});

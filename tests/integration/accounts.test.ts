/**
 * Accounts over HTTP, as a browser without JavaScript uses them: sign-up and e-mail
 * verification, login with session rotation, answers that do not tell who has an account,
 * password reset, logout, the guest's cart and wishlist joining the account at login, and
 * return paths that stay on this site.
 */
import { desc, eq, gt, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productVariants } from '../../app/modules/catalog/schema.ts';
import { ACCOUNT_MESSAGES } from '../../app/modules/identity/messages.ts';
import { PASSWORD_MESSAGES } from '../../app/modules/identity/password.ts';
import { isCommonPassword } from '../../app/modules/identity/passwords.server.ts';
import { users } from '../../app/modules/identity/schema.ts';
import { TOKEN_LIFETIME_MS } from '../../app/modules/identity/tokens.server.ts';
import { outbox } from '../../app/modules/notification/schema.ts';
import {
  type Answer,
  type Browser,
  browser,
  escapeHtml,
  linkIn,
  mailsTo,
  newEmail,
  PASSWORD,
  signIn,
  verifiedAccount,
} from '../setup/browser.ts';
import { serverPerFile } from '../setup/server-per-file.ts';

const server = serverPerFile();

const db = () => server.services.database.db;
const REDIRECT = [302, 303];
const LOGIN_FOR_ACCOUNT = '/auth/login?redirectTo=%2Faccount';

/** The page shows this message (as React escapes it). */
const shows = (answer: Answer, message: string) => answer.html.includes(escapeHtml(message));

async function userRow(email: string) {
  const [row] = await db().select().from(users).where(eq(users.email, email));
  return row!;
}

/** Whether the browser is signed in: /account opens, or sends it to the login page. */
async function signedIn(b: Browser): Promise<boolean> {
  const answer = await b.get('/account');
  if (answer.status === 200) return true;
  expect(REDIRECT).toContain(answer.status);
  expect(answer.location).toBe(LOGIN_FOR_ACCOUNT);
  return false;
}

function signupForm(email: string, overrides: Record<string, string> = {}) {
  return {
    firstName: 'Meera',
    lastName: 'Iyer',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...overrides,
  };
}

async function variantsInStock(count: number, minStock = 10) {
  return db()
    .select({ id: productVariants.id, publicId: productVariants.publicId })
    .from(productVariants)
    .where(gt(productVariants.stock, minStock))
    .orderBy(productVariants.id)
    .limit(count);
}

describe('sign-up, verification and first login', () => {
  it('e-mails a link that verifies once; login is refused before and rotates the session after', async () => {
    const email = newEmail('meera');
    const b = browser(server);
    expect((await b.get('/auth/signup')).status).toBe(200);

    const created = await b.post('/auth/signup', signupForm(email));
    expect(REDIRECT).toContain(created.status);
    expect(created.location).toBe('/auth/login');
    expect(b.cookie('flash')).toBeDefined();
    const loginPage = await b.get('/auth/login');
    expect(shows(loginPage, ACCOUNT_MESSAGES.signupDone(email))).toBe(true);
    // The flash is read once.
    expect(b.cookie('flash')).toBeUndefined();

    // One verification e-mail, HTML and text, its link on PUBLIC_URL (here the server's own).
    const mails = await mailsTo(server, email);
    expect(mails).toHaveLength(1);
    const [mail] = mails as [(typeof mails)[0]];
    expect(mail.subject).toMatch(/^Verify your e-mail/);
    const link = linkIn(mail.text, /^\/verify\//);
    expect(mail.html).toContain(`href="${escapeHtml(link.href)}"`);
    expect(link.origin).toBe(server.services.publicUrl);
    expect(Number(link.port)).toBe(server.port);
    const [, , publicId, token] = link.pathname.split('/') as [string, string, string, string];
    const user = await userRow(email);
    expect(publicId).toBe(user.publicId);
    expect(publicId).not.toMatch(/^\d+$/);
    expect(publicId).not.toBe(String(user.id));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user.emailVerifiedAt).toBeNull();
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);

    // Not verified yet: the password is right, the login still refused.
    const early = await b.post('/auth/login', { email, password: PASSWORD });
    expect(early.status).toBe(403);
    expect(early.html).toContain('Email not verified');
    expect(shows(early, ACCOUNT_MESSAGES.notVerified)).toBe(true);
    expect(await signedIn(b)).toBe(false);

    // Opening the link (a GET, as a mail scanner does) does not use it up.
    expect((await b.get(link.pathname)).status).toBe(200);
    expect((await userRow(email)).emailVerifiedAt).toBeNull();

    // A tampered token, or the token with another (unverified) account's id, verifies nothing.
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const other = await verifiedAccount(server, 'other', { verified: false });
    for (const path of [`/verify/${publicId}/${tampered}`, `/verify/${other.publicId}/${token}`]) {
      const refused = await b.post(path);
      expect(refused.status, path).toBe(400);
      expect(shows(refused, ACCOUNT_MESSAGES.verifyInvalid)).toBe(true);
      expect(refused.html).toMatch(/invalid/i);
    }
    expect((await userRow(email)).emailVerifiedAt).toBeNull();
    expect((await userRow(other.email)).emailVerifiedAt).toBeNull();
    // A resend for an id no account can have answers as for any other (a 503 before).
    const oddId = await b.post('/verify/%00/abcdefghijklmnop', { intent: 'resend' });
    expect(oddId.status).toBe(200);
    expect(shows(oddId, ACCOUNT_MESSAGES.resendSent)).toBe(true);

    const verified = await b.post(link.pathname);
    expect(verified.status).toBe(200);
    expect(verified.html).toContain('successfully');
    expect(shows(verified, ACCOUNT_MESSAGES.verified)).toBe(true);
    expect((await userRow(email)).emailVerifiedAt).toBeInstanceOf(Date);

    const again = await b.post(link.pathname);
    expect(again.status).toBe(200);
    expect(again.html).toContain('already verified');

    // The guest holds state (a session row), so the rotation below is of a live session.
    const [variant] = await variantsInStock(1);
    expect(
      (await b.api('POST', '/api/v1/cart/lines', { variantId: variant!.publicId, quantity: 1 }))
        .status,
    ).toBe(200);
    const guest = b.copy();
    const before = b.cookie('sid');
    expect(before).toBeDefined();

    const login = await b.post('/auth/login', { email, password: PASSWORD });
    expect(REDIRECT).toContain(login.status);
    expect(login.location).toBe('/');
    const after = b.cookie('sid');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect(await signedIn(b)).toBe(true);
    expect((await b.get('/account')).html).toContain('Meera Iyer');
    // The cookie from before the login is not signed in (no session fixation).
    expect(await signedIn(guest)).toBe(false);
  });

  it('refuses a sign-up with a weak, a common or a mismatched password, creating nothing', async () => {
    const email = newEmail('weak');
    const b = browser(server);
    const cases: [Record<string, string>, string][] = [
      [{ password: 'abcdefgh', confirmPassword: 'abcdefgh' }, PASSWORD_MESSAGES.weak],
      [{ password: 'P@ssw0rd', confirmPassword: 'P@ssw0rd' }, PASSWORD_MESSAGES.common],
      [{ confirmPassword: `${PASSWORD}x` }, PASSWORD_MESSAGES.mismatch],
    ];
    for (const [fields, message] of cases) {
      const refused = await b.post('/auth/signup', signupForm(email, fields));
      expect(refused.status).toBe(400);
      expect(shows(refused, message)).toBe(true);
    }
    expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect(await mailsTo(server, email)).toEqual([]);
  });
});

describe('answers that do not tell who has an account', () => {
  it('sign-up with a registered e-mail answers as for a new one and e-mails the owner instead', async () => {
    const email = newEmail('owner');
    const first = await browser(server).post('/auth/signup', signupForm(email));
    const owner = await userRow(email);

    const second = await browser(server).post(
      '/auth/signup',
      signupForm(email, {
        firstName: 'Intruder',
        password: 'Other#pass99',
        confirmPassword: 'Other#pass99',
      }),
    );
    expect(second.status).toBe(first.status);
    expect(second.location).toBe(first.location);
    const flash = (answer: Answer) =>
      answer.setCookies.find((c) => c.startsWith('flash='))?.split(';')[0];
    expect(flash(first)).toBeDefined();
    expect(flash(second)).toBe(flash(first));

    // The owner hears about it; nothing about the account changed.
    const mails = await mailsTo(server, email);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Verify your e-mail/),
      expect.stringMatching(/tried to create/),
    ]);
    expect(mails[1]!.text).toContain('You already have an account');
    expect(mails[1]!.text).toContain('Hello Meera,');
    expect(await userRow(email)).toEqual(owner);
  });

  it('a reset request answers the same for an unknown and a known e-mail', async () => {
    const known = await verifiedAccount(server, 'known');
    const unknown = newEmail('nobody');
    const normalise = (answer: Answer) =>
      answer.body
        .replace(/nonce="[^"]*"/g, 'nonce=""')
        .replaceAll(known.email, 'E')
        .replaceAll(unknown, 'E');
    // Each answer takes the same least time: the work done for an account stays inside it.
    const timed = async (email: string) => {
      const started = performance.now();
      const answer = await browser(server).post('/auth/reset', { email });
      return { answer, ms: performance.now() - started };
    };
    const { answer: forKnown, ms: knownMs } = await timed(known.email);
    const { answer: forUnknown, ms: unknownMs } = await timed(unknown);
    expect(Math.min(knownMs, unknownMs)).toBeGreaterThanOrEqual(100);
    expect(forKnown.status).toBe(200);
    expect(forUnknown.status).toBe(forKnown.status);
    expect(shows(forKnown, ACCOUNT_MESSAGES.resetSent)).toBe(true);
    expect(normalise(forUnknown)).toBe(normalise(forKnown));
    expect(await mailsTo(server, known.email)).toHaveLength(1);
    expect(await mailsTo(server, unknown)).toEqual([]);
  });

  it('a login with an unknown e-mail and one with a wrong password get the same answer', async () => {
    const known = await verifiedAccount(server, 'known');
    const unknown = newEmail('nobody');
    const wrongPassword = await browser(server).post('/auth/login', {
      email: known.email,
      password: 'Wrong#pass11',
    });
    const unknownEmail = await browser(server).post('/auth/login', {
      email: unknown,
      password: 'Wrong#pass11',
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(wrongPassword.status);
    for (const answer of [wrongPassword, unknownEmail]) {
      expect(shows(answer, ACCOUNT_MESSAGES.badCredentials)).toBe(true);
      expect(answer.html).not.toContain('Email not verified');
    }
    const normalise = (answer: Answer, email: string) =>
      answer.body.replace(/nonce="[^"]*"/g, 'nonce=""').replaceAll(email, 'E');
    expect(normalise(unknownEmail, unknown)).toBe(normalise(wrongPassword, known.email));
  });
});

describe('password reset', () => {
  it('sets a new password with the e-mailed link, ends every session, and works once', async () => {
    const account = await verifiedAccount(server, 'reset');
    const phone = browser(server);
    const laptop = browser(server);
    await signIn(phone, account.email);
    await signIn(laptop, account.email);
    expect(await signedIn(phone)).toBe(true);
    expect(await signedIn(laptop)).toBe(true);

    const b = browser(server);
    const requested = await b.post('/auth/reset', { email: account.email });
    expect(requested.status).toBe(200);
    const [mail] = await mailsTo(server, account.email);
    expect(mail!.subject).toMatch(/Reset your/);
    // Of no use once its link has expired (an hour): never sent later.
    const [queued] = await db()
      .select({ giveUpAt: outbox.giveUpAt, createdAt: outbox.createdAt })
      .from(outbox)
      .where(sql`${outbox.payload}->>'to' = ${account.email}`);
    expect(queued!.giveUpAt!.getTime() - queued!.createdAt.getTime()).toBeCloseTo(
      TOKEN_LIFETIME_MS.reset_password,
      -4,
    );
    const link = linkIn(mail!.text, /^\/auth\/reset$/);
    expect(link.origin).toBe(server.services.publicUrl);
    expect(mail!.html).toContain(escapeHtml(link.href));
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const page = `/auth/reset?token=${token}`;
    const form = await b.get(page);
    expect(form.status).toBe(200);
    expect(form.html).toContain(`value="${token}"`);

    const NEW = 'Mango#grove77';
    const refusals: [Record<string, string>, string][] = [
      [{ password: 'abcdefgh', confirmPassword: 'abcdefgh' }, PASSWORD_MESSAGES.weak],
      [{ password: 'abc!1', confirmPassword: 'abc!1' }, PASSWORD_MESSAGES.weak],
      [{ password: 'P@ssw0rd', confirmPassword: 'P@ssw0rd' }, PASSWORD_MESSAGES.common],
      [{ password: 'Pa$$w0rd', confirmPassword: 'Pa$$w0rd' }, PASSWORD_MESSAGES.common],
      [{ password: NEW, confirmPassword: `${NEW}!` }, PASSWORD_MESSAGES.mismatch],
    ];
    for (const [fields, message] of refusals) {
      const refused = await b.post(page, { token, ...fields });
      expect(refused.status, message).toBe(400);
      expect(shows(refused, message), message).toBe(true);
    }
    // Refused passwords did not use up the link, and the sessions are still there.
    expect(await signedIn(phone)).toBe(true);

    const reset = await b.post(page, { token, password: NEW, confirmPassword: NEW });
    expect(REDIRECT).toContain(reset.status);
    expect(reset.location).toBe('/auth/login');
    expect(shows(await b.get('/auth/login'), ACCOUNT_MESSAGES.resetDone)).toBe(true);

    // Whoever was signed in with the old password is signed out everywhere.
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(laptop)).toBe(false);

    const reused = await b.post(page, {
      token,
      password: 'Second#try55',
      confirmPassword: 'Second#try55',
    });
    expect(reused.status).toBe(400);
    expect(shows(reused, ACCOUNT_MESSAGES.resetInvalid)).toBe(true);
    // Opened again, the used link says so at once, with the form for a new one (a review:
    // it asked for a new password first).
    const reopened = await b.get(page);
    expect(shows(reopened, ACCOUNT_MESSAGES.resetInvalid)).toBe(true);
    expect(reopened.html).not.toContain(`value="${token}"`);
    expect(reopened.html).toContain('Send reset link');

    const oldPassword = await browser(server).post('/auth/login', {
      email: account.email,
      password: PASSWORD,
    });
    expect(oldPassword.status).toBe(401);
    await signIn(browser(server), account.email, NEW);
  });

  it('the common-password list catches the well-known ones that pass the rule', () => {
    // Guards the test above: these are refused as common, not as weak.
    expect(isCommonPassword('P@ssw0rd')).toBe(true);
    expect(isCommonPassword('Pa$$w0rd')).toBe(true);
  });
});

describe('logout', () => {
  it('ends the session, leaves an empty guest cart and keeps the account cart for next time', async () => {
    const account = await verifiedAccount(server, 'logout');
    const b = browser(server);
    await signIn(b, account.email);
    const [variant] = await variantsInStock(1);
    const added = await b.api('POST', '/api/v1/cart/lines', {
      variantId: variant!.publicId,
      quantity: 2,
    });
    expect(added.status).toBe(200);
    const before = b.copy();

    const out = await b.post('/auth/logout');
    expect(REDIRECT).toContain(out.status);
    expect(out.location).toBe('/');
    expect(out.setCookies.some((c) => /^sid=;.*Max-Age=0/i.test(c))).toBe(true);
    expect(b.cookie('sid')).toBeUndefined();

    expect(await signedIn(b)).toBe(false);
    expect(await signedIn(before)).toBe(false);
    // Signed out, the logout page has nothing to ask: home.
    const asked = await b.get('/auth/logout');
    expect(REDIRECT).toContain(asked.status);
    expect(asked.location).toBe('/');
    for (const who of [b, before]) {
      const summary = await who.get('/api/v1/cart/summary');
      expect(JSON.parse(summary.body)).toMatchObject({ count: 0 });
    }

    const next = browser(server);
    await signIn(next, account.email);
    expect(JSON.parse((await next.get('/api/v1/cart/summary')).body)).toMatchObject({ count: 2 });
  });
});

describe('guest cart and wishlist at login', () => {
  it('join the account: quantities add, capped by stock; wishlists joined', async () => {
    const account = await verifiedAccount(server, 'merge');
    const [a, b, c, d] = (await db()
      .select({ id: productVariants.id, publicId: productVariants.publicId })
      .from(productVariants)
      .where(gt(productVariants.stock, 10))
      // From the other end of the catalogue than variantsInStock(): this test changes a stock.
      .orderBy(desc(productVariants.id))
      .limit(4)) as [{ id: number; publicId: string }, ...{ id: number; publicId: string }[]];
    await db().update(productVariants).set({ stock: 5 }).where(eq(productVariants.id, a.id));

    // The account already holds 3 of A and has D in its wishlist.
    const before = browser(server);
    await signIn(before, account.email);
    expect(
      (await before.api('POST', '/api/v1/cart/lines', { variantId: a.publicId, quantity: 3 }))
        .status,
    ).toBe(200);
    expect(
      (await before.api('POST', '/api/v1/wishlist/toggle', { variantId: d!.publicId })).status,
    ).toBe(200);

    // A guest adds 4 of A, 1 of B, and wishes for C and D.
    const guest = browser(server);
    for (const [variant, quantity] of [
      [a, 4],
      [b!, 1],
    ] as const) {
      const added = await guest.api('POST', '/api/v1/cart/lines', {
        variantId: variant.publicId,
        quantity,
      });
      expect(added.status).toBe(200);
    }
    for (const variant of [c!, d!]) {
      expect(
        (await guest.api('POST', '/api/v1/wishlist/toggle', { variantId: variant.publicId }))
          .status,
      ).toBe(200);
    }

    await signIn(guest, account.email);
    const cart = JSON.parse((await guest.get('/api/v1/cart')).body) as {
      lines: { variantId: string; quantity: number }[];
    };
    expect(Object.fromEntries(cart.lines.map((line) => [line.variantId, line.quantity]))).toEqual({
      [a.publicId]: 5,
      [b!.publicId]: 1,
    });
    const wishlist = JSON.parse((await guest.get('/api/v1/wishlist')).body) as {
      variantIds: string[];
    };
    expect([...wishlist.variantIds].sort()).toEqual([c!.publicId, d!.publicId].sort());
    // The other device of the account sees the same, joined cart.
    expect(JSON.parse((await before.get('/api/v1/cart/summary')).body)).toMatchObject({
      count: 6,
    });
  });
});

describe('return paths', () => {
  it('a signed-out visit to /account goes to the login page, which brings the shopper back', async () => {
    const account = await verifiedAccount(server, 'return');
    const b = browser(server);
    const away = await b.get('/account');
    expect(REDIRECT).toContain(away.status);
    expect(away.location).toBe(LOGIN_FOR_ACCOUNT);
    const login = await signIn(b, account.email, PASSWORD, '?redirectTo=%2Faccount');
    expect(login.location).toBe('/account');
  });

  it('never sends a signed-in shopper to another site', async () => {
    const account = await verifiedAccount(server, 'redirect');
    const b = browser(server);
    const login = await signIn(b, account.email, PASSWORD, '?redirectTo=https://evil.example');
    expect(login.location).toBe('/');
    for (const to of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const answer = await b.get(`/auth/login?redirectTo=${encodeURIComponent(to)}`);
      expect(REDIRECT, to).toContain(answer.status);
      expect(answer.location, to).toBe('/');
    }
    const home = await b.get('/auth/login?redirectTo=%2Fwishlist');
    expect(home.location).toBe('/wishlist');
  });
});

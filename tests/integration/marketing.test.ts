/**
 * Consent and the marketing e-mails (issue 33): 'Send me offers' is unticked and recorded
 * only when ticked (sign-up, checkout, account page); price drops on wishlisted variants
 * (once a day, all drops in one e-mail) and cart reminders (a day after the cart's last
 * change, once per change, none after an order) go only to verified accounts that
 * consented; every one carries a one-click unsubscribe that withdraws the consent, ends the
 * newsletter and takes back what waits in the outbox.
 */
import { and, eq, gt, like, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { carts } from '../../app/modules/cart/schema.ts';
import { products, productVariants } from '../../app/modules/catalog/schema.ts';
import { newsletterSubscribers } from '../../app/modules/engagement/schema.ts';
import { offersConsentEvents, users } from '../../app/modules/identity/schema.ts';
import { runMailings } from '../../app/modules/marketing/schedule.server.ts';
import { offersOptOutToken } from '../../app/modules/marketing/unsubscribe-link.server.ts';
import { outbox } from '../../app/modules/notification/schema.ts';
import { coupons } from '../../app/modules/offers/schema.ts';
import {
  type Browser,
  browser,
  linkIn,
  mailsTo,
  newEmail,
  PASSWORD,
  signIn,
  verifiedAccount,
} from '../setup/browser.ts';
import { atCheckout, GUEST_FIELDS } from '../setup/guest-checkout.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

let server: TestServer;
const db = () => server.services.database.db;
const links = () => ({
  origin: server.services.publicUrl,
  secret: server.services.config.sessionSecret,
});
let variant: { id: number; publicId: string; pricePaise: number };
/** Another variant in stock, for a Buy now that leaves the cart's line alone. */
let other: { publicId: string };

/** 10:30 and 12:00 in India on a day of its own (each test its own day: the daily run is claimed). */
let day = 0;
const istAt = (hour: number, minute = 0, dayOffset = 0) =>
  new Date(Date.UTC(2031, 0, 1 + day + dayOffset, hour, minute) - 330 * 60_000);

beforeAll(async () => {
  server = await startTestServer();
  const [row] = await db()
    .select({
      id: productVariants.id,
      publicId: productVariants.publicId,
      pricePaise: productVariants.discountedPricePaise,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        gt(productVariants.stock, 20),
        eq(productVariants.active, true),
        eq(products.active, true),
      ),
    )
    .limit(1);
  variant = row!;
  const [, second] = await db()
    .select({ publicId: productVariants.publicId })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        gt(productVariants.stock, 20),
        eq(productVariants.active, true),
        eq(products.active, true),
      ),
    )
    .limit(2);
  other = second!;
});
afterAll(async () => {
  await server?.stop();
});
afterEach(() => {
  day += 3;
  expect(server.errors).toEqual([]);
});

/** The 'Send me offers' box, unticked or ticked, as the server renders it. */
const UNTICKED = /<input (?![^>]*checked)[^>]*name="offers"[^>]*\/>Send me offers/;
const TICKED = /<input [^>]*name="offers"[^>]*checked=""[^>]*\/>Send me offers/;

async function consentOf(email: string) {
  const [row] = await db()
    .select({ at: users.offersConsentAt, source: users.offersConsentSource })
    .from(users)
    .where(eq(users.email, email));
  return row;
}

/** A verified account, signed in, that chose offers (or not). */
async function shopperWith(label: string, offers: boolean): Promise<{ b: Browser; email: string }> {
  const account = await verifiedAccount(server, label);
  if (offers) {
    await db()
      .update(users)
      .set({ offersConsentAt: new Date(), offersConsentSource: 'account' })
      .where(eq(users.id, account.id));
  }
  const b = browser(server);
  await signIn(b, account.email);
  return { b, email: account.email };
}

const setPrice = (pricePaise: number) =>
  db()
    .update(productVariants)
    .set({ discountedPricePaise: pricePaise })
    .where(eq(productVariants.id, variant.id));

/** Makes the cart's last change `hours` before `now`. */
const age = async (email: string, now: Date, hours: number) => {
  const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  await db()
    .update(carts)
    .set({ updatedAt: new Date(now.getTime() - hours * 3_600_000) })
    .where(eq(carts.userId, user!.id));
};

describe("'Send me offers'", () => {
  it('is unticked on sign-up, and consent is recorded only when the shopper ticks it', async () => {
    const page = await browser(server).get('/auth/signup');
    expect(page.html).toMatch(UNTICKED);
    const form = {
      firstName: 'Kavya',
      lastName: 'Gowda',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    };
    const ticked = newEmail('ticked');
    const unticked = newEmail('unticked');
    expect(
      (await browser(server).post('/auth/signup', { ...form, email: ticked, offers: 'on' })).status,
    ).toBe(302);
    expect((await browser(server).post('/auth/signup', { ...form, email: unticked })).status).toBe(
      302,
    );
    expect(await consentOf(ticked)).toMatchObject({ at: expect.any(Date), source: 'signup' });
    expect(await consentOf(unticked)).toEqual({ at: null, source: null });
    // The API takes it too, as a boolean.
    const api = newEmail('api');
    expect(
      (
        await browser(server).api('POST', '/api/v1/auth/signup', {
          ...form,
          email: api,
          offers: true,
        })
      ).status,
    ).toBe(200);
    expect(await consentOf(api)).toMatchObject({ source: 'signup' });
  });

  it('at checkout: an account consents; a guest joins the newsletter; an unticked box does neither', async () => {
    const { b, email } = await shopperWith('checkout', false);
    const place = async (shopper: Browser, fields: Record<string, string>) => {
      const idempotencyKey = await atCheckout(shopper, variant.publicId);
      const placed = await shopper.post('/checkout', {
        ...GUEST_FIELDS,
        paymentMethod: 'cod',
        idempotencyKey,
        ...fields,
      });
      expect(placed.status).toBe(302);
    };
    await b.post('/cart', { intent: 'add', variantId: variant.publicId, quantity: '1' });
    expect((await b.get('/checkout')).html).toMatch(UNTICKED);
    await place(b, { email, offers: 'on' });
    expect(await consentOf(email)).toMatchObject({ source: 'checkout' });
    // Asked once: a consenting account's checkout does not show the box again.
    await b.post('/cart', { intent: 'add', variantId: variant.publicId, quantity: '1' });
    expect((await b.get('/checkout')).html).not.toContain('Send me offers');

    const guestEmail = newEmail('guest');
    await place(browser(server), { email: guestEmail, offers: 'on' });
    const silentGuest = newEmail('silent');
    await place(browser(server), { email: silentGuest });
    const subscribed = await db().select().from(newsletterSubscribers);
    expect(subscribed.map((row) => row.email)).toContain(guestEmail.toLowerCase());
    expect(subscribed.map((row) => row.email)).not.toContain(silentGuest.toLowerCase());
  });

  it('the account page shows the choice and changes it both ways', async () => {
    const { b, email } = await shopperWith('account-page', false);
    const page = await b.get('/account');
    expect(page.html).toContain('Offers by e-mail');
    expect(page.html).toMatch(UNTICKED);
    const on = await b.post('/account', { intent: 'offers', offers: 'on' });
    expect(on.html).toContain('You will get offers by e-mail.');
    expect(await consentOf(email)).toMatchObject({ source: 'account' });
    expect((await b.get('/account')).html).toMatch(TICKED);
    const off = await b.post('/account', { intent: 'offers' });
    expect(off.html).toContain('You will get no more offers by e-mail. Order e-mails still come.');
    expect(await consentOf(email)).toEqual({ at: null, source: null });
  });
});

describe('price drops on the wishlist', () => {
  afterEach(async () => {
    await setPrice(variant.pricePaise);
  });

  it('once a day, to consenting verified accounts only, listing the drop once', async () => {
    const fan = await shopperWith('drop-fan', true);
    const silent = await shopperWith('drop-silent', false);
    const unverified = await verifiedAccount(server, 'drop-unverified', { verified: false });
    await db()
      .update(users)
      .set({ offersConsentAt: new Date(), offersConsentSource: 'signup' })
      .where(eq(users.id, unverified.id));
    for (const { b } of [fan, silent]) {
      expect(
        (await b.post('/wishlist', { intent: 'save', variantId: variant.publicId })).status,
      ).toBeLessThan(400);
    }
    // Before 10:00 in India nothing goes, even with a drop waiting.
    await setPrice(variant.pricePaise - 5_000);
    expect((await runMailings(db(), links(), istAt(9, 30))).priceDrops).toBe(0);
    await runMailings(db(), links(), istAt(10, 30));
    const [mail, ...more] = await mailsTo(server, fan.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toMatch(/^Price drop: .+ is now ₹/);
    expect(mail?.text).toContain('(was ₹');
    expect((mail as unknown as { unsubscribeUrl?: string }).unsubscribeUrl).toMatch(
      /\/api\/v1\/offers\/unsubscribe\//,
    );
    // Consent honoured: the shopper who did not opt in, and the unverified one, get nothing.
    expect(await mailsTo(server, silent.email)).toEqual([]);
    expect(await mailsTo(server, unverified.email)).toEqual([]);
    // The same day again, and the next day with no further drop: nothing more.
    await runMailings(db(), links(), istAt(15));
    await runMailings(db(), links(), istAt(10, 30, 1));
    expect(await mailsTo(server, fan.email)).toHaveLength(1);
    // A rise and a fall back to the price already told is no news; a lower one is.
    await setPrice(variant.pricePaise);
    await setPrice(variant.pricePaise - 5_000);
    await runMailings(db(), links(), istAt(10, 30, 2));
    expect(await mailsTo(server, fan.email)).toHaveLength(1);
  });
});

describe('cart reminders', () => {
  it('a day after the last change, once per change, with the lines, a code that fits and the way back', async () => {
    const { b, email } = await shopperWith('reminded', true);
    const silent = await shopperWith('not-reminded', false);
    await db().insert(coupons).values({
      code: 'COMEBACK5',
      kind: 'percent',
      percent: 5,
      description: '5% off',
      shown: true,
    });
    for (const shopper of [b, silent.b]) {
      await shopper.post('/cart', { intent: 'add', variantId: variant.publicId, quantity: '2' });
    }
    const noon = istAt(12);
    await age(email, noon, 23);
    await age(silent.email, noon, 30);
    await runMailings(db(), links(), noon);
    expect(await mailsTo(server, email)).toEqual([]);
    // Not at night in India, though due.
    await age(email, noon, 25);
    await runMailings(db(), links(), istAt(22));
    expect(await mailsTo(server, email)).toEqual([]);
    await runMailings(db(), links(), noon);
    const [mail] = await mailsTo(server, email);
    expect(mail?.subject).toBe('You left something in your Gruha Appliances cart');
    expect(mail?.text).toContain('× 2: ₹');
    expect(mail?.text).toContain('Use the code COMEBACK5 at checkout');
    expect(linkIn(mail!.text, /^\/cart$/).pathname).toBe('/cart');
    expect(await mailsTo(server, silent.email)).toEqual([]);
    // One per change: nothing more until the cart changes, then a day after that change.
    await runMailings(db(), links(), istAt(12, 0, 1));
    expect(await mailsTo(server, email)).toHaveLength(1);
    await b.post('/cart', { intent: 'add', variantId: variant.publicId, quantity: '1' });
    const later = istAt(12, 0, 2);
    await age(email, later, 25);
    await runMailings(db(), links(), later);
    expect(await mailsTo(server, email)).toHaveLength(2);
  });

  it('none after an order placed since the last change', async () => {
    const { b, email } = await shopperWith('ordered', true);
    await b.post('/cart', { intent: 'add', variantId: variant.publicId, quantity: '1' });
    await age(email, new Date(), 1);
    // A Buy now of another item: the cart keeps its line, and the order comes after its change.
    const page = await b.get(`/checkout?buy=${other.publicId}&qty=1`);
    const idempotencyKey = /name="idempotencyKey" value="([^"]+)"/.exec(page.body)?.[1];
    const placed = await b.post(`/checkout?buy=${other.publicId}&qty=1`, {
      ...GUEST_FIELDS,
      email,
      paymentMethod: 'cod',
      idempotencyKey: idempotencyKey!,
      buy: other.publicId,
      qty: '1',
    });
    expect(placed.status).toBe(302);
    const [cart] = await db()
      .select({ remindedAt: carts.remindedAt })
      .from(carts)
      .innerJoin(users, eq(users.id, carts.userId))
      .where(eq(users.email, email));
    expect(cart).toEqual({ remindedAt: null });
    await runMailings(db(), links(), new Date(Date.now() + 30 * 3_600_000));
    const reminders = (await mailsTo(server, email)).filter((mail) =>
      mail.subject.startsWith('You left'),
    );
    expect(reminders).toEqual([]);
  });
});

describe('unsubscribing', () => {
  it("the e-mail's link asks first; a mail app's one-click post withdraws consent, the newsletter and what waits", async () => {
    const { b, email } = await shopperWith('unsubscriber', true);
    await b.post('/wishlist', { intent: 'save', variantId: variant.publicId });
    await db()
      .insert(newsletterSubscribers)
      .values({ email, unsubscribeToken: `t-${email}` });
    await setPrice(variant.pricePaise - 7_000);
    await runMailings(db(), links(), istAt(10, 30));
    await setPrice(variant.pricePaise);
    const [mail] = await mailsTo(server, email);
    // Still waiting to go when the shopper unsubscribes.
    const waitingDrop = () =>
      db()
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            eq(outbox.status, 'pending'),
            like(outbox.dedupeKey, 'price-drop:%'),
            sql`${outbox.payload}->>'to' = ${email}`,
          ),
        );
    // The test server's outbox worker may have sent it already (found by CI on PostgreSQL):
    // put it back in the queue, due later and claimed by nobody, as a backlog would hold it.
    await db()
      .update(outbox)
      .set({
        status: 'pending',
        sentAt: null,
        claimToken: null,
        lockedUntil: null,
        availableAt: new Date(Date.now() + 3_600_000),
      })
      .where(and(like(outbox.dedupeKey, 'price-drop:%'), sql`${outbox.payload}->>'to' = ${email}`));
    expect(await waitingDrop()).toHaveLength(1);
    const url = linkIn(mail!.text, /^\/offers\/unsubscribe\//);
    const oneClickUrl = new URL((mail as unknown as { unsubscribeUrl: string }).unsubscribeUrl);
    expect(oneClickUrl.pathname).toBe(`/api/v1${url.pathname}`);
    const page = await browser(server).get(url.pathname);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`Stop sending offers to ${email}?`);
    expect(await consentOf(email)).toMatchObject({ source: 'account' });

    // The mail app's post: another origin, no cookies.
    const oneClick = await browser(server).request('POST', oneClickUrl.pathname, {
      headers: { Origin: 'https://mail.example' },
      form: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(oneClick.status).toBe(200);
    expect(await consentOf(email)).toEqual({ at: null, source: null });
    const [subscription] = await db()
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(subscription?.unsubscribedAt).toBeInstanceOf(Date);
    expect(await waitingDrop()).toEqual([]);
    expect((await browser(server).get(url.pathname)).html).toContain(
      'You will get no more offers by e-mail.',
    );

    // A forged or altered token is refused, and withdraws nothing.
    const forged = `${url.pathname.slice(0, -3)}abc`;
    expect((await browser(server).get(forged)).status).toBe(404);
    expect(
      (
        await browser(server).request('POST', `/api/v1${forged}`, {
          headers: { Origin: 'https://mail.example' },
          form: { 'List-Unsubscribe': 'One-Click' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('consent, after review', () => {
  it('a tick on a sign-up nobody verified does not survive the owner proving the inbox by a reset', async () => {
    const email = newEmail('victim');
    const form = {
      firstName: 'Not',
      lastName: 'Them',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    };
    // Someone else signs the address up with the box ticked: the owner's verification
    // e-mail says offers were asked for.
    await browser(server).post('/auth/signup', { ...form, offers: 'on' });
    const [verification] = await mailsTo(server, email);
    expect(verification?.text).toContain('You also asked us to send you offers by e-mail');
    expect(await consentOf(email)).toMatchObject({ source: 'signup' });
    // The owner never verifies; they reset the password instead (which proves the inbox).
    const b = browser(server);
    await b.post('/auth/reset', { email });
    const reset = (await mailsTo(server, email)).find((mail) => /Reset your/.test(mail.subject));
    const token = linkIn(reset!.text, /^\/auth\/reset$/).searchParams.get('token')!;
    const NEW = 'Mango#grove77';
    const done = await b.post(`/auth/reset?token=${token}`, {
      token,
      password: NEW,
      confirmPassword: NEW,
    });
    expect(done.status).toBeLessThan(400);
    expect(await consentOf(email)).toEqual({ at: null, source: null });
    const events = await db()
      .select({ given: offersConsentEvents.given, source: offersConsentEvents.source })
      .from(offersConsentEvents)
      .where(eq(offersConsentEvents.email, email.toLowerCase()))
      .orderBy(offersConsentEvents.id);
    expect(events).toEqual([
      { given: true, source: 'signup' },
      { given: false, source: 'unverified-reset' },
    ]);
  });

  it("keeps every change of an account's consent, and a guest's tick never undoes an unsubscribe", async () => {
    const { b, email } = await shopperWith('history', false);
    await b.post('/account', { intent: 'offers', offers: 'on' });
    await b.post('/account', { intent: 'offers' });
    const events = await db()
      .select({ given: offersConsentEvents.given, source: offersConsentEvents.source })
      .from(offersConsentEvents)
      .where(eq(offersConsentEvents.email, email.toLowerCase()))
      .orderBy(offersConsentEvents.id);
    expect(events).toEqual([
      { given: true, source: 'account' },
      { given: false, source: 'account' },
    ]);

    const guestEmail = newEmail('withdrawn-guest');
    await db()
      .insert(newsletterSubscribers)
      .values({
        email: guestEmail,
        unsubscribeToken: `w-${guestEmail}`,
        unsubscribedAt: new Date(),
      });
    const guest = browser(server);
    const idempotencyKey = await atCheckout(guest, variant.publicId);
    const page = await guest.get('/checkout');
    expect(page.html).toContain('Our newsletter: new arrivals, deals and offers, by e-mail.');
    const placed = await guest.post('/checkout', {
      ...GUEST_FIELDS,
      email: guestEmail,
      paymentMethod: 'cod',
      idempotencyKey,
      offers: 'on',
    });
    expect(placed.status).toBe(302);
    const [row] = await db()
      .select({ unsubscribedAt: newsletterSubscribers.unsubscribedAt })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, guestEmail));
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);
  });

  it('a mail app posting many one-click unsubscribes from one server is never refused; guesses are', async () => {
    // The real rules (the other tests' server allows a hundred times more).
    const strict = await startTestServer({ env: { RATE_LIMIT_FACTOR: '1' }, seed: false });
    const app = { from: '127.0.0.77' };
    try {
      for (let i = 0; i < 25; i += 1) {
        const email = newEmail(`bulk${i}`);
        const token = offersOptOutToken(strict.services.config.sessionSecret, email);
        const answer = await browser(strict, app).request(
          'POST',
          `/api/v1/offers/unsubscribe/${token}`,
          {
            form: { 'List-Unsubscribe': 'One-Click' },
          },
        );
        expect(answer.status, `unsubscribe ${i}`).toBe(200);
      }
      const statuses: number[] = [];
      for (let i = 0; i < 25; i += 1) {
        const answer = await browser(strict, app).request(
          'POST',
          `/api/v1/offers/unsubscribe/forged${i}.${'x'.repeat(43)}`,
          { form: { 'List-Unsubscribe': 'One-Click' } },
        );
        statuses.push(answer.status);
      }
      expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await strict.stop();
    }
  });

  it('a reminder names only what is still for sale, and not about a cart left for weeks', async () => {
    const { b, email } = await shopperWith('inactive-line', true);
    await b.post('/cart', { intent: 'add', variantId: variant.publicId, quantity: '1' });
    await b.post('/cart', { intent: 'add', variantId: other.publicId, quantity: '1' });
    const [otherRow] = await db()
      .select({ productId: productVariants.productId })
      .from(productVariants)
      .where(eq(productVariants.publicId, other.publicId));
    await db().update(products).set({ active: false }).where(eq(products.id, otherRow!.productId));
    try {
      const noon = istAt(12);
      await age(email, noon, 25);
      await runMailings(db(), links(), noon);
      const [mail] = await mailsTo(server, email);
      expect(mail?.text.match(/× 1: ₹/g)).toHaveLength(1);
    } finally {
      await db().update(products).set({ active: true }).where(eq(products.id, otherRow!.productId));
    }
    const stale = await shopperWith('stale-cart', true);
    await stale.b.post('/cart', { intent: 'add', variantId: variant.publicId, quantity: '1' });
    const later = istAt(12, 0, 1);
    await age(stale.email, later, 8 * 24);
    await runMailings(db(), links(), later);
    expect(await mailsTo(server, stale.email)).toEqual([]);
  });
});

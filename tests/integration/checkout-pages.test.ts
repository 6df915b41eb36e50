/**
 * The checkout pages without JavaScript: forms post to route actions, messages come back
 * under their fields, 'Calculate shipping' quotes a pincode, the sandbox window's buttons
 * pay and fail, and the placed page, Track Order and the invoice are the owner's only.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_FAILURES } from '../../app/modules/checkout/failure-messages.ts';
import { outbox } from '../../app/modules/notification/schema.ts';
import { orderLines, orders } from '../../app/modules/order/schema.ts';
import { HOME_ADDRESS } from '../setup/address-form.ts';
import { type Browser, browser, escapeHtml, signIn, verifiedAccount } from '../setup/browser.ts';
import {
  atCheckout as atCheckoutWith,
  GUEST_FIELDS,
  variantInStock,
} from '../setup/guest-checkout.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

let server: TestServer;
let variantId: string;

beforeAll(async () => {
  server = await startTestServer();
  variantId = await variantInStock(server);
});
afterAll(async () => {
  await server?.stop();
});
afterEach(() => {
  expect(server.errors).toEqual([]);
});

const db = () => server.services.database.db;

/** A shopper with one item in the cart, on the checkout page; returns the page's idempotency key. */
const atCheckout = (b: Browser) => atCheckoutWith(b, variantId);

describe('checkout without JavaScript', () => {
  it('shows the spec messages under the fields and places nothing', async () => {
    const b = browser(server);
    const key = await atCheckout(b);
    const refused = await b.post('/checkout', {
      ...GUEST_FIELDS,
      email: 'meera@',
      phone: '12345',
      firstName: '',
      zip: '5721',
      paymentMethod: 'cod',
      idempotencyKey: key,
    });
    expect(refused.status).toBe(400);
    for (const message of [
      'Please enter a valid email address.',
      'Please enter a valid 10 Digit phone number without +91.',
      'First name is required.',
      '6 Digit pincode is required.',
    ]) {
      expect(refused.html).toContain(escapeHtml(message));
    }
    // What was typed stays in the form.
    expect(refused.html).toContain('value="Shetty"');
    expect((await b.get('/myorders')).status).toBe(302);
  });

  it("quotes a pincode's shipping with 'Calculate shipping'", async () => {
    const b = browser(server);
    const key = await atCheckout(b);
    const before = await b.get('/checkout');
    expect(before.html).toContain('Enter Pincode to calculate');
    const quoted = await b.post('/checkout', {
      ...GUEST_FIELDS,
      zip: '110001',
      paymentMethod: 'payNow',
      idempotencyKey: key,
      intent: 'quote',
    });
    expect(quoted.status).toBe(200);
    expect(quoted.html).not.toContain('Enter Pincode to calculate');
    expect(quoted.html).toContain(escapeHtml('COD is not available for this pincode.'));
  });

  it('places a COD order and shows it on the placed page, to this shopper only', async () => {
    const b = browser(server);
    const key = await atCheckout(b);
    const placed = await b.post('/checkout', {
      ...GUEST_FIELDS,
      paymentMethod: 'cod',
      idempotencyKey: key,
    });
    expect(placed.status).toBe(302);
    expect(placed.location).toMatch(/^\/placed\?order=[a-z0-9]+$/);
    const page = await b.get(placed.location!);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Thank you! Your order has been placed.');
    expect(page.html).toMatch(/GA-\d{4}-\d{6}/);
    // The same form again (a double submit): the same order.
    const again = await b.post('/checkout', {
      ...GUEST_FIELDS,
      paymentMethod: 'cod',
      idempotencyKey: key,
    });
    expect(again.location).toBe(placed.location);
    // Someone else with the link sees nothing.
    const stranger = browser(server, { from: '127.0.0.2' });
    expect((await stranger.get(placed.location!)).status).toBe(404);
    const id = placed.location!.split('=')[1];
    const refused = await stranger.get(`/orders/${id}/invoice.pdf`);
    expect(refused.status).toBe(404);
    // A deployment review: a browser was shown the JSON string "This invoice was not found.".
    expect(refused.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(refused.body).toBe('This invoice was not found.');
    expect((await b.get(`/orders/${id}/invoice.pdf`)).headers['content-type']).toBe(
      'application/pdf',
    );
    // Under /kn the same invoice in Kannada, for the same session only.
    const kannada = await b.get(`/kn/orders/${id}/invoice.pdf`);
    expect(kannada.status).toBe(200);
    expect(kannada.headers['content-type']).toBe('application/pdf');
    expect(kannada.body).toContain('NotoSansKannada');
    const refusedInKannada = await stranger.get(`/kn/orders/${id}/invoice.pdf`);
    expect(refusedInKannada.status).toBe(404);
    expect(refusedInKannada.body).toBe('ಈ ಇನ್‌ವಾಯ್ಸ್ ಕಂಡುಬಂದಿಲ್ಲ.');
    const tracked = await b.get(`/track-order?order=${id}`);
    const orderNumber = /GA-\d{4}-\d{6}/.exec(page.html)![0];
    expect(tracked.html).toContain(`Tracking Details of ${orderNumber}`);
    const elsewhere = (await stranger.get(`/track-order?order=${id}`)).html;
    // Its heading as shown (the page's messages carry the text with its placeholder).
    expect(elsewhere).not.toContain('Tracking Details of GA-');
    // The e-mail's link on another device fills in the order's number (a deployment review:
    // an empty form); the e-mail the order was placed with is still asked for.
    const fields = [...elsewhere.matchAll(/<input[^>]*>/g)].map(([tag]) => tag);
    expect(fields.find((tag) => tag.includes('name="orderId"'))).toContain(
      `value="${orderNumber}"`,
    );
    expect(fields.find((tag) => tag.includes('name="email"'))).toContain('value=""');
  });

  it('places nothing when the cart changed after the page showed it, then the new order', async () => {
    const b = browser(server);
    const key = await atCheckout(b);
    const shown = await b.get('/checkout');
    const digest = /name="quoteDigest" value="([^"]+)"/.exec(shown.body)?.[1];
    expect(digest).toBeTruthy();
    // Another tab adds two more; this page still shows one.
    await b.post('/cart', { intent: 'add', variantId, quantity: '2' });
    const order = {
      ...GUEST_FIELDS,
      paymentMethod: 'cod',
      idempotencyKey: key,
      quoteDigest: digest!,
    };
    const refused = await b.post('/checkout', order);
    expect(refused.status).toBe(409);
    expect(refused.html).toContain(escapeHtml(CHECKOUT_FAILURES.cartChanged));
    // The page now shows the cart as it is, with its own digest; nothing was ordered.
    const fresh = /name="quoteDigest" value="([^"]+)"/.exec(refused.body)?.[1];
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(digest);
    const ordered = () =>
      server.services.database.db
        .select({ total: orders.totalPaise })
        .from(orders)
        .where(eq(orders.idempotencyKey, key));
    expect(await ordered()).toEqual([]);
    const placed = await b.post('/checkout', { ...order, quoteDigest: fresh! });
    expect(placed.status).toBe(302);
    expect(placed.location).toMatch(/^\/placed\?order=/);
    const [row] = await server.services.database.db
      .select({ quantity: orderLines.quantity })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orders.idempotencyKey, key));
    expect(row?.quantity).toBe(3);
  });

  it('pays through the sandbox window, or fails and cancels', async () => {
    for (const outcome of ['sandbox-pay', 'sandbox-fail'] as const) {
      const b = browser(server);
      const key = await atCheckout(b);
      const placed = await b.post('/checkout', {
        ...GUEST_FIELDS,
        paymentMethod: 'payNow',
        idempotencyKey: key,
      });
      expect(placed.location).toMatch(/^\/checkout\/pay\/[a-z0-9]+$/);
      const window = await b.get(placed.location!);
      expect(window.html).toContain('Sandbox payment window');
      const answer = await b.post(placed.location!, { intent: outcome });
      if (outcome === 'sandbox-pay') {
        expect(answer.status).toBe(302);
        const page = await b.get(answer.location!);
        expect(page.html).toContain('Thank you! Your order has been placed.');
        expect(page.html).toContain('Total paid');
      } else {
        expect(answer.status).toBe(200);
        expect(answer.html).toContain('Payment failed');
        expect((await b.get('/cart')).html).not.toContain('Your cart is empty');
      }
    }
  });

  it('tells a guest who created an account with the order, paying online, to verify it', async () => {
    const b = browser(server);
    const key = await atCheckout(b);
    const email = `new.account.${Date.now()}@example.com`;
    const placed = await b.post('/checkout', {
      ...GUEST_FIELDS,
      email,
      paymentMethod: 'payNow',
      idempotencyKey: key,
      createAccount: 'on',
      password: 'Str0ng!Passw0rd#2026',
      confirmPassword: 'Str0ng!Passw0rd#2026',
    });
    expect(placed.location).toMatch(/^\/checkout\/pay\//);
    const answer = await b.post(placed.location!, { intent: 'sandbox-pay' });
    const page = await b.get(answer.location!);
    expect(page.html).toContain('Thank you! Your order has been placed.');
    expect(page.html).toContain(
      `Your account has been created and a verification e-mail has been sent to ${email}.`,
    );
    // A guest order without an account says nothing of one.
    const other = browser(server);
    const plain = await other.post('/checkout', {
      ...GUEST_FIELDS,
      paymentMethod: 'cod',
      idempotencyKey: await atCheckout(other),
    });
    expect((await other.get(plain.location!)).html).not.toContain('Your account has been created');
  });

  // A review: 'Try again' after a failed payment of a Buy now order led to the (empty) cart,
  // and the shopper had to type everything again.
  it("after a failed payment, 'Try again' checks out the same item again, details filled in", async () => {
    const b = browser(server);
    const variant = variantId;
    const page = await b.get(`/checkout?buy=${variant}&qty=2`);
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(page.body)![1]!;
    const placed = await b.post(`/checkout?buy=${variant}&qty=2`, {
      ...GUEST_FIELDS,
      address2: 'Near the clock tower',
      buy: variant,
      qty: '2',
      paymentMethod: 'payNow',
      idempotencyKey: key,
    });
    expect(placed.location).toMatch(/^\/checkout\/pay\/[a-z0-9]+$/);
    const failed = await b.post(placed.location!, { intent: 'sandbox-fail' });
    expect(failed.html).toContain('Payment failed');
    const orderId = placed.location!.split('/').pop()!;
    const retry = /href="([^"]+)"[^>]*>Try again</.exec(failed.html)?.[1]?.replaceAll('&amp;', '&');
    expect(retry).toBe(`/checkout?buy=${variant}&qty=2&retry=${orderId}`);
    const again = await b.get(retry!);
    expect(again.status).toBe(200);
    expect(again.html).toContain(`name="buy" value="${variant}"`);
    for (const value of [GUEST_FIELDS.email, GUEST_FIELDS.phone, 'Near the clock tower', '572101'])
      expect(again.html).toContain(`value="${value}"`);
    // Someone else's failed order fills in nothing.
    const stranger = browser(server, { from: '127.0.0.3' });
    const theirs = await stranger.get(retry!);
    expect(theirs.html).not.toContain(`value="${GUEST_FIELDS.email}"`);
  });

  // A review: the saved address's landmark never reached the order.
  it("fills a signed-in shopper's saved address in, its landmark with the second line", async () => {
    const account = await verifiedAccount(server, 'landmark');
    const b = browser(server);
    await signIn(b, account.email);
    const saved = await b.post('/account?address=new', {
      intent: 'save-address',
      ...HOME_ADDRESS,
    });
    expect(saved.status).toBe(200);
    const page = await b.get(`/checkout?buy=${variantId}&qty=1`);
    expect(page.html).toContain('value="Second floor, Opposite the metro station"');
  });

  it('tracks an order by number and e-mail, with the same answer for either being wrong', async () => {
    const owner = browser(server);
    const key = await atCheckout(owner);
    const placed = await owner.post('/checkout', {
      ...GUEST_FIELDS,
      paymentMethod: 'cod',
      idempotencyKey: key,
    });
    const number = /GA-\d{4}-\d{6}/.exec((await owner.get(placed.location!)).html)![0];
    const visitor = browser(server, { from: '127.0.0.3' });
    const prompt = await visitor.get('/track-order');
    expect(prompt.html).toContain(
      'Please enter your Order ID and Email to view your order details.',
    );
    const found = await visitor.post('/track-order', {
      orderId: number,
      email: GUEST_FIELDS.email,
    });
    expect(found.status).toBe(200);
    expect(found.html).toContain(`Tracking Details of ${number}`);
    const wrongEmail = await visitor.post('/track-order', {
      orderId: number,
      email: 'x@example.com',
    });
    const unknown = await visitor.post('/track-order', {
      orderId: 'GA-1999-999999',
      email: GUEST_FIELDS.email,
    });
    expect(wrongEmail.status).toBe(404);
    expect(unknown.status).toBe(404);
    const message = (html: string) => /role="alert"[^>]*>([^<]+)</.exec(html)?.[1];
    expect(message(wrongEmail.html)).toBeTruthy();
    expect(message(wrongEmail.html)).toBe(message(unknown.html));
    const empty = await visitor.post('/track-order', { orderId: '', email: '' });
    expect(empty.html).toContain('Please enter your Order ID.');
  });
});

describe('orders and accounts', () => {
  it("puts a guest's orders made out to the account's e-mail, and only those, in My Orders at login", async () => {
    const account = await verifiedAccount(server, 'guest-then-login');
    const b = browser(server, { from: '127.0.0.4' });
    const mine = await b.post('/checkout', {
      ...GUEST_FIELDS,
      email: account.email.toUpperCase(),
      paymentMethod: 'cod',
      idempotencyKey: await atCheckout(b),
    });
    const theirs = await b.post('/checkout', {
      ...GUEST_FIELDS,
      email: 'previous.guest@example.com',
      paymentMethod: 'cod',
      idempotencyKey: await atCheckout(b),
    });
    expect([mine.status, theirs.status]).toEqual([302, 302]);
    await signIn(b, account.email);
    const orders = await b.get('/myorders');
    expect(orders.status).toBe(200);
    const cards = orders.html.match(/Order ID GA-\d{4}-\d{6}/g) ?? [];
    expect(cards).toHaveLength(1);
    const mineNumber = /GA-\d{4}-\d{6}/.exec((await b.get(mine.location!)).html)![0];
    expect(cards[0]).toBe(`Order ID ${mineNumber}`);
    // The previous guest's order is no longer this browser's to see.
    expect((await b.get(theirs.location!)).status).toBe(404);
  });

  it("shows a guest's order to its browser for a day; the e-mail's invoice link works anywhere", async () => {
    const b = browser(server, { from: '127.0.0.5' });
    const place = async (email: string) => {
      const placed = await b.post('/checkout', {
        ...GUEST_FIELDS,
        email,
        paymentMethod: 'cod',
        idempotencyKey: await atCheckout(b),
      });
      expect(placed.status).toBe(302);
      return { page: placed.location!, id: placed.location!.split('=')[1]! };
    };
    const order = await place('anita.guest@example.com');
    const other = await place('someone.else@example.com');

    const [mail] = await db()
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(eq(outbox.dedupeKey, `order-confirmation:${order.id}`));
    const { text, html } = mail!.payload as { text: string; html: string };
    const link = new URL(/Download my GST invoice \(PDF\): (\S+)/.exec(text)![1]!);
    expect(html).toContain(escapeHtml(link.href));
    expect(link.pathname).toBe(`/orders/${order.id}/invoice.pdf`);
    const key = link.searchParams.get('key')!;

    // From another browser, with no session: the invoice, and nothing else of the order.
    const elsewhere = browser(server, { from: '127.0.0.6' });
    const pdf = await elsewhere.get(link.pathname + link.search);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.body).not.toContain('NotoSansKannada');
    // The link under /kn (an order placed on Kannada pages mails that one): in Kannada.
    const kannada = await elsewhere.get(`/kn${link.pathname}${link.search}`);
    expect(kannada.status).toBe(200);
    expect(kannada.headers['content-type']).toBe('application/pdf');
    expect(kannada.body).toContain('NotoSansKannada');
    expect((await elsewhere.get(order.page)).status).toBe(404);
    // A key altered by one character, or moved to another order, opens nothing.
    const altered = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    expect((await elsewhere.get(`${link.pathname}?key=${altered}`)).status).toBe(404);
    expect((await elsewhere.get(`/orders/${other.id}/invoice.pdf?key=${key}`)).status).toBe(404);
    expect((await elsewhere.get(`/kn/orders/${other.id}/invoice.pdf?key=${key}`)).status).toBe(404);

    // A day later the browser that placed it no longer shows it; the e-mail's link still does.
    await db()
      .update(orders)
      .set({ placedAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(orders.publicId, order.id));
    expect((await b.get(order.page)).status).toBe(404);
    expect((await b.get(`/orders/${order.id}/invoice.pdf`)).status).toBe(404);
    expect((await b.get(`/track-order?order=${order.id}`)).html).not.toContain(
      'Tracking Details of GA-',
    );
    expect((await b.get(link.pathname + link.search)).status).toBe(200);
    // The other, placed today, is still this browser's.
    expect((await b.get(other.page)).status).toBe(200);
  });

  it("keeps an account's orders in view whatever their age", async () => {
    const account = await verifiedAccount(server, 'old-order');
    const b = browser(server, { from: '127.0.0.7' });
    await signIn(b, account.email);
    const placed = await b.post('/checkout', {
      ...GUEST_FIELDS,
      email: account.email,
      paymentMethod: 'cod',
      idempotencyKey: await atCheckout(b),
    });
    expect(placed.status).toBe(302);
    const id = placed.location!.split('=')[1]!;
    await db()
      .update(orders)
      .set({ placedAt: new Date(Date.now() - 400 * 24 * 60 * 60 * 1000) })
      .where(eq(orders.publicId, id));
    expect((await b.get(placed.location!)).status).toBe(200);
    expect((await b.get(`/orders/${id}/invoice.pdf`)).status).toBe(200);
  });
});

describe('Track Order under a guessing run', () => {
  it('refuses the 11th lookup in a minute from one address with 429 and Retry-After', async () => {
    const strict = await startTestServer({ env: { RATE_LIMIT_FACTOR: '1' }, seed: false });
    try {
      const guesser = browser(strict, { from: '127.0.0.9' });
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const answer = await guesser.post('/track-order', {
          orderId: `GA-2026-${String(i).padStart(6, '0')}`,
          email: 'victim@example.com',
        });
        statuses.push(answer.status);
        if (answer.status === 429) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
      expect(statuses[10]).toBe(429);
      // Another address is not held back.
      const other = await browser(strict, { from: '127.0.0.10' }).post('/track-order', {
        orderId: 'GA-2026-000001',
        email: 'victim@example.com',
      });
      expect(other.status).toBe(404);
      expect(strict.errors).toEqual([]);
    } finally {
      await strict.stop();
    }
  });
});

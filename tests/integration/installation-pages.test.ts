/**
 * Installation on the shop's pages (issue 35), without JavaScript: the product page's
 * pincode check says whether and by which store it is installed; checkout books a slot
 * with the order (a charged one on the invoice, at the goods' HSN code and rate); My Orders
 * moves and cancels the visit; an order booked 'after delivery' gets, with its Delivered
 * e-mail, a signed link where a guest books it; the day before a visit, a reminder goes by
 * e-mail (and WhatsApp when asked for), once.
 */
import { and, eq, sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../app/modules/catalog/schema.ts';
import {
  installationVisits,
  productInstallation,
  slotBookings,
} from '../../app/modules/installation/schema.ts';
import { addDays, todayInIndia } from '../../app/modules/installation/slots.ts';
import { runMailings } from '../../app/modules/marketing/schedule.server.ts';
import { outbox } from '../../app/modules/notification/schema.ts';
import { orders } from '../../app/modules/order/schema.ts';
import {
  type Browser,
  browser,
  linkIn,
  mailsTo,
  newEmail,
  signIn,
  verifiedAccount,
} from '../setup/browser.ts';
import { atCheckout, GUEST_FIELDS } from '../setup/guest-checkout.ts';
import { productInCategory } from '../setup/seed-products.ts';
import { type StaffBrowser, staffBrowser } from '../setup/staff.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

let server: TestServer;
let admin: StaffBrowser;
const db = () => server.services.database.db;

beforeAll(async () => {
  server = await startTestServer();
  admin = await staffBrowser(server);
});
afterAll(async () => {
  await server?.stop();
});
afterEach(() => {
  expect(server.errors).toEqual([]);
});

/** The first slot the checkout offers for the cart at 572101, as '{date}/{slot}'. */
function firstSlot(page: string): string {
  const match = /<option value="(\d{4}-\d{2}-\d{2}\/(?:morning|afternoon))"/.exec(page);
  if (!match?.[1]) throw new Error('no installation slot offered');
  return match[1];
}

/** Places a cash-on-delivery order of one `variant` through the checkout form. */
async function placeWithForm(
  b: Browser,
  variant: string,
  installationSlot: string | ((page: string) => string),
  email = GUEST_FIELDS.email,
) {
  const key = await atCheckout(b, variant);
  // The page asked to quote the pincode, as its button does without JavaScript.
  const quoted = await b.post('/checkout', {
    ...GUEST_FIELDS,
    email,
    paymentMethod: 'cod',
    idempotencyKey: key,
    intent: 'quote',
  });
  const slot =
    typeof installationSlot === 'string' ? installationSlot : installationSlot(quoted.html);
  const placed = await b.post('/checkout', {
    ...GUEST_FIELDS,
    email,
    paymentMethod: 'cod',
    idempotencyKey: key,
    installationSlot: slot,
  });
  expect(placed.status, placed.html.slice(0, 400)).toBe(302);
  const publicId = new URL(placed.location!, server.url).searchParams.get('order')!;
  const [order] = await db().select().from(orders).where(eq(orders.publicId, publicId));
  return order!;
}

const visitOf = async (orderId: number) =>
  (await db().select().from(installationVisits).where(eq(installationVisits.orderId, orderId)))[0]!;

const bookedIn = async (storeId: number, day: string, slot: 'morning' | 'afternoon') =>
  (
    await db()
      .select({ booked: slotBookings.booked })
      .from(slotBookings)
      .where(
        and(
          eq(slotBookings.storeId, storeId),
          eq(slotBookings.day, day),
          eq(slotBookings.slot, slot),
        ),
      )
  )[0]?.booked ?? 0;

describe('the product page', () => {
  it('says whether a store installs it at the pincode checked, and for how much', async () => {
    const b = browser(server);
    const geyser = await productInCategory(db(), 'Instant Geysers');
    const page = await b.get(`/product/${geyser.slug}?pincode=572101`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Installation available at 572101');
    expect(page.html).toMatch(/by our [^<]+ store, included in the price\./);

    const chimney = await productInCategory(db(), 'Chimneys');
    const priced = await b.get(`/product/${chimney.slug}?pincode=560001`);
    expect(priced.html).toMatch(/by our [^<]+ store, for ₹599\./);

    // A Karnataka town we deliver to that no store's technicians reach.
    const far = await b.get(`/product/${geyser.slug}?pincode=572214`);
    expect(far.html).toContain('Our technicians do not install at this pincode yet.');

    const rack = await productInCategory(db(), 'Shoe Racks');
    const none = await b.get(`/product/${rack.slug}?pincode=572101`);
    expect(none.html).not.toContain('Installation available');
    expect(none.html).not.toContain('do not install');
  });

  it('says it in Kannada on the Kannada page', async () => {
    const geyser = await productInCategory(db(), 'Instant Geysers');
    const page = await browser(server).get(`/kn/product/${geyser.slug}?pincode=572101`);
    expect(page.html).toContain('572101 ಪಿನ್‌ಕೋಡ್‌ನಲ್ಲಿ ನಮ್ಮ');
  });
});

describe('checkout and My Orders', () => {
  it('books a slot with the order, and the account moves and cancels it', async () => {
    const account = await verifiedAccount(server, 'installer');
    const b = browser(server);
    await signIn(b, account.email);
    const geyser = await productInCategory(db(), 'Instant Geysers');
    const order = await placeWithForm(b, geyser.variant, firstSlot, account.email);
    const visit = await visitOf(order.id);
    expect(visit.state).toBe('booked');
    expect(await bookedIn(visit.storeId, visit.day!, visit.slot!)).toBe(1);
    expect(order.installationPaise).toBe(0);

    const myOrders = await b.get(`/myorders?order=${order.publicId}`);
    expect(myOrders.html).toContain('Installation visit');
    expect(myOrders.html).toContain('comes on');
    const other = [...myOrders.html.matchAll(/<option value="(\d{4}-\d{2}-\d{2}\/\w+)"/g)]
      .map((m) => m[1]!)
      .find((value) => value !== `${visit.day}/${visit.slot}`)!;

    const moved = await b.post(`/myorders?order=${order.publicId}`, {
      intent: 'installation-book',
      order: order.publicId,
      installationSlot: other,
    });
    expect(moved.status).toBe(200);
    expect(moved.html).toContain('Your installation visit is booked.');
    const after = await visitOf(order.id);
    expect(`${after.day}/${after.slot}`).toBe(other);
    expect(await bookedIn(visit.storeId, visit.day!, visit.slot!)).toBe(0);
    expect(await bookedIn(after.storeId, after.day!, after.slot!)).toBe(1);

    // Another account names this order: nothing changes.
    const stranger = browser(server);
    await signIn(stranger, (await verifiedAccount(server, 'stranger')).email);
    const refused = await stranger.post('/myorders', {
      intent: 'installation-cancel',
      order: order.publicId,
    });
    expect(refused.status).toBe(404);
    expect((await visitOf(order.id)).state).toBe('booked');

    const cancelled = await b.post(`/myorders?order=${order.publicId}`, {
      intent: 'installation-cancel',
      order: order.publicId,
    });
    expect(cancelled.html).toContain('Your installation visit is cancelled.');
    expect((await visitOf(order.id)).state).toBe('to_book');
    expect(await bookedIn(after.storeId, after.day!, after.slot!)).toBe(0);
  });

  it('charges a priced installation and invoices it at the goods’ HSN code and rate', async () => {
    const b = browser(server);
    const chimney = await productInCategory(db(), 'Chimneys');
    const order = await placeWithForm(b, chimney.variant, 'after-delivery', newEmail('chimney'));
    expect(order.installationPaise).toBe(59_900);
    expect(order.totalPaise).toBe(order.subtotalPaise + order.shippingPaise + 59_900);
    expect((await visitOf(order.id)).state).toBe('to_book');

    const pdf = await server.fetch(`/orders/${order.publicId}/invoice.pdf`, {
      headers: { cookie: [...b.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(pdf.status).toBe(200);
    const { text } = await extractText(new Uint8Array(await pdf.arrayBuffer()), {
      mergePages: true,
    });
    expect(text).toContain('Installation by our store');
    expect(text).toContain('8414');
  });

  it('refuses a slot it did not offer, and places nothing', async () => {
    const b = browser(server);
    const geyser = await productInCategory(db(), 'Instant Geysers');
    const key = await atCheckout(b, geyser.variant);
    const before = await db().select({ n: sql<number>`count(*)::int` }).from(orders);
    const refused = await b.post('/checkout', {
      ...GUEST_FIELDS,
      paymentMethod: 'cod',
      idempotencyKey: key,
      installationSlot: `${todayInIndia(new Date())}/morning`,
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.html).toContain('Please choose one of the installation slots offered.');
    const after = await db().select({ n: sql<number>`count(*)::int` }).from(orders);
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});

describe('what the shopper is told, and what a change does', () => {
  it('the confirmation e-mail and the placed page carry the visit and its signed link', async () => {
    const b = browser(server);
    const email = newEmail('confirmed');
    const geyser = await productInCategory(db(), 'Instant Geysers');
    const order = await placeWithForm(b, geyser.variant, firstSlot, email);
    const [confirmation] = (await mailsTo(server, email)).filter((mail) =>
      mail.subject.includes('is confirmed'),
    );
    expect(confirmation?.text).toContain('Installation: included');
    expect(confirmation?.text).toMatch(
      /Installation visit by [^:]+: \d+ \w+ \d{4}, (Morning|Afternoon)/,
    );
    const link = linkIn(confirmation!.text, /^\/installation\/visit\//);
    const placed = await b.get(`/placed?order=${order.publicId}`);
    expect(placed.html).toContain(`href="${link.pathname}"`);
    expect(placed.html).toContain('Book, move or cancel the visit');
    // A guest moves it by the link, and the technician planned for the old day goes.
    await db()
      .update(installationVisits)
      .set({ technician: 'Ravi Kumar' })
      .where(eq(installationVisits.orderId, order.id));
    const page = await browser(server).get(link.pathname);
    const before = await visitOf(order.id);
    const other = [...page.html.matchAll(/<option value="(\d{4}-\d{2}-\d{2}\/\w+)"/g)]
      .map((m) => m[1]!)
      .find((value) => value !== `${before.day}/${before.slot}`)!;
    const moved = await browser(server).post(link.pathname, {
      intent: 'installation-book',
      order: order.publicId,
      installationSlot: other,
    });
    expect(moved.html).toContain('Your installation visit is booked.');
    expect(await visitOf(order.id)).toMatchObject({ technician: null, state: 'booked' });
  });

  it('a missed visit is booked again by the shopper, its old place kept as used', async () => {
    const account = await verifiedAccount(server, 'missed');
    const b = browser(server);
    await signIn(b, account.email);
    const geyser = await productInCategory(db(), 'Instant Geysers');
    const order = await placeWithForm(b, geyser.variant, firstSlot, account.email);
    const visit = await visitOf(order.id);
    await db()
      .update(installationVisits)
      .set({ state: 'missed', note: 'Nobody home.' })
      .where(eq(installationVisits.orderId, order.id));
    const kept = await bookedIn(visit.storeId, visit.day!, visit.slot!);
    const page = await b.get(`/myorders?order=${order.publicId}`);
    expect(page.html).toContain('was missed. Please book another day');
    const again = firstSlot(page.html);
    const booked = await b.post(`/myorders?order=${order.publicId}`, {
      intent: 'installation-book',
      order: order.publicId,
      installationSlot: again,
    });
    expect(booked.html).toContain('Your installation visit is booked.');
    const after = await visitOf(order.id);
    expect(after.state).toBe('booked');
    // The missed visit's place stays used; the new one takes its own.
    expect(await bookedIn(visit.storeId, visit.day!, visit.slot!)).toBe(
      `${visit.day}/${visit.slot}` === again ? kept + 1 : kept,
    );
  });

  it('a visit longer than a slot takes the places it fills', async () => {
    const b = browser(server);
    const geyser = await productInCategory(db(), 'Instant Geysers');
    const [product] = await db()
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, geyser.slug));
    await db()
      .insert(productInstallation)
      .values({ productId: product!.id, offered: true, minutes: 300 });
    try {
      const order = await placeWithForm(b, geyser.variant, firstSlot, newEmail('long'));
      const visit = await visitOf(order.id);
      expect(visit.minutes).toBe(300);
      expect(await bookedIn(visit.storeId, visit.day!, visit.slot!)).toBe(2);
    } finally {
      await db().delete(productInstallation).where(eq(productInstallation.productId, product!.id));
    }
  });

  it('refuses a slot and after delivery at once, and a price changed since the quote', async () => {
    const b = browser(server);
    const chimney = await productInCategory(db(), 'Chimneys');
    const key = await atCheckout(b, chimney.variant);
    const quoted = await b.post('/checkout', {
      ...GUEST_FIELDS,
      paymentMethod: 'cod',
      idempotencyKey: key,
      intent: 'quote',
    });
    const digest = /name="quoteDigest" value="([^"]+)"/.exec(quoted.html)![1]!;
    const both = await b.post('/checkout', {
      ...GUEST_FIELDS,
      paymentMethod: 'cod',
      idempotencyKey: key,
      quoteDigest: digest,
      installationSlot: firstSlot(quoted.html),
      installation: 'after-delivery',
    });
    expect(both.status).toBeGreaterThanOrEqual(400);
    expect(both.html).toContain(
      'Please choose either an installation slot or after delivery, not both.',
    );

    const [product] = await db()
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, chimney.slug));
    await db()
      .insert(productInstallation)
      .values({ productId: product!.id, offered: true, pricePaise: 79_900 });
    try {
      const changed = await b.post('/checkout', {
        ...GUEST_FIELDS,
        paymentMethod: 'cod',
        idempotencyKey: key,
        quoteDigest: digest,
        installationSlot: 'after-delivery',
      });
      expect(changed.status).toBe(409);
      expect(changed.html).toContain('Your cart or its prices changed after this page was opened.');
    } finally {
      await db().delete(productInstallation).where(eq(productInstallation.productId, product!.id));
    }
  });
});

describe('after delivery, by the signed link', () => {
  it('the Delivered e-mail links to a page where the guest books the visit', async () => {
    const b = browser(server);
    const email = newEmail('after');
    const geyser = await productInCategory(db(), 'Instant Geysers');
    const order = await placeWithForm(b, geyser.variant, 'after-delivery', email);
    for (const status of ['Packed', 'Shipped', 'Out for Delivery', 'Delivered']) {
      const moved = await admin.post(`/admin/orders/${order.publicId}`, {
        intent: 'status',
        status,
        description: '',
      });
      expect(moved.status, status).toBeLessThan(400);
    }
    const delivered = (await mailsTo(server, email)).find((mail) =>
      mail.subject.endsWith(': Delivered'),
    );
    expect(delivered?.text).toContain('Book the installation visit');
    const link = linkIn(delivered!.text, /^\/installation\/visit\//);

    const guest = browser(server);
    const page = await guest.get(link.pathname);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Not booked yet.');
    const slot = firstSlot(page.html);
    const booked = await guest.post(link.pathname, {
      intent: 'installation-book',
      order: order.publicId,
      installationSlot: slot,
    });
    expect(booked.html).toContain('Your installation visit is booked.');
    const visit = await visitOf(order.id);
    expect(`${visit.day}/${visit.slot}`).toBe(slot);
    // The days after delivery start tomorrow.
    expect(visit.day! > todayInIndia(new Date())).toBe(true);

    const forged = await guest.get(`${link.pathname.slice(0, -3)}abc`);
    expect(forged.status).toBe(404);
    const forgedPost = await guest.post(`${link.pathname.slice(0, -3)}abc`, {
      intent: 'installation-cancel',
      order: order.publicId,
    });
    expect(forgedPost.status).toBe(404);
    expect((await visitOf(order.id)).state).toBe('booked');
  });
});

describe('the reminder the day before', () => {
  it('goes from 10 AM by e-mail, once, and again for a visit moved to another slot', async () => {
    const b = browser(server);
    const email = newEmail('remind');
    const geyser = await productInCategory(db(), 'Instant Geysers');
    const order = await placeWithForm(b, geyser.variant, firstSlot, email);
    // Today at 09:30 and 10:30 in India; the visit moved to tomorrow by hand.
    const today = todayInIndia(new Date());
    const at = (hour: number, minute: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) + (hour * 60 + minute - 330) * 60_000);
    await db()
      .update(installationVisits)
      .set({ day: addDays(today, 1) })
      .where(eq(installationVisits.orderId, order.id));
    const links = { origin: server.url, secret: server.services.config.sessionSecret };
    const reminders = async () =>
      (await mailsTo(server, email)).filter((mail) => mail.subject.startsWith('Our technician'));

    expect((await runMailings(db(), links, at(9, 30))).visitReminders).toBe(0);
    expect(await reminders()).toHaveLength(0);
    expect((await runMailings(db(), links, at(10, 30))).visitReminders).toBeGreaterThanOrEqual(1);
    const [mail] = await reminders();
    expect(mail?.subject).toBe(`Our technician comes tomorrow for order ${order.orderNumber}`);
    expect(mail?.text).toContain(`/installation/visit/`);
    await runMailings(db(), links, at(11, 30));
    expect(await reminders()).toHaveLength(1);
    const phoneReminders = () =>
      db()
        .select()
        .from(outbox)
        .where(sql`${outbox.dedupeKey} like ${`phone:${order.publicId}:visit:%`}`);
    // No WhatsApp was asked for: none queued.
    expect(await phoneReminders()).toHaveLength(0);

    // Moved to the other slot of the day (as a move does: the stamp goes), with WhatsApp
    // updates asked for this time: reminded again, by both.
    const visit = await visitOf(order.id);
    await db()
      .update(installationVisits)
      .set({ slot: visit.slot === 'morning' ? 'afternoon' : 'morning', remindedAt: null })
      .where(eq(installationVisits.orderId, order.id));
    await db().update(orders).set({ whatsappUpdates: true }).where(eq(orders.id, order.id));
    await runMailings(db(), links, at(12, 0));
    expect(await reminders()).toHaveLength(2);
    const [whatsapp] = await phoneReminders();
    const sent = whatsapp?.payload as { template: string; text: string } | undefined;
    expect(sent?.template).toBe('installation_reminder');
    expect(sent?.text).toContain(order.orderNumber);
  });
});

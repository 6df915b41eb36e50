/**
 * Store pickup on the shop's pages (issue 35), without JavaScript: checkout lists the stores
 * nearest first to the pincode and places the order with no shipping, cash paid at the
 * store; the placed page and My Orders show the store and the code, Track Order the store
 * only; staff make it ready (the shopper is e-mailed the code and the way there) and hand
 * it over only against its code; the invoice supplies it at the store.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../app/modules/admin/schema.ts';
import { stores } from '../../app/modules/content/schema.ts';
import { outbox } from '../../app/modules/notification/schema.ts';
import { orderStatusHistory, orders } from '../../app/modules/order/schema.ts';
import { type Browser, browser, escapeHtml, mailsTo, newEmail } from '../setup/browser.ts';
import { atCheckout, GUEST_FIELDS } from '../setup/guest-checkout.ts';
import { productInCategory } from '../setup/seed-products.ts';
import { type StaffBrowser, staffBrowser } from '../setup/staff.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

let server: TestServer;
let admin: StaffBrowser;
const db = () => server.services.database.db;
const variantIn = async (category: string) => (await productInCategory(db(), category)).variant;

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

/** The stores the page offers to pick up from, by code, in the page's order. */
function offeredStores(page: string): string[] {
  const select = /<select[^>]*name="pickupStore"[^>]*>([\s\S]*?)<\/select>/.exec(page)?.[1] ?? '';
  return [...select.matchAll(/<option value="([^"]+)"/g)].map((match) => match[1]!);
}

/** Places a pickup order of one `variant` from `store` through the checkout form. */
async function pickUp(b: Browser, variant: string, email: string, fields = {}) {
  const key = await atCheckout(b, variant);
  const placed = await b.post('/checkout', {
    ...GUEST_FIELDS,
    email,
    paymentMethod: 'cod',
    idempotencyKey: key,
    delivery: 'pickup',
    pickupStore: 'KA-TUM-01',
    ...fields,
  });
  return placed;
}

const orderOf = async (location: string) => {
  const publicId = new URL(location, server.url).searchParams.get('order')!;
  return (await db().select().from(orders).where(eq(orders.publicId, publicId)))[0]!;
};

describe('checkout', () => {
  it('lists the stores nearest first to the pincode, with the choice of delivery', async () => {
    const b = browser(server);
    const key = await atCheckout(b, await variantIn('Shoe Racks'));
    const quoted = await b.post('/checkout', {
      ...GUEST_FIELDS,
      paymentMethod: 'cod',
      idempotencyKey: key,
      intent: 'quote',
    });
    expect(quoted.html).toContain('Pick up from a store');
    expect(quoted.html).toContain('Home delivery');
    const offered = offeredStores(quoted.html);
    // 572101 is Tumakuru's B H Road: its store first, then the town's other stores.
    expect(offered[0]).toBe('KA-TUM-01');
    expect(offered.slice(0, 3).every((code) => code.startsWith('KA-TUM-'))).toBe(true);
    expect(offered).toHaveLength(8);
    expect(quoted.html).toMatch(/KA-TUM-01">[^<]+ \(0 km\)</);
  });

  it('places a pickup order with no shipping, paid at the store, with a code', async () => {
    const b = browser(server);
    const email = newEmail('pickup');
    const placed = await pickUp(b, await variantIn('Shoe Racks'), email);
    expect(placed.status, placed.html.slice(0, 400)).toBe(302);
    const order = await orderOf(placed.location!);
    const [tumakuru] = await db().select().from(stores).where(eq(stores.code, 'KA-TUM-01'));
    expect(order.pickupStoreId).toBe(tumakuru!.id);
    expect(order.pickupCode).toMatch(/^\d{6}$/);
    expect(order.shippingPaise).toBe(0);
    expect(order.totalPaise).toBe(order.subtotalPaise);
    expect(order.paymentMethod).toBe('cod');
    expect(order.promisedDeliveryDate).toBeNull();

    const page = await b.get(placed.location!);
    expect(page.html).toContain('To pay at the store');
    expect(page.html).toContain('Pick up from');
    expect(page.html).toContain(escapeHtml(tumakuru!.address));
    expect(page.html).toContain(`Your pickup code: ${order.pickupCode}.`);
    expect(page.html).toContain('Pay at the store');

    const [confirmation] = await mailsTo(server, email);
    expect(confirmation!.text).toContain(`Your pickup code: ${order.pickupCode}.`);
    expect(confirmation!.text).toContain(`Pick up at our ${tumakuru!.name} store`);
    // The store's own copy says where, not the code that hands the goods over.
    const storeCopy = (await mailsTo(server, server.services.config.storeOrdersEmail)).find((one) =>
      one.text.includes(order.orderNumber),
    );
    expect(storeCopy?.text).toContain(`Pick up at our ${tumakuru!.name} store`);
    expect(storeCopy?.text).not.toContain(order.pickupCode!);
  });

  it('takes any pincode for a pickup, even one it does not deliver to', async () => {
    const b = browser(server);
    // A valid pincode outside our delivery list.
    const placed = await pickUp(b, await variantIn('Shoe Racks'), newEmail('far'), {
      zip: '799001',
      city: 'Agartala',
      state: 'Tripura',
    });
    expect(placed.status, placed.html.slice(0, 600)).toBe(302);
    const order = await orderOf(placed.location!);
    expect(order.shippingPaise).toBe(0);
  });

  it('refuses a pickup without a store, from an unknown store, or with installation', async () => {
    const b = browser(server);
    const before = await db().select({ n: sql<number>`count(*)::int` }).from(orders);
    const rack = await variantIn('Shoe Racks');
    const none = await pickUp(b, rack, newEmail('none'), { pickupStore: '' });
    expect(none.status).toBe(400);
    expect(none.html).toContain('Please choose the store to pick up from.');
    const unknown = await pickUp(browser(server), rack, newEmail('unknown'), {
      pickupStore: 'KA-XXX-99',
    });
    expect(unknown.status).toBe(422);
    expect(unknown.html).toContain('This store does not take pickups now. Please choose another.');
    const geyser = await variantIn('Instant Geysers');
    const installed = await pickUp(browser(server), geyser, newEmail('installed'), {
      installationSlot: 'after-delivery',
    });
    expect(installed.status).toBe(422);
    expect(installed.html).toContain(
      'Installation comes with home delivery. Choose home delivery, or no installation.',
    );
    const after = await db().select({ n: sql<number>`count(*)::int` }).from(orders);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('delivers as before when home delivery is chosen, whatever store the form carries', async () => {
    const b = browser(server);
    const placed = await pickUp(b, await variantIn('Shoe Racks'), newEmail('home'), {
      delivery: 'home',
    });
    expect(placed.status).toBe(302);
    const order = await orderOf(placed.location!);
    expect(order.pickupStoreId).toBeNull();
    expect(order.pickupCode).toBeNull();
    expect(order.shippingPaise).toBeGreaterThanOrEqual(0);
    expect(order.promisedDeliveryDate).not.toBeNull();
  });
});

describe('at the store', () => {
  it('is made ready, e-mailed with its code and way there, and handed over against the code', async () => {
    const b = browser(server);
    const email = newEmail('collect');
    const placed = await pickUp(b, await variantIn('Shoe Racks'), email, {
      whatsappUpdates: 'on',
    });
    const order = await orderOf(placed.location!);
    const [tumakuru] = await db().select().from(stores).where(eq(stores.code, 'KA-TUM-01'));

    const page = await admin.get(`/admin/orders/${order.publicId}`);
    expect(page.html).toContain('Pick up from a store');
    expect(page.html).toContain('<option value="Ready for Pickup"');
    expect(page.html).not.toContain('<option value="Shipped"');

    const shipped = await admin.post(`/admin/orders/${order.publicId}`, {
      intent: 'status',
      status: 'Shipped',
    });
    expect(shipped.status).toBe(409);

    const ready = await admin.post(`/admin/orders/${order.publicId}`, {
      intent: 'status',
      status: 'Ready for Pickup',
      description: '',
    });
    expect(ready.status).toBeLessThan(400);
    const mail = (await mailsTo(server, email)).find((one) =>
      one.subject.includes('Ready for Pickup'),
    );
    expect(mail?.text).toContain(`Your pickup code: ${order.pickupCode}.`);
    expect(mail?.text).toContain(tumakuru!.mapsLink);
    expect(mail?.text).toContain(tumakuru!.address);

    // The counter takes the cash first.
    const unpaid = await admin.post(`/admin/orders/${order.publicId}`, {
      intent: 'status',
      status: 'Picked Up',
      pickupCode: order.pickupCode!,
    });
    expect(unpaid.status).toBe(409);
    expect(unpaid.html).toContain('Record the cash payment');
    const paid = await admin.post(`/admin/orders/${order.publicId}`, {
      intent: 'cod-paid',
      reference: 'TUM-01/4471',
    });
    expect(paid.status).toBeLessThan(400);

    const wrong = await admin.post(`/admin/orders/${order.publicId}`, {
      intent: 'status',
      status: 'Picked Up',
      pickupCode: order.pickupCode === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.html).toContain('This pickup code does not match the order.');
    const missing = await admin.post(`/admin/orders/${order.publicId}`, {
      intent: 'status',
      status: 'Picked Up',
    });
    expect(missing.status).toBe(400);
    expect(missing.html).toContain('Please enter the pickup code the shopper shows.');
    const [still] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(still!.status).toBe('Ready for Pickup');

    const handed = await admin.post(`/admin/orders/${order.publicId}`, {
      intent: 'status',
      status: 'Picked Up',
      // As read out at the counter.
      pickupCode: `${order.pickupCode!.slice(0, 3)} ${order.pickupCode!.slice(3)}`,
    });
    expect(handed.status).toBeLessThan(400);
    const [after] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(after!.status).toBe('Picked Up');
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, order.orderNumber)));
    expect(audit.map((entry) => entry.action)).toEqual([
      'order.status',
      'order.cod_paid',
      'order.pickup_code_wrong',
      'order.status',
    ]);
    // Staff never read the code on the order's page: the shopper shows it.
    const staffView = await admin.get(`/admin/orders/${order.publicId}`);
    expect(staffView.html).not.toContain(order.pickupCode!);

    // WhatsApp (asked for): placed to pay at the store, ready with the store and its way
    // there (not the code), collected.
    const messages = (
      await db()
        .select({ kind: outbox.kind, payload: outbox.payload })
        .from(outbox)
        .orderBy(asc(outbox.id))
    )
      .filter((row) => row.kind === 'phone')
      .map((row) => row.payload as { orderNumber: string; template: string; text: string })
      .filter((message) => message.orderNumber === order.orderNumber);
    expect(messages.map((message) => message.template)).toEqual([
      'order_placed_pickup',
      'order_ready_for_pickup',
      'order_picked_up',
    ]);
    expect(messages[1]!.text).toContain(tumakuru!.name);
    expect(messages[1]!.text).toContain(tumakuru!.mapsLink);
    expect(messages[1]!.text).not.toContain(order.pickupCode!);

    // Track Order: the store, not the code.
    const tracked = await browser(server).post('/track-order', {
      orderId: order.orderNumber,
      email,
    });
    expect(tracked.status).toBe(200);
    expect(tracked.html).toContain('Pick up from');
    expect(tracked.html).toContain(escapeHtml(tumakuru!.address));
    expect(tracked.html).not.toContain(order.pickupCode!);
    expect(tracked.html).toContain('The pickup code is in the order confirmation e-mail.');
    // Its own shopper's page (the session that placed it) shows the code.
    const own = await b.get(`/track-order?order=${order.publicId}`);
    expect(own.html).toContain(`Your pickup code: ${order.pickupCode}.`);
  });

  it('takes no more codes for an hour after five wrong ones', async () => {
    const order = await orderOf(
      (await pickUp(browser(server), await variantIn('Shoe Racks'), newEmail('guess'))).location!,
    );
    const post = (fields: Record<string, string>) =>
      admin.post(`/admin/orders/${order.publicId}`, fields);
    await post({ intent: 'status', status: 'Ready for Pickup' });
    await post({ intent: 'cod-paid', reference: 'TUM-01/4472' });
    const wrongCode = order.pickupCode === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await post({ intent: 'status', status: 'Picked Up', pickupCode: wrongCode });
      expect(wrong.status).toBe(422);
    }
    const locked = await post({
      intent: 'status',
      status: 'Picked Up',
      pickupCode: order.pickupCode!,
    });
    expect(locked.status).toBe(409);
    expect(locked.html).toContain('Too many wrong pickup codes for this order in the last hour.');
    const [still] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(still!.status).toBe('Ready for Pickup');
  });

  it("refuses in the database a status that does not fit the order's way", async () => {
    const pickup = await orderOf(
      (await pickUp(browser(server), await variantIn('Shoe Racks'), newEmail('db-pickup')))
        .location!,
    );
    const delivered = await orderOf(
      (
        await pickUp(browser(server), await variantIn('Shoe Racks'), newEmail('db-home'), {
          delivery: 'home',
        })
      ).location!,
    );
    const history = (orderId: number, status: 'Packed' | 'Ready for Pickup' | 'Shipped') =>
      db().insert(orderStatusHistory).values({ orderId, status, description: 'by hand' });
    await history(pickup.id, 'Packed');
    await expect(history(pickup.id, 'Shipped')).rejects.toThrow();
    await history(delivered.id, 'Packed');
    await expect(history(delivered.id, 'Ready for Pickup')).rejects.toThrow();
    await expect(
      db()
        .update(orders)
        .set({ pickupStoreId: null, pickupCode: null })
        .where(eq(orders.id, pickup.id)),
    ).rejects.toThrow();
  });

  it("lists a store's pickups for its counter", async () => {
    const pickup = await orderOf(
      (await pickUp(browser(server), await variantIn('Shoe Racks'), newEmail('counter'))).location!,
    );
    const delivered = await orderOf(
      (
        await pickUp(browser(server), await variantIn('Shoe Racks'), newEmail('home-list'), {
          delivery: 'home',
        })
      ).location!,
    );
    const list = await admin.get('/admin/orders?pickup=KA-TUM-01');
    expect(list.status).toBe(200);
    expect(list.html).toContain(pickup.orderNumber);
    expect(list.html).not.toContain(delivered.orderNumber);
    expect(list.html).toContain('<option value="KA-TUM-01" selected=""');
    const elsewhere = await admin.get('/admin/orders?pickup=KA-MYS-01');
    expect(elsewhere.html).not.toContain(pickup.orderNumber);
  });

  it('invoices it at the store: Karnataka, CGST and SGST, for a buyer from another state', async () => {
    const b = browser(server);
    const placed = await pickUp(b, await variantIn('Shoe Racks'), newEmail('invoice'), {
      zip: '110001',
      city: 'New Delhi',
      state: 'Delhi',
    });
    expect(placed.status).toBe(302);
    const order = await orderOf(placed.location!);
    const pdf = await server.fetch(`/orders/${order.publicId}/invoice.pdf`, {
      headers: { cookie: [...b.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(pdf.status).toBe(200);
    const { text } = await extractText(new Uint8Array(await pdf.arrayBuffer()), {
      mergePages: true,
    });
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toContain('Intra-state supply: CGST and SGST');
    expect(text).toContain('Picked up at our');
  });
});

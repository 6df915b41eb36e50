/**
 * Checkout over HTTP with the sandbox gateway: server-side prices whatever the request
 * says, idempotent placement, no overselling under a crowd, COD by pincode, signatures,
 * orders visible only to their owner, and Track Order's identical answers.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatRupees } from '../../app/lib/format.ts';
import { products, productVariants } from '../../app/modules/catalog/schema.ts';
import { CHECKOUT_FAILURES } from '../../app/modules/checkout/failure-messages.ts';
import { outbox } from '../../app/modules/notification/schema.ts';
import { orderStatusHistory, orders } from '../../app/modules/order/schema.ts';
import type { SandboxGateway } from '../../app/modules/payment/sandbox.server.ts';
import { type Shopper, sessionCookie, shopper } from '../setup/shopper.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

let server: TestServer;
let variant: {
  publicId: string;
  dbId: number;
  discountedPricePaise: number;
  basePricePaise: number;
  deliveryKarnatakaPaise: number;
  deliveryOtherPaise: number;
};

const address = {
  email: 'Asha.Rao@example.com',
  phone: '9876543210',
  firstName: 'Asha',
  lastName: 'Rao',
  country: 'India',
  address: '12, 4th Cross, Malleswaram',
  address2: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip: '560001',
};

const minutesLater = (minutes: number) => new Date(Date.now() + minutes * 60_000);

let keys = 0;
const newKey = () => `test-key-${Date.now()}-${++keys}-abcdefgh`;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.services.database.db;
  const [row] = await db
    .select({
      publicId: productVariants.publicId,
      dbId: productVariants.id,
      discountedPricePaise: productVariants.discountedPricePaise,
      basePricePaise: productVariants.basePricePaise,
      deliveryKarnatakaPaise: products.deliveryKarnatakaPaise,
      deliveryOtherPaise: products.deliveryOtherPaise,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        gt(productVariants.stock, 0),
        gt(products.deliveryOtherPaise, 0),
        sql`${products.deliveryOtherPaise} <> ${products.deliveryKarnatakaPaise}`,
      ),
    )
    .limit(1);
  variant = row!;
});
afterAll(async () => {
  await server?.stop();
});
afterEach(() => {
  expect(server.errors).toEqual([]);
});

async function setStock(publicId: string, stock: number) {
  await server.services.database.db
    .update(productVariants)
    .set({ stock })
    .where(eq(productVariants.publicId, publicId));
}

async function stockOf(publicId: string) {
  const [row] = await server.services.database.db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.publicId, publicId));
  return row!.stock;
}

async function cartWith(s: Shopper, quantity = 2) {
  const added = await s.call('POST', '/api/v1/cart/lines', {
    variantId: variant.publicId,
    quantity,
  });
  expect(added.status).toBe(200);
}

function place(s: Shopper, overrides: Record<string, unknown> = {}) {
  return s.call('POST', '/api/v1/checkout/orders', {
    ...address,
    paymentMethod: 'cod',
    idempotencyKey: newKey(),
    ...overrides,
  });
}

async function outboxTo(email: string) {
  const rows = await server.services.database.db.select().from(outbox);
  return rows.filter((row) => (row.payload as { to: string }).to === email);
}

describe('quote', () => {
  it('asks for a pincode, then charges the Karnataka rate per unit and offers COD in 560001', async () => {
    await setStock(variant.publicId, 50);
    const s = shopper(server);
    await cartWith(s, 2);
    const open = await s.call('GET', '/api/v1/checkout/quote');
    expect(open.status).toBe(200);
    expect(open.body.data.amounts.shippingPaise).toBeNull();
    const quote = await s.call('GET', '/api/v1/checkout/quote?zip=560001');
    expect(quote.body.data.pincode).toMatchObject({ deliverable: true, codAvailable: true });
    expect(quote.body.data.amounts).toMatchObject({
      shippingPaise: 2 * variant.deliveryKarnatakaPaise,
      totalPaise: 2 * (variant.discountedPricePaise + variant.deliveryKarnatakaPaise),
    });
  });

  it('charges the Non-Karnataka rate in 110001, where COD is not offered', async () => {
    const s = shopper(server);
    await cartWith(s, 3);
    const quote = await s.call('GET', '/api/v1/checkout/quote?zip=110001');
    expect(quote.body.data.pincode).toMatchObject({ deliverable: true, codAvailable: false });
    expect(quote.body.data.amounts.shippingPaise).toBe(3 * variant.deliveryOtherPaise);
  });
});

describe('placing a COD order', () => {
  it('takes the price, shipping and total from the server, whatever the request says', async () => {
    await setStock(variant.publicId, 50);
    const s = shopper(server);
    await cartWith(s, 2);
    const placed = await place(s, {
      totalPaise: 100,
      shippingPaise: 0,
      subtotalPaise: 100,
      delivery_charges: 0,
      paid: 1,
      items: [{ variantId: variant.publicId, quantity: 2, price: 1 }],
      unitPricePaise: 1,
    });
    expect(placed.status).toBe(201);
    const order = placed.body.data.order;
    expect(order).toMatchObject({
      paymentMethod: 'cod',
      paymentState: 'cod',
      paymentReference: 'COD',
      status: 'Order Placed',
      shippingPaise: 2 * variant.deliveryKarnatakaPaise,
      totalPaise: 2 * (variant.discountedPricePaise + variant.deliveryKarnatakaPaise),
      email: 'asha.rao@example.com',
    });
    expect(order.orderNumber).toMatch(/^GA-\d{4}-\d{6}$/);
    expect(order.lines).toEqual([
      expect.objectContaining({ quantity: 2, unitPricePaise: variant.discountedPricePaise }),
    ]);
    expect(await stockOf(variant.publicId)).toBe(48);
    // The cart is emptied; the shopper and the store are told.
    expect((await s.call('GET', '/api/v1/cart/summary')).body.count).toBe(0);
    expect(await outboxTo('asha.rao@example.com')).toHaveLength(1);
    expect(
      (await outboxTo(server.services.config.storeOrdersEmail)).some((row) =>
        (row.payload as { subject: string }).subject.includes(order.orderNumber),
      ),
    ).toBe(true);
  });

  it('cannot be bought with a negative, zero or fractional quantity', async () => {
    const s = shopper(server);
    for (const qty of ['-1', '0', '1.5', '1e3']) {
      const placed = await place(s, { buy: variant.publicId, qty });
      expect(placed.status).toBe(400);
    }
    expect(
      await server.services.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(sql`${orders.totalPaise} <= 0`),
    ).toEqual([{ n: 0 }]);
  });

  it('refuses COD where it is not offered, with the spec message under the payment method', async () => {
    const s = shopper(server);
    await cartWith(s, 1);
    const before = await stockOf(variant.publicId);
    const placed = await place(s, { zip: '110001', city: 'New Delhi', state: 'Delhi' });
    expect(placed.status).toBe(422);
    expect(placed.body.error.fields).toEqual({
      paymentMethod: 'COD is not available for this pincode.',
    });
    expect(await stockOf(variant.publicId)).toBe(before);
  });

  it("refuses with 409 an order whose quote's lines or prices have changed, taking nothing", async () => {
    await setStock(variant.publicId, 50);
    const s = shopper(server);
    await cartWith(s, 1);
    const { digest } = (await s.call('GET', '/api/v1/checkout/quote?zip=560001')).body.data;
    expect(digest).toMatch(/^[\w-]{22}$/);
    await cartWith(s, 1);
    const before = await stockOf(variant.publicId);
    const stale = await place(s, { quoteDigest: digest });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toContain(CHECKOUT_FAILURES.cartChanged);
    expect(await stockOf(variant.publicId)).toBe(before);
    const fresh = (await s.call('GET', '/api/v1/checkout/quote?zip=560001')).body.data.digest;
    expect(fresh).not.toBe(digest);
    expect((await place(s, { quoteDigest: fresh })).status).toBe(201);
  });

  it('refuses an order beyond ₹1 crore with its reason, never a failed insert', async () => {
    const s = shopper(server);
    const db = server.services.database.db;
    const [row] = await db
      .select({ base: productVariants.basePricePaise, price: productVariants.discountedPricePaise })
      .from(productVariants)
      .where(eq(productVariants.publicId, variant.publicId));
    try {
      // The dearest the back office allows (₹99,99,999.99), 99 of them.
      await db
        .update(productVariants)
        .set({ basePricePaise: 999_999_999, discountedPricePaise: 999_999_999, stock: 100 })
        .where(eq(productVariants.publicId, variant.publicId));
      await cartWith(s, 99);
      const quote = await s.call('GET', '/api/v1/checkout/quote?zip=560001');
      expect(quote.body.data.problem).toBe(CHECKOUT_FAILURES.tooLarge);
      const placed = await place(s, { paymentMethod: 'payNow' });
      expect(placed.status).toBe(422);
      expect(placed.body.error.message).toContain(CHECKOUT_FAILURES.tooLarge);
    } finally {
      await db
        .update(productVariants)
        .set({ basePricePaise: row!.base, discountedPricePaise: row!.price })
        .where(eq(productVariants.publicId, variant.publicId));
    }
  });

  it('refuses a pincode we do not deliver to, under the pincode', async () => {
    const s = shopper(server);
    await cartWith(s, 1);
    const placed = await place(s, { zip: '799999', paymentMethod: 'payNow' });
    expect(placed.status).toBe(422);
    expect(Object.keys(placed.body.error.fields)).toEqual(['zip']);
  });

  it("answers every field's spec message, and places nothing", async () => {
    const s = shopper(server);
    await cartWith(s, 1);
    const placed = await s.call('POST', '/api/v1/checkout/orders', {
      email: 'not an email',
      phone: '+919876543210',
      firstName: ' ',
      lastName: '',
      address: '',
      city: '',
      state: '',
      zip: '56001',
      paymentMethod: 'cod',
      idempotencyKey: newKey(),
      createAccount: true,
      password: '',
    });
    expect(placed.status).toBe(400);
    expect(placed.body.error.fields).toMatchObject({
      email: 'Please enter a valid email address.',
      phone: 'Please enter a valid 10 Digit phone number without +91.',
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
      address: 'Address is required.',
      city: 'City is required.',
      state: 'State is required.',
      zip: '6 Digit pincode is required.',
      password: 'Password is required.',
    });
    const mismatch = await place(s, {
      createAccount: true,
      password: 'Secret#123',
      confirmPassword: 'Secret#124',
    });
    expect(mismatch.body.error.fields).toEqual({ confirmPassword: 'Passwords must match.' });
  });
});

describe('idempotency', () => {
  it('gives the same order for the same key, however often and however concurrently', async () => {
    await setStock(variant.publicId, 50);
    const s = shopper(server);
    await cartWith(s, 1);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => place(s, { idempotencyKey: key })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    const ids = new Set(answers.map((a) => a.body.data.order.id));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => !a.body.data.replayed)).toHaveLength(1);
    const again = await place(s, { idempotencyKey: key });
    expect(again.body.data).toMatchObject({ replayed: true, order: { id: [...ids][0] } });
    const [count] = await server.services.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.idempotencyKey, key));
    expect(count?.n).toBe(1);
    expect(await stockOf(variant.publicId)).toBe(49);
  });

  it("does not show another shopper's order for a key it used", async () => {
    const owner = shopper(server);
    await cartWith(owner, 1);
    const key = newKey();
    expect((await place(owner, { idempotencyKey: key })).status).toBe(201);
    const stranger = shopper(server);
    await cartWith(stranger, 1);
    const replay = await place(stranger, { idempotencyKey: key });
    expect(replay.status).toBe(409);
    expect(JSON.stringify(replay.body)).not.toContain('asha');
  });
});

describe('a crowd for the last units', () => {
  it('makes exactly as many orders as there is stock: 100 buyers, 5 units', async () => {
    await setStock(variant.publicId, 5);
    const buyers = Array.from({ length: 100 }, () => shopper(server));
    const answers = await Promise.all(
      buyers.map((buyer) => place(buyer, { buy: variant.publicId, qty: 1 })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(95);
    expect(await stockOf(variant.publicId)).toBe(0);
    const refused = answers.find((a) => a.status === 409);
    expect(refused?.body.error.message).toMatch(/sold out|left in stock|out of stock/);
  });
});

describe('paying online with the sandbox gateway', () => {
  const gateway = () => server.services.payments as SandboxGateway;

  it('opens the window for our total and rejects a forged signature, changing nothing', async () => {
    await setStock(variant.publicId, 50);
    const s = shopper(server);
    await cartWith(s, 1);
    const placed = await place(s, { paymentMethod: 'payNow' });
    expect(placed.status).toBe(201);
    const { order, payment } = placed.body.data;
    expect(order).toMatchObject({ paymentState: 'pending', status: 'Order Placed' });
    expect(payment).toMatchObject({ provider: 'sandbox', amountPaise: order.totalPaise });
    expect(await stockOf(variant.publicId)).toBe(49);

    const { paymentId } = await gateway().pay(payment.orderId);
    const forged = await s.call('POST', '/api/v1/payments/verify', {
      orderId: order.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: 'f'.repeat(64),
    });
    expect(forged.status).toBe(400);
    const still = await s.call('GET', `/api/v1/orders/${order.id}`);
    expect(still.body.data.paymentState).toBe('pending');
    // The cart keeps its lines until the payment is confirmed.
    expect((await s.call('GET', '/api/v1/cart/summary')).body.count).toBe(1);
  });

  it('confirms a verified payment once, however often the browser comes back', async () => {
    await setStock(variant.publicId, 50);
    const s = shopper(server);
    await cartWith(s, 1);
    const { order, payment } = (await place(s, { paymentMethod: 'payNow' })).body.data;
    const { paymentId, signature } = await gateway().pay(payment.orderId);
    const body = {
      orderId: order.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    };
    const [first, second] = await Promise.all([
      s.call('POST', '/api/v1/payments/verify', body),
      s.call('POST', '/api/v1/payments/verify', body),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.data).toMatchObject({ paymentState: 'paid', paymentReference: paymentId });
    expect(first.body.data.history.map((h: { status: string }) => h.status)).toEqual([
      'Order Placed',
      'Payment Confirmed',
    ]);
    expect((await s.call('GET', '/api/v1/cart/summary')).body.count).toBe(0);
    expect(await outboxTo('asha.rao@example.com')).not.toHaveLength(0);
  });

  it("empties the guest's cart when the guest created an account with the order and paid online", async () => {
    await setStock(variant.publicId, 50);
    const s = shopper(server);
    await cartWith(s, 1);
    const placed = await place(s, {
      paymentMethod: 'payNow',
      email: `new.buyer.${Date.now()}@example.com`,
      createAccount: true,
      password: 'Str0ng!Passw0rd#2026',
      confirmPassword: 'Str0ng!Passw0rd#2026',
    });
    expect(placed.status).toBe(201);
    const { order, payment } = placed.body.data;
    const { paymentId, signature } = await gateway().pay(payment.orderId);
    const paid = await s.call('POST', '/api/v1/payments/verify', {
      orderId: order.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    });
    expect(paid.body.data.paymentState).toBe('paid');
    // The order belongs to the new account now; the cart bought from was the session's.
    expect((await s.call('GET', '/api/v1/cart/summary')).body.count).toBe(0);
  });

  it("settles a payment posted by Razorpay's redirect mode, without the shopper's cookies", async () => {
    await setStock(variant.publicId, 50);
    const s = shopper(server);
    await cartWith(s, 1);
    const { order, payment } = (await place(s, { paymentMethod: 'payNow' })).body.data;
    // checkout.js posts a form from Razorpay's own page: cross-site, no cookie of ours.
    const callback = (fields: Record<string, string>, id = order.id) =>
      server.fetch(`/api/v1/payments/callback/${id}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          origin: 'https://api.razorpay.com',
          'sec-fetch-site': 'cross-site',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(fields).toString(),
      });
    const { paymentId, signature } = await gateway().pay(payment.orderId);
    const forged = await callback({
      razorpay_payment_id: paymentId,
      razorpay_order_id: payment.orderId,
      razorpay_signature: 'f'.repeat(64),
    });
    expect(forged.status).toBe(303);
    expect(forged.headers.get('location')).toBe(`/checkout/pay/${order.id}`);
    expect((await s.call('GET', `/api/v1/orders/${order.id}`)).body.data.paymentState).toBe(
      'pending',
    );
    const failed = await callback({ 'error[code]': 'BAD_REQUEST_ERROR' });
    expect(failed.headers.get('location')).toBe(`/checkout/pay/${order.id}`);
    const unknown = await callback({ razorpay_payment_id: paymentId }, 'nosuchorder1');
    expect(unknown.headers.get('location')).toBe('/');

    const paid = await callback({
      razorpay_payment_id: paymentId,
      razorpay_order_id: payment.orderId,
      razorpay_signature: signature,
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/placed?order=${order.id}`);
    // Cookie-less, it must not tell the browser it has nothing of its own (a deployment
    // review: `ps=e` came back, and the signed-in shopper's next page was the public copy).
    for (const answer of [forged, failed, unknown, paid]) {
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
    expect((await s.call('GET', `/api/v1/orders/${order.id}`)).body.data).toMatchObject({
      paymentState: 'paid',
      paymentReference: paymentId,
    });
  });

  it('keeps the order open after a failed attempt, then cancels it and puts the stock back', async () => {
    await setStock(variant.publicId, 10);
    const s = shopper(server);
    await cartWith(s, 2);
    const { order, payment } = (await place(s, { paymentMethod: 'payNow' })).body.data;
    expect(await stockOf(variant.publicId)).toBe(8);
    await gateway().fail(payment.orderId);
    const { reconcilePayments } = await import(
      '../../app/modules/order-lifecycle/settle.server.ts'
    );
    const links = {
      origin: server.url,
      storeOrdersEmail: 'orders@example.com',
      invoiceSecret: server.services.config.sessionSecret,
    };
    // Razorpay's window lets the shopper try again after a failure: the order waits.
    await reconcilePayments(server.services.database.db, gateway(), links, minutesLater(12));
    expect((await s.call('GET', `/api/v1/orders/${order.id}`)).body.data.paymentState).toBe(
      'pending',
    );
    await reconcilePayments(server.services.database.db, gateway(), links, minutesLater(21));
    const after = await s.call('GET', `/api/v1/orders/${order.id}`);
    expect(after.body.data).toMatchObject({ paymentState: 'failed', status: 'Cancelled' });
    expect(await stockOf(variant.publicId)).toBe(10);
    expect((await s.call('GET', '/api/v1/cart/summary')).body.count).toBe(2);
  });

  it('releases the stock of an order left unpaid past its window, once', async () => {
    await setStock(variant.publicId, 10);
    const s = shopper(server);
    await cartWith(s, 3);
    const { order } = (await place(s, { paymentMethod: 'payNow' })).body.data;
    expect(await stockOf(variant.publicId)).toBe(7);
    const { reconcilePayments } = await import(
      '../../app/modules/order-lifecycle/settle.server.ts'
    );
    const later = minutesLater(21);
    const links = {
      origin: server.url,
      storeOrdersEmail: 'orders@example.com',
      invoiceSecret: server.services.config.sessionSecret,
    };
    await reconcilePayments(server.services.database.db, gateway(), links, later);
    await reconcilePayments(server.services.database.db, gateway(), links, later);
    expect(await stockOf(variant.publicId)).toBe(10);
    const history = await server.services.database.db
      .select({ status: orderStatusHistory.status })
      .from(orderStatusHistory)
      .innerJoin(orders, eq(orders.id, orderStatusHistory.orderId))
      .where(eq(orders.publicId, order.id))
      .orderBy(asc(orderStatusHistory.id));
    expect(history.map((h) => h.status)).toEqual(['Order Placed', 'Cancelled']);
  });
});

describe('who sees an order', () => {
  it("answers 404 for another shopper's order and its invoice", async () => {
    await setStock(variant.publicId, 50);
    const owner = shopper(server);
    await cartWith(owner, 1);
    const { order } = (await place(owner)).body.data;
    expect((await owner.call('GET', `/api/v1/orders/${order.id}`)).status).toBe(200);
    const stranger = shopper(server);
    expect((await stranger.call('GET', `/api/v1/orders/${order.id}`)).status).toBe(404);
    const invoice = await server.fetch(`/api/v1/orders/${order.id}/invoice`);
    expect(invoice.status).toBe(404);
    expect((await stranger.call('GET', '/api/v1/orders')).status).toBe(401);
  });

  it('tracks by number and e-mail together, with one answer for either being wrong', async () => {
    const owner = shopper(server);
    await cartWith(owner, 1);
    const { order } = (await place(owner)).body.data;
    const stranger = shopper(server);
    const found = await stranger.call('POST', '/api/v1/orders/track', {
      orderId: order.orderNumber.toLowerCase(),
      email: 'ASHA.RAO@example.com',
    });
    expect(found.status).toBe(200);
    expect(found.body.data.id).toBe(order.id);
    // Whoever knows the pair sees the status, not the street, phone or payment.
    expect(found.body.data).toMatchObject({
      name: 'Asha',
      phone: '••••••3210',
      email: 'a•••@example.com',
      paymentReference: null,
      address: { address1: '', address2: '', pincode: '560001' },
    });
    const wrongEmail = await stranger.call('POST', '/api/v1/orders/track', {
      orderId: order.orderNumber,
      email: 'someone@example.com',
    });
    const noOrder = await stranger.call('POST', '/api/v1/orders/track', {
      orderId: 'GA-1999-000001',
      email: 'asha.rao@example.com',
    });
    expect(wrongEmail.status).toBe(404);
    expect(noOrder.status).toBe(404);
    expect(wrongEmail.body).toEqual(noOrder.body);
  });
});

describe('the GST invoice', () => {
  async function invoiceText(s: Shopper, orderId: string) {
    const response = await server.fetch(`/api/v1/orders/${orderId}/invoice`, {
      headers: { cookie: `sid=${s.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const { text } = await extractText(new Uint8Array(await response.arrayBuffer()), {
      mergePages: true,
    });
    return text;
  }

  it('splits the tax into CGST and SGST in Karnataka, with the order total', async () => {
    await setStock(variant.publicId, 50);
    const s = shopper(server);
    await cartWith(s, 2);
    const { order } = (await place(s)).body.data;
    const text = await invoiceText(s, order.id);
    expect(text).toContain('CGST');
    expect(text).toContain('SGST');
    expect(text).not.toContain('IGST');
    expect(text).toContain(formatRupees(order.totalPaise, { decimals: true }));
    expect(text).toContain(order.orderNumber.replace('GA-', 'INV-'));
  });

  it('charges IGST outside Karnataka, and is only for a paid order of its owner', async () => {
    const s = shopper(server);
    await cartWith(s, 1);
    const delhi = { zip: '110001', city: 'New Delhi', state: 'Delhi', paymentMethod: 'payNow' };
    const { order, payment } = (await place(s, delhi)).body.data;
    const unpaid = await server.fetch(`/api/v1/orders/${order.id}/invoice`, {
      headers: { cookie: `sid=${s.token}` },
    });
    expect(unpaid.status).toBe(404);
    const gateway = server.services.payments as SandboxGateway;
    const { paymentId, signature } = await gateway.pay(payment.orderId);
    await s.call('POST', '/api/v1/payments/verify', {
      orderId: order.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    });
    const text = await invoiceText(s, order.id);
    expect(text).toContain('IGST');
    expect(text).not.toMatch(/CGST|SGST/);
    expect(text).toContain(formatRupees(order.totalPaise, { decimals: true }));
    const page = await server.fetch(`/orders/${order.id}/invoice.pdf`, {
      headers: { cookie: await sessionCookie(server) },
    });
    expect(page.status).toBe(404);
  });
});

describe('abuse', () => {
  it('answers control characters in any field with 400, never 500', async () => {
    const s = shopper(server);
    await cartWith(s, 1);
    for (const field of [
      'firstName',
      'lastName',
      'address',
      'address2',
      'city',
      'state',
      'email',
    ]) {
      const placed = await place(s, { [field]: `Asha\u0000` });
      expect(placed.status, field).toBe(400);
    }
    const tracked = await s.call('POST', '/api/v1/orders/track', {
      orderId: 'GA\u0000',
      email: 'a@example.com',
    });
    expect(tracked.status).toBe(400);
    const verify = await s.call('POST', '/api/v1/payments/verify', {
      orderId: '\u0000',
      razorpay_payment_id: 'pay_x',
      razorpay_signature: 'x',
    });
    expect(verify.status).toBe(400);
    for (const path of ['/placed?order=%00', '/checkout/pay/%00', '/orders/%00/invoice.pdf']) {
      expect((await server.fetch(path)).status, path).toBe(404);
    }
  });

  it('refuses cash on delivery above ₹50,000 under the payment method', async () => {
    const db = server.services.database.db;
    const [dear] = await db
      .select({ publicId: productVariants.publicId, price: productVariants.discountedPricePaise })
      .from(productVariants)
      .where(gt(productVariants.discountedPricePaise, 10_000_00))
      .limit(1);
    await setStock(dear!.publicId, 20);
    const qty = Math.ceil(50_000_00 / dear!.price) + 1;
    const s = shopper(server);
    const placed = await place(s, { buy: dear!.publicId, qty });
    expect(placed.status).toBe(422);
    expect(placed.body.error.fields).toEqual({
      paymentMethod: 'Cash on delivery is available for orders up to ₹50,000. Please pay online.',
    });
    expect(await stockOf(dear!.publicId)).toBe(20);
  });

  it('lets one browser hold the stock of one unpaid order at a time', async () => {
    await setStock(variant.publicId, 10);
    const s = shopper(server);
    await cartWith(s, 4);
    const first = (await place(s, { paymentMethod: 'payNow' })).body.data.order;
    expect(await stockOf(variant.publicId)).toBe(6);
    const second = (await place(s, { paymentMethod: 'payNow' })).body.data.order;
    expect(await stockOf(variant.publicId)).toBe(6);
    const earlier = (await s.call('GET', `/api/v1/orders/${first.id}`)).body.data;
    expect(earlier).toMatchObject({ paymentState: 'failed', status: 'Cancelled' });
    expect(second.paymentState).toBe('pending');
  });
});

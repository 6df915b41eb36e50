/**
 * The Razorpay code path end to end, against a local stand-in of Razorpay's API: the
 * gateway order for our total, the signature check, webhooks (forged, tampered, replayed),
 * a server that dies between the payment and its confirmation, reconciliation, and the
 * refund of money captured for an order that could no longer be fulfilled.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../app/modules/catalog/schema.ts';
import { users } from '../../app/modules/identity/schema.ts';
import { orderStatusHistory, orders } from '../../app/modules/order/schema.ts';
import { reconcilePayments } from '../../app/modules/order-lifecycle/settle.server.ts';
import { payments, strayPayments, webhookEvents } from '../../app/modules/payment/schema.ts';
import { PASSWORD, verifiedAccount } from '../setup/browser.ts';
import { PAYER, type RazorpayStandIn, startRazorpayStandIn } from '../setup/razorpay-stand-in.ts';
import { type Shopper, shopper } from '../setup/shopper.ts';
import { backend, createTestDatabase, type TestDatabase } from '../setup/test-database.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

const KEYS = {
  keyId: 'rzp_test_standin0001',
  keySecret: 'stand-in-key-secret-for-tests',
  webhookSecret: 'stand-in-webhook-secret',
};

let gateway: RazorpayStandIn;
let database: TestDatabase;
let pgliteDir: string | undefined;
let server: TestServer;
let variantId: string;

const address = {
  email: 'ravi@example.com',
  phone: '9876501234',
  firstName: 'Ravi',
  lastName: 'Kumar',
  address: '7, Temple Road',
  city: 'Tumakuru',
  state: 'Karnataka',
  zip: '572101',
};

async function start(): Promise<TestServer> {
  return startTestServer({
    ...(database.databaseUrl ? { databaseUrl: database.databaseUrl } : { pgliteDir }),
    seed: true,
    env: {
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: KEYS.keyId,
      RAZORPAY_KEY_SECRET: KEYS.keySecret,
      RAZORPAY_WEBHOOK_SECRET: KEYS.webhookSecret,
      RAZORPAY_API_BASE: gateway.url,
    },
  });
}

beforeAll(async () => {
  gateway = await startRazorpayStandIn(KEYS);
  database = await createTestDatabase(backend());
  // PGlite in a folder, so that a restarted server finds the same data.
  if (!database.databaseUrl) pgliteDir = mkdtempSync(path.join(tmpdir(), 'storefront-rzp-'));
  server = await start();
  const [row] = await server.services.database.db
    .select({ publicId: productVariants.publicId })
    .from(productVariants)
    .where(and(gt(productVariants.stock, 0), eq(productVariants.active, true)))
    .limit(1);
  variantId = row!.publicId;
});
afterAll(async () => {
  await server?.close();
  await gateway?.close();
  await database?.drop();
  if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
});
afterEach(() => {
  expect(server.errors).toEqual([]);
});

let keys = 0;
async function placeOnline(s: Shopper, quantity = 1) {
  const placed = await s.call('POST', '/api/v1/checkout/orders', {
    ...address,
    paymentMethod: 'payNow',
    buy: variantId,
    qty: quantity,
    idempotencyKey: `rzp-test-${Date.now()}-${++keys}-key`,
  });
  expect(placed.status).toBe(201);
  return placed.body.data as {
    order: { id: string; orderNumber: string; totalPaise: number };
    payment: { provider: string; keyId: string; orderId: string; amountPaise: number };
  };
}

async function deliver(webhook: { body: string; headers: Record<string, string> }) {
  return server.fetch('/api/v1/payments/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...webhook.headers },
    body: webhook.body,
  });
}

async function orderState(publicId: string) {
  const db = server.services.database.db;
  const [order] = await db.select().from(orders).where(eq(orders.publicId, publicId));
  const history = await db
    .select({ status: orderStatusHistory.status })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, order!.id))
    .orderBy(asc(orderStatusHistory.id));
  return { order: order!, statuses: history.map((h) => h.status) };
}

async function setStock(stock: number) {
  await server.services.database.db
    .update(productVariants)
    .set({ stock })
    .where(eq(productVariants.publicId, variantId));
}

describe('Razorpay', () => {
  it('makes the gateway order for our total, with the public key only', async () => {
    await setStock(20);
    const { order, payment } = await placeOnline(shopper(server), 2);
    expect(payment).toMatchObject({
      provider: 'razorpay',
      keyId: KEYS.keyId,
      amountPaise: order.totalPaise,
    });
    const made = gateway.orders.get(payment.orderId);
    expect(made).toMatchObject({
      amount: order.totalPaise,
      currency: 'INR',
      receipt: order.orderNumber,
    });
    expect(JSON.stringify(payment)).not.toContain(KEYS.keySecret);
  });

  it("confirms the browser's payment after checking its signature", async () => {
    const s = shopper(server);
    const { order, payment } = await placeOnline(s);
    const response = gateway.pay(payment.orderId);
    const wrongOrder = await s.call('POST', '/api/v1/payments/verify', {
      orderId: order.id,
      razorpay_payment_id: response.razorpay_payment_id,
      // Signed for another gateway order (another shopper's): must not pass for this one.
      razorpay_signature: gateway.pay((await placeOnline(shopper(server))).payment.orderId)
        .razorpay_signature,
    });
    expect(wrongOrder.status).toBe(400);
    const ok = await s.call('POST', '/api/v1/payments/verify', {
      orderId: order.id,
      razorpay_payment_id: response.razorpay_payment_id,
      razorpay_signature: response.razorpay_signature,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.paymentState).toBe('paid');
  });

  it('refuses a forged, a tampered and a replayed webhook, changing nothing', async () => {
    const { order, payment } = await placeOnline(shopper(server));
    gateway.pay(payment.orderId);
    const real = gateway.webhook('payment.captured', payment.orderId);

    const forged = await deliver({
      body: real.body,
      headers: { ...real.headers, 'x-razorpay-signature': 'a'.repeat(64) },
    });
    expect(forged.status).toBe(400);
    const tampered = await deliver({
      body: real.body.replace(String(order.totalPaise), '100'),
      headers: real.headers,
    });
    expect(tampered.status).toBe(400);
    const unsigned = await server.fetch('/api/v1/payments/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: real.body,
    });
    expect(unsigned.status).toBe(400);
    expect((await orderState(order.id)).order.paymentState).toBe('pending');

    expect((await deliver(real)).status).toBe(200);
    const replayed = await deliver(real);
    expect(replayed.status).toBe(200);
    expect(await replayed.json()).toEqual({ status: 'duplicate' });
    const { order: row, statuses } = await orderState(order.id);
    expect(row.paymentState).toBe('paid');
    expect(statuses).toEqual(['Order Placed', 'Payment Confirmed']);
    // The event is kept for de-duplication without the payer's details.
    const events = JSON.stringify(await server.services.database.db.select().from(webhookEvents));
    expect(events).toContain(payment.orderId);
    for (const detail of Object.values(PAYER)) expect(events).not.toContain(detail);
  });

  it('keeps an order open after a failed attempt reported by webhook, and one gateway order for a double submit', async () => {
    const s = shopper(server);
    const key = `rzp-double-${Date.now()}-key-abcdef`;
    const body = {
      ...address,
      paymentMethod: 'payNow',
      buy: variantId,
      qty: 1,
      idempotencyKey: key,
    };
    const before = gateway.orders.size;
    const answers = await Promise.all(
      [1, 2, 3].map(() => s.call('POST', '/api/v1/checkout/orders', body)),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(gateway.orders.size).toBe(before + 1);
    const gatewayOrder = answers[0]!.body.data.payment.orderId as string;
    expect(answers.every((a) => a.body.data.payment.orderId === gatewayOrder)).toBe(true);
    gateway.fail(gatewayOrder);
    expect((await deliver(gateway.webhook('payment.failed', gatewayOrder))).status).toBe(200);
    const { order } = answers[0]!.body.data;
    expect((await orderState(order.id)).order.paymentState).toBe('pending');
    // The shopper tries again in the same window, and pays.
    const retry = gateway.pay(gatewayOrder);
    const ok = await s.call('POST', '/api/v1/payments/verify', {
      orderId: order.id,
      razorpay_payment_id: retry.razorpay_payment_id,
      razorpay_signature: retry.razorpay_signature,
    });
    expect(ok.body.data.paymentState).toBe('paid');
    expect((await orderState(order.id)).statuses).toEqual(['Order Placed', 'Payment Confirmed']);
  });

  it('yields one paid order when the server dies between payment and confirmation', async () => {
    const s = shopper(server);
    const { order, payment } = await placeOnline(s);
    const response = gateway.pay(payment.orderId);
    // The shopper paid; the process dies before the browser's confirmation arrives.
    await server.close();
    server = await start();
    expect((await deliver(gateway.webhook('payment.captured', payment.orderId))).status).toBe(200);
    expect((await deliver(gateway.webhook('order.paid', payment.orderId))).status).toBe(200);
    // The browser comes back late, to the new process: still one confirmation.
    const late = await server.fetch('/api/v1/payments/verify', {
      method: 'POST',
      headers: { cookie: `sid=${s.token}`, origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({
        orderId: order.id,
        razorpay_payment_id: response.razorpay_payment_id,
        razorpay_signature: response.razorpay_signature,
      }),
    });
    expect(late.status).toBe(200);
    const { order: row, statuses } = await orderState(order.id);
    expect(row.paymentState).toBe('paid');
    expect(row.paymentReference).toBe(response.razorpay_payment_id);
    expect(statuses.filter((status) => status === 'Payment Confirmed')).toHaveLength(1);
  });

  it('settles by reconciliation when neither the browser nor a webhook came', async () => {
    const { order, payment } = await placeOnline(shopper(server));
    gateway.pay(payment.orderId);
    const links = {
      origin: server.url,
      storeOrdersEmail: 'orders@example.com',
      invoiceSecret: server.services.config.sessionSecret,
    };
    const { settled } = await reconcilePayments(
      server.services.database.db,
      server.services.payments,
      links,
      new Date(Date.now() + 12 * 60_000),
    );
    expect(settled).toBeGreaterThanOrEqual(1);
    expect((await orderState(order.id)).order.paymentState).toBe('paid');
  });

  it('refunds money captured after the order was cancelled and its stock sold', async () => {
    await setStock(1);
    const { order, payment } = await placeOnline(shopper(server));
    const links = {
      origin: server.url,
      storeOrdersEmail: 'orders@example.com',
      invoiceSecret: server.services.config.sessionSecret,
    };
    const db = server.services.database.db;
    // Past its window with no payment: cancelled, the unit back on sale, and sold again.
    await reconcilePayments(
      db,
      server.services.payments,
      links,
      new Date(Date.now() + 21 * 60_000),
    );
    expect((await orderState(order.id)).order.paymentState).toBe('failed');
    // (Other tests' unpaid orders went back on sale too.) Someone else buys the last unit.
    await setStock(1);
    await placeOnline(shopper(server));
    // Now the first shopper's payment arrives after all.
    gateway.pay(payment.orderId);
    expect((await deliver(gateway.webhook('payment.captured', payment.orderId))).status).toBe(200);
    expect((await orderState(order.id)).order.paymentState).toBe('refund_due');
    await reconcilePayments(db, server.services.payments, links);
    const { order: row, statuses } = await orderState(order.id);
    expect(row.paymentState).toBe('refunded');
    expect(statuses.at(-1)).toBe('Cancelled');
    const [paymentRow] = await db.select().from(payments).where(eq(payments.orderId, row.id));
    expect(paymentRow?.providerRefundId).toMatch(/^rfnd_/);
    expect([...gateway.refunds.values()].some((r) => r.payment_id === row.paymentReference)).toBe(
      true,
    );
    const [{ stock } = { stock: -1 }] = await db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(sql`${productVariants.publicId} = ${variantId}`);
    expect(stock).toBe(0);
  });

  it('answers a checkout again with the earlier order whose payment came unannounced, cancelling nothing', async () => {
    await setStock(20);
    const s = shopper(server);
    const first = await placeOnline(s);
    // The shopper pays, and the window is lost before the browser comes back; no webhook
    // yet. The cart still looks unbought, so the shopper checks out again.
    gateway.pay(first.payment.orderId);
    const again = await placeOnline(s);
    expect(again.order.id).toBe(first.order.id);
    const { order: row, statuses } = await orderState(first.order.id);
    expect(row.paymentState).toBe('paid');
    expect(statuses).not.toContain('Cancelled');
    expect(statuses.filter((status) => status === 'Payment Confirmed')).toHaveLength(1);
    const placed = await server.services.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.sessionId, row.sessionId!));
    expect(placed).toHaveLength(1);
  });

  it('refunds a second payment of one window and keeps the order paid by the first', async () => {
    await setStock(20);
    const { order, payment } = await placeOnline(shopper(server));
    // Two tabs on one payment window: both pay, and Razorpay says so of each.
    const first = gateway.pay(payment.orderId);
    expect((await deliver(gateway.webhook('payment.captured', payment.orderId))).status).toBe(200);
    const second = gateway.pay(payment.orderId);
    expect((await deliver(gateway.webhook('payment.captured', payment.orderId))).status).toBe(200);
    const db = server.services.database.db;
    const { order: row } = await orderState(order.id);
    expect(row.paymentState).toBe('paid');
    expect(row.paymentReference).toBe(first.razorpay_payment_id);
    await reconcilePayments(db, server.services.payments, {
      origin: server.url,
      storeOrdersEmail: 'orders@example.com',
      invoiceSecret: server.services.config.sessionSecret,
    });
    const [stray] = await db.select().from(strayPayments).where(eq(strayPayments.orderId, row.id));
    expect(stray).toMatchObject({
      providerPaymentId: second.razorpay_payment_id,
      amountPaise: payment.amountPaise,
      status: 'refunded',
    });
    const refunds = [...gateway.refunds.values()];
    expect(refunds.filter((r) => r.payment_id === second.razorpay_payment_id)).toHaveLength(1);
    expect(refunds.some((r) => r.payment_id === first.razorpay_payment_id)).toBe(false);
    expect((await orderState(order.id)).order.paymentState).toBe('paid');
  });

  it("refunds a captured payment whose amount is not the order's, and cancels the unpaid order", async () => {
    await setStock(20);
    const { order, payment } = await placeOnline(shopper(server));
    const paid = gateway.pay(payment.orderId);
    // The gateway captured another amount than the order's (never ours to keep).
    const entity = gateway.payments.get(paid.razorpay_payment_id) as { amount: number };
    entity.amount = payment.amountPaise - 100;
    const db = server.services.database.db;
    await reconcilePayments(
      db,
      server.services.payments,
      {
        origin: server.url,
        storeOrdersEmail: 'orders@example.com',
        invoiceSecret: server.services.config.sessionSecret,
      },
      new Date(Date.now() + 21 * 60_000),
    );
    const { order: row } = await orderState(order.id);
    expect(row.paymentState).toBe('failed');
    const [stray] = await db.select().from(strayPayments).where(eq(strayPayments.orderId, row.id));
    expect(stray).toMatchObject({
      providerPaymentId: paid.razorpay_payment_id,
      amountPaise: payment.amountPaise - 100,
      status: 'refunded',
    });
    expect(
      [...gateway.refunds.values()].filter((r) => r.payment_id === paid.razorpay_payment_id),
    ).toHaveLength(1);
  });

  it("still creates the account a checkout asks for when the earlier order's payment is the answer", async () => {
    await setStock(20);
    const s = shopper(server);
    const email = `late.account.${Date.now()}@example.com`;
    const body = { ...address, email, paymentMethod: 'payNow', buy: variantId, qty: 1 };
    const first = await s.call('POST', '/api/v1/checkout/orders', {
      ...body,
      idempotencyKey: `rzp-late-account-${Date.now()}-one`,
    });
    gateway.pay(first.body.data.payment.orderId);
    const again = await s.call('POST', '/api/v1/checkout/orders', {
      ...body,
      createAccount: true,
      password: 'Str0ng!Passw0rd#2026',
      confirmPassword: 'Str0ng!Passw0rd#2026',
      idempotencyKey: `rzp-late-account-${Date.now()}-two`,
    });
    expect(again.body.data.order.id).toBe(first.body.data.order.id);
    const db = server.services.database.db;
    const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(account).toBeDefined();
    expect((await orderState(first.body.data.order.id)).order.userId).toBe(account!.id);
  });

  it('answers a checkout again with an order whose payment is authorized, and never offers its window again', async () => {
    await setStock(20);
    const s = shopper(server);
    const first = await placeOnline(s);
    const paid = gateway.pay(first.payment.orderId);
    // The bank approved it; the capture has not happened yet.
    const entity = gateway.payments.get(paid.razorpay_payment_id) as {
      status: string;
      captured: boolean;
    };
    Object.assign(entity, { status: 'authorized', captured: false });
    const again = await placeOnline(s);
    expect(again.order.id).toBe(first.order.id);
    const page = await server.fetch(`/checkout/pay/${first.order.id}`, {
      headers: { cookie: `sid=${s.token}` },
    });
    const html = await page.text();
    expect(html).toContain('Your payment is being confirmed');
    expect(html).not.toContain(first.payment.orderId);
    // Captured: reconciliation settles the order.
    Object.assign(entity, { status: 'captured', captured: true });
    await reconcilePayments(
      server.services.database.db,
      server.services.payments,
      {
        origin: server.url,
        storeOrdersEmail: 'orders@example.com',
        invoiceSecret: server.services.config.sessionSecret,
      },
      new Date(Date.now() + 11 * 60_000),
    );
    expect((await orderState(first.order.id)).order.paymentState).toBe('paid');
  });

  it("never answers a checkout with another account's order that carries the same session", async () => {
    await setStock(20);
    // A browser that follows the session cookie through a login (which rotates it).
    let cookie = '';
    const call = async (method: string, url: string, body: unknown) => {
      const response = await server.fetch(url, {
        method,
        headers: { origin: server.url, 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      });
      const set = response.headers.getSetCookie().find((header) => header.startsWith('sid='));
      if (set) cookie = set.split(';')[0]!;
      return { status: response.status, body: await response.json() };
    };
    // A guest checks out with 'Create an account' and pays; the window is lost.
    const first = await call('POST', '/api/v1/checkout/orders', {
      ...address,
      email: `first.account.${Date.now()}@example.com`,
      paymentMethod: 'payNow',
      buy: variantId,
      qty: 1,
      createAccount: true,
      password: 'Str0ng!Passw0rd#2026',
      confirmPassword: 'Str0ng!Passw0rd#2026',
      idempotencyKey: `rzp-other-${Date.now()}-key-one`,
    });
    expect(first.status).toBe(201);
    gateway.pay(first.body.data.payment.orderId);
    // Someone else signs in on that browser and checks out.
    const other = await verifiedAccount(server, 'rzp-other');
    expect(
      (await call('POST', '/api/v1/auth/login', { email: other.email, password: PASSWORD })).status,
    ).toBe(200);
    const theirs = await call('POST', '/api/v1/checkout/orders', {
      ...address,
      email: other.email,
      paymentMethod: 'payNow',
      buy: variantId,
      qty: 1,
      idempotencyKey: `rzp-other-${Date.now()}-key-two`,
    });
    expect(theirs.status).toBe(201);
    expect(theirs.body.data.order.id).not.toBe(first.body.data.order.id);
    expect(JSON.stringify(theirs.body.data)).not.toContain(first.body.data.order.email);
    // The first account's order was neither shown nor cancelled.
    expect((await orderState(first.body.data.order.id)).statuses).not.toContain('Cancelled');
  });

  it('never lets money found not to pay for the order pay for it later (a signature for it)', async () => {
    await setStock(20);
    const s = shopper(server);
    const { order, payment } = await placeOnline(s);
    const paid = gateway.pay(payment.orderId);
    const entity = gateway.payments.get(paid.razorpay_payment_id) as { amount: number };
    entity.amount = payment.amountPaise - 100;
    const db = server.services.database.db;
    const links = {
      origin: server.url,
      storeOrdersEmail: 'orders@example.com',
      invoiceSecret: server.services.config.sessionSecret,
    };
    // Recorded as stray (and refunded) while the order is still in its window.
    await reconcilePayments(
      db,
      server.services.payments,
      links,
      new Date(Date.now() + 11 * 60_000),
    );
    const verified = await s.call('POST', '/api/v1/payments/verify', {
      orderId: order.id,
      razorpay_payment_id: paid.razorpay_payment_id,
      razorpay_signature: paid.razorpay_signature,
    });
    expect(verified.status).toBe(200);
    expect((await orderState(order.id)).order.paymentState).toBe('pending');
  });

  it('says when the gateway cannot be reached, keeps the order, and retries on resubmit', async () => {
    await setStock(20);
    const s = shopper(server);
    const key = `rzp-retry-${Date.now()}-key-abcdef`;
    const body = {
      ...address,
      paymentMethod: 'payNow',
      buy: variantId,
      qty: 1,
      idempotencyKey: key,
    };
    gateway.failNextRequest(503, 'Service unavailable');
    const first = await s.call('POST', '/api/v1/checkout/orders', body);
    expect(first.status).toBe(201);
    expect(first.body.data.payment).toBeNull();
    expect(first.body.data.paymentError).toBe(
      'An error occurred during order creation: Service unavailable',
    );
    const again = await s.call('POST', '/api/v1/checkout/orders', body);
    expect(again.body.data).toMatchObject({
      replayed: true,
      order: { id: first.body.data.order.id },
    });
    expect(again.body.data.payment?.orderId).toMatch(/^order_/);
  });
});

/**
 * The order lifecycle over HTTP with the sandbox gateway: the two defects a black-box run
 * found (a lost answer stranding a Buy now order; one cart paid for in several tabs), and
 * the database refusing a move the lifecycle table does not declare.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../app/modules/catalog/schema.ts';
import { CHECKOUT_FAILURES } from '../../app/modules/checkout/failure-messages.ts';
import { orders } from '../../app/modules/order/schema.ts';
import { reconcilePayments } from '../../app/modules/order-lifecycle/settle.server.ts';
import type { SandboxGateway } from '../../app/modules/payment/sandbox.server.ts';
import { payments, strayPayments } from '../../app/modules/payment/schema.ts';
import { type Browser, browser } from '../setup/browser.ts';
import { atCheckout, GUEST_FIELDS, variantInStock } from '../setup/guest-checkout.ts';
import { serverPerFile } from '../setup/server-per-file.ts';

const server = serverPerFile();
let variantId: string;
let keys = 0;
const newKey = () => `lifecycle-key-${Date.now()}-${++keys}-abcdefgh`;
const gateway = () => server.services.payments as SandboxGateway;
const db = () => server.services.database.db;

beforeAll(async () => {
  variantId = await variantInStock(server);
});

async function setStock(stock: number) {
  await db().update(productVariants).set({ stock }).where(eq(productVariants.publicId, variantId));
}

async function stock() {
  const [row] = await db()
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.publicId, variantId));
  return row!.stock;
}

// biome-ignore lint/suspicious/noExplicitAny: the test reads whatever JSON the API answers
async function api(b: Browser, method: string, path: string, body?: unknown): Promise<any> {
  const answer = await b.api(method, path, body);
  return { status: answer.status, body: answer.body ? JSON.parse(answer.body) : null };
}

const links = () => ({
  origin: server.url,
  storeOrdersEmail: 'orders@example.com',
  invoiceSecret: server.services.config.sessionSecret,
});

describe('a lost answer', () => {
  const buyNow = (key: string) => ({
    ...GUEST_FIELDS,
    paymentMethod: 'payNow',
    buy: variantId,
    qty: 1,
    idempotencyKey: key,
  });

  it('gives a new guest who sends the same checkout again its order back, to see and pay', async () => {
    await setStock(10);
    const key = newKey();
    // The first answer, and the session cookie in it, never reach the browser.
    const lost = await api(browser(server), 'POST', '/api/v1/checkout/orders', buyNow(key));
    expect(lost.status).toBe(201);
    const retry = browser(server);
    const again = await api(retry, 'POST', '/api/v1/checkout/orders', buyNow(key));
    expect(again.status).toBe(201);
    expect(again.body.data).toMatchObject({
      replayed: true,
      order: { id: lost.body.data.order.id, paymentState: 'pending' },
      payment: { orderId: lost.body.data.payment.orderId },
    });
    const [count] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.idempotencyKey, key));
    expect(count?.n).toBe(1);
    expect(await stock()).toBe(9);

    const orderId = again.body.data.order.id;
    expect((await api(retry, 'GET', `/api/v1/orders/${orderId}`)).status).toBe(200);
    const { paymentId, signature } = await gateway().pay(again.body.data.payment.orderId);
    const paid = await api(retry, 'POST', '/api/v1/payments/verify', {
      orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    });
    expect(paid.status).toBe(200);
    expect(paid.body.data.paymentState).toBe('paid');
  });

  it('keeps a paid order with the browser that placed it, whoever sends its key again', async () => {
    await setStock(10);
    const key = newKey();
    const buyer = browser(server);
    const placed = await api(buyer, 'POST', '/api/v1/checkout/orders', buyNow(key));
    expect(placed.status).toBe(201);
    const { paymentId, signature } = await gateway().pay(placed.body.data.payment.orderId);
    const paid = await api(buyer, 'POST', '/api/v1/payments/verify', {
      orderId: placed.body.data.order.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    });
    expect(paid.body.data.paymentState).toBe('paid');
    const replay = await api(browser(server), 'POST', '/api/v1/checkout/orders', buyNow(key));
    expect(replay.status).toBe(409);
    expect(replay.body.error.message).toBe(CHECKOUT_FAILURES.keyUsed);
    // Still the buyer's to see.
    expect((await api(buyer, 'GET', `/api/v1/orders/${placed.body.data.order.id}`)).status).toBe(
      200,
    );
  });

  it('refuses the key with another body, saying nothing of the order', async () => {
    await setStock(10);
    const key = newKey();
    const first = await api(browser(server), 'POST', '/api/v1/checkout/orders', buyNow(key));
    expect(first.status).toBe(201);
    for (const changed of [
      { ...buyNow(key), qty: 2 },
      { ...buyNow(key), email: 'someone.else@example.com' },
      { ...buyNow(key), address: '9, Another Street' },
    ]) {
      const replay = await api(browser(server), 'POST', '/api/v1/checkout/orders', changed);
      expect(replay.status).toBe(409);
      expect(replay.body.error.message).toBe(CHECKOUT_FAILURES.keyUsed);
      expect(JSON.stringify(replay.body)).not.toContain(first.body.data.order.id);
    }
  });
});

describe('one cart checked out in several tabs', () => {
  async function placeInTabs(b: Browser, tabs: number) {
    const windows: { page: string; orderId: string; gatewayOrder: string }[] = [];
    for (let tab = 0; tab < tabs; tab++) {
      const placed = await b.post('/checkout', {
        ...GUEST_FIELDS,
        paymentMethod: 'payNow',
        idempotencyKey: newKey(),
      });
      expect(placed.location).toMatch(/^\/checkout\/pay\/[a-z0-9]+$/);
      const orderId = placed.location!.split('/').at(-1)!;
      const [row] = await db()
        .select({ gatewayOrder: payments.providerOrderId })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(eq(orders.publicId, orderId));
      windows.push({ page: placed.location!, orderId, gatewayOrder: row!.gatewayOrder });
    }
    return windows;
  }

  async function stateOf(publicId: string) {
    const [row] = await db()
      .select({ paymentState: orders.paymentState, status: orders.status })
      .from(orders)
      .where(eq(orders.publicId, publicId));
    return row;
  }

  it("takes no money in a replaced order's window, and pays for the cart once", async () => {
    await setStock(10);
    const b = browser(server);
    await atCheckout(b, variantId);
    const windows = await placeInTabs(b, 4);
    expect(await stock()).toBe(9);
    for (const window of windows) {
      const answer = await b.post(window.page, { intent: 'sandbox-pay' });
      if (window === windows.at(-1)) {
        expect(answer.status).toBe(302);
      } else {
        expect(answer.status).toBe(409);
        expect(answer.html).toContain('This order can no longer be paid.');
      }
    }
    const states = await Promise.all(windows.map((window) => stateOf(window.orderId)));
    expect(states).toEqual([
      ...Array(3).fill({ paymentState: 'replaced', status: 'Cancelled' }),
      { paymentState: 'paid', status: 'Payment Confirmed' },
    ]);
    expect(await stock()).toBe(9);
  });

  it('refunds money paid in a replaced window anyway, never reviving the order', async () => {
    await setStock(10);
    const b = browser(server);
    await atCheckout(b, variantId);
    const windows = await placeInTabs(b, 3);
    // The gateway takes the money in every window (Razorpay's own page cannot be stopped).
    const paid = [];
    for (const window of windows) paid.push(await gateway().pay(window.gatewayOrder));
    // The first window's browser comes back with its signature; the second's never does.
    const [first, second, last] = windows;
    const verified = await api(b, 'POST', '/api/v1/payments/verify', {
      orderId: first!.orderId,
      razorpay_payment_id: paid[0]!.paymentId,
      razorpay_signature: paid[0]!.signature,
    });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ paymentState: 'failed', status: 'Cancelled' });
    await api(b, 'POST', '/api/v1/payments/verify', {
      orderId: last!.orderId,
      razorpay_payment_id: paid[2]!.paymentId,
      razorpay_signature: paid[2]!.signature,
    });
    // The replaced orders' money took no stock.
    expect(await stock()).toBe(9);
    // Reconciliation's next look at cancelled orders finds the second window's money, and
    // refunds both strays.
    const later = new Date(Date.now() + 31 * 60_000);
    const report = await reconcilePayments(db(), gateway(), links(), later);
    expect(report.errors).toEqual([]);
    expect(await stateOf(first!.orderId)).toEqual({
      paymentState: 'replaced',
      status: 'Cancelled',
    });
    expect(await stateOf(second!.orderId)).toEqual({
      paymentState: 'replaced',
      status: 'Cancelled',
    });
    expect(await stateOf(last!.orderId)).toEqual({
      paymentState: 'paid',
      status: 'Payment Confirmed',
    });
    const strays = await db()
      .select({ payment: strayPayments.providerPaymentId, status: strayPayments.status })
      .from(strayPayments)
      .orderBy(strayPayments.id);
    expect(strays).toEqual(
      expect.arrayContaining([
        { payment: paid[0]!.paymentId, status: 'refunded' },
        { payment: paid[1]!.paymentId, status: 'refunded' },
      ]),
    );
  });
});

describe('checkouts of one browser at the same moment', () => {
  it('leave one payable order, and one paid order at most', async () => {
    await setStock(10);
    const b = browser(server);
    await atCheckout(b, variantId);
    const keys = Array.from({ length: 5 }, newKey);
    const answers = await Promise.all(
      keys.map((idempotencyKey) =>
        b.post('/checkout', { ...GUEST_FIELDS, paymentMethod: 'payNow', idempotencyKey }),
      ),
    );
    const pages = answers.map((answer) => answer.location).filter((page) => page !== undefined);
    expect(pages.length).toBeGreaterThan(0);
    const placed = await db()
      .select({ paymentState: orders.paymentState })
      .from(orders)
      .where(sql`${orders.idempotencyKey} in ${keys}`);
    expect(placed.filter((order) => order.paymentState === 'pending')).toHaveLength(1);
    // Pay is pressed in every window that opened: one order is paid, one unit taken.
    for (const page of pages) await b.post(page, { intent: 'sandbox-pay' });
    const after = await db()
      .select({ paymentState: orders.paymentState })
      .from(orders)
      .where(sql`${orders.idempotencyKey} in ${keys}`);
    expect(after.filter((order) => order.paymentState === 'paid')).toHaveLength(1);
    expect(await stock()).toBe(9);
  });

  it("never lets an old tab's checkout, sent again, cancel the newest order", async () => {
    await setStock(10);
    const b = browser(server);
    await atCheckout(b, variantId);
    const [oldKey, newestKey] = [newKey(), newKey()];
    const checkout = (idempotencyKey: string) =>
      b.post('/checkout', { ...GUEST_FIELDS, paymentMethod: 'payNow', idempotencyKey });
    await checkout(oldKey);
    const newest = await checkout(newestKey);
    await checkout(oldKey);
    const [row] = await db()
      .select({ paymentState: orders.paymentState })
      .from(orders)
      .where(eq(orders.idempotencyKey, newestKey));
    expect(row?.paymentState).toBe('pending');
    expect((await b.post(newest.location!, { intent: 'sandbox-pay' })).status).toBe(302);
  });
});

describe('the database', () => {
  it('refuses a move of an order, its payment or its history that the lifecycle does not declare', async () => {
    await setStock(10);
    const b = browser(server);
    await atCheckout(b, variantId);
    const placed = await b.post('/checkout', {
      ...GUEST_FIELDS,
      paymentMethod: 'payNow',
      idempotencyKey: newKey(),
    });
    const publicId = placed.location!.split('/').at(-1)!;
    const [order] = await db().select().from(orders).where(eq(orders.publicId, publicId));
    const refused = (statement: ReturnType<typeof sql>) =>
      expect(db().execute(statement)).rejects.toMatchObject({
        cause: { message: expect.stringMatching(/cannot go from/) },
      });
    await refused(sql`update orders set payment_state = 'refunded' where id = ${order!.id}`);
    await refused(sql`update payments set status = 'refunded' where order_id = ${order!.id}`);
    await refused(
      sql`insert into order_status_history (order_id, status, description) values (${order!.id}, 'Delivered', 'x')`,
    );
    const [after] = await db().select().from(orders).where(eq(orders.id, order!.id));
    expect(after).toMatchObject({ paymentState: 'pending', status: 'Order Placed' });
  });
});

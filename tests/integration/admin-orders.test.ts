/**
 * Orders in the back office: finding them, moving them through their statuses (the
 * shopper's order and Track Order follow at once, the e-mails go out), cancelling (stock
 * back, money owed back), COD payments, refunds, the invoice — and nobody but staff, from
 * our own pages, can do any of it. Every change is in the audit log.
 */
import { and, desc, eq, gt } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../app/modules/admin/schema.ts';
import { productVariants } from '../../app/modules/catalog/schema.ts';
import { orders } from '../../app/modules/order/schema.ts';
import type { SandboxGateway } from '../../app/modules/payment/sandbox.server.ts';
import { payments, strayPayments } from '../../app/modules/payment/schema.ts';
import { browser, mailsTo, newEmail, signIn, verifiedAccount } from '../setup/browser.ts';
import { GUEST_FIELDS } from '../setup/guest-checkout.ts';
import { type Shopper, shopper } from '../setup/shopper.ts';
import { type StaffBrowser, staffBrowser } from '../setup/staff.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

let server: TestServer;
let staff: StaffBrowser;
let variantId: string;

beforeAll(async () => {
  server = await startTestServer();
  const [row] = await server.services.database.db
    .select({ publicId: productVariants.publicId })
    .from(productVariants)
    .where(and(gt(productVariants.stock, 0), eq(productVariants.active, true)))
    .limit(1);
  variantId = row!.publicId;
  await server.services.database.db
    .update(productVariants)
    .set({ stock: 500 })
    .where(eq(productVariants.publicId, variantId));
  staff = await staffBrowser(server, 'staff');
});
afterAll(async () => {
  await server?.stop();
});
afterEach(() => {
  expect(server.errors).toEqual([]);
});

let keys = 0;

interface Placed {
  id: string;
  orderNumber: string;
  email: string;
  owner: Shopper;
}

/** A shopper's order through the JSON API (COD to Bengaluru unless told otherwise). */
async function placeOrder(options: { paymentMethod?: 'cod' | 'payNow'; quantity?: number } = {}) {
  const owner = shopper(server);
  const email = newEmail('buyer');
  expect(
    (
      await owner.call('POST', '/api/v1/cart/lines', {
        variantId,
        quantity: options.quantity ?? 1,
      })
    ).status,
  ).toBe(200);
  const placed = await owner.call('POST', '/api/v1/checkout/orders', {
    email,
    phone: `98${String(Date.now()).slice(-8)}`,
    firstName: 'Kavya',
    lastName: 'Hegde',
    country: 'India',
    address: '7, Temple Street',
    address2: '',
    city: 'Bengaluru',
    state: 'Karnataka',
    zip: '560001',
    paymentMethod: options.paymentMethod ?? 'cod',
    idempotencyKey: `admin-orders-${Date.now()}-${++keys}-abcdefgh`,
  });
  expect(placed.status).toBe(201);
  return { ...placed.body.data, email, owner } as Placed & {
    order: { id: string; orderNumber: string; phone: string };
    payment?: { orderId: string };
  };
}

const statusOf = async (s: Shopper, id: string) =>
  (await s.call('GET', `/api/v1/orders/${id}`)).body.data;

async function stockOf() {
  const [row] = await server.services.database.db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.publicId, variantId));
  return row!.stock;
}

function move(b: StaffBrowser, id: string, status: string, description = '') {
  return b.post(`/admin/orders/${id}`, { intent: 'status', status, description });
}

describe('the orders list', () => {
  it('finds an order by number, e-mail and phone, and filters by status, payment and date', async () => {
    const placed = await placeOrder();
    const { orderNumber, phone } = placed.order;
    const has = async (query: string) =>
      (await staff.get(`/admin/orders?${query}`)).html.includes(orderNumber);
    expect(await has('')).toBe(true);
    expect(await has(`q=${orderNumber.toLowerCase()}`)).toBe(true);
    expect(await has(`q=${orderNumber.slice(0, -2)}`)).toBe(true);
    expect(await has(`q=${encodeURIComponent(placed.email.toUpperCase())}`)).toBe(true);
    expect(await has(`q=${phone}`)).toBe(true);
    expect(await has('q=nobody%40example.com')).toBe(false);
    expect(await has('status=Order+Placed&method=cod')).toBe(true);
    expect(await has('status=Delivered')).toBe(false);
    expect(await has('method=online')).toBe(false);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect(await has(`from=${today}&to=${today}`)).toBe(true);
    expect(await has('to=2020-01-01')).toBe(false);
    // Nonsense filters are ignored, not a failure.
    const odd = await staff.get('/admin/orders?status=Lost&from=yesterday&page=-4&q=%25%25');
    expect(odd.status).toBe(200);
  });
});

describe('moving an order', () => {
  it('takes a COD order from placed to delivered; the shopper sees each step and gets the e-mails', async () => {
    const { order, owner, email } = await placeOrder();
    const page = await staff.get(`/admin/orders/${order.id}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(order.orderNumber);

    for (const status of ['Packed', 'Shipped', 'Out for Delivery', 'Delivered']) {
      const answer = await move(staff, order.id, status);
      expect(answer.status).toBe(200);
      expect(answer.html).toContain(`The order is now &#x27;${status}&#x27;.`);
      const seen = await statusOf(owner, order.id);
      expect(seen.status).toBe(status);
      // Track Order shows the same step to whoever knows the number and e-mail.
      const tracked = await shopper(server).call('POST', '/api/v1/orders/track', {
        orderId: order.orderNumber,
        email,
      });
      expect(tracked.body.data.status).toBe(status);
    }
    const history = (await statusOf(owner, order.id)).history.map(
      (entry: { status: string }) => entry.status,
    );
    expect(history).toEqual(['Order Placed', 'Packed', 'Shipped', 'Out for Delivery', 'Delivered']);
    const subjects = (await mailsTo(server, email)).map((mail) => mail.subject);
    expect(subjects.filter((subject) => / order GA-/.test(subject) && /: /.test(subject))).toEqual([
      `Your Gruha Appliances order ${order.orderNumber}: Shipped`,
      `Your Gruha Appliances order ${order.orderNumber}: Out for Delivery`,
      `Your Gruha Appliances order ${order.orderNumber}: Delivered`,
    ]);
    const entries = await server.services.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, order.orderNumber)))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => [entry.action, entry.actorEmail])).toEqual(
      Array(4).fill(['order.status', staff.email]),
    );
    expect(entries[0]).toMatchObject({
      before: { status: 'Order Placed' },
      after: { status: 'Packed' },
    });
  });

  it('keeps the description staff write, and refuses a move the order cannot make', async () => {
    const { order, owner } = await placeOrder();
    await move(staff, order.id, 'Packed', 'Packed at the Tumakuru warehouse.');
    const packed = await statusOf(owner, order.id);
    expect(packed.history.at(-1).description).toBe('Packed at the Tumakuru warehouse.');

    const skip = await move(staff, order.id, 'Delivered');
    expect(skip.status).toBe(409);
    expect(skip.html).toContain('cannot go from &#x27;Packed&#x27; to &#x27;Delivered&#x27;');
    const invalid = await move(staff, order.id, 'Teleported');
    expect(invalid.status).toBe(400);
    expect(invalid.html).toContain('Please choose the new status.');
    const control = await move(staff, order.id, 'Shipped', 'bad\u0000text');
    expect(control.status).toBe(400);
    expect((await statusOf(owner, order.id)).status).toBe('Packed');
  });

  it('cancels a COD order: stock back once, the shopper told, no second cancel', async () => {
    const before = await stockOf();
    const { order, owner, email } = await placeOrder({ quantity: 3 });
    expect(await stockOf()).toBe(before - 3);
    expect((await move(staff, order.id, 'Cancelled', 'Cancelled at your request.')).status).toBe(
      200,
    );
    expect(await stockOf()).toBe(before);
    expect((await statusOf(owner, order.id)).status).toBe('Cancelled');
    expect((await move(staff, order.id, 'Cancelled')).status).toBe(409);
    expect(await stockOf()).toBe(before);
    const mails = await mailsTo(server, email);
    expect(mails.at(-1)!.subject).toBe(
      `Your Gruha Appliances order ${order.orderNumber}: Cancelled`,
    );
    expect(mails.at(-1)!.text).toContain('Cancelled at your request.');
  });

  it('leaves an online order waiting for its payment alone', async () => {
    const { order } = await placeOrder({ paymentMethod: 'payNow' });
    const refused = await move(staff, order.id, 'Packed');
    expect(refused.status).toBe(409);
    expect((await staff.get(`/admin/orders/${order.id}`)).html).toContain(
      'Waiting for the shopper’s payment',
    );
  });
});

describe('what the shopper sees', () => {
  it('shows each of an account’s orders with its own current status and item in My Orders', async () => {
    // Regression: the cards once matched history rows by their own ids, which only agreed
    // while every order had exactly one line and one status.
    const account = await verifiedAccount(server, 'regular');
    const b = browser(server);
    await signIn(b, account.email);
    const numbers: string[] = [];
    const ids: string[] = [];
    for (let n = 0; n < 2; n++) {
      expect((await b.api('POST', '/api/v1/cart/lines', { variantId, quantity: 1 })).status).toBe(
        200,
      );
      const placed = await b.api('POST', '/api/v1/checkout/orders', {
        ...GUEST_FIELDS,
        email: account.email,
        phone: '9845098450',
        firstName: 'Asha',
        lastName: 'Rao',
        paymentMethod: 'cod',
        idempotencyKey: `my-orders-${Date.now()}-${n}-abcdefgh`,
      });
      expect(placed.status).toBe(201);
      const { order } = JSON.parse(placed.body).data;
      numbers.push(order.orderNumber);
      ids.push(order.id);
    }
    await move(staff, ids[1]!, 'Packed');
    const page = await b.get('/myorders');
    const card = (number: string) => page.html.slice(page.html.indexOf(number)).slice(0, 1500);
    expect(card(numbers[1]!)).toContain('Packed');
    expect(card(numbers[0]!)).toContain('Order Placed');
    expect(card(numbers[0]!)).not.toContain('Packed');
  });
});

describe('payments', () => {
  it('marks a COD order paid once, with its receipt number', async () => {
    const { order } = await placeOrder();
    const empty = await staff.post(`/admin/orders/${order.id}`, {
      intent: 'cod-paid',
      reference: ' ',
    });
    expect(empty.status).toBe(400);
    expect(empty.html).toContain('Please enter the receipt number.');
    const paid = await staff.post(`/admin/orders/${order.id}`, {
      intent: 'cod-paid',
      reference: 'RCPT-2231',
    });
    expect(paid.status).toBe(200);
    const again = await staff.post(`/admin/orders/${order.id}`, {
      intent: 'cod-paid',
      reference: 'RCPT-2232',
    });
    expect(again.status).toBe(409);
    const [row] = await server.services.database.db
      .select({ paymentState: orders.paymentState })
      .from(orders)
      .where(eq(orders.publicId, order.id));
    expect(row!.paymentState).toBe('paid');
    const [entry] = await server.services.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.cod_paid'), eq(auditLog.entityId, order.orderNumber)));
    expect(entry!.after).toEqual({ paymentState: 'paid', receipt: 'RCPT-2231' });

    // Cancelled after the cash was taken: money is owed back until staff record the refund.
    await move(staff, order.id, 'Cancelled');
    const refund = await staff.post(`/admin/orders/${order.id}`, {
      intent: 'refund',
      reference: 'NEFT 88112',
    });
    expect(refund.status).toBe(200);
    const [after] = await server.services.database.db
      .select({ paymentState: orders.paymentState })
      .from(orders)
      .where(eq(orders.publicId, order.id));
    expect(after!.paymentState).toBe('refunded');
    expect(
      (await staff.post(`/admin/orders/${order.id}`, { intent: 'refund', reference: 'x' })).status,
    ).toBe(409);
  });

  it('cancelling a paid online order refunds it through the gateway', async () => {
    const gateway = server.services.payments as SandboxGateway;
    const placed = await placeOrder({ paymentMethod: 'payNow' });
    const { paymentId, signature } = await gateway.pay(placed.payment!.orderId);
    const verified = await placed.owner.call('POST', '/api/v1/payments/verify', {
      orderId: placed.order.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    });
    expect(verified.status).toBe(200);
    expect((await move(staff, placed.order.id, 'Cancelled')).status).toBe(200);
    const db = server.services.database.db;
    const [owed] = await db
      .select({ state: orders.paymentState, id: orders.id })
      .from(orders)
      .where(eq(orders.publicId, placed.order.id));
    expect(owed!.state).toBe('refund_due');
    const { reconcilePayments } = await import(
      '../../app/modules/order-lifecycle/settle.server.ts'
    );
    await reconcilePayments(db, gateway, {
      origin: server.url,
      storeOrdersEmail: 'o@example.com',
      invoiceSecret: server.services.config.sessionSecret,
    });
    const [refunded] = await db
      .select({ state: orders.paymentState })
      .from(orders)
      .where(eq(orders.publicId, placed.order.id));
    expect(refunded!.state).toBe('refunded');
    const [payment] = await db
      .select({ status: payments.status, refundId: payments.providerRefundId })
      .from(payments)
      .where(eq(payments.orderId, owed!.id))
      .orderBy(desc(payments.id));
    expect(payment!.status).toBe('refunded');
    expect(payment!.refundId).toBeTruthy();
  });

  it('shows staff a second payment of one window, refunded by itself', async () => {
    const gateway = server.services.payments as SandboxGateway;
    const placed = await placeOrder({ paymentMethod: 'payNow' });
    await gateway.pay(placed.payment!.orderId);
    // A second tab paid the same window; its return is the one the shop hears of first.
    const second = await gateway.pay(placed.payment!.orderId);
    await placed.owner.call('POST', '/api/v1/payments/verify', {
      orderId: placed.order.id,
      razorpay_payment_id: second.paymentId,
      razorpay_signature: second.signature,
    });
    const { reconcilePayments } = await import(
      '../../app/modules/order-lifecycle/settle.server.ts'
    );
    const db = server.services.database.db;
    const links = {
      origin: server.url,
      storeOrdersEmail: 'o@example.com',
      invoiceSecret: server.services.config.sessionSecret,
    };
    // Once the payment window has closed, reconciliation asks the gateway about the paid
    // order again, hears of the first payment, and refunds it.
    const [{ id } = { id: 0 }] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.publicId, placed.order.id));
    await reconcilePayments(db, gateway, links);
    expect(await db.select().from(strayPayments).where(eq(strayPayments.orderId, id))).toEqual([]);
    await db
      .update(payments)
      .set({ updatedAt: new Date(Date.now() - 21 * 60_000) })
      .where(eq(payments.orderId, id));
    await reconcilePayments(db, gateway, links);
    const [stray] = await db.select().from(strayPayments).where(eq(strayPayments.orderId, id));
    expect(stray?.status).toBe('refunded');
    const { html } = await staff.get(`/admin/orders/${placed.order.id}`);
    expect(html).toContain('Extra payment');
    expect(html).toContain('refunded to the shopper');
    expect(html).not.toContain('to be refunded');
    const [order] = await db
      .select({ state: orders.paymentState, reference: orders.paymentReference })
      .from(orders)
      .where(eq(orders.publicId, placed.order.id));
    expect(order).toEqual({ state: 'paid', reference: second.paymentId });
  });

  it('prints any order’s invoice for staff only', async () => {
    const { order } = await placeOrder();
    const pdf = await staff.get(`/admin/orders/${order.id}/invoice.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect((await browser(server).get(`/admin/orders/${order.id}/invoice.pdf`)).status).toBe(404);
  });
});

describe('who may', () => {
  it('answers 404 to guests and shoppers on every order page and action, changing nothing', async () => {
    const { order, owner } = await placeOrder();
    const account = await verifiedAccount(server, 'curious');
    const signedIn = browser(server);
    await signIn(signedIn, account.email);
    for (const visitor of [browser(server), signedIn]) {
      for (const path of [
        '/admin',
        '/admin/orders',
        `/admin/orders/${order.id}`,
        `/admin/orders/${order.id}/invoice.pdf`,
        '/admin/audit',
      ]) {
        expect((await visitor.get(path)).status, path).toBe(404);
        expect((await visitor.get(`${path}.data`)).status, `${path}.data`).toBe(404);
      }
      const posted = await visitor.post(`/admin/orders/${order.id}`, {
        intent: 'status',
        status: 'Packed',
      });
      expect(posted.status).toBe(404);
    }
    expect((await statusOf(owner, order.id)).status).toBe('Order Placed');
  });

  it('refuses forged and Origin-less posts from a staff browser', async () => {
    const { order, owner } = await placeOrder();
    const forged = await staff.request('POST', `/admin/orders/${order.id}`, {
      form: { intent: 'status', status: 'Packed' },
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(403);
    const bare = await staff.request('POST', `/admin/orders/${order.id}`, {
      form: { intent: 'status', status: 'Packed' },
      headers: { origin: '' },
    });
    expect(bare.status).toBe(403);
    expect((await statusOf(owner, order.id)).status).toBe('Order Placed');
  });

  it('keeps the audit log for admins: staff get a 403', async () => {
    expect((await staff.get('/admin/audit')).status).toBe(403);
    const admin = await staffBrowser(server, 'admin');
    const log = await admin.get('/admin/audit?type=order');
    expect(log.status).toBe(200);
    expect(log.html).toContain('order.status');
  });
});

/**
 * The real Razorpay provider (plain fetch, Basic auth, Zod-checked answers, signatures)
 * against a local stand-in of Razorpay's API: everything but Razorpay's own servers.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayError, type PaymentProvider } from '../../app/modules/payment/provider.ts';
import { createRazorpayProvider } from '../../app/modules/payment/razorpay.server.ts';
import { webhookSignature } from '../../app/modules/payment/signatures.server.ts';
import { closedPort } from '../setup/closed-port.ts';
import { type RazorpayStandIn, startRazorpayStandIn } from '../setup/razorpay-stand-in.ts';

const keys = {
  keyId: 'rzp_test_standin01',
  keySecret: 'stand-in-key-secret-0123456789',
  webhookSecret: 'stand-in-webhook-secret-0123456789',
};

let standIn: RazorpayStandIn;
let razorpay: PaymentProvider;
beforeAll(async () => {
  standIn = await startRazorpayStandIn(keys);
  razorpay = createRazorpayProvider({ ...keys, apiBase: standIn.url });
});
afterAll(async () => {
  await standIn?.close();
});

/** The GatewayError a promise rejects with (fails the test when it resolves or throws else). */
async function gatewayError(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => expect.fail('expected a GatewayError'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}

const newOrder = (amountPaise = 29_900) =>
  razorpay.createOrder({
    amountPaise,
    receipt: 'GA-2024-000123',
    notes: { shopOrder: 'GA-2024-000123' },
  });

describe('orders', () => {
  it('creates a gateway order with our amount and receipt', async () => {
    const order = await newOrder();
    expect(order).toEqual({
      id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      amountPaise: 29_900,
      currency: 'INR',
    });
    expect(standIn.orders.get(order.id)).toMatchObject({
      amount: 29_900,
      currency: 'INR',
      receipt: 'GA-2024-000123',
      status: 'created',
      notes: { shopOrder: 'GA-2024-000123' },
    });
  });

  it('trims the receipt to 40 characters and the notes to 15 pairs', async () => {
    const notes = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`note${i}`, 'x']));
    const order = await razorpay.createOrder({ amountPaise: 100, receipt: 'R'.repeat(60), notes });
    const stored = standIn.orders.get(order.id);
    expect(stored?.receipt).toBe('R'.repeat(40));
    expect(Object.keys(stored?.notes ?? {})).toHaveLength(15);
  });

  it('refuses an amount below ₹1 or not in whole paise before calling Razorpay', async () => {
    const before = standIn.orders.size;
    const below = await gatewayError(newOrder(99));
    expect(below).toMatchObject({
      status: 400,
      message: 'Order amount less than minimum amount allowed',
    });
    expect((await gatewayError(newOrder(150.5))).status).toBe(400);
    expect(standIn.orders.size).toBe(before);
  });

  it('reports a wrong key as a 401 without the secret in the message', async () => {
    const wrongSecret = 'not-the-right-secret-987654321';
    const wrongKey = createRazorpayProvider({
      ...keys,
      keySecret: wrongSecret,
      apiBase: standIn.url,
    });
    const error = await gatewayError(
      wrongKey.createOrder({ amountPaise: 29_900, receipt: 'GA-1' }),
    );
    expect(error.status).toBe(401);
    expect(error.message).toBe('Authentication failed');
    expect(error.message).not.toContain(wrongSecret);
    expect(error.stack).not.toContain(wrongSecret);
  });

  it('reports an unreachable Razorpay as status 0', async () => {
    const offline = createRazorpayProvider({
      ...keys,
      apiBase: `http://127.0.0.1:${await closedPort()}`,
    });
    const error = await gatewayError(offline.fetchOrderPayments('order_AAAAAAAAAAAAAA'));
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/could not be reached/);
    expect(error.message).not.toContain(keys.keySecret);
  });

  it('reports a Razorpay that does not answer in time as status 0', async () => {
    // A fetch that only ever ends by the provider's own deadline.
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const slow = createRazorpayProvider({ ...keys, fetch: hanging, timeoutMs: 50 });
    const error = await gatewayError(slow.fetchOrderPayments('order_AAAAAAAAAAAAAA'));
    expect(error).toMatchObject({ status: 0, message: 'Razorpay did not answer within 50 ms' });
  });

  it("passes on Razorpay's error description and status", async () => {
    standIn.failNextRequest(
      502,
      'We are facing some trouble completing your request at the moment.',
    );
    const error = await gatewayError(newOrder());
    expect(error).toMatchObject({
      status: 502,
      message: 'We are facing some trouble completing your request at the moment.',
    });
  });

  it('refuses an answer that is not JSON or not of the expected shape', async () => {
    const html = createRazorpayProvider({
      ...keys,
      fetch: async () => new Response('<html>maintenance</html>', { status: 200 }),
    });
    expect((await gatewayError(html.fetchOrderPayments('order_AAAAAAAAAAAAAA'))).message).toMatch(
      /unexpected answer/,
    );
    const htmlError = createRazorpayProvider({
      ...keys,
      fetch: async () => new Response('<html>bad gateway</html>', { status: 502 }),
    });
    expect(
      await gatewayError(htmlError.createOrder({ amountPaise: 100, receipt: 'r' })),
    ).toMatchObject({
      status: 502,
      message: 'Razorpay answered HTTP 502',
    });
    const wrongShape = createRazorpayProvider({
      ...keys,
      fetch: async () => Response.json({ items: [{ id: 'pay_1', amount: 'lots' }] }),
    });
    await gatewayError(wrongShape.fetchOrderPayments('order_AAAAAAAAAAAAAA'));
  });
});

describe('payments and refunds', () => {
  it('reports a captured payment after the window paid', async () => {
    const order = await newOrder();
    expect(await razorpay.fetchOrderPayments(order.id)).toEqual([]);
    const { razorpay_payment_id } = standIn.pay(order.id);
    expect(await razorpay.fetchOrderPayments(order.id)).toEqual([
      {
        id: razorpay_payment_id,
        orderId: order.id,
        amountPaise: 29_900,
        status: 'captured',
        errorDescription: null,
      },
    ]);
  });

  it('reports a failed attempt with its description, then the later success', async () => {
    const order = await newOrder();
    const failed = standIn.fail(order.id, 'Payment was declined by the UPI app');
    const { razorpay_payment_id } = standIn.pay(order.id);
    expect(await razorpay.fetchOrderPayments(order.id)).toEqual([
      {
        id: failed.id,
        orderId: order.id,
        amountPaise: 29_900,
        status: 'failed',
        errorDescription: 'Payment was declined by the UPI app',
      },
      expect.objectContaining({ id: razorpay_payment_id, status: 'captured' }),
    ]);
  });

  it('asks about an unknown order as a GatewayError 400', async () => {
    const error = await gatewayError(razorpay.fetchOrderPayments('order_DoesNotExist00'));
    expect(error).toMatchObject({ status: 400, message: 'The id provided does not exist' });
  });

  it('refunds in part, then the rest, then refuses a third refund', async () => {
    const order = await newOrder();
    const { razorpay_payment_id: paymentId } = standIn.pay(order.id);
    const part = await razorpay.refund(paymentId, 10_000);
    expect(part).toEqual({
      id: expect.stringMatching(/^rfnd_[A-Za-z0-9]{14}$/),
      paymentId,
      amountPaise: 10_000,
    });
    await razorpay.refund(paymentId, 19_900);
    expect(standIn.payments.get(paymentId)?.status).toBe('refunded');
    expect((await razorpay.fetchOrderPayments(order.id))[0]?.status).toBe('refunded');
    const again = await gatewayError(razorpay.refund(paymentId, 100));
    expect(again.status).toBe(400);
  });
});

describe('payment signature', () => {
  it("accepts the checkout's signature and nothing else", async () => {
    const order = await newOrder();
    const other = await newOrder();
    const paid = standIn.pay(order.id);
    const check = (orderId: string, signature: string) =>
      razorpay.verifyPaymentSignature({ orderId, paymentId: paid.razorpay_payment_id, signature });
    const tampered = `${paid.razorpay_signature.slice(0, -1)}${paid.razorpay_signature.endsWith('0') ? '1' : '0'}`;

    expect(check(order.id, paid.razorpay_signature)).toBe(true);
    expect(check(order.id, tampered)).toBe(false);
    expect(check(other.id, paid.razorpay_signature)).toBe(false);
    expect(check(order.id, 'not a signature at all')).toBe(false);
    expect(check(order.id, `${paid.razorpay_signature.slice(0, 62)}zz`)).toBe(false);
    expect(check(order.id, paid.razorpay_signature.toUpperCase())).toBe(false);
    expect(check(order.id, '')).toBe(false);
  });
});

describe('webhooks', () => {
  it('turns a signed payment.captured into an event with the payment', async () => {
    const order = await newOrder();
    const { razorpay_payment_id } = standIn.pay(order.id);
    const { body, headers } = standIn.webhook('payment.captured', order.id);
    expect(
      razorpay.parseWebhook(
        body,
        headers['x-razorpay-signature']!,
        headers['x-razorpay-event-id']!,
      ),
    ).toEqual({
      eventId: headers['x-razorpay-event-id'],
      type: 'payment.captured',
      orderId: order.id,
      payment: {
        id: razorpay_payment_id,
        orderId: order.id,
        amountPaise: 29_900,
        status: 'captured',
        errorDescription: null,
      },
    });
  });

  it('reads payment.failed and order.paid', async () => {
    const order = await newOrder();
    standIn.fail(order.id);
    const failed = standIn.webhook('payment.failed', order.id);
    expect(
      razorpay.parseWebhook(
        failed.body,
        failed.headers['x-razorpay-signature']!,
        failed.headers['x-razorpay-event-id']!,
      ),
    ).toMatchObject({
      type: 'payment.failed',
      payment: { status: 'failed', errorDescription: 'Payment failed' },
    });

    standIn.pay(order.id);
    const paid = standIn.webhook('order.paid', order.id);
    expect(
      razorpay.parseWebhook(
        paid.body,
        paid.headers['x-razorpay-signature']!,
        paid.headers['x-razorpay-event-id']!,
      ),
    ).toMatchObject({ type: 'order.paid', orderId: order.id, payment: { status: 'captured' } });
  });

  it('refuses a tampered body, a wrong or unset secret, no signature or event id, and non-events', async () => {
    const order = await newOrder();
    standIn.pay(order.id);
    const { body, headers } = standIn.webhook('payment.captured', order.id);
    const signature = headers['x-razorpay-signature']!;
    const eventId = headers['x-razorpay-event-id']!;

    const tampered = body.replace('"amount":29900', '"amount":100');
    expect(tampered).not.toBe(body);
    expect(razorpay.parseWebhook(tampered, signature, eventId)).toBeNull();

    const otherSecret = createRazorpayProvider({
      ...keys,
      webhookSecret: 'another-webhook-secret-000000',
    });
    expect(otherSecret.parseWebhook(body, signature, eventId)).toBeNull();
    const noSecret = createRazorpayProvider({ ...keys, webhookSecret: undefined });
    expect(noSecret.parseWebhook(body, signature, eventId)).toBeNull();

    expect(razorpay.parseWebhook(body, null, eventId)).toBeNull();
    expect(razorpay.parseWebhook(body, signature, null)).toBeNull();
    expect(razorpay.parseWebhook(body, signature, '')).toBeNull();

    // Correctly signed, yet not a Razorpay event: a good signature does not make a body an event.
    for (const raw of ['event=payment.captured', '{"hello":"world"}', '[]']) {
      expect(
        razorpay.parseWebhook(raw, webhookSignature(raw, keys.webhookSecret), eventId),
      ).toBeNull();
    }
  });
});

/**
 * A local stand-in of Razorpay's HTTP API, so that the real Razorpay provider (plain fetch,
 * Basic auth, Zod-checked answers) runs in tests without keys or network. It speaks
 * Razorpay's JSON shapes and error bodies for the endpoints the shop uses, keeps its books
 * in memory, and plays the payment window (pay, fail) and the webhook sender, signing
 * both exactly as Razorpay does.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { paymentSignature, webhookSignature } from '../../app/modules/payment/signatures.server.ts';

/** Who pays, as a real gateway's payment record carries it (and the shop must not keep). */
export const PAYER = {
  email: 'payer.private@example.com',
  contact: '+919845012345',
  vpa: 'payer@okbank',
};

export interface RazorpayOrderEntity {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  notes: Record<string, string>;
  created_at: number;
}

export interface RazorpayPaymentEntity {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  method: 'upi';
  captured: boolean;
  amount_refunded: number;
  error_description: string | null;
  created_at: number;
}

export interface RazorpayRefundEntity {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  status: 'processed';
  created_at: number;
}

/** What Razorpay's checkout hands the page's handler after a successful payment. */
export interface CheckoutResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export type StandInWebhookEvent = 'payment.captured' | 'payment.failed' | 'order.paid';

export interface RazorpayStandIn {
  /** Base URL for the provider's apiBase / RAZORPAY_API_BASE. */
  url: string;
  close(): Promise<void>;
  /** The payment window's success: a captured payment (auto-capture) and the handler's response. */
  pay(orderId: string): CheckoutResponse;
  /** A failed attempt, as with the test UPI id failure@razorpay. */
  fail(orderId: string, description?: string): RazorpayPaymentEntity;
  orders: ReadonlyMap<string, RazorpayOrderEntity>;
  payments: ReadonlyMap<string, RazorpayPaymentEntity>;
  refunds: ReadonlyMap<string, RazorpayRefundEntity>;
  /** A correctly signed webhook about the order's latest matching payment, as Razorpay sends it. */
  webhook(
    event: StandInWebhookEvent,
    orderId: string,
  ): { body: string; headers: Record<string, string> };
  /** The next API request, whatever it is, answers with this status and Razorpay's error body. */
  failNextRequest(status: number, description: string): void;
}

/** An answer in Razorpay's error shape, thrown from deep inside a route. */
class ApiError extends Error {
  readonly status: number;
  constructor(status: number, description: string) {
    super(description);
    this.status = status;
  }
}

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay's ids: a prefix and 14 alphanumerics (order_..., pay_..., rfnd_...). */
function razorpayId(prefix: string): string {
  let id = '';
  for (const byte of randomBytes(14)) id += BASE62[byte % BASE62.length];
  return `${prefix}_${id}`;
}

const now = () => Math.floor(Date.now() / 1000);

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** Razorpay's error body; it uses BAD_REQUEST_ERROR for 4xx (401 included) and SERVER_ERROR else. */
function sendError(response: ServerResponse, status: number, description: string): void {
  sendJson(response, status, {
    error: {
      code: status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR',
      description,
      source: 'NA',
      step: 'NA',
      reason: 'NA',
      metadata: {},
    },
  });
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let raw = '';
  for await (const chunk of request) raw += chunk;
  if (raw === '') return {};
  try {
    const json: unknown = JSON.parse(raw);
    if (json && typeof json === 'object' && !Array.isArray(json)) {
      return json as Record<string, unknown>;
    }
  } catch {}
  throw new ApiError(400, 'The request body is not a valid JSON object.');
}

export async function startRazorpayStandIn({
  keyId,
  keySecret,
  webhookSecret,
}: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}): Promise<RazorpayStandIn> {
  const orders = new Map<string, RazorpayOrderEntity>();
  const payments = new Map<string, RazorpayPaymentEntity>();
  const refunds = new Map<string, RazorpayRefundEntity>();
  const expectedAuthorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  let nextFailure: { status: number; description: string } | null = null;

  function order(id: string): RazorpayOrderEntity {
    const found = orders.get(id);
    if (!found) throw new ApiError(400, 'The id provided does not exist');
    return found;
  }

  function createOrder(body: Record<string, unknown>): RazorpayOrderEntity {
    const { amount, currency, receipt, notes = {} } = body;
    if (typeof amount !== 'number' || !Number.isInteger(amount)) {
      throw new ApiError(400, 'The amount must be an integer.');
    }
    if (amount < 100) throw new ApiError(400, 'Order amount less than minimum amount allowed');
    if (currency !== 'INR') throw new ApiError(400, 'Currency is not supported');
    if (receipt !== undefined && typeof receipt !== 'string') {
      throw new ApiError(400, 'The receipt must be a string.');
    }
    if (receipt && receipt.length > 40) {
      throw new ApiError(400, 'The receipt may not be greater than 40 characters.');
    }
    if (typeof notes !== 'object' || notes === null || Object.keys(notes).length > 15) {
      throw new ApiError(400, 'The notes may not have more than 15 items.');
    }
    const entity: RazorpayOrderEntity = {
      id: razorpayId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt: receipt ?? null,
      status: 'created',
      notes: notes as Record<string, string>,
      created_at: now(),
    };
    orders.set(entity.id, entity);
    return entity;
  }

  function refund(paymentId: string, body: Record<string, unknown>): RazorpayRefundEntity {
    const payment = payments.get(paymentId);
    if (!payment) throw new ApiError(400, 'The id provided does not exist');
    if (payment.status === 'refunded') {
      throw new ApiError(400, 'The payment has been fully refunded already');
    }
    if (payment.status !== 'captured') {
      throw new ApiError(400, 'Only captured payments can be refunded');
    }
    const refundable = payment.amount - payment.amount_refunded;
    // Razorpay refunds the whole remainder when no amount is given.
    const amount = body.amount ?? refundable;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) {
      throw new ApiError(400, 'The amount must be an integer.');
    }
    if (amount > refundable) {
      throw new ApiError(400, 'The refund amount provided is greater than amount captured');
    }
    payment.amount_refunded += amount;
    if (payment.amount_refunded === payment.amount) payment.status = 'refunded';
    const entity: RazorpayRefundEntity = {
      id: razorpayId('rfnd'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      status: 'processed',
      created_at: now(),
    };
    refunds.set(entity.id, entity);
    return entity;
  }

  async function route(request: IncomingMessage): Promise<unknown> {
    const { pathname } = new URL(request.url ?? '/', 'http://stand-in');
    const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
    const [version, collection, id, action] = segments;
    if (version === 'v1' && request.method === 'POST') {
      if (collection === 'orders' && segments.length === 2) {
        return createOrder(await readJson(request));
      }
      if (collection === 'payments' && id && action === 'refund' && segments.length === 4) {
        return refund(id, await readJson(request));
      }
    }
    if (
      version === 'v1' &&
      request.method === 'GET' &&
      collection === 'orders' &&
      id &&
      action === 'payments' &&
      segments.length === 4
    ) {
      order(id);
      const items = [...payments.values()].filter((payment) => payment.order_id === id);
      return { entity: 'collection', count: items.length, items };
    }
    throw new ApiError(404, 'The requested URL was not found on the server.');
  }

  const server = createServer((request, response) => {
    if (nextFailure) {
      const { status, description } = nextFailure;
      nextFailure = null;
      request.resume();
      return sendError(response, status, description);
    }
    if (request.headers.authorization !== expectedAuthorization) {
      request.resume();
      return sendError(response, 401, 'Authentication failed');
    }
    route(request).then(
      (body) => sendJson(response, 200, body),
      (error: unknown) => {
        if (error instanceof ApiError) return sendError(response, error.status, error.message);
        sendError(
          response,
          500,
          'We are facing some trouble completing your request at the moment.',
        );
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function addPayment(
    gatewayOrder: RazorpayOrderEntity,
    outcome: { status: 'captured' } | { status: 'failed'; description: string },
  ): RazorpayPaymentEntity {
    const payment: RazorpayPaymentEntity = {
      id: razorpayId('pay'),
      entity: 'payment',
      amount: gatewayOrder.amount,
      currency: gatewayOrder.currency,
      status: outcome.status,
      order_id: gatewayOrder.id,
      method: 'upi',
      captured: outcome.status === 'captured',
      amount_refunded: 0,
      error_description: outcome.status === 'failed' ? outcome.description : null,
      created_at: now(),
    };
    payments.set(payment.id, payment);
    return payment;
  }

  function latestPayment(orderId: string, status: 'captured' | 'failed'): RazorpayPaymentEntity {
    const found = [...payments.values()]
      .reverse()
      .find((payment) => payment.order_id === orderId && payment.status === status);
    if (!found) throw new Error(`stand-in: order ${orderId} has no ${status} payment`);
    return found;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
    pay(orderId) {
      const gatewayOrder = order(orderId);
      const payment = addPayment(gatewayOrder, { status: 'captured' });
      Object.assign(gatewayOrder, {
        status: 'paid',
        amount_paid: gatewayOrder.amount,
        amount_due: 0,
      });
      return {
        razorpay_payment_id: payment.id,
        razorpay_order_id: orderId,
        razorpay_signature: paymentSignature(orderId, payment.id, keySecret),
      };
    },
    fail(orderId, description = 'Payment failed') {
      const gatewayOrder = order(orderId);
      if (gatewayOrder.status === 'created') gatewayOrder.status = 'attempted';
      return addPayment(gatewayOrder, { status: 'failed', description });
    },
    orders,
    payments,
    refunds,
    webhook(event, orderId) {
      const gatewayOrder = order(orderId);
      const captured = latestPayment(orderId, event === 'payment.failed' ? 'failed' : 'captured');
      // As Razorpay's does, the payment names its payer.
      const payment = { ...captured, ...PAYER };
      const payload =
        event === 'order.paid'
          ? { payment: { entity: payment }, order: { entity: gatewayOrder } }
          : { payment: { entity: payment } };
      const body = JSON.stringify({
        entity: 'event',
        account_id: razorpayId('acc'),
        event,
        contains: Object.keys(payload),
        payload,
        created_at: now(),
      });
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': webhookSignature(body, webhookSecret),
          'x-razorpay-event-id': razorpayId('evt'),
        },
      };
    },
    failNextRequest(status, description) {
      nextFailure = { status, description };
    },
  };
}

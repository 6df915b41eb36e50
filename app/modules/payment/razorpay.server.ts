/**
 * Razorpay through its REST API with plain fetch (no SDK): orders, an order's payments
 * (reconciliation), refunds, and the two signatures. Every answer is checked with Zod, and
 * every failure becomes a GatewayError whose message is short and never holds a secret.
 */
import { z } from 'zod';
import type { GatewayOrder, GatewayPayment, GatewayRefund, PaymentProvider } from './provider.ts';
import { GatewayError } from './provider.ts';
import { paymentSignature, signaturesMatch, webhookSignature } from './signatures.server.ts';
import { parseRazorpayEvent } from './webhook-event.ts';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  /** Unset: every webhook is refused, since none can be authenticated. */
  webhookSecret?: string | undefined;
  /** Razorpay's API origin; tests point it at a local stand-in (RAZORPAY_API_BASE). */
  apiBase?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

// Razorpay's documented limits on an order.
const MIN_AMOUNT_PAISE = 100;
const MAX_RECEIPT_LENGTH = 40;
const MAX_NOTES = 15;
const MAX_NOTE_LENGTH = 256;
/** Gateway descriptions end up in logs and on the payment record: keep them short. */
const MAX_MESSAGE_LENGTH = 200;

const OrderEntity = z.object({
  id: z.string().min(1),
  amount: z.number().int().positive(),
  currency: z.literal('INR'),
});

const PaymentEntity = z.object({
  id: z.string().min(1),
  order_id: z.string().min(1),
  amount: z.number().int().nonnegative(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  error_description: z.string().nullable().optional(),
});

const PaymentCollection = z.object({ items: z.array(PaymentEntity) });

const RefundEntity = z.object({
  id: z.string().min(1),
  payment_id: z.string().min(1),
  amount: z.number().int().positive(),
});

const ErrorBody = z.object({ error: z.object({ description: z.string().min(1) }) });

const shorten = (text: string) =>
  text.length > MAX_MESSAGE_LENGTH ? `${text.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : text;

const isTimeout = (error: unknown) =>
  error instanceof DOMException && error.name === 'TimeoutError';

/** undici reports a refused connection as TypeError('fetch failed') with the code on its cause. */
function networkCode(error: unknown): string | undefined {
  const code = (error as { cause?: { code?: unknown } } | undefined)?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

export function createRazorpayProvider({
  keyId,
  keySecret,
  webhookSecret,
  apiBase = 'https://api.razorpay.com',
  fetch: fetchImpl = fetch,
  timeoutMs = 10_000,
}: RazorpayOptions): PaymentProvider {
  const base = apiBase.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T>,
    body?: unknown,
  ): Promise<T> {
    // One deadline for the whole exchange: connecting, the headers and the body.
    const signal = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal,
      });
    } catch (error) {
      // The error itself is not passed on: only a code, never a URL or header.
      if (isTimeout(error))
        throw new GatewayError(`Razorpay did not answer within ${timeoutMs} ms`, 0);
      const code = networkCode(error);
      throw new GatewayError(`Razorpay could not be reached${code ? ` (${code})` : ''}`, 0);
    }

    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      if (isTimeout(error))
        throw new GatewayError(`Razorpay did not answer within ${timeoutMs} ms`, 0);
      json = undefined;
    }

    if (!response.ok) {
      const description = ErrorBody.safeParse(json).data?.error.description;
      throw new GatewayError(
        shorten(description ?? `Razorpay answered HTTP ${response.status}`),
        response.status,
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new GatewayError(
        `Razorpay sent an unexpected answer to ${method} ${path}`,
        response.status,
      );
    }
    return parsed.data;
  }

  return {
    name: 'razorpay',

    async createOrder({ amountPaise, receipt, notes }): Promise<GatewayOrder> {
      // Checked here too, so that a bad amount never costs a round trip or an API error.
      if (!Number.isSafeInteger(amountPaise)) {
        throw new GatewayError('The amount must be a whole number of paise', 400);
      }
      if (amountPaise < MIN_AMOUNT_PAISE) {
        throw new GatewayError('Order amount less than minimum amount allowed', 400);
      }
      // Notes are informational: excess is dropped rather than failing the payment.
      const trimmedNotes = Object.fromEntries(
        Object.entries(notes ?? {})
          .slice(0, MAX_NOTES)
          .map(([key, value]) => [key, value.slice(0, MAX_NOTE_LENGTH)]),
      );
      const order = await call('POST', '/v1/orders', OrderEntity, {
        amount: amountPaise,
        currency: 'INR',
        receipt: receipt.slice(0, MAX_RECEIPT_LENGTH),
        notes: trimmedNotes,
      });
      return { id: order.id, amountPaise: order.amount, currency: order.currency };
    },

    async fetchOrderPayments(orderId): Promise<GatewayPayment[]> {
      const { items } = await call(
        'GET',
        `/v1/orders/${encodeURIComponent(orderId)}/payments`,
        PaymentCollection,
      );
      return items.map((payment) => ({
        id: payment.id,
        orderId: payment.order_id,
        amountPaise: payment.amount,
        status: payment.status,
        errorDescription: payment.error_description ?? null,
      }));
    },

    async refund(paymentId, amountPaise): Promise<GatewayRefund> {
      if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) {
        throw new GatewayError('The refund amount must be a positive whole number of paise', 400);
      }
      const refund = await call(
        'POST',
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        RefundEntity,
        { amount: amountPaise },
      );
      return { id: refund.id, paymentId: refund.payment_id, amountPaise: refund.amount };
    },

    verifyPaymentSignature({ orderId, paymentId, signature }) {
      return signaturesMatch(paymentSignature(orderId, paymentId, keySecret), signature);
    },

    parseWebhook(rawBody, signature, eventId) {
      if (!webhookSecret || !signature || !eventId) return null;
      // On the raw body, before parsing: re-serialised JSON would not match the signature.
      if (!signaturesMatch(webhookSignature(rawBody, webhookSecret), signature)) return null;
      return parseRazorpayEvent(rawBody, eventId);
    },

    checkoutWindow(order) {
      return {
        provider: 'razorpay',
        keyId,
        orderId: order.id,
        amountPaise: order.amountPaise,
        currency: order.currency,
      };
    },
  };
}

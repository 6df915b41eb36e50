/**
 * The offline sandbox gateway: plays Razorpay's part when no Razorpay keys are set, so the
 * whole online-payment flow (gateway order, payment window with Pay and Fail, signature,
 * reconciliation, refunds) works on a laptop and in CI. It keeps its own books
 * (sandbox_gateway_* tables) and signs payments with its own secret exactly as Razorpay
 * does, so the checkout verifies a sandbox payment through the same code path.
 */
import { createHmac } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { newPublicId } from '../../lib/ids.server.ts';
import type { GatewayPayment, PaymentProvider } from './provider.ts';
import { GatewayError } from './provider.ts';
import { sandboxGatewayOrders, sandboxGatewayPayments } from './schema.ts';
import { paymentSignature, signaturesMatch, webhookSignature } from './signatures.server.ts';
import { parseRazorpayEvent } from './webhook-event.ts';

export const SANDBOX_KEY_ID = 'sandbox_test_key';

export interface SandboxGateway extends PaymentProvider {
  readonly name: 'sandbox';
  /** The payment window's Pay button: a captured payment and Razorpay's handler response. */
  pay(orderId: string): Promise<{ paymentId: string; signature: string }>;
  /** The payment window's Fail button: a failed payment attempt. */
  fail(orderId: string): Promise<void>;
}

const gatewayId = (prefix: string) => `${prefix}_sbx${newPublicId(14)}`;

export function createSandboxGateway(db: DbOrTx, secret: string): SandboxGateway {
  // Separate keys for payment and webhook signatures, as Razorpay has.
  const keySecret = createHmac('sha256', secret).update('sandbox-gateway-key').digest('hex');
  const webhookSecret = createHmac('sha256', secret)
    .update('sandbox-gateway-webhook')
    .digest('hex');

  async function order(orderId: string) {
    const [row] = await db
      .select()
      .from(sandboxGatewayOrders)
      .where(eq(sandboxGatewayOrders.id, orderId))
      .limit(1);
    if (!row) throw new GatewayError('The id provided does not exist', 400);
    return row;
  }

  return {
    name: 'sandbox',
    async createOrder({ amountPaise, receipt }) {
      if (!Number.isInteger(amountPaise) || amountPaise < 100) {
        throw new GatewayError('Order amount less than minimum amount allowed', 400);
      }
      const id = gatewayId('order');
      await db
        .insert(sandboxGatewayOrders)
        .values({ id, amountPaise, receipt: receipt.slice(0, 40) });
      return { id, amountPaise, currency: 'INR' };
    },
    async fetchOrderPayments(orderId) {
      await order(orderId);
      const rows = await db
        .select()
        .from(sandboxGatewayPayments)
        .where(eq(sandboxGatewayPayments.orderId, orderId))
        .orderBy(asc(sandboxGatewayPayments.createdAt), asc(sandboxGatewayPayments.id));
      return rows.map(
        (row): GatewayPayment => ({
          id: row.id,
          orderId: row.orderId,
          amountPaise: row.amountPaise,
          status: row.status,
          errorDescription: row.errorDescription,
        }),
      );
    },
    async refund(paymentId, amountPaise) {
      const [row] = await db
        .update(sandboxGatewayPayments)
        .set({ status: 'refunded' })
        .where(
          sql`${sandboxGatewayPayments.id} = ${paymentId} and ${sandboxGatewayPayments.status} = 'captured'`,
        )
        .returning({ id: sandboxGatewayPayments.id });
      if (!row) throw new GatewayError('The payment has been fully refunded already', 400);
      return { id: gatewayId('rfnd'), paymentId, amountPaise };
    },
    verifyPaymentSignature({ orderId, paymentId, signature }) {
      return signaturesMatch(paymentSignature(orderId, paymentId, keySecret), signature);
    },
    parseWebhook(rawBody, signature, eventId) {
      if (!signature || !eventId) return null;
      if (!signaturesMatch(webhookSignature(rawBody, webhookSecret), signature)) return null;
      return parseRazorpayEvent(rawBody, eventId);
    },
    checkoutWindow(gatewayOrder) {
      return {
        provider: 'sandbox',
        keyId: SANDBOX_KEY_ID,
        orderId: gatewayOrder.id,
        amountPaise: gatewayOrder.amountPaise,
        currency: 'INR',
      };
    },
    async pay(orderId) {
      const gatewayOrder = await order(orderId);
      const paymentId = gatewayId('pay');
      await db.insert(sandboxGatewayPayments).values({
        id: paymentId,
        orderId,
        amountPaise: gatewayOrder.amountPaise,
        status: 'captured',
      });
      return { paymentId, signature: paymentSignature(orderId, paymentId, keySecret) };
    },
    async fail(orderId) {
      const gatewayOrder = await order(orderId);
      await db.insert(sandboxGatewayPayments).values({
        id: gatewayId('pay'),
        orderId,
        amountPaise: gatewayOrder.amountPaise,
        status: 'failed',
        errorDescription: 'The test payment was declined in the sandbox window.',
      });
    },
  };
}

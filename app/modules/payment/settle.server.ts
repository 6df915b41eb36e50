/**
 * The one completion path of online payments. The browser's return (a verified signature),
 * a webhook and the reconciliation job all end here, under a row lock on the order, so
 * whichever comes first settles the order and the others find it settled (Medusa #13301,
 * Saleor #12652). States only move forward, except that a payment that failed or expired
 * may still be captured later: then the stock is taken again or, if it is gone, the money
 * is marked for refund.
 */
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { OrderLinks } from '../checkout/place.server.ts';
import { removeBoughtLines } from '../checkout/place.server.ts';
import { releaseStock, retakeStock } from '../checkout/stock.server.ts';
import { enqueueOrderEmails, type OrderRow } from '../order/orders.server.ts';
import { orderStatusHistory, orders } from '../order/schema.ts';
import { STATUS_TEXT } from '../order/view.ts';
import {
  type CheckoutWindow,
  GatewayError,
  type GatewayPayment,
  type PaymentProvider,
} from './provider.ts';
import { payments, webhookEvents } from './schema.ts';

/** An unpaid online order holds its stock this long before reconciliation cancels it. */
export const PAYMENT_WINDOW_MS = 30 * 60_000;
/** Reconciliation asks the gateway about orders left pending this long. */
export const RECONCILE_AFTER_MS = 10 * 60_000;

export type SettleOutcome = 'paid' | 'already-settled' | 'failed' | 'refund-due' | 'pending';

type PaymentRow = typeof payments.$inferSelect;

async function latestPayment(db: DbOrTx, orderId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(sql`${payments.id} desc`)
    .limit(1);
  return row ?? null;
}

/** The payment window of an order whose gateway order is open, or null (none made yet). */
export async function currentPaymentWindow(
  db: DbOrTx,
  provider: PaymentProvider,
  order: OrderRow,
): Promise<CheckoutWindow | null> {
  const existing = await latestPayment(db, order.id);
  if (!existing || existing.provider !== provider.name || existing.status !== 'created') {
    return null;
  }
  return provider.checkoutWindow({
    id: existing.providerOrderId,
    amountPaise: existing.amountPaise,
    currency: 'INR',
  });
}

/**
 * The gateway order of an unpaid online order, created on the gateway the first time
 * (the amount is our order's total, never a figure from the browser). Throws GatewayError.
 */
export async function openPayment(
  db: DbOrTx,
  provider: PaymentProvider,
  order: OrderRow,
): Promise<CheckoutWindow> {
  const open = await currentPaymentWindow(db, provider, order);
  if (open) return open;
  const gatewayOrder = await provider.createOrder({
    amountPaise: order.totalPaise,
    receipt: order.orderNumber,
    notes: { order: order.publicId },
  });
  await db.insert(payments).values({
    orderId: order.id,
    provider: provider.name,
    providerOrderId: gatewayOrder.id,
    amountPaise: gatewayOrder.amountPaise,
  });
  return provider.checkoutWindow(gatewayOrder);
}

async function appendStatus(
  tx: DbOrTx,
  orderId: number,
  status: 'Payment Confirmed' | 'Cancelled',
  description: string,
) {
  await tx.insert(orderStatusHistory).values({ orderId, status, description });
}

async function markPaid(
  tx: DbOrTx,
  order: OrderRow,
  paymentId: string,
  description: string,
  links: OrderLinks,
) {
  const [paid] = await tx
    .update(orders)
    .set({ paymentState: 'paid', paymentReference: paymentId })
    .where(eq(orders.id, order.id))
    .returning();
  await appendStatus(tx, order.id, 'Payment Confirmed', description);
  if (!paid) return;
  await removeBoughtLines(tx, paid);
  await enqueueOrderEmails(tx, paid, links);
}

/** Cancels an unpaid order and puts its stock back (payment failed or never came). */
async function cancelUnpaid(tx: DbOrTx, order: OrderRow, description: string) {
  await tx.update(orders).set({ paymentState: 'failed' }).where(eq(orders.id, order.id));
  await releaseStock(tx, order.id);
  await appendStatus(tx, order.id, 'Cancelled', description);
}

/**
 * Settles the order behind a gateway order from what the gateway says of its payments
 * (a verified signature counts as a captured payment). `expire`: an order still unpaid is
 * past its payment window and is cancelled.
 */
export async function settleGatewayOrder(
  db: DbOrTx,
  providerOrderId: string,
  reported: GatewayPayment[],
  links: OrderLinks,
  options: { expire?: boolean } = {},
): Promise<SettleOutcome> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, providerOrderId))
      .limit(1);
    if (!payment) return 'pending';
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, payment.orderId))
      .for('update');
    if (!order) return 'pending';
    const captured = reported.find(
      (p) =>
        p.orderId === providerOrderId &&
        p.status === 'captured' &&
        p.amountPaise === payment.amountPaise,
    );
    if (order.paymentState !== 'pending' && order.paymentState !== 'failed') {
      return 'already-settled';
    }
    if (captured) {
      await tx
        .update(payments)
        .set({ status: 'captured', providerPaymentId: captured.id, updatedAt: new Date() })
        .where(eq(payments.id, payment.id));
      if (order.paymentState === 'pending') {
        await markPaid(tx, order, captured.id, STATUS_TEXT.paid, links);
        return 'paid';
      }
      // The order had been cancelled and its stock released before the money came.
      if (await retakeStock(tx, order.id)) {
        await markPaid(tx, order, captured.id, STATUS_TEXT.latePaidRestocked, links);
        return 'paid';
      }
      await tx
        .update(orders)
        .set({ paymentState: 'refund_due', paymentReference: captured.id })
        .where(eq(orders.id, order.id));
      await tx
        .update(payments)
        .set({ status: 'refund_pending', updatedAt: new Date() })
        .where(eq(payments.id, payment.id));
      await appendStatus(tx, order.id, 'Cancelled', STATUS_TEXT.latePaidRefund);
      return 'refund-due';
    }
    if (order.paymentState === 'failed') return 'failed';
    const failure = reported.find((p) => p.orderId === providerOrderId && p.status === 'failed');
    if (failure) {
      await tx
        .update(payments)
        .set({
          status: 'failed',
          providerPaymentId: failure.id,
          lastError: failure.errorDescription ?? 'Payment failed',
          updatedAt: new Date(),
        })
        .where(eq(payments.id, payment.id));
      await cancelUnpaid(tx, order, STATUS_TEXT.paymentFailed);
      return 'failed';
    }
    if (options.expire) {
      await cancelUnpaid(tx, order, STATUS_TEXT.expired);
      return 'failed';
    }
    return 'pending';
  });
}

/** The browser came back from the payment window with Razorpay's handler response. */
export async function confirmWithSignature(
  db: DbOrTx,
  provider: PaymentProvider,
  order: OrderRow,
  response: { paymentId: string; signature: string },
  links: OrderLinks,
): Promise<SettleOutcome | 'invalid'> {
  const payment = await latestPayment(db, order.id);
  // Checked against the gateway order WE stored for this order, not one the browser names.
  if (
    !payment ||
    payment.provider !== provider.name ||
    !provider.verifyPaymentSignature({
      orderId: payment.providerOrderId,
      paymentId: response.paymentId,
      signature: response.signature,
    })
  ) {
    return 'invalid';
  }
  return settleGatewayOrder(
    db,
    payment.providerOrderId,
    [
      {
        id: response.paymentId,
        orderId: payment.providerOrderId,
        amountPaise: payment.amountPaise,
        status: 'captured',
      },
    ],
    links,
  );
}

/** Asks the gateway what happened to the order's payments and settles accordingly. */
export async function syncWithGateway(
  db: DbOrTx,
  provider: PaymentProvider,
  order: OrderRow,
  links: OrderLinks,
  options: { expire?: boolean } = {},
): Promise<SettleOutcome> {
  const payment = await latestPayment(db, order.id);
  if (!payment || payment.provider !== provider.name) {
    if (options.expire && order.paymentState === 'pending') {
      // No gateway order was ever made (the gateway was down): nothing can have been paid.
      await db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(orders)
          .where(eq(orders.id, order.id))
          .for('update');
        if (locked?.paymentState === 'pending') await cancelUnpaid(tx, locked, STATUS_TEXT.expired);
      });
      return 'failed';
    }
    return 'pending';
  }
  const reported = await provider.fetchOrderPayments(payment.providerOrderId);
  return settleGatewayOrder(db, payment.providerOrderId, reported, links, options);
}

export type WebhookOutcome = 'invalid' | 'duplicate' | 'processed';

/**
 * A gateway webhook: verified on the raw body, de-duplicated by event id, then settled in
 * the same transaction as the de-duplication record, so a failure leaves no trace and the
 * gateway's retry runs it again.
 */
export async function handleWebhook(
  db: DbOrTx,
  provider: PaymentProvider,
  rawBody: string,
  headers: { signature: string | null; eventId: string | null },
  links: OrderLinks,
): Promise<WebhookOutcome> {
  const event = provider.parseWebhook(rawBody, headers.signature, headers.eventId);
  if (!event) return 'invalid';
  return db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(webhookEvents)
      .values({
        provider: provider.name,
        eventId: event.eventId,
        eventType: event.type,
        payload: JSON.parse(rawBody) as unknown,
      })
      .onConflictDoNothing({ target: webhookEvents.eventId })
      .returning({ id: webhookEvents.id });
    if (!recorded) return 'duplicate';
    if (event.orderId && event.payment) {
      await settleGatewayOrder(tx, event.orderId, [event.payment], links);
    }
    await tx
      .update(webhookEvents)
      .set({ processedAt: new Date() })
      .where(eq(webhookEvents.id, recorded.id));
    return 'processed';
  });
}

/**
 * Reconciliation (run every minute by each process; settling is safe to repeat): online
 * orders left pending are checked with the gateway and cancelled once past their payment
 * window; money captured for orders we could not fulfil is refunded.
 */
export async function reconcilePayments(
  db: DbOrTx,
  provider: PaymentProvider,
  links: OrderLinks,
  now = new Date(),
): Promise<{ settled: number; refunded: number }> {
  let settled = 0;
  let refunded = 0;
  const stale = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.paymentState, 'pending'),
        lt(orders.placedAt, new Date(now.getTime() - RECONCILE_AFTER_MS)),
      ),
    )
    .orderBy(asc(orders.placedAt))
    .limit(50);
  for (const order of stale) {
    const expire = now.getTime() - order.placedAt.getTime() >= PAYMENT_WINDOW_MS;
    const outcome = await syncWithGateway(db, provider, order, links, { expire });
    if (outcome !== 'pending') settled++;
  }
  const owed = await db
    .select({ order: orders, payment: payments })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(and(eq(orders.paymentState, 'refund_due'), eq(payments.status, 'refund_pending')))
    .limit(50);
  for (const { order, payment } of owed) {
    if (!payment.providerPaymentId || payment.provider !== provider.name) continue;
    try {
      const refund = await provider.refund(payment.providerPaymentId, payment.amountPaise);
      await db.transaction(async (tx) => {
        await tx
          .update(payments)
          .set({ status: 'refunded', providerRefundId: refund.id, updatedAt: new Date() })
          .where(eq(payments.id, payment.id));
        await tx.update(orders).set({ paymentState: 'refunded' }).where(eq(orders.id, order.id));
      });
      refunded++;
    } catch (error) {
      if (!GatewayError.is(error)) throw error;
      await db
        .update(payments)
        .set({ lastError: `Refund failed: ${error.message}`, updatedAt: new Date() })
        .where(eq(payments.id, payment.id));
    }
  }
  return { settled, refunded };
}

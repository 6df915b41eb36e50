/**
 * The one completion path of online payments. The browser's return (a verified signature),
 * a webhook and the reconciliation job all end here: what the gateway reports is read into
 * one event of the order's lifecycle (order-lifecycle/table.ts), which transition() makes
 * under a row lock on the order, so whichever comes first settles the order and the others
 * find it settled (Medusa #13301, Saleor #12652). A payment that failed or expired may
 * still be captured later (the table says what then); money for an order replaced by a
 * newer checkout, or paid twice, is refunded as a stray payment.
 */

import { and, asc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { msg } from '../../i18n/msg.ts';
import { newPublicId } from '../../lib/ids.server.ts';
import type { OrderLinks, OrderRow } from '../order/orders.server.ts';
import { orders } from '../order/schema.ts';
import {
  type CheckoutWindow,
  GatewayError,
  type GatewayPayment,
  type PaymentProvider,
} from '../payment/provider.ts';
import { payments, strayPayments, webhookEvents } from '../payment/schema.ts';
import { allows, type LifecycleEvent } from './table.ts';
import { IllegalTransition, type Moved, movePayment, transition } from './transition.server.ts';

/** An unpaid online order holds its stock this long before reconciliation cancels it. */
export const PAYMENT_WINDOW_MS = 20 * 60_000;
/** Reconciliation asks the gateway about orders left pending this long. */
export const RECONCILE_AFTER_MS = 10 * 60_000;
/**
 * A payment marked failed can still be authorized for a few days (Razorpay): cancelled
 * orders are asked about this long, every half hour, so that late money is not lost.
 */
const LATE_CAPTURE_MS = 3 * 24 * 60 * 60_000;
const RECHECK_FAILED_MS = 30 * 60_000;
/** A claim to create a gateway order that is older than this was left by a dead process. */
const STALE_CLAIM_MS = 2 * 60_000;

export type SettleOutcome =
  | 'paid'
  | 'already-settled'
  | 'failed'
  | 'refund-due'
  /** A payment is authorized and on its way to capture. */
  | 'authorized'
  | 'pending';

type PaymentRow = typeof payments.$inferSelect;

/** The order's gateway payment (there is at most one open at a time), never a mere claim. */
async function latestPayment(db: DbOrTx, orderId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), ne(payments.status, 'creating')))
    .orderBy(sql`${payments.id} desc`)
    .limit(1);
  return row ?? null;
}

function windowOf(provider: PaymentProvider, row: PaymentRow): CheckoutWindow {
  return provider.checkoutWindow({
    id: row.providerOrderId,
    amountPaise: row.amountPaise,
    currency: 'INR',
  });
}

/**
 * The payment window of an order whose gateway order is open; 'confirming' when a payment
 * is authorized and on its way to capture (the window must not be paid again); or null
 * (none made yet).
 */
export async function currentPaymentWindow(
  db: DbOrTx,
  provider: PaymentProvider,
  order: OrderRow,
): Promise<CheckoutWindow | 'confirming' | null> {
  const existing = await latestPayment(db, order.id);
  if (!existing || existing.provider !== provider.name) return null;
  if (existing.status === 'authorized') return 'confirming';
  return existing.status === 'created' ? windowOf(provider, existing) : null;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The gateway order of an unpaid online order, created on the gateway the first time
 * (the amount is our order's total, never a figure from the browser). A claim row (status
 * 'creating'; one payment per order, by a unique index) makes a double submit wait for the
 * first one's gateway order instead of opening a second. Throws GatewayError.
 */
export async function openPayment(
  db: DbOrTx,
  provider: PaymentProvider,
  order: OrderRow,
): Promise<CheckoutWindow> {
  for (let attempt = 0; attempt < 40; attempt++) {
    // An order cancelled meanwhile (replaced by a newer checkout, expired) takes no money.
    const [now] = await db
      .select({ paymentState: orders.paymentState })
      .from(orders)
      .where(eq(orders.id, order.id));
    if (now?.paymentState !== 'pending') throw noLongerPayable();
    const [open] = await db.select().from(payments).where(eq(payments.orderId, order.id)).limit(1);
    if (open && open.status !== 'creating') {
      if (open.status !== 'created' || open.provider !== provider.name) throw noLongerPayable();
      return windowOf(provider, open);
    }
    if (open) {
      // Someone else is creating it: wait for theirs, or clear a dead process's claim.
      if (Date.now() - open.createdAt.getTime() > STALE_CLAIM_MS) {
        await db
          .delete(payments)
          .where(and(eq(payments.id, open.id), eq(payments.status, 'creating')));
      } else {
        await pause(250);
      }
      continue;
    }
    const [claim] = await db
      .insert(payments)
      .values({
        orderId: order.id,
        provider: provider.name,
        providerOrderId: `claim_${newPublicId()}`,
        amountPaise: order.totalPaise,
        status: 'creating',
      })
      .onConflictDoNothing()
      .returning({ id: payments.id });
    if (!claim) continue;
    try {
      const gatewayOrder = await provider.createOrder({
        amountPaise: order.totalPaise,
        receipt: order.orderNumber,
        notes: { order: order.publicId },
      });
      await movePayment(
        db,
        payments,
        claim.id,
        { from: 'creating', to: 'created' },
        { providerOrderId: gatewayOrder.id, amountPaise: gatewayOrder.amountPaise },
      );
      return provider.checkoutWindow(gatewayOrder);
    } catch (error) {
      await db.delete(payments).where(eq(payments.id, claim.id));
      throw error;
    }
  }
  throw new GatewayError(msg('The payment is still being prepared. Please try again.'), 0);
}

/** An order cancelled (replaced, expired, failed) or paid meanwhile opens no window. */
export const NO_LONGER_PAYABLE = msg('This order can no longer be paid. Please check out again.');
const noLongerPayable = () => new GatewayError(NO_LONGER_PAYABLE, 409);

/**
 * A new checkout from a browser first asks the gateway about that browser's earlier unpaid
 * online orders, then cancels those still unpaid as replaced, so that one visitor holds the
 * stock of one unpaid order at most and one cart becomes one paid order at most (money paid
 * in a replaced order's window later is refunded as a stray payment). An earlier order whose money has come (settled as paid here) or is
 * on its way (authorized) is returned instead, and nothing is cancelled: a shopper who
 * paid, lost the window before it came back and checks out again must not pay twice
 * (found by review). An order the gateway cannot answer for now is left to its window.
 */
export async function settleEarlierUnpaid(
  db: DbOrTx,
  provider: PaymentProvider,
  browser: { sessionId: number; userId: number | null },
  keepKey: string,
  links: OrderLinks,
): Promise<OrderRow | null> {
  const earlier = await db.select().from(orders).where(unpaidOf(browser, keepKey));
  const unpaid: number[] = [];
  for (const order of earlier) {
    let outcome: SettleOutcome;
    try {
      outcome = await syncWithGateway(db, provider, order, links);
    } catch (error) {
      if (!GatewayError.is(error)) throw error;
      continue;
    }
    const [now] = await db.select().from(orders).where(eq(orders.id, order.id)).limit(1);
    if (now && (outcome === 'authorized' || now.paymentState === 'paid')) return now;
    if (outcome === 'pending') unpaid.push(order.id);
  }
  for (const id of unpaid) {
    const replaced = await transition(db, id, 'replaced', { links }).catch(unlessIllegal);
    if (replaced) continue;
    // Refused: its money came between the question and now. It is the answer, as above,
    // and no second order is placed (found by review).
    const [now] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
    if (now?.paymentState === 'paid') return now;
  }
  return null;
}

/** A browser's online orders still unpaid, other than the one this checkout's key placed. */
function unpaidOf(browser: { sessionId: number; userId: number | null }, keepKey: string) {
  return and(
    eq(orders.sessionId, browser.sessionId),
    // Signed in, never another account's order that carries the same session (a guest
    // who created an account with it, then someone else signed in there): it is not
    // this shopper's to see or to cancel (found by review).
    browser.userId === null
      ? undefined
      : or(isNull(orders.userId), eq(orders.userId, browser.userId)),
    eq(orders.paymentState, 'pending'),
    ne(orders.idempotencyKey, keepKey),
  );
}

/** The advisory-lock class of one browser's checkouts; the second key is its session's id. */
const CHECKOUT_LOCK = 28;

/**
 * Inside the transaction that places a browser's new order: waits until any other checkout
 * of that browser has committed, then replaces the browser's orders still unpaid. Those
 * placed before this checkout began were asked about at the gateway (settleEarlierUnpaid);
 * these were placed by a checkout running at the same moment (two tabs at once) and are
 * replaced without asking: money paid in their windows anyway is refunded as stray. Two
 * checkouts at once still leave one payable order (found by review).
 */
export async function replaceConcurrentUnpaid(
  tx: DbOrTx,
  browser: { sessionId: number; userId: number | null },
  keepKey: string,
  links: OrderLinks,
): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${CHECKOUT_LOCK}::int, ${browser.sessionId}::int)`,
  );
  const others = await tx.select({ id: orders.id }).from(orders).where(unpaidOf(browser, keepKey));
  for (const { id } of others) {
    await transition(tx, id, 'replaced', { links }).catch(unlessIllegal);
  }
}

export interface SettleOptions {
  /** The order is past its payment window: cancel it if nothing was paid. */
  expire?: boolean;
  /**
   * The shopper's payment window has closed after a failed attempt (the sandbox's Fail,
   * or Razorpay's window dismissed after a failure): cancel it. Otherwise a failed attempt
   * is only recorded, since Razorpay's window lets the shopper try again.
   */
  cancelOnFailure?: boolean;
}

/** What the gateway's report of one gateway order says, read against the order. */
interface Report {
  /** The captured payment of the order's amount that pays for it now, if it may be paid. */
  paying: GatewayPayment | undefined;
  /** Captured money that does not pay for the order: refunded as stray payments. */
  strays: GatewayPayment[];
  authorized: boolean;
  /** The last failed attempt, if any. */
  failure: GatewayPayment | undefined;
}

async function readReport(
  tx: DbOrTx,
  order: OrderRow,
  payment: PaymentRow,
  reported: GatewayPayment[],
): Promise<Report> {
  const ours = reported.filter((p) => p.orderId === payment.providerOrderId);
  // Money already found not to pay for the order (and perhaps refunded) never does
  // later, whatever amount a report claims for it (found by review).
  const known = new Set(
    (
      await tx
        .select({ id: strayPayments.providerPaymentId })
        .from(strayPayments)
        .where(eq(strayPayments.orderId, order.id))
    ).map((row) => row.id),
  );
  const captured = ours.filter((p) => p.status === 'captured');
  // The payment that pays for the order: the one settling it now, if the order may still be
  // paid, or the one it was settled with. Any other captured money is refunded.
  const paying = allows(order.paymentState, 'paymentCaptured')
    ? captured.find((p) => p.amountPaise === payment.amountPaise && !known.has(p.id))
    : undefined;
  const settledWith = paying?.id ?? order.paymentReference;
  return {
    paying,
    strays: captured.filter((p) => p.id !== settledWith),
    authorized: ours.some((p) => p.status === 'authorized'),
    failure: ours.findLast((p) => p.status === 'failed'),
  };
}

/** The event a report makes of an order in this state, or null when it changes nothing. */
function eventOf(report: Report, state: OrderRow['paymentState'], options: SettleOptions) {
  if (report.paying) return 'paymentCaptured';
  if (state !== 'pending') return null;
  // An authorized payment is on its way to capture: nothing to cancel yet, and the
  // window is not offered again (currentPaymentWindow), so that nobody pays twice.
  if (report.authorized) return 'paymentAuthorized';
  if (report.failure && options.cancelOnFailure) return 'windowClosed';
  if (options.expire) return report.failure ? 'windowClosed' : 'expired';
  if (report.failure) return 'paymentFailed';
  return null;
}

const OUTCOME: Partial<Record<LifecycleEvent, SettleOutcome>> = {
  paymentAuthorized: 'authorized',
  paymentFailed: 'pending',
  windowClosed: 'failed',
  expired: 'failed',
};

/** What settling an order that the report did not move comes to. */
function unmovedOutcome(state: OrderRow['paymentState']): SettleOutcome {
  if (state === 'pending') return 'pending';
  return state === 'failed' || state === 'replaced' ? 'failed' : 'already-settled';
}

function outcomeOf(event: LifecycleEvent, moved: Moved): SettleOutcome {
  if (event === 'paymentCaptured') return moved.move.to === 'paid' ? 'paid' : 'refund-due';
  return OUTCOME[event] ?? 'pending';
}

/**
 * Settles the order behind a gateway order from what the gateway says of its payments
 * (a verified signature counts as a captured payment): the report is read against the
 * locked order, stray money is recorded, then the one event the report makes is applied.
 */
export async function settleGatewayOrder(
  db: DbOrTx,
  providerOrderId: string,
  reported: GatewayPayment[],
  links: OrderLinks,
  options: SettleOptions = {},
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
    const report = await readReport(tx, order, payment, reported);
    if (report.strays.length > 0) {
      await transition(tx, order.id, 'strayMoneyFound', { links, strays: report.strays });
    }
    const event = eventOf(report, order.paymentState, options);
    if (!event) return unmovedOutcome(order.paymentState);
    const moved = await transition(tx, order.id, event, {
      links,
      paymentId: report.paying?.id,
      failure: report.failure ? (report.failure.errorDescription ?? null) : undefined,
    });
    return outcomeOf(event, moved);
  });
}

/** A refused transition means the order moved on meanwhile: nothing to do. */
function unlessIllegal(error: unknown): null {
  if (error instanceof IllegalTransition) return null;
  throw error;
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
  options: SettleOptions = {},
): Promise<SettleOutcome> {
  const payment = await latestPayment(db, order.id);
  if (!payment || payment.provider !== provider.name) {
    if (options.expire && order.paymentState === 'pending') {
      // No gateway order was ever made (the gateway was down): nothing can have been paid.
      const moved = await transition(db, order.id, 'expired', { links }).catch(unlessIllegal);
      return moved ? 'failed' : 'already-settled';
    }
    return 'pending';
  }
  const reported = await provider.fetchOrderPayments(payment.providerOrderId);
  await db.update(payments).set({ checkedAt: new Date() }).where(eq(payments.id, payment.id));
  return settleGatewayOrder(db, payment.providerOrderId, reported, links, options);
}

export type WebhookOutcome = 'invalid' | 'duplicate' | 'processed';

/**
 * A gateway webhook: verified on the raw body, de-duplicated by event id, then settled in
 * the same transaction as the de-duplication record, so a failure leaves no trace and the
 * gateway's retry runs it again. A failed attempt is only recorded: the shopper may still
 * be retrying in the payment window.
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
        // What the shop acted on; the gateway's payment record (the payer's e-mail, phone,
        // UPI id or card details) is not kept.
        payload: { orderId: event.orderId, payment: event.payment },
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

export interface ReconcileReport {
  settled: number;
  refunded: number;
  /** Orders or refunds the gateway could not answer for this time (tried again next run). */
  errors: { orderNumber: string; message: string }[];
}

/**
 * Reconciliation (run every minute by each process; settling is safe to repeat): online
 * orders left pending are checked with the gateway and cancelled once past their payment
 * window; cancelled orders are checked for late money for a few days; money captured for
 * orders we could not fulfil is refunded. One order the gateway cannot answer for does
 * not hold up the others.
 */
export async function reconcilePayments(
  db: DbOrTx,
  provider: PaymentProvider,
  links: OrderLinks,
  now = new Date(),
): Promise<ReconcileReport> {
  const report: ReconcileReport = { settled: 0, refunded: 0, errors: [] };
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const stale = await db
    .select()
    .from(orders)
    .where(and(eq(orders.paymentState, 'pending'), lt(orders.placedAt, ago(RECONCILE_AFTER_MS))))
    .orderBy(asc(orders.placedAt))
    .limit(50);
  const lateMoney = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(
      and(
        // Replaced orders too: money paid in their window anyway is refunded as stray.
        inArray(orders.paymentState, ['failed', 'replaced']),
        gt(orders.placedAt, ago(LATE_CAPTURE_MS)),
        eq(payments.provider, provider.name),
        inArray(payments.status, ['created', 'failed']),
        or(isNull(payments.checkedAt), lt(payments.checkedAt, ago(RECHECK_FAILED_MS))),
      ),
    )
    .limit(50);
  // A paid order is asked about once more after its payment window has closed: a second
  // payment of one window (two tabs) is refunded even where no webhook tells of it.
  const paidOnce = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(
      and(
        eq(orders.paymentState, 'paid'),
        eq(payments.provider, provider.name),
        eq(payments.status, 'captured'),
        lt(payments.updatedAt, ago(PAYMENT_WINDOW_MS)),
        gt(payments.updatedAt, ago(LATE_CAPTURE_MS)),
        or(
          isNull(payments.checkedAt),
          lt(
            payments.checkedAt,
            sql`${payments.updatedAt} + make_interval(secs => ${PAYMENT_WINDOW_MS / 1000})`,
          ),
        ),
      ),
    )
    .limit(50);
  for (const order of [...stale, ...[...lateMoney, ...paidOnce].map((row) => row.order)]) {
    const expire = now.getTime() - order.placedAt.getTime() >= PAYMENT_WINDOW_MS;
    try {
      const outcome = await syncWithGateway(db, provider, order, links, { expire });
      if (outcome === 'paid' || outcome === 'refund-due' || (outcome === 'failed' && expire)) {
        report.settled++;
      }
    } catch (error) {
      if (!GatewayError.is(error)) throw error;
      report.errors.push({ orderNumber: order.orderNumber, message: error.message });
    }
  }
  report.refunded = await refundOwed(db, provider, links, report, now);
  return report;
}

/** Moves a payments or stray_payments row's refund state, only from the state it expects. */
type RefundMark = (
  move: { from: 'refund_pending' | 'refunding'; to: 'refund_pending' | 'refunding' },
  set?: { lastError: string },
) => Promise<boolean>;

function refundMark(
  db: DbOrTx,
  table: typeof payments | typeof strayPayments,
  id: number,
): RefundMark {
  return (move, set) => movePayment(db, table, id, move, set);
}

/**
 * One refund: claimed first, so that two processes never both ask the gateway; put back
 * for the next run, with the gateway's reason, when it refuses.
 */
async function refund(
  provider: PaymentProvider,
  owed: { orderNumber: string; providerPaymentId: string; amountPaise: number },
  mark: RefundMark,
  done: (refundId: string) => Promise<unknown>,
  report: ReconcileReport,
): Promise<boolean> {
  if (!(await mark({ from: 'refund_pending', to: 'refunding' }))) return false;
  try {
    const made = await provider.refund(owed.providerPaymentId, owed.amountPaise);
    await done(made.id);
    return true;
  } catch (error) {
    if (!GatewayError.is(error)) throw error;
    await mark(
      { from: 'refunding', to: 'refund_pending' },
      { lastError: `Refund failed: ${error.message}` },
    );
    report.errors.push({ orderNumber: owed.orderNumber, message: error.message });
    return false;
  }
}

/**
 * Refunds money captured for orders that were cancelled, and captured money that did not
 * pay for its order (stray payments). Each refund is claimed first ('refunding'), so two
 * processes never both ask; the gateway refuses a second full refund of a payment anyway.
 */
async function refundOwed(
  db: DbOrTx,
  provider: PaymentProvider,
  links: OrderLinks,
  report: ReconcileReport,
  now: Date,
): Promise<number> {
  let refunded = 0;
  const owed = await db
    .select({ order: orders, payment: payments })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(and(eq(orders.paymentState, 'refund_due'), eq(payments.status, 'refund_pending')))
    .limit(50);
  for (const { order, payment } of owed) {
    const { providerPaymentId } = payment;
    if (!providerPaymentId || payment.provider !== provider.name) continue;
    const made = await refund(
      provider,
      { orderNumber: order.orderNumber, providerPaymentId, amountPaise: payment.amountPaise },
      refundMark(db, payments, payment.id),
      (refundId) => transition(db, order.id, 'refundDone', { links, refundId }),
      report,
    );
    if (made) refunded++;
  }
  // The longest-waiting first, so a refund the gateway keeps refusing (its lastError shown
  // to staff) never holds up newer ones; after 3 days it is left to staff.
  const strays = await db
    .select({ orderNumber: orders.orderNumber, stray: strayPayments })
    .from(strayPayments)
    .innerJoin(orders, eq(orders.id, strayPayments.orderId))
    .where(
      and(
        eq(strayPayments.status, 'refund_pending'),
        eq(strayPayments.provider, provider.name),
        gt(strayPayments.createdAt, new Date(now.getTime() - LATE_CAPTURE_MS)),
      ),
    )
    .orderBy(asc(strayPayments.updatedAt))
    .limit(50);
  for (const { orderNumber, stray } of strays) {
    const made = await refund(
      provider,
      { orderNumber, providerPaymentId: stray.providerPaymentId, amountPaise: stray.amountPaise },
      refundMark(db, strayPayments, stray.id),
      (refundId) =>
        movePayment(
          db,
          strayPayments,
          stray.id,
          { from: 'refunding', to: 'refunded' },
          { providerRefundId: refundId },
        ),
      report,
    );
    if (made) refunded++;
  }
  return refunded;
}

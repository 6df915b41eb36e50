/**
 * The one writer of an order's lifecycle columns (payment_state, payment_reference,
 * stock_released_at, the status history, its payment's status): `transition()` locks the
 * order row, picks the move the table declares for the event (table.ts), refuses any other,
 * and makes the move's effects in the same transaction. `placeNewOrder()` is the `placed`
 * event, which creates the row; `movePayment()` moves a payment or stray payment row on its
 * own (a gateway order made, a refund claimed or refused), checked against PAYMENT_MOVES.
 */

import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { DEFAULT_LOCALE, isLocale, localizedPath } from '../../i18n/locales.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { removeBoughtLines } from '../cart/bought-lines.server.ts';
import { returnStock, type StockLine, takeStock } from '../catalog/inventory.server.ts';
import { visitEmailFacts } from '../installation/order-visit.server.ts';
import { visitLinkPath } from '../installation/visit-link.server.ts';
import { releaseOrderVisit, visitOf } from '../installation/visits.server.ts';
import { type OrderEvent, queueOrderUpdate } from '../messaging/order-updates.server.ts';
import { orderStatusEmail } from '../notification/emails.server.tsx';
import { enqueueEmail } from '../notification/outbox.server.ts';
import { redemptionBack, releaseRedemption } from '../offers/coupons.server.ts';
import { enqueueOrderEmails, type OrderLinks, type OrderRow } from '../order/orders.server.ts';
import { pickupStoreOf } from '../order/pickup-store.server.ts';
import { orderLines, orderStatusHistory, orders } from '../order/schema.ts';
import { shipmentsOf } from '../order/shipments.server.ts';
import { canMoveTo, DEFAULT_STATUS_TEXT, EMAILED_STATUSES } from '../order/status-flow.ts';
import { handedOver, type OrderStatus, STATUS_TEXT } from '../order/view.ts';
import { payments, strayPayments } from '../payment/schema.ts';
import type { PaymentStatus } from '../payment/statuses.ts';
import { queueReviewRequest } from '../review/review-requests.server.ts';
import type { CartOwner } from '../shopper/owner.server.ts';
import {
  type Guard,
  type LifecycleEvent,
  type LifecycleState,
  movesFor,
  PAYMENT_MOVES,
  type Transition,
} from './table.ts';

/** What an event carries besides its name. */
export interface EventFacts {
  links: OrderLinks;
  /** placed: the stock the order's lines take. */
  stock?: StockLine[];
  /** paymentCaptured: the gateway's payment that pays for the order. */
  paymentId?: string;
  /** paymentFailed, windowClosed: the gateway's reason. */
  failure?: string | null;
  /** strayMoneyFound: captured payments that do not pay for the order. */
  strays?: { id: string; amountPaise: number }[];
  /** refundDone: the refund's reference (the gateway's, or the one staff recorded). */
  refundId?: string;
  /** statusChanged, cancelled: staff's status and, if they wrote one, its description. */
  status?: OrderStatus;
  description?: string | undefined;
}

export interface Moved {
  order: OrderRow;
  from: LifecycleState;
  move: Transition;
  /** The status-history entry the move appended, if any. */
  history?: { status: OrderStatus; description: string };
  /** releaseStock: whether this move gave the stock back (false: it already had been). */
  stockReleased?: boolean;
}

type PaymentRow = typeof payments.$inferSelect;

/** An event the order's state does not allow: refused, nothing written. */
export class IllegalTransition extends DomainError {
  constructor(from: LifecycleState, event: LifecycleEvent) {
    super('conflict', `An order in state '${from}' cannot take the event '${event}'.`);
  }
}

/** The order's gateway payment, locked (at most one per order; never a mere claim). */
async function lockPayment(tx: DbOrTx, orderId: number): Promise<PaymentRow | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), ne(payments.status, 'creating')))
    .for('update');
  return row ?? null;
}

/** The lines of a placed order, as stock lines (variants since deleted are left out). */
async function orderStockLines(tx: DbOrTx, orderId: number): Promise<StockLine[]> {
  const rows = await tx
    .select({
      variantDbId: orderLines.variantId,
      productDbId: orderLines.productId,
      productName: orderLines.productName,
      variantLabel: orderLines.variantLabel,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.variantId)))
    .orderBy(asc(orderLines.variantId));
  return rows.map((row) => ({ ...row, variantDbId: row.variantDbId ?? 0 }));
}

/**
 * Takes the order's coupon use and stock again, or nothing of them (a savepoint): false if
 * the code no longer allows it or any line ran out. The code is locked before the stock,
 * in the order placements lock them.
 */
async function stockBack(tx: DbOrTx, order: OrderRow): Promise<boolean> {
  try {
    await tx.transaction(async (inner) => {
      if (!(await redemptionBack(inner, order.id))) {
        throw new DomainError('conflict', 'The coupon code no longer allows this order.');
      }
      await takeStock(inner, await orderStockLines(inner, order.id));
    });
    return true;
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
}

interface Step {
  tx: DbOrTx;
  order: OrderRow;
  payment: PaymentRow | null;
  facts: EventFacts;
}

/** Whether a move's guard holds. `stockBack` takes the stock when it holds. */
async function guardHolds(step: Step, guard: Guard | undefined): Promise<boolean> {
  const { order, facts } = step;
  switch (guard) {
    case undefined:
      return true;
    case 'cod':
    case 'online':
      return order.paymentMethod === guard;
    case 'pickupCod':
      return order.paymentMethod === 'cod' && order.pickupStoreId !== null;
    case 'staffMay':
      return facts.status !== undefined && canMoveTo(order, facts.status);
    case 'notCancelled':
      return order.status !== 'Cancelled';
    case 'stockBack':
      return stockBack(step.tx, order);
  }
}

function historyOf(move: Transition, facts: EventFacts): OrderStatus | null {
  if (move.history === 'staff') return facts.status ?? null;
  return move.history ?? null;
}

function descriptionOf(move: Transition, status: OrderStatus, facts: EventFacts): string {
  if (move.text) return STATUS_TEXT[move.text];
  return facts.description?.trim() || DEFAULT_STATUS_TEXT[status] || status;
}

/** The effects of a move, in the order the table lists them. */
async function runEffects(step: Step, move: Transition, moved: Moved): Promise<void> {
  const { tx, facts } = step;
  for (const effect of move.effects ?? []) {
    const order = moved.order;
    switch (effect) {
      case 'takeStock':
        await takeStock(tx, facts.stock ?? []);
        break;
      case 'retakeStock':
        // Taken by the `stockBack` guard; the order holds its stock (and its code's use) again.
        await tx.update(orders).set({ stockReleasedAt: null }).where(eq(orders.id, order.id));
        break;
      case 'releaseStock': {
        // Stamped first: a concurrent or later release finds it stamped and does nothing.
        const stamped = await tx
          .update(orders)
          .set({ stockReleasedAt: new Date() })
          .where(and(eq(orders.id, order.id), sql`${orders.stockReleasedAt} is null`))
          .returning({ id: orders.id });
        moved.stockReleased = stamped.length > 0;
        if (moved.stockReleased) {
          await returnStock(tx, await orderStockLines(tx, order.id));
          // A cancelled or unpaid order gives its coupon code's use back, as its stock.
          await releaseRedemption(tx, order.id);
          // And its booked installation visit's place (issue 35); it can be booked again.
          await releaseOrderVisit(tx, order.id);
        }
        break;
      }
      case 'noteFailure':
        if (step.payment && facts.failure !== undefined) {
          await tx
            .update(payments)
            .set({ lastError: facts.failure ?? 'Payment failed', updatedAt: new Date() })
            .where(eq(payments.id, step.payment.id));
        }
        break;
      case 'recordStray':
        await recordStrays(tx, step.payment, facts.strays ?? []);
        break;
      case 'confirm':
        await removeBoughtLines(tx, cartOwnersOf(order), await boughtVariants(tx, order));
        await enqueueOrderEmails(
          tx,
          order,
          facts.links,
          await visitEmailFacts(tx, order, facts.links),
        );
        break;
      case 'statusEmail':
        await emailStatus(tx, order, facts.links, moved);
        if (moved.history && handedOver(moved.history.status)) {
          await queueReviewRequest(tx, order, facts.links);
        }
        break;
      case 'phoneUpdate': {
        const event = phoneEventOf(moved);
        if (!event) break;
        // Ready at the store: which one, and the way there (issue 35).
        const store =
          event === 'readyForPickup' && order.pickupStoreId !== null
            ? await pickupStoreOf(tx, order.pickupStoreId)
            : null;
        await queueOrderUpdate(tx, order, event, facts.links.origin, {
          ...(store
            ? {
                store: (order.locale === 'kn' && store.nameKn) || store.name,
                link: store.directionsUrl,
              }
            : {}),
        });
        break;
      }
    }
  }
}

const PHONE_EVENTS: Partial<Record<OrderStatus, OrderEvent>> = {
  'Order Placed': 'placed',
  'Payment Confirmed': 'paid',
  Shipped: 'shipped',
  'Out for Delivery': 'outForDelivery',
  Delivered: 'delivered',
  'Ready for Pickup': 'readyForPickup',
  'Picked Up': 'pickedUp',
  Cancelled: 'cancelled',
};

/** The update a move tells the shopper of: its new status's, or the refund's. */
function phoneEventOf(moved: Moved): OrderEvent | undefined {
  if (moved.history) return PHONE_EVENTS[moved.history.status];
  return moved.move.to === 'refunded' ? 'refunded' : undefined;
}

/** The carts an order was bought from: none for Buy now. */
function cartOwnersOf(order: OrderRow): CartOwner[] {
  if (!order.fromCart) return [];
  const owners: CartOwner[] = [];
  if (order.userId) owners.push({ userId: order.userId });
  if (order.sessionId) owners.push({ sessionId: order.sessionId });
  return owners;
}

async function boughtVariants(tx: DbOrTx, order: OrderRow): Promise<number[]> {
  const rows = await tx
    .select({ id: orderLines.variantId })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order.id), isNotNull(orderLines.variantId)));
  return rows.map((row) => row.id ?? 0);
}

/**
 * Captured money that does not pay for the order: recorded once, for reconciliation to
 * refund. It was dropped before, and the shop kept it (found by review).
 */
async function recordStrays(
  tx: DbOrTx,
  payment: PaymentRow | null,
  strays: { id: string; amountPaise: number }[],
) {
  if (!payment || strays.length === 0) return;
  await tx
    .insert(strayPayments)
    .values(
      strays.map((stray) => ({
        orderId: payment.orderId,
        provider: payment.provider,
        providerOrderId: payment.providerOrderId,
        providerPaymentId: stray.id,
        amountPaise: stray.amountPaise,
      })),
    )
    .onConflictDoNothing({ target: strayPayments.providerPaymentId });
}

async function emailStatus(tx: DbOrTx, order: OrderRow, links: OrderLinks, moved: Moved) {
  if (!moved.history || !EMAILED_STATUSES.has(moved.history.status)) return;
  const { status } = moved.history;
  await emailOrderUpdate(
    tx,
    order,
    links,
    moved.history,
    `order-status:${order.publicId}:${status}`,
  );
}

/** Delivered, with the installation still to book (issue 35): the link to book it. */
async function installationToBook(
  tx: DbOrTx,
  order: OrderRow,
  status: string,
  links: OrderLinks,
): Promise<string | null> {
  if (status !== 'Delivered') return null;
  const visit = await visitOf(tx, order.id);
  if (visit?.state !== 'to_book') return null;
  const locale = isLocale(order.locale) ? order.locale : DEFAULT_LOCALE;
  const path = localizedPath(locale, visitLinkPath(links.invoiceSecret, order.publicId));
  return new URL(path, links.origin).href;
}

/** Ready for pickup (issue 35): the store, the way there and the code to show. */
async function pickupToCollect(tx: DbOrTx, order: OrderRow, status: string) {
  if (status !== 'Ready for Pickup' || order.pickupStoreId === null || !order.pickupCode) {
    return null;
  }
  const store = await pickupStoreOf(tx, order.pickupStoreId);
  return store ? { store, code: order.pickupCode } : null;
}

/**
 * An e-mail to the shopper about where the order stands, with every parcel so far and its
 * courier's tracking page: a status change's, or a later parcel's (shipping.server.ts).
 */
export async function emailOrderUpdate(
  tx: DbOrTx,
  order: OrderRow,
  links: OrderLinks,
  update: { status: string; description: string },
  dedupeKey: string,
) {
  const locale = isLocale(order.locale) ? order.locale : DEFAULT_LOCALE;
  const trackUrl = new URL(
    localizedPath(locale, `/track-order?order=${order.publicId}`),
    links.origin,
  ).href;
  await enqueueEmail(
    tx,
    orderStatusEmail(
      {
        locale,
        orderNumber: order.orderNumber,
        name: `${order.firstName} ${order.lastName}`,
        email: order.email,
      },
      update,
      trackUrl,
      links.origin,
      (await shipmentsOf(tx, order.id)).map((parcel) => ({
        courier: parcel.courier,
        awb: parcel.awb,
        status: parcel.status,
        items: parcel.lines.map((line) => `${line.quantity} × ${line.productName}`).join(', '),
        trackingUrl: parcel.trackingUrl,
      })),
      await installationToBook(tx, order, update.status, links),
      await pickupToCollect(tx, order, update.status),
    ),
    { dedupeKey },
  );
}

/**
 * The state, the payment and the history of one move; then its effects on a fresh read of
 * the row (the status-history trigger has set `status`).
 */
async function applyMove(step: Step, from: LifecycleState, move: Transition): Promise<Moved> {
  const { tx, order, payment, facts } = step;
  const paymentId =
    move.payment === 'captured' || move.to === 'refund_due' ? facts.paymentId : undefined;
  await tx
    .update(orders)
    .set({ paymentState: move.to, ...(paymentId ? { paymentReference: paymentId } : {}) })
    .where(eq(orders.id, order.id));
  if (move.payment && payment) {
    await movePaymentRow(tx, payment, move.payment, {
      ...(paymentId ? { providerPaymentId: paymentId } : {}),
      ...(facts.refundId ? { providerRefundId: facts.refundId } : {}),
    });
  }
  const status = historyOf(move, facts);
  const history = status ? { status, description: descriptionOf(move, status, facts) } : undefined;
  if (history) await tx.insert(orderStatusHistory).values({ orderId: order.id, ...history });
  const [after] = await tx.select().from(orders).where(eq(orders.id, order.id));
  const moved: Moved = { order: after ?? order, from, move, ...(history ? { history } : {}) };
  await runEffects(step, move, moved);
  return moved;
}

/**
 * A payments row's own move, if PAYMENT_MOVES allows it from where the row is; a row
 * already there stays. Refused otherwise (the database would refuse it too).
 */
async function movePaymentRow(
  tx: DbOrTx,
  payment: PaymentRow,
  to: PaymentStatus,
  set: { providerPaymentId?: string; providerRefundId?: string },
): Promise<void> {
  if (payment.status === to) return;
  if (!PAYMENT_MOVES[payment.status].includes(to)) {
    throw new Error(`A payment cannot go from '${payment.status}' to '${to}'.`);
  }
  await tx
    .update(payments)
    .set({ ...set, status: to, updatedAt: new Date() })
    .where(eq(payments.id, payment.id));
}

/**
 * Moves the order by one event, in a transaction with the order row locked: the first
 * move the table declares for the order's state whose guard holds, with its effects.
 * Throws IllegalTransition when there is none (nothing is written).
 */
export async function transition(
  db: DbOrTx,
  orderId: number,
  event: LifecycleEvent,
  facts: EventFacts,
): Promise<Moved> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new DomainError('not_found', 'This order was not found.');
    const step: Step = { tx, order, payment: await lockPayment(tx, order.id), facts };
    for (const move of movesFor(order.paymentState, event)) {
      if (await guardHolds(step, move.when)) return applyMove(step, order.paymentState, move);
    }
    throw new IllegalTransition(order.paymentState, event);
  });
}

export type NewOrder = Omit<typeof orders.$inferInsert, 'paymentState' | 'paymentReference'>;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'orderId'>;

/**
 * The `placed` event: the order row (or null when a concurrent submit with the same
 * idempotency key committed first), its lines and first history entry, then the move's
 * effects (its stock taken; a COD order confirmed, an online one once its payment is), in
 * the caller's transaction.
 */
export async function recordPlacement(
  tx: DbOrTx,
  values: NewOrder,
  lines: { stock: StockLine[]; rows: NewOrderLine[] },
  links: OrderLinks,
  /** What the order holds besides its lines (its installation visit), before its effects. */
  withOrder?: (order: OrderRow) => Promise<void>,
): Promise<OrderRow | null> {
  const method = values.paymentMethod;
  const kind = method === 'cod' && values.pickupStoreId != null ? 'pickupCod' : method;
  const move = movesFor('new', 'placed').find((candidate) => candidate.when === kind);
  if (!move) throw new IllegalTransition('new', 'placed');
  const [created] = await tx
    .insert(orders)
    .values({
      ...values,
      paymentState: move.to,
      // Spec: a COD order's payment id is 'COD'.
      paymentReference: method === 'cod' ? 'COD' : null,
    })
    .onConflictDoNothing({ target: orders.idempotencyKey })
    .returning();
  if (!created) return null;
  await tx.insert(orderLines).values(lines.rows.map((row) => ({ ...row, orderId: created.id })));
  // Before the effects: the confirmation e-mail tells of the visit.
  await withOrder?.(created);
  const facts: EventFacts = { links, stock: lines.stock };
  const status = historyOf(move, facts);
  const moved: Moved = { order: created, from: 'new', move };
  if (status) {
    moved.history = { status, description: descriptionOf(move, status, facts) };
    await tx.insert(orderStatusHistory).values({
      orderId: created.id,
      ...moved.history,
      createdAt: values.placedAt ?? new Date(),
    });
  }
  await runEffects({ tx, order: created, payment: null, facts }, move, moved);
  return created;
}

/**
 * A payments or stray_payments row's own move (no order state changes): only from the
 * status it is expected in, and only as PAYMENT_MOVES allows. Returns whether it moved
 * (false: another process moved it first).
 */
export async function movePayment(
  db: DbOrTx,
  table: typeof payments | typeof strayPayments,
  id: number,
  move: { from: PaymentStatus; to: PaymentStatus },
  set: {
    lastError?: string;
    providerRefundId?: string;
    providerOrderId?: string;
    amountPaise?: number;
  } = {},
): Promise<boolean> {
  if (!PAYMENT_MOVES[move.from].includes(move.to)) {
    throw new Error(`A payment cannot go from '${move.from}' to '${move.to}'.`);
  }
  const rows = await db
    .update(table)
    .set({ ...set, status: move.to, updatedAt: new Date() })
    .where(and(eq(table.id, id), eq(table.status, move.from)))
    .returning({ id: table.id });
  return rows.length > 0;
}

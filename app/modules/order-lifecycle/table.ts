/**
 * The order's lifecycle, declared once: where its money stands (`orders.payment_state`),
 * the events that move it, and what each move does. `transition()` (transition.server.ts)
 * is the only writer of the columns named here, and migration 0024's triggers refuse in
 * the database any move this table does not declare (a test compares the two lists).
 * Client-safe: no database, so the back office can ask what an order may do next.
 */
import type { OrderPaymentState, OrderStatus, STATUS_TEXT } from '../order/view.ts';
import type { PaymentStatus } from '../payment/statuses.ts';

/** An order that does not exist yet: the state before `placed`. */
export type LifecycleState = OrderPaymentState | 'new';

export const LIFECYCLE_EVENTS = [
  'placed',
  'paymentAuthorized',
  'paymentCaptured',
  /** One attempt failed; the shopper may still try again in the same window. */
  'paymentFailed',
  /** The payment window closed after a failed attempt: the attempt, and the order, are over. */
  'windowClosed',
  'expired',
  /** A newer checkout from the same browser replaced this unpaid order. */
  'replaced',
  /** Captured money that does not pay for the order (a second payment, a wrong amount). */
  'strayMoneyFound',
  'refundDone',
  /** Staff move the order through packing and delivery. */
  'statusChanged',
  /** Staff cancel the order before it ships. */
  'cancelled',
  'codCollected',
] as const;
export type LifecycleEvent = (typeof LIFECYCLE_EVENTS)[number];

/**
 * What a move does besides setting the state, in this order:
 * `takeStock` (the order's lines leave the shelf), `releaseStock` / `retakeStock` (an unpaid
 * or cancelled order's stock, code use and installation slot go back once, or the stock is
 * taken again for money that came late),
 * `noteFailure` (the gateway's reason, for staff), `recordStray` (captured money kept apart,
 * to be refunded), `confirm` (the cart's bought lines go, the confirmation e-mails are queued),
 * `statusEmail` (staff's change is e-mailed when the status is one shoppers hear about; on
 * Delivered, the review request is queued to follow some days later), `phoneUpdate` (the
 * WhatsApp or SMS update the move makes, when the shopper asked for them).
 */
export type Effect =
  | 'takeStock'
  | 'releaseStock'
  | 'retakeStock'
  | 'noteFailure'
  | 'recordStray'
  | 'confirm'
  | 'statusEmail'
  | 'phoneUpdate';

/**
 * When a move applies: `cod` / `online` by the order's payment method (`pickupCod`: cash
 * paid at the store an order is collected from, issue 35); `staffMay` when the
 * status flow lets staff make the requested status change (order/status-flow.ts);
 * `notCancelled` while the order is not cancelled; `stockBack` when the order's stock can
 * be taken again (it is then taken). Alternatives are tried in order.
 */
export type Guard = 'cod' | 'pickupCod' | 'online' | 'staffMay' | 'stockBack' | 'notCancelled';

export interface Transition {
  to: OrderPaymentState;
  when?: Guard;
  /** The status-history entry appended ('staff': the one staff chose). */
  history?: OrderStatus | 'staff';
  /** The text of that entry (STATUS_TEXT's key), when the shop writes it. */
  text?: HistoryText;
  /** Where the order's gateway payment goes (payments.status), if it has one. */
  payment?: PaymentStatus;
  effects?: readonly Effect[];
}

/** The shop's own history texts (order/view.ts). */
export type HistoryText = keyof typeof STATUS_TEXT;

type Moves = Partial<Record<LifecycleEvent, Transition | readonly Transition[]>>;

const stray = ['recordStray'] as const;
const cancelUnpaid = {
  history: 'Cancelled',
  payment: 'failed',
  effects: ['releaseStock'],
} as const;

// biome-ignore format: the table reads as one screen, a row per move
export const LIFECYCLE: Record<LifecycleState, Moves> = {
  new: {
    placed: [
      { when: 'pickupCod', to: 'cod', history: 'Order Placed', text: 'placedPickup', effects: ['takeStock', 'confirm', 'phoneUpdate'] },
      { when: 'cod', to: 'cod', history: 'Order Placed', text: 'placedCod', effects: ['takeStock', 'confirm', 'phoneUpdate'] },
      { when: 'online', to: 'pending', history: 'Order Placed', text: 'placedOnline', effects: ['takeStock'] },
    ],
  },
  pending: {
    paymentAuthorized: { to: 'pending', payment: 'authorized' },
    paymentCaptured: { to: 'paid', payment: 'captured', history: 'Payment Confirmed', text: 'paid', effects: ['confirm', 'phoneUpdate'] },
    paymentFailed: { to: 'pending', effects: ['noteFailure'] },
    windowClosed: { to: 'failed', ...cancelUnpaid, text: 'paymentFailed', effects: ['noteFailure', 'releaseStock'] },
    expired: { to: 'failed', ...cancelUnpaid, text: 'expired' },
    replaced: { to: 'replaced', ...cancelUnpaid, text: 'replaced' },
    strayMoneyFound: { to: 'pending', effects: stray },
  },
  // Failed or expired: a payment may still be captured for a few days (Razorpay).
  failed: {
    paymentCaptured: [
      { when: 'stockBack', to: 'paid', payment: 'captured', history: 'Payment Confirmed', text: 'latePaidRestocked', effects: ['retakeStock', 'confirm', 'phoneUpdate'] },
      { to: 'refund_due', payment: 'refund_pending', history: 'Cancelled', text: 'latePaidRefund' },
    ],
    strayMoneyFound: { to: 'failed', effects: stray },
  },
  // Replaced by the browser's newer order: money paid for it never revives it, it is refunded.
  replaced: { strayMoneyFound: { to: 'replaced', effects: stray } },
  paid: {
    statusChanged: { when: 'staffMay', to: 'paid', history: 'staff', effects: ['statusEmail', 'phoneUpdate'] },
    cancelled: { when: 'staffMay', to: 'refund_due', history: 'Cancelled', payment: 'refund_pending', effects: ['releaseStock', 'statusEmail', 'phoneUpdate'] },
    strayMoneyFound: { to: 'paid', effects: stray },
  },
  cod: {
    statusChanged: { when: 'staffMay', to: 'cod', history: 'staff', effects: ['statusEmail', 'phoneUpdate'] },
    cancelled: { when: 'staffMay', to: 'cod', history: 'Cancelled', effects: ['releaseStock', 'statusEmail', 'phoneUpdate'] },
    codCollected: { when: 'notCancelled', to: 'paid' },
  },
  refund_due: {
    refundDone: { to: 'refunded', payment: 'refunded', effects: ['phoneUpdate'] },
    strayMoneyFound: { to: 'refund_due', effects: stray },
  },
  refunded: { strayMoneyFound: { to: 'refunded', effects: stray } },
};

/** The moves an event may make from a state, in the order their guards are tried. */
export function movesFor(state: LifecycleState, event: LifecycleEvent): readonly Transition[] {
  const declared = LIFECYCLE[state][event];
  if (!declared) return [];
  return 'to' in declared ? [declared] : declared;
}

/** Whether the table has any move for this event from this state (guards aside). */
export function allows(state: LifecycleState, event: LifecycleEvent): boolean {
  return movesFor(state, event).length > 0;
}

/**
 * The status-history moves the shop itself makes: paid, cancelled unpaid, paid after all
 * (a late capture), and a late capture refunded. Staff's moves are order/status-flow.ts's.
 */
export const SHOP_STATUS_MOVES: readonly (readonly [OrderStatus, OrderStatus])[] = [
  ['Order Placed', 'Payment Confirmed'],
  ['Order Placed', 'Cancelled'],
  ['Cancelled', 'Payment Confirmed'],
  ['Cancelled', 'Cancelled'],
];

/**
 * The moves of a payments row. A claim ('creating') becomes the gateway order; a failed
 * payment may still be captured late, or refunded straight away when the order cannot be
 * fulfilled; a refund is claimed ('refunding') and goes back to 'refund_pending' when the
 * gateway refuses it. stray_payments rows move through the refund part only.
 */
export const PAYMENT_MOVES: Record<PaymentStatus, readonly PaymentStatus[]> = {
  creating: ['created'],
  created: ['authorized', 'captured', 'failed', 'refund_pending'],
  authorized: ['captured', 'failed', 'refund_pending'],
  failed: ['captured', 'refund_pending'],
  captured: ['refund_pending'],
  refund_pending: ['refunding', 'refunded'],
  refunding: ['refund_pending', 'refunded'],
  refunded: [],
};

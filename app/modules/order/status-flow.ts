/**
 * Where an order may go next, by hand (the back office). The shop itself writes 'Order
 * Placed', 'Payment Confirmed' and the cancellations of unpaid online orders; staff move a
 * confirmed order through packing and delivery, or cancel it before it ships. An online
 * order still waiting for its payment is the payment's to settle, not staff's.
 */
import { msg } from '../../i18n/msg.ts';
import type { OrderPaymentMethod, OrderPaymentState, OrderStatus } from './view.ts';

/**
 * Staff's moves of a delivered order (order-lifecycle/table.ts adds the shop's own, and the
 * database checks them all).
 */
export const DELIVERY_STATUS_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  'Order Placed': ['Packed', 'Cancelled'],
  'Payment Confirmed': ['Packed', 'Cancelled'],
  Packed: ['Shipped', 'Cancelled'],
  Shipped: ['Out for Delivery', 'Delivered'],
  'Out for Delivery': ['Delivered'],
  Delivered: [],
  'Ready for Pickup': [],
  'Picked Up': [],
  Cancelled: [],
};

/**
 * Staff's moves of an order picked up from a store (issue 35): packed or not, it is made
 * ready at the store, then handed over against its pickup code; one never collected may
 * be cancelled, and its stock goes back.
 */
export const PICKUP_STATUS_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  'Order Placed': ['Packed', 'Ready for Pickup', 'Cancelled'],
  'Payment Confirmed': ['Packed', 'Ready for Pickup', 'Cancelled'],
  Packed: ['Ready for Pickup', 'Cancelled'],
  Shipped: [],
  'Out for Delivery': [],
  Delivered: [],
  'Ready for Pickup': ['Picked Up', 'Cancelled'],
  'Picked Up': [],
  Cancelled: [],
};

export interface OrderState {
  status: OrderStatus;
  paymentMethod: OrderPaymentMethod;
  paymentState: OrderPaymentState;
  /** The store it is picked up from, if it is (issue 35). */
  pickupStoreId: number | null;
}

export function nextStatuses(order: OrderState): readonly OrderStatus[] {
  // Unpaid, failed or refunded online orders: settlement and reconciliation decide.
  if (order.paymentMethod === 'online' && order.paymentState !== 'paid') return [];
  return (order.pickupStoreId === null ? DELIVERY_STATUS_MOVES : PICKUP_STATUS_MOVES)[order.status];
}

export function canMoveTo(order: OrderState, status: OrderStatus): boolean {
  return nextStatuses(order).includes(status);
}

/** The statuses whose change is e-mailed to the shopper. */
export const EMAILED_STATUSES: ReadonlySet<OrderStatus> = new Set([
  'Shipped',
  'Out for Delivery',
  'Delivered',
  'Ready for Pickup',
  'Picked Up',
  'Cancelled',
]);

/** What the shopper's timeline says when staff leave the description empty ('orders' texts). */
export const DEFAULT_STATUS_TEXT: Partial<Record<OrderStatus, string>> = {
  Packed: msg('Your order has been packed and will be handed to the courier soon.'),
  Shipped: msg('Your order has been shipped.'),
  'Out for Delivery': msg('Your order is out for delivery today.'),
  Delivered: msg('Your order has been delivered. Thank you for shopping with us!'),
  'Ready for Pickup': msg(
    'Your order is ready at the store. Bring your pickup code to collect it.',
  ),
  'Picked Up': msg('You have collected your order from the store. Thank you for shopping with us!'),
  Cancelled: msg('Your order has been cancelled.'),
};

/**
 * Where an order may go next, by hand (the back office). The shop itself writes 'Order
 * Placed', 'Payment Confirmed' and the cancellations of unpaid online orders; staff move a
 * confirmed order through packing and delivery, or cancel it before it ships. An online
 * order still waiting for its payment is the payment's to settle, not staff's.
 */
import { msg } from '../../i18n/msg.ts';
import type { OrderPaymentMethod, OrderPaymentState, OrderStatus } from './view.ts';

/** Staff's moves (order-lifecycle/table.ts adds the shop's own, and the database checks both). */
export const STAFF_STATUS_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  'Order Placed': ['Packed', 'Cancelled'],
  'Payment Confirmed': ['Packed', 'Cancelled'],
  Packed: ['Shipped', 'Cancelled'],
  Shipped: ['Out for Delivery', 'Delivered'],
  'Out for Delivery': ['Delivered'],
  Delivered: [],
  Cancelled: [],
};

export interface OrderState {
  status: OrderStatus;
  paymentMethod: OrderPaymentMethod;
  paymentState: OrderPaymentState;
}

export function nextStatuses(order: OrderState): readonly OrderStatus[] {
  // Unpaid, failed or refunded online orders: settlement and reconciliation decide.
  if (order.paymentMethod === 'online' && order.paymentState !== 'paid') return [];
  return STAFF_STATUS_MOVES[order.status];
}

export function canMoveTo(order: OrderState, status: OrderStatus): boolean {
  return nextStatuses(order).includes(status);
}

/** The statuses whose change is e-mailed to the shopper. */
export const EMAILED_STATUSES: ReadonlySet<OrderStatus> = new Set([
  'Shipped',
  'Out for Delivery',
  'Delivered',
  'Cancelled',
]);

/** What the shopper's timeline says when staff leave the description empty ('orders' texts). */
export const DEFAULT_STATUS_TEXT: Partial<Record<OrderStatus, string>> = {
  Packed: msg('Your order has been packed and will be handed to the courier soon.'),
  Shipped: msg('Your order has been shipped.'),
  'Out for Delivery': msg('Your order is out for delivery today.'),
  Delivered: msg('Your order has been delivered. Thank you for shopping with us!'),
  Cancelled: msg('Your order has been cancelled.'),
};

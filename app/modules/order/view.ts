/**
 * How an order looks to its shopper (placed page, My Orders, Track Order, the API):
 * client-safe shapes and the texts of each status. Money in paise, times as ISO strings.
 * The texts are the English ids of the 'orders' namespace: a page shows them through `t`
 * (the history keeps the English text, and a page translates what it knows of it).
 */
import { msg } from '../../i18n/msg.ts';
import type { ShipmentStatus } from './couriers.ts';

/** The order statuses in their natural order (the database enum is made from this list). */
export const ORDER_STATUSES = [
  msg('Order Placed'),
  msg('Payment Confirmed'),
  msg('Packed'),
  msg('Shipped'),
  msg('Out for Delivery'),
  msg('Delivered'),
  // A store pickup's (issue 35): ready at the store, then collected with its code.
  msg('Ready for Pickup'),
  msg('Picked Up'),
  msg('Cancelled'),
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The statuses of an order in the shopper's hands: delivered, or collected at a store. Its
 * warranty, its reviews and its service requests count from there.
 */
export const HANDED_OVER_STATUSES = ['Delivered', 'Picked Up'] as const satisfies OrderStatus[];

export function handedOver(status: OrderStatus): boolean {
  return (HANDED_OVER_STATUSES as readonly OrderStatus[]).includes(status);
}
export const PAYMENT_METHODS = ['online', 'cod'] as const;
export type OrderPaymentMethod = (typeof PAYMENT_METHODS)[number];
/**
 * Where an order's money stands (order-lifecycle/table.ts says how it moves). `pending`: an
 * online order holding its stock while the shopper pays; `failed`: its payment failed or
 * expired and the stock went back; `replaced`: cancelled for the same browser's newer
 * checkout, so money paid for it is refunded; `refund_due`: money was captured for an
 * order we could not fulfil or that staff cancelled.
 */
export const ORDER_PAYMENT_STATES = [
  'pending',
  'paid',
  'cod',
  'failed',
  'refund_due',
  'refunded',
  'replaced',
] as const;
export type OrderPaymentState = (typeof ORDER_PAYMENT_STATES)[number];

/**
 * What the shopper is told of an order's money: a replaced order is, to them, one whose
 * payment did not go through (it was cancelled unpaid); only the shop tells the two apart.
 */
export type ShopperPaymentState = Exclude<OrderPaymentState, 'replaced'>;

export function shopperPaymentState(state: OrderPaymentState): ShopperPaymentState {
  return state === 'replaced' ? 'failed' : state;
}

/** Cancelled before any money paid for it: failed, expired or replaced. */
export function cancelledUnpaid(state: OrderPaymentState): boolean {
  return state === 'failed' || state === 'replaced';
}

export interface OrderHistoryEntry {
  status: OrderStatus;
  description: string;
  at: string;
}

export interface OrderLineView {
  productName: string;
  productSlug: string;
  variantLabel: string;
  image: string;
  quantity: number;
  unitBasePricePaise: number;
  unitPricePaise: number;
  shippingPaise: number;
  lineTotalPaise: number;
}

/** Where an order is delivered, as the order keeps it (the shopper's address book may change). */
export interface OrderAddress {
  address1: string;
  address2: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
}

export interface OrderView {
  id: string;
  orderNumber: string;
  placedAt: string;
  paymentMethod: OrderPaymentMethod;
  paymentState: ShopperPaymentState;
  paymentReference: string | null;
  status: OrderStatus;
  history: OrderHistoryEntry[];
  email: string;
  phone: string;
  name: string;
  address: OrderAddress;
  lines: OrderLineView[];
  /** At base prices. */
  subtotalPaise: number;
  discountPaise: number;
  /** The coupon code the order was placed with, and what it took off (issue 33). */
  coupon: { code: string; discountPaise: number } | null;
  /** Taken off for paying online. */
  prepaidDiscountPaise: number;
  shippingPaise: number;
  /** The installation booked with the order (issue 35), GST included; 0: none or included. */
  installationPaise: number;
  totalPaise: number;
  /** The business a GST invoice is made out to (issue 34); null when none was asked for. */
  businessName: string | null;
  gstin: string | null;
  /** The delivery date promised at checkout (YYYY-MM-DD, IST); null for older orders. */
  promisedDeliveryDate: string | null;
  /** Its parcels, as staff ship them (issue 34). */
  shipments: ShipmentView[];
  /** The store it is picked up from (issue 35); null when it is delivered. */
  pickup: OrderPickupView | null;
}

/**
 * Where a pickup order is collected, and its code: the code only for the order's own
 * shopper (placed page, My Orders, the e-mail); Track Order, asked with an e-mail alone,
 * shows the store without it.
 */
export interface OrderPickupView {
  store: PickupStoreView;
  code: string | null;
}

/** A store as a pickup shows it: where it is, its hours and its directions link. */
export interface PickupStoreView {
  /** The store's code ('KA-TUM-01'): its id in the API. */
  code: string;
  name: string;
  nameKn: string | null;
  address: string;
  addressKn: string | null;
  town: string;
  phone: string;
  /** Google Maps' directions to it. */
  directionsUrl: string;
  /** When it is open, as catalog texts ('Monday to Saturday', '09:00 AM to 07:00 PM'). */
  hours: { days: string; label: string };
}

/** One parcel of an order: its courier, AWB, tracking page, status and what it carries. */
export interface ShipmentView {
  id: string;
  courier: string;
  courierCode: string;
  awb: string | null;
  trackingUrl: string | null;
  status: ShipmentStatus;
  shippedOn: string;
  /** The API's name for the day it left (YYYY-MM-DD). */
  shippedAt: string;
  lines: { productName: string; variantLabel: string; quantity: number }[];
}

/** A My Orders / Track Order card: date, number, latest status, first product. */
export interface OrderCard {
  id: string;
  orderNumber: string;
  placedAt: string;
  status: OrderStatus;
  productName: string;
  image: string;
  /** Products (lines) in the order: 'and 2 more' names the others, not extra units. */
  productCount: number;
}

export const PAYMENT_METHOD_LABEL: Record<OrderPaymentMethod, string> = {
  online: msg('Online payment'),
  cod: msg('Cash on delivery'),
};

/** Cash on delivery's name for an order collected at a store (issue 35). */
export const PAY_AT_STORE = msg('Pay at the store');

/** The history entries the shop itself writes; staff write their own for later steps. */
export const STATUS_TEXT = {
  placedCod: msg('Your order has been placed. Please pay in cash when it is delivered.'),
  placedPickup: msg(
    'Your order has been placed. Please pay at the store when you collect it; we will e-mail you when it is ready.',
  ),
  placedOnline: msg('Your order has been placed and is waiting for your payment.'),
  paid: msg('We have received your payment. Thank you!'),
  paymentFailed: msg(
    'The payment did not go through, so the order was cancelled and its items were put back on sale. Nothing was charged.',
  ),
  expired: msg(
    'The payment was not completed in time, so the order was cancelled and its items were put back on sale.',
  ),
  latePaidRestocked: msg(
    'Your payment arrived after the order had been cancelled. The items were still available, so your order goes ahead.',
  ),
  replaced: msg(
    'Replaced by a newer order placed from the same browser; its items were put back on sale.',
  ),
  latePaidRefund: msg(
    'Your payment arrived after the order had been cancelled and the items were sold out. The full amount will be refunded to you.',
  ),
} as const;

/** Shown for a wrong order id / e-mail pair, whichever of the two is wrong. */
export const TRACK_NOT_FOUND = msg(
  'We could not find an order with this Order ID and email. Please check both and try again.',
);

export const TRACK_PROMPT = msg('Please enter your Order ID and Email to view your order details.');

/**
 * What an order costs, from the server's own prices (spec § 9, decisions 'Money'):
 * shipping = the product's charge for the pincode's zone x quantity, summed over lines;
 * total payable = discounted subtotal - the coupon's and the prepaid offer's discounts
 * (issue 33) + shipping + the installation booked (issue 35; never discounted). An order
 * picked up from a store (issue 35) ships nothing and pays no shipping. Integer paise
 * throughout. Client-safe.
 */
import type { ShippingZone } from '../shipping/pincode.ts';

/** How the goods reach the shopper: by courier to a zone, or collected at a store. */
export type Fulfilment = ShippingZone | 'pickup';

export interface PricedLineInput {
  quantity: number;
  basePricePaise: number;
  discountedPricePaise: number;
  deliveryKarnatakaPaise: number;
  deliveryOtherPaise: number;
}

export interface OrderAmounts {
  /** At base prices (the 'Subtotal' row). */
  subtotalPaise: number;
  discountPaise: number;
  /** At discounted prices: what the goods cost. */
  itemsPaise: number;
  /** Taken off the goods by a coupon code. */
  couponDiscountPaise: number;
  /** Taken off the goods for paying online (the shop's prepaid offer). */
  prepaidDiscountPaise: number;
  /** Null until a pincode says which zone's charge applies. */
  shippingPaise: number | null;
  /** The installation chosen at checkout (0: none, or included). */
  installationPaise: number;
  totalPaise: number;
}

export function lineShippingPaise(line: PricedLineInput, zone: Fulfilment): number {
  if (zone === 'pickup') return 0;
  const perUnit = zone === 'karnataka' ? line.deliveryKarnatakaPaise : line.deliveryOtherPaise;
  return perUnit * line.quantity;
}

/** The order-level discounts, each already apportioned across the lines (coupon-rules.ts). */
export interface OrderDiscounts {
  couponPaise: number;
  prepaidPaise: number;
}

const NO_DISCOUNTS: OrderDiscounts = { couponPaise: 0, prepaidPaise: 0 };

export function orderAmounts(
  lines: PricedLineInput[],
  zone: Fulfilment | null,
  discounts: OrderDiscounts = NO_DISCOUNTS,
  installationPaise = 0,
): OrderAmounts {
  let subtotalPaise = 0;
  let itemsPaise = 0;
  let shipping = 0;
  for (const line of lines) {
    subtotalPaise += line.basePricePaise * line.quantity;
    itemsPaise += line.discountedPricePaise * line.quantity;
    if (zone) shipping += lineShippingPaise(line, zone);
  }
  const shippingPaise = zone ? shipping : null;
  return {
    subtotalPaise,
    discountPaise: subtotalPaise - itemsPaise,
    itemsPaise,
    couponDiscountPaise: discounts.couponPaise,
    prepaidDiscountPaise: discounts.prepaidPaise,
    shippingPaise,
    installationPaise,
    totalPaise:
      itemsPaise -
      discounts.couponPaise -
      discounts.prepaidPaise +
      (shippingPaise ?? 0) +
      installationPaise,
  };
}

/**
 * The most an order may come to, at MRP or with shipping: ₹1 crore. Orders keep their
 * amounts in 32-bit paise (up to ₹2.1 crore); 99 units of a dear item would overflow them.
 */
export const MAX_ORDER_PAISE = 1_000_000_000;

/** Whether an order of these amounts is beyond what one order may be. */
export function overOrderLimit(amounts: OrderAmounts): boolean {
  return amounts.subtotalPaise > MAX_ORDER_PAISE || amounts.totalPaise > MAX_ORDER_PAISE;
}

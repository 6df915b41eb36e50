/**
 * What a coupon code takes off an order, and why it may not (issue 33). Pure and
 * client-safe: the server decides with it (coupons.server.ts), the browser never does.
 *
 * A code's discount is on its eligible lines (all lines, or those of its categories or
 * products) at their discounted prices; a percent code takes that percentage, rounded
 * down to the paisa and capped by its maximum; a flat code its amount, never more than
 * the eligible lines cost. The minimum order value is on the discounted subtotal of the
 * whole order, before shipping. The discount is then apportioned across the eligible
 * lines, so that each line's tax is on what was paid for it.
 */
import { msg } from '../../i18n/msg.ts';
import { formatRupees } from '../../lib/format.ts';

export const COUPON_KINDS = ['percent', 'flat'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** The words, kept exactly (other clients show them). */
export const COUPON_MESSAGES = {
  notFound: msg('This code does not exist.'),
  expired: msg('This code has expired.'),
  notYet: msg('This code is not valid yet.'),
  minimum: msg('Add ₹{amount} more to use this code.'),
  usedUp: msg('This code has been used up.'),
  notApplicable: msg('This code does not apply to the items in your cart.'),
  alreadyUsed: msg('You have already used this code.'),
  firstOrderOnly: msg('This code is for your first order only.'),
  required: msg('Please enter a code.'),
  applied: msg('Code applied.'),
  removed: msg('Code removed.'),
} as const;

/** The longest code staff may make (and the longest one a shopper's box accepts). */
export const MAX_COUPON_CODE_LENGTH = 30;

/**
 * What a code can be, in any case: letters, digits, '-' and '_', at most 30 of them
 * (MAX_COUPON_CODE_LENGTH; a literal, since a RegExp built at load would keep this module
 * in every chunk that imports it).
 */
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{1,30}$/i;

export interface CouponTerms {
  code: string;
  kind: CouponKind;
  percent: number | null;
  amountPaise: number | null;
  maxDiscountPaise: number | null;
  minOrderPaise: number;
  validFrom: Date | null;
  validTo: Date | null;
  totalUses: number | null;
  usesPerCustomer: number | null;
  firstOrderOnly: boolean;
  paused: boolean;
  /** Both empty: every product. */
  categoryIds: readonly number[];
  productIds: readonly number[];
}

export interface CouponLine {
  productId: number;
  categoryIds: readonly number[];
  /** At the discounted price, times the quantity. */
  lineTotalPaise: number;
}

/** How the code has been used so far, as the server counts it. */
export interface CouponUsage {
  /** Orders that hold a use of it now. */
  liveUses: number;
  /** Of those, this customer's (null: the customer is not known yet, a guest's cart). */
  customerUses: number | null;
  /** Whether the customer has placed an order before (null: not known yet). */
  hasEarlierOrder: boolean | null;
}

export interface CouponRefusal {
  template: string;
  values?: Record<string, string | number>;
}

/** A code as typed: trimmed, and compared without case. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

export function isEligible(terms: CouponTerms, line: CouponLine): boolean {
  if (terms.categoryIds.length === 0 && terms.productIds.length === 0) return true;
  return (
    terms.productIds.includes(line.productId) ||
    line.categoryIds.some((id) => terms.categoryIds.includes(id))
  );
}

/** Whole rupees still missing, rounded up (₹0.40 short is 'Add ₹1 more'). */
function rupeesShort(paise: number): string {
  return formatRupees(Math.ceil(paise / 100) * 100).slice(1);
}

/**
 * Why the code does not apply to these lines now, or null: whether it exists at all, its
 * dates, its uses, the customer's own history (final: no point asking them to add more),
 * then what the cart can change, its items and its amount.
 */
export function couponRefusal(
  terms: CouponTerms | null,
  lines: readonly CouponLine[],
  usage: CouponUsage,
  now: Date,
): CouponRefusal | null {
  if (!terms || terms.paused) return { template: COUPON_MESSAGES.notFound };
  if (terms.validFrom && now < terms.validFrom) return { template: COUPON_MESSAGES.notYet };
  if (terms.validTo && now >= terms.validTo) return { template: COUPON_MESSAGES.expired };
  if (terms.totalUses !== null && usage.liveUses >= terms.totalUses) {
    return { template: COUPON_MESSAGES.usedUp };
  }
  if (
    terms.usesPerCustomer !== null &&
    usage.customerUses !== null &&
    usage.customerUses >= terms.usesPerCustomer
  ) {
    return { template: COUPON_MESSAGES.alreadyUsed };
  }
  // A use held by an order not yet paid is an order too: two unpaid first orders at once
  // would both be first otherwise.
  if (terms.firstOrderOnly && (usage.hasEarlierOrder || (usage.customerUses ?? 0) > 0)) {
    return { template: COUPON_MESSAGES.firstOrderOnly };
  }
  if (!lines.some((line) => isEligible(terms, line))) {
    return { template: COUPON_MESSAGES.notApplicable };
  }
  const itemsPaise = lines.reduce((sum, line) => sum + line.lineTotalPaise, 0);
  if (itemsPaise < terms.minOrderPaise) {
    return {
      template: COUPON_MESSAGES.minimum,
      values: { amount: rupeesShort(terms.minOrderPaise - itemsPaise) },
    };
  }
  return null;
}

/**
 * Splits `total` paise across parts in proportion to `weights`, to the paisa (largest
 * remainder: the paise left after rounding down go to the largest fractions, the earlier
 * part first on a tie). The parts add up to `total`; none exceeds its weight when the
 * total does not exceed their sum.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total === 0 || sum === 0) return weights.map(() => 0);
  // BigInt: paise times paise passes 2^53 for an order of a few lakh rupees.
  const bigTotal = BigInt(total);
  const bigSum = BigInt(sum);
  const parts = weights.map((weight) => {
    const exact = bigTotal * BigInt(weight);
    return { share: Number(exact / bigSum), remainder: exact % bigSum };
  });
  let left = total - parts.reduce((a, part) => a + part.share, 0);
  const order = parts
    .map((part, index) => ({ index, remainder: part.remainder }))
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    );
  for (const { index } of order) {
    if (left === 0) break;
    const part = parts[index];
    if (part) part.share += 1;
    left -= 1;
  }
  return parts.map((part) => part.share);
}

export interface LineDiscounts {
  discountPaise: number;
  /** Per line, in the lines' order (0 for a line the code does not cover). */
  perLine: number[];
}

/** What the code takes off, and each line's part of it. */
export function couponDiscount(terms: CouponTerms, lines: readonly CouponLine[]): LineDiscounts {
  const weights = lines.map((line) => (isEligible(terms, line) ? line.lineTotalPaise : 0));
  const base = weights.reduce((a, b) => a + b, 0);
  let discountPaise: number;
  if (terms.kind === 'percent') {
    discountPaise = Math.floor((base * (terms.percent ?? 0)) / 100);
    if (terms.maxDiscountPaise !== null)
      discountPaise = Math.min(discountPaise, terms.maxDiscountPaise);
  } else {
    discountPaise = Math.min(terms.amountPaise ?? 0, base);
  }
  return { discountPaise, perLine: apportion(discountPaise, weights) };
}

/** The shop's offer for paying online: a percentage off the goods, up to a cap. */
export interface PrepaidOffer {
  percent: number;
  /** Null: no cap. */
  maxDiscountPaise: number | null;
}

/**
 * The prepaid offer on what the goods cost after the code (`afterCoupon`, per line),
 * apportioned across the lines.
 */
export function prepaidDiscount(
  offer: PrepaidOffer,
  afterCoupon: readonly number[],
): LineDiscounts {
  const base = afterCoupon.reduce((a, b) => a + b, 0);
  let discountPaise = Math.floor((base * offer.percent) / 100);
  if (offer.maxDiscountPaise !== null)
    discountPaise = Math.min(discountPaise, offer.maxDiscountPaise);
  return { discountPaise, perLine: apportion(discountPaise, afterCoupon) };
}

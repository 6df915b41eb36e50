/**
 * The offers on a checkout (issue 33): the coupon code asked for (the cart's, or the one
 * sent with a Buy now) priced on its lines, and the shop's prepaid offer on what is left,
 * each apportioned across the lines so that every line's tax is on what was paid for it.
 */
import type { DbOrTx } from '../../../db/client.ts';
import {
  type CouponRefusal,
  type LineDiscounts,
  normalizeCode,
  type PrepaidOffer,
  prepaidDiscount,
} from '../offers/coupon-rules.ts';
import {
  type CouponCustomer,
  couponError,
  findCoupon,
  priceCoupon,
  type StoredCoupon,
} from '../offers/coupons.server.ts';
import { currentPrepaidOffer } from '../offers/shown.server.ts';
import type { CheckoutLine } from './lines.server.ts';
import type { OrderDiscounts } from './pricing.ts';

export interface CheckoutOffers {
  /** The code as typed (normalised), or null when none was asked for. */
  requestedCode: string | null;
  /** The code that applies, as staff wrote it, with its discount. */
  coupon: { code: string; couponId: number; applied: LineDiscounts } | null;
  /** Why the requested code does not apply now. */
  couponRefusal: CouponRefusal | null;
  /** The prepaid offer's terms, and what it takes off when paying online. */
  prepaid: { offer: PrepaidOffer; applied: LineDiscounts } | null;
}

const pricedLines = (lines: readonly CheckoutLine[]) =>
  lines.map((line) => ({
    productDbId: line.productDbId,
    lineTotalPaise: line.discountedPricePaise * line.quantity,
  }));

function withPrepaid(
  lines: readonly CheckoutLine[],
  coupon: CheckoutOffers['coupon'],
  offer: PrepaidOffer | null,
): CheckoutOffers['prepaid'] {
  if (!offer) return null;
  const afterCoupon = lines.map(
    (line, index) =>
      line.discountedPricePaise * line.quantity - (coupon?.applied.perLine[index] ?? 0),
  );
  return { offer, applied: prepaidDiscount(offer, afterCoupon) };
}

/** The offers as the checkout page shows them (nothing locked). */
export async function checkoutOffers(
  db: DbOrTx,
  lines: readonly CheckoutLine[],
  code: string | null,
  customer: CouponCustomer,
  now = new Date(),
): Promise<CheckoutOffers> {
  const requestedCode = code ? normalizeCode(code) || null : null;
  let coupon: CheckoutOffers['coupon'] = null;
  let couponRefusal: CouponRefusal | null = null;
  if (requestedCode) {
    const price = await priceCoupon(
      db,
      await findCoupon(db, requestedCode),
      pricedLines(lines),
      customer,
      now,
    );
    if (price.refusal) couponRefusal = price.refusal;
    else coupon = { code: price.coupon.code, couponId: price.coupon.id, applied: price.applied };
  }
  const prepaid = withPrepaid(lines, coupon, await currentPrepaidOffer(db));
  return { requestedCode, coupon, couponRefusal, prepaid };
}

/**
 * The offers as an order is placed, inside its transaction: the code (locked by the
 * caller with `lockCoupon`, first of all) priced again, thrown if it no longer applies,
 * and the prepaid offer only for paying online.
 */
export async function placementOffers(
  tx: DbOrTx,
  lines: readonly CheckoutLine[],
  requested: { code: string; coupon: StoredCoupon | null } | null,
  customer: CouponCustomer,
  online: boolean,
  now: Date,
): Promise<CheckoutOffers> {
  let coupon: CheckoutOffers['coupon'] = null;
  if (requested) {
    const price = await priceCoupon(tx, requested.coupon, pricedLines(lines), customer, now);
    if (price.refusal) throw couponError(price.refusal);
    coupon = { code: price.coupon.code, couponId: price.coupon.id, applied: price.applied };
  }
  const prepaid = online ? withPrepaid(lines, coupon, await currentPrepaidOffer(tx)) : null;
  return { requestedCode: requested?.code ?? null, coupon, couponRefusal: null, prepaid };
}

/**
 * The requested code's row, locked until the order's transaction ends: every placement
 * with the same code waits here for the one before it, so the uses it counts next are
 * all committed (no crowd can take more uses than the code has).
 */
export async function lockCoupon(
  tx: DbOrTx,
  code: string | null,
): Promise<{ code: string; coupon: StoredCoupon | null } | null> {
  const normalized = code ? normalizeCode(code) : '';
  if (!normalized) return null;
  return { code: normalized, coupon: await findCoupon(tx, normalized, { lock: true }) };
}

/** The offers' discounts for the order's amounts (pricing.ts). */
export function offerDiscounts(offers: CheckoutOffers, online: boolean): OrderDiscounts {
  return {
    couponPaise: offers.coupon?.applied.discountPaise ?? 0,
    prepaidPaise: online ? (offers.prepaid?.applied.discountPaise ?? 0) : 0,
  };
}

/** Each line's part of the order's discounts (its goods are invoiced at the rest). */
export function lineDiscounts(offers: CheckoutOffers, online: boolean, index: number): number {
  return (
    (offers.coupon?.applied.perLine[index] ?? 0) +
    (online ? (offers.prepaid?.applied.perLine[index] ?? 0) : 0)
  );
}

/**
 * What the quote's digest holds of the offers: a change of code, of its discount or of the
 * prepaid offer's is a changed quote (never a silently different total).
 */
export function offersDigestPart(offers: CheckoutOffers): string {
  const parts = [];
  if (offers.requestedCode) {
    parts.push(`${offers.requestedCode}:${offers.coupon?.applied.discountPaise ?? 'refused'}`);
  }
  if (offers.prepaid) parts.push(`prepaid:${offers.prepaid.applied.discountPaise}`);
  return parts.join('|');
}

/** Whether the offers priced under the lock take off what the quote did. */
export function sameDiscounts(quoted: CheckoutOffers, locked: CheckoutOffers, online: boolean) {
  return (
    (quoted.coupon?.applied.discountPaise ?? 0) === (locked.coupon?.applied.discountPaise ?? 0) &&
    (!online ||
      (quoted.prepaid?.applied.discountPaise ?? 0) === (locked.prepaid?.applied.discountPaise ?? 0))
  );
}

/**
 * Offers as the shop lists them (issue 33): a code by id, the shown codes a cart offers,
 * and the prepaid offer.
 */
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { PrepaidOffer } from './coupon-rules.ts';
import { coupons, prepaidOffer } from './schema.ts';

export async function couponCodeOf(db: DbOrTx, id: number): Promise<string | null> {
  const [row] = await db.select({ code: coupons.code }).from(coupons).where(eq(coupons.id, id));
  return row?.code ?? null;
}

export interface ShownCoupon {
  code: string;
  description: string;
}

/**
 * The codes staff chose to show, live now and not used up: the cart lists them as
 * available offers. Whether one fits this cart is the shopper's 'Apply' to find out.
 */
export async function shownCoupons(db: DbOrTx, now = new Date()): Promise<ShownCoupon[]> {
  return db
    .select({ code: coupons.code, description: coupons.description })
    .from(coupons)
    .where(
      and(
        eq(coupons.shown, true),
        eq(coupons.paused, false),
        or(isNull(coupons.validFrom), sql`${coupons.validFrom} <= ${now}`),
        or(isNull(coupons.validTo), sql`${coupons.validTo} > ${now}`),
        sql`(${coupons.totalUses} is null or ${coupons.totalUses} > (
          select count(*) from coupon_redemptions r
           where r.coupon_id = ${coupons.id} and r.released_at is null))`,
      ),
    )
    .orderBy(asc(coupons.code))
    .limit(5);
}

/** The shop's prepaid offer, or null when there is none (no row, or 0%). */
export async function currentPrepaidOffer(db: DbOrTx): Promise<PrepaidOffer | null> {
  const [row] = await db.select().from(prepaidOffer).where(eq(prepaidOffer.id, 1));
  if (!row || row.percent <= 0) return null;
  return { percent: row.percent, maxDiscountPaise: row.maxDiscountPaise };
}

/**
 * Coupon codes on the server (issue 33): finding a code, counting its uses, pricing it on a
 * cart or a Buy now, and redeeming it inside an order's transaction so that a crowd can
 * never take more uses than it has.
 *
 * Redemption locks the code's row (`for update`) before counting: every placement with the
 * same code waits its turn there, counts the uses committed before it, and takes one or is
 * refused. The lock is taken first in the placement's transaction, before any stock, so
 * placements never wait on each other in a cycle.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type DbOrTx, queryRows, SqlNumber } from '../../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { productCategories } from '../catalog/schema.ts';
import {
  COUPON_MESSAGES,
  type CouponLine,
  type CouponRefusal,
  type CouponTerms,
  type CouponUsage,
  couponDiscount,
  couponRefusal,
  type LineDiscounts,
  normalizeCode,
} from './coupon-rules.ts';
import { couponCategories, couponProducts, couponRedemptions, coupons } from './schema.ts';

export interface StoredCoupon extends CouponTerms {
  id: number;
}

/** Who is using a code: what is known of them so far (a guest's cart knows nothing). */
export interface CouponCustomer {
  userId: number | null;
  email: string | null;
  phone: string | null;
}

type CouponRow = typeof coupons.$inferSelect;

async function withScope(db: DbOrTx, row: CouponRow): Promise<StoredCoupon> {
  const [categoryRows, productRows] = await Promise.all([
    db
      .select({ id: couponCategories.categoryId })
      .from(couponCategories)
      .where(eq(couponCategories.couponId, row.id)),
    db
      .select({ id: couponProducts.productId })
      .from(couponProducts)
      .where(eq(couponProducts.couponId, row.id)),
  ]);
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    percent: row.percent,
    amountPaise: row.amountPaise,
    maxDiscountPaise: row.maxDiscountPaise,
    minOrderPaise: row.minOrderPaise,
    validFrom: row.validFrom,
    validTo: row.validTo,
    totalUses: row.totalUses,
    usesPerCustomer: row.usesPerCustomer,
    firstOrderOnly: row.firstOrderOnly,
    paused: row.paused,
    categoryIds: categoryRows.map((r) => r.id),
    productIds: productRows.map((r) => r.id),
  };
}

/** The code as typed (any case), or null. `lock`: inside a transaction, for redemption. */
export async function findCoupon(
  db: DbOrTx,
  code: string,
  { lock = false } = {},
): Promise<StoredCoupon | null> {
  const normalized = normalizeCode(code);
  if (!normalized) return null;
  const query = db
    .select()
    .from(coupons)
    .where(sql`lower(${coupons.code}) = lower(${normalized})`)
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ? withScope(db, row) : null;
}

export async function findCouponById(db: DbOrTx, id: number): Promise<StoredCoupon | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  return row ? withScope(db, row) : null;
}

/** Whether a redemption or an order is this customer's: the account, the e-mail or the phone. */
function sameCustomer(
  columns: {
    userId: typeof couponRedemptions.userId;
    email: typeof couponRedemptions.email;
    phone: typeof couponRedemptions.phone;
  },
  customer: CouponCustomer,
) {
  const parts = [];
  if (customer.userId !== null) parts.push(sql`${columns.userId} = ${customer.userId}`);
  if (customer.email) parts.push(sql`lower(${columns.email}) = lower(${customer.email})`);
  if (customer.phone) parts.push(sql`${columns.phone} = ${customer.phone}`);
  return parts.length === 0 ? null : sql.join(parts, sql` or `);
}

/** The code's uses now, and this customer's (as far as they are known). */
export async function couponUsage(
  db: DbOrTx,
  couponId: number,
  customer: CouponCustomer,
): Promise<CouponUsage> {
  const mine = sameCustomer(couponRedemptions, customer);
  const [usage] = await queryRows(
    db,
    sql`select count(*) as live,
          ${mine ? sql`count(*) filter (where ${mine})` : sql`null`} as mine
        from ${couponRedemptions}
        where ${couponRedemptions.couponId} = ${couponId} and ${couponRedemptions.releasedAt} is null`,
    z.object({ live: SqlNumber, mine: SqlNumber.nullable() }),
  );
  // An earlier order that stands: paid, or cash on delivery, and not cancelled.
  const theirs = mine
    ? sql.join(
        [
          customer.userId !== null ? sql`user_id = ${customer.userId}` : null,
          customer.email ? sql`lower(email) = lower(${customer.email})` : null,
          customer.phone ? sql`phone = ${customer.phone}` : null,
        ].filter((part) => part !== null),
        sql` or `,
      )
    : null;
  const [earlier] = theirs
    ? await queryRows(
        db,
        sql`select exists (select 1 from orders where (${theirs})
              and payment_state in ('paid', 'cod') and status <> 'Cancelled') as found`,
        z.object({ found: z.boolean() }),
      )
    : [];
  return {
    liveUses: usage?.live ?? 0,
    customerUses: usage?.mine ?? null,
    hasEarlierOrder: earlier ? earlier.found : null,
  };
}

/** Each product's categories, for a code limited to some. */
export async function categoriesOf(
  db: DbOrTx,
  productIds: readonly number[],
): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (productIds.length === 0) return map;
  const rows = await db
    .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
    .from(productCategories)
    .where(inArray(productCategories.productId, [...new Set(productIds)]));
  for (const row of rows)
    map.set(row.productId, [...(map.get(row.productId) ?? []), row.categoryId]);
  return map;
}

/** A line as pricing a code needs it. */
export interface PricedLine {
  productDbId: number;
  lineTotalPaise: number;
}

export type CouponPrice =
  | { coupon: StoredCoupon; applied: LineDiscounts; refusal: null }
  | { coupon: StoredCoupon | null; applied: null; refusal: CouponRefusal };

/** The code priced on these lines for this customer, or why it does not apply. */
export async function priceCoupon(
  db: DbOrTx,
  coupon: StoredCoupon | null,
  lines: readonly PricedLine[],
  customer: CouponCustomer,
  now: Date,
): Promise<CouponPrice> {
  const categories = coupon
    ? await categoriesOf(
        db,
        lines.map((line) => line.productDbId),
      )
    : new Map();
  const couponLines: CouponLine[] = lines.map((line) => ({
    productId: line.productDbId,
    categoryIds: categories.get(line.productDbId) ?? [],
    lineTotalPaise: line.lineTotalPaise,
  }));
  const usage = coupon
    ? await couponUsage(db, coupon.id, customer)
    : { liveUses: 0, customerUses: null, hasEarlierOrder: null };
  const refusal = couponRefusal(coupon, couponLines, usage, now);
  if (!coupon) return { coupon, applied: null, refusal: { template: COUPON_MESSAGES.notFound } };
  if (refusal) return { coupon, applied: null, refusal };
  return { coupon, applied: couponDiscount(coupon, couponLines), refusal: null };
}

/** A refusal as the domain's error (409: the API's `error.message`), about the code's field. */
export function couponError(refusal: CouponRefusal): DomainError {
  return new DomainError('conflict', refusal.template, {
    field: 'couponCode',
    ...(refusal.values ? { values: refusal.values } : {}),
  });
}

/** The order's use of the code, in the same transaction as the order. */
export async function recordRedemption(
  tx: DbOrTx,
  values: {
    couponId: number;
    orderId: number;
    userId: number | null;
    email: string;
    phone: string;
    discountPaise: number;
  },
): Promise<void> {
  await tx.insert(couponRedemptions).values(values);
}

/**
 * The order's use given back (it was cancelled, or never paid). Returns whether it held
 * one. Stamped, not deleted: the usage report still lists it.
 */
export async function releaseRedemption(tx: DbOrTx, orderId: number): Promise<boolean> {
  const released = await tx
    .update(couponRedemptions)
    .set({ releasedAt: new Date() })
    .where(and(eq(couponRedemptions.orderId, orderId), isNull(couponRedemptions.releasedAt)))
    .returning({ id: couponRedemptions.id });
  return released.length > 0;
}

/**
 * A late payment for an order whose use was given back: it holds its use again (its
 * buyer paid the discounted total), even past the code's limit.
 */
export async function retakeRedemption(tx: DbOrTx, orderId: number): Promise<void> {
  await tx
    .update(couponRedemptions)
    .set({ releasedAt: null })
    .where(eq(couponRedemptions.orderId, orderId));
}

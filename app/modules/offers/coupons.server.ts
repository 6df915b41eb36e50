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
  COUPON_CODE_PATTERN,
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
  /**
   * The browser checking out: its own unpaid orders do not count, since placing this one
   * replaces them (and gives their uses back) first. A retry after a failed payment is not
   * told the code is used, by itself.
   */
  browser?: { sessionId: number; userId: number | null };
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
  // The row's terms; what only the shop's lists and the back office read stays behind.
  const { shown, description, createdAt, updatedAt, ...terms } = row;
  return {
    ...terms,
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
  // What cannot be a code names none, and never reaches the database (a NUL would fail it).
  if (!COUPON_CODE_PATTERN.test(normalized)) return null;
  const query = db
    .select()
    .from(coupons)
    .where(sql`lower(${coupons.code}) = lower(${normalized})`)
    .limit(1);
  // 'no key update': placements with the code queue on it, while a cart that refers to it
  // (whose foreign-key check takes a key-share lock) is not held up, nor deadlocked.
  const [row] = lock ? await query.for('no key update') : await query;
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
  const { browser } = customer;
  const replaced = browser
    ? // As replaceConcurrentUnpaid picks them (order-lifecycle/settle.server.ts, unpaidOf).
      sql`exists (select 1 from orders o where o.id = ${couponRedemptions.orderId}
          and o.payment_state = 'pending' and o.session_id = ${browser.sessionId}
          and (${browser.userId}::int is null or o.user_id is null or o.user_id = ${browser.userId}))`
    : sql`false`;
  const [usage] = await queryRows(
    db,
    sql`select count(*) as live,
          ${mine ? sql`count(*) filter (where ${mine})` : sql`null`} as mine
        from ${couponRedemptions}
        where ${couponRedemptions.couponId} = ${couponId} and ${couponRedemptions.releasedAt} is null
          and not ${replaced}`,
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
 * A late payment for an order whose use was given back (its window had closed): the use is
 * taken again only if the code still allows it, since a placement may have taken its last
 * use meanwhile, or the buyer used it again on a new order. Returns false when it does not
 * (the payment is then refunded, as when the stock is gone). Locks the code first, as a
 * placement does, before the caller takes any stock.
 */
export async function redemptionBack(tx: DbOrTx, orderId: number): Promise<boolean> {
  const [held] = await tx
    .select()
    .from(couponRedemptions)
    .where(eq(couponRedemptions.orderId, orderId))
    .limit(1);
  if (!held || held.releasedAt === null) return true;
  const [coupon] = await tx
    .select()
    .from(coupons)
    .where(eq(coupons.id, held.couponId))
    .for('no key update');
  if (!coupon) return true;
  const usage = await couponUsage(tx, coupon.id, {
    userId: held.userId,
    email: held.email,
    phone: held.phone,
  });
  if (coupon.totalUses !== null && usage.liveUses >= coupon.totalUses) return false;
  if (coupon.usesPerCustomer !== null && (usage.customerUses ?? 0) >= coupon.usesPerCustomer) {
    return false;
  }
  await tx
    .update(couponRedemptions)
    .set({ releasedAt: null })
    .where(eq(couponRedemptions.id, held.id));
  return true;
}

/**
 * Coupon codes and the prepaid offer in the back office (issue 33): the list with each
 * code's uses, orders and revenue, making and editing a code, pausing it, its usage
 * report, and the prepaid offer. Every change goes to the audit log.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type DbOrTx, queryRows, SqlNumber } from '../../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { categories, productVariants } from '../catalog/schema.ts';
import {
  couponCategories,
  couponProducts,
  couponRedemptions,
  coupons,
  prepaidOffer,
} from '../offers/schema.ts';
import { orders } from '../order/schema.ts';
import type { Staff } from './access.server.ts';
import { changedFields, recordAudit } from './audit.server.ts';
import { COUPON_FORM_MESSAGES, type CouponInput } from './coupon-validation.ts';

export interface CouponListRow {
  code: string;
  kind: 'percent' | 'flat';
  percent: number | null;
  amountPaise: number | null;
  maxDiscountPaise: number | null;
  minOrderPaise: number;
  validFrom: Date | null;
  validTo: Date | null;
  totalUses: number | null;
  shown: boolean;
  paused: boolean;
  /** Orders holding a use now. */
  uses: number;
  /** Their totals and discounts (cancelled orders' uses are given back and left out). */
  revenuePaise: number;
  discountPaise: number;
}

const CouponListRowSchema = z.object({
  code: z.string(),
  kind: z.enum(['percent', 'flat']),
  percent: z.number().nullable(),
  amountPaise: SqlNumber.nullable(),
  maxDiscountPaise: SqlNumber.nullable(),
  minOrderPaise: SqlNumber,
  validFrom: z.coerce.date().nullable(),
  validTo: z.coerce.date().nullable(),
  totalUses: z.number().nullable(),
  shown: z.boolean(),
  paused: z.boolean(),
  uses: SqlNumber,
  revenuePaise: SqlNumber,
  discountPaise: SqlNumber,
});

/** Every code, newest first, with its live uses and what their orders came to. */
export async function listCoupons(db: DbOrTx): Promise<CouponListRow[]> {
  return queryRows(
    db,
    sql`select c.code, c.kind, c.percent, c.amount_paise as "amountPaise",
          c.max_discount_paise as "maxDiscountPaise", c.min_order_paise as "minOrderPaise",
          c.valid_from as "validFrom", c.valid_to as "validTo", c.total_uses as "totalUses",
          c.shown, c.paused,
          count(o.id) as uses,
          coalesce(sum(o.total_paise), 0) as "revenuePaise",
          coalesce(sum(r.discount_paise) filter (where o.id is not null), 0) as "discountPaise"
        from ${coupons} c
        left join ${couponRedemptions} r on r.coupon_id = c.id and r.released_at is null
        left join ${orders} o on o.id = r.order_id
        group by c.id
        order by c.created_at desc, c.id desc`,
    CouponListRowSchema,
  );
}

export type StaffCoupon = typeof coupons.$inferSelect & {
  categoryIds: number[];
  productCodes: string[];
};

export async function findCouponForStaff(db: DbOrTx, code: string): Promise<StaffCoupon | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(sql`lower(${coupons.code}) = lower(${code})`)
    .limit(1);
  if (!row) return null;
  const [categoryRows, productRows] = await Promise.all([
    db
      .select({ id: couponCategories.categoryId })
      .from(couponCategories)
      .where(eq(couponCategories.couponId, row.id)),
    db
      .selectDistinct({ code: productVariants.productCode })
      .from(couponProducts)
      .innerJoin(productVariants, eq(productVariants.productId, couponProducts.productId))
      .where(eq(couponProducts.couponId, row.id))
      .orderBy(asc(productVariants.productCode)),
  ]);
  return {
    ...row,
    categoryIds: categoryRows.map((r) => r.id),
    productCodes: productRows.map((r) => r.code),
  };
}

/** The categories a code may be limited to (the groupings that say nothing of goods left out). */
export async function couponCategoryChoices(db: DbOrTx) {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(sql`${categories.gstRatePercent} is not null`)
    .orderBy(asc(categories.position), asc(categories.name));
}

/** Product codes -> product ids; an unknown code is refused by name. */
async function productIdsOf(db: DbOrTx, codes: readonly string[]): Promise<number[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .selectDistinct({ code: productVariants.productCode, productId: productVariants.productId })
    .from(productVariants)
    .where(
      inArray(
        sql`upper(${productVariants.productCode})`,
        codes.map((c) => c.toUpperCase()),
      ),
    );
  const found = new Set(rows.map((row) => row.code.toUpperCase()));
  const unknown = codes.filter((code) => !found.has(code.toUpperCase()));
  if (unknown.length > 0) {
    throw new DomainError('rejected', COUPON_FORM_MESSAGES.unknownProducts, {
      field: 'products',
      values: { codes: unknown.join(', ') },
    });
  }
  return [...new Set(rows.map((row) => row.productId))];
}

/** The ticked categories that exist (a forged id names none). */
async function existingCategories(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, [...ids]));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

async function codeTaken(tx: DbOrTx, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(sql`lower(${coupons.code}) = lower(${code})`)
    .limit(1);
  return row !== undefined && row.id !== exceptId;
}

function columnsOf(input: CouponInput) {
  const percent = input.kind === 'percent';
  return {
    code: input.code,
    kind: input.kind,
    percent: percent ? input.percent : null,
    amountPaise: percent ? null : input.amount,
    maxDiscountPaise: percent ? input.maxDiscount : null,
    minOrderPaise: input.minOrder ?? 0,
    validFrom: input.validFrom,
    validTo: input.validTo,
    totalUses: input.totalUses,
    usesPerCustomer: input.usesPerCustomer,
    firstOrderOnly: input.firstOrderOnly,
    shown: input.shown,
    description: input.description ?? '',
  };
}

/** Makes a code, or changes the one called `existingCode`; returns its code. */
export async function saveCoupon(
  db: DbOrTx,
  staff: Staff,
  input: CouponInput,
  existingCode?: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    const existing = existingCode ? await findCouponForStaff(tx, existingCode) : null;
    if (existingCode && !existing) throw new DomainError('not_found', 'This coupon was not found.');
    if (await codeTaken(tx, input.code, existing?.id)) {
      throw new DomainError('conflict', COUPON_FORM_MESSAGES.codeTaken, { field: 'code' });
    }
    const productIds = await productIdsOf(tx, input.products ?? []);
    const categoryIds = await existingCategories(tx, input.categories);
    const values = columnsOf(input);
    const scope = { categoryIds, productCodes: input.products ?? [] };
    let id: number;
    if (existing) {
      id = existing.id;
      await tx
        .update(coupons)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(coupons.id, id));
      await tx.delete(couponCategories).where(eq(couponCategories.couponId, id));
      await tx.delete(couponProducts).where(eq(couponProducts.couponId, id));
    } else {
      const [created] = await tx.insert(coupons).values(values).returning({ id: coupons.id });
      id = created!.id;
    }
    if (categoryIds.length > 0) {
      await tx
        .insert(couponCategories)
        .values(categoryIds.map((categoryId) => ({ couponId: id, categoryId })));
    }
    if (productIds.length > 0) {
      await tx
        .insert(couponProducts)
        .values(productIds.map((productId) => ({ couponId: id, productId })));
    }
    const change = existing
      ? changedFields(
          {
            ...storedColumns(existing),
            categoryIds: existing.categoryIds,
            productCodes: existing.productCodes,
          },
          { ...values, ...scope },
        )
      : { before: null, after: { ...values, ...scope } };
    if (change) {
      await recordAudit(tx, staff, {
        action: existing ? 'coupon.update' : 'coupon.create',
        entityType: 'coupon',
        entityId: input.code,
        ...change,
      });
    }
    return input.code;
  });
}

/** A stored code's columns, as `columnsOf` writes them (for the audit's before). */
function storedColumns(row: StaffCoupon): ReturnType<typeof columnsOf> {
  const { id, paused, createdAt, updatedAt, categoryIds, productCodes, ...columns } = row;
  return columns;
}

/** Pause (no new order gets it) or resume a code. */
export async function setCouponPaused(
  db: DbOrTx,
  staff: Staff,
  code: string,
  paused: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(coupons)
      .set({ paused, updatedAt: new Date() })
      .where(and(sql`lower(${coupons.code}) = lower(${code})`, eq(coupons.paused, !paused)))
      .returning({ code: coupons.code });
    if (!row) return;
    await recordAudit(tx, staff, {
      action: paused ? 'coupon.pause' : 'coupon.resume',
      entityType: 'coupon',
      entityId: row.code,
      before: { paused: !paused },
      after: { paused },
    });
  });
}

export interface CouponUseRow {
  orderNumber: string;
  placedAt: Date;
  email: string;
  discountPaise: number;
  totalPaise: number;
  status: string;
  /** When the use was given back (the order cancelled or never paid). */
  releasedAt: Date | null;
}

/** The code's uses, newest first: the usage report (and its CSV). */
export async function couponUses(db: DbOrTx, code: string): Promise<CouponUseRow[]> {
  return db
    .select({
      orderNumber: orders.orderNumber,
      placedAt: orders.placedAt,
      email: couponRedemptions.email,
      discountPaise: couponRedemptions.discountPaise,
      totalPaise: orders.totalPaise,
      status: orders.status,
      releasedAt: couponRedemptions.releasedAt,
    })
    .from(couponRedemptions)
    .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
    .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
    .where(sql`lower(${coupons.code}) = lower(${code})`)
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(5_000);
}

export async function findPrepaidOffer(db: DbOrTx) {
  const [row] = await db.select().from(prepaidOffer).where(eq(prepaidOffer.id, 1));
  return row ?? null;
}

export async function savePrepaidOffer(
  db: DbOrTx,
  staff: Staff,
  input: { percent: number; maxDiscount: number | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findPrepaidOffer(tx);
    const values = { percent: input.percent, maxDiscountPaise: input.maxDiscount };
    await tx
      .insert(prepaidOffer)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: prepaidOffer.id, set: { ...values, updatedAt: new Date() } });
    await recordAudit(tx, staff, {
      action: 'prepaid-offer.update',
      entityType: 'prepaid_offer',
      entityId: '1',
      before: before
        ? { percent: before.percent, maxDiscountPaise: before.maxDiscountPaise }
        : null,
      after: values,
    });
  });
}

/**
 * Coupon codes (issue 33): made by staff, applied to a cart or a Buy now, redeemed by an
 * order. A redemption is one order's use of a code; it is given back (released) when the
 * order is cancelled or its payment window closes, as the order's stock is.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, serialId, timestamptz, updatedAt } from '../../../db/columns.ts';
import { categories, products, productVariants } from '../catalog/schema.ts';
import { users } from '../identity/schema.ts';
import { orders } from '../order/schema.ts';
import { COUPON_KINDS } from './coupon-rules.ts';

export const couponKind = pgEnum('coupon_kind', COUPON_KINDS);

export const coupons = pgTable(
  'coupons',
  {
    id: serialId(),
    /** As staff typed it (upper case); unique whatever the case. */
    code: text('code').notNull(),
    kind: couponKind('kind').notNull(),
    /** 'percent': 1-100. */
    percent: integer('percent'),
    /** 'flat': the amount off. */
    amountPaise: bigint('amount_paise', { mode: 'number' }),
    /** 'percent': the most it takes off (none: no cap). */
    maxDiscountPaise: bigint('max_discount_paise', { mode: 'number' }),
    /** On the discounted subtotal of the whole order, before shipping. */
    minOrderPaise: bigint('min_order_paise', { mode: 'number' }).notNull().default(0),
    validFrom: timestamptz('valid_from'),
    validTo: timestamptz('valid_to'),
    /** Null: as many as are asked for. */
    totalUses: integer('total_uses'),
    usesPerCustomer: integer('uses_per_customer'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** Listed in the cart as an available offer. */
    shown: boolean('shown').notNull().default(false),
    /** Paused by staff: no new order gets it (orders that have it keep it). */
    paused: boolean('paused').notNull().default(false),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_idx').on(sql`lower(${t.code})`),
    check(
      'coupons_kind_values',
      sql`(${t.kind} = 'percent' and ${t.percent} between 1 and 100 and ${t.amountPaise} is null)
        or (${t.kind} = 'flat' and ${t.amountPaise} > 0 and ${t.percent} is null and ${t.maxDiscountPaise} is null)`,
    ),
    check(
      'coupons_uses_positive',
      sql`coalesce(${t.totalUses}, 1) > 0 and coalesce(${t.usesPerCustomer}, 1) > 0`,
    ),
    check(
      'coupons_window',
      sql`${t.validFrom} is null or ${t.validTo} is null or ${t.validFrom} < ${t.validTo}`,
    ),
  ],
);

/** A code limited to some categories (with the products below, or all when neither has rows). */
export const couponCategories = pgTable(
  'coupon_categories',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.categoryId] }),
    index('coupon_categories_category_idx').on(t.categoryId),
  ],
);

export const couponProducts = pgTable(
  'coupon_products',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.productId] }),
    index('coupon_products_product_idx').on(t.productId),
  ],
);

/**
 * One order's use of a code, with who used it (the account, and the order's e-mail and
 * phone, which count for a guest). A released use no longer counts.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serialId(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull(),
    releasedAt: timestamptz('released_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupon_redemptions_live_idx').on(t.couponId).where(sql`${t.releasedAt} is null`),
    index('coupon_redemptions_user_idx').on(t.couponId, t.userId),
    index('coupon_redemptions_email_idx').on(t.couponId, sql`lower(${t.email})`),
    index('coupon_redemptions_phone_idx').on(t.couponId, t.phone),
  ],
);

/**
 * The shop's offer for paying online, one row (id 1) or none: "N% off (up to ₹M) when
 * paying online". No row, or a percent of 0, is no offer.
 */
export const prepaidOffer = pgTable(
  'prepaid_offer',
  {
    id: integer('id').primaryKey().default(1),
    percent: integer('percent').notNull(),
    maxDiscountPaise: bigint('max_discount_paise', { mode: 'number' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('prepaid_offer_one_row', sql`${t.id} = 1`),
    check('prepaid_offer_percent', sql`${t.percent} between 0 and 50`),
    check('prepaid_offer_cap', sql`${t.maxDiscountPaise} is null or ${t.maxDiscountPaise} > 0`),
  ],
);

/**
 * 'Notify me' on an out-of-stock variant (issue 33): an e-mail (no account needed) waiting
 * for the variant to come back. Staff raising its stock from 0 e-mails each one once
 * (through the outbox) and stamps it notified; a shopper waits at most once per variant.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serialId(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The page's language: the e-mail is written in it. */
    locale: text('locale').notNull().default('en'),
    createdAt: createdAt(),
    notifiedAt: timestamptz('notified_at'),
  },
  (t) => [
    uniqueIndex('stock_alerts_waiting_idx')
      .on(t.variantId, sql`lower(${t.email})`)
      .where(sql`${t.notifiedAt} is null`),
  ],
);

/** One cart per guest session or per account; a line per variant. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, serialId, timestamptz, updatedAt } from '../../../db/columns.ts';
import { productVariants } from '../catalog/schema.ts';
import { coupons } from '../offers/schema.ts';
import { oneOwnerCheck, ownerColumns } from '../shopper/schema.ts';

export const carts = pgTable(
  'carts',
  {
    id: serialId(),
    ...ownerColumns(),
    /** The code applied in the cart (checked again whenever the cart is priced). */
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** The cart's last change: every line added, changed or removed, and the code. */
    updatedAt: updatedAt(),
    /** When its reminder e-mail went (issue 33): one per change, so none while this is later. */
    remindedAt: timestamptz('reminded_at'),
  },
  (t) => [
    oneOwnerCheck('carts_one_owner', t),
    // The reminder job's search: accounts' carts left alone for a day.
    index('carts_reminder_idx')
      .on(t.updatedAt)
      .where(
        sql`${t.userId} is not null and (${t.remindedAt} is null or ${t.remindedAt} < ${t.updatedAt})`,
      ),
  ],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serialId(),
    publicId: text('public_id').notNull().unique(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('cart_lines_cart_variant').on(t.cartId, t.variantId),
    index('cart_lines_variant_idx').on(t.variantId),
    check('cart_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

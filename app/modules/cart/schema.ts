/** One cart per guest session or per account; a line per variant. */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { productVariants } from '../catalog/schema.ts';
import { oneOwnerCheck, ownerColumns } from '../shopper/schema.ts';

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    ...ownerColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [oneOwnerCheck('carts_one_owner', t)],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    publicId: text('public_id').notNull().unique(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cart_lines_cart_variant').on(t.cartId, t.variantId),
    index('cart_lines_variant_idx').on(t.variantId),
    check('cart_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

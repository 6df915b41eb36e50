import { index, integer, pgTable, serial, timestamp, unique } from 'drizzle-orm/pg-core';
import { productVariants } from '../catalog/schema.ts';
import { oneOwnerCheck, ownerColumns } from '../shopper/schema.ts';

export const wishlists = pgTable(
  'wishlists',
  {
    id: serial('id').primaryKey(),
    ...ownerColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [oneOwnerCheck('wishlists_one_owner', t)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    wishlistId: integer('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('wishlist_items_list_variant').on(t.wishlistId, t.variantId),
    index('wishlist_items_variant_idx').on(t.variantId),
  ],
);

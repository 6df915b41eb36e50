import { index, integer, pgTable, unique } from 'drizzle-orm/pg-core';
import { createdAt, serialId } from '../../../db/columns.ts';
import { productVariants } from '../catalog/schema.ts';
import { oneOwnerCheck, ownerColumns } from '../shopper/schema.ts';

export const wishlists = pgTable(
  'wishlists',
  {
    id: serialId(),
    ...ownerColumns(),
    createdAt: createdAt(),
  },
  (t) => [oneOwnerCheck('wishlists_one_owner', t)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serialId(),
    wishlistId: integer('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /**
     * The lowest price the shopper has known for the variant: its price when saved, then
     * each price a price-drop e-mail told them (issue 33). A fall below it is a drop.
     */
    priceSeenPaise: integer('price_seen_paise').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('wishlist_items_list_variant').on(t.wishlistId, t.variantId),
    index('wishlist_items_variant_idx').on(t.variantId),
  ],
);

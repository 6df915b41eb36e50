/** The wishlist: one per guest session or per account, an item per variant. */
import { and, desc, eq, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows, tableAs } from '../../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { ProductCard } from '../catalog/card.ts';
import {
  CARD_COLUMNS,
  CARD_KANNADA,
  CardRowSchema,
  cardProduct,
  IMAGE_JOIN,
  toCard,
} from '../catalog/cards.server.ts';
import { productVariants } from '../catalog/schema.ts';
import { findSaleableVariant, NO_LONGER_AVAILABLE } from '../catalog/variants.server.ts';
import {
  type CartOwner,
  ensureOwnedId,
  findOwnedId,
  mergeGuestOwned,
  ownedBy,
  type Shopper,
} from '../shopper/owner.server.ts';
import { NOT_IN_WISHLIST, WISHLIST_MESSAGES } from './messages.ts';
import { wishlistItems, wishlists } from './schema.ts';

async function saleableVariant(db: DbOrTx, variantPublicId: string) {
  const variant = await findSaleableVariant(db, variantPublicId, {
    id: productVariants.id,
    pricePaise: productVariants.discountedPricePaise,
  });
  if (!variant) throw new DomainError('not_found', NO_LONGER_AVAILABLE);
  return variant;
}

const variantId = async (db: DbOrTx, variantPublicId: string) =>
  (await saleableVariant(db, variantPublicId)).id;

/** Saves the variant, with the price the shopper sees now (a later fall is a price drop). */
async function saveItem(
  db: DbOrTx,
  wishlistId: number,
  variant: { id: number; pricePaise: number },
): Promise<void> {
  await db
    .insert(wishlistItems)
    .values({ wishlistId, variantId: variant.id, priceSeenPaise: variant.pricePaise })
    .onConflictDoNothing();
}

export async function getWishlistCount(db: DbOrTx, owner: CartOwner | null): Promise<number> {
  if (!owner) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(wishlistItems)
    .innerJoin(wishlists, eq(wishlists.id, wishlistItems.wishlistId))
    .where(ownedBy(wishlists, owner));
  return row?.count ?? 0;
}

/**
 * The wishlist's variants with when each was saved: a query, not its result, so that the
 * shopper's page view can nest it (columns public_id, created_at, id).
 */
export function wishlistVariantsQuery(db: DbOrTx, owner: CartOwner) {
  return db
    .select({
      id: productVariants.publicId,
      savedAt: wishlistItems.createdAt,
      itemId: wishlistItems.id,
    })
    .from(wishlistItems)
    .innerJoin(wishlists, eq(wishlists.id, wishlistItems.wishlistId))
    .innerJoin(productVariants, eq(productVariants.id, wishlistItems.variantId))
    .where(ownedBy(wishlists, owner));
}

/** Variant public ids in the wishlist, newest first (cards use it to fill their hearts). */
export async function getWishlistVariantIds(
  db: DbOrTx,
  owner: CartOwner | null,
): Promise<string[]> {
  if (!owner) return [];
  const rows = await wishlistVariantsQuery(db, owner).orderBy(
    desc(wishlistItems.createdAt),
    desc(wishlistItems.id),
  );
  return rows.map((row) => row.id);
}

/**
 * The heart's change: the variant saved or not, whatever it was before (asked twice, the
 * same answer). Unsaving needs no session: a shopper without one has nothing saved.
 */
export async function setInWishlist(
  db: DbOrTx,
  shopper: Shopper,
  variantPublicId: string,
  saved: boolean,
): Promise<{ message: typeof WISHLIST_MESSAGES.added | typeof WISHLIST_MESSAGES.deleted }> {
  const variant = await saleableVariant(db, variantPublicId);
  const id = variant.id;
  if (saved) {
    const wishlistId = await ensureOwnedId(db, wishlists, await shopper.ensure());
    await saveItem(db, wishlistId, variant);
    return { message: WISHLIST_MESSAGES.added };
  }
  const owner = await shopper.current();
  const wishlistId = owner ? await findOwnedId(db, wishlists, owner) : null;
  if (wishlistId) {
    await db
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.wishlistId, wishlistId), eq(wishlistItems.variantId, id)));
  }
  return { message: WISHLIST_MESSAGES.deleted };
}

/** The API's toggle: adds the variant, or removes it when it is already there. */
export async function toggleWishlist(
  db: DbOrTx,
  shopper: Shopper,
  variantPublicId: string,
): Promise<{
  message: typeof WISHLIST_MESSAGES.added | typeof WISHLIST_MESSAGES.deleted;
  inWishlist: boolean;
}> {
  const variant = await saleableVariant(db, variantPublicId);
  // Only a real product gets the shopper a session and a wishlist.
  const wishlistId = await ensureOwnedId(db, wishlists, await shopper.ensure());
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.wishlistId, wishlistId), eq(wishlistItems.variantId, variant.id)))
    .returning({ id: wishlistItems.id });
  if (removed.length > 0) return { message: WISHLIST_MESSAGES.deleted, inWishlist: false };
  await saveItem(db, wishlistId, variant);
  return { message: WISHLIST_MESSAGES.added, inWishlist: true };
}

export async function removeFromWishlist(
  db: DbOrTx,
  shopper: Shopper,
  variantPublicId: string,
): Promise<{ message: typeof WISHLIST_MESSAGES.removed }> {
  const id = await variantId(db, variantPublicId);
  const owner = await shopper.current();
  const wishlistId = owner ? await findOwnedId(db, wishlists, owner) : null;
  const removed = wishlistId
    ? await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.wishlistId, wishlistId), eq(wishlistItems.variantId, id)))
        .returning({ id: wishlistItems.id })
    : [];
  if (removed.length === 0) throw new DomainError('not_found', NOT_IN_WISHLIST);
  return { message: WISHLIST_MESSAGES.removed };
}

/** At login: the guest's items join the account's wishlist. */
export async function mergeGuestWishlist(
  db: DbOrTx,
  sessionId: number,
  userId: number,
): Promise<void> {
  await mergeGuestOwned(db, wishlists, sessionId, userId, (guestId, userWishlistId) =>
    db.execute(sql`
      insert into ${wishlistItems} (wishlist_id, variant_id, price_seen_paise, created_at)
      select ${userWishlistId}, variant_id, price_seen_paise, created_at
        from ${wishlistItems} where wishlist_id = ${guestId}
      on conflict (wishlist_id, variant_id)
        do update set price_seen_paise = least(${wishlistItems.priceSeenPaise}, excluded.price_seen_paise)`),
  );
}

/**
 * The wishlist as product cards, each showing the saved variant, newest first; one query.
 * With the Kannada names (the page shows its language's, app/i18n/content.ts).
 */
export async function getWishlistCards(
  db: DbOrTx,
  owner: CartOwner | null,
): Promise<ProductCard[]> {
  if (!owner) return [];
  // The saved variant (not the card variant) is the one shown: it joins as `v`.
  const v = tableAs(productVariants, 'v');
  const p = cardProduct.as;
  const rows = await queryRows(
    db,
    sql`select ${CARD_COLUMNS}${CARD_KANNADA}
          from ${wishlistItems}
          join ${wishlists} on ${wishlists.id} = ${wishlistItems.wishlistId}
          join ${v.from} on ${v.as.id} = ${wishlistItems.variantId} and ${v.as.active}
          join ${cardProduct.from} on ${p.id} = ${v.as.productId} and ${p.active}
          ${IMAGE_JOIN}
         where ${ownedBy(wishlists, owner)}
         order by ${wishlistItems.createdAt} desc, ${wishlistItems.id} desc`,
    CardRowSchema,
  );
  return rows.map(toCard);
}

/**
 * The cart: one per guest session or per account, a line per variant. Quantities are
 * changed with single conditional statements so that concurrent requests can neither
 * lose an update nor go past the stock.
 */
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { z } from 'zod';
import { type DbOrTx, queryRows, SqlNumber } from '../../../db/client.ts';
import { msg } from '../../i18n/msg.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { newPublicId } from '../../lib/ids.server.ts';
import { PLACEHOLDER_IMAGE } from '../../lib/product-image.ts';
import { uploadHref } from '../../lib/uploaded-images.ts';
import { variantLabel } from '../catalog/card.ts';
import type { ReadOptions } from '../catalog/queries.server.ts';
import { productImages, products, productVariants } from '../catalog/schema.ts';
import { findSaleableVariant, NO_LONGER_AVAILABLE } from '../catalog/variants.server.ts';
import {
  type CartOwner,
  ensureOwnedId,
  mergeGuestOwned,
  ownedBy,
  type Shopper,
} from '../shopper/owner.server.ts';
import { CART_MESSAGES } from './messages.ts';
import { cartLines, carts } from './schema.ts';
import type { Cart, CartLine, CartSummary } from './validation.ts';

/**
 * What a cart or Buy-now line shows of its product and variant (one row per line); the
 * checkout adds what it needs to price and invoice a line.
 */
export const LINE_PRODUCT_COLUMNS = {
  productName: products.name,
  productSlug: products.slug,
  variantId: productVariants.publicId,
  weight: productVariants.weight,
  unit: productVariants.unit,
  productCode: productVariants.productCode,
  stock: productVariants.stock,
  basePricePaise: productVariants.basePricePaise,
  discountedPricePaise: productVariants.discountedPricePaise,
  imagePath: sql<string | null>`(select ${productImages.path} from ${productImages}
    where ${productImages.productId} = ${products.id} order by ${productImages.position} limit 1)`,
};

const EMPTY_SUMMARY: CartSummary = { count: 0, totalPaise: 0 };

/** A row of LINE_PRODUCT_COLUMNS, as Drizzle types it. */
type LineRow = NonNullable<
  Awaited<ReturnType<typeof findSaleableVariant<typeof LINE_PRODUCT_COLUMNS>>>
>;

function toLine(id: string, row: LineRow, quantity: number): CartLine {
  return {
    id,
    productName: row.productName,
    productSlug: row.productSlug,
    image: {
      src: row.imagePath ? uploadHref(row.imagePath) : PLACEHOLDER_IMAGE,
      alt: row.productName,
    },
    variantId: row.variantId,
    variantLabel: variantLabel(row.weight, row.unit),
    productCode: row.productCode,
    quantity,
    stock: row.stock,
    basePricePaise: row.basePricePaise,
    discountedPricePaise: row.discountedPricePaise,
    lineTotalPaise: quantity * row.discountedPricePaise,
  };
}

/** Count, totals and discount of a set of lines (base prices are the 'Subtotal'). */
function totals<L extends CartLine>(lines: L[]): Cart & { lines: L[] } {
  const totalPaise = lines.reduce((sum, line) => sum + line.lineTotalPaise, 0);
  const subtotalPaise = lines.reduce((sum, line) => sum + line.quantity * line.basePricePaise, 0);
  return {
    lines,
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    totalPaise,
    subtotalPaise,
    discountPaise: subtotalPaise - totalPaise,
  };
}

/**
 * Badge numbers: item count (sum of quantities) and total at discounted prices, as one
 * row. A query, not its result, so that the shopper's page view can nest it.
 */
export function cartSummaryQuery(db: DbOrTx, owner: CartOwner) {
  return db
    .select({
      count: sql<number>`coalesce(sum(${cartLines.quantity}), 0)::int`.as('count'),
      // bigint: a few dear lines pass int4's ₹2.1 crore; the driver returns it as text.
      totalPaise:
        sql<number>`coalesce(sum(${cartLines.quantity}::bigint * ${productVariants.discountedPricePaise}), 0)`
          .mapWith(Number)
          .as('total_paise'),
    })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
    .where(ownedBy(carts, owner));
}

/**
 * The chosen columns (of cart_lines, product_variants and products) of the owner's cart
 * lines, oldest first as the cart shows them; `where` narrows them further. The cart and
 * the checkout read their lines through it.
 */
export async function ownedCartLines<T extends SelectedFields>(
  db: DbOrTx,
  owner: CartOwner,
  columns: T,
  where?: SQL,
): Promise<SelectResultFields<T>[]> {
  // As in findSaleableVariant: Drizzle cannot carry a generic selection through its
  // builder's types, so the result gets the type it has for any concrete selection.
  const rows = await db
    .select(columns as SelectedFields)
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(where, ownedBy(carts, owner)))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  return rows as SelectResultFields<T>[];
}

export async function getCartSummary(db: DbOrTx, owner: CartOwner | null): Promise<CartSummary> {
  if (!owner) return EMPTY_SUMMARY;
  const [row] = await cartSummaryQuery(db, owner);
  return row ?? EMPTY_SUMMARY;
}

/** A cart line read with `kannada`: its product's Kannada name too (null where there is none). */
export type BilingualCartLine = CartLine & { productNameKn?: string | null };

/**
 * The shopper's cart. The cart page reads it with `kannada` and shows each name in its
 * language (app/i18n/content.ts); the JSON API reads English only.
 */
export async function getCart(
  db: DbOrTx,
  owner: CartOwner | null,
  { kannada }: ReadOptions = {},
): Promise<Cart & { lines: BilingualCartLine[] }> {
  if (!owner) return { ...EMPTY_SUMMARY, lines: [], subtotalPaise: 0, discountPaise: 0 };
  const rows = await ownedCartLines(db, owner, {
    id: cartLines.publicId,
    quantity: cartLines.quantity,
    ...LINE_PRODUCT_COLUMNS,
    productNameKn: products.nameKn,
  });
  const lines = rows.map((row) => ({
    ...toLine(row.id, row, row.quantity),
    ...(kannada ? { productNameKn: row.productNameKn } : {}),
  }));
  return totals(lines);
}

async function variantForSale(db: DbOrTx, variantPublicId: string) {
  const variant = await findSaleableVariant(db, variantPublicId, {
    id: productVariants.id,
    stock: productVariants.stock,
    name: products.name,
  });
  if (!variant) throw new DomainError('not_found', NO_LONGER_AVAILABLE);
  if (variant.stock <= 0) throw outOfStock(variant.name);
  return variant;
}

const NOT_IN_CART = msg('This item is not in your cart.');
const ONLY_LEFT = msg('Only {count} left in stock.');

function outOfStock(name: string): DomainError {
  return new DomainError('out_of_stock', msg('{name} is out of stock.'), { values: { name } });
}

/** Not enough stock for what was asked, and how much of it the cart holds already. */
function notEnoughStock(stock: number, inCart: number): DomainError {
  const more = Math.max(0, stock - inCart);
  const message =
    inCart === 0
      ? ONLY_LEFT
      : more === 0
        ? msg('Only {count} left in stock, and all {count} are already in your cart.')
        : msg('Only {count} left in stock: you can add {more} more.');
  return new DomainError('insufficient_stock', message, { values: { count: stock, more } });
}

/**
 * Adds `quantity` of a variant. One statement inserts or increments the line, and
 * only while the new quantity stays within stock.
 */
export async function addToCart(
  db: DbOrTx,
  shopper: Shopper,
  variantPublicId: string,
  quantity: number,
): Promise<{ message: typeof CART_MESSAGES.added | typeof CART_MESSAGES.updated }> {
  const variant = await variantForSale(db, variantPublicId);
  if (quantity > variant.stock) throw notEnoughStock(variant.stock, 0);
  // Only now, with something to keep, does the shopper get a session and a cart.
  const cartId = await ensureOwnedId(db, carts, await shopper.ensure());
  const rows = await queryRows(
    db,
    sql`insert into ${cartLines} (public_id, cart_id, variant_id, quantity)
        values (${newPublicId()}, ${cartId}, ${variant.id}, ${quantity})
        on conflict (cart_id, variant_id) do update
           set quantity = ${cartLines.quantity} + excluded.quantity, updated_at = now()
         where ${cartLines.quantity} + excluded.quantity
               <= (select stock from ${productVariants} where id = excluded.variant_id)
        returning (xmax = 0) as inserted`,
    z.object({ inserted: z.boolean() }),
  );
  const row = rows[0];
  if (!row) {
    const [line] = await db
      .select({ quantity: cartLines.quantity })
      .from(cartLines)
      .where(and(eq(cartLines.cartId, cartId), eq(cartLines.variantId, variant.id)));
    throw notEnoughStock(variant.stock, line?.quantity ?? 0);
  }
  await touchCart(db, cartId);
  return { message: row.inserted ? CART_MESSAGES.added : CART_MESSAGES.updated };
}

/** Every change to a cart's lines is its last change: its reminder waits a day from it. */
async function touchCart(db: DbOrTx, cartId: number): Promise<void> {
  await db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
}

async function ownedLine(db: DbOrTx, shopper: Shopper, linePublicId: string) {
  const owner = await shopper.current();
  // No session yet means no cart, so no line: nothing is created to say so.
  if (!owner) throw new DomainError('not_found', NOT_IN_CART);
  const [line] = await ownedCartLines(
    db,
    owner,
    {
      id: cartLines.id,
      cartId: cartLines.cartId,
      quantity: cartLines.quantity,
      stock: productVariants.stock,
      name: products.name,
    },
    eq(cartLines.publicId, linePublicId),
  );
  // Another shopper's line looks exactly like a missing one.
  if (!line) throw new DomainError('not_found', NOT_IN_CART);
  return line;
}

/** Sets a line's quantity (plus/minus on the cart page). */
export async function setLineQuantity(
  db: DbOrTx,
  shopper: Shopper,
  linePublicId: string,
  quantity: number,
): Promise<{ message: typeof CART_MESSAGES.updated | typeof CART_MESSAGES.decreased }> {
  const line = await ownedLine(db, shopper, linePublicId);
  if (quantity > line.stock) throw notEnoughStock(line.stock, 0);
  const updated = await db
    .update(cartLines)
    .set({ quantity, updatedAt: new Date() })
    .where(
      and(
        eq(cartLines.id, line.id),
        sql`${quantity} <= (select stock from ${productVariants} where id = ${cartLines.variantId})`,
      ),
    )
    .returning({ id: cartLines.id });
  if (updated.length === 0) throw notEnoughStock(line.stock, 0);
  await touchCart(db, line.cartId);
  return { message: quantity < line.quantity ? CART_MESSAGES.decreased : CART_MESSAGES.updated };
}

export async function removeLine(
  db: DbOrTx,
  shopper: Shopper,
  linePublicId: string,
): Promise<{ message: typeof CART_MESSAGES.removed }> {
  const line = await ownedLine(db, shopper, linePublicId);
  await db.delete(cartLines).where(eq(cartLines.id, line.id));
  await touchCart(db, line.cartId);
  return { message: CART_MESSAGES.removed };
}

/**
 * At login: the guest session's lines join the account's cart. Quantities add and
 * are capped by stock; the guest cart is then removed.
 */
export async function mergeGuestCart(db: DbOrTx, sessionId: number, userId: number): Promise<void> {
  await mergeGuestOwned(db, carts, sessionId, userId, async (guestCartId, userCartId) => {
    // The guest's code comes along when the account's cart has none.
    await db.execute(sql`
      update ${carts} set coupon_id = (select coupon_id from ${carts} where id = ${guestCartId})
       where id = ${userCartId} and coupon_id is null`);
    const merged = await queryRows(
      db,
      sql`
      insert into ${cartLines} (public_id, cart_id, variant_id, quantity)
      select md5(random()::text || gl.id::text), ${userCartId}, gl.variant_id, least(gl.quantity, v.stock)
        from ${cartLines} gl join ${productVariants} v on v.id = gl.variant_id
       where gl.cart_id = ${guestCartId} and v.stock > 0
      on conflict (cart_id, variant_id) do update
         set quantity = least(${cartLines.quantity} + excluded.quantity,
                              (select stock from ${productVariants} where id = excluded.variant_id)),
             updated_at = now()
      returning ${cartLines.id}`,
      z.object({ id: SqlNumber }),
    );
    // A change only if lines came: an empty guest cart leaves the account's as it was.
    if (merged.length > 0) await touchCart(db, userCartId);
  });
}

/**
 * The single line a Buy now checkout is about, priced by the server and checked against
 * stock; nothing is written (the cart stays as it is).
 */
export async function buyNowLine(
  db: DbOrTx,
  variantPublicId: string,
  quantity: number,
): Promise<Cart> {
  const row = await findSaleableVariant(db, variantPublicId, LINE_PRODUCT_COLUMNS);
  if (!row) throw new DomainError('not_found', NO_LONGER_AVAILABLE);
  if (row.stock <= 0) throw outOfStock(row.productName);
  if (quantity > row.stock) throw notEnoughStock(row.stock, 0);
  return totals([toLine(row.variantId, row, quantity)]);
}

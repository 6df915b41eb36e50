/**
 * The coupon code applied in a cart (issue 33): kept on the cart, priced afresh whenever
 * the cart is shown or bought (its lines, prices and the code's uses move), never trusted
 * from the browser.
 */
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { english } from '../../i18n/english.ts';
import type { Translate } from '../../i18n/translate.ts';
import { productVariants } from '../catalog/schema.ts';
import { COUPON_MESSAGES } from '../offers/coupon-rules.ts';
import {
  type CouponCustomer,
  type CouponPrice,
  couponError,
  findCoupon,
  findCouponById,
  type PricedLine,
  priceCoupon,
} from '../offers/coupons.server.ts';
import { couponCodeOf, shownCoupons } from '../offers/shown.server.ts';
import {
  type CartOwner,
  ensureOwnedId,
  findOwnedId,
  type Shopper,
} from '../shopper/owner.server.ts';
import { ownedCartLines } from './cart.server.ts';
import { cartLines, carts } from './schema.ts';
import type { Cart, PricedCart } from './validation.ts';

/** What a cart's code is known by before the checkout: the account, if signed in. */
export function cartCustomer(owner: CartOwner): CouponCustomer {
  return { userId: 'userId' in owner ? owner.userId : null, email: null, phone: null };
}

/** The code applied to the owner's cart (as staff wrote it), or null. */
export async function cartCouponCode(db: DbOrTx, owner: CartOwner | null): Promise<string | null> {
  if (!owner) return null;
  const cartId = await findOwnedId(db, carts, owner);
  if (cartId === null) return null;
  const [row] = await db
    .select({ couponId: carts.couponId })
    .from(carts)
    .where(eq(carts.id, cartId));
  return row?.couponId ? couponCodeOf(db, row.couponId) : null;
}

async function pricedLines(db: DbOrTx, owner: CartOwner, where?: SQL): Promise<PricedLine[]> {
  const rows = await ownedCartLines(
    db,
    owner,
    {
      productDbId: productVariants.productId,
      lineTotalPaise:
        sql<number>`${cartLines.quantity}::bigint * ${productVariants.discountedPricePaise}`.mapWith(
          Number,
        ),
    },
    where,
  );
  return rows;
}

/** The cart's code priced on its lines now (null when it has none). */
export async function priceCartCoupon(
  db: DbOrTx,
  owner: CartOwner | null,
  now = new Date(),
): Promise<(CouponPrice & { code: string }) | null> {
  if (!owner) return null;
  const cartId = await findOwnedId(db, carts, owner);
  if (cartId === null) return null;
  const [row] = await db
    .select({ couponId: carts.couponId })
    .from(carts)
    .where(eq(carts.id, cartId));
  if (!row?.couponId) return null;
  const coupon = await findCouponById(db, row.couponId);
  if (!coupon) return null;
  const price = await priceCoupon(
    db,
    coupon,
    await pricedLines(db, owner),
    cartCustomer(owner),
    now,
  );
  return { ...price, code: coupon.code };
}

/**
 * 'Apply': the code is kept on the cart only if it applies to it now; else the refusal's
 * reason is thrown (409), and the cart keeps the code it had. Returns the message.
 */
export async function applyCartCoupon(
  db: DbOrTx,
  shopper: Shopper,
  code: string,
  now = new Date(),
): Promise<string> {
  const owner = await shopper.current();
  const coupon = await findCoupon(db, code);
  const lines = owner ? await pricedLines(db, owner) : [];
  const price = await priceCoupon(
    db,
    coupon,
    lines,
    owner ? cartCustomer(owner) : { userId: null, email: null, phone: null },
    now,
  );
  if (price.refusal || !owner)
    throw couponError(price.refusal ?? { template: COUPON_MESSAGES.notApplicable });
  const cartId = await ensureOwnedId(db, carts, owner);
  await db
    .update(carts)
    .set({ couponId: price.coupon.id, updatedAt: now })
    .where(eq(carts.id, cartId));
  return COUPON_MESSAGES.applied;
}

/** 'Remove': the cart keeps no code. */
export async function removeCartCoupon(db: DbOrTx, shopper: Shopper): Promise<string> {
  const owner = await shopper.current();
  const cartId = owner ? await findOwnedId(db, carts, owner) : null;
  if (cartId !== null) {
    await db
      .update(carts)
      .set({ couponId: null, updatedAt: new Date() })
      .where(eq(carts.id, cartId));
  }
  return COUPON_MESSAGES.removed;
}

/** The cart with its code priced now (the cart page, in its language, and the API). */
export async function getPricedCart<C extends Cart>(
  db: DbOrTx,
  owner: CartOwner | null,
  cart: C,
  t: Translate = english,
): Promise<C & Omit<PricedCart, keyof Cart>> {
  const price = cart.lines.length > 0 ? await priceCartCoupon(db, owner) : null;
  const coupon =
    price && !price.refusal
      ? { code: price.coupon.code, discountPaise: price.applied.discountPaise }
      : null;
  return {
    ...cart,
    coupon,
    couponCode: price?.code ?? null,
    couponProblem: price?.refusal ? t(price.refusal.template, price.refusal.values) : null,
    payablePaise: cart.totalPaise - (coupon?.discountPaise ?? 0),
  };
}

/**
 * The offer a cart reminder names (issue 33): the cart's own code if it still applies,
 * else the shown code that saves the most on it now; null when none fits.
 */
export async function bestCartOffer(
  db: DbOrTx,
  owner: CartOwner,
  /** The lines the reminder names (public variant ids): the offer is priced on them alone. */
  variantPublicIds: string[],
  now = new Date(),
): Promise<{ code: string; discountPaise: number } | null> {
  const lines = await pricedLines(db, owner, inArray(productVariants.publicId, variantPublicIds));
  const customer = cartCustomer(owner);
  const cartId = await findOwnedId(db, carts, owner);
  const [kept] = cartId
    ? await db.select({ couponId: carts.couponId }).from(carts).where(eq(carts.id, cartId))
    : [];
  // The cart's own code, when it still applies, is the one named.
  const own = kept?.couponId ? await findCouponById(db, kept.couponId) : null;
  if (own) {
    const price = await priceCoupon(db, own, lines, customer, now);
    if (!price.refusal) return { code: own.code, discountPaise: price.applied.discountPaise };
  }
  let best: { code: string; discountPaise: number } | null = null;
  for (const shown of await shownCoupons(db, now)) {
    const price = await priceCoupon(db, await findCoupon(db, shown.code), lines, customer, now);
    if (!price.refusal && price.applied.discountPaise > (best?.discountPaise ?? 0)) {
      best = { code: price.coupon.code, discountPaise: price.applied.discountPaise };
    }
  }
  return best;
}

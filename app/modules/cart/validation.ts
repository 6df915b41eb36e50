/**
 * Cart and wishlist input and output shapes, shared by the forms (browser), the route
 * actions, the JSON API and its OpenAPI document. Client-safe: no database here.
 */
import { z } from 'zod';
import { msg } from '../../i18n/msg.ts';
import { PUBLIC_ID_PATTERN } from '../../lib/public-id.ts';
import { MAX_LINE_QUANTITY } from './messages.ts';

/**
 * A quantity: an integer from a JSON number or a string of decimal digits. Coercion is
 * not used because it reads `true`, `[3]` and `"0x10"` as numbers.
 */
export const QuantitySchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d{1,12}(\.\d+)?$/)
        .transform(Number),
    ],
    { error: msg('Quantity must be a number.') },
  )
  .pipe(
    z
      .number()
      .int(msg('Quantity must be a whole number.'))
      .min(1, msg('Quantity must be at least 1.'))
      // MAX_LINE_QUANTITY, written out: the text is its own translation id.
      .max(MAX_LINE_QUANTITY, msg('Quantity can be at most 99.')),
  );

/** Public ids are opaque lower-case strings; anything else cannot name a row. */
export const PublicIdSchema = z
  // A missing id is asked for; anything else that is no id (a field sent twice, a number)
  // names no item.
  .string({
    error: (issue) =>
      issue.input === undefined ? msg('An id is required.') : msg('Unknown item.'),
  })
  .trim()
  .regex(PUBLIC_ID_PATTERN, msg('Unknown item.'));

export const AddToCartSchema = z.object({
  variantId: PublicIdSchema,
  quantity: QuantitySchema.default(1),
});

export const SetQuantitySchema = z.object({ quantity: QuantitySchema });

export const VariantRefSchema = z.object({ variantId: PublicIdSchema });

/** The cart page's forms on a line: its +/- and Remove (the cards and product page add). */
export const LineRefSchema = z.object({ lineId: PublicIdSchema });

export const SetLineQuantitySchema = SetQuantitySchema.extend(LineRefSchema.shape);

/** Buy now: one variant and quantity, straight to checkout, the cart untouched. */
export const BuyNowSchema = z.object({
  buy: PublicIdSchema,
  qty: QuantitySchema.default(1),
});

/** Money in paise: an integer that may exceed 2^31 (sums are bigint in the database). */
const Paise = z.number().int().nonnegative();

export const CartSummarySchema = z.object({ count: z.number().int(), totalPaise: Paise });

export const CartLineSchema = z.object({
  id: z.string(),
  productName: z.string(),
  productSlug: z.string(),
  image: z.object({ src: z.string(), alt: z.string() }),
  variantId: z.string(),
  variantLabel: z.string(),
  productCode: z.string(),
  quantity: z.number().int(),
  stock: z.number().int(),
  basePricePaise: Paise,
  discountedPricePaise: Paise,
  lineTotalPaise: Paise,
});

/** A coupon code and what it takes off the goods (issue 33). */
export const AppliedCouponSchema = z.object({ code: z.string(), discountPaise: Paise });

export const CartSchema = CartSummarySchema.extend({
  lines: z.array(CartLineSchema),
  /** Sum of base prices x quantity. */
  subtotalPaise: Paise,
  /** subtotal - total. */
  discountPaise: Paise,
});

/** The cart as the cart page and the API show it: with its coupon code, priced now. */
export const PricedCartSchema = CartSchema.extend({
  /** The code applied, while it applies (totalPaise is before it). */
  coupon: AppliedCouponSchema.nullable(),
  /** The code kept on the cart, whether or not it applies now. */
  couponCode: z.string().nullable(),
  /** Why the kept code does not apply now (in English). */
  couponProblem: z.string().nullable(),
  /** totalPaise - the coupon's discount: what the goods come to. */
  payablePaise: Paise,
});

export type CartSummary = z.infer<typeof CartSummarySchema>;
export type CartLine = z.infer<typeof CartLineSchema>;
export type Cart = z.infer<typeof CartSchema>;
export type PricedCart = z.infer<typeof PricedCartSchema>;

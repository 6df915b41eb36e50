/** Input rules for cart calls, shared by the API, the route actions and the forms. */
import { z } from 'zod';
import { MAX_LINE_QUANTITY } from './messages.ts';

export const QuantitySchema = z.coerce
  .number({ error: 'Quantity must be a number.' })
  .int('Quantity must be a whole number.')
  .min(1, 'Quantity must be at least 1.')
  .max(MAX_LINE_QUANTITY, `Quantity can be at most ${MAX_LINE_QUANTITY}.`);

/** Public ids are opaque lower-case strings; anything else cannot name a row. */
export const PublicIdSchema = z
  .string({ error: 'An id is required.' })
  .trim()
  .regex(/^[a-z0-9]{8,32}$/, 'Unknown item.');

export const AddToCartSchema = z.object({
  variantId: PublicIdSchema,
  quantity: QuantitySchema.default(1),
});

export const SetQuantitySchema = z.object({
  quantity: QuantitySchema,
});

/** The /cart route action, one form per intent (add from cards and the product page; +/- and remove on the cart page). */
export const CartFormSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('add'),
    variantId: PublicIdSchema,
    quantity: QuantitySchema.default(1),
  }),
  z.object({ intent: z.literal('set-quantity'), lineId: PublicIdSchema, quantity: QuantitySchema }),
  z.object({ intent: z.literal('remove'), lineId: PublicIdSchema }),
]);

/** The /wishlist route action. */
export const WishlistFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('toggle'), variantId: PublicIdSchema }),
  z.object({ intent: z.literal('remove'), variantId: PublicIdSchema }),
  z.object({ intent: z.literal('move-to-cart'), variantId: PublicIdSchema }),
]);

/** Buy now: one variant and quantity, straight to checkout, the cart untouched. */
export const BuyNowSchema = z.object({
  buy: PublicIdSchema,
  qty: QuantitySchema.default(1),
});

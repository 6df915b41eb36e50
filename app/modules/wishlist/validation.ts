/** The /wishlist route action's schema (the API uses VariantRefSchema directly). */
import { z } from 'zod';
import { VariantRefSchema } from '../cart/validation.ts';
import { WISHLIST_INTENT } from './intents.ts';

export const LEGACY_TOGGLE = 'toggle';

/** The /wishlist route action. */
export const WishlistFormSchema = z.discriminatedUnion('intent', [
  VariantRefSchema.extend({ intent: z.literal(WISHLIST_INTENT.save) }),
  VariantRefSchema.extend({ intent: z.literal(WISHLIST_INTENT.unsave) }),
  // What hearts posted before 'save' and 'unsave': a tab opened before a deploy still works.
  VariantRefSchema.extend({ intent: z.literal(LEGACY_TOGGLE) }),
  VariantRefSchema.extend({ intent: z.literal(WISHLIST_INTENT.remove) }),
  VariantRefSchema.extend({ intent: z.literal(WISHLIST_INTENT.moveToCart) }),
]);

/** The coupon box's input (cart, checkout, API). Client-safe. */
import { z } from 'zod';
import { EmailSchema } from '../identity/validation.ts';
import { COUPON_CODE_PATTERN, COUPON_MESSAGES } from './coupon-rules.ts';

/**
 * A code as a shopper types it: letters, digits, '-' and '_'. Anything else cannot be a
 * code, so it is refused with the same words as an unknown one.
 */
export const CouponCodeSchema = z
  .string({ error: COUPON_MESSAGES.required })
  .trim()
  .min(1, COUPON_MESSAGES.required)
  .regex(COUPON_CODE_PATTERN, COUPON_MESSAGES.notFound);

/** 'Apply' in the cart and the API: `{ code }`. */
export const ApplyCouponSchema = z.object({ code: CouponCodeSchema });

/**
 * The coupon box's form: the code typed, or an offer's 'Apply' (its code as `offer`,
 * which wins: the box's own field goes with every press, empty or not).
 */
export const CouponBoxSchema = z
  .object({ code: z.string().optional(), offer: z.string().optional() })
  .transform(({ code, offer }) => ({ code: offer || code || '' }))
  .pipe(ApplyCouponSchema);

/**
 * 'Notify me': the e-mail to write to. Empty is allowed for a signed-in shopper, who is
 * written to at their account's address (the server decides; a page cannot know it).
 */
export const StockAlertSchema = z.object({
  email: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    EmailSchema.optional(),
  ),
});

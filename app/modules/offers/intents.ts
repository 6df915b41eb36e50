/**
 * The coupon box's intents, on the cart's and the checkout's actions (issue 33). Both start
 * with 'coupon': the checkout page tells its box's answers by that alone.
 */
export const COUPON_INTENT = { apply: 'coupon', remove: 'coupon-remove' } as const;

/** The coupon box's intents, on the cart's and the checkout's actions (issue 33). */
export const COUPON_INTENT = { apply: 'coupon', remove: 'coupon-remove' } as const;

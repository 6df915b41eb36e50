/**
 * 'Notify me' on the product page's action. Its own file, not with the coupon box's
 * intents: a module two lazy parts share becomes a chunk of its own, which the product
 * page's first JavaScript would name among the part's dependencies.
 */
export const STOCK_ALERT_INTENT = 'notify';

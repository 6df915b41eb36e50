/**
 * The /cart and /wishlist actions' intents, named once for the schemas, the forms, the
 * optimistic badges and the pending checks. Kept apart from the Zod schemas so that the
 * buttons on every product card do not bring Zod into every page's JavaScript.
 */
/** The /cart action's intents. */
export const CART_INTENT = {
  add: 'add',
  setQuantity: 'set-quantity',
  remove: 'remove',
} as const;

/** The /wishlist action's intents. */
export const WISHLIST_INTENT = {
  toggle: 'toggle',
  remove: 'remove',
  moveToCart: 'move-to-cart',
} as const;

/** What a cart or wishlist route action answers: the spec's message, and field errors if any. */
export interface ShopperActionResult {
  ok: boolean;
  message: string;
}

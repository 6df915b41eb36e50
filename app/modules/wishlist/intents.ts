/** The /wishlist action's intents (Zod-free: the heart on every card uses them). */
export const WISHLIST_INTENT = {
  toggle: 'toggle',
  remove: 'remove',
  moveToCart: 'move-to-cart',
} as const;

/** The /wishlist action's intents (Zod-free: the heart on every card uses them). */
export const WISHLIST_INTENT = {
  /**
   * The heart says what it wants, not 'toggle': a second click while the first is on its
   * way, or a heart in a tab the shopper left open, must not do the opposite of what it shows.
   */
  save: 'save',
  unsave: 'unsave',
  remove: 'remove',
  moveToCart: 'move-to-cart',
} as const;

/** What hearts posted before 'save' and 'unsave': a tab opened before a deploy still works. */
export const LEGACY_TOGGLE = 'toggle';

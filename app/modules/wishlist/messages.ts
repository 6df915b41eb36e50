/** The spec's wishlist texts (section 8), in one place for API, UI and tests. */
export const WISHLIST_MESSAGES = {
  added: 'added to wishlist!',
  deleted: 'Deleted From wishlist!',
  removed: 'Removed from wishlist',
  empty: 'Your Wishlist is Currently Empty!',
} as const;

export const NOT_IN_WISHLIST = 'This item is not in your wishlist.';

import { msg } from '../../i18n/msg.ts';

/** The spec's wishlist texts (section 8), in one place for API, UI and tests. */
export const WISHLIST_MESSAGES = {
  added: msg('added to wishlist!'),
  deleted: msg('Deleted From wishlist!'),
  removed: msg('Removed from wishlist'),
  empty: msg('Your Wishlist is Currently Empty!'),
} as const;

export const NOT_IN_WISHLIST = msg('This item is not in your wishlist.');

import { msg } from '../../i18n/msg.ts';

/** The spec's cart texts (section 8), in one place for API, UI and tests. */
export const CART_MESSAGES = {
  added: msg('added to cart!'),
  updated: msg('updated cart!'),
  removed: msg('Removed from cart'),
  decreased: msg('Quantity decreased'),
  dialogAdded: msg('Added to Cart!'),
  dialogFailed: msg('Failed to add to cart!'),
  dialogOkay: msg('Okay'),
  dialogRetry: msg('Try again.'),
  empty: msg('Your Cart is Currently Empty!'),
  emptyAction: msg('Take me to home'),
} as const;

/** Largest quantity one request may ask for; stock is the real limit. */
export const MAX_LINE_QUANTITY = 99;

/**
 * Not the spec's: a cart or wishlist write that never reached the shop (offline, a dropped
 * connection), shown under 'Failed to add to cart!' (with its Try again.), in the cart
 * page's alert, or in a notice for a heart and the wishlist's card buttons.
 */
export const SHOP_UNREACHABLE = msg(
  'The shop could not be reached. Please check your internet connection.',
);

/** The spec's cart texts (section 8), in one place for API, UI and tests. */
export const CART_MESSAGES = {
  added: 'added to cart!',
  updated: 'updated cart!',
  removed: 'Removed from cart',
  decreased: 'Quantity decreased',
  dialogAdded: 'Added to Cart!',
  dialogFailed: 'Failed to add to cart!',
  dialogOkay: 'Okay',
  dialogRetry: 'Try again.',
  empty: 'Your Cart is Currently Empty!',
  emptyAction: 'Take me to home',
} as const;

/** Largest quantity one request may ask for; stock is the real limit. */
export const MAX_LINE_QUANTITY = 99;

/**
 * Not the spec's: a cart or wishlist write that never reached the shop (offline, a dropped
 * connection), shown under 'Failed to add to cart!' (with its Try again.), in the cart
 * page's alert, or in a notice for a heart and the wishlist's card buttons.
 */
export const SHOP_UNREACHABLE =
  'The shop could not be reached. Please check your internet connection.';

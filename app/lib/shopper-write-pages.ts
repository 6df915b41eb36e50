/**
 * The pages whose actions write the shopper's own state from any page: a card's add to
 * cart, a heart, a compare box. lib/personal-state.ts names each kind's page from here, and
 * lib/revalidation.ts spares a catalog page's data after them; a module of its own, so the
 * browser's revalidation rule carries these paths and not the declaration of every kind.
 */
export const SHOPPER_WRITE_PAGES = {
  cart: '/cart',
  wishlist: '/wishlist',
  compare: '/compare',
} as const;

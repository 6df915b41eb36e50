/**
 * Badges that answer at once: while add-to-cart and wishlist fetchers are in flight,
 * their effect is added to the server's numbers. When they settle, the root loader
 * revalidates and the server's numbers replace the guess (a failure rolls it back).
 */
import { useFetchers } from 'react-router';
import { unprefixedPath } from '../i18n/locales.ts';
import { CART_INTENT } from '../modules/cart/intents.ts';
import { WISHLIST_INTENT } from '../modules/wishlist/intents.ts';
import type { ShopperState } from './shell.ts';

/** A fetcher's action without the page's language prefix ('/kn/cart' -> '/cart'). */
const formPath = (action: string | undefined) => unprefixedPath(action ?? '');

export function useOptimisticShopper<T extends ShopperState>(state: T): T {
  const fetchers = useFetchers();
  let cartDelta = 0;
  let wishlistDelta = 0;
  for (const fetcher of fetchers) {
    const form = fetcher.formData;
    if (!form || fetcher.state !== 'submitting') continue;
    const intent = form.get('intent');
    if (formPath(fetcher.formAction) === '/cart' && intent === CART_INTENT.add) {
      const quantity = Number(form.get('quantity') ?? 1);
      if (Number.isInteger(quantity) && quantity > 0) cartDelta += quantity;
    } else if (formPath(fetcher.formAction) === '/wishlist') {
      const saved = state.wishlistVariantIds.includes(String(form.get('variantId') ?? ''));
      if (intent === WISHLIST_INTENT.save && !saved) wishlistDelta += 1;
      else if (intent === WISHLIST_INTENT.unsave && saved) wishlistDelta -= 1;
    }
  }
  if (cartDelta === 0 && wishlistDelta === 0) return state;
  return {
    ...state,
    cart: { ...state.cart, count: state.cart.count + cartDelta },
    wishlistCount: Math.max(0, state.wishlistCount + wishlistDelta),
  };
}

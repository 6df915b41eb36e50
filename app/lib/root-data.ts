/**
 * The root loader's data (categories, the shopper's badges and wishlist, the footer's
 * policies), read through one typed hook wherever a component needs it.
 */
import { useRouteLoaderData } from 'react-router';
import type { loader } from '../root.tsx';

export function useRootData() {
  return useRouteLoaderData<typeof loader>('root');
}

/** The store's details in the page's language (the chrome's, and the content pages'). */
export function useStore() {
  return useRootData()?.store;
}

/** The shop's categories in display order (empty while the root loader has failed). */
export function useCategories() {
  return useRootData()?.categories ?? [];
}

/** Whether the shopper's wishlist holds this variant. */
export function useInWishlist(variantId: string): boolean {
  return useRootData()?.wishlistVariantIds.includes(variantId) ?? false;
}

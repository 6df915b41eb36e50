/** URLs of catalog pages. Slugs are stored, so they round-trip (hyphens stay hyphens). */
import { ALL_PRODUCTS_SLUG } from '../modules/catalog/constants.ts';

/** /product/{slug}, or /product/{slug}?variant={productCode} for one variant. */
/** Where a buyer writes (or edits) their review of the product. */
export function productReviewHref(slug: string): string {
  return `/product/${encodeURIComponent(slug)}/review`;
}

export function productHref(slug: string, variantCode?: string): string {
  const path = `/product/${encodeURIComponent(slug)}`;
  return variantCode ? `${path}?variant=${encodeURIComponent(variantCode)}` : path;
}

/** /collections/{slug}. */
export function collectionHref(slug: string): string {
  return `/collections/${encodeURIComponent(slug)}`;
}

/** 'All Products' is the whole catalogue (/products); every other category is a collection. */
export function categoryHref(category: { slug: string }): string {
  return category.slug === ALL_PRODUCTS_SLUG ? '/products' : collectionHref(category.slug);
}

/** URLs of catalog pages. Slugs are stored, so they round-trip (hyphens stay hyphens). */

/** /product/{slug}, or /product/{slug}?variant={productCode} for one variant. */
export function productHref(slug: string, variantCode?: string): string {
  const path = `/product/${encodeURIComponent(slug)}`;
  return variantCode ? `${path}?variant=${encodeURIComponent(variantCode)}` : path;
}

/** /collections/{slug}. */
export function collectionHref(slug: string): string {
  return `/collections/${encodeURIComponent(slug)}`;
}

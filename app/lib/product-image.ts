/**
 * Product images: every '/media/products/{name}/{n}.webp' (900 x 1080) has '-300.webp' and
 * '-600.webp' copies beside it. Cards and galleries pick one through srcset/sizes.
 */
export const PLACEHOLDER_IMAGE = '/media/brand/placeholder.webp';

/** Width and height attributes of a product image (5:6); CSS scales it. */
export const PRODUCT_IMAGE = { width: 300, height: 360 } as const;

const PRODUCT_PATH = /^(\/media\/products\/.+)\.webp$/;

/** srcset of a product image, or undefined for an image without the resized copies. */
export function productSrcSet(src: string): string | undefined {
  const match = PRODUCT_PATH.exec(src);
  if (!match) return undefined;
  return `${match[1]}-300.webp 300w, ${match[1]}-600.webp 600w, ${src} 900w`;
}

/** The 300 px copy (thumbnails), or the image itself. */
export function productThumb(src: string): string {
  const match = PRODUCT_PATH.exec(src);
  return match ? `${match[1]}-300.webp` : src;
}

/**
 * A card's image. Cards never show wider than about 330 CSS px (two per row on phones up
 * to six on wide screens), so the 300 px copy serves 1x screens and the 600 px copy the
 * rest: density descriptors, no per-card `sizes` list (24 cards, 24 fewer of them).
 */
export function cardImage(src: string): { src: string; srcSet?: string } {
  const match = PRODUCT_PATH.exec(src);
  if (!match) return { src };
  return { src: `${match[1]}-300.webp`, srcSet: `${match[1]}-600.webp 2x` };
}

/** Category tiles ('/media/categories/{name}.webp', 400 x 400) have a copy this wide. */
export const CATEGORY_THUMB_WIDTH = 192;

const CATEGORY_PATH = /^(\/media\/categories\/.+)\.webp$/;

/**
 * The home page's category strip draws its tiles at 96 CSS px: the 192 px copy serves
 * every screen up to 2x at a third of the bytes (14 tiles compete with the hero image).
 */
export function categoryThumb(src: string): string {
  const match = CATEGORY_PATH.exec(src);
  return match ? `${match[1]}-${CATEGORY_THUMB_WIDTH}.webp` : src;
}

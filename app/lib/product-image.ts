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

/** sizes of a card in a grid or row: 2 per row on phones up to 6 on wide screens. */
export const CARD_SIZES =
  '(min-width:1320px) 210px,(min-width:992px) 20vw,(min-width:576px) 33vw,50vw';

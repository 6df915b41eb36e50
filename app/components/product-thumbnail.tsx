import { productThumb } from '../lib/product-image.ts';

/**
 * A product's small picture in a list (cart lines, bought items, order cards): the 300 px
 * copy, loaded when near. Decorative: the name beside it says what it is.
 */
export function ProductThumbnail({
  src,
  className,
  width,
  height,
}: {
  src: string;
  className?: string;
  width: number;
  height: number;
}) {
  return (
    <img
      className={className}
      src={productThumb(src)}
      alt=""
      width={width}
      height={height}
      loading="lazy"
    />
  );
}

import type { CSSProperties } from 'react';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** 'text' lines, 'block' rectangles, 'circle' avatars/category images. */
  shape?: 'text' | 'block' | 'circle';
  className?: string;
}

/** A grey shimmering placeholder. Decorative: wrap groups in a labelled busy region. */
export function Skeleton({ width, height, shape = 'text', className }: SkeletonProps) {
  return (
    <span
      className={['skeleton', `skeleton--${shape}`, className].filter(Boolean).join(' ')}
      style={{ width, height }}
      aria-hidden="true"
    />
  );
}

/** The shape of a product card while it loads: image, two name lines, price. */
export function ProductCardSkeleton() {
  return (
    <div className="product-skeleton" aria-hidden="true">
      <Skeleton shape="block" className="product-skeleton__image" />
      <Skeleton width="90%" />
      <Skeleton width="60%" />
      <Skeleton width="45%" height="1.25em" />
    </div>
  );
}

export interface ProductCardSkeletonRowProps {
  /** How many cards (spec: placeholder skeleton count 10). */
  count?: number;
  /** Announced to screen readers. */
  label?: string;
  className?: string;
}

export function ProductCardSkeletonRow({
  count = 10,
  label = 'Loading products',
  className,
}: ProductCardSkeletonRowProps) {
  return (
    <div
      className={className ? `product-skeleton-row ${className}` : 'product-skeleton-row'}
      aria-busy="true"
    >
      <span className="visually-hidden" role="status">
        {label}
      </span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity.
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}

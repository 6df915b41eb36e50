import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'primary' | 'accent' | 'success' | 'danger' | 'warning';

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}

/** A short status or label, e.g. 'Out of stock', '40% off', an order status. */
export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return (
    <span className={['badge', `badge--${tone}`, className].filter(Boolean).join(' ')}>
      {children}
    </span>
  );
}

export interface CountBadgeProps {
  count: number;
  /** Counts above this show as 'max+' (default 99). */
  max?: number;
  className?: string;
}

/**
 * The number on a cart or wishlist icon. Decorative: the link it sits on carries the
 * full name ('Cart, 3 items'). Hidden at zero.
 */
export function CountBadge({ count, max = 99, className }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <span className={className ? `count-badge ${className}` : 'count-badge'} aria-hidden="true">
      {count > max ? `${max}+` : count}
    </span>
  );
}

/** '1 item' / '3 items'. */
export function itemCount(count: number) {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

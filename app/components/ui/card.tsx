import type { HTMLAttributes, ReactNode } from 'react';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Element to render: a plain box, or an article/section/li when it has meaning. */
  as?: 'div' | 'article' | 'section' | 'li';
  /** Inner padding (default true). */
  padded?: boolean;
  /** Lift on hover (for cards that are links). */
  interactive?: boolean;
  children: ReactNode;
}

export function Card({
  as: Element = 'div',
  padded = true,
  interactive = false,
  className,
  children,
  ...props
}: CardProps) {
  const classes = ['card', padded && 'card--padded', interactive && 'card--interactive', className]
    .filter(Boolean)
    .join(' ');
  return (
    <Element className={classes} {...props}>
      {children}
    </Element>
  );
}

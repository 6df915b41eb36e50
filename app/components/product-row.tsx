/**
 * A titled, horizontally scrolling row of product cards (home sections, related
 * products): native scrolling with scroll-snap (swipe on touch), plus previous/next
 * buttons that move by one view. `layout` sets how many cards a view holds:
 * 'home' 2 / 3 / 4 / 5 / 6 as the grid; 'related' 2 under 576 px, 3 under 992 px, 6 above.
 */
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../i18n/i18n-context.tsx';
import type { CardView } from '../modules/catalog/card.ts';
import { ProductCard } from './product-card.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from './ui/icons.tsx';

export interface ProductRowProps {
  title: string;
  products: CardView[];
  layout?: 'home' | 'related';
  /** A link beside the title, e.g. 'View all'. */
  action?: ReactNode;
  eagerCount?: number;
  className?: string;
}

export function ProductRow({
  title,
  products,
  layout = 'home',
  action,
  eagerCount = 0,
  className,
}: ProductRowProps) {
  const t = useT();
  const headingId = useId();
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const start = list.scrollLeft <= 2;
    const end = list.scrollLeft + list.clientWidth >= list.scrollWidth - 2;
    setEdges((old) => (old.start === start && old.end === end ? old : { start, end }));
  }, []);

  useEffect(() => {
    // In the next frame, whose layout the paint needs anyway: measuring inside the
    // hydration's effects would force a layout of the whole page in that long task.
    const frame = requestAnimationFrame(measure);
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', measure);
    };
  }, [measure]);

  function move(direction: 1 | -1) {
    const list = listRef.current;
    if (!list) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy({ left: direction * list.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
  }

  if (products.length === 0) return null;

  return (
    <section
      className={className ? `product-row ${className}` : 'product-row'}
      aria-labelledby={headingId}
    >
      <div className="section-head">
        <h2 className="section-head__title" id={headingId}>
          {title}
        </h2>
        {action}
        <div className="product-row__nav">
          <button
            type="button"
            className="product-row__button"
            aria-controls={listId}
            disabled={edges.start}
            onClick={() => move(-1)}
          >
            <ChevronLeftIcon size={20} />
            <span className="visually-hidden">{t('Previous products: {title}', { title })}</span>
          </button>
          <button
            type="button"
            className="product-row__button"
            aria-controls={listId}
            disabled={edges.end}
            onClick={() => move(1)}
          >
            <ChevronRightIcon size={20} />
            <span className="visually-hidden">{t('Next products: {title}', { title })}</span>
          </button>
        </div>
      </div>
      <ul
        id={listId}
        ref={listRef}
        className={`product-row__list product-row__list--${layout}`}
        onScroll={measure}
        aria-labelledby={headingId}
      >
        {products.map((product, index) => (
          <li key={product.id} className="product-row__item">
            <ProductCard product={product} eager={index < eagerCount} />
          </li>
        ))}
      </ul>
    </section>
  );
}

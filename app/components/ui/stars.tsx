/**
 * A rating as five stars, filled to the average (4.3 fills four and a third), one element
 * and no image: the stars are a glyph row painted in two colours by a gradient cut at the
 * average (1 to 5, as the server counts it). A picture to assistive technology, named by `label` ('Rated 4.3 out of 5').
 */
import type { CSSProperties } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import type { CardRating } from '../../modules/catalog/card.ts';

export function Stars({
  rating,
  label,
  size = 'sm',
}: {
  rating: number;
  label: string;
  size?: 'sm' | 'lg';
}) {
  return (
    <span
      className="stars"
      data-size={size}
      role="img"
      aria-label={label}
      style={{ '--stars-fill': `${rating * 20}%` } as CSSProperties}
    />
  );
}

/**
 * Stars with the average and the count beside them ('★★★★☆ 4.3 (12)'), one element and
 * one name for both: it is on every card, so every byte counts (the stars are its ::before).
 */
export function RatingLine({
  rating,
  as: Element = 'span',
  className,
}: {
  rating: CardRating;
  as?: 'span' | 'p';
  className?: string;
}) {
  const t = useT();
  const average = rating.average.toFixed(1);
  return (
    <Element
      className={className ? `rating-line ${className}` : 'rating-line'}
      role="img"
      aria-label={t('Rated {average} out of 5 by {count, plural, one {# buyer} other {# buyers}}', {
        average,
        count: rating.count,
      })}
      style={{ '--stars-fill': `${rating.average * 20}%` } as CSSProperties}
    >
      {`${average} (${rating.count})`}
    </Element>
  );
}

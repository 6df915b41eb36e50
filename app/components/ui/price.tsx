import { discountPercent, formatRupees } from '../../lib/format.ts';

export interface PriceProps {
  basePaise: number;
  discountedPaise: number;
  /** Two decimals (order summaries). */
  decimals?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** Hide the 'N% off' label (e.g. where a badge already shows it). */
  hidePercent?: boolean;
  className?: string;
}

/** Original price struck through, the price to pay, and the rounded discount. */
export function Price({
  basePaise,
  discountedPaise,
  decimals = false,
  size = 'md',
  hidePercent = false,
  className,
}: PriceProps) {
  const percent = discountPercent(basePaise, discountedPaise);
  const classes = ['price', `price--${size}`, className].filter(Boolean).join(' ');
  return (
    <p className={classes}>
      <span className="price__current">
        {percent > 0 ? <span className="visually-hidden">Discounted price </span> : null}
        {formatRupees(discountedPaise, { decimals })}
      </span>
      {percent > 0 ? (
        <>
          {' '}
          <s className="price__base">
            <span className="visually-hidden">Original price </span>
            {formatRupees(basePaise, { decimals })}
          </s>
          {hidePercent ? null : (
            <>
              {' '}
              <span className="price__off">{`${percent}% off`}</span>
            </>
          )}
        </>
      ) : null}
    </p>
  );
}

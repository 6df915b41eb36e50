import { useT } from '../../i18n/i18n-context.tsx';
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
  const t = useT();
  const percent = discountPercent(basePaise, discountedPaise);
  const classes = ['price', `price--${size}`, className].filter(Boolean).join(' ');
  return (
    <p className={classes}>
      <span className="price__current">
        {percent > 0 ? (
          <span className="visually-hidden">{`${t('Discounted price')} `}</span>
        ) : null}
        {formatRupees(discountedPaise, { decimals })}
      </span>
      {percent > 0 ? (
        <>
          {' '}
          <s className="price__base">
            <span className="visually-hidden">{`${t('Original price')} `}</span>
            {formatRupees(basePaise, { decimals })}
          </s>
          {hidePercent ? null : (
            <>
              {' '}
              <span className="price__off">{t('{percent}% off', { percent })}</span>
            </>
          )}
        </>
      ) : null}
    </p>
  );
}

/**
 * The prepaid offer's note under the checkout's figures (issue 33): its terms while paying
 * online, or why it went when cash on delivery is chosen.
 */
import { useT } from '../../i18n/i18n-context.tsx';
import { formatRupees } from '../../lib/format.ts';

export function PrepaidNote({
  percent,
  maxDiscountPaise,
  cod,
}: {
  percent: number;
  maxDiscountPaise: number | null;
  cod: boolean;
}) {
  const t = useT();
  return (
    <p className="order-summary__note" aria-live="polite">
      {cod
        ? t('The online payment offer does not apply to cash on delivery.')
        : maxDiscountPaise === null
          ? t('{percent}% off for paying online.', { percent })
          : t('{percent}% off (up to {amount}) for paying online.', {
              percent,
              amount: formatRupees(maxDiscountPaise),
            })}
    </p>
  );
}

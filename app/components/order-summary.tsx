/** The Order Summary box: subtotal, discount, shipping, total payable (two decimals, spec § 9). */
import { type ReactNode, useId } from 'react';
import { useT } from '../i18n/i18n-context.tsx';
import { msg } from '../i18n/msg.ts';
import { formatRupees } from '../lib/format.ts';
import '../styles/components/checkout.css';

/**
 * The shipping row's amount: 'Free' when nothing is charged, as the product page says (a
 * page shows it through `t`). Here rather than in lib/format.ts, which every page loads:
 * only summaries need it.
 */
export function formatShipping(paise: number): string {
  return paise === 0 ? msg('Free') : formatRupees(paise, { decimals: true });
}

export interface OrderSummaryProps {
  totals: { subtotalPaise: number; discountPaise: number; totalPaise: number };
  /** What the shipping row says before a pincode is known, e.g. 'At Checkout'. */
  shipping: ReactNode;
  /** The coupon code's and the prepaid offer's lines (issue 33), each shown when it takes something off. */
  offers?: { coupon: { code: string; discountPaise: number } | null; prepaidDiscountPaise: number };
  /**
   * The installation booked or chosen (issue 35): 'Included' at 0, else its charge; no row
   * when the order has none.
   */
  installationPaise?: number | null;
  /** Shown between the title and the figures (the items of a checkout or an order). */
  before?: ReactNode;
  children?: ReactNode;
}

export function OrderSummary({
  totals: { subtotalPaise, discountPaise, totalPaise },
  shipping,
  offers,
  installationPaise,
  before,
  children,
}: OrderSummaryProps) {
  const titleId = useId();
  const t = useT();
  return (
    <aside className="order-summary" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('Order Summary')}</h2>
      {before}
      <dl>
        <div>
          <dt>{t('Subtotal')}</dt>
          <dd>{formatRupees(subtotalPaise, { decimals: true })}</dd>
        </div>
        <div>
          <dt>{t('Discount')}</dt>
          <dd>− {formatRupees(discountPaise, { decimals: true })}</dd>
        </div>
        {offers?.coupon ? (
          <div className="order-summary__offer">
            <dt>{t('Coupon ({code})', { code: offers.coupon.code })}</dt>
            <dd>− {formatRupees(offers.coupon.discountPaise, { decimals: true })}</dd>
          </div>
        ) : null}
        {offers?.prepaidDiscountPaise ? (
          <div className="order-summary__offer">
            <dt>{t('Online payment offer')}</dt>
            <dd>− {formatRupees(offers.prepaidDiscountPaise, { decimals: true })}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('Shipping')}</dt>
          <dd>{shipping}</dd>
        </div>
        {installationPaise == null ? null : (
          <div>
            <dt>{t('Installation')}</dt>
            <dd>
              {installationPaise === 0
                ? t('Included')
                : formatRupees(installationPaise, { decimals: true })}
            </dd>
          </div>
        )}
        <div className="order-summary__total">
          <dt>{t('Total Payable')}</dt>
          <dd>{formatRupees(totalPaise, { decimals: true })}</dd>
        </div>
      </dl>
      {children}
    </aside>
  );
}

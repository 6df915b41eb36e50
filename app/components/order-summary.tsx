/** The Order Summary box: subtotal, discount, shipping, total payable (two decimals, spec § 9). */
import type { ReactNode } from 'react';
import { formatRupees } from '../lib/format.ts';

export interface OrderSummaryProps {
  totals: { subtotalPaise: number; discountPaise: number; totalPaise: number };
  /** What the shipping row says before a pincode is known, e.g. 'At Checkout'. */
  shipping: ReactNode;
  children?: ReactNode;
}

export function OrderSummary({
  totals: { subtotalPaise, discountPaise, totalPaise },
  shipping,
  children,
}: OrderSummaryProps) {
  return (
    <aside className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">Order Summary</h2>
      <dl>
        <div>
          <dt>Subtotal</dt>
          <dd>{formatRupees(subtotalPaise, { decimals: true })}</dd>
        </div>
        <div>
          <dt>Discount</dt>
          <dd>− {formatRupees(discountPaise, { decimals: true })}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd>{shipping}</dd>
        </div>
        <div className="order-summary__total">
          <dt>Total Payable</dt>
          <dd>{formatRupees(totalPaise, { decimals: true })}</dd>
        </div>
      </dl>
      {children}
    </aside>
  );
}

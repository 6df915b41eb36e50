/**
 * The checkout's order summary: the items being bought and the server's figures
 * (subtotal, discount, the coupon code's and the prepaid offer's lines, shipping once a
 * pincode is known, total) with two decimals. The quote's figures are for paying online;
 * with cash on delivery chosen, the prepaid offer's line goes, and a note says why.
 */
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import { lazyComponent } from '../../lib/lazy-component.tsx';
import type { CheckoutQuote } from '../../modules/checkout/checkout.server.ts';
import { CHECKOUT_MESSAGES } from '../../modules/checkout/messages.ts';
import { LineItems } from '../line-items.tsx';
import { formatShipping, OrderSummary } from '../order-summary.tsx';

/** Only a shop with a prepaid offer shows it: its code comes after the page's. */
const PrepaidNote = lazyComponent(() =>
  import('./prepaid-note.tsx').then((module) => module.PrepaidNote),
);

export function CheckoutSummary({
  quote,
  loading,
  cod,
  pickup = false,
  installationPaise,
  coupon,
  children,
}: {
  /** Picked up from a store (issue 35): no shipping, whatever the pincode's. */
  pickup?: boolean;
  quote: CheckoutQuote;
  /** The installation chosen on the form, if any: added to the quote's total. */
  installationPaise: number | null;
  loading: boolean;
  /** Cash on delivery chosen: no prepaid offer. */
  cod: boolean;
  /** The coupon box, under the items. */
  coupon?: ReactNode;
  children?: ReactNode;
}) {
  const { amounts, prepaidOffer } = quote;
  const t = useT();
  const prepaidPaise = cod ? 0 : quote.prepaidDiscountPaise;
  const shippingPaise = pickup ? 0 : amounts.shippingPaise;
  const totals = {
    ...amounts,
    totalPaise:
      amounts.totalPaise +
      amounts.prepaidDiscountPaise -
      prepaidPaise +
      (installationPaise ?? 0) -
      (amounts.shippingPaise ?? 0) +
      (shippingPaise ?? 0),
  };
  return (
    <OrderSummary
      totals={totals}
      offers={{ coupon: quote.coupon, prepaidDiscountPaise: prepaidPaise }}
      installationPaise={installationPaise}
      shipping={
        <span aria-live="polite" aria-busy={loading || undefined}>
          {/* Announced as 'Shipping ₹149.00', not a bare amount. */}
          <span className="visually-hidden">{t('Shipping')} </span>
          {shippingPaise === null
            ? t(CHECKOUT_MESSAGES.shippingPlaceholder)
            : t(formatShipping(shippingPaise))}
        </span>
      }
      before={
        <>
          <LineItems
            label={t('Items in this order')}
            items={quote.lines.map((line) => ({
              key: line.id,
              image: line.image.src,
              name: line.productName,
              variantLabel: line.variantLabel,
              quantity: line.quantity,
              amountPaise: line.lineTotalPaise,
            }))}
          />
          {coupon}
        </>
      }
    >
      {prepaidOffer && quote.prepaidDiscountPaise > 0 ? (
        <PrepaidNote
          percent={prepaidOffer.percent}
          maxDiscountPaise={prepaidOffer.maxDiscountPaise}
          cod={cod}
        />
      ) : null}
      {children}
    </OrderSummary>
  );
}

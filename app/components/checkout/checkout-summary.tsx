/**
 * The checkout's order summary: the items being bought and the server's figures
 * (subtotal, discount, shipping once a pincode is known, total) with two decimals.
 */
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import type { CheckoutQuote } from '../../modules/checkout/checkout.server.ts';
import { CHECKOUT_MESSAGES } from '../../modules/checkout/messages.ts';
import { LineItems } from '../line-items.tsx';
import { formatShipping, OrderSummary } from '../order-summary.tsx';

export function CheckoutSummary({
  quote,
  loading,
  children,
}: {
  quote: CheckoutQuote;
  loading: boolean;
  children?: ReactNode;
}) {
  const { amounts } = quote;
  const t = useT();
  return (
    <OrderSummary
      totals={amounts}
      shipping={
        <span aria-live="polite" aria-busy={loading || undefined}>
          {/* Announced as 'Shipping ₹149.00', not a bare amount. */}
          <span className="visually-hidden">{t('Shipping')} </span>
          {amounts.shippingPaise === null
            ? t(CHECKOUT_MESSAGES.shippingPlaceholder)
            : t(formatShipping(amounts.shippingPaise))}
        </span>
      }
      before={
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
      }
    >
      {children}
    </OrderSummary>
  );
}

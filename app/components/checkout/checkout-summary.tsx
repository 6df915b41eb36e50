/**
 * The checkout's order summary: the items being bought and the server's figures
 * (subtotal, discount, shipping once a pincode is known, total) with two decimals.
 */
import type { ReactNode } from 'react';
import { formatRupees } from '../../lib/format.ts';
import { productThumb } from '../../lib/product-image.ts';
import type { CheckoutQuote } from '../../modules/checkout/checkout.server.ts';
import { CHECKOUT_MESSAGES } from '../../modules/checkout/validation.ts';
import { OrderSummary } from '../order-summary.tsx';

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
  return (
    <OrderSummary
      totals={{
        subtotalPaise: amounts.subtotalPaise,
        discountPaise: amounts.discountPaise,
        totalPaise: amounts.totalPaise,
      }}
      shipping={
        <span aria-live="polite" aria-busy={loading || undefined}>
          {amounts.shippingPaise === null
            ? CHECKOUT_MESSAGES.shippingPlaceholder
            : formatRupees(amounts.shippingPaise, { decimals: true })}
        </span>
      }
      before={
        <ul className="checkout-items" aria-label="Items in this order">
          {quote.lines.map((line) => (
            <li key={line.id} className="checkout-item">
              <img
                className="checkout-item__image"
                src={productThumb(line.image.src)}
                alt=""
                width={56}
                height={67}
                loading="lazy"
              />
              <div className="checkout-item__info">
                <p className="checkout-item__name">{line.productName}</p>
                <p className="checkout-item__meta">
                  {line.variantLabel} · Qty {line.quantity}
                </p>
              </div>
              <p className="checkout-item__price">
                {formatRupees(line.lineTotalPaise, { decimals: true })}
              </p>
            </li>
          ))}
        </ul>
      }
    >
      {children}
    </OrderSummary>
  );
}

/**
 * An order's amounts and the side panels' whole view of it: apart from order-parts.tsx,
 * whose pieces the back office's order page shows at once, so that the summary's code
 * does not load with that page.
 */
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import { lazyComponent } from '../../lib/lazy-component.tsx';
import type { OrderView } from '../../modules/order/view.ts';
import { formatShipping, OrderSummary } from '../order-summary.tsx';
import { OrderAddress, OrderFacts, OrderItems, OrderTimeline } from './order-parts.tsx';
import { OrderPickup } from './order-pickup.tsx';
import '../../styles/components/orders.css';

export function OrderAmounts({ order }: { order: OrderView }) {
  const t = useT();
  // 'Free' is the summary's word (its namespace); an amount stays as it is.
  return (
    <OrderSummary
      totals={order}
      shipping={t(formatShipping(order.shippingPaise))}
      offers={{ coupon: order.coupon, prepaidDiscountPaise: order.prepaidDiscountPaise }}
      installationPaise={order.installationPaise || null}
    />
  );
}

/**
 * The order's parcels (issue 34): most orders a shopper opens have none yet, so their code
 * comes after the page's (the server's HTML stays until then).
 */
const OrderShipments = lazyComponent(() =>
  import('./order-shipments.tsx').then((module) => module.OrderShipments),
);

/** Everything about one order, as the side panels show it. */
export function OrderDetails({
  order,
  invoiceHref,
  reviews = false,
}: {
  order: OrderView;
  invoiceHref: string | null;
  /** Links to review each line of a delivered order (the buyer's My Orders). */
  reviews?: boolean;
}) {
  const t = useT();
  return (
    <div className="order-details">
      <section aria-label={t('Tracking')}>
        <OrderTimeline history={order.history} />
      </section>
      {order.shipments.length > 0 ? <OrderShipments shipments={order.shipments} /> : null}
      <OrderAmounts order={order} />
      <section className="order-details__section" aria-labelledby={`details-${order.id}`}>
        <h3 id={`details-${order.id}`}>{t('Order Details')}</h3>
        <OrderFacts order={order} />
        {order.pickup ? (
          <>
            <h4>{t('Pick up from')}</h4>
            <OrderPickup pickup={order.pickup} />
            <h4>{t('Your address')}</h4>
          </>
        ) : (
          <h4>{t('Shipping address')}</h4>
        )}
        <OrderAddress order={order} />
        <h4>{t('Items')}</h4>
        <OrderItems order={order} reviews={reviews} />
        {invoiceHref ? (
          <p>
            {/* A link of the page's language: the invoice is a file, fetched as a document. */}
            <Link className="text-link" to={invoiceHref} reloadDocument download>
              {t('Download GST invoice (PDF)')}
            </Link>
          </p>
        ) : null}
      </section>
    </div>
  );
}

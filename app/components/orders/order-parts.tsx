/**
 * The pieces every order screen shares (placed page, My Orders panel, Track Order panel):
 * the status timeline, the shipments, the amounts, the address and the items.
 */
import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n-context.tsx';
import { localeInfo } from '../../i18n/locales.ts';
import { productReviewHref } from '../../lib/hrefs.ts';
import { formatOrderDate } from '../../lib/order-date.ts';
import { handedOver, type OrderView, PAYMENT_METHOD_LABEL } from '../../modules/order/view.ts';
import { LineItems } from '../line-items.tsx';
import { Badge } from '../ui/badge.tsx';
import '../../styles/components/orders.css';

/** An order's time as the page's language writes it (Kannada month names by Intl kn-IN). */
export function useOrderDate(): (date: string) => string {
  const { intl } = localeInfo(useLocale());
  return (date) => formatOrderDate(date, intl);
}

/** The status history; the last entry is the current one. */
export function OrderTimeline({ history }: { history: OrderView['history'] }) {
  const t = useT();
  const orderDate = useOrderDate();
  return (
    <ol className="order-timeline" aria-label={t('Order status history')}>
      {history.map((entry, index) => {
        const current = index === history.length - 1;
        return (
          <li
            key={`${entry.status}-${entry.at}`}
            className="order-timeline__step"
            aria-current={current ? 'step' : undefined}
          >
            <p className="order-timeline__status">{t(entry.status)}</p>
            {/* The shop's own texts are translated; what staff wrote stays as written. */}
            <p className="order-timeline__description">{t(entry.description)}</p>
            <p className="order-timeline__date">
              <time dateTime={entry.at}>{orderDate(entry.at)}</time>
            </p>
          </li>
        );
      })}
    </ol>
  );
}

export function OrderAddress({ order }: { order: OrderView }) {
  const t = useT();
  const { address } = order;
  // Track Order leaves out the street for someone who is not the order's owner.
  const lines = [
    order.name,
    address.address1,
    address.address2,
    `${address.city}, ${address.state} ${address.pincode}`,
    address.country,
    t('Phone: {phone}', { phone: order.phone }),
    order.email,
  ].filter(Boolean);
  return (
    <address className="order-address">
      {lines.map((line) => (
        <span key={line} className="order-address__line">
          {line}
        </span>
      ))}
    </address>
  );
}

export function OrderItems({ order, reviews = false }: { order: OrderView; reviews?: boolean }) {
  const t = useT();
  // A delivered (or picked-up) order's buyer may review what it bought (the page says if
  // they may not).
  const reviewable = reviews && handedOver(order.status);
  return (
    <LineItems
      label={t('Items in order {orderNumber}', { orderNumber: order.orderNumber })}
      items={order.lines.map((line, index) => ({
        key: String(index),
        image: line.image,
        name: line.productName,
        variantLabel: line.variantLabel,
        quantity: line.quantity,
        amountPaise: line.lineTotalPaise,
        action: reviewable ? (
          <Link className="text-link" to={productReviewHref(line.productSlug)}>
            {t('Review this product')}
            <span className="visually-hidden"> ({line.productName})</span>
          </Link>
        ) : undefined,
      }))}
    />
  );
}

export function OrderStatusBadge({ status }: { status: OrderView['status'] }) {
  const t = useT();
  const tone = status === 'Cancelled' ? 'danger' : handedOver(status) ? 'success' : 'primary';
  return <Badge tone={tone}>{t(status)}</Badge>;
}

/** Order number, date, payment: the 'Order Details' facts. */
export function OrderFacts({ order }: { order: OrderView }) {
  const t = useT();
  const orderDate = useOrderDate();
  return (
    <dl className="order-facts">
      <div>
        <dt>{t('Order ID')}</dt>
        <dd>{order.orderNumber}</dd>
      </div>
      <div>
        <dt>{t('Order date')}</dt>
        <dd>
          <time dateTime={order.placedAt}>{orderDate(order.placedAt)}</time>
        </dd>
      </div>
      <div>
        <dt>{t('Payment')}</dt>
        <dd>
          {order.pickup && order.paymentMethod === 'cod'
            ? t('Pay at the store')
            : t(PAYMENT_METHOD_LABEL[order.paymentMethod])}
          {order.paymentState === 'paid' ? ` · ${t('Paid')}` : ''}
          {order.paymentState === 'refund_due' ? ` · ${t('Refund in progress')}` : ''}
          {order.paymentState === 'refunded' ? ` · ${t('Refunded')}` : ''}
        </dd>
      </div>
    </dl>
  );
}

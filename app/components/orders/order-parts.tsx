/**
 * The pieces every order screen shares (placed page, My Orders panel, Track Order panel):
 * the status timeline, the amounts, the address and the items.
 */
import { formatOrderDate } from '../../lib/format.ts';
import { type OrderView, PAYMENT_METHOD_LABEL } from '../../modules/order/view.ts';
import { LineItems } from '../line-items.tsx';
import { formatShipping, OrderSummary } from '../order-summary.tsx';
import { Badge } from '../ui/badge.tsx';
import '../../styles/components/orders.css';

/** The status history; the last entry is the current one. */
export function OrderTimeline({ history }: { history: OrderView['history'] }) {
  return (
    <ol className="order-timeline" aria-label="Order status history">
      {history.map((entry, index) => {
        const current = index === history.length - 1;
        return (
          <li
            key={`${entry.status}-${entry.at}`}
            className="order-timeline__step"
            aria-current={current ? 'step' : undefined}
          >
            <p className="order-timeline__status">{entry.status}</p>
            <p className="order-timeline__description">{entry.description}</p>
            <p className="order-timeline__date">
              <time dateTime={entry.at}>{formatOrderDate(entry.at)}</time>
            </p>
          </li>
        );
      })}
    </ol>
  );
}

export function OrderAmounts({ order }: { order: OrderView }) {
  return <OrderSummary totals={order} shipping={formatShipping(order.shippingPaise)} />;
}

export function OrderAddress({ order }: { order: OrderView }) {
  const { address } = order;
  // Track Order leaves out the street for someone who is not the order's owner.
  const lines = [
    order.name,
    address.address1,
    address.address2,
    `${address.city}, ${address.state} ${address.pincode}`,
    address.country,
    `Phone: ${order.phone}`,
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

export function OrderItems({ order }: { order: OrderView }) {
  return (
    <LineItems
      label={`Items in order ${order.orderNumber}`}
      items={order.lines.map((line, index) => ({
        key: String(index),
        image: line.image,
        name: line.productName,
        variantLabel: line.variantLabel,
        quantity: line.quantity,
        amountPaise: line.lineTotalPaise,
      }))}
    />
  );
}

export function OrderStatusBadge({ status }: { status: OrderView['status'] }) {
  const tone = status === 'Cancelled' ? 'danger' : status === 'Delivered' ? 'success' : 'primary';
  return <Badge tone={tone}>{status}</Badge>;
}

/** Order number, date, payment: the 'Order Details' facts. */
export function OrderFacts({ order }: { order: OrderView }) {
  return (
    <dl className="order-facts">
      <div>
        <dt>Order ID</dt>
        <dd>{order.orderNumber}</dd>
      </div>
      <div>
        <dt>Order date</dt>
        <dd>
          <time dateTime={order.placedAt}>{formatOrderDate(order.placedAt)}</time>
        </dd>
      </div>
      <div>
        <dt>Payment</dt>
        <dd>
          {PAYMENT_METHOD_LABEL[order.paymentMethod]}
          {order.paymentState === 'paid' ? ' · Paid' : ''}
          {order.paymentState === 'refund_due' ? ' · Refund in progress' : ''}
          {order.paymentState === 'refunded' ? ' · Refunded' : ''}
        </dd>
      </div>
    </dl>
  );
}

/** Everything about one order, as the side panels show it. */
export function OrderDetails({
  order,
  invoiceHref,
}: {
  order: OrderView;
  invoiceHref: string | null;
}) {
  return (
    <div className="order-details">
      <section aria-label="Tracking">
        <OrderTimeline history={order.history} />
      </section>
      <OrderAmounts order={order} />
      <section className="order-details__section" aria-labelledby={`details-${order.id}`}>
        <h3 id={`details-${order.id}`}>Order Details</h3>
        <OrderFacts order={order} />
        <h4>Shipping address</h4>
        <OrderAddress order={order} />
        <h4>Items</h4>
        <OrderItems order={order} />
        {invoiceHref ? (
          <p>
            <a className="text-link" href={invoiceHref} download>
              Download GST invoice (PDF)
            </a>
          </p>
        ) : null}
      </section>
    </div>
  );
}

/**
 * Order cards and the detail panel of one order (My Orders, Track Order). A card is a link
 * (?order={id}), so the panel works without JavaScript (shown under the cards); with it,
 * the panel is a side drawer closed by the backdrop, the close icon or Escape.
 */
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import type { OrderCard, OrderView } from '../../modules/order/view.ts';
import { ProductThumbnail } from '../product-thumbnail.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { OrderDetails } from './order-details.tsx';
import { OrderStatusBadge, useOrderDate } from './order-parts.tsx';
import '../../styles/components/checkout.css';
import '../../styles/components/orders.css';

/** What a card shows: date, order number, first product, latest status. */
export function OrderCardBody({ card }: { card: OrderCard }) {
  const t = useT();
  const orderDate = useOrderDate();
  return (
    <>
      <ProductThumbnail className="order-card__image" src={card.image} width={72} height={86} />
      <span className="order-card__body">
        <span className="order-card__date">
          <time dateTime={card.placedAt}>{orderDate(card.placedAt)}</time>
        </span>
        <span className="order-card__number">
          {t('Order ID {orderNumber}', { orderNumber: card.orderNumber })}
        </span>
        <span className="order-card__product">
          {card.productName}
          {card.productCount > 1
            ? ` ${t('and {count} more', { count: card.productCount - 1 })}`
            : ''}
        </span>
      </span>
      <OrderStatusBadge status={card.status} />
    </>
  );
}

/** The card of an order from its full view (Track Order's result). */
export function cardOf(order: OrderView): OrderCard {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    placedAt: order.placedAt,
    status: order.status,
    productName: order.lines[0]?.productName ?? '',
    image: order.lines[0]?.image ?? '',
    productCount: order.lines.length,
  };
}

export function OrderCards({
  cards,
  hrefFor,
}: {
  cards: OrderCard[];
  hrefFor: (id: string) => string;
}) {
  const t = useT();
  return (
    <ul className="order-cards" aria-label={t('Orders')}>
      {cards.map((card) => (
        <li key={card.id}>
          <Link to={hrefFor(card.id)} className="order-card" preventScrollReset>
            <OrderCardBody card={card} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function OrderPanel({
  order,
  closeTo,
  invoice,
  reviews = false,
  children,
}: {
  order: OrderView | null;
  /** More about the order, after its details (its installation visit). */
  children?: ReactNode;
  closeTo: string;
  /** The invoice is offered to the order's own session or account only. */
  invoice: boolean;
  /** 'Write a review' beside each line of a delivered order (My Orders, signed in). */
  reviews?: boolean;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  if (!order) return null;
  const title = t('Tracking Details of {orderNumber}', { orderNumber: order.orderNumber });
  const invoiceHref = invoice ? `/orders/${order.id}/invoice.pdf` : null;
  if (!hydrated) {
    return (
      <section className="checkout-panel order-panel-inline" aria-labelledby="order-panel-title">
        <h2 id="order-panel-title">{title}</h2>
        <OrderDetails order={order} invoiceHref={invoiceHref} reviews={reviews} />
        {children}
      </section>
    );
  }
  return (
    <Dialog
      open
      variant="drawer-end"
      title={title}
      onClose={() => navigate(closeTo, { preventScrollReset: true, replace: true })}
      className="order-drawer"
    >
      <OrderDetails order={order} invoiceHref={invoiceHref} reviews={reviews} />
      {children}
    </Dialog>
  );
}

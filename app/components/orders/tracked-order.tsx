/**
 * The order Track Order found: its card, and the detail panel a click opens (shown inline
 * without JavaScript). Its own module: the page loads it only once there is an order to
 * show (ADR 0015), so the form alone stays light.
 */
import { useState } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import type { OrderView } from '../../modules/order/view.ts';
import { Dialog } from '../ui/dialog.tsx';
import { cardOf, OrderCardBody } from './order-browser.tsx';
import { OrderDetails } from './order-details.tsx';

export function TrackedOrder({ order, openAtFirst }: { order: OrderView; openAtFirst: boolean }) {
  const t = useT();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(openAtFirst);
  const title = t('Tracking Details of {orderNumber}', { orderNumber: order.orderNumber });
  return (
    <section aria-label={t('Your order')}>
      <ul className="order-cards">
        <li>
          <button type="button" className="order-card" onClick={() => setOpen(true)}>
            <OrderCardBody card={cardOf(order)} />
          </button>
        </li>
      </ul>
      {hydrated ? (
        <Dialog
          open={open}
          variant="drawer-end"
          title={title}
          onClose={() => setOpen(false)}
          className="order-drawer"
        >
          <OrderDetails order={order} invoiceHref={null} />
        </Dialog>
      ) : (
        <section className="checkout-panel order-panel-inline" aria-label={title}>
          <h2>{title}</h2>
          <OrderDetails order={order} invoiceHref={null} />
        </section>
      )}
    </section>
  );
}

/**
 * Where a pickup order is collected (issue 35): apart from order-parts.tsx, whose pieces
 * the back office's pages load at once, since only the shopper's order screens show it.
 */
import { useLocale, useT } from '../../i18n/i18n-context.tsx';
import type { OrderPickupView } from '../../modules/order/view.ts';
import '../../styles/components/orders.css';

/**
 * The store, its hours and way there, and the code to show, for the order's own shopper
 * (Track Order says where the code is instead).
 */
export function OrderPickup({ pickup }: { pickup: OrderPickupView }) {
  const t = useT();
  const kannada = useLocale() === 'kn';
  const { store } = pickup;
  return (
    <div className="order-pickup">
      <address className="order-address">
        <span className="order-address__line">
          <strong>{(kannada && store.nameKn) || store.name}</strong>
        </span>
        <span className="order-address__line">{(kannada && store.addressKn) || store.address}</span>
        <span className="order-address__line">{t('Phone: {phone}', { phone: store.phone })}</span>
        <span className="order-address__line">
          {t('Open {days}, {hours}', { days: t(store.hours.days), hours: t(store.hours.label) })}
        </span>
      </address>
      <p>
        <a className="text-link" href={store.directionsUrl} target="_blank" rel="noreferrer">
          {t('Directions to the store')}
          <span className="visually-hidden"> ({t('opens in a new tab')})</span>
        </a>
      </p>
      <p className="order-pickup__code">
        {pickup.code
          ? t('Your pickup code: {code}. Show it at the store to collect your order.', {
              code: pickup.code,
            })
          : t('The pickup code is in the order confirmation e-mail.')}
      </p>
    </div>
  );
}

/** An order's parcels as the shopper's pages show them (issue 34; see order-parts.tsx). */
import { useLocale, useT } from '../../i18n/i18n-context.tsx';
import { formatShortDate } from '../../lib/short-date.ts';
import type { OrderView } from '../../modules/order/view.ts';

/**
 * The order's parcels (issue 34): courier, AWB, the day it left, what it carries, its
 * status, and the courier's own tracking page.
 */
export function OrderShipments({ shipments }: { shipments: OrderView['shipments'] }) {
  const t = useT();
  const locale = useLocale();
  if (shipments.length === 0) return null;
  return (
    <section className="order-details__section" aria-label={t('Shipments')}>
      <h3>{t('Shipments')}</h3>
      <ul className="order-address">
        {shipments.map((shipment) => (
          <li key={shipment.id} className="order-address__line">
            <strong>{shipment.courier}</strong> · {t(shipment.status)}
            {shipment.awb ? ` · ${t('AWB {awb}', { awb: shipment.awb })}` : ''}
            {' · '}
            {t('shipped on {date}', { date: formatShortDate(shipment.shippedOn, locale) })}
            <br />
            {shipment.lines.map((line) => `${line.quantity} × ${line.productName}`).join(', ')}
            {shipment.trackingUrl ? (
              <>
                <br />
                <a
                  className="text-link"
                  href={shipment.trackingUrl}
                  target="_blank"
                  rel="noreferrer"
                >
                  {t('Track on {courier}', { courier: shipment.courier })}
                </a>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

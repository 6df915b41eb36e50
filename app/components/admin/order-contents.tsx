/**
 * The back office's order page, below the fold: the items, the amounts and the
 * installation visit bought with them (issue 35). Its code comes after the page's.
 */
import { formatShortDate } from '../../lib/short-date.ts';
import { VISIT_STATE_LABEL } from '../../modules/admin/labels.ts';
import type { OrderVisitView } from '../../modules/installation/order-visit.server.ts';
import { SLOT_LABELS } from '../../modules/installation/slots.ts';
import type { OrderView } from '../../modules/order/view.ts';
import { OrderAmounts } from '../orders/order-details.tsx';
import { OrderItems } from '../orders/order-parts.tsx';

export function OrderContents({
  order,
  visit,
}: {
  order: OrderView;
  visit: OrderVisitView | null;
}) {
  return (
    <>
      <OrderItems order={order} />
      <OrderAmounts order={order} />
      {visit ? (
        <p>
          Installation by {visit.store.name}: {VISIT_STATE_LABEL[visit.state]}
          {visit.date && visit.slot
            ? `, ${formatShortDate(visit.date, 'en')}, ${SLOT_LABELS[visit.slot]}`
            : ''}
          {visit.technician ? ` (technician ${visit.technician})` : ''}.{' '}
          <a
            href={`/admin/installations?store=${visit.store.id}${visit.date ? `&from=${visit.date}` : ''}`}
          >
            The store's week
          </a>
        </p>
      ) : null}
    </>
  );
}

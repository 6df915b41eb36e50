/**
 * Service after the sale in My Orders (issue 35): for each item of a delivered order,
 * 'Request service' (its own page: the form, the warranty, the item's requests with their
 * timelines), and the requests already made with where each stands. Its own component,
 * only My Orders draws it: the other order screens (the placed page, Track Order, the back
 * office) carry none of it.
 */
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import { handedOver, type OrderView } from '../../modules/order/view.ts';
import { SERVICE_STATUS_LABEL, type ServiceStatus } from '../../modules/service/rules.ts';
import { Badge } from '../ui/badge.tsx';

export interface OrderServiceRequest {
  ticket: string;
  status: ServiceStatus;
  /** The item's line in the order, from 1. */
  line: number;
}

export function OrderServiceRequests({
  order,
  requests,
}: {
  order: OrderView;
  requests: OrderServiceRequest[];
}) {
  const t = useT();
  if (!handedOver(order.status) && !requests.length) return null;
  return (
    <section className="checkout-panel" aria-labelledby="order-service-title">
      <h3 id="order-service-title">{t('Service requests')}</h3>
      <ul>
        {order.lines.map((line, index) => {
          const href = `/service-request?order=${order.id}&line=${index + 1}`;
          return (
            <li key={href}>
              {line.productName} ·{' '}
              <Link className="text-link" to={href}>
                {t('Request service')}
                <span className="visually-hidden"> ({line.productName})</span>
              </Link>
              {requests
                .filter((request) => request.line === index + 1)
                .map((request) => (
                  <p key={request.ticket}>
                    <Link className="text-link" to={`${href}#${request.ticket}`}>
                      {t('Service request {ticket}', { ticket: request.ticket })}
                    </Link>{' '}
                    <Badge
                      tone={
                        request.status === 'resolved' || request.status === 'closed'
                          ? 'success'
                          : 'primary'
                      }
                    >
                      {t(SERVICE_STATUS_LABEL[request.status])}
                    </Badge>
                  </p>
                ))}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * One service request as its shopper follows it (issue 35): ticket, item, status, the
 * store that looks after it, the warranty, the preferred time and the visit, and its
 * timeline. The request page shows the shopper's own words and photos too; Track service
 * request does not. Every day and time comes written in the page's language.
 */
import { useT } from '../../i18n/i18n-context.tsx';
import { reviewThumb } from '../../modules/review/view.ts';
import type { ServiceRequestDisplay } from '../../modules/service/requests.server.ts';
import {
  PROBLEM_LABELS,
  SERVICE_STATUS_LABEL,
  type ServiceStatus,
} from '../../modules/service/rules.ts';
import { Badge } from '../ui/badge.tsx';
import '../../styles/components/orders.css';
import '../../styles/components/service.css';

export function ServiceStatusBadge({ status }: { status: ServiceStatus }) {
  const t = useT();
  const tone = status === 'resolved' || status === 'closed' ? 'success' : 'primary';
  return <Badge tone={tone}>{t(SERVICE_STATUS_LABEL[status])}</Badge>;
}

/** The warranty as the shopper is told it: until when, or that the repair is chargeable. */
export function WarrantyNote({
  chargeable,
  partsOnly,
  until,
}: {
  chargeable: boolean;
  partsOnly: boolean;
  until: string | null;
}) {
  const t = useT();
  if (chargeable) {
    return (
      <p className="service-note service-note--charge">
        {t(
          'Out of warranty: the repair is chargeable. The store will tell you the charges before any work is done.',
        )}
      </p>
    );
  }
  if (partsOnly) {
    return (
      <p className="service-note service-note--charge">
        {t(
          'Only some parts are still under warranty: a repair of other parts is chargeable. The store will tell you the charges before any work is done.',
        )}
      </p>
    );
  }
  return (
    <p className="service-note">
      {until ? t('Under warranty until {date}.', { date: until }) : t('Under warranty.')}
    </p>
  );
}

export function ServiceRequestCard({ request }: { request: ServiceRequestDisplay }) {
  const t = useT();
  const headingId = `request-${request.ticket}`;
  return (
    <article
      className="checkout-panel service-request"
      id={request.ticket}
      aria-labelledby={headingId}
    >
      <header className="service-request__head">
        <h3 id={headingId}>{t('Service request {ticket}', { ticket: request.ticket })}</h3>
        <ServiceStatusBadge status={request.status} />
      </header>
      <dl className="order-facts">
        <div>
          <dt>{t('Item')}</dt>
          <dd>
            {request.productName} ({request.variantLabel})
          </dd>
        </div>
        <div>
          <dt>{t('Order ID')}</dt>
          <dd>{request.orderNumber}</dd>
        </div>
        <div>
          <dt>{t('Problem')}</dt>
          <dd>{t(PROBLEM_LABELS[request.problem] ?? request.problem)}</dd>
        </div>
        <div>
          <dt>{t('Raised on')}</dt>
          <dd>
            <time dateTime={request.createdAt}>{request.createdText}</time>
          </dd>
        </div>
        <div>
          <dt>{t('Preferred time')}</dt>
          <dd>{request.preferredText ?? t('Any time')}</dd>
        </div>
        {request.visitText ? (
          <div>
            <dt>{t('Visit')}</dt>
            <dd>{request.visitText}</dd>
          </div>
        ) : null}
        {request.technician ? (
          <div>
            <dt>{t('Technician')}</dt>
            <dd>{request.technician}</dd>
          </div>
        ) : null}
      </dl>
      <WarrantyNote
        chargeable={request.chargeable}
        partsOnly={request.partsOnly}
        until={request.warrantyUntilText}
      />
      <p>
        {t('Looked after by {store}: call {phone}.', {
          store: request.storeName,
          phone: request.store.phone,
        })}
      </p>
      {request.description ? <p className="service-request__text">{request.description}</p> : null}
      {request.photos.length ? (
        <ul className="service-request__photos" aria-label={t('Photos you sent')}>
          {request.photos.map((photo, index) => (
            <li key={photo}>
              <a href={photo}>
                <img
                  src={reviewThumb(photo)}
                  alt={t('Photo {n}', { n: index + 1 })}
                  width={96}
                  height={96}
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <ol className="order-timeline" aria-label={t('Service request status history')}>
        {request.timeline.map((entry, index) => (
          <li
            key={`${entry.status}-${entry.at}`}
            className="order-timeline__step"
            aria-current={index === request.timeline.length - 1 ? 'step' : undefined}
          >
            <p className="order-timeline__status">{t(SERVICE_STATUS_LABEL[entry.status])}</p>
            {entry.technician ? (
              <p className="order-timeline__description">
                {t('Technician: {name}', { name: entry.technician })}
              </p>
            ) : null}
            {entry.visitText ? (
              <p className="order-timeline__description">
                {t('Visit on {when}', { when: entry.visitText })}
              </p>
            ) : null}
            {/* What staff wrote stays as written. */}
            {entry.note ? <p className="order-timeline__description">{entry.note}</p> : null}
            <p className="order-timeline__date">
              <time dateTime={entry.at}>{entry.atText}</time>
            </p>
          </li>
        ))}
      </ol>
    </article>
  );
}

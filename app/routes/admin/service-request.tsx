/**
 * /admin/service-requests/{ticket} (issue 35): one service request's facts (the customer,
 * the item, the problem in their words, their photos, the warranty as it stood, the store)
 * and its timeline; staff move it on with a note to the shopper: 'Technician assigned'
 * names who goes, 'Visit scheduled' a day and slot. Each change is audited and e-mailed.
 */
import { data, Form, Link, useNavigation } from 'react-router';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { adminValidator } from '../../components/admin/admin-validator.ts';
import { FormField, TextAreaField } from '../../components/forms.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Select } from '../../components/ui/select.tsx';
import { getFormProps, type LastResult, useShopForm } from '../../lib/forms.ts';
import { handleForm } from '../../lib/intent-action.server.ts';
import { formatOrderDate } from '../../lib/order-date.ts';
import { backOfficeMeta } from '../../lib/page-title.ts';
import { services } from '../../lib/services.server.ts';
import { requireStaff } from '../../modules/admin/access.server.ts';
import { listAudit } from '../../modules/admin/audit.server.ts';
import { ServiceStatusSchema } from '../../modules/admin/service-request-validation.ts';
import {
  changeServiceStatus,
  serviceRequestDetail,
} from '../../modules/admin/service-requests.server.ts';
import { INSTALLATION_SLOTS, todayInIndia } from '../../modules/installation/slots.ts';
import { reviewThumb } from '../../modules/review/view.ts';
import {
  normalTicket,
  SERVICE_LIMITS,
  SERVICE_STATUS_LABEL,
  type ServiceStatus,
} from '../../modules/service/rules.ts';
import type { Route } from './+types/service-request';
import '../../styles/components/orders.css';
import '../../styles/components/service.css';

export const meta = ({ loaderData }: Route.MetaArgs) =>
  backOfficeMeta(loaderData && `Service request ${loaderData.request.ticket}`);

const SLOT_NAMES = { morning: 'Morning, 9 AM to 1 PM', afternoon: 'Afternoon, 1 PM to 5 PM' };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, 'orders');
  const db = services(context).database.db;
  const ticket = normalTicket(params.ticket ?? '');
  const found = ticket ? await serviceRequestDetail(db, ticket) : null;
  if (!found) throw data('This service request was not found.', { status: 404 });
  const audit = await listAudit(db, { entityType: 'service_request', entityId: found.ticket });
  return { request: found, audit, today: todayInIndia(new Date()) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, 'orders');
  const { database, publicUrl } = services(context);
  const ticket = normalTicket(params.ticket ?? '') ?? '';
  return handleForm(request, {
    schema: ServiceStatusSchema,
    coerce: false,
    run: async (input) => {
      const changed = await changeServiceStatus(database.db, staff, ticket, input, {
        origin: publicUrl,
      });
      return `Service request ${changed.ticket} is now ‘${SERVICE_STATUS_LABEL[changed.status]}’. The customer has been e-mailed.`;
    },
  });
}

const WARRANTY_WORDS = {
  covered: 'Under warranty',
  parts: 'Only parts’ warranties run: a repair of other parts is chargeable',
  chargeable: 'Out of warranty: chargeable',
};

export default function AdminServiceRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { request, audit, today } = loaderData;
  return (
    <AdminPage title={`Service request ${request.ticket}`}>
      {actionData ? <Alert tone={actionData.tone}>{actionData.message}</Alert> : null}
      <div className="admin-order">
        <section className="admin-panel" aria-labelledby="status-title">
          <h2 id="status-title">
            Status <Badge tone="primary">{SERVICE_STATUS_LABEL[request.status]}</Badge>
          </h2>
          {request.next.length ? (
            <StatusForm
              // A new status offers new choices: a fresh form.
              key={`${request.status}-${request.timeline.length}`}
              next={request.next}
              technician={request.technician ?? ''}
              today={today}
              lastResult={actionData?.result as LastResult}
            />
          ) : (
            <p className="admin-note">This request is closed.</p>
          )}
          <h3 className="admin-section-title">Timeline (as the shopper sees it)</h3>
          <ol className="order-timeline" aria-label="Service request status history">
            {request.timeline.map((entry) => (
              <li key={`${entry.status}-${entry.at}`} className="order-timeline__step">
                <p className="order-timeline__status">{SERVICE_STATUS_LABEL[entry.status]}</p>
                {entry.technician ? (
                  <p className="order-timeline__description">Technician: {entry.technician}</p>
                ) : null}
                {entry.visit ? (
                  <p className="order-timeline__description">Visit on {entry.visit}</p>
                ) : null}
                {entry.note ? <p className="order-timeline__description">{entry.note}</p> : null}
                <p className="order-timeline__date">
                  <time dateTime={entry.at}>{formatOrderDate(entry.at)}</time>
                </p>
              </li>
            ))}
          </ol>
        </section>

        <section className="admin-panel" aria-labelledby="request-title">
          <h2 id="request-title">Request</h2>
          <dl className="order-facts">
            <div>
              <dt>Received</dt>
              <dd>{formatOrderDate(request.at)}</dd>
            </div>
            <div>
              <dt>Item</dt>
              <dd>{request.item}</dd>
            </div>
            <div>
              <dt>Order</dt>
              <dd>
                <Link to={`/admin/orders/${request.order.publicId}`}>
                  {request.order.orderNumber}
                </Link>
              </dd>
            </div>
            <div>
              <dt>Delivered on</dt>
              <dd>{request.deliveredOn}</dd>
            </div>
            <div>
              <dt>Problem</dt>
              <dd>{request.problem}</dd>
            </div>
            <div>
              <dt>Preferred time</dt>
              <dd>{request.preferred ?? 'Any time'}</dd>
            </div>
            <div>
              <dt>Store</dt>
              <dd>
                {request.store.name} ({request.store.code}), {request.store.phone}
              </dd>
            </div>
            <div>
              <dt>Technician</dt>
              <dd>{request.technician ?? '—'}</dd>
            </div>
            <div>
              <dt>Visit</dt>
              <dd>{request.visit ?? '—'}</dd>
            </div>
          </dl>
          <h3 className="admin-section-title">In the customer’s words</h3>
          <p className="admin-message__text">{request.description}</p>
          {request.photos.length ? (
            <ul className="service-request__photos" aria-label="Photos">
              {request.photos.map((photo, index) => (
                <li key={photo}>
                  <a href={photo}>
                    <img
                      src={reviewThumb(photo)}
                      alt={`The customer’s view of the problem, ${index + 1} of ${request.photos.length}`}
                      width={120}
                      height={120}
                      loading="lazy"
                    />
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="admin-note">No photos.</p>
          )}
        </section>

        <section className="admin-panel" aria-labelledby="warranty-title">
          <h2 id="warranty-title">Warranty</h2>
          <p>
            {request.warrantyKind === 'chargeable' ? (
              <Badge tone="warning">Chargeable</Badge>
            ) : (
              <Badge tone="success">Under warranty</Badge>
            )}{' '}
            {WARRANTY_WORDS[request.warrantyKind]} (counted from the delivery on{' '}
            {request.deliveredOn}).
          </p>
          {request.warranty.length ? (
            <ul>
              {request.warranty.map((cover) => (
                <li key={`${cover.option}-${cover.value}`}>
                  {cover.option}: {cover.value}
                  {cover.until
                    ? ` · ${cover.running ? 'until' : 'ended'} ${cover.until}`
                    : cover.running
                      ? ' · lifetime'
                      : ' · no period known'}
                </li>
              ))}
            </ul>
          ) : (
            <p className="admin-note">The product has no warranty options.</p>
          )}
        </section>

        <section className="admin-panel" aria-labelledby="customer-title">
          <h2 id="customer-title">Customer</h2>
          <address className="order-address">
            <span className="order-address__line">{request.customer.name}</span>
            <span className="order-address__line">{request.customer.address}</span>
            <span className="order-address__line">
              <a href={`tel:+91${request.customer.phone}`}>{request.customer.phone}</a>
            </span>
            <span className="order-address__line">
              <a href={`mailto:${request.customer.email}`}>{request.customer.email}</a>
            </span>
          </address>
        </section>

        <section className="admin-panel admin-order__wide" aria-labelledby="audit-title">
          <h2 id="audit-title">Changes by staff</h2>
          {audit.length ? (
            <ul>
              {audit.map((entry) => (
                <li key={entry.id}>
                  {formatOrderDate(entry.at)}: {entry.actorEmail}, {entry.action}
                </li>
              ))}
            </ul>
          ) : (
            <p className="admin-note">No changes yet.</p>
          )}
        </section>
      </div>
    </AdminPage>
  );
}

function StatusForm({
  next,
  technician,
  today,
  lastResult,
}: {
  next: ServiceStatus[];
  technician: string;
  today: string;
  lastResult: LastResult;
}) {
  const navigation = useNavigation();
  const [form, fields] = useShopForm(adminValidator('serviceStatus'), {
    id: 'service-status',
    lastResult,
    defaultValue: { status: next[0] ?? '', technician },
  });
  return (
    <Form method="post" className="admin-form" {...getFormProps(form)}>
      <Select
        label="New status"
        name={fields.status.name}
        id={fields.status.id}
        defaultValue={fields.status.initialValue ?? next[0]}
        error={fields.status.errors?.[0]}
        options={next.map((status) => ({ value: status, label: SERVICE_STATUS_LABEL[status] }))}
      />
      <FormField
        meta={fields.technician}
        label="Technician (for ‘Technician assigned’)"
        maxLength={SERVICE_LIMITS.technicianMax}
        autoComplete="off"
      />
      <FormField
        meta={fields.visitDay}
        label="Visit day (for ‘Visit scheduled’)"
        type="date"
        min={today}
      />
      <Select
        label="Visit slot (for ‘Visit scheduled’)"
        name={fields.visitSlot.name}
        id={fields.visitSlot.id}
        placeholder="Choose a slot"
        defaultValue={fields.visitSlot.initialValue ?? ''}
        error={fields.visitSlot.errors?.[0]}
        options={INSTALLATION_SLOTS.map((slot) => ({ value: slot, label: SLOT_NAMES[slot] }))}
      />
      <TextAreaField
        meta={fields.note}
        label="Note to the customer (optional; e-mailed and shown on the timeline)"
        maxLength={SERVICE_LIMITS.noteMax}
        rows={3}
      />
      <div className="admin-form__actions">
        <Button type="submit" loading={navigation.state === 'submitting'}>
          Update status
        </Button>
      </div>
    </Form>
  );
}

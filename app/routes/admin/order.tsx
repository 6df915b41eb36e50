import { data, Form, Link, useNavigation } from 'react-router';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { adminValidator } from '../../components/admin/admin-validator.ts';
import { FormField, TextAreaField } from '../../components/forms.tsx';
import {
  OrderAddress,
  OrderStatusBadge,
  OrderTimeline,
} from '../../components/orders/order-parts.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Select } from '../../components/ui/select.tsx';
import { formatRupees } from '../../lib/format.ts';
import { getFormProps, type LastResult, useShopForm } from '../../lib/forms.ts';
import { defineIntent, handleIntents } from '../../lib/intent-action.server.ts';
import { lazyComponent } from '../../lib/lazy-component.tsx';
import { formatOrderDate } from '../../lib/order-date.ts';
import { backOfficeMeta } from '../../lib/page-title.ts';
import { services } from '../../lib/services.server.ts';
import { requireStaff } from '../../modules/admin/access.server.ts';
import { listAudit } from '../../modules/admin/audit.server.ts';
import { PAYMENT_STATE_LABEL } from '../../modules/admin/labels.ts';
import { ORDER_INTENT, type OrderIntent } from '../../modules/admin/order-intents.ts';
import {
  CodPaidSchema,
  GstBuyerSchema,
  RefundSchema,
  ShipmentMoveSchema,
  ShipSchema,
  StatusChangeSchema,
} from '../../modules/admin/order-validation.ts';
import {
  changeOrderStatus,
  correctGstBuyer,
  loadAdminOrder,
  markCodPaid,
  recordRefund,
} from '../../modules/admin/orders.server.ts';
import { markShipment, shipOrder } from '../../modules/admin/shipments.server.ts';
import { type OrderPickupView, PAYMENT_METHOD_LABEL } from '../../modules/order/view.ts';
import { orderLinks } from '../../modules/order-lifecycle/reconcile-job.server.ts';
import type { Route } from './+types/order';

export const meta = ({ loaderData }: Route.MetaArgs) =>
  backOfficeMeta(loaderData && `Order ${loaderData.order.orderNumber}`);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, 'orders');
  const db = services(context).database.db;
  const found = await loadAdminOrder(db, params.orderId);
  if (!found) throw data('This order was not found.', { status: 404 });
  const audit = await listAudit(db, { entityType: 'order', entityId: found.order.orderNumber });
  return {
    ...found,
    audit,
    gstEditable: !found.invoiced,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, 'orders');
  const { database } = services(context);
  const links = orderLinks(services(context));
  const db = database.db;
  return handleIntents(request, {
    [ORDER_INTENT.status]: defineIntent({
      schema: StatusChangeSchema,
      run: async (input) => {
        await changeOrderStatus(db, staff, params.orderId, input, links);
        return `The order is now '${input.status}'.`;
      },
    }),
    [ORDER_INTENT.codPaid]: defineIntent({
      schema: CodPaidSchema,
      run: async ({ reference }) => {
        await markCodPaid(db, staff, params.orderId, reference, links);
        return 'The cash payment has been recorded.';
      },
    }),
    [ORDER_INTENT.gstBuyer]: defineIntent({
      schema: GstBuyerSchema,
      run: async (input) => {
        await correctGstBuyer(db, staff, params.orderId, input);
        return 'The GST details have been saved.';
      },
    }),
    [ORDER_INTENT.ship]: defineIntent({
      schema: ShipSchema,
      coerce: false,
      run: async ({ courier, awb, shippedOn, quantities }) => {
        const { complete } = await shipOrder(
          db,
          staff,
          params.orderId,
          { courierCode: courier, awb: awb ?? '', shippedOn, quantities },
          links,
        );
        return complete
          ? 'The shipment has been recorded: everything has shipped.'
          : 'The shipment has been recorded: some items are still to ship.';
      },
    }),
    [ORDER_INTENT.shipment]: defineIntent({
      schema: ShipmentMoveSchema,
      coerce: false,
      run: async (move) => {
        await markShipment(db, staff, params.orderId, move, links);
        return `The shipment is now '${move.status}'.`;
      },
    }),
    [ORDER_INTENT.refund]: defineIntent({
      schema: RefundSchema,
      run: async ({ reference }) => {
        await recordRefund(db, staff, params.orderId, reference, links);
        return 'The refund has been recorded.';
      },
    }),
  });
}

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { order, payments, next, audit, invoiceNumber, hasAccount, gstEditable, shipping } =
    loaderData;
  const answer = actionData?.aboutFields ? undefined : actionData;
  const replyTo = (intent: OrderIntent) =>
    actionData?.intent === intent ? actionData.result : undefined;
  const invoiced = order.paymentMethod === 'cod' || order.paymentState !== 'pending';
  return (
    <AdminPage
      title={`Order ${order.orderNumber}`}
      actions={
        <>
          <Link to="/admin/orders" className="btn btn--secondary btn--md">
            All orders
          </Link>
          {invoiced ? (
            <a
              href={`/admin/orders/${order.id}/invoice.pdf`}
              className="btn btn--secondary btn--md"
              download
            >
              Invoice {invoiceNumber} (PDF)
            </a>
          ) : null}
        </>
      }
    >
      {answer ? <Alert tone={answer.tone}>{answer.message}</Alert> : null}
      <div className="admin-order">
        <section className="admin-panel" aria-labelledby="status-title">
          <h2 id="status-title">
            Status <OrderStatusBadge status={order.status} />
          </h2>
          {next.length > 0 ? (
            // A new status offers new choices: a fresh form, never the last choice carried over.
            <StatusForm
              key={order.status}
              next={next}
              pickup={order.pickup}
              lastResult={replyTo(ORDER_INTENT.status)}
            />
          ) : (
            <p className="admin-note">
              {order.paymentMethod === 'online' && order.paymentState === 'pending'
                ? 'Waiting for the shopper’s payment: the order moves on once it is paid, or is cancelled when the payment window closes.'
                : 'This order has reached its last status.'}
            </p>
          )}
          <h3 className="admin-section-title">Timeline (as the shopper sees it)</h3>
          <OrderTimeline history={order.history} />
        </section>

        <section className="admin-panel" aria-labelledby="payment-title">
          <h2 id="payment-title">Payment</h2>
          <dl className="order-facts">
            <div>
              <dt>Method</dt>
              <dd>{PAYMENT_METHOD_LABEL[order.paymentMethod]}</dd>
            </div>
            <div>
              <dt>State</dt>
              <dd>{PAYMENT_STATE_LABEL[order.paymentState]}</dd>
            </div>
            <div>
              <dt>Reference</dt>
              <dd>{order.paymentReference ?? '—'}</dd>
            </div>
            <div>
              <dt>Total</dt>
              <dd>{formatRupees(order.totalPaise, { decimals: true })}</dd>
            </div>
          </dl>
          {payments.map((payment) => (
            <dl key={payment.providerPaymentId ?? payment.providerOrderId} className="order-facts">
              <div>
                <dt>Gateway</dt>
                <dd>
                  {payment.provider} · {payment.status}
                </dd>
              </div>
              {payment.stray ? (
                <div>
                  <dt>Extra payment</dt>
                  <dd>
                    {formatRupees(payment.amountPaise, { decimals: true })} captured beyond the
                    order’s own payment:{' '}
                    {payment.status === 'refunded'
                      ? 'refunded to the shopper'
                      : 'to be refunded to the shopper automatically'}
                  </dd>
                </div>
              ) : null}
              <div>
                <dt>Gateway order</dt>
                <dd>{payment.providerOrderId}</dd>
              </div>
              <div>
                <dt>Payment id</dt>
                <dd>{payment.providerPaymentId ?? '—'}</dd>
              </div>
              {payment.providerRefundId ? (
                <div>
                  <dt>Refund</dt>
                  <dd>{payment.providerRefundId}</dd>
                </div>
              ) : null}
              {payment.lastError ? (
                <div>
                  <dt>Last error</dt>
                  <dd>{payment.lastError}</dd>
                </div>
              ) : null}
            </dl>
          ))}
          {order.paymentMethod === 'cod' &&
          order.paymentState === 'cod' &&
          order.status !== 'Cancelled' ? (
            <ReferenceForm kind="codPaid" lastResult={replyTo(ORDER_INTENT.codPaid)} />
          ) : null}
          {order.paymentState === 'refund_due' ? (
            <>
              <p className="admin-note">
                {order.paymentMethod === 'online'
                  ? 'The payment gateway refund is made automatically within a few minutes. Record a refund here only if it was made another way.'
                  : 'Refund the cash collected, then record it here.'}
              </p>
              <ReferenceForm kind="refund" lastResult={replyTo(ORDER_INTENT.refund)} />
            </>
          ) : null}
        </section>

        <section className="admin-panel" aria-labelledby="customer-title">
          <h2 id="customer-title">Customer and delivery</h2>
          <p className="admin-note">
            Placed {formatOrderDate(order.placedAt)} ·{' '}
            {hasAccount ? 'Shopper with an account' : 'Guest checkout'}
            {order.promisedDeliveryDate
              ? ` · Delivery promised for ${order.promisedDeliveryDate}`
              : ''}
          </p>
          <OrderAddress order={order} />
        </section>

        <section className="admin-panel" aria-labelledby="gst-title">
          <h2 id="gst-title">GST invoice</h2>
          {order.gstin ? (
            <dl className="order-facts">
              <div>
                <dt>Business</dt>
                <dd>{order.businessName}</dd>
              </div>
              <div>
                <dt>GSTIN</dt>
                <dd>{order.gstin}</dd>
              </div>
            </dl>
          ) : (
            <p className="admin-note">No GST invoice was asked for.</p>
          )}
          {gstEditable ? (
            <GstBuyerForm
              intent={ORDER_INTENT.gstBuyer}
              businessName={order.businessName ?? ''}
              gstin={order.gstin ?? ''}
              lastResult={replyTo(ORDER_INTENT.gstBuyer)}
            />
          ) : (
            <p className="admin-note">The invoice has been issued: its GST details stand.</p>
          )}
        </section>

        {order.pickup ? (
          <OrderPickupPanel store={order.pickup.store} />
        ) : (
          <section className="admin-panel admin-order__wide" aria-labelledby="shipments-title">
            <h2 id="shipments-title">Shipments</h2>
            {order.shipments.length === 0 ? (
              <p className="admin-note">Nothing has shipped yet.</p>
            ) : null}
            <ParcelList shipments={order.shipments} intent={ORDER_INTENT.shipment} />
            {['Packed', 'Shipped', 'Out for Delivery'].includes(order.status) &&
            shipping.lines.some((line) => line.left > 0) ? (
              <ShipForm
                intent={ORDER_INTENT.ship}
                shipping={shipping}
                lastResult={replyTo(ORDER_INTENT.ship)}
              />
            ) : null}
          </section>
        )}

        <OrderPhoneUpdates {...loaderData.phoneUpdates} />

        <section className="admin-panel admin-order__wide" aria-labelledby="items-title">
          <h2 id="items-title">Items</h2>
          <OrderContents order={order} visit={loaderData.visit} />
        </section>

        <section className="admin-panel admin-order__wide" aria-labelledby="changes-title">
          <h2 id="changes-title">Changes by staff</h2>
          {audit.length === 0 ? (
            <p>No changes yet.</p>
          ) : (
            <ul className="admin-timeline">
              {audit.map((entry) => (
                <li key={entry.id}>
                  <strong>{entry.action}</strong> by {entry.actorEmail}
                  <time dateTime={entry.at}>{formatOrderDate(entry.at)}</time>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </AdminPage>
  );
}

/** Few orders are picked up from a store: that panel's code comes after the page's. */
const OrderPickupPanel = lazyComponent(() =>
  import('../../components/admin/order-pickup.tsx').then((module) => module.OrderPickupPanel),
);

/** The shipping forms' code comes after the page's (see the file). */
const ShipForm = lazyComponent(() =>
  import('../../components/admin/order-forms.tsx').then((module) => module.ShipForm),
);
const ParcelList = lazyComponent(() =>
  import('../../components/admin/order-forms.tsx').then((module) => module.ParcelList),
);
const OrderPhoneUpdates = lazyComponent(() =>
  import('../../components/admin/order-updates.tsx').then((module) => module.OrderPhoneUpdates),
);
const OrderContents = lazyComponent(() =>
  import('../../components/admin/order-contents.tsx').then((module) => module.OrderContents),
);
const GstBuyerForm = lazyComponent(() =>
  import('../../components/admin/order-forms.tsx').then((module) => module.GstBuyerForm),
);

function StatusForm({
  next,
  pickup,
  lastResult,
}: {
  next: readonly string[];
  pickup: OrderPickupView | null;
  lastResult: LastResult;
}) {
  const navigation = useNavigation();
  const [form, fields] = useShopForm(adminValidator('statusChange'), {
    id: 'status-form',
    lastResult,
  });
  const busy = navigation.formData?.get('intent') === ORDER_INTENT.status;
  return (
    <Form method="post" {...getFormProps(form)} className="admin-form">
      <input type="hidden" name="intent" value={ORDER_INTENT.status} />
      <Select
        label="New status"
        name={fields.status.name}
        id={fields.status.id}
        defaultValue={next[0]}
        error={fields.status.errors?.[0]}
        options={next.map((status) => ({ value: status, label: status }))}
      />
      {pickup && next.includes('Picked Up') ? (
        <FormField
          meta={fields.pickupCode}
          label="Pickup code (for Picked Up: the code the shopper shows)"
          inputMode="numeric"
          autoComplete="off"
        />
      ) : null}
      <TextAreaField
        meta={fields.description}
        label="Message to the shopper (optional; a standard text when empty)"
        maxLength={500}
        rows={3}
      />
      <div className="admin-form__actions">
        <Button type="submit" loading={busy}>
          Update status
        </Button>
      </div>
    </Form>
  );
}

/** The forms that record a reference: a COD receipt, a refund made another way. */
const REFERENCE_FORMS = {
  codPaid: { intent: ORDER_INTENT.codPaid, label: 'Receipt number', submit: 'Mark paid' },
  refund: { intent: ORDER_INTENT.refund, label: 'Refund reference', submit: 'Record refund' },
} as const;

function ReferenceForm({
  kind: formName,
  lastResult,
}: {
  kind: keyof typeof REFERENCE_FORMS;
  lastResult: LastResult;
}) {
  const { intent, label, submit } = REFERENCE_FORMS[formName];
  const navigation = useNavigation();
  const [form, fields] = useShopForm(adminValidator(formName), {
    id: `${intent}-form`,
    lastResult,
  });
  const busy = navigation.formData?.get('intent') === intent;
  return (
    <Form method="post" {...getFormProps(form)} className="admin-form admin-form--inline">
      <input type="hidden" name="intent" value={intent} />
      <FormField meta={fields.reference} label={label} maxLength={100} />
      <div className="admin-form__actions">
        <Button type="submit" loading={busy}>
          {submit}
        </Button>
      </div>
    </Form>
  );
}

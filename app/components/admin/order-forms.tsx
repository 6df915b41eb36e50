/**
 * The order page's shipping parts (issue 34): its parcels with their moves, 'Ship items'
 * and the GST details. Their code comes after the page's (the server's HTML posts until
 * then): the page stays within its first-JavaScript budget.
 */
import { Form, useNavigation } from 'react-router';
import { getFormProps, type LastResult, useShopForm } from '../../lib/forms.ts';
import type { ShipmentView } from '../../modules/order/view.ts';
import { FormField } from '../forms.tsx';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { Select } from '../ui/select.tsx';
import { adminValidator } from './admin-validator.ts';

/** The order's parcels, each with its tracking page and the moves left to it. */
export function ParcelList({
  shipments,
  intent,
}: {
  shipments: ShipmentView[];
  /** The parcel moves' intent (the route's). */
  intent: string;
}) {
  return (
    <>
      {shipments.map((shipment) => (
        <div key={shipment.id} className="admin-shipment">
          <p>
            <strong>{shipment.courier}</strong>
            {shipment.awb ? ` · AWB ${shipment.awb}` : ''} · shipped {shipment.shippedOn} ·{' '}
            {shipment.status}
            {shipment.trackingUrl ? (
              <>
                {' · '}
                <a href={shipment.trackingUrl} target="_blank" rel="noreferrer">
                  Track on {shipment.courier}
                </a>
              </>
            ) : null}
          </p>
          <p className="admin-note">
            {shipment.lines
              .map((line) => `${line.quantity} × ${line.productName} (${line.variantLabel})`)
              .join(', ')}
          </p>
          {shipment.status === 'Delivered' ? null : (
            <Form method="post" className="admin-form__actions">
              <input type="hidden" name="intent" value={intent} />
              <input type="hidden" name="shipment" value={shipment.id} />
              {shipment.status === 'Shipped' ? (
                <Button
                  type="submit"
                  name="status"
                  value="Out for Delivery"
                  variant="secondary"
                  size="sm"
                >
                  Out for delivery
                </Button>
              ) : null}
              <Button type="submit" name="status" value="Delivered" variant="secondary" size="sm">
                Delivered
              </Button>
            </Form>
          )}
        </div>
      ))}
    </>
  );
}

export function ShipForm({
  intent,
  shipping,
  lastResult,
}: {
  /** The form's intent (the route's: order-intents.ts, not imported here to keep it in one file). */
  intent: string;
  shipping: {
    lines: { orderLineId: number; productName: string; variantLabel: string; left: number }[];
    couriers: { code: string; name: string }[];
  };
  lastResult: LastResult;
}) {
  const navigation = useNavigation();
  const [form, fields] = useShopForm(adminValidator('ship'), {
    id: 'ship-form',
    lastResult,
    defaultValue: {
      shippedOn: new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10),
    },
  });
  return (
    <Form method="post" className="admin-form" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={intent} />
      <h3 className="admin-section-title">Ship items</h3>
      <div className="admin-form__grid">
        <Select
          label="Courier"
          name={fields.courier.name}
          placeholder="Choose a courier"
          error={fields.courier.errors?.[0]}
          options={shipping.couriers.map((courier) => ({
            value: courier.code,
            label: courier.name,
          }))}
        />
        <FormField meta={fields.awb} label="AWB / tracking number" optional />
        <FormField meta={fields.shippedOn} label="Shipped on" type="date" />
      </div>
      {shipping.lines.map((line, index) =>
        line.left > 0 ? (
          <Field
            key={line.orderLineId}
            id={`ship-quantity-${index}`}
            name={`quantities[${index}]`}
            label={`${line.productName} (${line.variantLabel}): how many, of ${line.left} left`}
            defaultValue={String(line.left)}
            inputMode="numeric"
            maxLength={3}
          />
        ) : (
          <input key={line.orderLineId} type="hidden" name={`quantities[${index}]`} value="0" />
        ),
      )}
      {fields.quantities.errors?.[0] ? (
        <p className="field__error">{fields.quantities.errors[0]}</p>
      ) : null}
      <Button type="submit" loading={navigation.formData?.get('intent') === intent}>
        Ship these items
      </Button>
    </Form>
  );
}

export function GstBuyerForm({
  intent,
  businessName,
  gstin,
  lastResult,
}: {
  intent: string;
  businessName: string;
  gstin: string;
  lastResult: LastResult;
}) {
  const navigation = useNavigation();
  const [form, fields] = useShopForm(adminValidator('gstBuyer'), {
    id: 'gst-buyer-form',
    lastResult,
    defaultValue: { businessName, gstin },
  });
  const busy = navigation.formData?.get('intent') === intent;
  return (
    <Form method="post" className="admin-form" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={intent} />
      <FormField meta={fields.businessName} label="Business name" optional />
      <FormField
        meta={fields.gstin}
        label="GSTIN"
        optional
        hint="Both empty: no GST invoice. Checked by its check character."
      />
      <Button type="submit" variant="secondary" loading={busy}>
        Save GST details
      </Button>
    </Form>
  );
}

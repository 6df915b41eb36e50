/**
 * /track-order: an order found by its Order ID and e-mail together (never by one alone),
 * with the same answer whether the order does not exist or the e-mail does not match;
 * rate-limited per address. '?order={id}' (from the placed page) shows an order of the
 * shopper's own session without asking, so the e-mail never travels in the URL.
 */
import { Form, Link, useNavigation } from 'react-router';
import { FormField } from '../components/forms.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { Button } from '../components/ui/button.tsx';
import { useT } from '../i18n/i18n-context.tsx';
import { msg } from '../i18n/msg.ts';
import { pageMessages } from '../i18n/page-i18n.server.ts';
import { metaTranslator } from '../i18n/page-language.ts';
import { limitTrackOrder, throttled } from '../lib/account-limits.server.ts';
import { formSchema } from '../lib/form-schema.ts';
import { getFormProps, type LastResult, useShopForm } from '../lib/forms.ts';
import { handleForm, refusal } from '../lib/intent-action.server.ts';
import { lazyComponent } from '../lib/lazy-component.tsx';
import { pageTitle } from '../lib/page-title.ts';
import { privatePageHeaders } from '../lib/route-headers.ts';
import { requestInfo, services } from '../lib/services.server.ts';
import {
  buildOrderView,
  findOrderByPublicId,
  findViewerOrder,
  trackOrder,
} from '../modules/order/orders.server.ts';
import { TrackOrderSchema } from '../modules/order/validation.ts';
import { TRACK_NOT_FOUND, TRACK_PROMPT } from '../modules/order/view.ts';
import type { Route } from './+types/track-order';
import '../styles/components/checkout.css';
import '../styles/components/orders.css';

export const headers = privatePageHeaders;

const loadTrackedOrder = () =>
  import('../components/orders/tracked-order.tsx').then((module) => module.TrackedOrder);
/** The found order's card and details: fetched when there is one, and once a search is sent. */
const TrackedOrder = lazyComponent(loadTrackedOrder);

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return [
    { title: pageTitle(t('Track Order')) },
    { name: 'description', content: t('Follow your order with its Order ID and e-mail.') },
  ];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  // 'cart': the found order's summary and items (OrderSummary, LineItems).
  const messages = pageMessages(context, 'orders', 'cart', 'forms');
  const publicId = url.searchParams.get('order');
  if (!publicId) return { order: null, orderNumber: null, messages };
  const session = await requestInfo(context).session.current();
  const db = services(context).database.db;
  const own = session
    ? await findViewerOrder(db, publicId, { sessionId: session.id, userId: session.userId })
    : null;
  if (own) return { order: await buildOrderView(db, own), orderNumber: null, messages };
  // The e-mail's link opened on another device, or after the guest's day: the order's
  // number is filled in, and the e-mail it was placed with is still asked for.
  const order = await findOrderByPublicId(db, publicId);
  return { order: null, orderNumber: order?.orderNumber ?? null, messages };
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = services(context).database.db;
  return handleForm(request, {
    schema: TrackOrderSchema,
    // Every lookup counts, per address and (once the form is right) per e-mail.
    guard: async (fields) => {
      const form = TrackOrderSchema.safeParse(Object.fromEntries(fields));
      const refused = await limitTrackOrder(
        requestInfo(context),
        form.success ? form.data.email : null,
      );
      return refused && throttled(refused);
    },
    run: async ({ orderId, email }, { reply }) => {
      const order = await trackOrder(db, orderId, email);
      if (!order) return refusal(404, TRACK_NOT_FOUND, { result: reply() });
      return { message: TRACK_FOUND, data: { order }, result: reply() };
    },
  });
}

/** The answer when the order is found (the page shows the order itself, not this). */
const TRACK_FOUND = msg('Here is your order.');

const trackOrderSchema = formSchema(() =>
  import('../modules/order/validation.ts').then((module) => module.TrackOrderSchema),
);

export default function TrackOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const found = actionData?.data?.order ?? loaderData.order;
  const message = actionData && !actionData.ok ? actionData.message : null;
  const lastResult = (actionData?.result ?? null) as LastResult;
  const [form, fields] = useShopForm(trackOrderSchema, {
    id: 'track-order',
    lastResult,
    defaultValue: { orderId: loaderData.orderNumber ?? '' },
    // The order's code loads while the server looks the order up.
    onSubmit: () => void loadTrackedOrder().catch(() => undefined),
  });
  return (
    <div className="container orders-page">
      <Breadcrumb items={[{ label: t('Home'), to: '/' }, { label: t('Track Order') }]} />
      <h1 className="page-title">{t('Track Order')}</h1>
      <section className="checkout-panel track-form" aria-labelledby="track-title">
        <h2 id="track-title">{t(TRACK_PROMPT)}</h2>
        {message ? <Alert>{t(message)}</Alert> : null}
        <Form method="post" className="auth-form" {...getFormProps(form)}>
          <div className="auth-form__row">
            <FormField meta={fields.orderId} label={t('Order ID')} placeholder="GA-2026-001000" />
            <FormField meta={fields.email} label={t('Email')} type="email" autoComplete="email" />
          </div>
          <Button type="submit" loading={navigation.state === 'submitting'}>
            {t('Track Order')}
          </Button>
        </Form>
        {/* Repairs after delivery have their own ticket (issue 35). */}
        <p>
          <Link className="text-link" to="/track-service">
            {t('Track a service request')}
          </Link>
        </p>
      </section>
      {found ? <TrackedOrder key={found.id} order={found} openAtFirst={!actionData} /> : null}
    </div>
  );
}

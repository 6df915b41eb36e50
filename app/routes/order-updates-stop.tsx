/**
 * /order-updates/stop/{token}: the link in the confirmation e-mail of an order that asked
 * for WhatsApp updates (issue 34), for a guest, who has no account page to untick them in.
 * Opening it only asks (mail scanners open links); one press stops the order's updates and
 * withdraws those waiting. A token the shop did not sign is refused, and guesses counted.
 */
import { eq } from 'drizzle-orm';
import { data, Form, useNavigation } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { useT } from '../i18n/i18n-context.tsx';
import { msg } from '../i18n/msg.ts';
import { pageMessages, pageTranslator } from '../i18n/page-i18n.server.ts';
import { metaTranslator } from '../i18n/page-language.ts';
import { pageTitle } from '../lib/page-title.ts';
import { TOO_MANY_REQUESTS } from '../lib/rate-limits.server.ts';
import { privatePageHeaders } from '../lib/route-headers.ts';
import { requestInfo, services } from '../lib/services.server.ts';
import { limitEngagement } from '../modules/engagement/guard.server.ts';
import { UPDATES_STOPPED } from '../modules/messaging/messages.ts';
import { stopOrderUpdates } from '../modules/messaging/order-updates.server.ts';
import { orders } from '../modules/order/schema.ts';
import { orderOfStopLink } from '../modules/order/updates-stop-link.server.ts';
import type { Route } from './+types/order-updates-stop';

export const headers = privatePageHeaders;

const TITLE = msg('Order updates on WhatsApp');
const REFUSED = msg('This link is not valid. Please use the link in your order e-mail.');

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(metaTranslator(matches)(TITLE)) },
    { name: 'robots', content: 'noindex' },
    { name: 'referrer', content: 'no-referrer' },
  ];
}

type View =
  | { state: 'confirm' | 'done'; orderNumber: string }
  | { state: 'refused'; orderNumber: null; message?: string };

/** The order the link names, with whether its updates still run; null for a bad link. */
async function orderOf(params: Route.LoaderArgs['params'], context: Route.LoaderArgs['context']) {
  const { config, database } = services(context);
  const publicId = orderOfStopLink(config.sessionSecret, params.token);
  if (!publicId) return null;
  const [order] = await database.db
    .select({
      publicId: orders.publicId,
      orderNumber: orders.orderNumber,
      on: orders.whatsappUpdates,
    })
    .from(orders)
    .where(eq(orders.publicId, publicId));
  return order ?? null;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const order = await orderOf(params, context);
  const view: View = order
    ? { state: order.on ? 'confirm' : 'done', orderNumber: order.orderNumber }
    : { state: 'refused', orderNumber: null };
  return data({ view, messages: pageMessages(context, 'account') }, { status: order ? 200 : 404 });
}

export async function action({ params, context }: Route.ActionArgs) {
  const order = await orderOf(params, context);
  if (!order) {
    const limited = await limitEngagement(requestInfo(context), 'newsletter');
    if (limited) {
      return data<View>(
        {
          state: 'refused',
          orderNumber: null,
          message: pageTranslator(context)(TOO_MANY_REQUESTS),
        },
        { status: 429, headers: { 'Retry-After': String(limited.retryAfterSeconds) } },
      );
    }
    return data<View>({ state: 'refused', orderNumber: null }, { status: 404 });
  }
  await stopOrderUpdates(services(context).database.db, order.publicId);
  return data<View>({ state: 'done', orderNumber: order.orderNumber });
}

export default function OrderUpdatesStop({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const view = actionData ?? loaderData.view;
  const navigation = useNavigation();
  return (
    <div className="container content-page">
      <h1 className="page-title">{t(TITLE)}</h1>
      <Card as="section" className="engagement-card" aria-label={t(TITLE)}>
        {view.state === 'confirm' ? (
          <>
            <p>
              {t('Stop WhatsApp and SMS updates for order {number}?', {
                number: view.orderNumber,
              })}
            </p>
            <Form method="post" className="engagement-card__actions">
              <Button type="submit" loading={navigation.state === 'submitting'}>
                {t('Stop order updates')}
              </Button>
            </Form>
          </>
        ) : view.state === 'done' ? (
          <Alert tone="success">{t(UPDATES_STOPPED)}</Alert>
        ) : (
          <Alert>{('message' in view && view.message) || t(REFUSED)}</Alert>
        )}
      </Card>
    </div>
  );
}

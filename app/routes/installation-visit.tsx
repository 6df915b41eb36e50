/**
 * /installation/visit/{token}: an order's installation visit for a shopper without an
 * account page (issue 35), from the Delivered e-mail or the reminder the day before: the
 * visit, and the forms that book, move or cancel it. A token the shop did not sign names
 * no order; its guesses are counted like other signed links'.
 */
import { eq } from 'drizzle-orm';
import { data } from 'react-router';
import { InstallationVisit } from '../components/orders/installation-visit.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { useT } from '../i18n/i18n-context.tsx';
import { msg } from '../i18n/msg.ts';
import { pageMessages, pageTranslator } from '../i18n/page-i18n.server.ts';
import { metaTranslator } from '../i18n/page-language.ts';
import { handleIntents, refusal, refuseRequest } from '../lib/intent-action.server.ts';
import { pageTitle } from '../lib/page-title.ts';
import { TOO_MANY_REQUESTS } from '../lib/rate-limits.server.ts';
import { privatePageHeaders } from '../lib/route-headers.ts';
import { requestInfo, services } from '../lib/services.server.ts';
import { limitEngagement } from '../modules/engagement/guard.server.ts';
import { orderVisitView } from '../modules/installation/order-visit.server.ts';
import { visitIntents } from '../modules/installation/visit-intents.server.ts';
import { orderOfVisitLink } from '../modules/installation/visit-link.server.ts';
import { visitOf, visitOpenings } from '../modules/installation/visits.server.ts';
import { orders } from '../modules/order/schema.ts';
import type { Route } from './+types/installation-visit';

export const headers = privatePageHeaders;

const TITLE = msg('Installation visit');
const REFUSED = msg('This link is not valid. Please use the link in your order e-mail.');

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(metaTranslator(matches)(TITLE)) },
    { name: 'robots', content: 'noindex' },
    { name: 'referrer', content: 'no-referrer' },
  ];
}

/** The order the link names, or null for a link the shop did not sign. */
async function orderOf(token: string | undefined, context: Route.LoaderArgs['context']) {
  const { config, database } = services(context);
  const publicId = orderOfVisitLink(config.sessionSecret, token);
  if (!publicId) return null;
  const [order] = await database.db.select().from(orders).where(eq(orders.publicId, publicId));
  return order ?? null;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const db = services(context).database.db;
  const order = await orderOf(params.token, context);
  const visit = order ? await visitOf(db, order.id) : null;
  const now = new Date();
  const [view, openings] =
    order && visit
      ? await Promise.all([orderVisitView(db, order, now), visitOpenings(db, order, visit, now)])
      : [null, []];
  // Written here: their texts are the checkout's and the account pages' (namespaces this
  // page does not send).
  const t = pageTranslator(context);
  return data(
    {
      order:
        order && view
          ? { id: order.publicId, heading: t('Order {number}', { number: order.orderNumber }) }
          : null,
      refused: t(REFUSED),
      visit: view,
      openings,
      messages: pageMessages(context, 'orders', 'cart', 'forms'),
    },
    { status: view ? 200 : 404 },
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const order = await orderOf(params.token, context);
  if (!order) {
    const limited = await limitEngagement(requestInfo(context), 'newsletter');
    const t = pageTranslator(context);
    return refuseRequest(
      limited
        ? refusal(429, t(TOO_MANY_REQUESTS), {
            headers: { 'Retry-After': String(limited.retryAfterSeconds) },
          })
        : refusal(404, t(REFUSED)),
    );
  }
  const db = services(context).database.db;
  // The link's order only, whatever order the form names.
  return handleIntents(
    request,
    visitIntents(db, async (publicId) => (publicId === order.publicId ? order : null)),
  );
}

export default function InstallationVisitPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { order, visit, openings } = loaderData;
  // A refused form (a bad link) answers without the page's data.
  return (
    <div className="container content-page">
      <h1 className="page-title">{t(TITLE)}</h1>
      {order && visit ? (
        <>
          <p>{order.heading}</p>
          <InstallationVisit
            orderId={order.id}
            visit={visit}
            openings={openings}
            heading={null}
            message={
              actionData?.message ? { text: actionData.message, tone: actionData.tone } : null
            }
          />
        </>
      ) : (
        <Alert>{actionData?.message || loaderData.refused}</Alert>
      )}
    </div>
  );
}

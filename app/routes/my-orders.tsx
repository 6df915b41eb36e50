/** /myorders: the signed-in shopper's orders, newest first; a card opens its tracking panel. */
import { InstallationVisit } from '../components/orders/installation-visit.tsx';
import { OrderCards, OrderPanel } from '../components/orders/order-browser.tsx';
import { OrderServiceRequests } from '../components/orders/order-service-requests.tsx';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { ButtonLink } from '../components/ui/button.tsx';
import { useT } from '../i18n/i18n-context.tsx';
import { pageMessages } from '../i18n/page-i18n.server.ts';
import { metaTranslator } from '../i18n/page-language.ts';
import { requireAccount } from '../lib/account.server.ts';
import { handleIntents } from '../lib/intent-action.server.ts';
import { privatePageMeta } from '../lib/page-title.ts';
import { privatePageHeaders } from '../lib/route-headers.ts';
import { services } from '../lib/services.server.ts';
import { orderVisitView } from '../modules/installation/order-visit.server.ts';
import { visitIntents } from '../modules/installation/visit-intents.server.ts';
import { visitOf, visitOpenings } from '../modules/installation/visits.server.ts';
import { accountOrder, accountOrderCards, buildOrderView } from '../modules/order/orders.server.ts';
import { orderServiceRequests } from '../modules/service/requests.server.ts';
import type { Route } from './+types/my-orders';
import '../styles/components/checkout.css';

export const headers = privatePageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(metaTranslator(matches)('My Orders'));
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const account = await requireAccount(request, context);
  const db = services(context).database.db;
  const selectedId = url.searchParams.get('order');
  const [cards, order] = await Promise.all([
    accountOrderCards(db, account.id),
    selectedId ? accountOrder(db, account.id, selectedId) : Promise.resolve(null),
  ]);
  const now = new Date();
  const visit = order ? await visitOf(db, order.id) : null;
  const [selected, visitView, openings, serviceRequests] = await Promise.all([
    order ? buildOrderView(db, order) : null,
    order && visit ? orderVisitView(db, order, now) : null,
    order && visit ? visitOpenings(db, order, visit, now) : [],
    order ? orderServiceRequests(db, order.id) : [],
  ]);
  // 'cart': the open order's summary and items (OrderSummary, LineItems).
  return {
    cards,
    selected,
    visit: visitView,
    openings,
    // The order's service requests (issue 35): each ticket, its line and where it stands.
    serviceRequests: serviceRequests.map(({ ticket, status, line }) => ({ ticket, status, line })),
    messages: pageMessages(context, 'orders', 'cart', 'forms'),
  };
}

/** Booking, moving or cancelling the open order's installation visit (issue 35). */
export async function action({ request, context }: Route.ActionArgs) {
  const account = await requireAccount(request, context);
  const db = services(context).database.db;
  return handleIntents(
    request,
    visitIntents(db, (publicId) => accountOrder(db, account.id, publicId)),
  );
}

export default function MyOrdersPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { cards, selected, visit, openings, serviceRequests } = loaderData;
  return (
    <div className="container orders-page">
      <Breadcrumb items={[{ label: t('Home'), to: '/' }, { label: t('My Orders') }]} />
      <h1 className="page-title">{t('My Orders')}</h1>
      {cards.length === 0 ? (
        <section className="empty-state" aria-labelledby="no-orders">
          <h2 id="no-orders">{t('You have not placed any order yet.')}</h2>
          <p>{t('Once you place an order, it will reflect here to know the status.')}</p>
          <ButtonLink to="/">{t('Take me to home')}</ButtonLink>
        </section>
      ) : (
        <OrderCards cards={cards} hrefFor={(id) => `?order=${id}`} />
      )}
      <OrderPanel order={selected} closeTo="/myorders" invoice reviews>
        {selected && visit ? (
          <InstallationVisit
            orderId={selected.id}
            visit={visit}
            openings={openings}
            message={
              actionData?.message ? { text: actionData.message, tone: actionData.tone } : null
            }
          />
        ) : null}
        {selected ? <OrderServiceRequests order={selected} requests={serviceRequests} /> : null}
      </OrderPanel>
    </div>
  );
}

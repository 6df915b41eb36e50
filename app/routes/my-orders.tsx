/** /myorders: the signed-in shopper's orders, newest first; a card opens its tracking panel. */
import { OrderCards, OrderPanel } from '../components/orders/order-browser.tsx';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { ButtonLink } from '../components/ui/button.tsx';
import { useT } from '../i18n/i18n-context.tsx';
import { pageMessages } from '../i18n/page-i18n.server.ts';
import { metaTranslator } from '../i18n/page-language.ts';
import { requireAccount } from '../lib/account.server.ts';
import { privatePageMeta } from '../lib/page-title.ts';
import { privatePageHeaders } from '../lib/route-headers.ts';
import { services } from '../lib/services.server.ts';
import { accountOrderCards, accountOrderView } from '../modules/order/orders.server.ts';
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
  const [cards, selected] = await Promise.all([
    accountOrderCards(db, account.id),
    selectedId ? accountOrderView(db, account.id, selectedId) : Promise.resolve(null),
  ]);
  // 'cart': the open order's summary and items (OrderSummary, LineItems).
  return { cards, selected, messages: pageMessages(context, 'orders', 'cart', 'forms') };
}

export default function MyOrdersPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { cards, selected } = loaderData;
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
      <OrderPanel order={selected} closeTo="/myorders" invoice reviews />
    </div>
  );
}

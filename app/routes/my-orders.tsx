/** /myorders: the signed-in shopper's orders, newest first; a card opens its tracking panel. */
import { OrderCards, OrderPanel } from '../components/orders/order-browser.tsx';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { ButtonLink } from '../components/ui/button.tsx';
import { requireAccount } from '../lib/account.server.ts';
import { privatePageMeta } from '../lib/page-title.ts';
import { privatePageHeaders } from '../lib/route-headers.ts';
import { services } from '../lib/services.server.ts';
import { accountOrderCards, accountOrderView } from '../modules/order/orders.server.ts';
import type { Route } from './+types/my-orders';
import '../styles/components/checkout.css';

export const headers = privatePageHeaders;

export const meta = () => privatePageMeta('My Orders');

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const account = await requireAccount(request, context);
  const db = services(context).database.db;
  const selectedId = url.searchParams.get('order');
  const [cards, selected] = await Promise.all([
    accountOrderCards(db, account.id),
    selectedId ? accountOrderView(db, account.id, selectedId) : Promise.resolve(null),
  ]);
  return { cards, selected };
}

export default function MyOrdersPage({ loaderData }: Route.ComponentProps) {
  const { cards, selected } = loaderData;
  return (
    <div className="container orders-page">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'My Orders' }]} />
      <h1 className="page-title">My Orders</h1>
      {cards.length === 0 ? (
        <section className="empty-state" aria-labelledby="no-orders">
          <h2 id="no-orders">You have not placed any order yet.</h2>
          <p>Once you place an order, it will reflect here to know the status.</p>
          <ButtonLink to="/">Take me to home</ButtonLink>
        </section>
      ) : (
        <OrderCards cards={cards} hrefFor={(id) => `?order=${id}`} />
      )}
      <OrderPanel order={selected} closeTo="/myorders" invoice />
    </div>
  );
}

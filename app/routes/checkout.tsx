import { data } from 'react-router';
import { CartLines } from '../components/cart-lines.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { OrderSummary } from '../components/order-summary.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { ButtonLink } from '../components/ui/button.tsx';
import { DomainError } from '../lib/domain-error.ts';
import { pageTitle } from '../lib/page-title.ts';
import { requestInfo, services } from '../lib/services.server.ts';
import { buyNowLine, getCart } from '../modules/cart/cart.server.ts';
import { CART_MESSAGES } from '../modules/cart/messages.ts';
import { BuyNowSchema } from '../modules/cart/validation.ts';
import { shopperOf } from '../modules/identity/owner.server.ts';
import type { Route } from './+types/checkout';

export function meta() {
  return [{ title: pageTitle('Checkout') }, { name: 'robots', content: 'noindex' }];
}

/**
 * What is being bought: either one variant (Buy now: ?buy={variantId}&qty={n}, the cart is
 * not touched) or the cart. Prices come from the server, never from the link.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const db = services(context).database.db;
  const headers = { 'Cache-Control': 'private, no-store' };
  if (url.searchParams.has('buy')) {
    const parsed = BuyNowSchema.safeParse(Object.fromEntries(url.searchParams));
    if (!parsed.success) {
      return data(
        {
          mode: 'buy-now' as const,
          cart: null,
          error: parsed.error.issues[0]?.message ?? 'Unknown item.',
        },
        { status: 400, headers },
      );
    }
    try {
      const cart = await buyNowLine(db, parsed.data.buy, parsed.data.qty);
      return data({ mode: 'buy-now' as const, cart, error: null }, { headers });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return data(
        { mode: 'buy-now' as const, cart: null, error: error.message },
        { status: error.status, headers },
      );
    }
  }
  const cart = await getCart(db, await shopperOf(requestInfo(context).session).current());
  return data({ mode: 'cart' as const, cart, error: null }, { headers });
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { mode, cart, error } = loaderData;
  return (
    <div className="container cart-page">
      <Breadcrumb
        items={[{ label: 'Home', to: '/' }, { label: 'Cart', to: '/cart' }, { label: 'Checkout' }]}
      />
      <h1 className="page-title">Checkout</h1>
      {error ? <Alert>{error}</Alert> : null}
      {!cart || cart.lines.length === 0 ? (
        <EmptyState
          title={error ? 'Nothing to check out' : CART_MESSAGES.empty}
          action={{ to: '/', label: CART_MESSAGES.emptyAction }}
        />
      ) : (
        <div className="cart-page__layout">
          <section aria-labelledby="checkout-items">
            <h2 id="checkout-items" className="section-title">
              {mode === 'buy-now' ? 'Buying now' : 'Items from your cart'}
            </h2>
            <CartLines lines={cart.lines} label="Items to buy" />
          </section>
          <OrderSummary totals={cart} shipping="Enter Pincode to calculate">
            <p className="order-summary__note">
              Shipping is calculated from your delivery pincode. Prices are checked again, with the
              stock, when the order is placed.
            </p>
          </OrderSummary>
        </div>
      )}
    </div>
  );
}

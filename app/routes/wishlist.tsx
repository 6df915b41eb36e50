import { data } from 'react-router';
import { ErrorPage } from '../components/error-page.tsx';
import { ProductGrid } from '../components/product-grid.tsx';
import { Recommendations } from '../components/recommendations.tsx';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { ButtonLink } from '../components/ui/button.tsx';
import { parseForm } from '../lib/form.ts';
import { loadRecommendations } from '../lib/recommendations.server.ts';
import { requestInfo, services } from '../lib/services.server.ts';
import { runShopperAction } from '../lib/shopper-action.server.ts';
import { addToCart } from '../modules/cart/cart.server.ts';
import { CART_MESSAGES, WISHLIST_MESSAGES } from '../modules/cart/messages.ts';
import { cartOwner } from '../modules/cart/owner.server.ts';
import { WishlistFormSchema } from '../modules/cart/validation.ts';
import {
  getWishlistCards,
  removeFromWishlist,
  toggleWishlist,
} from '../modules/wishlist/wishlist.server.ts';
import type { Route } from './+types/wishlist';

export function meta() {
  return [{ title: 'Wishlist | Gruha Appliances' }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const db = services(context).database.db;
  const session = await requestInfo(context).session.current();
  const [products, recommendations] = await Promise.all([
    getWishlistCards(db, session ? cartOwner(session) : null),
    loadRecommendations(db),
  ]);
  return data({ products, recommendations }, { headers: { 'Cache-Control': 'private, no-store' } });
}

/** Wishlist changes by intent: the heart's toggle, remove, and move to cart. */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseForm(WishlistFormSchema, await request.formData());
  if (!parsed.ok) return data({ ok: false, message: parsed.message }, { status: 400 });
  const input = parsed.value;
  return runShopperAction(context, async (db, owner) => {
    if (input.intent === 'toggle')
      return (await toggleWishlist(db, owner, input.variantId)).message;
    if (input.intent === 'remove')
      return (await removeFromWishlist(db, owner, input.variantId)).message;
    // Move to cart: into the cart first, then out of the wishlist, in one transaction.
    return db.transaction(async (tx) => {
      const added = await addToCart(tx, owner, input.variantId, 1);
      await removeFromWishlist(tx, owner, input.variantId);
      return added.message;
    });
  });
}

export default function WishlistPage({ loaderData, actionData }: Route.ComponentProps) {
  const { products, recommendations } = loaderData;
  return (
    <div className="container wishlist-page">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Wishlist' }]} />
      <h1 className="page-title">Your Wishlist</h1>
      {actionData && !actionData.ok ? (
        <p className="form-banner form-banner--danger" role="alert">
          {actionData.message}
        </p>
      ) : null}
      {products.length === 0 ? (
        <section className="empty-state" aria-labelledby="wishlist-empty">
          <h2 id="wishlist-empty">{WISHLIST_MESSAGES.empty}</h2>
          <ButtonLink to="/">{CART_MESSAGES.emptyAction}</ButtonLink>
        </section>
      ) : (
        <ProductGrid products={products} label="Saved products" wishlistActions />
      )}
      <Recommendations data={recommendations} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}

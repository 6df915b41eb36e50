import { useMemo, useRef } from 'react';
import { useFetchers } from 'react-router';
import { EmptyState } from '../components/empty-state.tsx';
import { ProductGrid } from '../components/product-grid.tsx';
import { Recommendations } from '../components/recommendations.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { useT } from '../i18n/i18n-context.tsx';
import { unprefixedPath } from '../i18n/locales.ts';
import { localeOf, pageMessages } from '../i18n/page-i18n.server.ts';
import { metaTranslator } from '../i18n/page-language.ts';
import { DomainError } from '../lib/domain-error.ts';
import { defineIntent, handleIntents } from '../lib/intent-action.server.ts';
import { privatePageMeta } from '../lib/page-title.ts';
import { loadRecommendations } from '../lib/recommendations.server.ts';
import { privatePageHeaders } from '../lib/route-headers.ts';
import { requestInfo, services } from '../lib/services.server.ts';
import { shopperWrite } from '../lib/shopper-action.server.ts';
import { sendShopperWrite } from '../lib/shopper-writes.ts';
import { useFocusAfterRemoval } from '../lib/use-focus-after-removal.ts';
import { addToCart } from '../modules/cart/cart.server.ts';
import { CART_MESSAGES } from '../modules/cart/messages.ts';
import { VariantRefSchema } from '../modules/cart/validation.ts';
import { cardView } from '../modules/catalog/card.ts';
import { knownShopper, shopperOf } from '../modules/shopper/owner.server.ts';
import { LEGACY_TOGGLE, WISHLIST_INTENT } from '../modules/wishlist/intents.ts';
import { NOT_IN_WISHLIST, WISHLIST_MESSAGES } from '../modules/wishlist/messages.ts';
import {
  getWishlistCards,
  removeFromWishlist,
  setInWishlist,
  toggleWishlist,
} from '../modules/wishlist/wishlist.server.ts';
import type { Route } from './+types/wishlist';

/** One shopper's page: never stored by a cache (a loader's own headers would not be sent). */
export const headers = privatePageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(metaTranslator(matches)('Wishlist'));
}

export async function loader({ context }: Route.LoaderArgs) {
  const db = services(context).database.db;
  const locale = localeOf(context);
  const owner = await shopperOf(requestInfo(context).session).current();
  const [products, recommendations] = await Promise.all([
    getWishlistCards(db, owner),
    loadRecommendations(db, locale),
  ]);
  return {
    messages: pageMessages(context, 'cards', 'catalog', 'forms'),
    products: products.map((card) => cardView(card, locale)),
    recommendations,
  };
}

/** Wishlist changes by intent: the heart's save and unsave, remove, and move to cart. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, shopper } = shopperWrite(context);
  const heart = (saved: boolean) =>
    defineIntent({
      schema: VariantRefSchema,
      coerce: false,
      run: async ({ variantId }) => (await setInWishlist(db, shopper, variantId, saved)).message,
    });
  return handleIntents(request, {
    [WISHLIST_INTENT.save]: heart(true),
    [WISHLIST_INTENT.unsave]: heart(false),
    [LEGACY_TOGGLE]: defineIntent({
      schema: VariantRefSchema,
      coerce: false,
      run: async ({ variantId }) => (await toggleWishlist(db, shopper, variantId)).message,
    }),
    [WISHLIST_INTENT.remove]: defineIntent({
      schema: VariantRefSchema,
      coerce: false,
      run: async ({ variantId }) => (await removeFromWishlist(db, shopper, variantId)).message,
    }),
    [WISHLIST_INTENT.moveToCart]: defineIntent({
      schema: VariantRefSchema,
      coerce: false,
      run: async ({ variantId }) => {
        // Only a shopper with a wishlist has anything to move: resolve them once, then
        // into the cart first and out of the wishlist, in one transaction.
        const current = await shopper.current();
        if (!current) throw new DomainError('not_found', NOT_IN_WISHLIST);
        const owner = knownShopper(current);
        return db.transaction(async (tx) => {
          const added = await addToCart(tx, owner, variantId, 1);
          await removeFromWishlist(tx, owner, variantId);
          return added.message;
        });
      },
    }),
  });
}

/** In the browser: one write at a time, and one that never reached the shop says so (lib/shopper-writes.ts). */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return sendShopperWrite(serverAction);
}

export default function WishlistPage({ loaderData, actionData }: Route.ComponentProps) {
  const { products, recommendations } = loaderData;
  const t = useT();
  const listRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const saved = useMemo(() => products.map((product) => ({ id: product.variant.id })), [products]);
  // 'Move to cart', 'Remove' or a heart unpressed on its way: the product leaves the list.
  // (A fetcher's action carries the page's language prefix: '/kn/wishlist'.)
  const leaving = useFetchers().find(
    (fetcher) =>
      unprefixedPath(fetcher.formAction ?? '') === '/wishlist' &&
      fetcher.formData?.get('intent') !== WISHLIST_INTENT.save,
  );
  useFocusAfterRemoval(leaving?.formData?.get('variantId'), saved, listRef, headingRef);
  return (
    <div className="container wishlist-page">
      <Breadcrumb items={[{ label: t('Home'), to: '/' }, { label: t('Wishlist') }]} />
      <h1 className="page-title" ref={headingRef} tabIndex={-1}>
        {t('Your Wishlist')}
      </h1>
      {actionData && !actionData.ok ? <Alert>{actionData.message}</Alert> : null}
      {products.length === 0 ? (
        <EmptyState
          title={t(WISHLIST_MESSAGES.empty)}
          action={{ to: '/', label: t(CART_MESSAGES.emptyAction) }}
        />
      ) : (
        <ProductGrid
          products={products}
          label={t('Saved products')}
          headingLevel={2}
          wishlistActions
          ref={listRef}
        />
      )}
      <Recommendations data={recommendations} />
    </div>
  );
}

/**
 * A grid of product cards: 2 per row on phones, 3, 4, 5, then 6 from 1200 px.
 * `wishlistActions` adds the wishlist page's 'Move to cart' and 'Remove' under each card;
 * `cardExtra`, a collection's 'Compare' (one category: what a comparison needs).
 */
import type { MouseEvent, ReactNode, Ref } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../i18n/i18n-context.tsx';
import { hydrateOnSight } from '../lib/hydrate-on-sight.tsx';
import type { ShopperActionResult } from '../lib/shopper-action.ts';
import type { CardView } from '../modules/catalog/card.ts';
import { WISHLIST_INTENT } from '../modules/wishlist/intents.ts';
import { useRefusalToast } from './cart-actions.tsx';
import { ProductCard } from './product-card.tsx';

/** Cards after the first rows: hydrated when the shopper scrolls to them. */
const CardOnSight = hydrateOnSight(ProductCard);

export interface ProductGridProps {
  products: CardView[];
  /** Accessible name of the list, e.g. 'Products'. */
  label?: string;
  /** Cards whose images load at once (the first row or two). */
  eagerCount?: number;
  headingLevel?: 2 | 3;
  wishlistActions?: boolean;
  /**
   * Under each card (a collection's 'Compare'): given by the page, so that a grid without
   * it carries none of its code.
   */
  cardExtra?: (product: CardView) => ReactNode;
  className?: string;
  /** The list, focusable from script (the wishlist page moves focus here after a removal). */
  ref?: Ref<HTMLUListElement>;
}

export function ProductGrid({
  products,
  label,
  eagerCount = 0,
  headingLevel = 3,
  wishlistActions = false,
  cardExtra,
  className,
  ref,
}: ProductGridProps) {
  return (
    <ul
      className={className ? `product-grid ${className}` : 'product-grid'}
      aria-label={label}
      ref={ref}
      tabIndex={ref ? -1 : undefined}
    >
      {products.map((product, index) => {
        const Card = index < eagerCount ? ProductCard : CardOnSight;
        return (
          <li key={product.id} className="product-grid__item">
            <Card product={product} eager={index < eagerCount} headingLevel={headingLevel}>
              {wishlistActions ? (
                <WishlistCardActions variantId={product.variant.id} name={product.name} />
              ) : (
                cardExtra?.(product)
              )}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

function WishlistCardActions({ variantId, name }: { variantId: string; name: string }) {
  const t = useT();
  const fetcher = useFetcher<ShopperActionResult>({ key: `wishlist-card-${variantId}` });
  useRefusalToast(fetcher);
  const busy = fetcher.state !== 'idle';
  // Unavailable while a request runs, but not disabled: a disabled button drops the
  // keyboard's focus to the page, and a refused request leaves the card where it was.
  const holdWhileBusy = (event: MouseEvent) => {
    if (busy) event.preventDefault();
  };
  const submit = (
    intent: keyof typeof WISHLIST_INTENT,
    label: string,
    accessibleName: string,
    variant: 'primary' | 'ghost',
  ) => (
    <button
      type="submit"
      name="intent"
      value={WISHLIST_INTENT[intent]}
      className={`btn btn--${variant} btn--sm`}
      aria-disabled={busy || undefined}
      onClick={holdWhileBusy}
      // The name in the label: a hidden span after the text reads as "Move to cart : …".
      aria-label={accessibleName}
    >
      {label}
    </button>
  );
  return (
    <fetcher.Form method="post" action="/wishlist" className="product-card__actions">
      <input type="hidden" name="variantId" value={variantId} />
      {submit('moveToCart', t('Move to cart'), t('Move to cart: {name}', { name }), 'primary')}
      {submit('remove', t('Remove'), t('Remove: {name}', { name }), 'ghost')}
    </fetcher.Form>
  );
}

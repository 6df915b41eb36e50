/**
 * The shopper's buttons on product cards and the product page: add to cart (with the
 * spec's result dialog) and the wishlist heart. Both are forms that post to the /cart
 * and /wishlist route actions, so they work without JavaScript; with it they run as
 * fetchers, show a spinner, and the badges update when the root data revalidates.
 */
import { useEffect, useId, useState } from 'react';
import { type FetcherWithComponents, useFetcher } from 'react-router';
import { useT } from '../i18n/i18n-context.tsx';
import { lazyComponent } from '../lib/lazy-component.tsx';
import { useInWishlist } from '../lib/root-data.ts';
import type { ShopperActionResult } from '../lib/shopper-action.ts';
import { CART_INTENT } from '../modules/cart/intents.ts';
import { WISHLIST_INTENT } from '../modules/wishlist/intents.ts';
import { Button } from './ui/button.tsx';
import { CartIcon, HeartIcon } from './ui/icons.tsx';
import { Spinner } from './ui/spinner.tsx';
import { useToast } from './ui/toast.tsx';

/**
 * A card's forms without React Router's route-discovery mark (data-discover): the header's
 * cart and wishlist links have those routes discovered on every page, and a list of sixty
 * cards need not say so 120 times. fetcher.Form passes `discover` on to its form; its
 * props' type leaves it out.
 */
export const UNMARKED = { discover: 'none' } as Record<string, string>;

/** The add's result dialogs (cart-result-dialogs.tsx), fetched after the page. */
const ResultDialogs = lazyComponent(
  () => import('./cart-result-dialogs.tsx').then((module) => module.ResultDialogs),
  { eager: true },
);

export interface AddToCartButtonProps {
  variantId: string;
  productName: string;
  inStock: boolean;
  quantity?: number;
  /** 'icon' on cards, 'full' (labelled button) on the product page. */
  appearance?: 'icon' | 'full';
}

export function AddToCartButton({
  variantId,
  productName,
  inStock,
  quantity = 1,
  appearance = 'icon',
}: AddToCartButtonProps) {
  // One fetcher per button: a product shown in two rows must not open two dialogs.
  const instance = useId();
  const fetcher = useFetcher<ShopperActionResult>({ key: `add-${variantId}${instance}` });
  const [dialog, setDialog] = useState<null | 'added' | 'failed'>(null);
  // The dialogs join the page once there is something to say: sixty cards do not carry
  // 120 closed dialogs in their HTML (they stay mounted after, so focus returns properly).
  const [answered, setAnswered] = useState(false);
  const busy = fetcher.state !== 'idle';
  const t = useT();

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data) {
      setAnswered(true);
      setDialog(fetcher.data.ok ? 'added' : 'failed');
    }
  }, [fetcher.state, fetcher.data]);

  const label = inStock
    ? t('Add {name} to cart', { name: productName })
    : t('{name} is out of stock', { name: productName });
  const retry = () => {
    setDialog(null);
    fetcher.submit(
      { intent: CART_INTENT.add, variantId, quantity: String(quantity) },
      { method: 'post', action: '/cart' },
    );
  };

  return (
    <>
      <fetcher.Form method="post" action="/cart" {...UNMARKED} className="cart-action">
        <input type="hidden" name="variantId" value={variantId} />
        {/* One is the action's default: sixty cards need not say so. */}
        {quantity === 1 ? null : <input type="hidden" name="quantity" value={quantity} />}
        {/* The intent rides on the button (sixty cards, sixty fewer inputs). */}
        {appearance === 'icon' ? (
          <button
            type="submit"
            name="intent"
            value={CART_INTENT.add}
            className="icon-button cart-action__icon"
            disabled={!inStock}
            aria-busy={busy || undefined}
            title={inStock ? t('Add to cart') : t('Out of stock')}
          >
            {busy ? <Spinner size={18} /> : <CartIcon size={20} />}
            <span className="visually-hidden">{label}</span>
          </button>
        ) : (
          <Button
            type="submit"
            name="intent"
            value={CART_INTENT.add}
            variant="secondary"
            size="lg"
            loading={busy}
            disabled={!inStock}
            block
          >
            {inStock ? t('Add to cart') : t('Out of stock')}
          </Button>
        )}
      </fetcher.Form>
      {answered ? (
        <ResultDialogs
          dialog={dialog}
          productName={productName}
          failure={fetcher.data && !fetcher.data.ok ? fetcher.data.message : undefined}
          onClose={() => setDialog(null)}
          onRetry={retry}
        />
      ) : null}
    </>
  );
}

/** Refusals already told: a fetcher's answer is kept by every button sharing its key. */
const toldRefusals = new WeakSet<ShopperActionResult>();

/**
 * A cart or wishlist refusal (offline, sold out, too many requests), told in a toast by
 * the buttons that have no place of their own to say it: the heart, the wishlist's card
 * buttons. Once per answer: a product shown twice on a page has two hearts with one
 * fetcher, and a heart on the next page meets the same answer until React Router drops it.
 */
export function useRefusalToast(fetcher: FetcherWithComponents<ShopperActionResult>) {
  const { show } = useToast();
  const t = useT();
  const refusal = fetcher.state === 'idle' && fetcher.data?.ok === false ? fetcher.data : null;
  useEffect(() => {
    if (!refusal || toldRefusals.has(refusal)) return;
    toldRefusals.add(refusal);
    // In the page's language already, but for one made in the browser (the shop out of reach).
    show(t(refusal.message), { tone: 'danger' });
  }, [refusal, show, t]);
}

export function WishlistToggle({
  variantId,
  productName,
  className,
}: {
  variantId: string;
  productName: string;
  /** Placement from the parent (the card pins the heart to its image). */
  className?: string;
}) {
  const fetcher = useFetcher<ShopperActionResult>({ key: `wish-${variantId}` });
  useRefusalToast(fetcher);
  const t = useT();
  const busy = fetcher.state !== 'idle';
  // While a request runs, show where it is going: a click then asks for the other state.
  const pending = busy && fetcher.formData?.get('intent');
  const saved = useInWishlist(variantId);
  const pressed = pending ? pending === WISHLIST_INTENT.save : saved;
  return (
    <fetcher.Form
      method="post"
      action="/wishlist"
      // The header's wishlist link has the route discovered already (see the cart's form).
      {...UNMARKED}
      className={className ? `wishlist-toggle ${className}` : 'wishlist-toggle'}
    >
      <input type="hidden" name="variantId" value={variantId} />
      <button
        type="submit"
        name="intent"
        value={pressed ? WISHLIST_INTENT.unsave : WISHLIST_INTENT.save}
        className="icon-button wishlist-toggle__button"
        aria-pressed={pressed}
        aria-busy={busy || undefined}
        data-saved={pressed || undefined}
      >
        {busy ? <Spinner size={18} /> : <HeartIcon size={20} />}
        <span className="visually-hidden">{t('Wishlist: {name}', { name: productName })}</span>
      </button>
    </fetcher.Form>
  );
}

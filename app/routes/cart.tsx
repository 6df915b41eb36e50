import { useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { z } from 'zod';
import { CartLines } from '../components/cart-lines.tsx';
import { CouponBox } from '../components/coupon-box.tsx';
import { CouponForms } from '../components/coupon-forms.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { OrderSummary } from '../components/order-summary.tsx';
import { Recommendations } from '../components/recommendations.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { Button, ButtonLink } from '../components/ui/button.tsx';
import { MinusIcon, PlusIcon, TrashIcon } from '../components/ui/icons.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { localized } from '../i18n/content.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { localeOf, pageMessages, pageTranslator } from '../i18n/page-i18n.server.ts';
import { metaTranslator } from '../i18n/page-language.ts';
import { couponThrottle } from '../lib/account-limits.server.ts';
import { formatRupees } from '../lib/format.ts';
import { defineIntent, handleIntents } from '../lib/intent-action.server.ts';
import { pageTitle } from '../lib/page-title.ts';
import { loadRecommendations } from '../lib/recommendations.server.ts';
import { privatePageHeaders } from '../lib/route-headers.ts';
import { requestInfo, services } from '../lib/services.server.ts';
import { shopperWrite } from '../lib/shopper-action.server.ts';
import { sendShopperWrite } from '../lib/shopper-writes.ts';
import { useFocusAfterRemoval } from '../lib/use-focus-after-removal.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { addToCart, getCart, removeLine, setLineQuantity } from '../modules/cart/cart.server.ts';
import { applyCartCoupon, getPricedCart, removeCartCoupon } from '../modules/cart/coupon.server.ts';
import { CART_INTENT } from '../modules/cart/intents.ts';
import { CART_MESSAGES, MAX_LINE_QUANTITY } from '../modules/cart/messages.ts';
import {
  AddToCartSchema,
  LineRefSchema,
  SetLineQuantitySchema,
} from '../modules/cart/validation.ts';
import { WITH_KANNADA } from '../modules/catalog/queries.server.ts';
import { COUPON_INTENT } from '../modules/offers/intents.ts';
import { shownCoupons } from '../modules/offers/shown.server.ts';
import { CouponBoxSchema } from '../modules/offers/validation.ts';
import { shopperOf } from '../modules/shopper/owner.server.ts';
import type { Route } from './+types/cart';

/** One shopper's page: never stored by a cache (a loader's own headers would not be sent). */
export const headers = privatePageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return [
    { title: pageTitle(t('Cart')) },
    { name: 'description', content: t('Your shopping cart.') },
    { name: 'robots', content: 'noindex' },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const db = services(context).database.db;
  const owner = await shopperOf(requestInfo(context).session).current();
  const locale = localeOf(context);
  const [bilingual, recommendations, offers] = await Promise.all([
    getCart(db, owner, WITH_KANNADA),
    loadRecommendations(db, locale),
    shownCoupons(db),
  ]);
  // Each line's name in the page's language; the image's alt is not shown (a thumbnail).
  const cart = await getPricedCart(
    db,
    owner,
    { ...bilingual, lines: bilingual.lines.map((line) => localized(locale, line, 'productName')) },
    pageTranslator(context),
  );
  // 'catalog': the recommendations' product cards.
  return {
    cart,
    offers,
    recommendations,
    messages: pageMessages(context, 'cart', 'cards', 'forms'),
  };
}

/** One action for every cart change, by intent (works with and without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, shopper } = shopperWrite(context);
  return handleIntents(request, {
    [CART_INTENT.add]: defineIntent({
      schema: AddToCartSchema,
      coerce: false,
      run: async ({ variantId, quantity }) =>
        (await addToCart(db, shopper, variantId, quantity)).message,
    }),
    [CART_INTENT.setQuantity]: defineIntent({
      schema: SetLineQuantitySchema,
      coerce: false,
      run: async ({ lineId, quantity }) =>
        (await setLineQuantity(db, shopper, lineId, quantity)).message,
    }),
    [CART_INTENT.remove]: defineIntent({
      schema: LineRefSchema,
      coerce: false,
      run: async ({ lineId }) => (await removeLine(db, shopper, lineId)).message,
    }),
    [COUPON_INTENT.apply]: defineIntent({
      schema: CouponBoxSchema,
      coerce: false,
      guard: () => couponThrottle(requestInfo(context)),
      run: async ({ code }) => applyCartCoupon(db, shopper, code),
    }),
    [COUPON_INTENT.remove]: defineIntent({
      schema: z.object({}),
      run: async () => removeCartCoupon(db, shopper),
    }),
  });
}

/** In the browser: one write at a time, and one that never reached the shop says so (lib/shopper-writes.ts). */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return sendShopperWrite(serverAction);
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { cart, recommendations, offers } = loaderData;
  const t = useT();

  const navigation = useNavigation();
  const pending = navigation.formAction === '/cart' ? navigation.formData : undefined;
  const pendingLine = pending?.get('lineId');
  // Which button of the line is running: it shows the spinner.
  const pendingStep =
    pending?.get('intent') === CART_INTENT.setQuantity ? Number(pending.get('quantity')) : null;
  const pendingRemove = pending?.get('intent') === CART_INTENT.remove;
  const linesRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusAfterRemoval(pendingRemove ? pendingLine : null, cart.lines, linesRef, headingRef);
  const pendingIntent = pending?.get('intent');
  const couponBusy =
    pendingIntent === COUPON_INTENT.apply || pendingIntent === COUPON_INTENT.remove;
  // The code's refusal goes under its box (the page's alert says it too).
  const couponRefusal =
    actionData &&
    !actionData.ok &&
    'intent' in actionData &&
    actionData.intent === COUPON_INTENT.apply
      ? t(actionData.message)
      : null;

  return (
    <div className="container cart-page">
      <Breadcrumb items={[{ label: t('Home'), to: '/' }, { label: t('Cart') }]} />
      <h1 className="page-title" ref={headingRef} tabIndex={-1}>
        {t('Your Cart')}
      </h1>
      {/* The server's word is in the page's language; one the browser made (the shop out of reach) is English. */}
      {actionData && !actionData.ok && !couponRefusal ? (
        <Alert>{t(actionData.message)}</Alert>
      ) : null}
      {/* What a change did, for screen readers: the server's word and the new total. */}
      <p className="visually-hidden" role="status">
        {actionData?.ok && navigation.state === 'idle'
          ? `${sentence(actionData.message)} ${t('Total payable {amount}.', {
              amount: formatRupees(cart.totalPaise, { decimals: true }),
            })}`
          : ''}
      </p>
      {cart.lines.length === 0 ? (
        <EmptyState
          title={t(CART_MESSAGES.empty)}
          action={{ to: '/', label: t(CART_MESSAGES.emptyAction) }}
        />
      ) : (
        <div className="cart-page__layout">
          <CartLines
            ref={linesRef}
            lines={cart.lines}
            label={t('Items in your cart')}
            controls={(line) => {
              const busy = pendingLine === line.id;
              const name = line.productName;
              return {
                busy,
                quantity: (
                  <div className="cart-line__quantity">
                    <QuantityForm
                      lineId={line.id}
                      quantity={line.quantity - 1}
                      label={t('Decrease quantity of {name}', { name })}
                      atLimit={line.quantity <= 1}
                      limitReason={t('at least 1: Remove takes it out')}
                      busy={busy}
                      loading={busy && pendingStep === line.quantity - 1}
                      icon="minus"
                    />
                    <output
                      className="cart-line__qty"
                      aria-label={t('Quantity of {name}', { name })}
                    >
                      {line.quantity}
                    </output>
                    <QuantityForm
                      lineId={line.id}
                      quantity={line.quantity + 1}
                      label={t('Increase quantity of {name}', { name })}
                      atLimit={line.quantity >= Math.min(line.stock, MAX_LINE_QUANTITY)}
                      limitReason={
                        line.stock <= MAX_LINE_QUANTITY
                          ? t('only {count} in stock', { count: line.stock })
                          : t('at most {count} per order', { count: MAX_LINE_QUANTITY })
                      }
                      busy={busy}
                      loading={busy && pendingStep === line.quantity + 1}
                      icon="plus"
                    />
                  </div>
                ),
                remove: (
                  <Form method="post" action="/cart" className="cart-line__remove">
                    <input type="hidden" name="intent" value={CART_INTENT.remove} />
                    <input type="hidden" name="lineId" value={line.id} />
                    <button
                      type="submit"
                      className="icon-button"
                      // Not `disabled`: that would drop the keyboard's focus to the page's top.
                      aria-disabled={busy || undefined}
                      aria-busy={(busy && pendingRemove) || undefined}
                      onClick={(event) => {
                        if (busy) event.preventDefault();
                      }}
                    >
                      {busy && pendingRemove ? <Spinner size={20} /> : <TrashIcon size={20} />}
                      <span className="visually-hidden">{t('Remove {name}', { name })}</span>
                    </button>
                  </Form>
                ),
              };
            }}
          />
          <OrderSummary
            totals={{ ...cart, totalPaise: cart.payablePaise }}
            shipping={t('At Checkout')}
            offers={{ coupon: cart.coupon, prepaidDiscountPaise: 0 }}
          >
            <CouponBox
              formId="cart-coupon"
              couponCode={cart.couponCode}
              discountPaise={cart.coupon?.discountPaise ?? null}
              problem={cart.couponProblem}
              error={couponRefusal}
              offers={offers}
              busy={couponBusy}
            />
            <p className="order-summary__note">
              {t(
                'Pay securely online with UPI, cards or net banking through Razorpay, or choose cash on delivery where your pincode allows it. Shipping is calculated at checkout from your pincode.',
              )}
            </p>
            <ButtonLink to="/checkout?from=cart" block size="lg">
              {t('Proceed to Checkout')}
            </ButtonLink>
          </OrderSummary>
        </div>
      )}
      <CouponForms formId="cart-coupon" action="/cart" />
      <Recommendations data={recommendations} />
    </div>
  );
}

/**
 * The server's word as a sentence of the announcement ('Removed from cart' ran into the
 * total), starting with a capital ('updated cart!' is the spec's wording).
 */
function sentence(message: string): string {
  const capital = message.charAt(0).toUpperCase() + message.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/**
 * − or +: at its limit (one, or the stock) or while the line changes, it stays focusable
 * and says it is unavailable (`aria-disabled`) instead of being disabled, which would drop
 * the keyboard's focus to the top of the page; without JavaScript a limit disables it.
 * At its limit its name says why (`limitReason`).
 */
function QuantityForm({
  lineId,
  quantity,
  label,
  atLimit,
  limitReason,
  busy,
  loading,
  icon,
}: {
  lineId: string;
  quantity: number;
  label: string;
  atLimit: boolean;
  limitReason: string;
  busy: boolean;
  loading: boolean;
  icon: 'minus' | 'plus';
}) {
  const hydrated = useHydrated();
  const inactive = atLimit || busy;
  return (
    <Form method="post" action="/cart" preventScrollReset>
      <input type="hidden" name="intent" value={CART_INTENT.setQuantity} />
      <input type="hidden" name="lineId" value={lineId} />
      <input type="hidden" name="quantity" value={quantity} />
      <Button
        type="submit"
        variant="ghost"
        size="sm"
        className="cart-line__step"
        disabled={atLimit && !hydrated}
        aria-disabled={inactive || undefined}
        loading={loading}
        onClick={(event) => {
          if (inactive) event.preventDefault();
        }}
      >
        {icon === 'minus' ? <MinusIcon size={16} /> : <PlusIcon size={16} />}
        <span className="visually-hidden">{atLimit ? `${label} (${limitReason})` : label}</span>
      </Button>
    </Form>
  );
}

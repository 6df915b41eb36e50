import { useMemo } from 'react';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { CheckoutForm } from '../components/checkout/checkout-form.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { useT } from '../i18n/i18n-context.tsx';
import { msg } from '../i18n/msg.ts';
import { localeOf, pageMessages, pageTranslator } from '../i18n/page-i18n.server.ts';
import { metaTranslator } from '../i18n/page-language.ts';
import type { Translate } from '../i18n/translate.ts';
import { currentAccount } from '../lib/account.server.ts';
import { couponThrottle, throttled } from '../lib/account-limits.server.ts';
import { DomainError } from '../lib/domain-error.ts';
import { parseForm } from '../lib/form-parse.ts';
import { newPublicId } from '../lib/ids.server.ts';
import { defineIntent, handleIntents, refusal } from '../lib/intent-action.server.ts';
import { lazyComponent } from '../lib/lazy-component.tsx';
import { pageTitle } from '../lib/page-title.ts';
import { privatePageHeaders } from '../lib/route-headers.ts';
import { requestInfo, services } from '../lib/services.server.ts';
import { applyCartCoupon, removeCartCoupon } from '../modules/cart/coupon.server.ts';
import { CART_MESSAGES } from '../modules/cart/messages.ts';
import { BuyNowSchema } from '../modules/cart/validation.ts';
import {
  type CheckoutQuote,
  quoteCheckout,
  submitCheckout,
} from '../modules/checkout/checkout.server.ts';
import { type CheckoutSource, formSource } from '../modules/checkout/lines.server.ts';
import { CheckoutSchema } from '../modules/checkout/validation.ts';
import { listAddresses } from '../modules/customer/addresses.server.ts';
import { hasOffersConsent } from '../modules/marketing/consent.server.ts';
import { COUPON_MESSAGES } from '../modules/offers/coupon-rules.ts';
import { COUPON_INTENT } from '../modules/offers/intents.ts';
import { CouponBoxSchema } from '../modules/offers/validation.ts';
import { orderLinks } from '../modules/order-lifecycle/reconcile-job.server.ts';
import { shopperOf } from '../modules/shopper/owner.server.ts';
import type { Route } from './+types/checkout';
import '../styles/components/checkout.css';
import { CHECKOUT_FAILURES } from '../modules/checkout/failure-messages.ts';
import { MAX_ADDRESS2_LENGTH } from '../modules/checkout/limits.ts';
import { findViewerOrder } from '../modules/order/orders.server.ts';
import { pickupStoreOf } from '../modules/order/pickup-store.server.ts';
import { cancelledUnpaid } from '../modules/order/view.ts';

/** One shopper's page: never cached. */
export const headers = privatePageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return [
    { title: pageTitle(t('Checkout')) },
    { name: 'description', content: t('Delivery address and payment for your order.') },
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * Buy now (?buy={variantId}&qty={n}: one variant, the cart untouched) or the cart; what is
 * wrong with it in the page's language.
 */
function sourceOf(params: URLSearchParams, t: Translate): CheckoutSource | { error: string } {
  if (!params.has('buy')) return { kind: 'cart' };
  const parsed = BuyNowSchema.safeParse({
    buy: params.get('buy'),
    qty: params.get('qty') ?? undefined,
  });
  if (!parsed.success) return { error: t(parsed.error.issues[0]?.message ?? msg('Unknown item.')) };
  return {
    kind: 'buy-now',
    variantPublicId: parsed.data.buy,
    quantity: parsed.data.qty,
    couponCode: params.get('coupon')?.trim() || null,
  };
}

/** A Buy now's checkout address, with its code or without. */
function buyNowUrl(source: { variantPublicId: string; quantity: number }, coupon: string | null) {
  const params = new URLSearchParams({ buy: source.variantPublicId, qty: String(source.quantity) });
  if (coupon) params.set('coupon', coupon);
  return `/checkout?${params}`;
}

/**
 * 'Try again' after a failed online payment (?retry=): the failed order's contact and
 * address, if it is this shopper's; else nothing.
 */
async function failedOrderOf(context: Route.LoaderArgs['context'], publicId: string | null) {
  const session = publicId ? await requestInfo(context).session.current() : null;
  if (!session || !publicId) return null;
  const order = await findViewerOrder(services(context).database.db, publicId, {
    sessionId: session.id,
    userId: session.userId,
  });
  return order && cancelledUnpaid(order.paymentState) ? order : null;
}

/**
 * A saved address's second line for the order, with its landmark (the order keeps two
 * lines): joined while they fit the line's 120 characters, else the line alone.
 */
function addressLine2(address: { address2: string; landmark: string }): string {
  const joined = [address.address2, address.landmark].filter(Boolean).join(', ');
  return joined.length <= MAX_ADDRESS2_LENGTH ? joined : address.address2;
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const db = services(context).database.db;
  const t = pageTranslator(context);
  const source = sourceOf(url.searchParams, t);
  const account = await currentAccount(context);
  const addresses = account ? await listAddresses(db, account.id) : [];
  const chosen =
    addresses.find((address) => address.id === url.searchParams.get('address')) ??
    addresses.find((address) => address.isDefault) ??
    null;
  const retried = await failedOrderOf(context, url.searchParams.get('retry'));
  const prefill = retried
    ? {
        email: retried.email,
        phone: retried.phone,
        firstName: retried.firstName,
        lastName: retried.lastName,
        address: retried.address1,
        address2: retried.address2,
        city: retried.city,
        state: retried.state,
        zip: retried.pincode,
        businessName: retried.businessName ?? '',
        gstin: retried.gstin ?? '',
        // Picked up from a store: the same store again (placing says if it closed since).
        delivery: retried.pickupStoreId === null ? 'home' : 'pickup',
        pickupStore:
          retried.pickupStoreId === null
            ? ''
            : ((await pickupStoreOf(db, retried.pickupStoreId))?.code ?? ''),
      }
    : {
        email: account?.email ?? '',
        phone: chosen?.phone ?? account?.phone ?? '',
        firstName: account?.firstName ?? '',
        lastName: account?.lastName ?? '',
        address: chosen?.address1 ?? '',
        address2: chosen ? addressLine2(chosen) : '',
        city: chosen?.city ?? '',
        state: chosen?.state ?? '',
        zip: chosen?.pincode ?? '',
        // The account's last GST invoice's business: offered again, ticked.
        businessName: account?.businessName ?? '',
        gstin: account?.gstin ?? '',
        delivery: 'home',
        pickupStore: '',
      };
  const base = {
    signedIn: Boolean(account),
    offersAsked: account ? await hasOffersConsent(db, account.id) : false,
    // Ticked when this shopper asked for them before (the failed order, or the account).
    whatsappUpdates: retried?.whatsappUpdates ?? account?.whatsappUpdates ?? false,
    addresses,
    chosenAddressId: chosen?.id ?? null,
    prefill,
    // One key per checkout attempt: a repeated or doubled submit yields the same order.
    idempotencyKey: newPublicId(24),
    // 'cart': the order summary and the empty state.
    messages: pageMessages(context, 'cart', 'checkout', 'forms', 'pincode'),
  };
  if ('error' in source) {
    return data({ ...base, source: null, quote: null, error: source.error }, { status: 400 });
  }
  try {
    const browser = await requestInfo(context).session.current();
    // Priced for delivery: the page takes the shipping off itself when pickup is chosen.
    const quote = await quoteCheckout(db, browser, source, prefill.zip || null, t);
    return { ...base, source, quote, error: null };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data(
      { ...base, source: null, quote: null, error: t(error.template, error.values) },
      { status: error.status },
    );
  }
}

const CHECKOUT_INTENT = { place: 'place', quote: 'quote' } as const;

/** A refused order's page data: its key, and the quote for the pincode it was sent with. */
interface CheckoutRefusalData {
  idempotencyKey: string;
  quote?: CheckoutQuote;
}

/** The coupon box's forms carry the Buy now's item (a cart keeps its code itself). */
const CheckoutCouponSchema = z.object({
  code: z.string().optional(),
  offer: z.string().optional(),
  buy: z.string().optional(),
  qty: z.string().optional(),
});

/** The quote's answer (the page shows the quote itself, not this). */
const CHECKOUT_QUOTED = msg('The shipping for this pincode is shown.');

/**
 * 'Calculate shipping' without JavaScript: the fields the quote needs; the page comes back
 * with the shipping for the pincode and every field as typed.
 */
const QuoteSchema = z.object({
  zip: z.string().trim().optional(),
  buy: z.string().optional(),
  qty: z.string().optional(),
  idempotencyKey: z.string().optional(),
});

export async function action({ request, context }: Route.ActionArgs) {
  const { database, payments } = services(context);
  const info = requestInfo(context);
  const t = pageTranslator(context);
  return handleIntents(
    request,
    {
      [CHECKOUT_INTENT.quote]: defineIntent({
        schema: QuoteSchema,
        run: async ({ zip, buy, qty, idempotencyKey }, { fields }) => {
          const source = sourceOf(new URLSearchParams(buy ? { buy, qty: qty ?? '1' } : {}), t);
          if ('error' in source) return refusal(400, source.error);
          const browser = await info.session.current();
          // A Buy now item withdrawn meanwhile: the page says so, as its loader does.
          const quote = await quoteCheckout(database.db, browser, source, zip ?? '', t);
          return {
            message: CHECKOUT_QUOTED,
            data: { quote, idempotencyKey: idempotencyKey ?? '' },
            result: parseForm(CheckoutSchema, fields).reply(),
          };
        },
      }),
      [COUPON_INTENT.apply]: defineIntent({
        schema: CheckoutCouponSchema,
        coerce: false,
        guard: () => couponThrottle(requestInfo(context)),
        run: async ({ buy, qty, ...box }) => {
          const parsed = CouponBoxSchema.safeParse(box);
          if (!parsed.success) {
            return refusal(400, parsed.error.issues[0]?.message ?? COUPON_MESSAGES.notFound);
          }
          const { code } = parsed.data;
          const source = sourceOf(new URLSearchParams(buy ? { buy, qty: qty ?? '1' } : {}), t);
          if ('error' in source) return refusal(400, source.error);
          if (source.kind === 'cart') {
            return applyCartCoupon(database.db, shopperOf(info.session), code);
          }
          // A Buy now's code lives in its address: kept there only if it applies.
          const quote = await quoteCheckout(
            database.db,
            await info.session.current(),
            { ...source, couponCode: code },
            null,
            t,
          );
          if (quote.couponProblem) return refusal(409, quote.couponProblem);
          throw redirect(buyNowUrl(source, quote.couponCode));
        },
      }),
      [COUPON_INTENT.remove]: defineIntent({
        schema: CheckoutCouponSchema,
        coerce: false,
        run: async ({ buy, qty }) => {
          const source = sourceOf(new URLSearchParams(buy ? { buy, qty: qty ?? '1' } : {}), t);
          if ('error' in source) return refusal(400, source.error);
          if (source.kind === 'cart') return removeCartCoupon(database.db, shopperOf(info.session));
          throw redirect(buyNowUrl(source, null));
        },
      }),
      [CHECKOUT_INTENT.place]: defineIntent({
        schema: CheckoutSchema,
        guard: async () => {
          const decision = await info.limits.consume('placeOrder', info.clientAddress);
          return decision.allowed ? null : throttled<CheckoutRefusalData>(decision);
        },
        run: async (form, { reply }) => {
          // The same key places the order once, however often the shopper tries again; a
          // refusal keeps the form as typed.
          const refusedKeepingForm = (
            status: number,
            message: string,
            fieldErrors?: Record<string, string[]>,
            quote?: CheckoutQuote,
          ) =>
            refusal<CheckoutRefusalData>(status, message, {
              result: reply(fieldErrors ? { fieldErrors } : {}),
              data: { idempotencyKey: form.idempotencyKey, ...(quote ? { quote } : {}) },
            });
          const source = formSource(form);
          try {
            const result = await submitCheckout(
              {
                db: database.db,
                payments,
                links: orderLinks(services(context)),
                ensureSession: () => info.session.ensure(),
                locale: localeOf(context),
              },
              form,
              source,
            );
            const { order, payment } = result;
            // The order stands; submitting the same form again retries the gateway.
            if (payment && 'error' in payment) {
              return refusedKeepingForm(
                502,
                CHECKOUT_FAILURES.creationFailed(t(payment.gatewayMessage), t),
              );
            }
            const next =
              order.paymentMethod === 'cod' || order.paymentState === 'paid'
                ? `/placed?order=${order.publicId}`
                : `/checkout/pay/${order.publicId}`;
            // 'Create an account' failed but the order stands: the next page says so.
            const notice = result.accountError
              ? `${next.includes('?') ? '&' : '?'}account=failed`
              : '';
            throw redirect(`${next}${notice}`);
          } catch (error) {
            if (error instanceof Response) throw error;
            if (!(error instanceof DomainError)) {
              info.logger.error({ err: error }, 'placing an order failed');
              return refusedKeepingForm(
                503,
                CHECKOUT_FAILURES.placingFailed(t(CHECKOUT_FAILURES.tryShortly), t),
              );
            }
            const message = t(error.template, error.values);
            if (!error.field) {
              return refusedKeepingForm(error.status, CHECKOUT_FAILURES.saveFailed(message, t));
            }
            // The page comes back quoted for the pincode sent (without JavaScript, the
            // loader's quote knows only a saved address's): its stores, its shipping.
            const quote = await quoteCheckout(
              database.db,
              await info.session.current(),
              source,
              form.zip,
              t,
            ).catch(() => undefined);
            return refusedKeepingForm(error.status, message, { [error.field]: [message] }, quote);
          }
        },
      }),
    },
    {
      intentOf: (form) => {
        const intent = form.get('intent');
        return intent === CHECKOUT_INTENT.quote ||
          intent === COUPON_INTENT.apply ||
          intent === COUPON_INTENT.remove
          ? intent
          : CHECKOUT_INTENT.place;
      },
    },
  );
}

/**
 * Checkout with nothing to buy is rare (a stale tab, a bookmark): its code comes after the
 * page's, which keeps the server's HTML until then.
 */
const EmptyState = lazyComponent(() =>
  import('../components/empty-state.tsx').then((module) => module.EmptyState),
);
/** The coupon box's forms (as its box, coupon-box.tsx, their code comes after the page's). */
const CouponForms = lazyComponent(() =>
  import('../components/coupon-forms.tsx').then((module) => module.CouponForms),
);

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { quote, error } = loaderData;
  const empty = !quote || quote.lines.length === 0;
  // The coupon box's answer (its intents all start so: offers/intents.ts, not imported here
  // to keep it out of the page's first JavaScript).
  const couponAnswer = actionData?.intent.startsWith('coupon') ?? false;
  const t = useT();
  // The empty state's link: one object, so that the lazy part's props keep their identity.
  const backHome = useMemo(() => ({ to: '/', label: t(CART_MESSAGES.emptyAction) }), [t]);
  // A Buy now's item goes with the coupon box's forms (one object, as for backHome).
  const { source } = loaderData;
  const couponHidden = useMemo(
    (): Record<string, string> =>
      source?.kind === 'buy-now'
        ? { buy: source.variantPublicId, qty: String(source.quantity) }
        : {},
    [source],
  );
  return (
    <div className="container checkout-page">
      <Breadcrumb
        items={[
          { label: t('Home'), to: '/' },
          { label: t('Cart'), to: '/cart' },
          { label: t('Checkout') },
        ]}
      />
      <h1 className="page-title">{t('Checkout')}</h1>
      {error ? <Alert>{error}</Alert> : null}
      {empty ? (
        <EmptyState
          title={error ? t('Nothing to check out') : t(CART_MESSAGES.empty)}
          action={backHome}
        />
      ) : (
        <CheckoutForm
          key={loaderData.chosenAddressId ?? 'new'}
          quote={(actionData?.data && 'quote' in actionData.data && actionData.data.quote) || quote}
          source={loaderData.source}
          signedIn={loaderData.signedIn}
          offersAsked={loaderData.offersAsked}
          whatsappUpdates={loaderData.whatsappUpdates}
          addresses={loaderData.addresses}
          chosenAddressId={loaderData.chosenAddressId}
          prefill={loaderData.prefill}
          idempotencyKey={actionData?.data?.idempotencyKey || loaderData.idempotencyKey}
          lastResult={couponAnswer ? undefined : actionData?.result}
          message={actionData && !actionData.ok && !couponAnswer ? actionData.message : null}
          couponError={couponAnswer && actionData && !actionData.ok ? actionData.message : null}
        />
      )}
      {empty ? null : (
        <CouponForms formId="checkout-coupon" action="/checkout" hidden={couponHidden} />
      )}
    </div>
  );
}

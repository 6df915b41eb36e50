import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import { CheckoutForm } from '../components/checkout/checkout-form.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { currentAccount } from '../lib/account.server.ts';
import { tooManyRequests } from '../lib/account-limits.server.ts';
import { DomainError } from '../lib/domain-error.ts';
import { parseFormSubmission, readFormData, submittedFields } from '../lib/forms.server.ts';
import { newPublicId } from '../lib/ids.server.ts';
import { lazyComponent } from '../lib/lazy-component.tsx';
import { pageTitle } from '../lib/page-title.ts';
import { privatePageHeaders } from '../lib/route-headers.ts';
import { requestInfo, services } from '../lib/services.server.ts';
import { CART_MESSAGES } from '../modules/cart/messages.ts';
import { BuyNowSchema } from '../modules/cart/validation.ts';
import { quoteCheckout, submitCheckout } from '../modules/checkout/checkout.server.ts';
import type { CheckoutSource } from '../modules/checkout/lines.server.ts';
import { CheckoutSchema } from '../modules/checkout/validation.ts';
import { listAddresses } from '../modules/customer/addresses.server.ts';
import { orderLinks } from '../modules/order-lifecycle/reconcile-job.server.ts';
import { shopperOf } from '../modules/shopper/owner.server.ts';
import type { Route } from './+types/checkout';
import '../styles/components/checkout.css';
import { CHECKOUT_FAILURES } from '../modules/checkout/failure-messages.ts';
import { MAX_ADDRESS2_LENGTH } from '../modules/checkout/limits.ts';
import { findViewerOrder } from '../modules/order/orders.server.ts';
import { cancelledUnpaid } from '../modules/order/view.ts';

/** One shopper's page: never cached. */
export const headers = privatePageHeaders;

export function meta() {
  return [
    { title: pageTitle('Checkout') },
    { name: 'description', content: 'Delivery address and payment for your order.' },
    { name: 'robots', content: 'noindex' },
  ];
}

/** Buy now (?buy={variantId}&qty={n}: one variant, the cart untouched) or the cart. */
function sourceOf(params: URLSearchParams): CheckoutSource | { error: string } {
  if (!params.has('buy')) return { kind: 'cart' };
  const parsed = BuyNowSchema.safeParse({
    buy: params.get('buy'),
    qty: params.get('qty') ?? undefined,
  });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'Unknown item.' };
  return { kind: 'buy-now', variantPublicId: parsed.data.buy, quantity: parsed.data.qty };
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
  const source = sourceOf(url.searchParams);
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
      };
  const base = {
    signedIn: Boolean(account),
    addresses,
    chosenAddressId: chosen?.id ?? null,
    prefill,
    // One key per checkout attempt: a repeated or doubled submit yields the same order.
    idempotencyKey: newPublicId(24),
  };
  if ('error' in source) {
    return data({ ...base, source: null, quote: null, error: source.error }, { status: 400 });
  }
  try {
    const owner = await shopperOf(requestInfo(context).session).current();
    const quote = await quoteCheckout(db, owner, source, prefill.zip || null);
    return { ...base, source, quote, error: null };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data(
      { ...base, source: null, quote: null, error: error.message },
      { status: error.status },
    );
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { database, payments } = services(context);
  const info = requestInfo(context);
  const quoted = await quoteWithoutJavaScript(request, context);
  if (quoted) return quoted;
  const decision = await info.limits.consume('placeOrder', info.clientAddress);
  if (!decision.allowed) return tooManyRequests(decision);
  const parsed = await parseFormSubmission(request, CheckoutSchema);
  if (!parsed.ok) return parsed.response;
  const form = parsed.value;
  const source: CheckoutSource = form.buy
    ? { kind: 'buy-now', variantPublicId: form.buy, quantity: form.qty ?? 1 }
    : { kind: 'cart' };
  try {
    const result = await submitCheckout(
      {
        db: database.db,
        payments,
        links: orderLinks(services(context)),
        ensureSession: () => info.session.ensure(),
      },
      form,
      source,
    );
    const { order, payment } = result;
    if (payment && 'error' in payment) {
      // The order stands; submitting the same form again retries the gateway.
      return data(
        {
          ok: false as const,
          message: payment.error,
          idempotencyKey: form.idempotencyKey,
          result: parsed.submission.reply(),
        },
        { status: 502 },
      );
    }
    const next =
      order.paymentMethod === 'cod' || order.paymentState === 'paid'
        ? `/placed?order=${order.publicId}`
        : `/checkout/pay/${order.publicId}`;
    // 'Create an account' failed but the order stands: the next page says so.
    const notice = result.accountError ? `${next.includes('?') ? '&' : '?'}account=failed` : '';
    throw redirect(`${next}${notice}`);
  } catch (error) {
    if (error instanceof Response) throw error;
    if (!(error instanceof DomainError)) {
      // The same key places the order once, however often the shopper tries again.
      info.logger.error({ err: error }, 'placing an order failed');
      return data(
        {
          ok: false as const,
          message: CHECKOUT_FAILURES.placingUnavailable,
          idempotencyKey: form.idempotencyKey,
          result: parsed.submission.reply(),
        },
        { status: 503 },
      );
    }
    const fieldErrors = error.field ? { [error.field]: [error.message] } : undefined;
    return data(
      {
        ok: false as const,
        message: error.field ? error.message : CHECKOUT_FAILURES.saveFailed(error.message),
        idempotencyKey: form.idempotencyKey,
        result: parsed.submission.reply(fieldErrors ? { fieldErrors } : {}),
      },
      { status: error.status },
    );
  }
}

/**
 * Without JavaScript, 'Calculate shipping' posts the form with intent=quote: the page comes
 * back with the shipping for the pincode and every field as typed.
 */
async function quoteWithoutJavaScript(request: Request, context: Route.ActionArgs['context']) {
  const form = await readFormData(request.clone());
  if (form?.get('intent') !== 'quote') return null;
  const fields = submittedFields(form);
  const source = sourceOf(
    new URLSearchParams(
      form.get('buy') ? { buy: String(form.get('buy')), qty: String(form.get('qty') ?? '1') } : {},
    ),
  );
  if ('error' in source) return null;
  const owner = await shopperOf(requestInfo(context).session).current();
  const zip = String(form.get('zip') ?? '').trim();
  let quote: Awaited<ReturnType<typeof quoteCheckout>>;
  try {
    quote = await quoteCheckout(services(context).database.db, owner, source, zip);
  } catch (error) {
    // A Buy now item withdrawn meanwhile: the page says so, as its loader does.
    if (!(error instanceof DomainError)) throw error;
    return data(
      { ok: false as const, message: error.message, result: undefined },
      { status: error.status },
    );
  }
  return {
    ok: true as const,
    message: null,
    quote,
    idempotencyKey: String(form.get('idempotencyKey') ?? ''),
    result: parseWithZod(fields, { schema: CheckoutSchema }).reply(),
  };
}

/**
 * Checkout with nothing to buy is rare (a stale tab, a bookmark): its code comes after the
 * page's, which keeps the server's HTML until then.
 */
const EmptyState = lazyComponent(() =>
  import('../components/empty-state.tsx').then((module) => module.EmptyState),
);
/** The empty state's link: one object, so that the lazy part's props keep their identity. */
const BACK_HOME = { to: '/', label: CART_MESSAGES.emptyAction };

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { quote, error } = loaderData;
  const empty = !quote || quote.lines.length === 0;
  return (
    <div className="container checkout-page">
      <Breadcrumb
        items={[{ label: 'Home', to: '/' }, { label: 'Cart', to: '/cart' }, { label: 'Checkout' }]}
      />
      <h1 className="page-title">Checkout</h1>
      {error ? <Alert>{error}</Alert> : null}
      {empty ? (
        <EmptyState
          title={error ? 'Nothing to check out' : CART_MESSAGES.empty}
          action={BACK_HOME}
        />
      ) : (
        <CheckoutForm
          key={loaderData.chosenAddressId ?? 'new'}
          quote={actionData && 'quote' in actionData ? actionData.quote : quote}
          source={loaderData.source}
          signedIn={loaderData.signedIn}
          addresses={loaderData.addresses}
          chosenAddressId={loaderData.chosenAddressId}
          prefill={loaderData.prefill}
          idempotencyKey={
            (actionData && 'idempotencyKey' in actionData && actionData.idempotencyKey) ||
            loaderData.idempotencyKey
          }
          lastResult={actionData?.result}
          message={actionData?.message ?? null}
        />
      )}
    </div>
  );
}

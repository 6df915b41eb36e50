/**
 * /placed?order={id}: the order-placed page. Only the session that placed the order (or
 * its account) sees it, reload included; the back button leads home (spec § 2).
 */

import { useEffect } from 'react';
import { data, Link, redirect, useBlocker, useNavigate, useSearchParams } from 'react-router';
import { InstallationVisit } from '../components/orders/installation-visit.tsx';
import { OrderAmounts } from '../components/orders/order-details.tsx';
import { OrderAddress, OrderFacts, OrderItems } from '../components/orders/order-parts.tsx';
import { OrderPickup } from '../components/orders/order-pickup.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { ButtonLink } from '../components/ui/button.tsx';
import { CheckIcon } from '../components/ui/icons.tsx';
import { useT } from '../i18n/i18n-context.tsx';
import { localizedPath } from '../i18n/locales.ts';
import { msg } from '../i18n/msg.ts';
import { localeOf, pageMessages, pageTranslator } from '../i18n/page-i18n.server.ts';
import { metaTranslator } from '../i18n/page-language.ts';
import { formatRupees } from '../lib/format.ts';
import { privatePageMeta } from '../lib/page-title.ts';
import { privatePageHeaders } from '../lib/route-headers.ts';
import { requestInfo, services } from '../lib/services.server.ts';
import { orderVisitView } from '../modules/installation/order-visit.server.ts';
import { visitLinkPath } from '../modules/installation/visit-link.server.ts';
import { buildOrderView, findViewerOrder } from '../modules/order/orders.server.ts';
import type { Route } from './+types/placed';
import '../styles/components/checkout.css';
import { CHECKOUT_FAILURES } from '../modules/checkout/failure-messages.ts';
import { awaitsVerification } from '../modules/identity/accounts.server.ts';
import { ACCOUNT_MESSAGES } from '../modules/identity/messages.ts';

export const headers = privatePageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return privatePageMeta(t('Order placed'));
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const publicId = url.searchParams.get('order') ?? '';
  const session = await requestInfo(context).session.current();
  const db = services(context).database.db;
  const order =
    session && publicId
      ? await findViewerOrder(db, publicId, { sessionId: session.id, userId: session.userId })
      : null;
  if (!order)
    throw data(pageTranslator(context)(msg('This order was not found.')), { status: 404 });
  if (order.paymentMethod === 'online' && order.paymentState === 'pending') {
    throw redirect(`/checkout/pay/${order.publicId}`);
  }
  // A guest who created an account with this order is told to verify it before signing
  // in, whether they paid on delivery or online first (nothing said so; found by review).
  const accountToVerify =
    order.userId !== null &&
    session?.userId !== order.userId &&
    (await awaitsVerification(db, order.userId));
  const [view, visit] = await Promise.all([
    buildOrderView(db, order),
    orderVisitView(db, order, new Date()),
  ]);
  return {
    order: view,
    visit,
    // The same signed link as the confirmation e-mail's: a guest has no My Orders.
    visitHref: visit
      ? localizedPath(
          localeOf(context),
          visitLinkPath(services(context).config.sessionSecret, order.publicId),
        )
      : null,
    // Written here: its text is the account pages' (a namespace this page does not send).
    verifyNotice: accountToVerify
      ? pageTranslator(context)(ACCOUNT_MESSAGES.signupDoneTemplate, { email: order.email })
      : null,
    // 'orders': the order's facts, items and address; 'cart': its summary.
    messages: pageMessages(context, 'checkout', 'orders', 'cart', 'forms'),
  };
}

export default function PlacedPage({ loaderData }: Route.ComponentProps) {
  const { order, visit, verifyNotice } = loaderData;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Back from here goes home, not to a checkout that is already done.
  const blocker = useBlocker(({ historyAction }) => historyAction === 'POP');
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocker.reset();
    navigate('/', { replace: true });
  }, [blocker, navigate]);

  const t = useT();
  const paid = order.paymentState === 'paid';
  const cancelled = order.status === 'Cancelled';
  return (
    <div className="container placed-page">
      <section className="placed-hero" aria-labelledby="placed-title">
        <span className="placed-hero__icon" aria-hidden="true">
          <CheckIcon size={32} />
        </span>
        <h1 id="placed-title" className="page-title">
          {cancelled ? t('Order cancelled') : t('Thank you! Your order has been placed.')}
        </h1>
        <p>
          {t('Order ID')} <strong>{order.orderNumber}</strong>
          {paid ? (
            <>
              {' '}
              · {t('Total paid')}{' '}
              <strong>{formatRupees(order.totalPaise, { decimals: true })}</strong>
            </>
          ) : order.paymentMethod === 'cod' ? (
            <>
              {' '}
              · {order.pickup ? t('To pay at the store') : t('To pay on delivery')}{' '}
              <strong>{formatRupees(order.totalPaise, { decimals: true })}</strong>
            </>
          ) : null}
        </p>
        <p>{t('A confirmation has been sent to {email}.', { email: order.email })}</p>
      </section>
      {params.get('account') === 'failed' ? (
        <Alert>{CHECKOUT_FAILURES.registrationFailed(undefined, t)}</Alert>
      ) : null}
      {verifyNotice ? <Alert tone="success">{verifyNotice}</Alert> : null}
      <div className="placed-grid">
        <section className="checkout-panel" aria-labelledby="placed-items">
          <h2 id="placed-items">{t('Items')}</h2>
          <OrderItems order={order} />
          <OrderFacts order={order} />
        </section>
        {order.pickup ? (
          <section className="checkout-panel" aria-labelledby="placed-address">
            <h2 id="placed-address">{t('Pick up from')}</h2>
            <OrderPickup pickup={order.pickup} />
            <p>{t('We will e-mail you when your order is ready for pickup.')}</p>
            <h2>{t('Billing address')}</h2>
            <OrderAddress order={order} />
          </section>
        ) : (
          <section className="checkout-panel" aria-labelledby="placed-address">
            <h2 id="placed-address">{t('Shipping address')}</h2>
            <OrderAddress order={order} />
            <h2>{t('Billing address')}</h2>
            <p>{t('Same as the shipping address.')}</p>
          </section>
        )}
        <OrderAmounts order={order} />
        {visit ? (
          <InstallationVisit
            orderId={order.id}
            visit={visit}
            openings={[]}
            manage={false}
            heading="h2"
            changeHref={loaderData.visitHref ?? undefined}
          />
        ) : null}
      </div>
      <div className="placed-actions">
        <ButtonLink to={`/track-order?order=${order.id}`}>{t('View Order Details')}</ButtonLink>
        <ButtonLink to="/" variant="secondary">
          {t('Go to Home')}
        </ButtonLink>
        {/* A file, not a page: the browser fetches it (in the page's language, under its prefix). */}
        <Link
          className="btn btn--ghost btn--md"
          to={`/orders/${order.id}/invoice.pdf`}
          reloadDocument
          discover="none"
          download
        >
          {t('Download GST invoice')}
        </Link>
      </div>
    </div>
  );
}

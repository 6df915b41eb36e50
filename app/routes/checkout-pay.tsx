/**
 * /checkout/pay/{orderId}: the payment window of an online order. Razorpay's checkout.js
 * with the gateway order made by the server, or the sandbox gateway's own window with Pay
 * and Fail. Whatever the window reports is checked by the server (signature against our
 * stored gateway order, or the gateway's own word) before the order is marked paid.
 */
import { data, Form, redirect, useNavigation } from 'react-router';
import { STORE } from '../../config/store.ts';
import { RazorpayWindow } from '../components/checkout/razorpay-window.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { Button, ButtonLink } from '../components/ui/button.tsx';
import { useT } from '../i18n/i18n-context.tsx';
import { msg } from '../i18n/msg.ts';
import { pageMessages, pageTranslator } from '../i18n/page-i18n.server.ts';
import { metaTranslator } from '../i18n/page-language.ts';
import { formatRupees } from '../lib/format.ts';
import { readFormData } from '../lib/forms.server.ts';
import { UNKNOWN_INTENT } from '../lib/intent-action.server.ts';
import { privatePageMeta } from '../lib/page-title.ts';
import { privatePageHeaders } from '../lib/route-headers.ts';
import { requestInfo, services } from '../lib/services.server.ts';
import { findViewerOrder, retryCheckoutPath } from '../modules/order/orders.server.ts';
import { cancelledUnpaid } from '../modules/order/view.ts';
import { orderLinks } from '../modules/order-lifecycle/reconcile-job.server.ts';
import {
  confirmWithSignature,
  currentPaymentWindow,
  NO_LONGER_PAYABLE,
  openPayment,
  syncWithGateway,
} from '../modules/order-lifecycle/settle.server.ts';
import { GatewayError } from '../modules/payment/provider.ts';
import { isSandbox } from '../modules/payment/providers.server.ts';
import type { Route } from './+types/checkout-pay';
import '../styles/components/checkout.css';
import '../styles/components/orders.css';
import { CHECKOUT_FAILURES } from '../modules/checkout/failure-messages.ts';

export const headers = privatePageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return privatePageMeta(t('Payment'));
}

export const PAY_INTENT = {
  verify: 'verify',
  failed: 'failed',
  retry: 'retry',
  sandboxPay: 'sandbox-pay',
  sandboxFail: 'sandbox-fail',
} as const;

const PAYMENT_FAILED = msg(
  'Your payment did not go through, so this order was cancelled and nothing was charged. Your cart is as you left it: you can try again.',
);

const ORDER_NOT_FOUND = msg('This order was not found.');

async function viewerOrder(context: Route.LoaderArgs['context'], publicId: string) {
  const session = await requestInfo(context).session.current();
  const order = session
    ? await findViewerOrder(services(context).database.db, publicId, {
        sessionId: session.id,
        userId: session.userId,
      })
    : null;
  if (order?.paymentMethod !== 'online') {
    throw data(pageTranslator(context)(ORDER_NOT_FOUND), { status: 404 });
  }
  return order;
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const order = await viewerOrder(context, params.orderId);
  const failed = cancelledUnpaid(order.paymentState);
  if (order.paymentState !== 'pending' && !failed) {
    throw redirect(`/placed?order=${order.publicId}`);
  }
  const { database, payments } = services(context);
  const current =
    order.paymentState === 'pending'
      ? await currentPaymentWindow(database.db, payments, order)
      : null;
  return {
    order: {
      id: order.publicId,
      orderNumber: order.orderNumber,
      totalPaise: order.totalPaise,
      failed,
      retry: failed ? await retryCheckoutPath(database.db, order) : null,
      prefill: {
        name: `${order.firstName} ${order.lastName}`,
        email: order.email,
        contact: order.phone,
      },
    },
    window: current === 'confirming' ? null : current,
    confirming: current === 'confirming',
    // 'orders': 'Payment' (the order facts' word).
    messages: pageMessages(context, 'checkout', 'orders', 'forms'),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const order = await viewerOrder(context, params.orderId);
  const { database, payments } = services(context);
  const db = database.db;
  const links = orderLinks(services(context));
  const t = pageTranslator(context);
  const form = await readFormData(request);
  const intent = String(form?.get('intent') ?? '');
  const paid = () => redirect(`/placed?order=${order.publicId}`);
  try {
    switch (intent) {
      case PAY_INTENT.verify: {
        const outcome = await confirmWithSignature(
          db,
          payments,
          order,
          {
            paymentId: String(form?.get('razorpay_payment_id') ?? ''),
            signature: String(form?.get('razorpay_signature') ?? ''),
          },
          links,
        );
        if (outcome === 'invalid') {
          return data(
            {
              message: CHECKOUT_FAILURES.saveFailed(
                t(msg('The payment could not be verified.')),
                t,
              ),
            },
            { status: 400 },
          );
        }
        throw paid();
      }
      case PAY_INTENT.sandboxPay:
      case PAY_INTENT.sandboxFail: {
        if (!isSandbox(payments)) break;
        // A window closed meanwhile (the order was replaced by a newer checkout, or expired)
        // takes no money.
        const window =
          order.paymentState === 'pending' ? await currentPaymentWindow(db, payments, order) : null;
        if (!window || window === 'confirming') {
          return data({ message: t(NO_LONGER_PAYABLE) }, { status: 409 });
        }
        // The sandbox window plays the gateway: it records the payment, then the shop
        // checks it the way it checks Razorpay's.
        if (intent === PAY_INTENT.sandboxPay) {
          const response = await payments.pay(window.orderId);
          await confirmWithSignature(db, payments, order, response, links);
          throw paid();
        }
        await payments.fail(window.orderId);
        // The sandbox window closes on Fail: the attempt is over, and so is the order.
        await syncWithGateway(db, payments, order, links, { cancelOnFailure: true });
        // 200, not 402: the page's loader must run again to show the cancelled order.
        return { message: t(PAYMENT_FAILED) };
      }
      case PAY_INTENT.failed: {
        // Razorpay's window closed after a failed attempt. The browser's word is not
        // trusted: the gateway is asked, and the order is cancelled only if it agrees.
        const outcome = await syncWithGateway(db, payments, order, links, {
          cancelOnFailure: true,
        });
        if (outcome === 'paid' || outcome === 'already-settled') throw paid();
        return data({ message: outcome === 'failed' ? t(PAYMENT_FAILED) : null });
      }
      case PAY_INTENT.retry: {
        if (order.paymentState === 'pending') await openPayment(db, payments, order);
        return { message: null };
      }
    }
  } catch (error) {
    if (!GatewayError.is(error)) throw error;
    return data(
      { message: CHECKOUT_FAILURES.creationFailed(t(error.message), t) },
      { status: 502 },
    );
  }
  return data({ message: t(UNKNOWN_INTENT) }, { status: 400 });
}

export default function PayPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, window, confirming } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  const amount = formatRupees(order.totalPaise, { decimals: true });
  const t = useT();
  return (
    <div className="container checkout-page">
      <Breadcrumb
        items={[
          { label: t('Home'), to: '/' },
          { label: t('Cart'), to: '/cart' },
          { label: t('Payment') },
        ]}
      />
      <h1 className="page-title">
        {t('Payment for order {number}', { number: order.orderNumber })}
      </h1>
      {/* A failed order says so in its panel below; other refusals go on top. */}
      {actionData?.message && !order.failed ? <Alert>{actionData.message}</Alert> : null}
      {order.failed ? (
        <section className="checkout-panel pay-panel" aria-labelledby="pay-failed">
          <h2 id="pay-failed">{t('Payment failed')}</h2>
          <p>{t(PAYMENT_FAILED)}</p>
          <div className="pay-panel__actions">
            <ButtonLink to={order.retry ?? '/checkout'}>{t('Try again')}</ButtonLink>
            <ButtonLink to="/" variant="secondary">
              {t('Go to Home')}
            </ButtonLink>
          </div>
        </section>
      ) : confirming ? (
        <section className="checkout-panel pay-panel" aria-labelledby="pay-confirming">
          <h2 id="pay-confirming">{t('Your payment is being confirmed')}</h2>
          <p>
            {t(
              'Your bank has approved the payment for this order and it is on its way to us: there is no need to pay again. This page shows the order once the payment arrives, usually within a few minutes.',
            )}
          </p>
          <div className="pay-panel__actions">
            <ButtonLink to={`/checkout/pay/${order.id}`}>{t('Check again')}</ButtonLink>
          </div>
        </section>
      ) : !window ? (
        <section className="checkout-panel pay-panel" aria-labelledby="pay-retry">
          <h2 id="pay-retry">{t('The payment window could not be opened')}</h2>
          <p>
            {t(
              'Your order is saved and its items are held for 20 minutes. Please try opening the payment again.',
            )}
          </p>
          <Form method="post">
            <input type="hidden" name="intent" value={PAY_INTENT.retry} />
            <Button type="submit" loading={busy === PAY_INTENT.retry}>
              {t('Open the payment again')}
            </Button>
          </Form>
        </section>
      ) : window.provider === 'sandbox' ? (
        <section
          className="checkout-panel pay-panel sandbox-window"
          aria-labelledby="sandbox-title"
        >
          <p className="sandbox-window__badge">{t('Test payment · no money moves')}</p>
          <h2 id="sandbox-title">{t('Sandbox payment window')}</h2>
          <dl className="order-facts">
            <div>
              <dt>{t('Pay to')}</dt>
              <dd>{STORE.legalName}</dd>
            </div>
            <div>
              <dt>{t('Order')}</dt>
              <dd>{order.orderNumber}</dd>
            </div>
            <div>
              <dt>{t('Amount')}</dt>
              <dd>{amount}</dd>
            </div>
          </dl>
          <p>
            {t(
              "This shop runs without Razorpay keys, so this window plays Razorpay's part. Choose what the payment should do.",
            )}
          </p>
          <div className="pay-panel__actions">
            <Form method="post">
              <input type="hidden" name="intent" value={PAY_INTENT.sandboxPay} />
              <Button type="submit" size="lg" loading={busy === PAY_INTENT.sandboxPay}>
                {t('Pay {amount}', { amount })}
              </Button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value={PAY_INTENT.sandboxFail} />
              <Button
                type="submit"
                size="lg"
                variant="danger"
                loading={busy === PAY_INTENT.sandboxFail}
              >
                {t('Fail')}
              </Button>
            </Form>
          </div>
        </section>
      ) : (
        <RazorpayWindow
          window={window}
          orderId={order.id}
          orderNumber={order.orderNumber}
          prefill={order.prefill}
          amountLabel={amount}
          intents={PAY_INTENT}
        />
      )}
    </div>
  );
}

/**
 * Razorpay's payment window (checkout.js), opened on the gateway order the server made.
 * Its handler's response goes to the server, which checks the signature against the
 * gateway order it stored; a failure makes the server ask Razorpay what happened.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSubmit } from 'react-router';
import { STORE } from '../../../config/store.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { msg } from '../../i18n/msg.ts';
import { CHECKOUT_FAILURES } from '../../modules/checkout/failure-messages.ts';
import { isInAppBrowser, paymentCallbackPath } from '../../modules/payment/checkout-mode.ts';
import type { CheckoutWindow } from '../../modules/payment/provider.ts';
import { Button } from '../ui/button.tsx';
import '../../styles/components/checkout.css';

const CHECKOUT_JS = 'https://checkout.razorpay.com/v1/checkout.js';
const NOT_LOADED = msg('The payment window could not be loaded.');

interface RazorpayResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: () => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => RazorpayInstance;
  }
}

function loadCheckoutJs(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_JS;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(NOT_LOADED));
    document.head.append(script);
  });
}

export function RazorpayWindow({
  window: payment,
  orderId,
  orderNumber,
  prefill,
  amountLabel,
  intents,
}: {
  window: CheckoutWindow;
  /** The order's public id: where redirect mode posts the result. */
  orderId: string;
  orderNumber: string;
  prefill: { name: string; email: string; contact: string };
  amountLabel: string;
  intents: { verify: string; failed: string };
}) {
  const submit = useSubmit();
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const opened = useRef(false);
  const failed = useRef(false);

  const open = useCallback(() => {
    setError(null);
    loadCheckoutJs()
      .then(() => {
        if (!window.Razorpay) throw new Error(NOT_LOADED);
        const rzp = new window.Razorpay({
          key: payment.keyId,
          amount: payment.amountPaise,
          currency: payment.currency,
          order_id: payment.orderId,
          name: STORE.name,
          description: t('Order {number}', { number: orderNumber }),
          prefill,
          theme: { color: '#0f5e63' },
          modal: {
            // Closed after a failed attempt: the server asks Razorpay and cancels if so.
            ondismiss: () => {
              if (failed.current) submit({ intent: intents.failed }, { method: 'post' });
            },
          },
          ...(isInAppBrowser(navigator.userAgent)
            ? {
                // The result comes back as a post to the server, which then opens the
                // placed page (or this one again, to retry).
                callback_url: new URL(paymentCallbackPath(orderId), location.origin).href,
                redirect: true,
              }
            : {
                handler: (response: RazorpayResponse) => {
                  submit(
                    {
                      intent: intents.verify,
                      razorpay_payment_id: response.razorpay_payment_id,
                      razorpay_signature: response.razorpay_signature,
                    },
                    { method: 'post' },
                  );
                },
              }),
        });
        // The window offers another try after a failure; only closing it ends the attempt.
        rzp.on('payment.failed', () => {
          failed.current = true;
        });
        rzp.open();
      })
      .catch((reason: unknown) => {
        setError(
          CHECKOUT_FAILURES.placingFailed(
            t(reason instanceof Error ? reason.message : 'An error occurred'),
            t,
          ),
        );
      });
  }, [payment, orderId, orderNumber, prefill, submit, intents, t]);

  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    open();
  }, [open]);

  return (
    <section className="checkout-panel pay-panel" aria-labelledby="pay-title">
      <h2 id="pay-title">{t('Pay {amount} securely with Razorpay', { amount: amountLabel })}</h2>
      <p>
        {t(
          'The Razorpay window opens by itself. If you closed it, open it again; your order is held for 20 minutes.',
        )}
      </p>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="button" size="lg" onClick={open}>
        {t('Pay {amount}', { amount: amountLabel })}
      </Button>
    </section>
  );
}

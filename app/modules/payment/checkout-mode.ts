/**
 * How Razorpay's checkout.js reports a payment back (Razorpay's integration notes): to a
 * handler in the page, or, in in-app browsers (Android WebViews, the browsers inside
 * Instagram, Facebook, WhatsApp…), by posting to a URL of ours and leaving the page, since
 * there the handler may never run. Client-safe.
 */
const IN_APP_BROWSER =
  /; wv\)|FBAN|FBAV|FB_IAB|Instagram|WhatsApp|Snapchat|MicroMessenger|\bLine\//;

export function isInAppBrowser(userAgent: string): boolean {
  return IN_APP_BROWSER.test(userAgent);
}

/** Where the window posts its result in redirect mode (server/api/checkout.ts). */
export function paymentCallbackPath(orderPublicId: string): string {
  return `/api/v1/payments/callback/${orderPublicId}`;
}

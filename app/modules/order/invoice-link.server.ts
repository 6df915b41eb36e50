/**
 * The invoice link in the order confirmation e-mail: `/orders/{id}/invoice.pdf?key=…`,
 * where the key is an HMAC of the order's public id under the shop's secret. Whoever
 * holds the e-mail can download the invoice from any browser, for as long as the order
 * exists, without the order staying visible to the browser that placed it (a guest's
 * session sees its orders for a day: GUEST_ORDER_VISIBLE_MS).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { DEFAULT_LOCALE, type Locale, localizedPath } from '../../i18n/locales.ts';

// Its own purpose inside the HMAC, so a key made here is never valid as anything else.
const PURPOSE = 'order-invoice:';

export function invoiceKey(secret: string, publicId: string): string {
  return createHmac('sha256', secret)
    .update(PURPOSE + publicId)
    .digest('base64url');
}

export function isInvoiceKey(secret: string, publicId: string, key: string | null): boolean {
  if (!key) return false;
  const expected = Buffer.from(invoiceKey(secret, publicId));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The link, on the invoice in `locale` (its headings in that language). */
export function invoiceUrl(
  origin: string,
  secret: string,
  publicId: string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const url = new URL(localizedPath(locale, `/orders/${publicId}/invoice.pdf`), origin);
  url.searchParams.set('key', invoiceKey(secret, publicId));
  return url.href;
}

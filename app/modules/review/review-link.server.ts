/**
 * The signed links of review-request e-mails (issue 31). A review link lets whoever holds
 * the e-mail review the products of one delivered order without signing in (a guest buyer
 * has no account): `?t={order public id}.{expiry}.{HMAC}`. An unsubscribe link names the
 * address it stops the e-mails for: `{address, base64url}.{HMAC}`. Each HMAC has its own
 * purpose under the shop's secret, so neither key is valid as the other, or as any other
 * signed link of the shop.
 */
import { type Locale, localizedPath } from '../../i18n/locales.ts';
import { productReviewHref } from '../../lib/hrefs.ts';
import {
  addressOfToken,
  addressToken,
  sameKey,
  signValue,
} from '../../lib/signed-address.server.ts';

const REVIEW_PURPOSE = 'review-link:';
const OPT_OUT_PURPOSE = 'review-requests-off:';
/** How long a review link works after the e-mail is written. */
export const REVIEW_LINK_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The token of a review link for the order, working for REVIEW_LINK_DAYS from `now`. */
export function reviewLinkToken(secret: string, orderPublicId: string, now = Date.now()): string {
  const expires = Math.floor((now + REVIEW_LINK_DAYS * DAY_MS) / 1000).toString(36);
  const value = `${orderPublicId}.${expires}`;
  return `${value}.${signValue(secret, REVIEW_PURPOSE, value)}`;
}

/** The order a review link's token names, or null (forged, altered or expired). */
export function orderOfReviewLink(
  secret: string,
  token: string | null,
  now = Date.now(),
): string | null {
  const match = /^([A-Za-z0-9_-]{1,64})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!match) return null;
  const [, orderPublicId = '', expires = '', key = ''] = match;
  if (!sameKey(key, signValue(secret, REVIEW_PURPOSE, `${orderPublicId}.${expires}`))) return null;
  return parseInt(expires, 36) * 1000 > now ? orderPublicId : null;
}

/** The page where the link's holder reviews one product of the order. */
export function reviewLinkUrl(
  origin: string,
  locale: Locale,
  productSlug: string,
  token: string,
): string {
  const url = new URL(localizedPath(locale, productReviewHref(productSlug)), origin);
  url.searchParams.set('t', token);
  return url.href;
}

/** The token of the link that stops review requests to `email`. */
export const optOutToken = (secret: string, email: string) =>
  addressToken(secret, OPT_OUT_PURPOSE, email);

/** The address an unsubscribe token names, or null when it is not one the shop signed. */
export const emailOfOptOut = (secret: string, token: string | undefined) =>
  addressOfToken(secret, OPT_OUT_PURPOSE, token);

export const optOutPath = (token: string) => `/review-requests/unsubscribe/${token}`;

/**
 * The link in every marketing e-mail that withdraws the address's consent (issue 33), and
 * its API twin, the List-Unsubscribe header's one-click target (RFC 8058): the mail app
 * posts `List-Unsubscribe=One-Click` to it from its own servers, without the shop's cookies.
 */
import { type Locale, localizedPath } from '../../i18n/locales.ts';
import { addressOfToken, addressToken } from '../../lib/signed-address.server.ts';

const PURPOSE = 'offers-off:';

export const offersOptOutToken = (secret: string, email: string) =>
  addressToken(secret, PURPOSE, email);

/** The address an unsubscribe token names, or null when the shop did not sign it. */
export const emailOfOffersOptOut = (secret: string, token: string | undefined) =>
  addressOfToken(secret, PURPOSE, token);

export const offersOptOutPath = (token: string) => `/offers/unsubscribe/${token}`;

/**
 * An e-mail's two links for `email`: the page in its language (the body's link), and the
 * API's one-click target for its List-Unsubscribe header.
 */
export function offersOptOutUrls(
  origin: string,
  secret: string,
  email: string,
  locale: Locale,
): { page: string; oneClick: string } {
  const path = offersOptOutPath(offersOptOutToken(secret, email));
  return {
    page: new URL(localizedPath(locale, path), origin).href,
    oneClick: new URL(`/api/v1${path}`, origin).href,
  };
}

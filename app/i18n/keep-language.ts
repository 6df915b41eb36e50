import { type Locale, localeInfo, localizedPath } from './locales.ts';

/** Paths that are the same in every language (no page under them). */
const LANGUAGE_FREE = /^\/(api|media|assets)(\/|$)/;

/**
 * A redirect within the shop, moved into the page's language: Location '/cart' on a
 * Kannada page becomes '/kn/cart'. Absolute URLs, paths already in a language and the
 * API, media and assets are left as they are.
 */
export function keepLanguage(response: Response, locale: Locale): Response {
  const { prefix } = localeInfo(locale);
  const location = response.headers.get('Location');
  if (!prefix || !location || response.status < 300 || response.status > 399) return response;
  if (!location.startsWith('/') || location.startsWith('//')) return response;
  if (location === prefix || location.startsWith(`${prefix}/`) || location.startsWith(`${prefix}?`))
    return response;
  if (LANGUAGE_FREE.test(location)) return response;
  const headers = new Headers(response.headers);
  headers.set('Location', localizedPath(locale, location));
  return new Response(response.body, { status: response.status, headers });
}

/**
 * Where a shopper goes after signing in: /wishlist or /account for the mobile bar's
 * `?wishlist` and `?account`, the page that sent them (`?redirectTo=`, a path on this
 * site only), or home.
 */
import { unprefixedPath } from '../i18n/locales.ts';

export function returnPath(search: URLSearchParams): string {
  if (search.has('wishlist')) return '/wishlist';
  if (search.has('account')) return '/account';
  const to = search.get('redirectTo');
  if (!to?.startsWith('/') || to.length > 500) return '/';
  // Read as a browser reads a Location: it drops tabs and newlines and takes '\' for '/',
  // so '/<tab>/evil.example' is '//evil.example', another host. Only a path that stays
  // on this site is kept, as the parser writes it (percent-encoded: a valid header).
  const url = URL.parse(to, SAME_SITE);
  if (url?.origin !== SAME_SITE) return '/';
  // Dot segments can leave '//host' ('/.//evil.example'): one leading slash, always. A
  // language prefix ('/kn/cart') is dropped: the redirect stays in the page's language
  // (React Router adds the page's basename to it).
  const path = unprefixedPath(`/${url.pathname.replace(/^\/+/, '')}`);
  return `${path}${url.search}${url.hash}`;
}

const SAME_SITE = 'http://same-site.invalid';

/** The login page that brings the shopper back to `path` afterwards. */
export function loginHref(path: string): string {
  return path === '/' ? '/auth/login' : `/auth/login?${new URLSearchParams({ redirectTo: path })}`;
}

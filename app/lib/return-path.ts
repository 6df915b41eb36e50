/**
 * Where a shopper goes after signing in: /wishlist or /account for the mobile bar's
 * `?wishlist` and `?account`, the page that sent them (`?redirectTo=`, a path on this
 * site only), or home.
 */
export function returnPath(search: URLSearchParams): string {
  if (search.has('wishlist')) return '/wishlist';
  if (search.has('account')) return '/account';
  const to = search.get('redirectTo');
  // A path on this site: one leading slash, not '//' or '/\' (another host).
  return to && /^\/(?![/\\])/.test(to) && to.length <= 500 ? to : '/';
}

/** The login page that brings the shopper back to `path` afterwards. */
export function loginHref(path: string): string {
  return path === '/' ? '/auth/login' : `/auth/login?${new URLSearchParams({ redirectTo: path })}`;
}

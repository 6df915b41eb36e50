/**
 * A link to a page of this shop, for the links a page repeats dozens of times (product
 * cards, category tiles, the products menu, the footer). In the browser it is React
 * Router's <Link>. On the server it writes the same <a> that <Link> writes for an
 * absolute path, without <Link>'s hooks: resolving the path twice, the click handler
 * and prefetch state cost about 5 µs a link on the server, where none of them does
 * anything — 0.5 ms of a home page's 100-odd links. Hydration sees identical markup, and
 * <Link> takes over the element.
 */
import { Link, type LinkProps } from 'react-router';

export interface ShopLinkProps extends Omit<LinkProps, 'to' | 'relative' | 'reloadDocument'> {
  /** A path of this shop, from its root ('/product/…'). */
  to: string;
}

function ServerLink(props: ShopLinkProps) {
  const {
    to,
    discover,
    prefetch: _prefetch,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    mask: _mask,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    ...anchor
  } = props;
  // Anything but a plain root-relative path is resolved by <Link> itself.
  if (!to.startsWith('/') || to.startsWith('//') || to.includes('/.')) return <Link {...props} />;
  return <a {...anchor} href={to} data-discover={discover === 'none' ? undefined : 'true'} />;
}

export const ShopLink: (props: ShopLinkProps) => React.ReactNode = import.meta.env.SSR
  ? ServerLink
  : Link;

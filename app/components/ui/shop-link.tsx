/**
 * A link to a page of this shop, for the links a page repeats dozens of times (product
 * cards, category tiles, the products menu, the footer). It writes the same <a> that
 * React Router's <Link> writes for a path from the root, and in the browser behaves as
 * <Link> does (a client navigation on a plain left click, replacing the entry when it
 * leads where the shopper already is; prefetching the page's code and data on intent),
 * without <Link>'s seven hooks: <Link> resolves its path three times (each turning the
 * route matches into JSON) and keeps two states and a ref, which made it the costliest
 * component of hydration (about 0.35 ms a link on this project's test machine, 45 ms of
 * the home page's). Here a link reads one context; the navigate function and the single
 * intent prefetch live in `ShopLinksProvider` (shop-links.tsx), once per page.
 *
 * Anything <Link> would have to resolve (a relative path, dot segments, another origin) is
 * handed to <Link> itself, as is a link outside the provider. The options it does not
 * carry (`reloadDocument`, `relative`, `mask`, prefetching on render or in the viewport,
 * pointer and focus handlers of one's own) are left out of its props: use <Link> there.
 */
import { type MouseEvent, use } from 'react';
import { Link, type LinkProps } from 'react-router';
import { ShopLinksContext } from './shop-links.tsx';

export interface ShopLinkProps
  extends Omit<
    LinkProps,
    | 'to'
    | 'relative'
    | 'reloadDocument'
    | 'mask'
    | 'defaultShouldRevalidate'
    | 'prefetch'
    | 'onMouseEnter'
    | 'onMouseLeave'
    | 'onFocus'
    | 'onBlur'
    | 'onTouchStart'
  > {
  /** A path of this shop, from its root ('/product/…'). */
  to: string;
  /** 'intent': prefetch the page while the pointer or focus rests on the link. */
  prefetch?: 'none' | 'intent';
}

/** A path from the root that needs no resolving (not '//host', no '.' or '..' segment). */
const isPlainPath = (to: string) =>
  to.startsWith('/') && !to.startsWith('//') && !to.includes('/.');

/** What <Link> takes for a click the router should handle: the main button, no modifier. */
const isPlainClick = (event: MouseEvent, target: string | undefined) =>
  event.button === 0 &&
  (!target || target === '_self') &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

export function ShopLink(props: ShopLinkProps) {
  const links = use(ShopLinksContext);
  const {
    to,
    discover,
    prefetch,
    replace,
    state,
    preventScrollReset,
    viewTransition,
    onClick,
    ...anchor
  } = props;
  if (!links || !isPlainPath(to)) return <Link {...props} />;

  // As <Link> writes it: under the page's language ('/kn/product/…').
  const href = links.prefix && to === '/' ? links.prefix : `${links.prefix}${to}`;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event, anchor.target)) return;
    event.preventDefault();
    const here = window.location.pathname + window.location.search + window.location.hash;
    links.navigate(to, {
      replace: replace ?? here === href,
      state,
      preventScrollReset,
      viewTransition,
    });
  };
  const intend = () => links.intend(to);
  return (
    <a
      {...anchor}
      {...(prefetch === 'intent' && {
        onMouseEnter: intend,
        onFocus: intend,
        onTouchStart: intend,
        onMouseLeave: links.cancel,
        onBlur: links.cancel,
      })}
      href={href}
      onClick={handleClick}
      data-discover={discover === 'none' ? undefined : 'true'}
    />
  );
}

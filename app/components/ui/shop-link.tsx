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
 * intent prefetch live in `ShopLinksProvider`, once per page.
 *
 * Anything <Link> would have to resolve (a relative path, dot segments, another origin)
 * or options this does not carry (`reloadDocument`, `relative`, `mask`, prefetching on
 * render or in the viewport) is handed to <Link> itself, as is a link outside the
 * provider.
 */
import {
  createContext,
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
  type TouchEvent,
  use,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  Link,
  type LinkProps,
  type NavigateFunction,
  PrefetchPageLinks,
  useNavigate,
} from 'react-router';

export interface ShopLinkProps extends Omit<LinkProps, 'to' | 'relative' | 'reloadDocument'> {
  /** A path of this shop, from its root ('/product/…'). */
  to: string;
}

interface ShopLinks {
  navigate: NavigateFunction;
  /** The pointer or focus rests on a link: prefetch its page after 100 ms, as <Link> does. */
  intend(page: string): void;
  /** It left: forget the intent (what was fetched stays in the browser's cache). */
  cancel(): void;
}

const ShopLinksContext = createContext<ShopLinks | null>(null);

/** How long the pointer or focus must rest on a link before its page is prefetched. */
const INTENT_DELAY_MS = 100;

/** Around the page, under the router: what every ShopLink shares. */
export function ShopLinksProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [page, setPage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const links = useMemo<ShopLinks>(
    () => ({
      navigate,
      intend(next) {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setPage(next), INTENT_DELAY_MS);
      },
      cancel() {
        clearTimeout(timer.current);
        setPage(null);
      },
    }),
    [navigate],
  );
  return (
    <ShopLinksContext value={links}>
      {children}
      {page ? <PrefetchPageLinks page={page} /> : null}
    </ShopLinksContext>
  );
}

/** A path from the root that needs no resolving (not '//host', no '.' or '..' segment). */
const isPlainPath = (to: string) =>
  to.startsWith('/') && !to.startsWith('//') && !to.includes('/.');

/** What <Link> takes for a click the router should handle: the main button, no modifier. */
const isPlainClick = (event: MouseEvent, target: string | undefined) =>
  event.button === 0 &&
  (!target || target === '_self') &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

/** Their handler first; ours unless theirs prevented the default, as <Link> composes them. */
function compose<E extends { defaultPrevented: boolean }>(
  theirs: ((event: E) => void) | undefined,
  ours: () => void,
) {
  return (event: E) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours();
  };
}

export function ShopLink(props: ShopLinkProps) {
  const links = use(ShopLinksContext);
  const {
    to,
    discover,
    prefetch = 'none',
    replace,
    state,
    preventScrollReset,
    viewTransition,
    mask,
    defaultShouldRevalidate,
    onClick,
    onMouseEnter,
    onMouseLeave,
    onFocus,
    onBlur,
    onTouchStart,
    ...anchor
  } = props;
  if (
    !links ||
    !isPlainPath(to) ||
    mask !== undefined ||
    defaultShouldRevalidate !== undefined ||
    (prefetch !== 'none' && prefetch !== 'intent')
  ) {
    return <Link {...props} />;
  }

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event, anchor.target)) return;
    event.preventDefault();
    const here = window.location.pathname + window.location.search + window.location.hash;
    links.navigate(to, {
      replace: replace ?? here === to,
      state,
      preventScrollReset,
      viewTransition,
    });
  };
  const intend = () => links.intend(to);
  const handlers =
    prefetch === 'intent'
      ? {
          onMouseEnter: compose<MouseEvent<HTMLAnchorElement>>(onMouseEnter, intend),
          onFocus: compose<FocusEvent<HTMLAnchorElement>>(onFocus, intend),
          onTouchStart: compose<TouchEvent<HTMLAnchorElement>>(onTouchStart, intend),
          onMouseLeave: compose<MouseEvent<HTMLAnchorElement>>(onMouseLeave, links.cancel),
          onBlur: compose<FocusEvent<HTMLAnchorElement>>(onBlur, links.cancel),
        }
      : { onMouseEnter, onMouseLeave, onFocus, onBlur, onTouchStart };
  return (
    <a
      {...anchor}
      {...handlers}
      href={to}
      onClick={handleClick}
      data-discover={discover === 'none' ? undefined : 'true'}
    />
  );
}

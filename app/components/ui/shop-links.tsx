/**
 * What every ShopLink of a page shares (shop-link.tsx): the router's navigate function and
 * the one intent prefetch, rendered once here rather than beside each link. The root puts
 * it around every page; it is all of ShopLink that a page without such links loads.
 */
import { createContext, type ReactNode, useMemo, useRef, useState } from 'react';
import { type NavigateFunction, PrefetchPageLinks, useHref, useNavigate } from 'react-router';

export interface ShopLinks {
  navigate: NavigateFunction;
  /** The page's language prefix ('' or '/kn'): the router's basename, which hrefs carry. */
  prefix: string;
  /** The pointer or focus rests on a link: prefetch its page after 100 ms, as <Link> does. */
  intend(page: string): void;
  /** It left: forget the intent (what was fetched stays in the browser's cache). */
  cancel(): void;
}

export const ShopLinksContext = createContext<ShopLinks | null>(null);

/** How long the pointer or focus must rest on a link before its page is prefetched. */
const INTENT_DELAY_MS = 100;

/** Around the page, under the router: what every ShopLink shares. */
export function ShopLinksProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const root = useHref('/');
  const prefix = root === '/' ? '' : root.replace(/\/$/, '');
  const [page, setPage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const links = useMemo<ShopLinks>(
    () => ({
      navigate,
      prefix,
      intend(next) {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setPage(next), INTENT_DELAY_MS);
      },
      cancel() {
        clearTimeout(timer.current);
        setPage(null);
      },
    }),
    [navigate, prefix],
  );
  return (
    <ShopLinksContext value={links}>
      {children}
      {page ? <PrefetchPageLinks page={page} /> : null}
    </ShopLinksContext>
  );
}

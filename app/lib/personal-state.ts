/**
 * Personal state, declared once (ADR 0025): each kind of state a shopper may have of their
 * own that a catalog page shows. A visitor with none of it shares the public copy of a
 * cached page; a shopper with some gets a copy of their own, keyed by their view (ADR 0014).
 *
 * Read from here: whether a view is personal (the page cache, the root loader); the `ps`
 * cookie after a write (server/session-cookie.ts, through `hasPersonalState`); the view
 * itself, read in one statement, which keys a shopper's copy (personal-state.server.ts,
 * one part per kind, held to these names by its type); which tables' changes drop the
 * views kept in memory (lib/shopper-views.server.ts hears `SHOPPER_STATE_CHANNEL` from
 * migration 0016's triggers; tests/integration/page-sources.test.ts fails for a table
 * listed here without one); and which pages' writes leave the browser one at a time
 * (lib/shopper-writes.ts; its test holds each page here to it).
 *
 * Adding a kind of shopper state: an entry here, its part of the view (lib/shell.ts) and
 * its queries in personal-state.server.ts, and a migration giving its tables the trigger.
 */
import { COMPARE_COOKIE, parseCompareList } from '../modules/compare/compare-list.ts';
import type { ShopperView } from './shell.ts';
import { SHOPPER_WRITE_PAGES } from './shopper-write-pages.ts';

export interface PersonalStateKind {
  /**
   * The tables it is kept in: a change to any of them notifies `SHOPPER_STATE_CHANNEL`.
   * None for a kind kept in a cookie (`cookie`): the request itself carries it.
   */
  tables: readonly string[];
  /** The cookie it is kept in instead of tables (read by `cookieState`). */
  cookie?: string;
  /**
   * The page whose action changes it from any page (a card's button, a heart), its writes
   * sent in turn (lib/shopper-writes.ts); null when only navigations change it.
   */
  writtenAt: string | null;
  /** Whether the view shows some of it (a visitor without state sees none). */
  shownIn(view: ShopperView): boolean;
}

export const PERSONAL_STATE = {
  /** Signed in: the header greets the account by its first name. */
  account: {
    tables: ['sessions', 'users'],
    writtenAt: null,
    shownIn: (view) => view.user !== null,
  },
  /** Cart lines: the badge and the header's total. */
  cart: {
    tables: ['carts', 'cart_lines'],
    writtenAt: SHOPPER_WRITE_PAGES.cart,
    shownIn: (view) => view.cart.count > 0,
  },
  /** Saved variants: the badge and every card's heart. */
  wishlist: {
    tables: ['wishlists', 'wishlist_items'],
    writtenAt: SHOPPER_WRITE_PAGES.wishlist,
    shownIn: (view) => view.wishlistCount > 0,
  },
  /**
   * Products to compare (issue 32): the tray on every page and the cards' buttons. Kept in
   * the `compare` cookie, not in tables, so a guest's list costs no session or row; the
   * page cache gives a shopper with one a copy of their own, keyed by it.
   */
  compare: {
    tables: [],
    cookie: COMPARE_COOKIE,
    writtenAt: SHOPPER_WRITE_PAGES.compare,
    shownIn: (view) => view.compareIds.length > 0,
  },
} as const satisfies Record<string, PersonalStateKind>;

export type PersonalStateName = keyof typeof PERSONAL_STATE;

/** The kinds kept in tables, whose part of the view is read from the database. */
export type StoredStateName = {
  [K in PersonalStateName]: (typeof PERSONAL_STATE)[K]['tables'] extends readonly [] ? never : K;
}[PersonalStateName];

/**
 * The view's parts kept in cookies, from the request's cookies (`cookies(name)` gives one's
 * value): what the database's view of a session is completed with.
 */
export function cookieState(
  cookies: (name: string) => string | undefined | null,
): Pick<ShopperView, 'compareIds'> {
  return { compareIds: parseCompareList(cookies(COMPARE_COOKIE)) };
}

/** Whether the request's cookies hold personal state of their own (a comparison list). */
export function holdsCookieState(cookies: (name: string) => string | undefined | null): boolean {
  return cookieState(cookies).compareIds.length > 0;
}

export const PERSONAL_STATE_KINDS: readonly PersonalStateKind[] = Object.values(PERSONAL_STATE);

/** Whether the view differs from what every visitor without state sees. */
export function isPersonal(view: ShopperView): boolean {
  return PERSONAL_STATE_KINDS.some((kind) => kind.shownIn(view));
}

/** What every visitor without state sees of themselves. */
export const EMPTY_VIEW: ShopperView = {
  cart: { count: 0, totalPaise: 0 },
  wishlistCount: 0,
  wishlistVariantIds: [],
  compareIds: [],
  user: null,
};

/**
 * The cookie that says whether the visitor has personal state ('f' and a stamp: a cart, a
 * wishlist or an account; 'e': none). Set by the server beside the session cookie; the
 * page cache serves shared pages only to 'e' or to visitors without a session cookie. A
 * hint, never trusted for access: a forged 'e' only shows its sender the pages a
 * stateless visitor sees.
 */
export const PERSONAL_STATE_COOKIE = 'ps';

/** The notification the tables of personal state send on every change (migration 0016). */
export const SHOPPER_STATE_CHANNEL = 'shopper_state';

/**
 * Filled in by whoever learns it during a request: personal state or not (the root
 * loader), and the shopper's view when the page cache has already read it.
 */
export interface ShopperStateProbe {
  personal?: boolean;
  view?: ShopperView;
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useT } from '../i18n/i18n-context.tsx';
import { LanguageSwitch } from '../i18n/language-links.tsx';
import { formatRupees } from '../lib/format.ts';
import { lazyComponent } from '../lib/lazy-component.tsx';
import { MAIN_LINKS, type ShellData } from '../lib/shell.ts';
import { CountBadge } from './ui/badge.tsx';

import {
  CartIcon,
  CloseIcon,
  HeartIcon,
  LogOutIcon,
  MenuIcon,
  SearchIcon,
  UserIcon,
} from './ui/icons.tsx';

/**
 * The side menu's code loads when it is first asked for (hover, focus or tap on Menu); if
 * it cannot be fetched the menu stays shut, and the page stays (the mobile bar still
 * leads everywhere).
 */
const loadMobileMenu = () => import('./mobile-menu.tsx');
const MobileMenu = lazyComponent(() => loadMobileMenu().then((module) => module.MobileMenu));
/** Warms the download; a failure shows when the menu is asked for (it stays shut). */
const prefetchMobileMenu = () => {
  loadMobileMenu().catch(() => undefined);
};

/**
 * The search box: a plain form that searches without JavaScript, so its code (the
 * as-you-type suggestions, the check of an empty query) comes after the page's own; the
 * home page's box is the same part.
 */
export const SearchForm = lazyComponent(
  () => import('./search-form.tsx').then((module) => module.SearchForm),
  { eager: true },
);

/**
 * Signed-in shoppers and staff only: its code (and its dialog's) comes when it first
 * renders (the back office's bar uses this part too).
 */
export const LogoutButton = lazyComponent(() =>
  import('./logout-button.tsx').then((module) => module.LogoutButton),
);

/** Social links, the shipping notice, phone and e-mail: static, hydrated after the page. */
const TopBar = lazyComponent(() => import('./top-bar.tsx').then((module) => module.TopBar), {
  eager: true,
});

/** 'Products' and its category panel: hydrates once its code has come, after the page's. */
const ProductsMenu = lazyComponent(
  () => import('./products-menu.tsx').then((module) => module.ProductsMenu),
  { eager: true },
);

/** media/brand/logo.svg is drawn at 160 x 40. */
const LOGO = { width: 160, height: 40 };

/** Hides the sticky header while scrolling down and brings it back when scrolling up. */
function useHideOnScroll() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;
    function update() {
      frame = 0;
      const header = ref.current;
      if (!header) return;
      const y = Math.max(0, window.scrollY);
      const delta = y - lastY;
      if (Math.abs(delta) < 8) return;
      header.toggleAttribute('data-hidden', delta > 0 && y > header.offsetHeight);
      lastY = y;
    }
    function onScroll() {
      if (!frame) frame = requestAnimationFrame(update);
    }
    window.addEventListener('scroll', onScroll, { passive: true });
    // The page keeps what it scrolls to (an anchor, the next field by Tab) clear of the
    // header, whose height varies with the screen and the text size (base.css). Set as the
    // root's own scroll padding (8 px below the header), not as a custom property: every
    // element inherits those, so a new value re-styled the whole page as it hydrated.
    const root = document.documentElement;
    const measure = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? ref.current?.offsetHeight ?? 0;
      root.style.scrollPaddingTop = `${Math.ceil(height) + 8}px`;
    });
    if (ref.current) measure.observe(ref.current);
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      measure.disconnect();
    };
  }, []);
  return ref;
}

export function SiteHeader({ data }: { data: ShellData }) {
  const { store, categories, cart, wishlistCount, user } = data;
  const headerRef = useHideOnScroll();
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  // The side menu joins the page when first opened (it needs JavaScript to open at all),
  // so no page carries its closed copy of every link; it stays mounted to return focus.
  const [menuMounted, setMenuMounted] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const { pathname, search } = useLocation();
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // Any navigation (a menu link, a search) closes the side menu and the search row.
  useEffect(() => {
    if (pathname || search) {
      setMenuOpen(false);
      setSearchOpen(false);
    }
  }, [pathname, search]);

  return (
    <>
      <header className="site-header" ref={headerRef}>
        <TopBar store={store} />

        <div className="container header-main">
          <button
            type="button"
            className="icon-button header-main__menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onPointerEnter={prefetchMobileMenu}
            onFocus={prefetchMobileMenu}
            onClick={() => {
              setMenuMounted(true);
              setMenuOpen(true);
            }}
          >
            <MenuIcon size={24} />
            <span className="visually-hidden">{t('Open menu')}</span>
          </button>

          <Link to="/" className="logo">
            {/* Low: React would otherwise preload it ahead of the page's hero image. */}
            <img
              src={store.logo}
              alt={store.name}
              width={LOGO.width}
              height={LOGO.height}
              fetchPriority="low"
            />
          </Link>

          <div id="header-search" className="header-search" data-open={searchOpen || undefined}>
            <SearchForm />
          </div>

          <div className="header-actions">
            <LanguageSwitch className="language-switch" />
            <button
              type="button"
              className="icon-button header-actions__search"
              aria-expanded={searchOpen}
              aria-controls="header-search"
              onClick={() => {
                // Opened, the box takes the focus: the shopper came to type.
                if (!searchOpen) {
                  requestAnimationFrame(() =>
                    document.querySelector<HTMLInputElement>('#header-search input')?.focus(),
                  );
                }
                setSearchOpen(!searchOpen);
              }}
            >
              {searchOpen ? <CloseIcon size={22} /> : <SearchIcon size={22} />}
              <span className="visually-hidden">
                {searchOpen ? t('Close search') : t('Search')}
              </span>
            </button>

            {user ? (
              <>
                <Link to="/account" className="icon-link header-actions__account">
                  <UserIcon size={22} />
                  <span className="visually-hidden">
                    {t('Account: {name}', { name: user.firstName })}
                  </span>
                </Link>
                <LogoutButton className="icon-link header-actions__logout">
                  <LogOutIcon size={22} />
                  <span className="visually-hidden">{t('Logout')}</span>
                </LogoutButton>
              </>
            ) : (
              <Link to="/auth/login" className="header-actions__signin">
                <UserIcon size={20} />
                <span>{t('Sign in / Guest user')}</span>
              </Link>
            )}

            <Link
              to="/wishlist"
              className="icon-link header-actions__wishlist"
              aria-label={t('Wishlist, {count, plural, one {# item} other {# items}}', {
                count: wishlistCount,
              })}
            >
              <HeartIcon size={22} />
              <CountBadge count={wishlistCount} />
            </Link>

            <Link
              to="/cart"
              className="icon-link header-actions__cart"
              aria-label={t('Cart, {count, plural, one {# item} other {# items}}', {
                count: cart.count,
              })}
            >
              <CartIcon size={22} />
              <CountBadge count={cart.count} />
            </Link>
            <p className="cart-total">
              <span className="cart-total__label">{t('Cart total')}</span>
              <span className="cart-total__amount">{formatRupees(cart.totalPaise)}</span>
            </p>
          </div>
        </div>

        <nav aria-label={t('Main')} className="main-nav">
          <ul className="container main-nav__list">
            <li>
              <NavLink to="/" end className="main-nav__link">
                {t('Home')}
              </NavLink>
            </li>
            <li>
              <ProductsMenu categories={categories} />
            </li>
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className="main-nav__link">
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      {menuMounted ? <MobileMenu data={data} open={menuOpen} onClose={closeMenu} /> : null}
    </>
  );
}

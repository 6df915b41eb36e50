import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../i18n/i18n-context.tsx';
import { categoryHref } from '../lib/hrefs.ts';
import type { ShellCategory } from '../lib/shell.ts';
import { ALL_PRODUCTS_SLUG } from '../modules/catalog/constants.ts';
import { ChevronDownIcon } from './ui/icons.tsx';
import { ShopLink } from './ui/shop-link.tsx';

/** 'Products' in the main menu: a disclosure button that shows every category. */
export function ProductsMenu({ categories }: { categories: ShellCategory[] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const t = useT();

  // Close when the page changes.
  useEffect(() => {
    if (pathname) setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    }
    // Tabbing out of the menu closes it too.
    function onFocusOut(event: FocusEvent) {
      if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
    }
    const element = wrapper.current;
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    element?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      element?.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  const active = pathname === '/products' || pathname.startsWith('/collections');

  return (
    <div ref={wrapper} className="nav-dropdown">
      <button
        ref={button}
        type="button"
        className="main-nav__link nav-dropdown__button"
        aria-expanded={open}
        aria-controls={panelId}
        data-active={active || undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {t('Products')}
        <ChevronDownIcon size={16} className="nav-dropdown__chevron" />
      </button>
      <div id={panelId} className="nav-dropdown__panel" hidden={!open}>
        <ul className="nav-dropdown__list">
          {categories.some((category) => category.slug === ALL_PRODUCTS_SLUG) ? null : (
            <li>
              <ShopLink
                to="/products"
                className="nav-dropdown__link"
                onClick={() => setOpen(false)}
              >
                {t('All Products')}
              </ShopLink>
            </li>
          )}
          {categories.map((category) => (
            <li key={category.id}>
              <ShopLink
                to={categoryHref(category)}
                className="nav-dropdown__link"
                onClick={() => setOpen(false)}
                lang={category.nameLang}
              >
                {category.name}
              </ShopLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

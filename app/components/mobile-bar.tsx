import type { ComponentType } from 'react';
import { Link, NavLink } from 'react-router';
import { useT } from '../i18n/i18n-context.tsx';
import { CountBadge } from './ui/badge.tsx';
import { CartIcon, GridIcon, HeartIcon, HomeIcon, type IconProps, UserIcon } from './ui/icons.tsx';

interface BarItem {
  to: string;
  label: string;
  Icon: ComponentType<IconProps>;
  count?: number;
  /** The link's name with its count ('Cart, 3 items'), where it shows one. */
  name?: string;
  end?: boolean;
}

/** Bottom bar under 992 px. Signed-out shoppers go to sign in for Wishlist and Account. */
export interface MobileBarProps {
  cartCount: number;
  wishlistCount: number;
  signedIn: boolean;
}

export function MobileBar({ cartCount, wishlistCount, signedIn }: MobileBarProps) {
  const t = useT();
  const items: BarItem[] = [
    { to: '/', label: t('Home'), Icon: HomeIcon, end: true },
    { to: '/categories', label: t('Categories'), Icon: GridIcon },
    {
      to: '/cart',
      label: t('Cart'),
      Icon: CartIcon,
      count: cartCount,
      name: t('Cart, {count, plural, one {# item} other {# items}}', { count: cartCount }),
    },
    {
      to: signedIn ? '/wishlist' : '/auth/login?wishlist',
      label: t('Wishlist'),
      Icon: HeartIcon,
      count: wishlistCount,
      name: t('Wishlist, {count, plural, one {# item} other {# items}}', {
        count: wishlistCount,
      }),
    },
    { to: signedIn ? '/account' : '/auth/login?account', label: t('Account'), Icon: UserIcon },
  ];
  return (
    <nav aria-label={t('Shortcuts')} className="mobile-bar">
      <ul className="mobile-bar__list">
        {items.map(({ to, label, Icon, count, name, end }) => {
          const props = { to, className: 'mobile-bar__link', 'aria-label': name };
          const content = (
            <>
              <span className="mobile-bar__icon">
                <Icon size={22} />
                {count === undefined ? null : <CountBadge count={count} />}
              </span>
              <span className="mobile-bar__label">{label}</span>
            </>
          );
          return (
            <li key={to}>
              {/* A sign-in detour (/auth/login?wishlist) is never the current page. */}
              {to.startsWith('/auth/') ? (
                <Link {...props}>{content}</Link>
              ) : (
                <NavLink {...props} end={end}>
                  {content}
                </NavLink>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

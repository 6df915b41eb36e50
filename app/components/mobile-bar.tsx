import type { ComponentType } from 'react';
import { Link, NavLink } from 'react-router';
import type { ShellData } from '../lib/shell.ts';
import { CountBadge, itemCount } from './ui/badge.tsx';
import { CartIcon, GridIcon, HeartIcon, HomeIcon, type IconProps, UserIcon } from './ui/icons.tsx';

interface BarItem {
  to: string;
  label: string;
  Icon: ComponentType<IconProps>;
  count?: number;
  end?: boolean;
}

const ariaLabel = (label: string, count: number | undefined) =>
  count === undefined ? undefined : `${label}, ${itemCount(count)}`;

/** Bottom bar under 992 px. Signed-out shoppers go to sign in for Wishlist and Account. */
export function MobileBar({ data }: { data: ShellData }) {
  const signedIn = data.user !== null;
  const items: BarItem[] = [
    { to: '/', label: 'Home', Icon: HomeIcon, end: true },
    { to: '/categories', label: 'Categories', Icon: GridIcon },
    { to: '/cart', label: 'Cart', Icon: CartIcon, count: data.cart.count },
    {
      to: signedIn ? '/wishlist' : '/auth/login?wishlist',
      label: 'Wishlist',
      Icon: HeartIcon,
      count: data.wishlistCount,
    },
    { to: signedIn ? '/account' : '/auth/login?account', label: 'Account', Icon: UserIcon },
  ];
  return (
    <nav aria-label="Shortcuts" className="mobile-bar">
      <ul className="mobile-bar__list">
        {items.map(({ to, label, Icon, count, end }) => {
          const props = {
            to,
            className: 'mobile-bar__link',
            'aria-label': ariaLabel(label, count),
          };
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
            <li key={label}>
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

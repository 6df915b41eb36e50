import type { ComponentType } from 'react';
import { NavLink } from 'react-router';
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
        {items.map(({ to, label, Icon, count, end }) => (
          <li key={label}>
            <NavLink
              to={to}
              end={end}
              className="mobile-bar__link"
              aria-label={count === undefined ? undefined : `${label}, ${itemCount(count)}`}
            >
              <span className="mobile-bar__icon">
                <Icon size={22} />
                {count === undefined ? null : <CountBadge count={count} />}
              </span>
              <span className="mobile-bar__label">{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

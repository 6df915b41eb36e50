/** The items of the header's navigation and the side menu: each a link to a page of the shop. */
import { NavLink } from 'react-router';

/** Home first, marked current on the home page only (`end`). */
export function HomeNavItem({ className }: { className: string }) {
  return (
    <li>
      <NavLink to="/" end className={className}>
        Home
      </NavLink>
    </li>
  );
}

export function NavItems({
  links,
  className,
}: {
  links: readonly { to: string; label: string }[];
  className: string;
}) {
  return links.map((link) => (
    <li key={link.to}>
      <NavLink to={link.to} className={className}>
        {link.label}
      </NavLink>
    </li>
  ));
}

import { NavLink, Outlet, useLoaderData } from 'react-router';
import { LogoutButton } from '../../components/site-header.tsx';
import { privatePageHeaders } from '../../lib/route-headers.ts';
import { requireStaff } from '../../modules/admin/access.server.ts';
import { ADMIN_SECTIONS } from '../../modules/admin/navigation.ts';
import { can } from '../../modules/admin/roles.ts';
import '../../styles/admin.css';
import type { Route } from './+types/layout';

/** The root layout drops the storefront's chrome for these pages (once the loader let staff in). */
export const handle = { backOffice: true };

/** Staff pages: never stored by any cache. */
export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  return {
    staff: { firstName: staff.firstName, email: staff.email, role: staff.role },
    sections: ADMIN_SECTIONS.filter(
      (section) => !section.capability || can(staff.role, section.capability),
    ),
  };
}

export default function AdminLayout() {
  const { staff, sections } = useLoaderData<typeof loader>();
  return (
    <div className="admin">
      <header className="admin-bar">
        <a href="/admin" className="admin-bar__brand">
          Gruha Back Office
        </a>
        <div className="admin-bar__user">
          <span>
            {staff.firstName} ({staff.role === 'admin' ? 'Admin' : 'Staff'})
          </span>
          <a href="/" className="admin-bar__link">
            View shop
          </a>
          <LogoutButton className="admin-bar__logout">Logout</LogoutButton>
        </div>
      </header>
      <div className="admin__body">
        <nav className="admin-nav" aria-label="Back office">
          <ul>
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end={section.to === '/admin'} prefetch="intent">
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="admin__content">
          <Outlet />
        </div>
      </div>
    </div>
  );
}

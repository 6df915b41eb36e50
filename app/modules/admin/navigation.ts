/** The back office's sections, in the order of its menu, with what each needs. */
import type { Capability } from './roles.ts';

export interface AdminSection {
  to: string;
  label: string;
  capability: Capability | null;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { to: '/admin', label: 'Dashboard', capability: null },
  { to: '/admin/orders', label: 'Orders', capability: 'orders' },
  { to: '/admin/installations', label: 'Installations', capability: 'orders' },
  { to: '/admin/installation', label: 'Installation', capability: 'catalog.edit' },
  { to: '/admin/service-requests', label: 'Service requests', capability: 'orders' },
  { to: '/admin/products', label: 'Products', capability: 'catalog.edit' },
  { to: '/admin/stores', label: 'Stores', capability: 'content' },
  { to: '/admin/home-content', label: 'Home page', capability: 'content' },
  { to: '/admin/pincodes', label: 'Pincodes', capability: 'pincodes' },
  { to: '/admin/holidays', label: 'Holidays', capability: 'pincodes' },
  { to: '/admin/couriers', label: 'Couriers', capability: 'pincodes' },
  { to: '/admin/coupons', label: 'Offers', capability: 'offers' },
  { to: '/admin/reviews', label: 'Reviews', capability: 'reviews' },
  { to: '/admin/questions', label: 'Questions', capability: 'reviews' },
  { to: '/admin/messages', label: 'Messages', capability: 'messages' },
  { to: '/admin/survey', label: 'Survey answers', capability: 'messages' },
  { to: '/admin/subscribers', label: 'Subscribers', capability: 'messages' },
  { to: '/admin/audit', label: 'Audit log', capability: 'audit' },
];

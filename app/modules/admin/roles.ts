/**
 * Who may do what in the back office. Staff run the shop day to day (orders, stock and
 * prices, shopper messages, buyers' reviews); an admin also changes what the shop is made of (new products,
 * stores, the home page, pincodes) and reads the audit log.
 */
export type StaffRole = 'staff' | 'admin';

export const STAFF_ROLES: readonly StaffRole[] = ['staff', 'admin'];

export type Capability =
  | 'orders'
  | 'catalog.edit'
  | 'catalog.create'
  | 'content'
  | 'pincodes'
  | 'messages'
  | 'reviews'
  /** Coupon codes and the prepaid offer (issue 33): what the shop gives away, an admin's call. */
  | 'offers'
  | 'audit';

const STAFF_CAN: ReadonlySet<Capability> = new Set([
  'orders',
  'catalog.edit',
  'messages',
  'reviews',
]);

export function isStaffRole(role: string | null | undefined): role is StaffRole {
  return role === 'staff' || role === 'admin';
}

export function can(role: StaffRole, capability: Capability): boolean {
  return role === 'admin' || STAFF_CAN.has(capability);
}

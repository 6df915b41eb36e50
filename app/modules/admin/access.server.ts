/**
 * The back office's door. Only a signed-in staff account gets in; anyone else — a guest, a
 * shopper, an expired session — gets the shop's ordinary 404, so /admin gives away nothing.
 * Staff sessions carry a short idle timeout (set at login, enforced with every session);
 * a session that became staff's while signed in (promoted) must sign in again first.
 */
import { data, type RouterContextProvider, redirect } from 'react-router';
import { loginHref } from '../../lib/return-path.ts';
import { requestInfo, services } from '../../lib/services.server.ts';
import { findAccount } from '../identity/accounts.server.ts';
import { type Capability, can, isStaffRole, type StaffRole } from './roles.ts';

export interface Staff {
  id: number;
  email: string;
  firstName: string;
  role: StaffRole;
}

/** The same answer as any unknown address. */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/**
 * The signed-in staff member, or a thrown 404 (not staff), a redirect to login (a session
 * started before its account became staff) or a 403 (staff without the capability).
 */
export async function requireStaff(
  request: Request,
  context: Readonly<RouterContextProvider>,
  capability?: Capability,
): Promise<Staff> {
  const { session } = requestInfo(context);
  const record = await session.current();
  if (!record?.userId) notFound();
  const account = await findAccount(services(context).database.db, record.userId);
  if (!account || !isStaffRole(account.role)) notFound();
  if (!record.idleTimeoutSeconds) {
    await session.revoke();
    const url = new URL(request.url);
    throw redirect(loginHref(`${url.pathname}${url.search}`));
  }
  if (capability && !can(account.role, capability)) {
    throw data('Only an admin can do this.', { status: 403 });
  }
  return { id: account.id, email: account.email, firstName: account.firstName, role: account.role };
}

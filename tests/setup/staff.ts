/** Back-office fixtures: a signed-in staff member (or admin) in a browser without JavaScript. */
import { beforeAll } from 'vitest';
import { createOrPromoteStaff } from '../../app/modules/admin/staff-accounts.server.ts';
import { type Browser, browser, newEmail, PASSWORD, signIn } from './browser.ts';
import type { TestServer } from './test-server.ts';

export interface StaffBrowser extends Browser {
  email: string;
}

/** A new staff account of this role, signed in through the login form. */
export async function staffBrowser(
  server: TestServer,
  role: 'staff' | 'admin' = 'admin',
  { from }: { from?: string } = {},
): Promise<StaffBrowser> {
  const email = newEmail(role);
  await createOrPromoteStaff(server.services.database.db, {
    email,
    password: PASSWORD,
    role,
    firstName: role === 'admin' ? 'Anil' : 'Savitha',
  });
  const b = browser(server, from ? { from } : {});
  await signIn(b, email);
  return Object.assign(b, { email });
}

/**
 * A test file's staff browser of this role, signed in before its tests on the file's
 * server (serverPerFile); used like the browser itself once the tests begin.
 */
export function staffPerFile(server: TestServer, role: 'staff' | 'admin'): StaffBrowser {
  let signedIn: StaffBrowser | undefined;
  beforeAll(async () => {
    signedIn = await staffBrowser(server, role);
  });
  return new Proxy({} as StaffBrowser, {
    get(_target, key) {
      if (!signedIn) throw new Error('The staff browser signs in in beforeAll: use it in a test.');
      return Reflect.get(signedIn, key);
    },
  });
}

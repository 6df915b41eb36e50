/** The back office's people: a staff account (as `npm run admin:create` makes it), signed in. */
import type { Browser, Page } from '@playwright/test';
import { PASSWORD, signIn } from './accounts.ts';
import { createStaff } from './control.ts';
import { skipSurvey, waitForHydrationOnGoto } from './fixtures.ts';
import { uniqueEmail } from './unique.ts';

type Role = 'staff' | 'admin';

/** A new staff member of this role, signed in on `page`, which lands on `redirectTo`. */
export async function signInAsStaff(page: Page, role: Role, redirectTo = '/admin') {
  const account = { email: uniqueEmail(role), password: PASSWORD };
  await createStaff(account.email, account.password, role);
  await signIn(page, account, redirectTo);
}

/**
 * A staff member in a browser of their own (a context beside the shopper's `page`), signed
 * in on the dashboard. Close it with `page.context().close()`.
 */
export async function staffPage(browser: Browser, role: Role): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await skipSurvey(page);
  waitForHydrationOnGoto(page);
  await signInAsStaff(page, role);
  return page;
}

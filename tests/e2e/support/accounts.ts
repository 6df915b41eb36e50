/**
 * A shopper's account as the shopper makes and uses it: the sign-up form, the verification
 * link from the e-mail (read from the e2e mailbox), the login form.
 */
import type { Page } from '@playwright/test';
import { expectGreen, successBanner } from './banners.ts';
import { expect } from './fixtures.ts';
import { field } from './form-fields.ts';
import { linkTo, type ReceivedEmail, waitForEmail } from './mailbox.ts';
import { uniqueEmail } from './unique.ts';

/** Strong: 8+ characters, lower and upper case, a digit and a symbol. */
export const PASSWORD = 'Kaveri#River42';

export interface Account {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A new shopper with an address nobody else uses. */
export function newAccount(firstName = 'Asha', lastName = 'Gowda'): Account {
  return { firstName, lastName, email: uniqueEmail(firstName), password: PASSWORD };
}

/** Fills the sign-up form (already open) and creates the account. */
export async function submitSignup(page: Page, account: Account) {
  await field(page, 'First name').fill(account.firstName);
  await field(page, 'Last name').fill(account.lastName);
  await field(page, 'Email').fill(account.email);
  await field(page, 'Password').fill(account.password);
  await field(page, 'Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/login(\?|$)/);
  await expectGreen(successBanner(page, account.email));
}

/** An account created through the sign-up page, not yet verified; returns its e-mail. */
export async function signUp(page: Page, account: Account): Promise<ReceivedEmail> {
  await page.goto('/auth/signup');
  await submitSignup(page, account);
  return waitForEmail(account.email);
}

/** Opens an e-mailed verification link and waits for its answer. */
export async function openVerifyLink(page: Page, link: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Verify your e-mail', level: 1 })).toBeVisible();
}

/**
 * An account that has signed up and opened its verification link; still signed out. The
 * page verifies by a POST it makes as it opens: its answer is awaited, or a sign-in would
 * race it.
 */
export async function createVerifiedAccount(
  page: Page,
  firstName?: string,
  lastName?: string,
): Promise<Account> {
  const account = newAccount(firstName, lastName);
  const email = await signUp(page, account);
  await openVerifyLink(page, linkTo(email, '/verify/'));
  await expectGreen(successBanner(page, 'successfully'));
  return account;
}

/** Signs in on the login page (already open). */
export async function submitLogin(page: Page, email: string, password: string) {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Opens the login page, signs in and lands on `redirectTo` (asked for in the login page's
 * address), or on the home page.
 */
export async function signIn(
  page: Page,
  { email, password }: Pick<Account, 'email' | 'password'>,
  redirectTo?: string,
) {
  await page.goto(
    redirectTo ? `/auth/login?${new URLSearchParams({ redirectTo })}` : '/auth/login',
  );
  await submitLogin(page, email, password);
  const landing = redirectTo ?? '/';
  await expect(page).toHaveURL((url) => url.pathname === landing && url.search === '');
}

/** A new account, verified and signed in, on the home page. */
export async function signedInAccount(
  page: Page,
  firstName?: string,
  lastName?: string,
): Promise<Account> {
  const account = await createVerifiedAccount(page, firstName, lastName);
  await signIn(page, account);
  return account;
}

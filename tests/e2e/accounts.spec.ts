/**
 * Accounts as a shopper uses them: sign-up with its messages and strength meter, the
 * verification e-mail (a real SMTP server, read from the e2e mailbox), login and its
 * messages, resend, password reset, the address book, logout, the guest's cart and
 * wishlist carried into the account, and the mobile bar. Every test makes its own account.
 */
import type { Page } from '@playwright/test';
import {
  createVerifiedAccount,
  newAccount,
  openVerifyLink,
  PASSWORD,
  signIn,
  signUp,
  submitLogin,
  submitSignup,
} from './support/accounts.ts';
import { dangerBanner, expectGreen, expectRed, successBanner } from './support/banners.ts';
import {
  addedDialog,
  cartLink,
  closeAddedDialog,
  firstCardInStock,
  wishlistLink,
} from './support/cart.ts';
import { expireLinks } from './support/control.ts';
import {
  expectFieldError,
  expectFieldValid,
  expectRefusedOnBlur,
  expectRequired,
} from './support/field-messages.ts';
import {
  expect,
  expectNoSeriousA11yViolations,
  test,
  waitForHydrationOnGoto,
} from './support/fixtures.ts';
import { blurEmpty, field } from './support/form-fields.ts';
import { linkTo, waitForEmail } from './support/mailbox.ts';

const NEW_PASSWORD = 'Nandi$Hills2025';

const MESSAGES = {
  firstName: 'Please provide your first name.',
  lastName: 'Please provide your last name.',
  email: 'Please provide a valid email.',
  weakPassword:
    'Password must be at least 8 characters long and include a combination of letters, numbers, and special characters.',
  loginPassword:
    'Password must be at least 8 characters long and include letters, numbers, and special characters.',
  confirm: 'Please confirm your password.',
  commonPassword: 'This password is too common and easy to guess. Please choose another.',
  mismatch: 'Passwords do not match.',
  badCredentials: 'Invalid email or password.',
  notVerified: 'Email not verified. Please verify your email address to log in.',
  resendSent: 'A new verification link has been sent successfully.',
  verified: 'Your email has been verified successfully.',
  alreadyVerified: 'Your email is already verified.',
  invalidLink: 'This verification link is invalid or has expired.',
  expiredLink: 'Verification link expired. Please request a new one.',
  resetSent: 'If an account exists for that e-mail, we have sent a link to reset its password.',
  resetDone: 'Your password has been reset. Please sign in with your new password.',
} as const;

const ADDRESS_MESSAGES = [
  'Please provide a valid 10-digit phone number.',
  'Please provide Address 1.',
  'Please provide Address 2.',
  'Please provide a valid city.',
  'Please provide a valid state.',
  'Please provide a landmark.',
  'Please provide a valid 6-digit pincode.',
];

function header(page: Page) {
  return page.getByRole('banner');
}

/** A second tab, as a mail client opens a link: hydrated, and watched for errors. */
async function openInNewTab(page: Page, url: string) {
  const tab = await page.context().newPage();
  waitForHydrationOnGoto(tab);
  const problems: string[] = [];
  tab.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  tab.on('response', (response) => {
    if (response.status() >= 500) problems.push(`${response.status()} from ${response.url()}`);
  });
  await tab.goto(url);
  return { tab, problems };
}

test.describe('sign-up @desktop', () => {
  test('every sign-up message appears on blur, the meter rates the password, and Create Account waits for a valid form', async ({
    page,
  }) => {
    await page.goto('/auth/signup');
    const create = page.getByRole('button', { name: 'Create Account', exact: true });
    await expect(create).toBeDisabled();
    // Not ready, but the keyboard reaches it, hears why, and pressing it says what is missing.
    await create.focus();
    await expect(create).toBeFocused();
    await expect(create).toHaveAccessibleDescription(/^Fill in every field/);
    await page.keyboard.press('Enter');
    await expectFieldError(field(page, 'First name'), MESSAGES.firstName);
    await expect(page).toHaveURL(/\/auth\/signup$/);

    await expectRequired(field(page, 'First name'), MESSAGES.firstName, 'Asha');
    await expectRequired(field(page, 'Last name'), MESSAGES.lastName, 'Gowda');

    const email = field(page, 'Email');
    await expectRefusedOnBlur(email, 'asha@example', MESSAGES.email);
    await email.fill(newAccount().email);
    await expectFieldValid(email);

    const password = field(page, 'Password');
    await password.fill('abc');
    await expect(page.getByText('Password strength: Weak')).toBeVisible();
    await password.blur();
    await expectFieldError(password, MESSAGES.weakPassword);
    // Length, lower case and a digit: three points, but no symbol, so still refused.
    await password.fill('abcdefg1');
    await expect(page.getByText('Password strength: Medium')).toBeVisible();
    await expectFieldError(password, MESSAGES.weakPassword);
    await password.fill(PASSWORD);
    await expect(page.getByText('Password strength: Strong')).toBeVisible();
    await expectFieldValid(password);
    await expect(create).toBeDisabled();

    const confirm = field(page, 'Confirm password');
    await blurEmpty(confirm);
    await expectFieldError(confirm, MESSAGES.confirm);
    await confirm.fill('Kaveri#River43');
    await expectFieldError(confirm, MESSAGES.mismatch);
    await expect(create).toBeDisabled();
    await confirm.fill(PASSWORD);
    await expectFieldValid(confirm);
    await expect(create).toBeEnabled();
    await expect(create).toHaveAccessibleDescription('');
  });

  test('a password the server refuses as too common is rated Weak until it is changed', async ({
    page,
  }) => {
    await page.goto('/auth/signup');
    await field(page, 'First name').fill('Asha');
    await field(page, 'Last name').fill('Gowda');
    await field(page, 'Email').fill(newAccount().email);
    // Every kind of character, so the meter alone would say Strong.
    const common = 'Password@123';
    await field(page, 'Password').fill(common);
    await expect(page.getByText('Password strength: Strong')).toBeVisible();
    await field(page, 'Confirm password').fill(common);
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    await expectFieldError(field(page, 'Password'), MESSAGES.commonPassword);
    await expect(page.getByText('Password strength: Weak')).toBeVisible();
    await field(page, 'Password').fill(PASSWORD);
    await expect(page.getByText('Password strength: Strong')).toBeVisible();
  });
});

// On the phone, the bottom-bar test below signs up, verifies and signs in too.
test('sign up from the login page, verify from the e-mail, sign in and land where the shopper was going @desktop', async ({
  page,
}) => {
  const account = newAccount();
  // Signed out, the account page sends the shopper to login, remembering where they were.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Faccount$/);
  await page.getByRole('link', { name: 'Create account', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Create account', level: 1 })).toBeVisible();
  await submitSignup(page, account);
  await expect(successBanner(page, account.email)).toContainText(
    'verification e-mail has been sent',
  );

  const email = await waitForEmail(account.email);
  expect(email.subject).toBe('Verify your e-mail for Gruha Appliances');
  expect(email.text).toContain(`Hello ${account.firstName},`);
  const link = linkTo(email, '/verify/');

  // The shopper opens the link from their mail client, in another tab.
  const { tab, problems } = await openInNewTab(page, link);
  await expectGreen(successBanner(tab, MESSAGES.verified));
  await tab.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(tab).toHaveURL(/\/auth\/login$/);
  await tab.close();
  expect(problems, 'errors in the verification tab').toEqual([]);

  // Back in the first tab, still on the login page the sign-up led to. The path saved
  // when login was first asked for (spec: redirectPath; here ?redirectTo=) still applies.
  await submitLogin(page, account.email, account.password);
  await expect(page, 'the saved return path survives the sign-up detour').toHaveURL(/\/account$/);
  await expect(
    page.getByRole('heading', { name: `${account.firstName} ${account.lastName}`, level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
});

test.describe('login @desktop', () => {
  test('the login messages appear under their fields, and a wrong password is refused', async ({
    page,
  }) => {
    const account = newAccount();
    await signUp(page, account);

    await page.goto('/auth/login');
    const email = field(page, 'Email');
    const password = field(page, 'Password');
    await expectRefusedOnBlur(email, 'asha.example.com', MESSAGES.email);
    await expectRefusedOnBlur(password, 'short', MESSAGES.loginPassword);

    await submitLogin(page, account.email, 'Kaveri#River43');
    await expectRed(dangerBanner(page, MESSAGES.badCredentials));
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(email).toHaveValue(account.email);
    await expect(page.getByRole('button', { name: 'Resend Verification Link' })).toHaveCount(0);
  });

  test('signing in before verifying offers a new link, which arrives and verifies', async ({
    page,
  }) => {
    const account = newAccount();
    const first = await signUp(page, account);

    await submitLogin(page, account.email, account.password);
    await expectRed(dangerBanner(page, MESSAGES.notVerified));
    await page.getByRole('button', { name: 'Resend Verification Link' }).click();
    await expect(successBanner(page, MESSAGES.resendSent)).toContainText(
      'Please check your email and click on the link to verify',
    );

    const second = await waitForEmail(account.email, { after: first });
    expect(second.subject).toBe('Verify your e-mail for Gruha Appliances');
    const firstLink = linkTo(first, '/verify/');
    const secondLink = linkTo(second, '/verify/');
    expect(secondLink).not.toBe(firstLink);

    // A new link replaces the old one.
    await openVerifyLink(page, firstLink);
    await expectRed(dangerBanner(page, MESSAGES.invalidLink));
    await openVerifyLink(page, secondLink);
    await expectGreen(successBanner(page, MESSAGES.verified));

    await signIn(page, account);
    await expect(
      header(page).getByRole('link', { name: `Account: ${account.firstName}` }),
    ).toBeVisible();
  });
});

test.describe('verification links @desktop', () => {
  test('a tampered link is refused, an expired one offers a resend, and a used one says already verified', async ({
    page,
  }) => {
    const account = newAccount();
    const first = await signUp(page, account);
    const link = linkTo(first, '/verify/');
    const card = page.getByRole('region', { name: 'Verify your e-mail' });

    // One character of the token changed.
    const last = link.at(-1) === 'A' ? 'B' : 'A';
    await openVerifyLink(page, `${link.slice(0, -1)}${last}`);
    await expectRed(dangerBanner(page, MESSAGES.invalidLink));
    await expect(card.getByRole('button', { name: 'Resend Verification Link' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Sign in' })).toHaveCount(0);

    // The real link, a day later.
    await expireLinks(account.email);
    await openVerifyLink(page, link);
    await expectRed(dangerBanner(page, MESSAGES.expiredLink));
    await card.getByRole('button', { name: 'Resend Verification Link' }).click();
    await expect(card.getByText(MESSAGES.resendSent)).toBeVisible();
    const second = await waitForEmail(account.email, { after: first });
    const fresh = linkTo(second, '/verify/');

    await openVerifyLink(page, fresh);
    await expectGreen(successBanner(page, MESSAGES.verified));
    await expect(card.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();

    // The same link again: nothing to do, and it says so in green.
    await openVerifyLink(page, fresh);
    await expectGreen(successBanner(page, MESSAGES.alreadyVerified));
    await expect(card.getByRole('button', { name: 'Resend Verification Link' })).toHaveCount(0);
  });
});

test.describe('password reset @desktop', () => {
  test('reset by e-mail: the link sets a new password, the old one stops working', async ({
    page,
  }) => {
    const account = await createVerifiedAccount(page);
    const before = await waitForEmail(account.email);

    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot password' }).click();
    await expect(page).toHaveURL(/\/auth\/reset$/);
    // The address changes before React commits the new page (a transition), and the sign-in
    // page has an Email field too: under load the e-mail went into it and was lost with it.
    await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
    await field(page, 'Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expectGreen(successBanner(page, MESSAGES.resetSent));

    const email = await waitForEmail(account.email, { after: before });
    expect(email.subject).toBe('Reset your Gruha Appliances password');
    await page.goto(linkTo(email, '/auth/reset'));
    const password = field(page, 'New password');
    await password.fill('nandi');
    await expect(page.getByText('Password strength: Weak')).toBeVisible();
    await password.blur();
    await expectFieldError(password, MESSAGES.weakPassword);
    await password.fill(NEW_PASSWORD);
    await expect(page.getByText('Password strength: Strong')).toBeVisible();
    await field(page, 'Confirm password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();

    await expect(page).toHaveURL(/\/auth\/login$/);
    await expectGreen(successBanner(page, MESSAGES.resetDone));
    await submitLogin(page, account.email, account.password);
    await expectRed(dangerBanner(page, MESSAGES.badCredentials));
    await submitLogin(page, account.email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await expect(
      header(page).getByRole('link', { name: `Account: ${account.firstName}` }),
    ).toBeVisible();
  });
});

test('the address book: every message, pincode fills city and state, add two, change the default, delete one', async ({
  page,
}) => {
  const account = await createVerifiedAccount(page);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Faccount$/);
  await submitLogin(page, account.email, account.password);
  await expect(page).toHaveURL(/\/account$/);

  const addresses = page.getByRole('region', { name: 'Addresses' });
  await expect(addresses.getByText('You have not saved an address yet.')).toBeVisible();
  await addresses.getByRole('link', { name: '+ Update Address' }).click();
  const drawer = page.getByRole('dialog', { name: '+ Add New Address' });
  await expect(drawer).toBeVisible();

  await drawer.getByRole('button', { name: 'Save address' }).click();
  for (const message of ADDRESS_MESSAGES) {
    await expect(drawer.getByText(message, { exact: true })).toBeVisible();
  }
  await expectFieldError(field(drawer, 'Mobile number'), ADDRESS_MESSAGES[0]!);
  await expectFieldError(field(drawer, 'Pincode'), ADDRESS_MESSAGES[6]!);

  await field(drawer, 'Mobile number').fill('9876543210');
  await field(drawer, 'Address 1').fill('12 MG Road');
  await field(drawer, 'Address 2').fill('Ashok Nagar');
  await field(drawer, 'Landmark').fill('Near the clock tower');
  await field(drawer, 'Pincode').fill('560001');
  await expect(field(drawer, 'City')).toHaveValue('Bengaluru');
  // A pincode the shop knows no place for takes the last one's away.
  await field(drawer, 'Pincode').fill('999999');
  await expect(field(drawer, 'City')).toHaveValue('');
  await expect(field(drawer, 'State')).toHaveValue('');
  // A corrected pincode brings its own place.
  await field(drawer, 'Pincode').fill('572101');
  await expect(field(drawer, 'City')).toHaveValue('Tumakuru');
  await expect(field(drawer, 'State')).toHaveValue('Karnataka');
  await drawer.getByRole('button', { name: 'Save address' }).click();
  await expect(drawer).toBeHidden();
  await expectGreen(successBanner(page, 'Your address has been saved.'));

  const first = addresses.getByRole('listitem').filter({ hasText: '12 MG Road' });
  await expect(first).toContainText('Home · Default');
  await expect(first).toContainText('Tumakuru, Karnataka 572101');
  await expect(first).toContainText('Mobile: 9876543210');

  await addresses.getByRole('link', { name: '+ Update Address' }).click();
  await expect(drawer).toBeVisible();
  await field(drawer, 'Mobile number').fill('9123456780');
  await field(drawer, 'Address 1').fill('4th Floor, Brigade Towers');
  await field(drawer, 'Address 2').fill('Brigade Road');
  await field(drawer, 'Landmark').fill('Opposite the metro');
  // The saved place gives way to the new pincode's.
  await field(drawer, 'Pincode').fill('560001');
  await expect(field(drawer, 'City')).toHaveValue('Bengaluru');
  await expect(field(drawer, 'State')).toHaveValue('Karnataka');
  await drawer.getByRole('radio', { name: 'Office' }).check();
  await drawer.getByRole('button', { name: 'Save address' }).click();
  await expect(drawer).toBeHidden();

  const second = addresses.getByRole('listitem').filter({ hasText: 'Brigade Towers' });
  await expect(addresses.getByRole('listitem')).toHaveCount(2);
  await expect(second).toContainText('Office');
  await expect(second).not.toContainText('Default');

  // Editing a saved address says so (a review: it was titled '+ Add New Address').
  await second.getByRole('link', { name: /^Edit address/ }).click();
  const editing = page.getByRole('dialog', { name: 'Edit address' });
  await expect(editing).toBeVisible();
  await expect(field(editing, 'Address 1')).toHaveValue('4th Floor, Brigade Towers');
  await editing.getByRole('button', { name: 'Close' }).click();
  await expect(editing).toBeHidden();

  // By keyboard: the button goes with the change, and focus goes to the list, not the top.
  const list = addresses.getByRole('list', { name: 'Addresses' });
  await second.getByRole('button', { name: /^Make default/ }).focus();
  await page.keyboard.press('Enter');
  await expectGreen(successBanner(page, 'Your default address has been changed.'));
  await expect(second).toContainText('Office · Default');
  await expect(first).not.toContainText('Default');
  await expect(list).toBeFocused();

  // Delete asks first: Cancel keeps the address and returns to its button.
  const remove = first.getByRole('button', { name: /^Delete address/ });
  await remove.click();
  const question = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(question).toBeVisible();
  await expect(question).toContainText('12 MG Road will be removed from your saved addresses.');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(addresses.getByRole('listitem')).toHaveCount(2);

  await remove.click();
  await question.getByRole('button', { name: 'Delete', exact: true }).click();
  await expectGreen(successBanner(page, 'The address has been deleted.'));
  await expect(addresses.getByRole('listitem')).toHaveCount(1);
  await expect(addresses.getByRole('listitem')).toContainText('Brigade Towers');
  await expect(list).toBeFocused();
});

test.describe("when the address drawer's code cannot be fetched @desktop", () => {
  // The drawer is the shared dialog, in its own file (vite.config.ts: not in the cards').
  const DIALOG_CODE = /\/assets\/dialog-[\w-]+\.js$/;
  test.use({ unreachable: DIALOG_CODE });

  test('+ Update Address opens the form in the page, and it saves', async ({ page }) => {
    const account = await createVerifiedAccount(page);
    await signIn(page, account, '/account');
    const addresses = page.getByRole('region', { name: 'Addresses' });
    await addresses.getByRole('link', { name: '+ Update Address' }).click();
    const form = page.getByRole('region', { name: '+ Add New Address' });
    await expect(form).toBeVisible();
    await expect(form.getByRole('heading', { name: '+ Add New Address' })).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await field(form, 'Mobile number').fill('9876543210');
    await field(form, 'Address 1').fill('12 MG Road');
    await field(form, 'Address 2').fill('Ashok Nagar');
    await field(form, 'Landmark').fill('Near the clock tower');
    await field(form, 'Pincode').fill('560001');
    await expect(field(form, 'City')).toHaveValue('Bengaluru');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expectGreen(successBanner(page, 'Your address has been saved.'));
    const saved = addresses.getByRole('listitem').filter({ hasText: '12 MG Road' });
    await expect(saved).toBeVisible();

    // Delete still asks, in the browser's own dialog; declined, then accepted.
    const asked: string[] = [];
    let accept = false;
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      void (accept ? dialog.accept() : dialog.dismiss());
    });
    await saved.getByRole('button', { name: /^Delete address/ }).click();
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toContain('Delete this address?');
    await expect(saved).toBeVisible();
    accept = true;
    await saved.getByRole('button', { name: /^Delete address/ }).click();
    await expectGreen(successBanner(page, 'The address has been deleted.'));
    await expect(addresses.getByRole('listitem')).toHaveCount(0);
  });
});

test.describe('header @desktop', () => {
  test('logout from the header asks first: Cancel keeps the shopper signed in, Logout signs out', async ({
    page,
  }) => {
    const account = await createVerifiedAccount(page);
    await signIn(page, account);
    const accountLink = header(page).getByRole('link', { name: `Account: ${account.firstName}` });
    await expect(accountLink).toBeVisible();

    await header(page).getByRole('link', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Logout' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription('Are you sure you want to log out?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(accountLink).toBeVisible();
    await page.goto('/');
    await expect(accountLink).toBeVisible();

    await header(page).getByRole('link', { name: 'Logout' }).click();
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole('link', { name: 'Sign in / Guest user' })).toBeVisible();
    await expect(accountLink).toHaveCount(0);
    // Signed out for real: the account page asks to sign in again.
    await page.goto('/account');
    await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Faccount$/);
  });

  test.describe('when the connection drops as Logout is pressed', () => {
    test.use({ unreachable: /\/auth\/logout\.data/ });

    test('the dialog says so (spec § 8) and a retry signs out', async ({ page }) => {
      const account = await createVerifiedAccount(page);
      await signIn(page, account);
      const accountLink = header(page).getByRole('link', { name: `Account: ${account.firstName}` });
      await header(page).getByRole('link', { name: 'Logout' }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm Logout' });
      await dialog.getByRole('button', { name: 'Logout' }).click();
      await expect(dialog.getByText('Error logging out: Please try again.')).toBeVisible();
      await expect(accountLink).toBeVisible();

      // Back online.
      await page.unrouteAll();
      await dialog.getByRole('button', { name: 'Logout' }).click();
      await expect(header(page).getByRole('link', { name: 'Sign in / Guest user' })).toBeVisible();
      await expect(accountLink).toHaveCount(0);
    });
  });

  test.describe("when the logout dialog's code cannot be fetched", () => {
    const DIALOG_CODE = /\/assets\/logout-dialog-[\w-]+\.js$/;
    test.use({ unreachable: DIALOG_CODE });

    test('Logout asks on its own page instead, and signs out there', async ({ page }) => {
      // Offline, or a deploy removed the old files: the link must not go dead.
      const account = await createVerifiedAccount(page);
      await signIn(page, account);
      await header(page).getByRole('link', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/auth\/logout$/);
      await expect(page.getByRole('heading', { name: 'Confirm Logout' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      // Cancel, and ask again: the link still leads there.
      await page.getByRole('main').getByRole('link', { name: 'Cancel' }).click();
      await expect(page).toHaveURL(/\/$/);
      await header(page).getByRole('link', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/auth\/logout$/);
      await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
      await expect(header(page).getByRole('link', { name: 'Sign in / Guest user' })).toBeVisible();
      // Signed out, the page has nothing to ask (a review: it still asked).
      await page.goto('/auth/logout');
      await expect(page).toHaveURL(/\/$/);
    });
  });

  test("a guest's cart and wishlist follow them into their account; logging out leaves an empty cart", async ({
    page,
  }) => {
    const account = await createVerifiedAccount(page, 'Ravi');

    await page.goto('/products');
    const card = firstCardInStock(page);
    await card.getByRole('button', { name: /^Add .+ to cart$/ }).click();
    await closeAddedDialog(page);
    await expect(addedDialog(page)).toBeHidden();
    await card.getByRole('button', { name: /^Wishlist: / }).click();
    await expect(cartLink(header(page), 1)).toBeVisible();
    await expect(wishlistLink(header(page), 1)).toBeVisible();

    await header(page).getByRole('link', { name: 'Sign in / Guest user' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await submitLogin(page, account.email, account.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole('link', { name: 'Account: Ravi' })).toBeVisible();
    await expect(cartLink(header(page), 1)).toBeVisible();
    await expect(wishlistLink(header(page), 1)).toBeVisible();

    await header(page).getByRole('link', { name: 'Logout' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm Logout' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await expect(header(page).getByRole('link', { name: 'Sign in / Guest user' })).toBeVisible();
    await expect(cartLink(header(page), 0)).toBeVisible();
    await expect(wishlistLink(header(page), 0)).toBeVisible();

    // Signing in again brings the account's cart and wishlist back.
    await header(page).getByRole('link', { name: 'Sign in / Guest user' }).click();
    await submitLogin(page, account.email, account.password);
    await expect(cartLink(header(page), 1)).toBeVisible();
    await expect(wishlistLink(header(page), 1)).toBeVisible();
  });
});

test.describe('mobile @mobile', () => {
  test('a long e-mail address wraps in the sign-up banner instead of widening the phone page', async ({
    page,
  }) => {
    const account = newAccount('Venkataramanappa');
    expect(account.email.length).toBeGreaterThan(40);
    await page.goto('/auth/signup');
    await submitSignup(page, account);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
  });

  test('the bottom bar: Account asks a signed-out shopper to sign in, then opens the account', async ({
    page,
  }) => {
    // Sign-up, mail, sign-in and six pages: 8-10 s alone, past 30 s on a loaded CI host.
    test.slow();
    const account = await createVerifiedAccount(page, 'Meera');
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Shortcuts' });
    await bar.getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/auth\/login\?account$/);
    await submitLogin(page, account.email, account.password);
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: 'Meera Gowda', level: 1 })).toBeVisible();

    // Signed in, the bar goes straight to the account and the wishlist.
    await page.goto('/');
    await expect(bar.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    await expect(bar.getByRole('link', { name: /^Wishlist/ })).toHaveAttribute('href', '/wishlist');
    await bar.getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/account$/);

    // Logout from the account page, with the same question.
    await page
      .getByRole('navigation', { name: 'Account', exact: true })
      .getByRole('link', { name: 'Logout' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Logout' });
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(bar.getByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      '/auth/login?account',
    );
  });
});

test('the account pages have no serious accessibility violations @desktop', async ({ page }) => {
  // Several full axe scans, each seconds long on a busy two-core machine.
  test.slow();
  // (The logout page, shown to a signed-in shopper only, is scanned where it is used.)
  for (const path of ['/auth/login', '/auth/signup', '/auth/reset']) {
    await page.goto(path);
    await expectNoSeriousA11yViolations(page);
  }
});

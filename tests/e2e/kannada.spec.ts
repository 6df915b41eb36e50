/**
 * Issue 30's journey, in Kannada from the home page to the invoice: the switch to ಕನ್ನಡ,
 * a search in Kannada, the cart, sign-up and its e-mail, checkout with cash on delivery
 * and with online payment, the placed page, My Orders, Track Order, the order e-mail and the
 * GST invoice; then the switch back lands on the same page in English.
 */
import type { Page } from '@playwright/test';
import { newAccount } from './support/accounts.ts';
import { GEYSER } from './support/demo-shop.ts';
import { expect, test } from './support/fixtures.ts';
import { field } from './support/form-fields.ts';
import { kn } from './support/kannada.ts';
import { linkTo, waitForEmail } from './support/mailbox.ts';

const SHOP = 'Gruha Appliances';
const ORDER_NUMBER = /GA-\d{4}-\d{6}/;

async function addGeyserToCart(page: Page) {
  await page.goto(`/kn${GEYSER.path}`);
  await page.getByRole('button', { name: kn('Add to cart'), exact: true }).click();
  const added = page.getByRole('dialog', { name: kn('Added to Cart!') });
  await added.getByRole('button', { name: kn('Okay') }).click();
}

async function fillKannadaCheckout(page: Page) {
  await expect(page.getByRole('heading', { name: kn('Checkout'), level: 1 })).toBeVisible();
  await field(page, kn('Phone')).fill('9876543210');
  await field(page, kn('Address')).fill('12 MG Road');
  await field(page, kn('Pincode')).fill('572101');
  await expect(field(page, kn('City'))).toHaveValue('Tumakuru');
}

test('a shopper uses the whole shop in Kannada and comes back to English @desktop', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The switch, from the English home page.
  await page.goto('/');
  await page.getByRole('link', { name: 'ಕನ್ನಡ' }).first().click();
  await expect(page).toHaveURL(/\/kn$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'kn');
  await expect(page.getByRole('link', { name: kn('Home'), exact: true }).first()).toBeVisible();
  // Its Kannada text is set in Noto Sans Kannada, fetched for it.
  const fontLoaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].some(
      (f) => f.family.includes('Noto Sans Kannada') && f.status === 'loaded',
    );
  });
  expect(fontLoaded).toBe(true);

  // A search in Kannada script finds geysers by the word shoppers type.
  const search = page
    .getByRole('combobox', { name: kn('Search Products') })
    .filter({ visible: true })
    .first();
  await search.fill('ಗೀಸರ್');
  // Its suggestions name the geysers in Kannada.
  const suggestion = page.getByRole('option').first();
  await expect(suggestion).toHaveText(/[\u0C80-\u0CFF]/);
  await expect(suggestion.locator('[lang="en"]')).toHaveCount(0);
  await search.press('Enter');
  await expect(page).toHaveURL(/\/kn\/search\//);
  await expect(page.getByRole('article').first()).toBeVisible();

  // Sign up on the Kannada page: the verification e-mail comes in Kannada, its link too.
  const account = newAccount('Kaveri');
  await page.goto('/kn/auth/signup');
  await field(page, kn('First name')).fill(account.firstName);
  await field(page, kn('Last name')).fill(account.lastName);
  await field(page, kn('Email')).fill(account.email);
  await field(page, kn('Password')).fill(account.password);
  await field(page, kn('Confirm password')).fill(account.password);
  await page.getByRole('button', { name: kn('Create Account'), exact: true }).click();
  await expect(page).toHaveURL(/\/kn\/auth\/login/);
  const welcome = await waitForEmail(account.email);
  expect(welcome.subject).toBe(kn('Verify your e-mail for {shop}', { shop: SHOP }));
  await page.goto(linkTo(welcome, '/kn/verify/'));
  await expect(
    page.getByRole('heading', { name: kn('Verify your e-mail'), level: 1 }),
  ).toBeVisible();
  await page.goto('/kn/auth/login');
  await field(page, kn('Email')).fill(account.email);
  await field(page, kn('Password')).fill(account.password);
  await page.getByRole('button', { name: kn('Sign in'), exact: true }).click();
  await expect(page).toHaveURL(/\/kn$/);

  // Cash on delivery.
  await addGeyserToCart(page);
  await page.goto('/kn/checkout');
  await fillKannadaCheckout(page);
  await page.getByRole('radio', { name: new RegExp(`^${kn('Cash on delivery')}`) }).check();
  await page.getByRole('button', { name: kn('Place Order') }).click();
  await expect(page).toHaveURL(/\/kn\/placed\?order=/);
  await expect(
    page.getByRole('heading', { name: kn('Thank you! Your order has been placed.'), level: 1 }),
  ).toBeVisible();
  const orderNumber = (await page.getByText(ORDER_NUMBER).first().textContent())?.match(
    ORDER_NUMBER,
  )?.[0];
  expect(orderNumber).toBeTruthy();

  // The confirmation e-mail, its Track Order link and its GST invoice, all in Kannada.
  const confirmation = await waitForEmail(account.email, { after: welcome });
  expect(confirmation.subject).toBe(
    kn('Your {shop} order {number} is confirmed', { shop: SHOP, number: orderNumber! }),
  );
  const invoice = await page.request.get(linkTo(confirmation, '/kn/orders/'));
  expect(invoice.headers()['content-type']).toContain('application/pdf');
  expect((await invoice.body()).toString('latin1')).toContain('NotoSansKannada');

  await page.goto('/kn/myorders');
  await expect(page.getByRole('heading', { name: kn('My Orders'), level: 1 })).toBeVisible();
  await expect(page.getByText(orderNumber!).first()).toBeVisible();

  // The e-mail's Track Order link: its owner, signed in, sees the order's tracking at once.
  await page.goto(linkTo(confirmation, '/kn/track-order'));
  await expect(
    page.getByRole('heading', {
      name: kn('Tracking Details of {orderNumber}', { orderNumber: orderNumber! }),
    }),
  ).toBeVisible();

  // Online payment through the sandbox window.
  await addGeyserToCart(page);
  await page.goto('/kn/checkout');
  await fillKannadaCheckout(page);
  await page.getByRole('button', { name: kn('Proceed to Pay') }).click();
  await expect(page).toHaveURL(/\/kn\/checkout\/pay\//);
  const payWindow = page.getByRole('region', { name: kn('Sandbox payment window') });
  await payWindow
    .getByRole('button', {
      name: new RegExp(`₹[\\d,.]+ ${kn('Pay {amount}', { amount: '' }).trim()}`),
    })
    .click();
  await expect(page).toHaveURL(/\/kn\/placed\?order=/);
  await expect(
    page.getByRole('heading', { name: kn('Thank you! Your order has been placed.'), level: 1 }),
  ).toBeVisible();

  // Back to English: the same page.
  const placed = new URL(page.url());
  await page.getByRole('link', { name: 'English' }).first().click();
  await expect(page).toHaveURL(
    `${placed.origin}${placed.pathname.replace(/^\/kn/, '')}${placed.search}`,
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(
    page.getByRole('heading', { name: 'Thank you! Your order has been placed.', level: 1 }),
  ).toBeVisible();
});

test.describe('a browser that prefers Kannada @desktop', () => {
  test.use({ locale: 'kn-IN' });

  test('is offered the page in Kannada, never sent there, and closing the offer keeps English', async ({
    page,
  }) => {
    // No redirect: the English page it asked for.
    await page.goto(GEYSER.path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    const offer = page.getByRole('region', { name: 'Language' });
    await offer.getByRole('button', { name: 'Close' }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await page.waitForSelector('html[data-hydrated]');
    // The offer comes, when it does, a moment after the page is interactive.
    await page.waitForTimeout(1500);
    await expect(offer).toBeHidden();
  });

  test('follows the offer to the same page in Kannada', async ({ page }) => {
    await page.goto(GEYSER.path);
    await page.getByRole('link', { name: 'ಈ ಪುಟವನ್ನು ಕನ್ನಡದಲ್ಲಿ ಓದಿ' }).click();
    await expect(page).toHaveURL(new RegExp(`/kn${GEYSER.path}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'kn');
  });
});

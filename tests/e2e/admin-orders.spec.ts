/**
 * The back office's order flow as staff and shopper live it: a shopper orders (cash on
 * delivery); staff sign in, find the order and move it step by step from 'Order Placed' to
 * 'Delivered'; after every step the shopper's My Orders and Track Order show it, and the
 * shipping, out-for-delivery and delivery e-mails arrive. Guests meet a plain 404.
 */
import type { Browser, Page } from '@playwright/test';
import { createStaff } from './support/control.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { field } from './support/form-fields.ts';
import { emailsTo, waitForEmail } from './support/mailbox.ts';

const PASSWORD = 'Kaveri#River42';
const PRODUCT_SLUG = 'Instant-Geyser-Compact-White';

function unique(): string {
  return `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
}

async function signIn(page: Page, email: string, redirectTo = '/') {
  await page.goto(`/auth/login?${new URLSearchParams({ redirectTo })}`);
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === redirectTo && url.search === '');
}

/** A signed-in shopper's cash-on-delivery order, placed through the shop's API. */
async function shopperWithOrder(page: Page) {
  const email = `meena+admin-${unique()}@example.com`;
  const signUp = await page.request.post('/api/v1/auth/signup', {
    data: {
      firstName: 'Meena',
      lastName: 'Kulkarni',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
  expect(signUp.status(), await signUp.text()).toBeLessThan(300);
  // Promoted and demoted again would be odd; verify through the link the shop e-mails.
  const verification = await waitForEmail(email);
  const link = verification.links.find((href) => new URL(href).pathname.startsWith('/verify/'));
  await page.goto(link!);
  // The page verifies by a POST it makes as it opens; signing in before its answer races it.
  await expect(
    page.getByRole('status').filter({ hasText: 'Your email has been verified successfully.' }),
  ).toBeVisible();
  await signIn(page, email);
  const product = await page.request.get(`/api/v1/products/${PRODUCT_SLUG}`);
  const { data } = (await product.json()) as {
    data: { variants: { id: string; inStock: boolean; stock: number }[] };
  };
  const variant = data.variants.filter((v) => v.inStock).sort((a, b) => b.stock - a.stock)[0]!;
  expect(
    (
      await page.request.post('/api/v1/cart/lines', {
        data: { variantId: variant.id, quantity: 1 },
      })
    ).ok(),
  ).toBe(true);
  const placed = await page.request.post('/api/v1/checkout/orders', {
    data: {
      email,
      phone: '9845012345',
      firstName: 'Meena',
      lastName: 'Kulkarni',
      country: 'India',
      address: '21, Ashoka Road',
      city: 'Tumakuru',
      state: 'Karnataka',
      zip: '572101',
      paymentMethod: 'cod',
      idempotencyKey: `admin${unique().replace(/[^A-Za-z0-9]/g, '')}`.slice(0, 40),
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order } = (
    (await placed.json()) as { data: { order: { id: string; orderNumber: string } } }
  ).data;
  return { email, order };
}

async function staffPage(browser: Browser) {
  const email = `staff+${unique()}@example.com`;
  await createStaff(email, PASSWORD, 'staff');
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('dontAskSurvey', 'true'));
  await signIn(page, email, '/admin');
  await page.locator('html[data-hydrated="true"]').waitFor();
  return { page, context };
}

/** The status My Orders' card shows, after a fresh load. */
async function myOrdersStatus(page: Page, orderNumber: string) {
  await page.goto('/myorders');
  const card = page
    .getByRole('list', { name: 'Orders' })
    .getByRole('link')
    .filter({ hasText: orderNumber });
  return card;
}

test('staff move an order from placed to delivered; the shopper sees every step and gets the e-mails @desktop', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { email, order } = await shopperWithOrder(page);
  const { page: admin, context } = await staffPage(browser);

  await expect(admin.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await admin
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Orders' })
    .click();
  await expect(admin.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await field(admin, 'Order number, e-mail or phone').fill(email);
  await admin.getByRole('button', { name: 'Find orders' }).click();
  await admin.getByRole('link', { name: order.orderNumber }).click();
  await expect(
    admin.getByRole('heading', { name: `Order ${order.orderNumber}`, level: 1 }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(admin);

  const steps = [
    { status: 'Packed', note: '' },
    { status: 'Shipped', note: 'Handed to BlueDart, AWB 7788123.' },
    { status: 'Out for Delivery', note: '' },
    { status: 'Delivered', note: '' },
  ];
  for (const step of steps) {
    const form = admin.getByRole('region', { name: /^Status/ });
    await form.getByRole('combobox', { name: 'New status' }).selectOption(step.status);
    if (step.note) await form.getByLabel(/^Message to the shopper/).fill(step.note);
    await form.getByRole('button', { name: 'Update status' }).click();
    await expect(
      admin.getByRole('status').filter({ hasText: `The order is now '${step.status}'.` }),
    ).toBeVisible();
    await expect(
      admin.getByRole('list', { name: 'Order status history' }).getByRole('listitem').last(),
    ).toContainText(step.status);

    // The shopper: My Orders' card and the tracking panel, and Track Order.
    const card = await myOrdersStatus(page, order.orderNumber);
    await expect(card.getByText(step.status, { exact: true })).toBeVisible();
    await page.goto(`/track-order?order=${order.id}`);
    const drawer = page.getByRole('dialog', { name: `Tracking Details of ${order.orderNumber}` });
    await expect(
      drawer.getByRole('list', { name: 'Order status history' }).getByRole('listitem').last(),
    ).toContainText(step.status);
    if (step.note) await expect(drawer).toContainText(step.note);
  }

  // The shipping, out-for-delivery and delivery e-mails, in that order.
  await expect
    .poll(
      () =>
        emailsTo(email)
          .filter((mail) => mail.subject.includes(`${order.orderNumber}:`))
          .map((mail) => mail.subject),
      {
        timeout: 10_000,
      },
    )
    .toEqual([
      `Your Gruha Appliances order ${order.orderNumber}: Shipped`,
      `Your Gruha Appliances order ${order.orderNumber}: Out for Delivery`,
      `Your Gruha Appliances order ${order.orderNumber}: Delivered`,
    ]);
  const shipped = emailsTo(email).find((mail) => mail.subject.endsWith(': Shipped'))!;
  expect(shipped.text).toContain('Handed to BlueDart, AWB 7788123.');

  // The final state: no more moves.
  await expect(admin.getByText('This order has reached its last status.')).toBeVisible();
  await context.close();
});

test('a guest asking for the back office gets the ordinary 404 page', async ({ page }) => {
  const response = await page.goto('/admin/orders');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
});

test('the back office works on a tablet: the menu scrolls, the orders table fits its box @desktop', async ({
  browser,
}) => {
  const { page: admin, context } = await staffPage(browser);
  await admin.setViewportSize({ width: 768, height: 1024 });
  await admin.goto('/admin/orders');
  await expect(admin.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  const overflow = await admin.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(admin);
  await admin.goto('/admin');
  await expectNoSeriousA11yViolations(admin);
  await context.close();
});

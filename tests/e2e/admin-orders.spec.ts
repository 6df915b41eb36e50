/**
 * The back office's order flow as staff and shopper live it: a shopper orders (cash on
 * delivery); staff sign in, find the order and move it step by step from 'Order Placed' to
 * 'Delivered'; after every step the shopper's My Orders and Track Order show it, and the
 * shipping, out-for-delivery and delivery e-mails arrive. Guests meet a plain 404.
 */
import type { Page } from '@playwright/test';
import { signedInAccount } from './support/accounts.ts';
import { successBanner } from './support/banners.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { field } from './support/form-fields.ts';
import { emailsTo } from './support/mailbox.ts';
import { placeCodOrderByApi, timeline, trackingDialog } from './support/orders.ts';
import { staffPage } from './support/staff.ts';

/** A signed-in shopper's cash-on-delivery order, placed through the shop's API. */
async function shopperWithOrder(page: Page) {
  const { email, firstName, lastName } = await signedInAccount(page, 'Meena', 'Kulkarni');
  const order = await placeCodOrderByApi(page.request, { email, firstName, lastName });
  return { email, order };
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
  const admin = await staffPage(browser, 'staff');

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
    await expect(successBanner(admin, `The order is now '${step.status}'.`)).toBeVisible();
    await expect(timeline(admin).last()).toContainText(step.status);

    // The shopper: My Orders' card and the tracking panel, and Track Order.
    const card = await myOrdersStatus(page, order.orderNumber);
    await expect(card.getByText(step.status, { exact: true })).toBeVisible();
    await page.goto(`/track-order?order=${order.id}`);
    const drawer = trackingDialog(page, order.orderNumber);
    await expect(timeline(drawer).last()).toContainText(step.status);
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
  await admin.context().close();
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
  const admin = await staffPage(browser, 'staff');
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
  await admin.context().close();
});

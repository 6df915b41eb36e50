/**
 * Store pickup (issue 35): a guest buys a shoe rack to collect at a Tumakuru store, paying
 * there in cash: no shipping charge, the pickup code on the placed page and in the e-mail;
 * staff make it ready (the shopper is e-mailed the code and the way there), take the cash
 * and hand it over only against that code; the shopper's Track Order shows it picked up.
 */
import type { APIRequestContext } from '@playwright/test';
import { successBanner } from './support/banners.ts';
import { addVariantByApi } from './support/cart.ts';
import {
  fillCheckout,
  newShopper,
  readPlacedPage,
  summary,
  summaryRow,
} from './support/checkout.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { field } from './support/form-fields.ts';
import { waitForEmail } from './support/mailbox.ts';
import { timeline, trackingDialog } from './support/orders.ts';
import { staffPage } from './support/staff.ts';

/** A shoe rack in stock, as the API lists it. */
async function shoeRack(request: APIRequestContext): Promise<string> {
  const listing = await request.get('/api/v1/collections/Shoe-Racks?pageSize=20');
  const { data } = (await listing.json()) as { data: { products: { slug: string }[] } };
  for (const { slug } of data.products) {
    const detail = (await (await request.get(`/api/v1/products/${slug}`)).json()) as {
      data: { variants: { id: string; stock: number }[] };
    };
    const variant = detail.data.variants.find((v) => v.stock > 2);
    if (variant) return variant.id;
  }
  throw new Error('no shoe rack in stock');
}

test('a shoe rack picked up at a Tumakuru store, paid there in cash @desktop', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const shopper = newShopper('Nandini');
  await addVariantByApi(page.request, await shoeRack(page.request), 1);
  await page.goto('/checkout');
  await fillCheckout(page, shopper, '572101');

  const choice = page.getByRole('region', { name: 'Delivery or pickup' });
  await choice.getByRole('radio', { name: /^Pick up from a store/ }).check();
  const store = choice.getByRole('combobox', { name: 'Store to pick up from' });
  // Nearest first: the B H Road store, in the pincode itself.
  await expect(store.locator('option').nth(1)).toHaveText(/Tumakuru.* \(0 km\)$/);
  await store.selectOption({ index: 1 });
  await expect(choice.getByRole('link', { name: 'Directions' })).toBeVisible();
  await expect(summaryRow(summary(page), 'Shipping').locator('dd')).toHaveText('Shipping Free');
  // Cash is paid at the store.
  const atStore = page.getByRole('radio', { name: /^Pay at the store/ });
  await atStore.check();
  await expectNoSeriousA11yViolations(page);
  const place = page.getByRole('button', { name: 'Place Order' });
  await expect(place).toBeEnabled();
  await place.click();
  const orderNumber = await readPlacedPage(page);
  await expect(page.getByText(/To pay at the store/)).toBeVisible();
  const codeLine = page.getByText(/Your pickup code: \d{6}\./).first();
  await expect(codeLine).toBeVisible();
  const code = /(\d{6})/.exec((await codeLine.textContent())!)![1]!;
  const confirmation = await waitForEmail(shopper.email);
  expect(confirmation.text).toContain(`Your pickup code: ${code}.`);

  // Staff at the store: ready, then handed over against the code.
  const admin = await staffPage(browser, 'staff');
  await admin.goto('/admin/orders');
  await field(admin, 'Order number, e-mail or phone').fill(orderNumber);
  await admin.getByRole('button', { name: 'Find orders' }).click();
  await admin.getByRole('link', { name: orderNumber }).click();
  await expect(admin.getByRole('region', { name: 'Pick up from a store' })).toContainText(
    'Tumakuru',
  );
  const form = admin.getByRole('region', { name: /^Status/ });
  const status = form.getByRole('combobox', { name: 'New status' });
  await expect(status.locator('option', { hasText: 'Shipped' })).toHaveCount(0);
  await status.selectOption('Ready for Pickup');
  await form.getByRole('button', { name: 'Update status' }).click();
  await expect(successBanner(admin, "The order is now 'Ready for Pickup'.")).toBeVisible();
  const ready = await waitForEmail(shopper.email, { after: confirmation });
  expect(ready.subject).toContain('Ready for Pickup');
  expect(ready.text).toContain(`Your pickup code: ${code}.`);
  expect(ready.links.some((link) => link.includes('maps'))).toBe(true);

  // The counter takes the cash, then hands over against the code.
  await field(admin, 'Receipt number').fill('TUM-01/4471');
  await admin.getByRole('button', { name: 'Mark paid' }).click();
  await expect(successBanner(admin, 'The cash payment has been recorded.')).toBeVisible();
  await form.getByRole('combobox', { name: 'New status' }).selectOption('Picked Up');
  const codeField = form.getByLabel(/^Pickup code/);
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await form.getByRole('button', { name: 'Update status' }).click();
  await expect(form.getByText('This pickup code does not match the order.')).toBeVisible();
  await form.getByLabel(/^Pickup code/).fill(code);
  await form.getByRole('button', { name: 'Update status' }).click();
  await expect(successBanner(admin, "The order is now 'Picked Up'.")).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await admin.context().close();

  // The shopper's own tracking shows it collected.
  await page.goto(`/track-order?order=${new URL(page.url()).searchParams.get('order') ?? ''}`);
  const drawer = trackingDialog(page, orderNumber);
  await expect(timeline(drawer).last()).toContainText('Picked Up');
});

/**
 * Installation by the stores (issue 35): a signed-in shopper checks a geyser's delivery to
 * 572101 (a Tumakuru store installs it, included), buys it with an installation slot at
 * checkout and sees the visit on the placed page and in My Orders; staff find it on the
 * Tumakuru store's week, assign a technician (the shopper sees the first name) and, on the
 * day, mark it done.
 */
import { todayInIndia } from '../../app/modules/installation/slots.ts';
import { signedInAccount } from './support/accounts.ts';
import { successBanner } from './support/banners.ts';
import { addVariantByApi } from './support/cart.ts';
import {
  fillCheckout,
  newShopper,
  placeCodOrder,
  summary,
  summaryRow,
} from './support/checkout.ts';
import { visitDayComes } from './support/control.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { field } from './support/form-fields.ts';
import { staffPage } from './support/staff.ts';

/** A geyser in stock, as the API lists it. */
async function geyser(request: import('@playwright/test').APIRequestContext) {
  const listing = await request.get('/api/v1/collections/Instant-Geysers?pageSize=20');
  const { data } = (await listing.json()) as { data: { products: { slug: string }[] } };
  for (const { slug } of data.products) {
    const detail = (await (await request.get(`/api/v1/products/${slug}`)).json()) as {
      data: { variants: { id: string; stock: number }[] };
    };
    const variant = detail.data.variants.find((v) => v.stock > 2);
    if (variant) return { slug, variant: variant.id };
  }
  throw new Error('no geyser in stock');
}

test('a geyser bought with an installation slot, fitted by the Tumakuru store @desktop', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const account = await signedInAccount(page, 'Kavya', 'Shetty');
  const item = await geyser(page.request);

  // The product page says who installs it there.
  await page.goto(`/product/${item.slug}`);
  await field(page, 'Pincode').fill('572101');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(
    page.getByText(/Installation available at 572101 by our .+ store, included in the price\./),
  ).toBeVisible();

  await addVariantByApi(page.request, item.variant, 1);
  await page.goto('/checkout');
  await fillCheckout(page, { ...newShopper('Kavya'), email: account.email }, '572101');
  const installation = page.getByRole('region', { name: 'Installation' });
  await expect(installation).toContainText('included in the price');
  const choice = installation.getByRole('combobox', { name: 'Installation visit' });
  // The first slot offered: a day after the promised delivery.
  const slot = await choice.locator('optgroup option').first().getAttribute('value');
  const label = (await choice.locator('optgroup option').first().textContent())!;
  await choice.selectOption(slot!);
  await expect(summaryRow(summary(page), 'Installation')).toContainText('Included');
  await expectNoSeriousA11yViolations(page);
  const orderNumber = await placeCodOrder(page);

  const placedVisit = page.getByRole('region', { name: 'Installation visit' });
  await expect(placedVisit).toContainText(`comes on ${label}`);

  // Staff: the Tumakuru store's week holds the visit.
  const [day] = slot!.split('/');
  const admin = await staffPage(browser, 'staff');
  await admin.goto('/admin/installations');
  const filter = admin.getByRole('form', { name: 'Choose a store and a week' });
  const store = filter.getByRole('combobox', { name: 'Store' });
  const tumakuru = await store
    .locator('option', { hasText: 'Tumakuru' })
    .first()
    .getAttribute('value');
  await store.selectOption(tumakuru!);
  await filter.getByLabel('Week from').fill(day!);
  await filter.getByRole('button', { name: 'Show visits' }).click();
  const row = admin.getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toContainText('Booked');
  await expectNoSeriousA11yViolations(admin);

  await row
    .getByRole('textbox', { name: `Technician for order ${orderNumber}` })
    .fill('Ravi Kumar');
  await row.getByRole('button', { name: `Save the technician for order ${orderNumber}` }).click();
  await expect(
    successBanner(admin, `The technician for order ${orderNumber} has been saved.`),
  ).toBeVisible();

  // The shopper sees the technician's first name.
  await page.goto('/myorders');
  await page
    .getByRole('link', { name: new RegExp(orderNumber) })
    .first()
    .click();
  const visit = page.getByRole('region', { name: 'Installation visit' });
  await expect(visit).toContainText('Technician: Ravi');
  await expect(visit).not.toContainText('Kumar');
  await expect(visit.getByRole('button', { name: 'Cancel visit' })).toBeVisible();

  // The day of the visit: staff open today's week and mark it done.
  await visitDayComes(orderNumber);
  await filter.getByLabel('Week from').fill(todayInIndia(new Date()));
  await filter.getByRole('button', { name: 'Show visits' }).click();
  const done = admin.getByRole('row').filter({ hasText: orderNumber });
  await done.getByRole('radio', { name: 'Done' }).check();
  await done.getByRole('textbox', { name: /Note/ }).fill('Fitted on the bathroom wall; tested.');
  await done.getByRole('button', { name: `Save the outcome for order ${orderNumber}` }).click();
  await expect(
    successBanner(admin, `The visit for order ${orderNumber} has been marked done.`),
  ).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: orderNumber })).toContainText('Done');

  await page.reload();
  await expect(page.getByRole('region', { name: 'Installation visit' })).toContainText(
    'Installed by',
  );
  await admin.context().close();
});

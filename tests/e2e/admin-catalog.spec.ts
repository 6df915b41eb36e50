/**
 * The back office's catalog in a real browser: a staff member finds a product, changes a
 * variant's selling price and its stock, and the shop's product page shows the change on
 * the next view. The list and the edit page have no serious accessibility violations.
 * Desktop only (the back office's narrow layout is checked in the integration tests and
 * by screenshots); the product is put back as it was at the end, for the specs after it.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { successBanner } from './support/banners.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { postsFrom } from './support/network.ts';
import { signInAsStaff } from './support/staff.ts';

/** A product no other spec looks at: two sizes, 3 and 4 Feet. */
const PRODUCT = { name: 'Shoe Cabinet with Doors', slug: 'Shoe-Cabinet-with-Doors' };

/** The first variant's form on the edit page (3 Feet: the one the product page opens on). */
function firstVariant(page: Page) {
  return page.getByRole('form', { name: 'Variant 3 Feet' });
}

/** The product page's stock line, under the price of the variant it shows. */
function stockLine(page: Page) {
  return page.locator('.product-info .stock-status');
}

test('staff change a price and the stock, and the product page shows both @desktop', async ({
  page,
}) => {
  await signInAsStaff(page, 'staff', '/admin/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  // Staff may edit, not add.
  await expect(page.getByRole('link', { name: 'Add product' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('searchbox', { name: 'Search' }).fill(PRODUCT.name);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/q=Shoe\+Cabinet/);
  // The edit page's forms check with their actions' schemas, fetched as a form is first
  // entered (ADR 0023).
  const rules = page.waitForResponse(/\/assets\/form-validators-[\w-]+\.js$/);
  await page.getByRole('link', { name: PRODUCT.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const variant = firstVariant(page);
  const price = variant.getByLabel(/^Selling price/);
  const stock = variant.getByLabel(/^Stock/);
  const mrp = variant.getByLabel(/^MRP/);
  const original = {
    price: await price.inputValue(),
    stock: await stock.inputValue(),
    mrp: await mrp.inputValue(),
  };
  expect(Number(original.stock)).toBeGreaterThan(0);

  // A price above the MRP: the message appears under the field, nothing is sent (the
  // browser checks with the action's own rules, fetched after the page).
  const posts = postsFrom(page);
  await price.fill(String(Number(original.mrp) + 1));
  await rules;
  await variant.getByRole('button', { name: /^Save/ }).click();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(price).toHaveAccessibleDescription(
    /The selling price cannot be more than the MRP\./,
  );
  expect(posts).toEqual([]);

  // A new price: saved, and the shop shows it on the next view.
  const newPrice = Number(original.mrp) - 111;
  await price.fill(String(newPrice));
  await variant.getByRole('button', { name: /^Save/ }).click();
  await expect(successBanner(page, 'has been saved')).toBeVisible();
  const editUrl = page.url();

  await page.goto(`/product/${PRODUCT.slug}`);
  const formatted = `₹${newPrice.toLocaleString('en-IN')}`;
  await expect(page.getByRole('main').getByText(formatted, { exact: true }).first()).toBeVisible();
  await expect(stockLine(page)).toHaveText(/In stock|Only \d+ left/);

  // Stock 0: the product page says it is out of stock.
  await page.goto(editUrl);
  await stock.fill('0');
  await firstVariant(page).getByRole('button', { name: /^Save/ }).click();
  await expect(successBanner(page, 'has been saved')).toBeVisible();
  await page.goto(`/product/${PRODUCT.slug}`);
  // (The demo's buyers' delivered units may follow: 'Out of stock · 3 delivered'.)
  await expect(stockLine(page)).toHaveText(/^Out of stock/);

  // Put the product back as it was.
  await page.goto(editUrl);
  await price.fill(original.price);
  await stock.fill(original.stock);
  await firstVariant(page).getByRole('button', { name: /^Save/ }).click();
  await expect(successBanner(page, 'has been saved')).toBeVisible();
  await page.goto(`/product/${PRODUCT.slug}`);
  await expect(stockLine(page)).toHaveText(/In stock|Only \d+ left/);
});

test.describe("when the forms' rules cannot be fetched @desktop", () => {
  test.use({ unreachable: /\/assets\/form-validators-[\w-]+\.js$/ });

  test('the server answers a refused form with the same message under the field', async ({
    page,
  }) => {
    await signInAsStaff(page, 'staff', '/admin/products');
    await page.getByRole('searchbox', { name: 'Search' }).fill(PRODUCT.name);
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('link', { name: PRODUCT.name, exact: true }).click();
    const variant = firstVariant(page);
    const price = variant.getByLabel(/^Selling price/);
    const mrp = variant.getByLabel(/^MRP/);
    await price.fill(String(Number(await mrp.inputValue()) + 1));
    await variant.getByRole('button', { name: /^Save/ }).click();
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(price).toHaveAccessibleDescription(
      /The selling price cannot be more than the MRP\./,
    );
  });
});

test('staff upload an image larger than an ordinary form, then remove it @desktop', async ({
  page,
}) => {
  await signInAsStaff(page, 'staff', '/admin/products');
  await page.goto(`/admin/products?${new URLSearchParams({ q: PRODUCT.name })}`);
  await page.getByRole('link', { name: PRODUCT.name, exact: true }).click();
  await page.getByRole('link', { name: /Reorder, describe, remove or upload images/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Images of ${PRODUCT.name}` }),
  ).toBeVisible();
  const before = await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('img') })
    .count();

  // Random pixels: a real PNG of a few hundred KB, above the 64 KB of an ordinary form.
  const png = await sharp(randomBytes(300 * 300 * 3), {
    raw: { width: 300, height: 300, channels: 3 },
  })
    .png()
    .toBuffer();
  expect(png.length).toBeGreaterThan(64 * 1024);
  await page
    .getByLabel('Image file')
    .setInputFiles({ name: 'noise.png', mimeType: 'image/png', buffer: png });
  await page
    .getByRole('region', { name: 'Upload an image' })
    .getByLabel(/^Alt text/)
    .fill('Test noise');
  await page.getByRole('button', { name: 'Upload image' }).click();
  await expect(successBanner(page, 'The image has been added.')).toBeVisible();
  const added = page.getByRole('img', { name: 'Test noise' });
  await expect(added).toBeVisible();
  await expect(added).toHaveJSProperty('naturalWidth', 300);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: `Remove image ${before + 1}` }).click();
  await expect(successBanner(page, 'The image has been removed.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Test noise' })).toHaveCount(0);
});

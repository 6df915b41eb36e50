/**
 * Listing filters (issue 32): a shopper narrows the geysers to 15–25 L storage geysers in
 * stock up to ₹10,000 (no instant geyser holds 15 litres: the demo's instant ones are
 * 1–6 L), sees the counts change, removes a chip, shares the URL into a new browser and
 * sees the same list; the same without JavaScript; on a phone, in the filters' sheet.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';

const GEYSERS = '/collections/Instant-Geysers';

async function names(page: Page): Promise<string[]> {
  const grid = page.getByRole('list', { name: 'Instant Geysers products' });
  return (await grid.getByRole('heading').allTextContents()).map((name) => name.trim()).sort();
}

/** The "N products" line above the grid. */
function count(page: Page) {
  return page.locator('.listing-bar__count');
}

test('filters the geysers, counts change, a chip comes off, the URL is the list @desktop', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await page.goto(GEYSERS);
  await expect(count(page)).toHaveText('17 products');
  const filters = page.getByRole('region', { name: 'Filters' });

  await filters
    .getByRole('group', { name: 'Capacity (L)' })
    .getByRole('link', { name: /^15 L – 25 L/ })
    .click();
  await expect(page).toHaveURL(/a\.capacity\.min=15&a\.capacity\.max=25/);
  await expect(count(page)).toHaveText('6 products');
  // No instant geyser holds 15 litres: the choice is there, and says it leaves none.
  const type = filters.getByRole('group', { name: 'Type' });
  await expect(type.getByRole('checkbox', { name: 'Instant (0)' })).toBeDisabled();

  await type.getByRole('checkbox', { name: /^Storage/ }).check();
  await expect(page).toHaveURL(/a\.type=storage/);
  await filters.getByRole('checkbox', { name: /^In stock only/ }).check();
  await expect(page).toHaveURL(/inStock=1/);
  await filters.getByRole('spinbutton', { name: 'Maximum Price' }).fill('10000');
  await filters.getByRole('spinbutton', { name: 'Maximum Price' }).press('Enter');
  await expect(page).toHaveURL(/maxPrice=10000/);
  await expect(count(page)).toHaveText('6 products');
  const filtered = await names(page);
  expect(filtered).toHaveLength(6);
  expect(filtered.every((name) => /Storage|Horizontal/.test(name))).toBe(true);

  // The chips: one off, and the list grows back to what the others leave.
  const chips = page.getByRole('list', { name: 'Chosen filters' });
  await expect(chips.getByRole('link')).toHaveCount(5);
  await chips.getByRole('link', { name: 'Remove filter: Capacity 15 L – 25 L' }).click();
  await expect(page).toHaveURL((url) => !url.search.includes('capacity'));
  await expect(count(page)).toHaveText('7 products');
  const shared = page.url();
  const listed = await names(page);
  await expectNoSeriousA11yViolations(page);

  // Shared into another browser: the same list.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(shared);
  await expect(count(second)).toHaveText('7 products');
  expect(await names(second)).toEqual(listed);
  await other.close();

  // "Clear all" is the whole collection again.
  await chips.getByRole('link', { name: 'Clear all' }).click();
  await expect(count(page)).toHaveText('17 products');
});

test('filters without JavaScript (a GET form) @desktop', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(GEYSERS);
  const filters = page.getByRole('region', { name: 'Filters' });
  await filters
    .getByRole('group', { name: 'Type' })
    .getByRole('checkbox', { name: /^Storage/ })
    .check();
  await filters.getByRole('checkbox', { name: /^In stock only/ }).check();
  await filters.getByRole('spinbutton', { name: 'Minimum Capacity' }).fill('15');
  await filters.getByRole('spinbutton', { name: 'Maximum Capacity' }).fill('25');
  await filters.getByRole('spinbutton', { name: 'Maximum Price' }).fill('10000');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  // The empty fields are left out of the address.
  await expect(page).toHaveURL(
    /\?(?=.*a\.type=storage)(?=.*inStock=1)(?=.*maxPrice=10000)(?=.*a\.capacity\.min=15)(?!.*minPrice)/,
  );
  await expect(count(page)).toHaveText('6 products');
  await page.getByRole('link', { name: 'Remove filter: Capacity 15 L – 25 L' }).click();
  await expect(count(page)).toHaveText('7 products');
  await context.close();
});

test('on a phone the filters are a sheet with "Show N products" @mobile', async ({ page }) => {
  await page.goto(GEYSERS);
  const sheet = page.getByRole('region', { name: 'Filters' });
  await expect(sheet).toBeHidden();
  await page.getByRole('link', { name: 'Filters', exact: true }).click();
  await expect(sheet).toBeVisible();
  await sheet
    .getByRole('group', { name: 'Type' })
    .getByRole('checkbox', { name: /^Storage/ })
    .check();
  // The sheet stays open while choosing, and says how many the choice leaves.
  await expect(sheet.getByRole('button', { name: 'Show 7 products' })).toBeVisible();
  await sheet.getByRole('checkbox', { name: /^In stock only/ }).check();
  await expect(sheet.getByRole('button', { name: 'Show 7 products' })).toBeVisible();
  await sheet.getByRole('link', { name: /^15 L – 25 L/ }).click();
  await sheet.getByRole('button', { name: 'Show 6 products' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('link', { name: 'Filters (3)' })).toBeVisible();
  await expect(count(page)).toHaveText('6 products');
});

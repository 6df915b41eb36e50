/**
 * Comparing products (issue 32) as a shopper does it: 'Compare' on a collection's cards,
 * the tray and its link, /compare's table (a row per attribute, the rows that differ
 * marked, 'Show only differences'), removing a product, and the two refusals (a fifth
 * product, another category).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

const GEYSERS = '/collections/Instant-Geysers';

/** The collection's grid and the names of its first `count` cards. */
async function cardsOf(page: Page, path: string, count: number) {
  await page.goto(path);
  const grid = page.getByRole('list', { name: / products$/ });
  const names = (await grid.getByRole('heading').allTextContents()).slice(0, count);
  expect(names).toHaveLength(count);
  return { grid, names };
}

/** Presses a card's 'Compare' and waits for it to show the product as added. */
async function addFromCard(page: Page, name: string) {
  const button = page.getByRole('button', { name: `Compare ${name}`, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

const tray = (page: Page, count: number) =>
  page.getByRole('complementary', { name: `Compare (${count}/4)` });

test('compares three geysers added from their cards: differing rows, only differences, remove one', async ({
  page,
}) => {
  const { names } = await cardsOf(page, GEYSERS, 3);
  for (const [index, name] of names.entries()) {
    await addFromCard(page, name);
    await expect(tray(page, index + 1)).toBeVisible();
  }
  // The tray names the three and leads to the comparison.
  const shelf = tray(page, 3);
  for (const name of names) {
    await expect(shelf.getByRole('button', { name: `Remove ${name} from compare` })).toBeAttached();
  }
  await shelf.getByRole('link', { name: 'Compare now' }).click();
  await expect(page).toHaveURL(/\/compare\?products=/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Compare products');

  const table = page.getByRole('table');
  const columns = table.getByRole('columnheader');
  await expect(columns).toHaveCount(3);
  for (const name of names) await expect(columns.filter({ hasText: name })).toHaveCount(1);
  // A row per attribute (Capacity among them), each with the three products' values.
  const capacity = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^Capacity/ }) });
  await expect(capacity.getByRole('cell')).toHaveCount(3);
  const rows = table.getByRole('row');
  const allRows = await rows.count();
  const differing = rows.filter({ hasText: 'Differs' });
  expect(await differing.count()).toBeGreaterThan(0);
  expect(await differing.count()).toBeLessThan(allRows);

  // Only the differences: every attribute row left is marked.
  const only = page.getByRole('button', { name: 'Show only differences' });
  await expect(only).toHaveAttribute('aria-pressed', 'false');
  await only.click();
  await expect(only).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/only=differences/);
  await expect.poll(() => rows.count()).toBeLessThan(allRows);
  const marked = await differing.count();
  // Price, rating and the Add to cart row stay; every other row differs.
  await expect(rows).toHaveCount(marked + 4);

  // Remove one: two columns left, and the list (the tray elsewhere) follows.
  await table.getByRole('button', { name: `Remove ${names[0]} from compare` }).click();
  await expect(columns).toHaveCount(2);
  await expect(columns.filter({ hasText: names[0]! })).toHaveCount(0);
  await page.goto(GEYSERS);
  await expect(tray(page, 2)).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Compare ${names[0]}`, exact: true }),
  ).toHaveAttribute('aria-pressed', 'false');
});

test('refuses a fifth product, and a product of another category', async ({ page }) => {
  const { names } = await cardsOf(page, GEYSERS, 5);
  for (const name of names.slice(0, 4)) await addFromCard(page, name);
  await expect(tray(page, 4)).toBeVisible();
  await page.getByRole('button', { name: `Compare ${names[4]}`, exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'You can compare up to 4 products.' }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Compare ${names[4]}`, exact: true }),
  ).toHaveAttribute('aria-pressed', 'false');
  await expect(tray(page, 4)).toBeVisible();

  // Another collection's product, with a list that has room: one category at a time.
  await page.context().clearCookies({ name: 'compare' });
  await cardsOf(page, GEYSERS, 1);
  await addFromCard(page, names[0]!);
  await expect(tray(page, 1)).toBeVisible();
  const other = await cardsOf(page, '/collections/High-Pressure-Washers', 1);
  await other.grid.getByRole('button', { name: `Compare ${other.names[0]}`, exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Compare products of one category at a time.' }),
  ).toBeVisible();
  await expect(tray(page, 1)).toBeVisible();
});

test("'Compare' is on a collection's cards only, and on the product page", async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByRole('button', { name: /^Compare / })).toHaveCount(0);
  const { names } = await cardsOf(page, GEYSERS, 1);
  await page.getByRole('link', { name: names[0], exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(names[0]!);
  const button = page.getByRole('button', { name: `Compare ${names[0]}`, exact: true });
  await expect(button).toHaveCount(1);
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(tray(page, 1)).toBeVisible();
  await expect(page.getByRole('table').getByRole('rowheader').first()).toBeVisible();
});

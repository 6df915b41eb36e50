/**
 * The cart (and the wishlist beside it) as a shopper fills it: the header's badges, the
 * 'Added to Cart!' dialog, adding from a card or a product page, the cart page's lines;
 * and, for tests about what comes after, the same through the shop's API.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { GEYSER } from './demo-shop.ts';
import { expect } from './fixtures.ts';
import { chooseVariant } from './product-page.ts';

const itemCount = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** The link to the cart that shows this count ('Cart, 1 item'): the first in `scope`. */
export function cartLink(scope: Page | Locator, count: number) {
  return scope.getByRole('link', { name: `Cart, ${itemCount(count)}` }).first();
}

/** The link to the wishlist that shows this count ('Wishlist, 1 item'): the first in `scope`. */
export function wishlistLink(scope: Page | Locator, count: number) {
  return scope.getByRole('link', { name: `Wishlist, ${itemCount(count)}` }).first();
}

/** What the shop holds in this browser's cart, asked of its API. */
export async function cartSummary(page: Page) {
  const response = await page.request.get('/api/v1/cart/summary');
  return (await response.json()) as { count: number; totalPaise: number };
}

/** The dialog an add to the cart opens. */
export function addedDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Added to Cart!' });
}

/** Closes the 'Added to Cart!' dialog with its Okay. */
export async function closeAddedDialog(page: Page) {
  await addedDialog(page).getByRole('button', { name: 'Okay' }).click();
}

/** The first product card on the page that can be added to the cart (one in stock). */
export function firstCardInStock(page: Page) {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /^Add .+ to cart$/ }) })
    .first();
}

/** Clicks the first card's add-to-cart button on the page. */
export function addFirstCardToCart(page: Page) {
  return page
    .getByRole('button', { name: /^Add .+ to cart$/ })
    .first()
    .click();
}

/**
 * Opens a product page and adds it to the cart: the variant named by `variant` (else the
 * one the page opens on), `quantity` of it (else one); then closes the dialog.
 */
export async function addFromProductPage(
  page: Page,
  path: string,
  { variant, quantity }: { variant?: string; quantity?: number } = {},
) {
  await page.goto(path);
  if (variant) await chooseVariant(page, variant);
  if (quantity) await page.getByLabel('Quantity').fill(String(quantity));
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await closeAddedDialog(page);
}

/** The lines of the cart page. */
export function cartLines(page: Page) {
  return page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
}

/**
 * Puts `quantity` of a variant in the cart of whoever `request` speaks for (a page's
 * `request` shares its cookies).
 */
export async function addVariantByApi(request: APIRequestContext, variantId: string, quantity = 1) {
  const response = await request.post('/api/v1/cart/lines', { data: { variantId, quantity } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The geyser's variant with the most stock (for tests that need an item, not its page). */
export async function roomyVariant(
  request: APIRequestContext,
): Promise<{ id: string; label: string }> {
  const response = await request.get(`/api/v1/products/${GEYSER.slug}`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as {
    data: { variants: { id: string; label: string; stock: number; inStock: boolean }[] };
  };
  const best = data.variants
    .filter((variant) => variant.inStock)
    .sort((a, b) => b.stock - a.stock)[0];
  if (!best) throw new Error(`${GEYSER.slug} has no variant in stock`);
  return best;
}

/** Puts one of the roomiest geyser in the cart through the API; returns that variant. */
export async function addToCartByApi(request: APIRequestContext) {
  const variant = await roomyVariant(request);
  await addVariantByApi(request, variant.id);
  return variant;
}

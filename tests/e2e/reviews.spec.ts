/**
 * Reviews as buyers and shoppers meet them (issue 31): a signed-in customer cannot review
 * a product before it is delivered (page and API); staff move the order to Delivered; the
 * customer writes the review from the product page; the review, the new average and count
 * show on the product page and on its card; another shopper finds it helpful but cannot
 * review the product.
 */
import type { APIRequestContext } from '@playwright/test';
import { signedInAccount } from './support/accounts.ts';
import { successBanner } from './support/banners.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { field } from './support/form-fields.ts';
import { placeCodOrderByApi } from './support/orders.ts';
import { staffPage } from './support/staff.ts';

/** A product no other test touches: the first shoe rack the search finds, and its first variant. */
async function shoeRack(request: APIRequestContext) {
  const found = await request.get('/api/v1/search?q=shoe%20rack');
  const { data } = (await found.json()) as {
    data: { slug: string; name: string; variant: { id: string } }[];
  };
  const product = data[0];
  if (!product) throw new Error('no shoe rack in the demo shop');
  return product;
}

const REVIEW = {
  title: 'Sturdy and easy to fit',
  text: 'Holds twelve pairs without wobbling; took ten minutes to put together.',
};

test('a buyer reviews a delivered product; its page and card show it; others cannot review @desktop', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const product = await shoeRack(page.request);
  const buyer = await signedInAccount(page, 'Lakshmi', 'bhat');
  const placed = await placeCodOrderByApi(page.request, buyer, { variantId: product.variant.id });

  // Not delivered yet: the page says why, the API refuses and stores nothing.
  await page.goto(`/product/${product.slug}/review`);
  await expect(
    page.getByText('Only buyers who have received this product can review it.'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your review' })).toHaveCount(0);
  const early = await page.request.post(`/api/v1/products/${product.slug}/reviews`, {
    data: { rating: 5, text: REVIEW.text },
  });
  expect(early.status()).toBe(403);

  // Staff move the order to Delivered.
  const admin = await staffPage(browser, 'staff');
  await admin.goto(`/admin/orders/${placed.id}`);
  for (const status of ['Packed', 'Shipped', 'Out for Delivery', 'Delivered']) {
    const form = admin.getByRole('region', { name: /^Status/ });
    await form.getByRole('combobox', { name: 'New status' }).selectOption(status);
    await form.getByRole('button', { name: 'Update status' }).click();
    await expect(successBanner(admin, `The order is now '${status}'.`)).toBeVisible();
  }
  await admin.context().close();

  // The buyer writes the review from the product page.
  await page.goto(`/product/${product.slug}`);
  const section = page.getByRole('region', { name: 'Ratings and reviews' });
  await expect(section.getByText('No reviews yet.')).toBeVisible();
  await section.getByRole('link', { name: 'Write a review' }).click();
  await expect(page.getByRole('heading', { name: 'Write a review', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByText('Please select a rating.')).toBeVisible();
  await page.getByRole('radio', { name: '4 stars: very good' }).check();
  await page.getByRole('textbox', { name: 'Title (optional)' }).fill(REVIEW.title);
  await field(page, 'Your review').fill(REVIEW.text);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Post review' }).click();
  await expect(successBanner(page, 'Thank you! Your review is published.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edit your review', level: 1 })).toBeVisible();

  await page.getByRole('link', { name: 'Back to the product' }).click();
  const review = page.getByRole('article', { name: REVIEW.title });
  await expect(review).toContainText(REVIEW.text);
  await expect(review).toContainText('Lakshmi B.');
  await expect(review).toContainText('Verified buyer');
  await expect(
    page.getByRole('img', { name: 'Rated 4.0 out of 5 by 1 buyer' }).first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The card in the search results shows the stars and the count.
  await page.goto(`/search/${encodeURIComponent(product.name)}`);
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: product.name, exact: true }) });
  await expect(card.getByRole('img', { name: 'Rated 4.0 out of 5 by 1 buyer' })).toBeVisible();

  // Another shopper: may find it helpful, may not review.
  const other = await (await browser.newContext()).newPage();
  await other.goto(`/product/${product.slug}`);
  const seen = other.getByRole('article', { name: REVIEW.title });
  await seen.getByRole('button', { name: 'Helpful' }).click();
  await expect(seen.getByText('Thank you for your feedback.')).toBeVisible();
  const refused = await other.request.post(`/api/v1/products/${product.slug}/reviews`, {
    data: { rating: 1, text: 'I never bought this but I want to say something.' },
  });
  expect(refused.status()).toBe(401);
  await other.context().close();
});

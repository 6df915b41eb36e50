/**
 * Reviews as buyers and shoppers meet them (issue 31): a signed-in customer cannot review
 * a product before it is delivered (page and API); staff move the order to Delivered; the
 * customer writes the review from the product page, with a photo; the review, the new
 * average and count show on the product page and on its card; another shopper finds it
 * helpful and reports it, but cannot review the product; staff hide the reported review
 * and the average changes on the next view. A guest buyer reviews through the link the
 * review-request e-mail brings (REVIEW_REQUEST_AFTER_DAYS=0 in the e2e server).
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { signedInAccount } from './support/accounts.ts';
import { successBanner } from './support/banners.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { field } from './support/form-fields.ts';
import { emailsTo, linkTo, waitForEmail } from './support/mailbox.ts';
import { placeCodOrderByApi } from './support/orders.ts';
import { staffPage } from './support/staff.ts';
import { uniqueEmail } from './support/unique.ts';

interface Listed {
  slug: string;
  name: string;
  variant: { id: string; inStock: boolean };
  rating: { average: number; count: number } | null;
}

/**
 * A product the demo's buyers have not reviewed, in stock: the `nth` of them from the end
 * of the catalog (each test takes its own, so none sees another's reviews).
 */
async function unreviewed(request: APIRequestContext, nth: number) {
  const products: Listed[] = [];
  for (let page = 1; ; page++) {
    const found = await request.get(`/api/v1/products?pageSize=60&page=${page}`);
    const { data } = (await found.json()) as { data: { products: Listed[]; hasMore: boolean } };
    products.push(...data.products);
    if (!data.hasMore) break;
  }
  const product = products
    .filter((item) => item.rating === null && item.variant.inStock)
    .at(-1 - nth);
  if (!product) throw new Error('the demo shop has no unreviewed product left');
  return product;
}

/** Staff move the order through to Delivered in the back office. */
async function deliver(browser: Browser, orderId: string) {
  const admin = await staffPage(browser, 'staff');
  await admin.goto(`/admin/orders/${orderId}`);
  for (const status of ['Packed', 'Shipped', 'Out for Delivery', 'Delivered']) {
    const form = admin.getByRole('region', { name: /^Status/ });
    await form.getByRole('combobox', { name: 'New status' }).selectOption(status);
    await form.getByRole('button', { name: 'Update status' }).click();
    await expect(successBanner(admin, `The order is now '${status}'.`)).toBeVisible();
  }
  await admin.context().close();
}

/** A photo as a phone takes it (a JPEG of a few hundred KB). */
async function photo() {
  const buffer = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 190, g: 140, b: 90 } },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  return { name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer };
}

/** Writes a review on the review page the shopper is on. */
async function writeReview(page: Page, stars: string, text: string, title = '') {
  await page.getByRole('radio', { name: stars }).check();
  if (title) await page.getByRole('textbox', { name: 'Title (optional)' }).fill(title);
  await field(page, 'Your review').fill(text);
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
  const product = await unreviewed(page.request, 0);
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
  await deliver(browser, placed.id);

  // The buyer writes the review from the product page.
  await page.goto(`/product/${product.slug}`);
  const section = page.getByRole('region', { name: 'Ratings and reviews' });
  await expect(section.getByText('No reviews yet.')).toBeVisible();
  await section.getByRole('link', { name: 'Write a review' }).click();
  await expect(page.getByRole('heading', { name: 'Write a review', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByText('Please select a rating.')).toBeVisible();
  await writeReview(page, '4 stars: very good', REVIEW.text, REVIEW.title);
  await page.getByLabel('Add photos (optional)').setInputFiles(await photo());
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Post review' }).click();
  await expect(successBanner(page, 'Thank you! Your review is published.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edit your review', level: 1 })).toBeVisible();

  await page.getByRole('link', { name: 'Back to the product' }).click();
  const review = page.getByRole('article', { name: REVIEW.title });
  await expect(review).toContainText(REVIEW.text);
  await expect(review).toContainText('Lakshmi B.');
  await expect(review).toContainText('Verified buyer');
  // The photo, re-encoded by the shop: a WebP thumbnail linking to the photo itself.
  const thumbnail = review.getByRole('img', { name: 'Photo 1 from Lakshmi B.' });
  await expect(thumbnail).toBeVisible();
  await expect(thumbnail).toHaveAttribute(
    'src',
    /^\/media\/uploads\/reviews\/[0-9a-f]{32}-thumb\.webp$/,
  );
  const full = await page.request.get(
    (await review.getByRole('link', { name: 'Photo 1 from Lakshmi B.' }).getAttribute('href'))!,
  );
  expect(full.headers()['content-type']).toBe('image/webp');
  await expect(page.getByRole('link', { name: 'Rated 4.0 out of 5 by 1 buyer' })).toBeVisible();
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
  await seen.getByRole('link', { name: 'Report' }).click();
  await seen.getByRole('radio', { name: 'Not about this product' }).check();
  await seen.getByRole('button', { name: 'Send report' }).click();
  await expect(seen.getByText('Thank you. Our team will look at this review.')).toBeVisible();
  const refused = await other.request.post(`/api/v1/products/${product.slug}/reviews`, {
    data: { rating: 1, text: 'I never bought this but I want to say something.' },
  });
  expect(refused.status()).toBe(401);
  await other.context().close();

  // Staff hide the reported review: the next view of the product has no rating left.
  const admin = await staffPage(browser, 'staff');
  await admin.goto('/admin/reviews?show=reported');
  const reported = admin.getByRole('article', { name: REVIEW.title });
  await expect(reported).toContainText('Not about this product');
  await reported.getByLabel('Reason for hiding').fill('Reported: not about this product');
  await reported.getByRole('button', { name: 'Hide' }).click();
  await expect(admin.getByText('The review is hidden.')).toBeVisible();
  await admin.context().close();
  await page.goto(`/product/${product.slug}`);
  await expect(
    page.getByRole('region', { name: 'Ratings and reviews' }).getByText('No reviews yet.'),
  ).toBeVisible();
  // No rating beside the price any more (the link to the reviews); the related cards keep theirs.
  await expect(page.getByRole('link', { name: /^Rated .* out of 5 by/ })).toHaveCount(0);
});

test('a guest buyer reviews through the e-mailed link; the link works for that order only @desktop', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const product = await unreviewed(page.request, 1);
  const email = uniqueEmail('meera');
  const placed = await placeCodOrderByApi(
    page.request,
    { email, firstName: 'Meera', lastName: 'Hegde' },
    { variantId: product.variant.id },
  );
  await deliver(browser, placed.id);

  // The review request comes at once here (REVIEW_REQUEST_AFTER_DAYS=0), in its own browser.
  await waitForEmail(email, { timeoutMs: 15_000 });
  await expect
    .poll(() => emailsTo(email).some((mail) => mail.subject.startsWith('How is your')))
    .toBe(true);
  const request = emailsTo(email).find((mail) => mail.subject.startsWith('How is your'))!;
  expect(request.subject).toBe(`How is your Gruha Appliances order ${placed.orderNumber}?`);
  const link = linkTo(request, `/product/${product.slug}/review`);
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(link);
  await expect(guest.getByRole('heading', { name: 'Write a review', level: 1 })).toBeVisible();
  await writeReview(
    guest,
    '5 stars: excellent',
    'Delivered to Tumakuru in three days and it works perfectly.',
  );
  await guest.getByRole('button', { name: 'Post review' }).click();
  await expect(successBanner(guest, 'Thank you! Your review is published.')).toBeVisible();

  await guest.goto(`/product/${product.slug}`);
  const review = guest.getByRole('article', { name: '5 stars' });
  await expect(review).toContainText('Meera H.');
  await expect(review).toContainText('Verified buyer');

  // The same link with its key altered is refused, and the API stores nothing for a guest.
  const forged = new URL(link);
  const key = forged.searchParams.get('t')!;
  // Another last character whatever it was (replacing it with a fixed one left 1 in 64 keys unchanged).
  forged.searchParams.set('t', `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`);
  const refused = await guest.goto(forged.href);
  expect(refused?.status()).toBe(403);
  await expect(
    guest.getByText('This review link is not valid any more. Please sign in to write your review.'),
  ).toBeVisible();
  await guest.context().close();
});

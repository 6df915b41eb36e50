/**
 * Buyers' reviews through the JSON API (issue 31): only an account whose order with the
 * product was delivered may write one, once; the text's rules; a review with contact
 * details waits for staff; editing and deleting one's own; the aggregate the product keeps
 * (and the variant's delivered units); "Was this helpful?" once per shopper; reports; the
 * list's orders, star filter and pages.
 */
import { and, eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants } from '../../app/modules/catalog/schema.ts';
import { REVIEW_MESSAGES as M } from '../../app/modules/review/rules.ts';
import { productReviews } from '../../app/modules/review/schema.ts';
import { type Browser, browser } from '../setup/browser.ts';
import { productToReview, type ReviewedProduct, reviewBuyers } from '../setup/review-buyers.ts';
import { serverPerFile } from '../setup/server-per-file.ts';
import { staffPerFile } from '../setup/staff.ts';

const server = serverPerFile();
const staff = staffPerFile(server, 'staff');
const db = () => server.services.database.db;

let product: ReviewedProduct;
let variant: ReviewedProduct['variant'];

beforeAll(async () => {
  product = await productToReview(server, 0);
  variant = product.variant;
});

const { account, buyer, order } = reviewBuyers(server, staff, () => variant.publicId);

const REVIEW = {
  rating: 5,
  title: 'Hot water in minutes',
  text: 'Heats a full bucket in two minutes, and quietly.',
};

const write = (b: Browser, body: unknown = REVIEW) =>
  b.api('POST', `/api/v1/products/${product.slug}/reviews`, body);

async function listing(query = '') {
  const answer = await server.fetch(`/api/v1/products/${product.slug}/reviews${query}`);
  expect(answer.status).toBe(200);
  return (await answer.json()) as {
    aggregate: { average: number | null; count: number; distribution: Record<string, number> };
    reviews: { id: string; rating: number; author: string; text: string; helpfulCount: number }[];
    page: number;
    pageCount: number;
  };
}

const storedReviews = async () =>
  db().select().from(productReviews).where(eq(productReviews.productId, product.id));

describe('who may review', () => {
  it('refuses a guest (401), an account that never bought it and a buyer before delivery (403), storing nothing', async () => {
    const before = (await storedReviews()).length;
    expect((await write(browser(server))).status).toBe(401);

    const stranger = await account();
    const refused = await write(stranger);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body).error.message).toBe(M.notBuyer);

    const waiting = await account();
    await order(waiting);
    expect((await write(waiting)).status).toBe(403);
    expect(await storedReviews()).toHaveLength(before);
  });

  it('publishes a buyer’s review once, as a verified buyer with the variant bought, and counts it', async () => {
    const before = await listing();
    const [{ delivered: deliveredBefore = 0 } = {}] = await db()
      .select({ delivered: productVariants.deliveredCount })
      .from(productVariants)
      .where(eq(productVariants.id, variant.id));

    const b = await buyer('Ravi Kumar', 'nayak');
    const [{ delivered = 0 } = {}] = await db()
      .select({ delivered: productVariants.deliveredCount })
      .from(productVariants)
      .where(eq(productVariants.id, variant.id));
    expect(delivered).toBe(deliveredBefore + 2);

    const answer = await write(b, { ...REVIEW, rating: 4 });
    expect(answer.status).toBe(201);
    const review = JSON.parse(answer.body);
    expect(review).toMatchObject({
      rating: 4,
      title: REVIEW.title,
      text: REVIEW.text,
      author: 'Ravi N.',
      verifiedBuyer: true,
      status: 'published',
      helpfulCount: 0,
      photos: [],
      sellerReply: null,
    });
    expect(review.variantLabel).toBeTruthy();
    expect(JSON.stringify(review)).not.toContain('@');

    const after = await listing();
    expect(after.aggregate.count).toBe(before.aggregate.count + 1);
    expect(after.aggregate.distribution['4']).toBe(before.aggregate.distribution['4']! + 1);
    expect(after.reviews.map((r) => r.id)).toContain(review.id);

    const again = await write(b);
    expect(again.status).toBe(409);
    expect(JSON.parse(again.body).error.message).toBe(M.already);
    expect((await listing()).aggregate.count).toBe(after.aggregate.count);
  });
});

describe('what a review must be', () => {
  let b: Browser;
  beforeAll(async () => {
    b = await buyer();
  });

  it.each([
    [{ text: REVIEW.text }, 'rating', M.ratingRequired],
    [{ rating: 6, text: REVIEW.text }, 'rating', M.ratingRequired],
    [{ rating: 3, text: 'Too short, really.' }, 'text', M.bodyTooShort],
    [{ rating: 3, text: 'x'.repeat(2001) }, 'text', M.bodyTooLong],
    [{ rating: 3, title: 't'.repeat(101), text: REVIEW.text }, 'title', M.titleTooLong],
  ])('refuses %j with 400 and the field’s message', async (body, field, message) => {
    const answer = await write(b, body);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error.fields[field]).toBe(message);
  });

  it('holds a review with a phone number for staff: not shown, not counted', async () => {
    const before = await listing();
    const answer = await write(b, { rating: 1, text: 'Call me on 98450 12345 for a cheaper one.' });
    expect(answer.status).toBe(201);
    const review = JSON.parse(answer.body);
    expect(review.status).toBe('held');
    const after = await listing();
    expect(after.aggregate).toEqual(before.aggregate);
    expect(after.reviews.map((r) => r.id)).not.toContain(review.id);

    // Edited without the number, it shows and counts.
    const edited = await b.api('PATCH', `/api/v1/reviews/${review.id}`, {
      rating: 2,
      text: 'Took an hour to heat, not what I expected.',
    });
    expect(edited.status).toBe(200);
    expect(JSON.parse(edited.body).status).toBe('published');
    const shown = await listing();
    expect(shown.aggregate.count).toBe(before.aggregate.count + 1);
    expect(shown.aggregate.distribution['2']).toBe(before.aggregate.distribution['2']! + 1);

    // Another account can neither edit nor delete it (404: it does not learn it exists).
    const other = await account();
    expect((await other.api('PATCH', `/api/v1/reviews/${review.id}`, REVIEW)).status).toBe(404);
    expect((await other.api('DELETE', `/api/v1/reviews/${review.id}`)).status).toBe(404);

    // Deleted by its writer, it leaves the aggregate.
    expect((await b.api('DELETE', `/api/v1/reviews/${review.id}`)).status).toBe(200);
    expect((await listing()).aggregate).toEqual(before.aggregate);
  });
});

describe('helpful votes and reports', () => {
  it('counts one vote per shopper, and a report once with its reason', async () => {
    const writer = await buyer();
    const { id } = JSON.parse((await write(writer)).body);
    const voter = browser(server);
    const vote = async (b: Browser) =>
      JSON.parse((await b.api('POST', `/api/v1/reviews/${id}/helpful`)).body).helpfulCount;
    expect(await vote(voter)).toBe(1);
    expect(await vote(voter)).toBe(1);
    expect(await vote(browser(server))).toBe(2);

    const noReason = await voter.api('POST', `/api/v1/reviews/${id}/report`, { reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(JSON.parse(noReason.body).error.fields.reason).toBe(M.reasonRequired);
    for (let i = 0; i < 2; i++) {
      expect(
        (
          await voter.api('POST', `/api/v1/reviews/${id}/report`, {
            reason: 'Not about this product',
          })
        ).status,
      ).toBe(200);
    }
    const [row] = await db().select().from(productReviews).where(eq(productReviews.publicId, id));
    expect(row).toMatchObject({ helpfulCount: 2, reportCount: 1 });

    expect((await voter.api('POST', '/api/v1/reviews/nosuchreview00000/helpful')).status).toBe(404);
  });
});

describe('the list', () => {
  it('sorts, filters by stars and pages through the published reviews', async () => {
    // Reviews of another product, written straight into the table (the triggers keep its aggregate).
    const [other] = await db()
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(and(eq(products.active, true), gt(products.id, product.id)))
      .limit(1);
    const ratings = [5, 4, 4, 3, 1, 5, 2, 5, 4, 5, 1, 3];
    await db()
      .insert(productReviews)
      .values(
        ratings.map((rating, i) => ({
          publicId: `listreview${String(i).padStart(6, '0')}`,
          productId: other!.id,
          reviewer: `e:list${i}@example.com`,
          authorName: `Buyer ${i}`,
          variantLabel: '3 Litre',
          rating,
          body: `Review number ${i} of this product, long enough.`,
          status: i === 11 ? ('hidden' as const) : ('published' as const),
          helpfulCount: i,
          createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
        })),
      );
    const page = async (query: string) => {
      const answer = await server.fetch(`/api/v1/products/${other!.slug}/reviews${query}`);
      expect(answer.status).toBe(200);
      return (await answer.json()) as Awaited<ReturnType<typeof listing>>;
    };
    const first = await page('');
    expect(first.aggregate).toEqual({
      average: 3.5,
      count: 11,
      distribution: { '5': 4, '4': 3, '3': 1, '2': 1, '1': 2 },
    });
    expect(first.pageCount).toBe(3);
    expect(first.reviews.map((r) => r.helpfulCount)).toEqual([10, 9, 8, 7, 6]);
    expect((await page('?sort=newest')).reviews[0]!.text).toContain('number 10');
    expect((await page('?sort=highest')).reviews.map((r) => r.rating)).toEqual([5, 5, 5, 5, 4]);
    expect((await page('?sort=lowest')).reviews.map((r) => r.rating)).toEqual([1, 1, 2, 3, 4]);
    const fives = await page('?stars=5');
    expect(fives.reviews.map((r) => r.rating)).toEqual([5, 5, 5, 5]);
    expect(fives.pageCount).toBe(1);
    const last = await page('?page=3');
    expect(last.reviews).toHaveLength(1);
    expect((await page('?page=99')).page).toBe(3);
    expect((await page('?sort=evil&stars=9&page=x')).reviews).toHaveLength(5);

    expect((await server.fetch('/api/v1/products/no-such-product/reviews')).status).toBe(404);
  });
});

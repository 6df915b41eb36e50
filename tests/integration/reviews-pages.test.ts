import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES as M } from '../../app/modules/review/rules.ts';
import { browser } from '../setup/browser.ts';
import { productToReview, reviewBuyers } from '../setup/review-buyers.ts';
import { serverPerFile } from '../setup/server-per-file.ts';
import { staffPerFile } from '../setup/staff.ts';

const server = serverPerFile();
const staff = staffPerFile(server, 'staff');
const _db = () => server.services.database.db;

let product: { slug: string; name: string };
let variantId = '';
const { account, buyer, order, deliver } = reviewBuyers(server, staff, () => variantId);

beforeAll(async () => {
  // A product far down the catalog, with no reviews yet.
  const found = await productToReview(server, 20);
  product = { slug: found.slug, name: found.name };
  variantId = found.variant.publicId;
});

const reviewPath = () => `/product/${product.slug}/review`;
const productPath = () => `/product/${product.slug}`;

/** The page's JSON-LD Product, if any. */
function productLd(html: string): Record<string, unknown> | undefined {
  for (const [, body] of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)) {
    const parsed = JSON.parse(body!) as Record<string, unknown> | Record<string, unknown>[];
    for (const item of Array.isArray(parsed) ? parsed : [parsed]) {
      if (item['@type'] === 'Product') return item;
    }
  }
  return undefined;
}

const TEXT = 'Bathroom geyser <b>works</b> well & heats fast, even in December.';

describe('writing a review', () => {
  it('sends a guest to the login page and back', async () => {
    const answer = await browser(server).get(reviewPath());
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/auth/login?redirectTo=${encodeURIComponent(reviewPath())}`);
  });

  it('tells an account that has not received the product why it cannot review, with no form', async () => {
    const page = await (await account()).get(reviewPath());
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    expect(page.html).toContain(M.notBuyer);
    expect(page.html).not.toContain('name="text"');
  });

  it('lets a buyer post, see, edit and delete a review; the product page follows each time', async () => {
    const before = await browser(server).get(productPath());
    expect(before.html).toContain('No reviews yet.');
    expect(productLd(before.html)).not.toHaveProperty('aggregateRating');

    const b = await buyer('Kaveri', 'gowda');
    const form = await b.get(reviewPath());
    expect(form.html).toContain('Your rating');

    const refused = await b.post(reviewPath(), {
      intent: 'save',
      rating: '',
      title: '',
      text: 'short',
    });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain(M.ratingRequired);
    expect(refused.html).toContain(M.bodyTooShort);

    const posted = await b.post(reviewPath(), {
      intent: 'save',
      rating: '4',
      title: 'Good buy',
      text: TEXT,
    });
    expect(posted.status).toBe(302);
    const after = await b.get(posted.location!);
    expect(after.html).toContain(M.published);
    expect(after.html).toContain('Edit your review');

    // Everyone sees it on the product page at once (the page cache lets the old page go).
    const shown = await browser(server).get(productPath());
    expect(shown.html).toContain('Ratings and reviews');
    expect(shown.html).toContain('Good buy');
    expect(shown.html).toContain('Kaveri G.');
    expect(shown.html).toContain('Verified buyer');
    expect(shown.body).not.toContain('<b>works</b>');
    expect(shown.html).toContain('&lt;b&gt;works&lt;/b&gt; well &amp; heats fast');
    expect(shown.html).toContain('aria-label="Rated 4.0 out of 5 by 1 buyer"');
    const ld = productLd(shown.html);
    expect(ld?.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: '4.0',
      reviewCount: 1,
      bestRating: '5',
      worstRating: '1',
    });
    expect(ld?.review).toEqual([
      expect.objectContaining({
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Kaveri G.' },
        reviewRating: expect.objectContaining({ '@type': 'Rating', ratingValue: '4' }),
        reviewBody: TEXT,
      }),
    ]);

    // Edited, the product page says so.
    const edited = await b.post(reviewPath(), {
      intent: 'save',
      rating: '2',
      title: 'Changed my mind',
      text: TEXT,
    });
    expect(edited.status).toBe(302);
    expect((await b.get(edited.location!)).html).toContain(M.updated);
    expect((await browser(server).get(productPath())).html).toContain('Changed my mind');

    const deleted = await b.post(reviewPath(), { intent: 'delete' });
    expect(deleted.status).toBe(302);
    expect((await b.get(deleted.location!)).html).toContain(M.deleted);
    expect((await browser(server).get(productPath())).html).toContain('No reviews yet.');
  });
});

describe('the product page and its cards', () => {
  it('votes and reports from the page itself, once each', async () => {
    const writer = await buyer('Suresh', 'Rao');
    await writer.post(reviewPath(), { intent: 'save', rating: '5', title: 'Superb', text: TEXT });
    const page = await browser(server).get(productPath());
    const reviewId = /name="reviewId" value="([^"]+)"/.exec(page.html)?.[1];
    expect(reviewId).toBeTruthy();

    const shopper = browser(server);
    const voted = await shopper.post(productPath(), { intent: 'helpful', reviewId: reviewId! });
    expect(voted.status).toBe(200);
    expect(voted.html).toContain(M.voted);
    expect(voted.html).toContain('1 person found this helpful');

    const noReason = await shopper.post(productPath(), { intent: 'report', reviewId: reviewId! });
    expect(noReason.status).toBe(400);
    const reported = await shopper.post(productPath(), {
      intent: 'report',
      reviewId: reviewId!,
      reason: 'Not about this product',
    });
    expect(reported.status).toBe(200);
    expect(reported.html).toContain(M.reported);

    const unknown = await shopper.post(productPath(), {
      intent: 'helpful',
      reviewId: 'nosuchreview',
    });
    expect(unknown.status).toBe(404);
  });

  it('shows the stars and the count on the product’s cards and beside its price', async () => {
    const search = await browser(server).get(`/search/${encodeURIComponent(product.name)}`);
    expect(search.status).toBe(200);
    expect(search.html).toMatch(
      /<p class="rating-line product-card__rating" role="img" aria-label="Rated 5\.0 out of 5 by 1 buyer"[^>]*>5\.0 \(1\)<\/p>/,
    );
    const page = await browser(server).get(productPath());
    expect(page.html).toContain('href="#reviews"');
    // The variant's delivered units (two to each buyer in these tests).
    expect(page.html).toMatch(/\d+ delivered/);
  });
});

describe('My Orders', () => {
  it('offers to review each line once the order is delivered, not before', async () => {
    const b = await account('Mohan', 'Kumar');
    const id = await order(b);
    const link = `href="${reviewPath()}"`;
    expect((await b.get(`/myorders?order=${id}`)).html).not.toContain(link);
    await deliver(id);
    const page = await b.get(`/myorders?order=${id}`);
    expect(page.html).toContain(link);
    expect(page.html).toContain('Review this product');
  });
});

describe('in Kannada', () => {
  it('shows the section in Kannada', async () => {
    const page = await browser(server).get(`/kn${productPath()}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('ರೇಟಿಂಗ್ ಮತ್ತು ವಿಮರ್ಶೆಗಳು');
    expect(page.html).toContain('ಖಚಿತ ಖರೀದಿದಾರರು');
    // A review written in English says so (screen readers read it in English).
    expect(page.html).toMatch(/<p class="review__text" lang="en-IN">Bathroom geyser/);
    expect((await browser(server).get(productPath())).html).toMatch(
      /<p class="review__text">Bathroom geyser/,
    );
  });
});

describe('the list by its address', () => {
  let listed: { slug: string; id: number };
  beforeAll(async () => {
    const found = await productToReview(server, 21);
    listed = { slug: found.slug, id: found.id };
    // Seven reviews, one star to five; their titles say their stars.
    await _db().execute(sql`
      insert into product_reviews (public_id, product_id, reviewer, author_name, variant_label,
        rating, title, body, status, created_at)
      select 'list' || lpad(n::text, 12, '0'), ${listed.id}, 'e:list' || n || '@example.com',
        'Buyer ' || n, '1 Unit', 1 + n % 5, 'Stars ' || (1 + n % 5),
        'A plain review written for the list tests, long enough.', 'published',
        now() - make_interval(days => n)
      from generate_series(1, 7) n`);
  });

  it('orders, filters and pages the reviews by ?reviews, ?stars and ?rpage, past the page cache', async () => {
    const guest = browser(server);
    const path = `/product/${listed.slug}`;
    // The plain page first: it is cached, and the addresses below must not get it back.
    expect((await guest.get(path)).html).toContain('Reviews page 1 of 3');
    expect((await guest.get(`${path}?rpage=2`)).html).toContain('Reviews page 2 of 3');
    const lowest = (await guest.get(`${path}?reviews=lowest`)).html;
    expect(lowest.indexOf('Stars 1')).toBeGreaterThan(-1);
    expect(lowest.indexOf('Stars 1')).toBeLessThan(lowest.indexOf('Stars 2'));
    const oneStar = (await guest.get(`${path}?stars=1`)).html;
    expect(oneStar).toContain('Showing 1-star reviews.');
    expect(oneStar).not.toContain('Stars 5');
  });

  it('writes the report form out only for the review it is asked for (?report=)', async () => {
    const guest = browser(server);
    const page = (await guest.get(`/product/${listed.slug}`)).html;
    expect(page).not.toContain('name="reason"');
    const reviewId = /name="reviewId" value="([^"]+)"/.exec(page)?.[1];
    const link = `?report=${reviewId}#review-${reviewId}`;
    expect(page).toContain(`${link}"`);
    const asked = (await guest.get(`/product/${listed.slug}?report=${reviewId}`)).html;
    expect(asked.match(/name="reason"/g)).toHaveLength(4);
    expect(asked).toContain('What is wrong with this review?');
  });
});

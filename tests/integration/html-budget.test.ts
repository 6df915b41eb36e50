/**
 * Issue 10's document budgets, hydration data included: the home page and every page of
 * the listings (all products in each order, every collection in each order) at most 100 KB of HTML;
 * every product page of the demo catalog at most 80 KiB (the related row grows it); and
 * structured data sent once, not again in the hydration data. Measured on the whole demo,
 * its buyers' reviews included (stars on every card, reviews on the product pages), and
 * on a product with 500 reviews (issue 31).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LISTING_PAGE_SIZE } from '../../app/modules/catalog/listing.ts';
import { compressBody } from '../../server/compression.ts';
import { FIRST_ROUND_TRIP_BODY } from '../../server/page-cache.ts';
import { browser } from '../setup/browser.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

const LIST_PAGE_BUDGET = 100_000;
const PRODUCT_PAGE_BUDGET = 80 * 1024;
/**
 * Kannada pages (issue 30): Kannada script takes three bytes a character, and the page's
 * data carries its messages: 125 KB for the home page and listings, 100 KB for a product,
 * before reviews. Issue 31 put stars on every card (each named in Kannada for screen
 * readers: about 200 bytes a card) and a product's reviews, their texts and the list's
 * own messages on its page: 132 KB and 116 KB since (docs/performance.md). Issue 32 put
 * the filters beside every listing (their names, values and messages in Kannada: about
 * 3 KB more than in English): 136 KB for listings. The English budgets did not move.
 */
const KANNADA_LIST_PAGE_BUDGET = 136_000;
const KANNADA_PRODUCT_PAGE_BUDGET = 116_000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demoReviews: true });
});
afterAll(async () => {
  await server?.stop();
});

/** Each path's size when it is over `budget` ('' when none is); every path must answer 200. */
async function overBudget(paths: string[], budget: number): Promise<string> {
  const guest = browser(server);
  const over: string[] = [];
  for (const path of paths) {
    const answer = await guest.get(path);
    expect(answer.status, path).toBe(200);
    const bytes = Buffer.byteLength(answer.body);
    if (bytes > budget) over.push(`${path}: ${bytes} B`);
  }
  return over.join('; ');
}

async function apiData<T>(path: string): Promise<T> {
  const answer = await browser(server).api('GET', path);
  expect(answer.status, path).toBe(200);
  return (JSON.parse(answer.body) as { data: T }).data;
}

it('keeps the home page and every listing page within 100 KB of HTML, and 136 KB in Kannada', async () => {
  const { total } = await apiData<{ total: number }>('/api/v1/products?pageSize=1');
  const pages = Math.ceil(total / LISTING_PAGE_SIZE);
  expect(pages).toBeGreaterThan(4);
  const paths = ['/'];
  for (const sort of ['default', 'price-asc', 'price-desc', 'best-selling', 'rating']) {
    for (let page = 1; page <= pages; page++) {
      const search = new URLSearchParams();
      if (sort !== 'default') search.set('sort', sort);
      if (page > 1) search.set('page', String(page));
      paths.push(`/products${search.size > 0 ? `?${search}` : ''}`);
    }
  }
  const categories = await apiData<{ slug: string; name: string }[]>('/api/v1/categories');
  expect(categories.length).toBeGreaterThan(10);
  // Every collection in every order: their cards carry 'Compare' (issue 32), and a
  // collection's first page in another order holds other products.
  for (const category of categories.filter((category) => category.name !== 'All Products')) {
    for (const sort of ['default', 'price-asc', 'price-desc', 'best-selling', 'rating']) {
      paths.push(`/collections/${category.slug}${sort === 'default' ? '' : `?sort=${sort}`}`);
    }
  }
  expect(await overBudget(paths, LIST_PAGE_BUDGET)).toBe('');
  const kannada = paths.map((path) => (path === '/' ? '/kn' : `/kn${path}`));
  expect(await overBudget(kannada, KANNADA_LIST_PAGE_BUDGET)).toBe('');
}, 120_000);

/** Every product of the demo catalog, by slug. */
async function productSlugs(): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1; ; page++) {
    const { products } = await apiData<{ products: { slug: string }[] }>(
      `/api/v1/products?pageSize=48&page=${page}`,
    );
    slugs.push(...products.map((product) => product.slug));
    if (products.length < 48) break;
  }
  expect(slugs.length).toBeGreaterThan(100);
  return slugs;
}

it('keeps every product page within 80 KiB of HTML, and 116 KB in Kannada', async () => {
  const slugs = await productSlugs();
  expect(
    await overBudget(
      slugs.map((slug) => `/product/${slug}`),
      PRODUCT_PAGE_BUDGET,
    ),
  ).toBe('');
  expect(
    await overBudget(
      slugs.map((slug) => `/kn/product/${slug}`),
      KANNADA_PRODUCT_PAGE_BUDGET,
    ),
  ).toBe('');
  // Over 200 pages, each its first render: longer than one page's test.
}, 120_000);

/**
 * A document within FIRST_ROUND_TRIP_BODY when compressed arrives whole in a new
 * connection's first round trip, its headers with it, and one over waits a round trip
 * more (on the mid-tier phone's network, the product page's first paint went from 1.06 to
 * 0.91 s when it came under: ADR 0019's amendment). Measured at brotli 11, the copy the
 * page cache sends a page read more than once (page-cache.test.ts checks that it does);
 * the ten largest pages, as the largest page compresses to the largest copy within a few
 * percent. A page's compressibility, then: the bytes of the response itself are the cache's.
 */
it('sends every product page, compressed as the page cache keeps it, within the first round trip', async () => {
  const guest = browser(server);
  const pages: { path: string; body: string }[] = [];
  for (const slug of await productSlugs()) {
    const path = `/product/${slug}`;
    pages.push({ path, body: (await guest.get(path)).body });
  }
  const largest = pages
    .sort((a, b) => Buffer.byteLength(b.body) - Buffer.byteLength(a.body))
    .slice(0, 10);
  const over: string[] = [];
  for (const { path, body } of largest) {
    const bytes = (await compressBody(Buffer.from(body), 'br', 'best')).length;
    if (bytes > FIRST_ROUND_TRIP_BODY) over.push(`${path}: ${bytes} B`);
  }
  expect(over.join('; ')).toBe('');
}, 60_000);

it('keeps a product page with 500 reviews within 80 KiB, and its Kannada budget: no bigger than with 10', async () => {
  const { products } = await apiData<{ products: { slug: string; id: string }[] }>(
    '/api/v1/products?pageSize=1',
  );
  const [product] = products;
  const db = server.services.database.db;
  const path = `/product/${product!.slug}`;
  // Reviews as buyers write them at length (about 400 characters), numbered from `from`.
  const write = (from: number, to: number) =>
    db.execute(sql`
      insert into product_reviews (public_id, product_id, reviewer, author_name, variant_label,
        rating, title, body, status, helpful_count)
      select 'r' || lpad(n::text, 20, '0'), p.id, 'e:buyer' || n || '@example.com',
        'Buyer ' || n, '3 Litre', 1 + n % 5, 'Review number ' || n,
        repeat('Heats water quickly and the installation was neat. ', 8), 'published', n % 9
      from generate_series(${from}::int, ${to}::int) n, products p where p.public_id = ${product!.id}`);
  const size = async (at: string) => Buffer.byteLength((await browser(server).get(at)).body);
  await write(1, 10);
  const withTen = { en: await size(path), kn: await size(`/kn${path}`) };
  await write(11, 500);
  const { aggregate } = await browser(server)
    .api('GET', `/api/v1/products/${product!.slug}/reviews`)
    .then((answer) => JSON.parse(answer.body) as { aggregate: { count: number } });
  expect(aggregate.count).toBeGreaterThanOrEqual(500);
  expect(await overBudget([path], PRODUCT_PAGE_BUDGET)).toBe('');
  expect(await overBudget([`/kn${path}`], KANNADA_PRODUCT_PAGE_BUDGET)).toBe('');
  // The count's digits and the last page's number aside, 490 more reviews weigh nothing.
  expect(await size(path)).toBeLessThan(withTen.en + 200);
  expect(await size(`/kn${path}`)).toBeLessThan(withTen.kn + 200);
});

it('sends structured data once: in its JSON-LD scripts, never again in the hydration data', async () => {
  const { products } = await apiData<{ products: { slug: string }[] }>(
    '/api/v1/products?pageSize=1',
  );
  const guest = browser(server);
  for (const path of [
    '/',
    '/products',
    `/product/${products[0]!.slug}`,
    '/categories',
    '/collections',
    '/contactus',
    '/stores',
  ]) {
    const answer = await guest.get(path);
    expect(answer.status, path).toBe(200);
    const scripts = answer.body.match(/<script type="application\/ld\+json">[^<]*<\/script>/g);
    expect(scripts, path).not.toBeNull();
    for (const script of scripts!) expect(script, path).toContain('https://schema.org');
    const rest = scripts!.reduce((html, script) => html.replace(script, ''), answer.body);
    expect(rest, path).not.toContain('schema.org');
  }
});

/**
 * The catalog pages: home sections, categories and collections, All Products sorting,
 * product detail (variants, pincode, buy now), search with suggestions, SEO, and the
 * Watch-and-Shop viewer. Runs at 1440 px and 360 px (see playwright.config.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { addFirstCardToCart, cartLink } from './support/cart.ts';
import { GEYSER } from './support/demo-shop.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { holdBack, unreachableRequested } from './support/network.ts';
import { pincodeBox } from './support/product-page.ts';

const HOME_HEADINGS = [
  'Shop by category',
  'Featured Products',
  'Watch and Shop',
  'Why shop with Gruha Appliances',
  'Deals on Pressure Washers',
  'Above 40% off',
];

/** The search box the shopper can see: the header's on desktop, the home page's on phones. */
function searchBox(page: Page): Locator {
  return page.getByRole('combobox', { name: 'Search Products' }).filter({ visible: true }).first();
}

/** Waits until the streamed home sections are in (no skeleton row left). */
async function waitForHomeSections(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Above 40% off' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

/** The rupee amounts shown first on each card of a list (the price to pay). */
async function displayedPrices(list: Locator): Promise<number[]> {
  const texts = await list.getByRole('listitem').allInnerTexts();
  return texts.map((text) => {
    const match = /₹([\d,]+)/.exec(text);
    if (!match) throw new Error(`no price in card: ${text}`);
    return Number(match[1]!.replace(/,/g, ''));
  });
}

/** Text content, not innerText: rows below the fold are not laid out until near (content-visibility). */
async function cardNames(list: Locator): Promise<string[]> {
  return (await list.getByRole('heading').allTextContents()).map((name) => name.trim());
}

test.describe('home page', () => {
  test('shows the sections in the spec order, with their texts', async ({ page }) => {
    await page.goto('/');
    await waitForHomeSections(page);
    const main = page.getByRole('main');

    const headings = (await main.getByRole('heading', { level: 2 }).allTextContents()).map((h) =>
      h.trim(),
    );
    expect(headings.filter((h) => HOME_HEADINGS.includes(h))).toEqual(HOME_HEADINGS);
    // Nothing viewed yet in this browser: no Recently Viewed section.
    expect(headings).not.toContain('Recently Viewed');

    // Search box, then category strip, then the hero slider, then Featured Products.
    const order = await main.evaluate((root) => {
      const find = (selector: string) => root.querySelector(selector);
      const items = [
        find('search'),
        find('[aria-labelledby="category-strip-title"]'),
        find('[aria-roledescription="carousel"]'),
        [...root.querySelectorAll('h2')].find((h) => h.textContent === 'Featured Products'),
      ];
      return items.map((el, i) =>
        el && items[i + 1]
          ? Boolean(el.compareDocumentPosition(items[i + 1]!) & Node.DOCUMENT_POSITION_FOLLOWING)
          : el !== undefined && el !== null,
      );
    });
    expect(order).toEqual([true, true, true, true]);

    // The feature strip's four promises.
    const features = main.getByRole('region', { name: 'Why shop with Gruha Appliances' });
    for (const text of [
      'Shipping across India',
      '56 stores across Karnataka',
      'Secure payment',
      'Customer support',
    ]) {
      await expect(features.getByText(text, { exact: true })).toBeVisible();
    }

    // Product cards: name link, prices, heart and cart button.
    const featured = main.getByRole('region', { name: 'Featured Products' });
    const firstCard = featured.getByRole('listitem').first();
    await expect(firstCard.getByRole('link')).toHaveAttribute('href', /^\/product\//);
    await expect(firstCard.getByText(/₹/).first()).toBeVisible();
    await expect(firstCard.getByRole('button', { name: /^Wishlist: / })).toBeVisible();
    await expect(firstCard.getByRole('button', { name: /to cart$/ })).toBeVisible();
    const image = firstCard.locator('img').first();
    await expect(image).toHaveAttribute('src', /-300\.webp$/);
    await expect(image).toHaveAttribute('srcset', /-600\.webp 2x$/);
    await expect(image).toHaveAttribute('width', '300');
    await expect(image).toHaveAttribute('height', '360');

    // The hero's first slide is eager and preloaded; each slide is a link.
    const hero = main.getByRole('region', { name: 'Offers and highlights' });
    await expect(hero.getByRole('link').first()).toHaveAttribute('href', /^\//);
    const heroImage = hero.locator('img').first();
    await expect(heroImage).toHaveAttribute('fetchpriority', 'high');
    await expect(heroImage).toHaveAttribute('loading', 'eager');
    const preloads = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]');
    await expect(preloads).toHaveCount(2);
    await expect(preloads.first()).toHaveAttribute('media', '(max-width: 767px)');
    await expect(preloads.last()).toHaveAttribute('media', '(min-width: 768px)');

    await expectNoSeriousA11yViolations(page);
  });

  test('Recently Viewed appears once a product has been viewed', async ({ page }) => {
    await page.goto(GEYSER.path);
    await expect(page.getByRole('heading', { level: 1, name: GEYSER.name })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('recentlyViewed') ?? ''))
      .toContain(GEYSER.slug);
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('recentlyViewed') ?? '[]') as Record<string, unknown>[],
    );
    expect(Object.keys(stored[0]!).sort()).toEqual(
      [
        'basePricePaise',
        'discountedPricePaise',
        'image',
        'inStock',
        'name',
        // The language the name was shown in (the card says so on a page in another).
        'nameLang',
        'slug',
        'variantId',
      ].sort(),
    );

    await page.goto('/');
    const recent = page.getByRole('region', { name: 'Recently Viewed' });
    await expect(recent).toBeVisible();
    await expect(recent.getByRole('link', { name: GEYSER.name })).toBeVisible();
    // It comes after Featured Products and before Watch and Shop.
    const headings = await page
      .getByRole('main')
      .getByRole('heading', { level: 2 })
      .allTextContents();
    const at = (name: string) => headings.indexOf(name);
    expect(at('Recently Viewed')).toBeGreaterThan(at('Featured Products'));
    expect(at('Recently Viewed')).toBeLessThan(at('Watch and Shop'));
  });

  test('the Watch and Shop viewer plays, moves to the next video and closes with Escape', async ({
    page,
  }) => {
    await page.goto('/');
    const strip = page.getByRole('region', { name: 'Watch and Shop' });
    const posters = strip.getByRole('button', { name: /^Play video: / });
    await expect(posters).toHaveCount(6);
    await posters.first().click();

    const viewer = page.getByRole('dialog');
    await expect(viewer).toBeVisible();
    const video = viewer.locator('video');
    await expect(video).toHaveAttribute('src', /\.mp4$/);
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted && v.playsInline)).toBe(true);
    await expect(viewer.getByText('1 / 6')).toBeVisible();
    await expect(viewer.getByRole('link').first()).toHaveAttribute('href', /^\/product\//);

    const mute = viewer.getByRole('button', { name: 'Mute' });
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'false');

    await viewer.getByRole('button', { name: 'Next video' }).click();
    await expect(viewer.getByText('2 / 6')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('categories and collections', () => {
  test('the category strip leads to a collection, a product and its variants', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Shop by category' })
      .getByRole('link', { name: 'Instant Geysers' })
      .click();
    await expect(page).toHaveURL(/\/collections\/Instant-Geysers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Instant Geysers' })).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: 'Collections' }),
    ).toHaveAttribute('href', '/collections');

    await page
      .getByRole('list', { name: 'Instant Geysers products' })
      .getByRole('link', { name: GEYSER.name, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/product/${GEYSER.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: GEYSER.name })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Instant Geysers' })).toBeVisible();
    await expect(crumbs).not.toContainText('All Products');

    const sizes = page.getByRole('group', { name: /^Capacity/ });
    const one = sizes.getByRole('link', { name: /^1 Litre/ });
    const three = sizes.getByRole('link', { name: /^3 Litre/ });
    await expect(one).toHaveAttribute('aria-current', 'true');
    const price = page.locator('.product-info__price .price__current');
    const before = await price.innerText();
    const threePrice = /₹[\d,]+/.exec(await three.innerText())![0];

    await three.click();
    await expect(page).toHaveURL(/\?variant=GA-GEY-04-3L$/);
    await expect(three).toHaveAttribute('aria-current', 'true');
    await expect(price).toContainText(threePrice);
    expect(await price.innerText()).not.toBe(before);
    await expect(page.getByRole('group', { name: /^Capacity: 3 Litre/ })).toBeVisible();
  });

  test('/categories and /collections list every category', async ({ page }) => {
    await page.goto('/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop By category' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Sofa cum Beds' })).toHaveAttribute(
      'href',
      '/collections/Sofa-cum-Beds',
    );
    await expect(main.getByRole('link', { name: 'All Products' }).last()).toHaveAttribute(
      'href',
      '/products',
    );

    await page.goto('/collections');
    for (const group of [
      'Shop By Home Appliances',
      'Shop By Laundry and Cleaning',
      'Shop By Kitchen Appliances',
      'Shop By Furniture and Home Decor',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
    }
    await page
      .getByRole('region', { name: 'Shop By Kitchen Appliances' })
      .getByRole('link', { name: 'Chimneys' })
      .click();
    await expect(page).toHaveURL(/\/collections\/Chimneys$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Chimneys' })).toBeVisible();
  });

  test('an unknown collection is a 404 and a spaced name redirects', async ({ page }) => {
    const missing = await page.goto('/collections/No-Such-Collection');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

    await page.goto('/collections/instant geysers');
    await expect(page).toHaveURL(/\/collections\/Instant-Geysers$/);
  });

  test('a collection page passes the accessibility check', async ({ page }) => {
    await page.goto('/collections/High-Pressure-Washers');
    await expect(
      page.getByRole('heading', { level: 1, name: 'High Pressure Washers' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('All Products', () => {
  test('each sort order really sorts, and Remove filters restores the default', async ({
    page,
    request,
  }) => {
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    const grid = page.getByRole('list', { name: 'All products' });
    const defaultNames = await cardNames(grid);
    expect(defaultNames.length).toBeGreaterThan(12);

    const sort = page.getByLabel('Sort by');
    await expect(sort.getByRole('option')).toHaveText([
      'Default',
      'Price: Low to High',
      'Price: High to Low',
      'Best Selling',
      'Customer rating',
      'Remove filters',
    ]);

    const isSorted = (prices: number[], order: 1 | -1) =>
      prices.every((price, i) => i === 0 || order * (price - prices[i - 1]!) >= 0);

    await sort.selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL(/\/products\?sort=price-asc$/);
    await expect.poll(async () => isSorted(await displayedPrices(grid), 1)).toBe(true);
    const ascending = await displayedPrices(grid);

    await page.getByLabel('Sort by').selectOption({ label: 'Price: High to Low' });
    await expect(page).toHaveURL(/\/products\?sort=price-desc$/);
    await expect.poll(async () => isSorted(await displayedPrices(grid), -1)).toBe(true);
    const descending = await displayedPrices(grid);
    expect(descending[0]).toBeGreaterThan(ascending[0]!);

    await page.getByLabel('Sort by').selectOption({ label: 'Best Selling' });
    await expect(page).toHaveURL(/\/products\?sort=best-selling$/);
    // Best sellers first: order counts (from the product API) never increase down the list.
    const api = await request.get('/api/v1/products?sort=best-selling');
    const best = ((await api.json()) as { data: { products: { name: string; slug: string }[] } })
      .data.products;
    await expect
      .poll(async () => (await cardNames(grid)).slice(0, 6))
      .toEqual(best.slice(0, 6).map((p) => p.name));
    const counts: number[] = [];
    for (const { slug } of best.slice(0, 6)) {
      const response = await request.get(`/api/v1/products/${slug}`);
      counts.push(((await response.json()) as { data: { orderCount: number } }).data.orderCount);
    }
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    // Customer rating: the averages the cards show never increase down the list.
    await page.getByLabel('Sort by').selectOption({ label: 'Customer rating' });
    await expect(page).toHaveURL(/\/products\?sort=rating$/);
    const averages = async () =>
      (await grid.getByRole('img', { name: /^Rated [\d.]+ out of 5/ }).all()).length
        ? Promise.all(
            (await grid.getByRole('img', { name: /^Rated [\d.]+ out of 5/ }).all()).map(
              async (stars) =>
                Number(/Rated ([\d.]+)/.exec((await stars.getAttribute('aria-label'))!)![1]),
            ),
          )
        : [];
    // The list follows the URL once the page's new data has come: wait for it.
    await expect
      .poll(async () => {
        const rated = await averages();
        return rated.length > 6 && isSorted(rated, -1);
      })
      .toBe(true);

    await page.getByRole('link', { name: 'Remove filters' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect.poll(() => cardNames(grid)).toEqual(defaultNames);

    // The dropdown's own 'Remove filters' does the same.
    await page.goto('/products?sort=price-desc');
    await page.getByLabel('Sort by').selectOption({ label: 'Remove filters' });
    await expect(page).toHaveURL(/\/products$/);
    await expect.poll(() => cardNames(grid)).toEqual(defaultNames);
  });

  test("its structured data outlives hydration, and is not another page's after a navigation", async ({
    page,
  }) => {
    const structuredData = () =>
      page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
    await page.goto('/products');
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    const [document] = await structuredData();
    const [breadcrumb, list] = JSON.parse(document!) as { '@type': string }[];
    expect([breadcrumb!['@type'], list!['@type']]).toEqual(['BreadcrumbList', 'ItemList']);

    // The server writes it; the browser does not rebuild it for the next page.
    await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL(/\/products\?sort=price-asc$/);
    await expect.poll(structuredData).toEqual(['']);
  });

  // The page cache stores a listing under the parameters it reads and renders it from them;
  // a link tagged by a campaign must still come alive in the browser at its own address.
  test('a link tagged by a campaign shows and works like the plain one', async ({ page }) => {
    await page.goto('/products?sort=price-asc&utm_source=whatsapp&fbclid=IwAR0tag');
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
    await addFirstCardToCart(page);
    await expect(cartLink(page, 1)).toBeAttached();
    await expect(page).toHaveURL(/\?sort=price-asc&utm_source=whatsapp&fbclid=IwAR0tag$/);
  });

  test('sorting works without JavaScript too (a GET form)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/products');
    await page.getByLabel('Sort by').selectOption('price-asc');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page).toHaveURL(/\/products\?sort=price-asc$/);
    const prices = await displayedPrices(page.getByRole('list', { name: 'All products' }));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await context.close();
  });
});

test.describe('product page', () => {
  test('shows stock, quantity, buy now, warranty, delivery and SEO data', async ({ page }) => {
    await page.goto(GEYSER.path);
    await expect(page.getByRole('heading', { level: 1, name: GEYSER.name })).toBeVisible();
    await expect(page.getByText(/^(In stock|Only \d+ left)/)).toBeVisible();
    await expect(page.getByText('Warranty', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Karnataka: /)).toBeVisible();
    await expect(page.getByText(/^Non-Karnataka: ₹/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Description' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Related Products' })).toBeVisible();
    await expect(page.getByRole('group', { name: /^Colour: White/ }).getByRole('link')).toHaveCount(
      3,
    );

    // Quantity: at least 1, + and − change it.
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await expect(quantity).toHaveValue('1');
    await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity).toHaveValue('2');

    // Buy now is a GET form to /checkout with buy={variant} and qty={n}; the cart is not touched.
    const buy = page.getByRole('button', { name: 'Buy now' });
    const fields = await buy.evaluate((button: HTMLButtonElement) => {
      const form = button.form!;
      return {
        action: new URL(form.action).pathname,
        method: form.method,
        data: Object.fromEntries(new FormData(form)),
      };
    });
    expect(fields.action).toBe('/checkout');
    expect(fields.method).toBe('get');
    expect(fields.data).toEqual({ buy: expect.stringMatching(/^[a-z0-9]{8,32}$/), qty: '2' });

    // SEO: canonical, Open Graph, JSON-LD Product with INR offers and a breadcrumb.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`^https?://[^/]+/product/${GEYSER.slug}$`),
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^https?:\/\//,
    );
    const documents = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.flatMap((s) => [JSON.parse(s.textContent ?? 'null')].flat()),
      );
    const product = documents.find((d) => d['@type'] === 'Product');
    expect(product.offers[0]).toMatchObject({
      priceCurrency: 'INR',
      availability: expect.stringMatching(/schema\.org\/(InStock|OutOfStock)$/),
    });
    expect(documents.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);

    await expectNoSeriousA11yViolations(page);
  });

  test('the pincode box answers delivery and cash on delivery', async ({ page }) => {
    await page.goto(GEYSER.path);
    const { box, pincode, check } = pincodeBox(page);

    await pincode.fill('560001');
    await check.click();
    await expect(box.getByText('Cash on delivery (COD) available')).toBeVisible();
    await expect(
      box.getByText(/Delivery to Bengaluru, Karnataka by \w+day, \d{1,2} \w+/),
    ).toBeVisible();

    await pincode.fill('110001');
    await check.click();
    await expect(box.getByText('COD is not available for this pincode.')).toBeVisible();
    await expect(box.getByText('Cash on delivery (COD) available')).toHaveCount(0);

    await pincode.fill('12345');
    // The answer for 110001 goes as soon as another pincode is typed (a review: it stayed
    // under the new pincode's message).
    await expect(box.getByText('COD is not available for this pincode.')).toHaveCount(0);
    await check.click();
    await expect(box.getByText('6 Digit pincode is required.')).toBeVisible();
    await expect(pincode).toHaveAttribute('aria-invalid', 'true');

    // Without JavaScript the same form is answered by the page itself (?pincode=).
    await page.goto(`/product/${GEYSER.slug}?pincode=560001`);
    await expect(pincodeBox(page).box.getByText('Cash on delivery (COD) available')).toBeVisible();
  });

  test("a tap while the pincode box's code loads leaves the box in place", async ({ page }) => {
    // Its code held back: a re-render of the page (the quantity) must stop short of it,
    // or React would throw the server's box away until the code came.
    const release = await holdBack(page, /\/assets\/pincode-check-[\w-]+\.js$/);
    await page.goto(GEYSER.path);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
    const { box, pincode, check } = pincodeBox(page);
    await expect(pincode).toBeVisible();
    release();
    await pincode.fill('12345');
    await check.click();
    await expect(box.getByText('6 Digit pincode is required.')).toBeVisible();
  });

  test.describe('when the pincode box code cannot be fetched', () => {
    const PINCODE_CODE = /\/assets\/pincode-check-[\w-]+\.js$/;
    test.use({ unreachable: PINCODE_CODE });

    test('the box stays as without JavaScript, and the page still works', async ({ page }) => {
      // Offline, or a deploy removed the old files: the rest of the page must not freeze.
      let failed = unreachableRequested(page, PINCODE_CODE);
      await page.goto(GEYSER.path);
      await failed;

      // The server's form: the browser sends it, the page answers it.
      const { box, pincode, check } = pincodeBox(page);
      failed = unreachableRequested(page, PINCODE_CODE);
      await pincode.fill('560001');
      await check.click();
      await expect(page).toHaveURL(/[?&]pincode=560001/);
      await failed;
      await expect(box.getByText('Cash on delivery (COD) available')).toBeVisible();
      await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);

      // Another variant: the page follows, and the box, which answered for the first one,
      // goes rather than stay with that variant in its form.
      const three = page.getByRole('group', { name: /^Capacity/ }).getByRole('link', {
        name: /^3 Litre/,
      });
      await three.click();
      await expect(page).toHaveURL(/\?variant=GA-GEY-04-3L$/);
      await expect(three).toHaveAttribute('aria-current', 'true');
      await expect(box).toHaveCount(0);
    });
  });

  test('an unknown product is a 404 with links back', async ({ page }) => {
    const response = await page.goto('/product/No-Such-Product-Anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(main.getByRole('link', { name: 'All Products' })).toHaveAttribute(
      'href',
      '/products',
    );
    await expect(main.getByRole('link', { name: 'Categories' })).toHaveAttribute(
      'href',
      '/categories',
    );
  });

  test('another form of a product name redirects to the canonical URL', async ({ page }) => {
    const response = await page.goto(`/product/${GEYSER.slug.toLowerCase()}`);
    expect(response?.url()).toMatch(new RegExp(`/product/${GEYSER.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: GEYSER.name })).toBeVisible();
  });
});

test.describe('search', () => {
  for (const { input, expected } of [
    { input: 'geezer', expected: /Instant Geyser/ },
    { input: 'washing machin', expected: /Washing Machine/ },
    { input: 'vaccum', expected: /Vacuum/ },
  ]) {
    test(`'${input}' finds ${expected.source}`, async ({ page }) => {
      await page.goto('/');
      const box = searchBox(page);
      await box.fill(input);
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/search/${encodeURIComponent(input)}$`));
      await expect(
        page.getByRole('heading', { level: 1, name: `Search results for "${input}"` }),
      ).toBeVisible();
      await expect(page.getByText(/^\d+ products? found$/)).toBeVisible();
      const names = await cardNames(page.getByRole('list', { name: 'Search results' }));
      expect(names.length).toBeGreaterThan(0);
      if (input === 'vaccum') {
        for (const name of names.slice(0, 3)) expect(name).toMatch(expected);
      } else {
        expect(names.slice(0, 5).some((name) => expected.test(name))).toBe(true);
      }
    });
  }

  test('an empty search does nothing', async ({ page }) => {
    await page.goto('/');
    const box = searchBox(page);
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(box).toBeFocused();
  });

  test('no results offers the categories; hostile input is shown as text', async ({ page }) => {
    await page.goto(`/search/${encodeURIComponent('<script>alert(1)</script> zzqx')}`);
    await expect(page.getByText('No products found')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: /couldn't find anything/ }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Instant Geysers' }).last()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      '<script>alert(1)</script>',
    );

    const long = await page.goto(`/search/${'geyser '.repeat(200)}`);
    expect(long?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a search results page passes the accessibility check', async ({ page }) => {
    await page.goto('/search/mixer');
    await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('suggestions while typing: a combobox driven by the keyboard', async ({ page }) => {
    await page.goto('/');
    const box = searchBox(page);
    await box.click();
    await box.pressSequentially('geys', { delay: 30 });
    const listbox = page
      .getByRole('listbox', { name: 'Search suggestions' })
      .filter({ visible: true });
    await expect(listbox).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(listbox.getByRole('group', { name: 'Products' })).toBeVisible();
    await expect(
      listbox.getByRole('group', { name: 'Categories' }).getByRole('option'),
    ).toContainText(['Instant Geysers']);

    await box.press('ArrowDown');
    const firstOption = listbox.getByRole('option').first();
    await expect(firstOption).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousA11yViolations(page);
    const activeId = await box.getAttribute('aria-activedescendant');
    expect(activeId).toBe(await firstOption.getAttribute('id'));

    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const name = await firstOption.innerText();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1, name: name.trim() })).toBeVisible();
  });

  test('what is typed before the suggestions code has come is suggested for; a click opens', async ({
    page,
  }) => {
    // The suggestions' code comes when the box is first focused: hold it back while typing.
    const release = await holdBack(page, /\/assets\/search-suggestions-[\w-]+\.js$/);
    await page.goto('/');
    const box = searchBox(page);
    await box.click();
    await box.pressSequentially('wash', { delay: 30 });
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    release();
    const listbox = page
      .getByRole('listbox', { name: 'Search suggestions' })
      .filter({ visible: true });
    const category = listbox.getByRole('group', { name: 'Categories' }).getByRole('option');
    await expect(category.first()).toContainText('Portable Washing Machine');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await category.first().click();
    await expect(page).toHaveURL(/\/collections\/Portable-Washing-Machine$/);
    // (On a phone the header's search closes with the navigation.)
    await expect(page.locator('[role="combobox"][aria-expanded="true"]')).toHaveCount(0);
  });
  test('a box focused before the page hydrated still suggests; sending a search closes the list', async ({
    page,
  }) => {
    // A quick tap on a slow phone: the page's code held back while the shopper types.
    const release = await holdBack(page, /\/assets\/entry\.client-[\w-]+\.js$/);
    const loading = page.goto('/');
    // Once the stylesheets apply, one box shows (before, both the header's and the home
    // page's are in the way, and a click could land on one about to be hidden).
    await expect(
      page.getByRole('combobox', { name: 'Search Products' }).filter({ visible: true }),
    ).toHaveCount(1);
    const box = searchBox(page);
    await box.click();
    await box.pressSequentially('geys', { delay: 30 });
    release();
    await loading;
    const listbox = page
      .getByRole('listbox', { name: 'Search suggestions' })
      .filter({ visible: true });
    await expect(listbox.getByRole('option').first()).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/geys$/);
    await expect(page.locator('[role="combobox"][aria-expanded="true"]')).toHaveCount(0);
    await expect(listbox).toHaveCount(0);
  });
});

test.describe('crawler files', () => {
  test('robots.txt and sitemap.xml', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    for (const path of ['/search', '/api/', '/dev']) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    // Pages that say noindex must stay readable for crawlers to obey it.
    expect(robots).not.toMatch(/Disallow: \/(cart|checkout|account|wishlist)/);
    expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);

    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('xml');
    const xml = await sitemap.text();
    expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/collections\/Instant-Geysers<\/loc>/);
    expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+/product/${GEYSER.slug}</loc>`));
    expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/privacypolicy<\/loc>/);
    for (const path of ['/stores', '/contactus', '/track-order']) {
      expect(xml).toContain(`${path}</loc>`);
    }
    // A product says when it last changed.
    expect(xml).toMatch(
      new RegExp(`/product/${GEYSER.slug}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
    );
  });
});

test.describe('desktop @desktop', () => {
  test('the hero slider moves with its buttons and pauses', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Offers and highlights' });
    const current = hero.locator('button[aria-current="true"]');
    await expect(current).toHaveAccessibleName(/^Slide 1: /);
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expect(current).toHaveAccessibleName(/^Slide 2: /);
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    await expect(current).toHaveAccessibleName(/^Slide 1: /);
    await hero.getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(hero.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });

  test('card links prefetch on intent, open in place, and leave a modified click to the browser', async ({
    page,
    context,
  }) => {
    await page.goto('/collections/Instant-Geysers');
    await page.evaluate(() => {
      (window as { stayed?: boolean }).stayed = true;
    });
    const card = page
      .getByRole('list', { name: 'Instant Geysers products' })
      .getByRole('link', { name: GEYSER.name, exact: true });

    // Resting on the link fetches the product page's data ahead; leaving it forgets that.
    const prefetch = page.locator(`link[rel="prefetch"][href="/product/${GEYSER.slug}.data"]`);
    await card.hover();
    await expect(prefetch).toHaveCount(1);
    await page.mouse.move(0, 0);
    await expect(prefetch).toHaveCount(0);

    // Shift+click is the browser's (a new window); this page stays where it is.
    const opened = context.waitForEvent('page');
    await card.click({ modifiers: ['Shift'] });
    await (await opened).close();
    await expect(page).toHaveURL(/\/collections\/Instant-Geysers$/);

    // A link to the page the shopper is on replaces its entry rather than adding one.
    const entries = await page.evaluate(() => history.length);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Instant Geysers', exact: true })
      .click();
    await expect(page).toHaveURL(/\/collections\/Instant-Geysers$/);
    await expect(card).toBeVisible();
    expect(await page.evaluate(() => history.length)).toBe(entries);

    // A plain click opens the product without loading a new document: one more entry.
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: GEYSER.name })).toBeVisible();
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
  });

  test('the product image zooms under the pointer', async ({ page }) => {
    await page.goto(GEYSER.path);
    const images = page.getByRole('region', { name: `${GEYSER.name}: images` });
    const box = (await images.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.4);
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.5);
    const zoom = page.locator('.gallery__zoom');
    await expect(zoom).toBeVisible();
    await expect(zoom).toHaveCSS('background-size', '900px 1080px');
    await page.mouse.move(0, 0);
    await expect(zoom).toBeHidden();
  });
});

test.describe('mobile @mobile', () => {
  test('catalog pages do not overflow a 360 px screen', async ({ page }) => {
    for (const path of [
      '/',
      '/products',
      '/collections/Instant-Geysers',
      GEYSER.path,
      '/search/geyser',
      '/search/zzqxv',
    ]) {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(360);
    }
  });

  test('the product grid shows two cards per row', async ({ page }) => {
    await page.goto('/products');
    const cards = page.getByRole('list', { name: 'All products' }).getByRole('listitem');
    const [a, b, c] = await Promise.all([0, 1, 2].map((i) => cards.nth(i).boundingBox()));
    expect(a!.y).toBe(b!.y);
    expect(c!.y).toBeGreaterThan(a!.y);
  });
});

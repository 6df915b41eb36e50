/** Cart and wishlist as a shopper uses them: cards, product page, cart page, badges, tabs. */
import type { Page, Route } from '@playwright/test';
import {
  addedDialog,
  addFirstCardToCart,
  addFromProductPage,
  cartLines,
  cartLink,
  cartSummary,
  closeAddedDialog,
  firstCardInStock,
  wishlistLink,
} from './support/cart.ts';
import { GEYSER } from './support/demo-shop.ts';
import { expect, test } from './support/fixtures.ts';

/** The home page's rows, and a product the demo shop shows in both Featured and offers. */
async function productInBothHomeRows(page: Page) {
  const row = (name: string) => page.getByRole('list', { name });
  // Text content, not innerText: a row below the fold is not laid out until the shopper
  // nears it (content-visibility), and innerText reads the layout.
  const featured = await row('Featured Products').getByRole('heading').allTextContents();
  const offers = await row('Above 40% off').getByRole('heading').allTextContents();
  const twice = featured.find((name) => offers.includes(name));
  expect(twice, 'the demo shop shows a product in both rows').toBeDefined();
  return { row, twice };
}

test('add to cart from a product card: dialog, badge and total follow', async ({ page }) => {
  await page.goto('/products');
  await expect(cartLink(page, 0)).toBeAttached();
  await addFirstCardToCart(page);
  const dialog = addedDialog(page);
  await expect(dialog).toBeVisible();
  await closeAddedDialog(page);
  await expect(dialog).toBeHidden();
  await expect(cartLink(page, 1)).toBeAttached();
  const summary = await cartSummary(page);
  expect(summary.count).toBe(1);
  expect(summary.totalPaise).toBeGreaterThan(0);
});

test('a product shown in two home rows opens one dialog when added from one of them', async ({
  page,
}) => {
  await page.goto('/');
  const { row, twice } = await productInBothHomeRows(page);
  await row('Featured Products')
    .getByRole('button', { name: `Add ${twice} to cart`, exact: true })
    .click();
  const dialog = addedDialog(page);
  await expect(dialog).toHaveCount(1);
  await expect(dialog).toBeVisible();
  await closeAddedDialog(page);
  await expect(dialog).toHaveCount(0);
  await expect(cartLink(page, 1)).toBeAttached();
});

test('an out-of-stock card cannot be added', async ({ page }) => {
  await page.goto('/products');
  const soldOut = page.getByRole('button', { name: / is out of stock$/ }).first();
  await expect(soldOut).toBeDisabled();
});

test('add a chosen size and quantity from the product page, then change it on the cart page', async ({
  page,
}) => {
  await addFromProductPage(page, GEYSER.path, { variant: '3 Litre', quantity: 2 });
  await expect(cartLink(page, 2)).toBeAttached();

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
  const line = cartLines(page);
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('3 Litre');
  await expect(line.getByLabel(/^Quantity of/)).toHaveText('2');

  await line.getByRole('button', { name: /^Increase quantity/ }).click();
  await expect(line.getByLabel(/^Quantity of/)).toHaveText('3');
  await expect(cartLink(page, 3)).toBeAttached();
  await line.getByRole('button', { name: /^Decrease quantity/ }).click();
  await expect(line.getByLabel(/^Quantity of/)).toHaveText('2');
  expect((await cartSummary(page)).count).toBe(2);

  await line.getByRole('button', { name: /^Remove / }).click();
  await expect(page.getByRole('heading', { name: 'Your Cart is Currently Empty!' })).toBeVisible();
  await expect(cartLink(page, 0)).toBeAttached();
  await page.getByRole('link', { name: 'Take me to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an add or a heart on a product page reloads the badges, not the product', async ({
  page,
}) => {
  // The product's data does not change with the cart or the wishlist: reloading it after
  // every tap made a phone re-render the whole page (issue 29). The badges still follow.
  const reloads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.endsWith('.data')) {
      reloads.push(url.searchParams.get('_routes') ?? 'every route');
    }
  });
  await page.goto(GEYSER.path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await closeAddedDialog(page);
  await expect(cartLink(page, 1)).toBeAttached();
  await page
    .getByRole('button', { name: /^Wishlist: / })
    .first()
    .click();
  await expect(wishlistLink(page, 1)).toBeAttached();
  // The badges count at once (optimistically); each write's reload comes after its answer.
  await expect.poll(() => reloads).toEqual(['root', 'root']);
});

test('the cart by keyboard: focus stays on − and +, each change is announced, a removal lands on the list', async ({
  page,
}) => {
  for (const variant of ['1 Litre', '3 Litre']) {
    await addFromProductPage(page, GEYSER.path, { variant });
  }
  await page.goto('/cart');
  const list = page.getByRole('list', { name: 'Items in your cart' });
  const line = list.getByRole('listitem').first();
  const quantity = line.getByLabel(/^Quantity of/);
  const status = page.getByRole('status').filter({ hasText: 'Total payable' });

  const plus = line.getByRole('button', { name: /^Increase quantity/ });
  await plus.focus();
  await page.keyboard.press('Enter');
  await expect(quantity).toHaveText('2');
  await expect(plus).toBeFocused();
  await expect(status).toHaveText(/^Updated cart! Total payable ₹[\d,]+\.\d\d\.$/);

  // Back to one: − is then at its limit, says so, and keeps the focus.
  const minus = line.getByRole('button', { name: /^Decrease quantity/ });
  await minus.focus();
  await page.keyboard.press('Enter');
  await expect(quantity).toHaveText('1');
  await expect(minus).toBeFocused();
  await expect(minus).toHaveAttribute('aria-disabled', 'true');
  await expect(minus).toHaveAccessibleName(/\(at least 1: Remove takes it out\)$/);
  await page.keyboard.press('Enter');
  await expect(quantity).toHaveText('1');

  await line.getByRole('button', { name: /^Remove / }).focus();
  await page.keyboard.press('Enter');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(status).toHaveText(/^Removed from cart\. Total payable ₹[\d,]+\.\d\d\.$/);
  await expect(list).toBeFocused();
  await list.getByRole('button', { name: /^Remove / }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your Cart', exact: true })).toBeFocused();
});

test('the wishlist heart toggles both ways; the wishlist page moves items to the cart', async ({
  page,
}) => {
  await page.goto('/products');
  const heart = page.getByRole('button', { name: /^Wishlist: / }).first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(wishlistLink(page, 1)).toBeAttached();
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(wishlistLink(page, 0)).toBeAttached();

  // Save an in-stock product and move it to the cart from the wishlist page.
  const card = firstCardInStock(page);
  const cardHeart = card.getByRole('button', { name: /^Wishlist: / });
  await cardHeart.click();
  await expect(wishlistLink(page, 1)).toBeAttached();
  // Saved, not only shown as saved: the spinner has gone.
  await expect(cardHeart).not.toHaveAttribute('aria-busy');
  await page.goto('/wishlist');
  await expect(
    page.getByRole('list', { name: 'Saved products' }).getByRole('listitem'),
  ).toHaveCount(1);
  // Named with the product, with no stray space before the colon.
  await expect(page.getByRole('button', { name: /^Move to cart/ })).toHaveAccessibleName(
    /^Move to cart: \S/,
  );
  await page.getByRole('button', { name: /^Move to cart/ }).click();
  await expect(
    page.getByRole('heading', { name: 'Your Wishlist is Currently Empty!' }),
  ).toBeVisible();
  // The keyboard is not dropped to the top of the page with the card that left.
  await expect(page.getByRole('heading', { name: 'Your Wishlist', exact: true })).toBeFocused();
  await expect(cartLink(page, 1)).toBeAttached();
});

test('a second click on a heart while the first is on its way undoes it', async ({ page }) => {
  await page.goto('/products');
  // The first request is slow to arrive: the shopper clicks again meanwhile.
  let posts = 0;
  await page.route(/\/wishlist\.data/, async (route) => {
    if (route.request().method() === 'POST' && ++posts === 1)
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue().catch(() => undefined);
  });
  const heart = page.getByRole('button', { name: /^Wishlist: / }).first();
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(wishlistLink(page, 0)).toBeAttached();
  await expect.poll(() => posts).toBe(2);
  await expect(heart).not.toHaveAttribute('aria-busy');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(wishlistLink(page, 0)).toBeAttached();
  const saved = await page.request.get('/api/v1/wishlist');
  expect(await saved.json()).toMatchObject({ count: 0 });
});

test("a new visitor's quick first saves and adds all land in one session", async ({ page }) => {
  await page.goto('/products');
  // A slow network: each write reaches the shop half a second after the click, so the
  // shopper's next clicks happen before the first write's answer (and its cookie) is back.
  const seen: (string | null)[] = [];
  await page.route(/\/(wishlist|cart)\.data/, async (route) => {
    if (route.request().method() === 'POST') {
      seen.push(await route.request().headerValue('cookie'));
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await route.continue().catch(() => undefined);
  });
  const hearts = page.getByRole('button', { name: /^Wishlist: / });
  await hearts.nth(0).click();
  await hearts.nth(1).click();
  await addFirstCardToCart(page);
  await expect(addedDialog(page)).toBeVisible();
  await expect(hearts.nth(1)).not.toHaveAttribute('aria-busy');
  await expect(hearts.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await expect(hearts.nth(1)).toHaveAttribute('aria-pressed', 'true');
  // Only the first write went without the session's cookie.
  expect(seen).toHaveLength(3);
  expect(seen.filter((cookie) => !/\bsid=/.test(cookie ?? ''))).toHaveLength(1);
  expect(await (await page.request.get('/api/v1/wishlist')).json()).toMatchObject({ count: 2 });
  expect((await cartSummary(page)).count).toBe(1);
});

test.describe('writes that never reach the shop (offline)', () => {
  const OFFLINE = 'The shop could not be reached. Please check your internet connection.';
  /**
   * The shop cannot be reached (the page's code files are at hand, as from the browser's
   * cache): every request for its data or to change it fails until `online()`.
   */
  async function offline(page: Page) {
    const shopData = /\.data(\?|$)/;
    const fail = (route: Route) => route.abort('internetdisconnected');
    await page.route(shopData, fail);
    return { online: () => page.unroute(shopData, fail) };
  }
  test.use({ failingOnPurpose: /\.data(\?|$)/ });

  test('an add says it failed and tries again; the page stays', async ({ page }) => {
    await page.goto('/products');
    const network = await offline(page);
    await addFirstCardToCart(page);
    const failed = page.getByRole('dialog', { name: 'Failed to add to cart!' });
    await expect(failed).toBeVisible();
    await expect(failed).toContainText(OFFLINE);
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await network.online();
    await failed.getByRole('button', { name: 'Try again.' }).click();
    await expect(addedDialog(page)).toBeVisible();
    expect((await cartSummary(page)).count).toBe(1);
  });

  test('a heart says so in a notice and stays unpressed; the page stays', async ({ page }) => {
    await page.goto('/products');
    await offline(page);
    const heart = page.getByRole('button', { name: /^Wishlist: / }).first();
    await heart.click();
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
    await expect(heart).not.toHaveAttribute('aria-busy');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(wishlistLink(page, 0)).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  });

  test('a refused heart of a product shown twice says so once', async ({ page }) => {
    await page.goto('/');
    const { row, twice } = await productInBothHomeRows(page);
    await offline(page);
    await row('Featured Products')
      .getByRole('button', { name: `Wishlist: ${twice}`, exact: true })
      .click();
    const notice = page.getByRole('status').filter({ hasText: OFFLINE });
    await expect(notice).toBeVisible();
    await expect(page.getByText(OFFLINE)).toHaveCount(1);
    // The notice leaves the floating WhatsApp and Call buttons uncovered (a phone's too),
    // seen at the top of the page, where they are in view.
    await page.evaluate(() => window.scrollTo(0, 0));
    const floating = page.getByRole('complementary', { name: 'Contact us' });
    await expect(floating.getByRole('link', { name: 'Call Us' })).toBeInViewport({ ratio: 1 });
    const [box, buttons] = await Promise.all([notice.boundingBox(), floating.boundingBox()]);
    expect(box && buttons && box.x + box.width <= buttons.x).toBe(true);
  });

  test("the wishlist's Move to cart says so, keeps the card and the keyboard on it", async ({
    page,
  }) => {
    await page.goto('/products');
    const heart = page.getByRole('button', { name: /^Wishlist: / }).first();
    // Saved, and its answer (with the new session's cookie) back before the next page.
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && /\/wishlist\.data/.test(response.url()),
    );
    await heart.click();
    expect((await saved).status()).toBe(200);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).not.toHaveAttribute('aria-busy');
    await page.goto('/wishlist');
    await offline(page);
    const move = page.getByRole('button', { name: /^Move to cart: / });
    await move.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
    await expect(move).toBeFocused();
    await expect(move).not.toHaveAttribute('aria-disabled');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Wishlist' })).toBeVisible();
  });

  test("the cart page's + says so in its alert and keeps the line", async ({ page }) => {
    await addFromProductPage(page, GEYSER.path);
    await page.goto('/cart');
    await offline(page);
    await page
      .getByRole('button', { name: /^Increase quantity of / })
      .first()
      .click();
    await expect(page.getByRole('alert')).toContainText(OFFLINE);
    await expect(page.getByLabel(/^Quantity of /).first()).toHaveText('1');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  });
});

test('the empty wishlist says so', async ({ page }) => {
  await page.goto('/wishlist');
  await expect(
    page.getByRole('heading', { name: 'Your Wishlist is Currently Empty!' }),
  ).toBeVisible();
});

test('buy now goes to checkout with that one item and leaves the cart unchanged', async ({
  page,
}) => {
  await page.goto('/products');
  await addFirstCardToCart(page);
  await closeAddedDialog(page);
  const before = await cartSummary(page);

  await page.goto(GEYSER.path);
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(/\/checkout\?(?=.*\bbuy=[a-z0-9]+)(?=.*\bqty=1\b)/);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(page.getByText('Instant Geyser Compact White')).toBeVisible();
  expect(await cartSummary(page)).toEqual(before);
});

test('two tabs agree after a reload', async ({ page, context }) => {
  const other = await context.newPage();
  await page.goto('/products');
  await other.goto('/products');
  await addFirstCardToCart(page);
  await closeAddedDialog(page);
  await expect(cartLink(page, 1)).toBeAttached();
  await other.reload();
  await expect(cartLink(other, 1)).toBeAttached();
  await other.close();
});

test('a shopper who has viewed products sees the cart and wishlist without layout shift', async ({
  page,
}) => {
  // Recently Viewed exists only in this browser's storage, so it appears after hydration;
  // above the server's rows it pushed them down the screen (CLS 0.2 on a phone).
  await page.goto(GEYSER.path);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('recentlyViewed') ?? ''))
    .not.toBe('');
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const path of ['/cart', '/wishlist']) {
    await page.goto(path);
    await expect(page.getByRole('region', { name: 'Recently Viewed' })).toBeVisible();
    const shift = await page.evaluate(
      () => (window as unknown as { shifts: { total: number } }).shifts.total,
    );
    expect(shift, path).toBeLessThanOrEqual(0.02);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('adding from a card still works and lands on the cart', async ({ page }) => {
    await page.goto('/products');
    await addFirstCardToCart(page);
    await expect(page).toHaveURL(/\/cart$/);
    await expect(cartLines(page)).toHaveCount(1);
  });
});

/** The layout every page shares: header, menus, mobile bar, footer, 404. */
import { POLICIES } from '../../config/store-pages.ts';
import { CATEGORIES } from '../../db/seed/data/categories.ts';
import { addFirstCardToCart, cartLink, closeAddedDialog } from './support/cart.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { holdBack, unreachableRequested } from './support/network.ts';

const CATEGORY_NAMES = CATEGORIES.map((c) => c.name);

test('home page shows the header, the category strip in the spec order, and the footer', async ({
  page,
}) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  // The header states shipping across India by couriers, 56 stores and trading since 2016.
  for (const notice of [
    'Shipping across India',
    'shipping through professional couriers',
    '56 stores in Karnataka',
    'Trading since 2016',
  ]) {
    await expect(header.getByText(notice, { exact: true }).first()).toBeAttached();
  }
  // The notice scrolls, and can be stopped (WCAG 2.2.2).
  const track = header.locator('.notice__track');
  const playState = () => track.evaluate((element) => getComputedStyle(element).animationPlayState);
  expect(await playState()).toBe('running');
  await header.getByRole('checkbox', { name: 'Pause the scrolling notice' }).check();
  expect(await playState()).toBe('paused');

  const strip = page.getByRole('region', { name: 'Shop by category' });
  const names = await strip.getByRole('link').allInnerTexts();
  expect(names.map((n) => n.trim())).toEqual(CATEGORY_NAMES);
  // Every tile's small copy exists and decodes (the strip loads them lazily: scroll them in).
  const tiles = strip.getByRole('img');
  await expect(tiles).toHaveCount(CATEGORY_NAMES.length);
  for (const tile of await tiles.all()) {
    await tile.scrollIntoViewIfNeeded();
    await expect(tile).toHaveAttribute('src', /^\/media\/categories\/[\w-]+-192\.webp$/);
    await expect.poll(() => tile.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(192);
  }

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  for (const policy of POLICIES) {
    await expect(footer.getByRole('link', { name: policy.title, exact: true })).toHaveAttribute(
      'href',
      policy.path,
    );
  }
  await expectNoSeriousA11yViolations(page);
});

test('every policy page opens from the footer', async ({ page }) => {
  for (const policy of POLICIES) {
    await page.goto(policy.path);
    await expect(page.getByRole('heading', { level: 1, name: policy.title })).toBeVisible();
    await expect(page.getByText('1 September 2024').first()).toBeVisible();
  }
});

test('an unknown page shows the 404 page inside the layout, with a way home', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectNoSeriousA11yViolations(page);
});

test.describe('desktop @desktop', () => {
  test('the floating contact buttons stay on form pages on a desktop', async ({ page }) => {
    await page.goto('/cart');
    const floating = page.getByRole('complementary', { name: 'Contact us' });
    await expect(floating.getByRole('link', { name: 'Call Us' })).toBeVisible();
    await expect(floating.getByRole('button', { name: 'Chat With Us' })).toBeVisible();
  });

  test('the header offers sign-in and shows the cart total in rupees', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign in / Guest user' })).toBeVisible();
    await expect(header.getByText('Cart total')).toBeVisible();
    await expect(header.getByText('₹0')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Wishlist, 0 items' })).toBeVisible();
  });

  test('the Products menu lists every category and works from the keyboard', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'About Us', 'Contact Us', 'Store Locator', 'Track Order']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    const products = nav.getByRole('button', { name: 'Products' });
    await products.focus();
    await page.keyboard.press('Enter');
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    for (const name of CATEGORY_NAMES) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(products).toHaveAttribute('aria-expanded', 'false');
  });

  test('the header hides when scrolling down and comes back when scrolling up', async ({
    page,
  }) => {
    await page.goto('/privacypolicy');
    const header = page.getByRole('banner');
    // Scroll in steps until the header has slid away (the listener attaches at hydration).
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 400);
        return (await header.boundingBox())?.y ?? 0;
      })
      .toBeLessThan(-10);
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, -150);
        return (await header.boundingBox())?.y ?? -1;
      })
      .toBeGreaterThanOrEqual(0);
  });

  test('a new page is announced by its title and the keyboard starts at its content', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'About Us', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/aboutus$/);
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: /About/ })).toHaveText(
      await page.title(),
    );
    // The next Tab lands in the page's content, not back in the header.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.getElementById('main')?.contains(document.activeElement)),
    ).toBe(true);
  });

  test('an empty search does nothing; a search goes to /search/{input}', async ({ page }) => {
    await page.goto('/');
    const search = page
      .getByRole('search')
      .first()
      .getByRole('combobox', { name: 'Search Products' });
    await page.locator('html[data-hydrated="true"]').waitFor();
    await search.fill('   ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await search.fill('geyser');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\/geyser$/);
  });
});

const FOOTER_CODE = /\/assets\/site-footer-[\w-]+\.js$/;

test("a cart change while the footer's code loads completes when it comes, footer in place", async ({
  page,
}) => {
  // The footer hydrates after the page. A cart change made before its code has come waits
  // for it (React hydrates the footer first); meanwhile the footer stays as served.
  const release = await holdBack(page, FOOTER_CODE);
  await page.goto('/products');
  await addFirstCardToCart(page);
  const footer = page.getByRole('contentinfo');
  await page.waitForTimeout(300);
  await expect(footer.getByRole('link', { name: 'Contact Us' })).toBeVisible();
  await expect(footer.getByLabel('Email address')).toBeVisible();
  release();
  await closeAddedDialog(page);
  await expect(cartLink(page, 1)).toBeAttached();
  await footer.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'About Us' })).toBeVisible();
});

test('lazily loaded parts link no stylesheet twice (a second copy would override the page)', async ({
  page,
}) => {
  // The shell's stylesheet linked again after a page's own made the shell's rules win:
  // the home page's hero moved 12 px once the footer's code came (a layout shift).
  for (const path of ['/', '/products', '/contactus', '/checkout']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const stylesheets = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    expect(stylesheets.length, path).toBeGreaterThan(0);
    expect(new Set(stylesheets).size, `${path}: ${stylesheets.join(', ')}`).toBe(
      stylesheets.length,
    );
  }
});

// A custom property set on the root at run time re-styled every element of the page as it
// hydrated (the header's measured height: 4-7 ms here, four times that on a phone).
test("the header's height keeps focus clear of it without re-styling the whole page", async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const root = await page.evaluate(() => {
    const style = document.documentElement.style;
    const header = document.querySelector('.site-header')!.getBoundingClientRect().height;
    return {
      customProperties: Array.from(style).filter((name) => name.startsWith('--')),
      paddingBelowHeader:
        Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) -
        Math.ceil(header),
    };
  });
  expect(root).toEqual({ customProperties: [], paddingBelowHeader: 8 });
});

test.describe("when the footer's code cannot be fetched", () => {
  test.use({ unreachable: FOOTER_CODE });

  test('the footer stays through a cart change, and its links lead on', async ({ page }) => {
    const failed = unreachableRequested(page, FOOTER_CODE);
    await page.goto('/products');
    await failed;
    await addFirstCardToCart(page);
    await closeAddedDialog(page);
    await expect(cartLink(page, 1)).toBeAttached();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByLabel('Email address')).toBeVisible();
    await footer.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contactus$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });
});

test.describe('mobile @mobile', () => {
  test.describe('when the side menu code cannot be fetched', () => {
    const MENU_CODE = /\/assets\/mobile-menu-[\w-]+\.js$/;
    test.use({ unreachable: MENU_CODE });

    test('tapping Menu leaves the page as it was', async ({ page }) => {
      // Offline, or a deploy removed the old files: the page must not become an error page.
      await page.goto('/products');
      const failed = unreachableRequested(page, MENU_CODE);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await failed;
      await page.waitForTimeout(500);
      await expect(page.getByText('Something went wrong')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    });
  });

  test('the floating WhatsApp and Call buttons stay off pages with controls at the right edge, which they covered', async ({
    page,
  }) => {
    const floating = page.getByRole('complementary', { name: 'Contact us' });
    for (const path of ['/', '/aboutus']) {
      await page.goto(path);
      await expect(floating.getByRole('link', { name: 'Call Us' }), path).toBeVisible();
    }
    for (const path of [
      '/cart',
      '/checkout',
      '/auth/login',
      '/auth/signup',
      '/contactus',
      '/products',
      '/collections/Instant-Geysers',
      '/product/Instant-Geyser-3-Litre',
      '/wishlist',
      '/track-order',
    ]) {
      await page.goto(path);
      await expect(page.locator('main h1'), path).toBeVisible();
      await expect(floating.getByRole('link', { name: 'Call Us' }), path).toBeHidden();
    }
    // The number is still a tap away, in the top bar.
    await expect(page.getByRole('link', { name: /98450 72101/ }).first()).toBeVisible();
    // A client-side navigation back to the catalog brings them back.
    await page
      .getByRole('navigation', { name: 'Shortcuts' })
      .getByRole('link', { name: /^Home/ })
      .click();
    await expect(floating.getByRole('link', { name: 'Call Us' })).toBeVisible();
  });

  test('the bottom bar sends a signed-out shopper to login for Wishlist and Account', async ({
    page,
  }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Shortcuts' });
    for (const name of ['Home', 'Categories', 'Cart', 'Wishlist', 'Account']) {
      await expect(bar.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    await expect(bar.getByRole('link', { name: /^Wishlist/ })).toHaveAttribute(
      'href',
      '/auth/login?wishlist',
    );
    await expect(bar.getByRole('link', { name: /^Account/ })).toHaveAttribute(
      'href',
      '/auth/login?account',
    );
  });

  test('the side menu opens, holds the categories and closes with Escape', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /menu/i }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Instant Geysers', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('what the keyboard focuses is never under the header, the bottom bar or the floating buttons', async ({
    page,
  }) => {
    await page.goto('/products');
    await page.getByRole('main').focus();
    const hidden: string[] = [];
    for (let step = 0; step < 45; step++) {
      await page.keyboard.press(step < 30 ? 'Tab' : 'Shift+Tab');
      // Let a smooth scroll and the header's slide settle.
      await page.waitForTimeout(300);
      const problem = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null;
        if (!focused || focused === document.body) return null;
        const box = focused.getBoundingClientRect();
        const header = document.querySelector('.site-header')?.getBoundingClientRect();
        const bar = document.querySelector('.mobile-bar')?.getBoundingClientRect();
        const floating = document.querySelector('.floating-contact')?.getBoundingClientRect();
        if (focused.closest('.site-header, .mobile-bar, .floating-contact')) return null;
        const overlaps = (other: DOMRect) =>
          box.left < other.right - 1 &&
          box.right > other.left + 1 &&
          box.top < other.bottom - 1 &&
          box.bottom > other.top + 1;
        const under =
          (header && header.bottom > 0 && box.top < header.bottom - 1) ||
          (bar && box.bottom > bar.top + 1) ||
          (floating && floating.left < window.innerWidth && overlaps(floating));
        return under ? `${focused.tagName} ${focused.textContent?.trim().slice(0, 40)}` : null;
      });
      if (problem) hidden.push(problem);
    }
    expect(hidden).toEqual([]);
  });

  test("the header's Search opens the search box with the focus in it", async ({ page }) => {
    await page.goto('/products');
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(
      page.getByRole('banner').getByRole('combobox', { name: 'Search Products' }),
    ).toBeFocused();
    await page.getByRole('banner').getByRole('button', { name: 'Close search' }).click();
    await expect(
      page.getByRole('banner').getByRole('combobox', { name: 'Search Products' }),
    ).toBeHidden();
  });

  test('nothing overflows a 360 px screen', async ({ page }) => {
    await page.goto('/');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page);
  });
});

test('About reads well to assistive technology @desktop', async ({ page }) => {
  await page.goto('/aboutus');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(page.getByText('Tumakuru').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

// One test per page: eleven accessibility scans in one test outgrew its 30 s on a slow machine.
for (const policy of POLICIES) {
  test(`${policy.path} reads well to assistive technology @desktop`, async ({ page }) => {
    await page.goto(policy.path);
    await expect(page.getByText('1 September 2024').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

/**
 * What a low-end phone needs of a page (ADR 0026): hydration that keeps the server's HTML
 * instead of rendering the page again, sections below the fold hydrated only when the
 * shopper comes to them (and working then), and a tap made while the page is still
 * hydrating that is not lost. Timings are not asserted here: bench/interactions.ts and
 * `npm run lighthouse` measure them.
 */
import type { Locator, Page } from '@playwright/test';
import { addedDialog, cartLink, cartSummary } from './support/cart.ts';
import { GEYSER } from './support/demo-shop.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Counts the elements the page's scripts create (the HTML parser creates none this way),
 * but the module preloads a lazily loaded part adds to the head (one `link` per file it
 * needs): they render nothing, and a product page with reviews and questions loads many.
 */
function countCreatedElements(page: Page) {
  return page.addInitScript(() => {
    const create = Document.prototype.createElement;
    const counter = window as unknown as { createdElements: number };
    counter.createdElements = 0;
    Document.prototype.createElement = function (this: Document, ...args: unknown[]) {
      if (String(args[0]).toLowerCase() !== 'link') counter.createdElements++;
      return create.apply(this, args as Parameters<typeof create>);
    } as typeof create;
  });
}

const createdElements = (page: Page) =>
  page.evaluate(() => (window as unknown as { createdElements: number }).createdElements);

/** Whether React has taken over the section's markup (hydrated it, or rendered it). */
const hydrated = (section: Locator) =>
  section.evaluate((wrapper) =>
    Object.keys(wrapper.firstElementChild ?? {}).some((key) => key.startsWith('__reactFiber')),
  );

test.describe('a page on a phone', () => {
  for (const path of ['/', '/collections/Instant-Geysers', GEYSER.path]) {
    test(`${path} is hydrated, not rendered again in the browser`, async ({ page }) => {
      await countCreatedElements(page);
      await page.goto(path);
      // Whatever hydrates late (a section the shopper has not reached, a lazy part) has had
      // its chance to go wrong.
      await page.waitForLoadState('networkidle');
      // A few elements are the page's own doing (a dialog's portal); a section rendered
      // afresh instead of hydrated makes hundreds (React renders the siblings of a
      // suspended component ahead, see lib/hydrate-on-sight.tsx).
      expect(await createdElements(page)).toBeLessThan(20);
    });
  }

  test('a row below the fold hydrates when the shopper scrolls to it, and its cards work', async ({
    page,
  }) => {
    await page.goto('/');
    const row = page.getByRole('region', { name: 'Above 40% off' });
    await page.waitForLoadState('networkidle');
    const section = page.locator('[data-on-sight]').filter({ has: row });
    expect(await hydrated(section)).toBe(false);
    await row.scrollIntoViewIfNeeded();
    await row
      .getByRole('button', { name: /^Add .+ to cart$/ })
      .first()
      .click();
    // The dialog is the script's: without it the button would post the page away.
    await expect(addedDialog(page)).toBeVisible();
    await expect(cartLink(page, 1)).toBeVisible();
    expect(await hydrated(section)).toBe(true);
  });

  test('a product page hydrates its reviews, questions and related products as the shopper comes to them', async ({
    page,
  }) => {
    await page.goto(GEYSER.path);
    await page.waitForLoadState('networkidle');
    const sections = ['Ratings and reviews', 'Questions and answers', 'Related Products'].map(
      (name) => page.locator('[data-on-sight]').filter({ has: page.getByRole('region', { name }) }),
    );
    for (const section of sections) expect(await hydrated(section)).toBe(false);
    // Scrolled to, with no touch: the section's own box is watched, not its wrappers
    // (which have none).
    await page.getByRole('region', { name: 'Ratings and reviews' }).scrollIntoViewIfNeeded();
    await expect.poll(() => hydrated(sections[0]!)).toBe(true);
    const related = page.getByRole('region', { name: 'Related Products' });
    await related.scrollIntoViewIfNeeded();
    await related
      .getByRole('button', { name: /^Add .+ to cart$/ })
      .first()
      .click();
    await expect(addedDialog(page)).toBeVisible();
    await expect(cartLink(page, 1)).toBeVisible();
    for (const section of sections) expect(await hydrated(section)).toBe(true);
  });

  test('a section far below the fold is laid out and painted only when the shopper nears it', async ({
    page,
  }) => {
    await page.goto('/');
    const row = page.getByRole('region', { name: 'Above 40% off' });
    // Its contents skipped by content-visibility: the browser has spent no style, layout or
    // paint on them.
    const drawn = () =>
      row.evaluate((section) =>
        section.querySelector('a')!.checkVisibility({ contentVisibilityAuto: true }),
      );
    expect(await drawn()).toBe(false);
    await row.scrollIntoViewIfNeeded();
    await expect.poll(drawn).toBe(true);
    await expect(row.getByRole('link').first()).toBeInViewport();
  });

  test('a click that comes while React is hydrating its section is not lost', async ({ page }) => {
    // Scrolled to and clicked at once (as a quick thumb does on a slow phone): the section
    // comes into range, React starts hydrating it, and the click arrives mid-way. It
    // reached no handler three times in four before such a click was held and replayed.
    for (let load = 0; load < 3; load++) {
      await page.goto('/');
      const strip = page.getByRole('region', { name: 'Watch and Shop' });
      await strip
        .getByRole('button', { name: /^Play video: / })
        .first()
        .click();
      const viewer = page.getByRole('dialog');
      await expect(viewer).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(viewer).toBeHidden();
    }
  });

  test('a change to the page while rows below still wait for the shopper is not held back', async ({
    page,
  }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const lastRow = page
      .locator('[data-on-sight]')
      .filter({ has: page.getByRole('region', { name: 'Above 40% off' }) });
    expect(await hydrated(lastRow)).toBe(false);
    // The first row's button: the cart changes, the page's data with it, and React may not
    // commit that around a section it has not hydrated until the section is let go.
    await page
      .getByRole('region', { name: 'Featured Products' })
      .getByRole('button', { name: /^Add .+ to cart$/ })
      .first()
      .click();
    await expect(addedDialog(page)).toBeVisible();
    await expect(cartLink(page, 1)).toBeVisible();
  });

  test('a tap made while the page is still hydrating is not lost', async ({ page }) => {
    // A second tab of the same shopper, without the suite's wait for hydration on goto,
    // on a CPU slowed as a low-end phone's is.
    const phone = await page.context().newPage();
    const errors: string[] = [];
    phone.on('pageerror', (error) => errors.push(error.message));
    const cdp = await page.context().newCDPSession(phone);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    await phone.goto(GEYSER.path, { waitUntil: 'commit' });
    await phone.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
    await expect.poll(async () => (await cartSummary(phone)).count).toBe(1);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(cartLink(phone, 1)).toBeVisible();
    expect(errors).toEqual([]);
  });
});

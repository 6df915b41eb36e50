/**
 * The store locator's map tiles, answered here: the tests run offline, and OpenStreetMap is
 * never asked.
 */
import type { Page, Route } from '@playwright/test';

/** A 1 x 1 grey PNG standing in for a map tile. */
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGO4CwAA3wDeKXlwtgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Answers every tile request with a grey tile (or with bytes that are no image at all);
 * returns the URLs asked for.
 */
export async function serveTiles(page: Page, answer: 'tile' | 'not-an-image' = 'tile') {
  const requested: string[] = [];
  await page.route('https://tile.openstreetmap.org/**', (route: Route) => {
    requested.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: 'image/png',
      body: answer === 'tile' ? TILE_PNG : Buffer.from('no image here'),
    });
  });
  return requested;
}

/**
 * The store locator (/stores and /store-locator): the list of 56 stores, search as you type
 * and without JavaScript, the Leaflet map (markers, selecting a store, tiles that fail),
 * 'Use my location', SEO and accessibility. Runs at 1440 px and 360 px.
 *
 * The tests run offline: OpenStreetMap's tiles are answered here (a grey PNG, or bytes that
 * are no image at all), never fetched.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { serveTiles } from './support/map-tiles.ts';

const STORE_COUNT = 56;
const HEAD_OFFICE = 'Gruha Appliances Tumakuru Head Office';
const MYSURU_VIJAYANAGAR = {
  name: 'Gruha Appliances Mysuru Vijayanagar',
  address: '76, Vijayanagar 2nd Stage Main Road, Mysuru, Karnataka 570017',
};
/** The two stores in Hubballi (db/seed/data/stores.ts). */
const HUBBALLI = [
  'Gruha Appliances Hubballi Koppikar Road',
  'Gruha Appliances Hubballi Vidyanagar',
];
/** The stores whose address, town or district say Mysuru (Maddur is on the Mysuru highway). */
const MYSURU = [
  'Gruha Appliances Mysuru Sayyaji Rao Road',
  'Gruha Appliances Mysuru Vijayanagar',
  'Gruha Appliances Mysuru Kuvempunagar',
  'Gruha Appliances Maddur',
];
const SELECT_MESSAGE = 'Select a store to see its location on the map.';

function storeList(page: Page) {
  return page.getByRole('region', { name: 'Stores', exact: true }).getByRole('listitem');
}

async function listedNames(page: Page): Promise<string[]> {
  return storeList(page).getByRole('heading', { level: 3 }).allInnerTexts();
}

function searchBox(page: Page) {
  return page.getByRole('searchbox', { name: 'Search stores by town or address' });
}

function map(page: Page) {
  return page.getByRole('region', { name: 'Map of our stores' });
}

/** Waits until Leaflet has drawn the map and its markers. */
async function waitForMap(page: Page, markers = STORE_COUNT) {
  await expect(map(page).getByText('© OpenStreetMap contributors')).toBeVisible();
  await expect(map(page).locator('.store-marker')).toHaveCount(markers);
}

test('lists all 56 stores with photo, address, phone and directions, and marks them on the map', async ({
  page,
}) => {
  const tiles = await serveTiles(page);
  const assets: string[] = [];
  page.on('request', (request) => assets.push(new URL(request.url()).pathname));
  await page.goto('/stores');

  await expect(page).toHaveTitle(/^Store Locator \| Gruha Appliances$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Store Locator' })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(breadcrumb.getByText('Stores')).toHaveAttribute('aria-current', 'page');

  await expect(page.getByText(`${STORE_COUNT} stores`, { exact: true })).toBeVisible();
  await expect(storeList(page)).toHaveCount(STORE_COUNT);
  expect(new Set(await listedNames(page)).size).toBe(STORE_COUNT);

  const first = storeList(page).first();
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(HEAD_OFFICE);
  const photo = first.getByRole('img', { name: `Shopfront of ${HEAD_OFFICE}` });
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('src', '/media/stores/ka-tum-01.webp');
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(first.getByText('No. 14, B H Road, near Town Hall Circle, Tumakuru')).toBeVisible();
  await expect(first.getByRole('link', { name: /^\+91 \d{5} \d{5}$/ })).toHaveAttribute(
    'href',
    /^tel:\+91\d{10}$/,
  );
  const directions = first.getByRole('link', {
    name: `Get directions to ${HEAD_OFFICE} (opens in a new tab)`,
  });
  await expect(directions).toHaveAttribute('target', '_blank');
  await expect(directions).toHaveAttribute('rel', /noopener/);
  await expect(directions).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=13.3409,77.101',
  );

  // The map: a named region with OpenStreetMap's attribution, one marker per store, tiles
  // asked of tile.openstreetmap.org, and nothing selected yet.
  await waitForMap(page);
  await expect(map(page).getByTitle(HEAD_OFFICE)).toBeVisible();
  expect(tiles.length).toBeGreaterThan(0);
  for (const url of tiles)
    expect(url).toMatch(/^https:\/\/tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/);
  await expect(page.getByText(SELECT_MESSAGE)).toBeVisible();
  // Leaflet's script and stylesheet came with this page, as their own files.
  expect(assets.some((path) => /^\/assets\/leaflet-map-[\w-]+\.js$/.test(path))).toBe(true);
  expect(assets.some((path) => /^\/assets\/leaflet-map-[\w-]+\.css$/.test(path))).toBe(true);
});

test('search by town filters the list as the shopper types, in any letter case', async ({
  page,
}) => {
  await serveTiles(page);
  await page.goto('/stores');
  await waitForMap(page);

  await searchBox(page).fill('hUBBALLI');
  await expect(page.getByText('2 stores', { exact: true })).toBeVisible();
  expect(await listedNames(page)).toEqual(HUBBALLI);
  // The map keeps only the matching stores.
  await waitForMap(page, HUBBALLI.length);
  // Typing filtered on the spot: no navigation yet.
  expect(new URL(page.url()).search).toBe('');

  // Submitting records the search in the address bar (a link to share), still 2 stores.
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/stores\?q=hUBBALLI$/);
  expect(await listedNames(page)).toEqual(HUBBALLI);

  await searchBox(page).fill('Mysuru');
  await expect(page.getByText('4 stores', { exact: true })).toBeVisible();
  expect(await listedNames(page)).toEqual(MYSURU);

  await searchBox(page).fill('xqzv');
  await expect(page.getByText('No stores found.', { exact: true })).toBeVisible();
  await expect(storeList(page)).toHaveCount(0);

  await page.getByRole('link', { name: 'Show all stores' }).click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(storeList(page)).toHaveCount(STORE_COUNT);
  await expect(page.getByText('No stores found.', { exact: true })).toHaveCount(0);
});

test('selecting a store centres the map on it and opens its popup, even when no tile loads', async ({
  page,
}) => {
  // Every tile answer is broken: the map is a grey field with markers, and the page works.
  await serveTiles(page, 'not-an-image');
  await page.goto('/stores');
  await waitForMap(page);
  await expect(page.getByText(SELECT_MESSAGE)).toBeVisible();

  const show = page.getByRole('button', { name: `Show ${MYSURU_VIJAYANAGAR.name} on the map` });
  await expect(show).not.toHaveAttribute('aria-current');
  await show.click();

  await expect(page.getByText(`Showing ${MYSURU_VIJAYANAGAR.name} on the map.`)).toBeVisible();
  await expect(page.getByText(SELECT_MESSAGE)).toHaveCount(0);
  await expect(show).toHaveAttribute('aria-current', 'true');
  // The popup, on the map, names the store and links to directions.
  await expect(map(page).getByText(MYSURU_VIJAYANAGAR.address)).toBeVisible();
  await expect(
    map(page).getByRole('link', {
      name: `Get directions to ${MYSURU_VIJAYANAGAR.name} (opens in a new tab)`,
    }),
  ).toBeVisible();
  // Centred: its marker is inside the map, near the middle across (Leaflet may pan the map
  // a little to fit the popup above it).
  const marker = map(page).getByTitle(MYSURU_VIJAYANAGAR.name);
  await expect(marker).toHaveClass(/store-marker--selected/);
  await expect
    .poll(async () => {
      const box = await map(page).boundingBox();
      const pin = await marker.boundingBox();
      if (!box || !pin) return Number.POSITIVE_INFINITY;
      return Math.abs(pin.x + pin.width / 2 - (box.x + box.width / 2));
    })
    .toBeLessThan(48);

  // Closing the popup deselects the store.
  await map(page).getByRole('button', { name: 'Close popup' }).click();
  await expect(page.getByText(SELECT_MESSAGE)).toBeVisible();
  await expect(show).not.toHaveAttribute('aria-current');

  // A marker is a way in too: it selects its store in the list.
  await searchBox(page).fill('hubballi');
  await waitForMap(page, HUBBALLI.length);
  await map(page).getByTitle(HUBBALLI[1]!).click();
  await expect(page.getByText(`Showing ${HUBBALLI[1]} on the map.`)).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Show ${HUBBALLI[1]} on the map` }),
  ).toHaveAttribute('aria-current', 'true');
});

test('/store-locator is the same screen, with /stores as its canonical address', async ({
  page,
}) => {
  await serveTiles(page);
  await page.goto('/store-locator');
  await expect(page.getByRole('heading', { level: 1, name: 'Store Locator' })).toBeVisible();
  await expect(storeList(page)).toHaveCount(STORE_COUNT);
  await expect(searchBox(page)).toBeVisible();
  await waitForMap(page);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/stores$/);

  // Its search stays on /store-locator.
  await searchBox(page).fill('belagavi');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/store-locator\?q=belagavi$/);
  await expect(page.getByText('2 stores', { exact: true })).toBeVisible();
});

test('title, description and JSON-LD: a HomeGoodsStore for every store', async ({ page }) => {
  await serveTiles(page);
  await page.goto('/stores');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /56 stores across Karnataka/,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/stores$/);

  const documents = (
    await page.locator('script[type="application/ld+json"]').allTextContents()
  ).map((text) => JSON.parse(text) as Record<string, unknown>);
  const breadcrumb = documents.find((d) => d['@type'] === 'BreadcrumbList') as {
    itemListElement: { name: string; item: string }[];
  };
  expect(breadcrumb.itemListElement.map((item) => item.name)).toEqual(['Home', 'Stores']);
  expect(breadcrumb.itemListElement[1]!.item).toMatch(/\/stores$/);

  const graph = (documents.find((d) => '@graph' in d) as { '@graph': Record<string, unknown>[] })[
    '@graph'
  ];
  expect(graph).toHaveLength(STORE_COUNT);
  for (const store of graph) {
    expect(store).toMatchObject({
      '@type': 'HomeGoodsStore',
      name: expect.stringMatching(/^Gruha Appliances /),
      telephone: expect.stringMatching(/^\+91\d{10}$/),
      address: {
        '@type': 'PostalAddress',
        streetAddress: expect.any(String),
        addressLocality: expect.any(String),
        addressRegion: 'Karnataka',
        postalCode: expect.stringMatching(/^5\d{5}$/),
        addressCountry: 'IN',
      },
      geo: {
        '@type': 'GeoCoordinates',
        latitude: expect.any(Number),
        longitude: expect.any(Number),
      },
    });
  }
  expect(graph[0]).toMatchObject({
    name: HEAD_OFFICE,
    address: { streetAddress: 'No. 14, B H Road, near Town Hall Circle', postalCode: '572101' },
    geo: { latitude: 13.3409, longitude: 77.101 },
  });
});

test.describe('Use my location', () => {
  async function locateAt(context: BrowserContext, latitude: number, longitude: number) {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude, longitude });
  }

  test('sorts the stores nearest first and shows each distance', async ({ page, context }) => {
    await serveTiles(page);
    await locateAt(context, 13.3409, 77.101); // Tumakuru
    await page.goto('/stores');
    await waitForMap(page);
    // Before: the list's own order, no distances.
    expect((await listedNames(page))[3]).toBe('Gruha Appliances Bengaluru Chickpet');
    await expect(storeList(page).getByText(/ km$/)).toHaveCount(0);

    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByText('56 stores, nearest first', { exact: true })).toBeVisible();
    expect((await listedNames(page)).slice(0, 4)).toEqual([
      HEAD_OFFICE,
      'Gruha Appliances Tumakuru S S Puram',
      'Gruha Appliances Tumakuru Batawadi',
      'Gruha Appliances Gubbi',
    ]);
    const distances = storeList(page).locator('.store-card__distance');
    await expect(distances).toHaveCount(STORE_COUNT);
    expect((await distances.allTextContents()).slice(0, 4)).toEqual([
      '0.0 km from your location',
      '1.2 km from your location',
      '3.4 km from your location',
      '17.6 km from your location',
    ]);
    await expect(map(page).getByTitle('Your location')).toBeAttached();

    // From Mangaluru the Mangaluru stores come first; a search keeps that order.
    await context.setGeolocation({ latitude: 12.8698, longitude: 74.843 });
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect
      .poll(async () => (await listedNames(page)).slice(0, 3))
      .toEqual([
        'Gruha Appliances Mangaluru K S Rao Road',
        'Gruha Appliances Mangaluru Kankanady',
        'Gruha Appliances Puttur',
      ]);
    await searchBox(page).fill('Tumakuru');
    await expect(page.getByText('8 stores, nearest first', { exact: true })).toBeVisible();
    expect((await listedNames(page)).slice(0, 2)).toEqual([
      'Gruha Appliances Tiptur',
      'Gruha Appliances Gubbi',
    ]);
  });

  test('says so politely when the location is refused', async ({ page, context }) => {
    await serveTiles(page);
    await context.clearPermissions();
    await page.goto('/stores');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByText('We could not get your location.', { exact: true })).toBeVisible();
    // The list is unchanged.
    expect((await listedNames(page))[0]).toBe(HEAD_OFFICE);
    await expect(page.getByText(`${STORE_COUNT} stores`, { exact: true })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search is a form the server answers (?q=), and every store is listed', async ({
    page,
  }) => {
    await page.goto('/stores');
    await expect(storeList(page)).toHaveCount(STORE_COUNT);
    await expect(page.getByText(`${STORE_COUNT} stores`, { exact: true })).toBeVisible();
    // What needs JavaScript is not offered.
    await expect(page.getByRole('button', { name: 'Use my location' })).toBeHidden();
    await expect(page.getByRole('button', { name: `Show ${HEAD_OFFICE} on the map` })).toBeHidden();
    await expect(page.getByText(/The map needs JavaScript/)).toBeVisible();

    await searchBox(page).fill('MYSURU');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/stores\?q=MYSURU$/);
    await expect(page.getByText('4 stores', { exact: true })).toBeVisible();
    expect(await listedNames(page)).toEqual(MYSURU);
    await expect(searchBox(page)).toHaveValue('MYSURU');

    await page.goto('/stores?q=no+such+town');
    await expect(page.getByText('No stores found.', { exact: true })).toBeVisible();
    await expect(storeList(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Show all stores' }).click();
    await expect(storeList(page)).toHaveCount(STORE_COUNT);
  });
});

test('the home page loads no map code', async ({ page }) => {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(paths.filter((path) => /leaflet/i.test(path))).toEqual([]);
  expect(paths.some((path) => path.startsWith('/assets/'))).toBe(true);
});

test('the store locator has no serious accessibility violations, with a popup open', async ({
  page,
}) => {
  // Several full axe scans, each seconds long on a busy two-core machine.
  test.slow();
  await serveTiles(page);
  await page.goto('/stores');
  await waitForMap(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: `Show ${HEAD_OFFICE} on the map` }).click();
  await expect(map(page).getByRole('button', { name: 'Close popup' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await searchBox(page).fill('xqzv');
  await expect(page.getByText('No stores found.', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

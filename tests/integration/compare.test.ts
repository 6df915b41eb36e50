/**
 * Specifications and comparison (issue 32) against the real server and the seeded demo:
 * the product page's 'Specifications' table (the selected variant's values, Kannada), the
 * product API's `specifications`, the compare list kept in its cookie by /compare's action
 * (up to four, one category, back where the shopper was without JavaScript), the tray,
 * /compare and GET /api/v1/compare. Junk input answers 4xx or a note, never 500.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { browser } from '../setup/browser.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});
afterEach(() => {
  expect(server.errors).toEqual([]);
});

interface Spec {
  key: string;
  name: string;
  type: string;
  unit?: string;
  value?: unknown;
  variants?: { variantId: string; value: unknown }[];
}
interface Detail {
  id: string;
  slug: string;
  variants: { id: string; productCode: string }[];
  specifications: Spec[];
}

async function detail(slug: string): Promise<Detail> {
  const answer = await browser(server).api('GET', `/api/v1/products/${slug}`);
  expect(answer.status).toBe(200);
  return (JSON.parse(answer.body) as { data: Detail }).data;
}

const DOCUMENT = { 'sec-fetch-dest': 'document', accept: 'text/html' };

describe('specifications', () => {
  it('gives the product API each attribute in order, per variant where variants differ', async () => {
    const glassline = await detail('Storage-Geyser-Glassline-Tank');
    expect(glassline.specifications.map((s) => s.key)).toEqual([
      'capacity',
      'type',
      'power',
      'pressure',
      'mounting',
    ]);
    const capacity = glassline.specifications[0]!;
    expect(capacity).toMatchObject({ name: 'Capacity', type: 'number', unit: 'L' });
    expect(capacity.value).toBeUndefined();
    expect(capacity.variants).toEqual(
      glassline.variants.map((variant, index) => ({
        variantId: variant.id,
        value: [10, 15, 25][index],
      })),
    );
    expect(glassline.specifications[1]).toEqual({
      key: 'type',
      name: 'Type',
      type: 'choice',
      value: 'storage',
    });
    const doc = await (await server.fetch('/api/v1/openapi.json')).json();
    expect(JSON.stringify(doc.components.schemas.ProductDetail)).toContain('specifications');
    expect(Object.keys(doc.paths)).toContain('/compare');
  });

  it('shows a Specifications table under the description, with the chosen variant’s values', async () => {
    const glassline = await detail('Storage-Geyser-Glassline-Tank');
    const guest = browser(server);
    const page = await guest.get('/product/Storage-Geyser-Glassline-Tank');
    expect(page.status).toBe(200);
    const table = /<section class="product-specs"[\s\S]*?<\/section>/.exec(page.html)?.[0] ?? '';
    expect(table).toContain(
      '<h2 class="section-head__title" id="product-specs-title">Specifications</h2>',
    );
    expect(table).toMatch(/<th scope="row">Capacity<\/th><td>10 L<\/td>/);
    expect(table).toMatch(/<th scope="row">Type<\/th><td>Storage<\/td>/);
    expect(page.html.indexOf('product-description')).toBeLessThan(
      page.html.indexOf('product-specs'),
    );
    const third = glassline.variants[2]!;
    const chosen = await guest.get(
      `/product/Storage-Geyser-Glassline-Tank?variant=${third.productCode}`,
    );
    expect(chosen.html).toMatch(/<th scope="row">Capacity<\/th><td>25 L<\/td>/);
    const kannada = await guest.get('/kn/product/Storage-Geyser-Glassline-Tank');
    expect(kannada.html).toContain('ವಿಶೇಷಣಗಳು');
    expect(kannada.html).toMatch(/<th scope="row">ಸಾಮರ್ಥ್ಯ<\/th><td>10 L<\/td>/);
    expect(kannada.html).toMatch(/<th scope="row">ಬಗೆ<\/th><td>ಸ್ಟೋರೇಜ್<\/td>/);
  });
});

describe('the compare list', () => {
  it("offers 'Compare' on a collection's cards and the product page, not on other lists", async () => {
    const guest = browser(server);
    const toggles = (html: string) => html.split('class="compare-toggle"').length - 1;
    const collection = await guest.get('/collections/Instant-Geysers');
    expect(toggles(collection.html)).toBe(collection.html.split('class="product-card"').length - 1);
    for (const path of ['/', '/products', '/search/geyser', '/wishlist']) {
      expect(toggles((await guest.get(path)).html), path).toBe(0);
    }
    // The product page's own button; its related row's cards have none.
    expect(toggles((await guest.get('/product/Storage-Geyser-Glassline-Tank')).html)).toBe(1);
  });

  it('adds from any page without JavaScript and goes back there, the tray then on every page', async () => {
    const [a, b] = await Promise.all([
      detail('Storage-Water-Heater-10-Litre'),
      detail('Storage-Water-Heater-15-Litre'),
    ]);
    const shopper = browser(server);
    const from = `${server.url}/collections/Instant-Geysers`;
    const added = await shopper.request('POST', '/compare', {
      form: { add: a.id },
      headers: { ...DOCUMENT, referer: from },
    });
    expect(added.status).toBe(303);
    expect(added.location).toBe('/collections/Instant-Geysers');
    expect(shopper.cookie('compare')).toBe(a.id);
    await shopper.request('POST', '/compare', {
      form: { add: b.id },
      headers: { ...DOCUMENT, referer: from },
    });
    expect(shopper.cookie('compare')).toBe(`${a.id}.${b.id}`);
    const page = await shopper.get('/collections/Instant-Geysers');
    expect(page.html).toContain('class="compare-tray"');
    expect(page.html).toContain('Compare (2/4)');
    expect(page.html).toContain('aria-label="Remove Storage Water Heater 15 Litre from compare"');
    expect(page.html).toContain(
      'href="/compare?products=Storage-Water-Heater-10-Litre,Storage-Water-Heater-15-Litre"',
    );
    // The cards of the list's products offer to take them out again.
    expect(page.html).toMatch(
      new RegExp(
        `<input type="hidden" name="remove" value="${b.id}"/><button [^>]*aria-pressed="true"`,
      ),
    );
    // A guest without a list still gets the shared page, without a tray.
    const guest = await browser(server).get('/collections/Instant-Geysers');
    expect(guest.html).not.toContain('class="compare-tray"');
    expect(guest.html).toContain('class="compare-toggle"');
    expect(guest.html).toContain('aria-label="Compare Storage Water Heater 15 Litre"');
    // Kannada pages name the tray in Kannada.
    expect((await shopper.get('/kn/collections/Instant-Geysers')).html).toContain('ಹೋಲಿಕೆ (2/4)');
    // Removing from the tray (a fetcher: the answer, the cookie).
    const removed = await shopper.post('/compare', { remove: a.id });
    expect(removed.status).toBe(200);
    expect(shopper.cookie('compare')).toBe(b.id);
  });

  it('refuses a fifth product and one of another category, with a clear message', async () => {
    const slugs = [
      'Storage-Water-Heater-10-Litre',
      'Storage-Water-Heater-15-Litre',
      'Storage-Water-Heater-25-Litre',
      'Instant-Geyser-3-Litre',
      'Instant-Geyser-5-Litre',
    ];
    const ids = (await Promise.all(slugs.map(detail))).map((d) => d.id);
    const shopper = browser(server);
    for (const id of ids.slice(0, 4)) {
      const answer = await shopper.post('/compare', { add: id });
      expect(answer.status).toBe(200);
    }
    const fifth = await shopper.post('/compare', { add: ids[4]! });
    expect(fifth.status).toBe(400);
    expect(fifth.html).toContain('You can compare up to 4 products.');
    expect(shopper.cookie('compare')?.split('.')).toEqual(ids.slice(0, 4));
    const washer = await detail((await firstOf('Portable-Washing-Machine')) ?? '');
    const other = browser(server);
    await other.post('/compare', { add: ids[0]! });
    const mixed = await other.post('/compare', { add: washer.id });
    expect(mixed.status).toBe(400);
    expect(mixed.html).toContain('Compare products of one category at a time.');
    const kannada = await other.post('/kn/compare', { add: washer.id });
    expect(kannada.html).toContain('ಒಮ್ಮೆಗೆ ಒಂದೇ ವರ್ಗದ ಉತ್ಪನ್ನಗಳನ್ನು ಹೋಲಿಸಿ.');
    // Junk: never a 500.
    const junkForms: Record<string, string>[] = [
      { add: 'x' },
      { add: '' },
      { nothing: '1' },
      { add: 'zzzzzzzzzzzzzzzz' },
    ];
    for (const form of junkForms) {
      const answer = await other.post('/compare', form);
      expect(answer.status, JSON.stringify(form)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(form)).toBeLessThan(500);
    }
    const junk = browser(server);
    junk.jar.set('compare', `..%00<script>.${'a'.repeat(300)}`);
    expect((await junk.get('/collections/Instant-Geysers')).status).toBe(200);
  });
});

async function firstOf(collection: string): Promise<string | undefined> {
  const answer = await browser(server).api('GET', `/api/v1/collections/${collection}?pageSize=1`);
  return (JSON.parse(answer.body) as { data: { products: { slug: string }[] } }).data.products[0]
    ?.slug;
}

describe('/compare', () => {
  const three =
    'Storage-Water-Heater-10-Litre,Storage-Geyser-Glassline-Tank,Horizontal-Water-Heater-25-Litre';

  it('shows the products side by side, the differing rows marked, and never indexed', async () => {
    const page = await browser(server).get(`/compare?products=${three}`);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    expect(page.html).toContain('<meta name="robots" content="noindex"/>');
    expect(page.html).toContain('<title>Compare products');
    expect(page.html).toMatch(/<th scope="col" class="compare-table__product">/);
    expect(page.html).toContain('href="/product/Storage-Geyser-Glassline-Tank"');
    // Capacity differs (10 L, 10, 15, 25 L, 25 L); the type does not; mounting does.
    expect(page.html).toMatch(
      /compare-table__row--differs"><th scope="row">Capacity<span class="compare-table__differs">Differs<\/span><\/th><td>10 L<\/td><td>10, 15, 25 L<\/td><td>25 L<\/td>/,
    );
    expect(page.html).toMatch(
      /class="compare-table__row"><th scope="row">Type<\/th><td>Storage<\/td>/,
    );
    expect(page.html).toMatch(/compare-table__row--differs"><th scope="row">Mounting/);
    expect(page.html).toContain('Warranty');
    expect(page.html).toContain('Karnataka: ');
    expect(page.html).toContain('Add to cart');
    const only = await browser(server).get(`/compare?products=${three}&only=differences`);
    expect(only.html).not.toMatch(/<th scope="row">Type<\/th>/);
    expect(only.html).toMatch(/<th scope="row">Capacity/);
  });

  it('notes unknown slugs, keeps the first four and leaves another category out; junk is no 500', async () => {
    const page = await browser(server).get(
      `/compare?products=No-Such-Thing,${three},Storage-Water-Heater-15-Litre,Instant-Geyser-3-Litre`,
    );
    expect(page.status).toBe(200);
    expect(page.html).toContain('Not found, so not compared: No-Such-Thing');
    expect(page.html).toContain('You can compare up to 4 products.');
    expect((page.html.match(/scope="col"/g) ?? []).length).toBe(3);
    const mixed = await browser(server).get(
      '/compare?products=Instant-Geyser-3-Litre,Storage-Water-Heater-10-Litre,Portable-Washing-Machine-3-kg',
    );
    expect(mixed.status).toBe(200);
    for (const junk of ['', ',,,', '%00', 'a'.repeat(3000), '<script>', `${'x,'.repeat(500)}`]) {
      const answer = await browser(server).get(`/compare?products=${encodeURIComponent(junk)}`);
      expect(answer.status, junk.slice(0, 20)).toBe(200);
    }
    const empty = await browser(server).get('/compare');
    expect(empty.html).toContain('Nothing to compare yet.');
  });

  it('answers the same comparison as JSON', async () => {
    const answer = await browser(server).api(
      'GET',
      `/api/v1/compare?products=Nope,${three},Instant-Geyser-3-Litre`,
    );
    expect(answer.status).toBe(200);
    const { data } = JSON.parse(answer.body) as {
      data: {
        category: { name: string };
        products: { slug: string; specifications: Spec[] }[];
        rows: { key: string; values: (string | null)[]; differs: boolean }[];
        leftOut: { unknown: string[]; otherCategory: string[]; overLimit: number };
      };
    };
    expect(data.category.name).toBe('Instant Geysers');
    expect(data.products.map((p) => p.slug)).toEqual(three.split(','));
    expect(data.rows.find((row) => row.key === 'capacity')).toEqual({
      key: 'capacity',
      name: 'Capacity',
      values: ['10 L', '10, 15, 25 L', '25 L'],
      differs: true,
    });
    expect(data.rows.find((row) => row.key === 'type')?.differs).toBe(false);
    expect(data.leftOut).toEqual({ unknown: ['Nope'], otherCategory: [], overLimit: 1 });
    for (const junk of ['', '%00', 'a'.repeat(1999), '<x>']) {
      const bad = await browser(server).api(
        'GET',
        `/api/v1/compare?products=${encodeURIComponent(junk)}`,
      );
      expect(bad.status).toBe(200);
    }
    const tooLong = await browser(server).api(
      'GET',
      `/api/v1/compare?products=${'a'.repeat(2500)}`,
    );
    expect(tooLong.status).toBe(400);
  });
});

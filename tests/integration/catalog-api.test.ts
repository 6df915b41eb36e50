/**
 * The catalog API (/api/v1): lists, collections, product detail, content, stores and
 * pincodes, against the real server and the seeded demo shop. Good input answers the
 * documented shape; bad and hostile input answers 4xx, never 500.
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client.ts';
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

interface Card {
  id: string;
  name: string;
  slug: string;
  image: { src: string; alt: string } | null;
  variant: {
    id: string;
    label: string;
    basePricePaise: number;
    discountedPricePaise: number;
    discountPercent: number;
    inStock: boolean;
    stock: number;
    productCode: string;
  };
}
interface Page {
  products: Card[];
  sort: string;
  page: number;
  pageSize: number;
  hasMore: boolean;
  total: number;
  totalIsLowerBound: boolean;
  totalPages: number;
}
interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

async function getJson<T>(path: string, status = 200): Promise<T> {
  const response = await server.fetch(path);
  expect(response.status, `${path}`).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  return (await response.json()) as T;
}

/** The test's own ad-hoc queries: rows taken as the test declares them. */
const rows = <T>(query: Parameters<typeof sql>[0], ...values: unknown[]) =>
  queryRows(server.services.database.db, sql(query, ...values), z.custom<T>());

function expectCard(card: Card) {
  expect(card.id).toMatch(/^[a-z0-9]{16}$/);
  expect(card.name).toBeTruthy();
  expect(card.slug).toBe(card.name.replace(/ /g, '-'));
  expect(card.image?.src).toMatch(/^\/media\//);
  expect(card.variant.discountedPricePaise).toBeLessThanOrEqual(card.variant.basePricePaise);
  expect(card.variant.discountPercent).toBe(
    Math.round(
      ((card.variant.basePricePaise - card.variant.discountedPricePaise) /
        card.variant.basePricePaise) *
        100,
    ),
  );
  expect(card.variant.inStock).toBe(card.variant.stock > 0);
}

async function allPages(path: string): Promise<Card[]> {
  const all: Card[] = [];
  for (let page = 1; ; page++) {
    const { data } = await getJson<{ data: Page }>(
      `${path}${path.includes('?') ? '&' : '?'}page=${page}&pageSize=60`,
    );
    all.push(...data.products);
    expect(data.totalIsLowerBound).toBe(false);
    expect(data.hasMore).toBe(page < data.totalPages);
    if (page >= data.totalPages) {
      expect(all).toHaveLength(data.total);
      return all;
    }
  }
}

const isSorted = (values: number[], direction: 'asc' | 'desc') =>
  values.every(
    (v, i) => i === 0 || (direction === 'asc' ? values[i - 1]! <= v : values[i - 1]! >= v),
  );

describe('home lists', () => {
  it('lists up to 12 featured products, all featured', async () => {
    const { data } = await getJson<{ data: Card[] }>('/api/v1/products/featured');
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(12);
    data.forEach(expectCard);
    const featured = await rows<{
      public_id: string;
    }>`select public_id from products where featured`;
    const ids = new Set(featured.map((r) => r.public_id));
    for (const card of data) expect(ids.has(card.id)).toBe(true);
  });

  it('lists pressure-washer deals from that category only', async () => {
    const { data } = await getJson<{ data: Card[] }>('/api/v1/products/deals');
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(12);
    const members = await rows<{ public_id: string }>`select p.public_id from products p
      join product_categories pc on pc.product_id = p.id
      join categories c on c.id = pc.category_id where c.name = 'High Pressure Washers'`;
    const ids = new Set(members.map((r) => r.public_id));
    for (const card of data) expect(ids.has(card.id), card.name).toBe(true);
  });

  it('lists offers above 40% off', async () => {
    const { data } = await getJson<{ data: Card[] }>('/api/v1/products/offers');
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(12);
    for (const { variant } of data) {
      expect(100 * (variant.basePricePaise - variant.discountedPricePaise)).toBeGreaterThan(
        40 * variant.basePricePaise,
      );
    }
  });

  it('lists at most 10 recent products', async () => {
    const { data } = await getJson<{ data: Card[] }>('/api/v1/products/recent');
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(10);
    data.forEach(expectCard);
  });
});

describe('all products', () => {
  it('pages through every listable product in the catalog order by default', async () => {
    const cards = await allPages('/api/v1/products');
    const expected = await rows<{ public_id: string }>`select p.public_id from products p
      where p.active and exists (select 1 from product_variants v where v.product_id = p.id and v.active)
      order by p.id`;
    expect(cards.map((c) => c.id)).toEqual(expected.map((r) => r.public_id));
    expect(new Set(cards.map((c) => c.id)).size).toBe(cards.length);
  });

  it('sorts by the first variant price, ascending and descending', async () => {
    const asc = await allPages('/api/v1/products?sort=price-asc');
    expect(
      isSorted(
        asc.map((c) => c.variant.discountedPricePaise),
        'asc',
      ),
    ).toBe(true);
    const desc = await allPages('/api/v1/products?sort=price-desc');
    expect(
      isSorted(
        desc.map((c) => c.variant.discountedPricePaise),
        'desc',
      ),
    ).toBe(true);
    expect(asc[0]!.variant.discountedPricePaise).toBeLessThan(
      desc[0]!.variant.discountedPricePaise,
    );
  });

  it('sorts best sellers by order count', async () => {
    const cards = await allPages('/api/v1/products?sort=best-selling');
    const counts = new Map(
      (
        await rows<{
          public_id: string;
          order_count: number;
        }>`select public_id, order_count from products`
      ).map((r) => [r.public_id, Number(r.order_count)]),
    );
    const values = cards.map((c) => counts.get(c.id)!);
    expect(isSorted(values, 'desc')).toBe(true);
    expect(values[0]).toBeGreaterThan(values[values.length - 1]!);
  });

  it('answers a page past the end with no products', async () => {
    const { data } = await getJson<{ data: Page }>('/api/v1/products?page=999&pageSize=60');
    expect(data.products).toEqual([]);
    expect(data.hasMore).toBe(false);
    expect(data.total).toBeGreaterThan(100);
  });

  it.each([
    'sort=cheapest',
    'page=0',
    'page=-1',
    'page=abc',
    'page=1.5',
    'pageSize=61',
    'pageSize=0',
    `sort=${encodeURIComponent("'; drop table products; --")}`,
    `page=${'9'.repeat(400)}`,
  ])('rejects ?%s with a field error', async (query) => {
    const body = await getJson<ErrorBody>(`/api/v1/products?${query}`, 400);
    expect(body.error.code).toBe('invalid_request');
    expect(Object.keys(body.error.fields ?? {}).length).toBeGreaterThan(0);
  });
});

describe('collections', () => {
  it("groups categories under 'Shop By {group}'", async () => {
    const { data } = await getJson<{
      data: { name: string; title: string; categories: { name: string; slug: string }[] }[];
    }>('/api/v1/collections');
    expect(data.length).toBeGreaterThan(1);
    for (const group of data) {
      expect(group.title).toBe(`Shop By ${group.name}`);
      expect(group.categories.length).toBeGreaterThan(0);
    }
    const names = data.flatMap((g) => g.categories.map((c) => c.name));
    expect(names).toContain('Instant Geysers');
    expect(names).not.toContain('All Products');
  });

  it('lists only geysers in Instant-Geysers, every one a member', async () => {
    const { data } = await getJson<{ data: Page & { category: { name: string } } }>(
      '/api/v1/collections/Instant-Geysers',
    );
    expect(data.category.name).toBe('Instant Geysers');
    expect(data.products.length).toBeGreaterThan(5);
    for (const card of data.products) expect(card.name).toMatch(/geyser|water heater/i);
    const members = await rows<{ public_id: string }>`select p.public_id from products p
      join product_categories pc on pc.product_id = p.id
      join categories c on c.id = pc.category_id where c.name = 'Instant Geysers'`;
    const ids = new Set(members.map((r) => r.public_id));
    for (const card of data.products) expect(ids.has(card.id), card.name).toBe(true);
    expect(data.total).toBe(data.products.length);
  });

  it('sorts a collection', async () => {
    const asc = await allPages('/api/v1/collections/Instant-Geysers?sort=price-asc');
    expect(
      isSorted(
        asc.map((c) => c.variant.discountedPricePaise),
        'asc',
      ),
    ).toBe(true);
    const desc = await allPages('/api/v1/collections/Instant-Geysers?sort=price-desc');
    expect(
      isSorted(
        desc.map((c) => c.variant.discountedPricePaise),
        'desc',
      ),
    ).toBe(true);
    expect(new Set(desc.map((c) => c.id))).toEqual(new Set(asc.map((c) => c.id)));
  });

  it('reads hyphens as spaces and ignores case, naming the canonical slug', async () => {
    for (const form of ['instant-geysers', 'INSTANT-GEYSERS', 'Instant%20Geysers']) {
      const { data } = await getJson<{ data: { category: { slug: string; redirectTo: string } } }>(
        `/api/v1/collections/${form}`,
      );
      expect(data.category.slug).toBe('Instant-Geysers');
      expect(data.category.redirectTo).toBe('Instant-Geysers');
    }
    const { data } = await getJson<{ data: { category: { redirectTo: string | null } } }>(
      '/api/v1/collections/Semi-Automatic-washing-Machine',
    );
    expect(data.category.redirectTo).toBeNull();
  });

  it('answers an unknown collection with a JSON 404', async () => {
    const body = await getJson<ErrorBody>('/api/v1/collections/No-Such-Collection', 404);
    expect(body.error.code).toBe('not_found');
    expect(body.error.message).toBeTruthy();
  });
});

describe('product detail', () => {
  it('answers everything the product page shows', async () => {
    const { data } = await getJson<{
      data: {
        id: string;
        name: string;
        slug: string;
        canonicalSlug: string;
        redirectTo: string | null;
        descriptionHtml: string;
        images: { src: string; alt: string }[];
        variants: Card['variant'][];
        collections: { name: string; slug: string }[];
        warranty: { option: string; value: string }[];
        delivery: { karnatakaPaise: number; nonKarnatakaPaise: number };
        barcode: string;
        sku: string;
        colour: { name: string; hex: string } | null;
        orderCount: number;
      };
    }>('/api/v1/products/Instant-Geyser-3-Litre');
    expect(data.name).toBe('Instant Geyser 3 Litre');
    expect(data.slug).toBe('Instant-Geyser-3-Litre');
    expect(data.canonicalSlug).toBe('Instant-Geyser-3-Litre');
    expect(data.redirectTo).toBeNull();
    expect(data.descriptionHtml).toMatch(/<p>/);
    expect(data.descriptionHtml).not.toMatch(/<script|\son\w+=|javascript:/i);
    expect(data.images.length).toBeGreaterThan(0);
    expect(data.variants.length).toBeGreaterThan(0);
    expect(data.variants[0]!.label).toBe('3 Litre');
    expect(data.collections.map((c) => c.name)).toContain('Instant Geysers');
    expect(data.collections.map((c) => c.name)).not.toContain('All Products');
    expect(data.warranty.length).toBeGreaterThan(0);
    expect(data.delivery.nonKarnatakaPaise).toBeGreaterThanOrEqual(data.delivery.karnatakaPaise);
    expect(data.barcode).toBeTruthy();
    expect(data.sku).toBeTruthy();
    expect(typeof data.orderCount).toBe('number');
  });

  it('lists every active variant with its own price, stock and code', async () => {
    const [row] = await rows<{ slug: string }>`select p.slug from products p
      where (select count(*) from product_variants v where v.product_id = p.id and v.active) > 1
      order by p.id limit 1`;
    const { data } = await getJson<{ data: { variants: Card['variant'][] } }>(
      `/api/v1/products/${row!.slug}`,
    );
    expect(data.variants.length).toBeGreaterThan(1);
    expect(new Set(data.variants.map((v) => v.productCode)).size).toBe(data.variants.length);
    expect(new Set(data.variants.map((v) => v.id)).size).toBe(data.variants.length);
  });

  it('round-trips names that contain hyphens', async () => {
    const [row] = await rows<{ name: string; slug: string }>`select name, slug from products
      where name like '%-%' order by id limit 1`;
    expect(row).toBeTruthy();
    const { data } = await getJson<{ data: { name: string; redirectTo: string | null } }>(
      `/api/v1/products/${encodeURIComponent(row!.slug)}`,
    );
    expect(data.name).toBe(row!.name);
    expect(data.redirectTo).toBeNull();
  });

  it('resolves other case forms and spaces to the canonical slug', async () => {
    for (const form of [
      'instant-geyser-3-litre',
      'INSTANT-GEYSER-3-LITRE',
      'Instant%20Geyser%203%20Litre',
    ]) {
      const { data } = await getJson<{
        data: { slug: string; canonicalSlug: string; redirectTo: string };
      }>(`/api/v1/products/${form}`);
      expect(data.canonicalSlug).toBe('Instant-Geyser-3-Litre');
      expect(data.redirectTo).toBe('Instant-Geyser-3-Litre');
    }
  });

  it('answers an unknown product with a JSON 404', async () => {
    const body = await getJson<ErrorBody>('/api/v1/products/No-Such-Product', 404);
    expect(body).toEqual({ error: { code: 'not_found', message: 'No such product.' } });
  });

  it('lists up to 12 related products from its categories, without itself', async () => {
    const { data } = await getJson<{ data: Card[] }>(
      '/api/v1/products/Instant-Geyser-3-Litre/related',
    );
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(12);
    expect(data.map((c) => c.slug)).not.toContain('Instant-Geyser-3-Litre');
    for (const card of data) expect(card.name).toMatch(/geyser|water heater/i);
    await getJson<ErrorBody>('/api/v1/products/No-Such-Product/related', 404);
  });

  it('lists the other colours of a colour family, without itself', async () => {
    const [row] = await rows<{
      slug: string;
      barcode: string;
    }>`select p.slug, p.barcode from products p
      where p.colour_name is not null
        and (select count(*) from products q where q.barcode = p.barcode) > 2
      order by p.id limit 1`;
    const { data } = await getJson<{ data: (Card & { colour: { name: string; hex: string } })[] }>(
      `/api/v1/products/${row!.slug}/colours`,
    );
    const family = await rows<{ slug: string }>`select slug from products
      where barcode = ${row!.barcode} and slug <> ${row!.slug}`;
    expect(data.map((c) => c.slug).sort()).toEqual(family.map((f) => f.slug).sort());
    for (const card of data) expect(card.colour.hex).toMatch(/^#[0-9a-f]{6}$/i);
    const single = await getJson<{ data: Card[] }>(
      '/api/v1/products/Instant-Geyser-3-Litre/colours',
    );
    expect(single.data).toEqual([]);
    await getJson<ErrorBody>('/api/v1/products/No-Such-Product/colours', 404);
  });
});

describe('content and stores', () => {
  it('orders slides: promotions, then products, then collections, with working links', async () => {
    const { data } = await getJson<{
      data: { type: string; href: string; image: string; mobileImage: string }[];
    }>('/api/v1/sliders');
    expect(data.length).toBeGreaterThan(0);
    const order = { promotion: 0, product: 1, collection: 2 } as Record<string, number>;
    expect(
      isSorted(
        data.map((s) => order[s.type]!),
        'asc',
      ),
    ).toBe(true);
    for (const slide of data) {
      // A promotion leads to its collection or to a page of the shop (seed.test.ts).
      if (slide.type === 'promotion') expect(slide.href).toMatch(/^\/(collections\/|stores$)/);
      if (slide.type === 'product') {
        expect(slide.href).toMatch(/^\/product\//);
        await getJson(`/api/v1/products/${slide.href.slice('/product/'.length)}`);
      }
      if (slide.type === 'collection') {
        expect(slide.href).toMatch(/^\/collections\//);
        await getJson(`/api/v1/collections/${slide.href.slice('/collections/'.length)}`);
      }
    }
  });

  it('lists 6 videos with their products', async () => {
    const { data } = await getJson<{ data: { videoUrl: string; products: Card[] }[] }>(
      '/api/v1/videos',
    );
    expect(data).toHaveLength(6);
    for (const video of data) {
      expect(video.videoUrl).toMatch(/^\/media\//);
      expect(video.products.length).toBeGreaterThan(0);
      video.products.forEach(expectCard);
    }
  });

  it('lists all 56 stores with every field', async () => {
    const { data } = await getJson<{ data: Record<string, unknown>[] }>('/api/v1/stores');
    expect(data).toHaveLength(56);
    for (const store of data) {
      for (const key of [
        'code',
        'name',
        'address',
        'town',
        'district',
        'pincode',
        'phone',
        'image',
        'mapsLink',
      ])
        expect(store[key], key).toBeTruthy();
      expect(typeof store.latitude).toBe('number');
      expect(typeof store.longitude).toBe('number');
    }
  });
});

describe('pincodes', () => {
  const check = (pincode: string) =>
    getJson<{
      data: {
        deliverable: boolean;
        codAvailable: boolean;
        city: string | null;
        state: string | null;
        estimatedDelivery: string | null;
        zone: string;
      };
    }>(`/api/v1/pincodes/${pincode}`);

  it('offers COD in store towns', async () => {
    for (const pincode of ['560001', '572101']) {
      const { data } = await check(pincode);
      expect(data.deliverable).toBe(true);
      expect(data.codAvailable).toBe(true);
      expect(data.zone).toBe('karnataka');
      expect(data.state).toBe('Karnataka');
      expect(data.estimatedDelivery).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${data.estimatedDelivery}T00:00:00Z`).getUTCDay()).not.toBe(0);
    }
  });

  it('delivers to other states without COD', async () => {
    const { data } = await check('110001');
    expect(data).toMatchObject({ deliverable: true, codAvailable: false, zone: 'other' });
    expect(data.city).toBeTruthy();
  });

  it('does not deliver to unknown pincodes outside Karnataka', async () => {
    const { data } = await check('999999');
    expect(data).toMatchObject({
      deliverable: false,
      codAvailable: false,
      estimatedDelivery: null,
    });
  });

  it.each(['012345', '56000', '5600011', 'abcdef', '56000%20', "'%3B--", '%F0%9F%98%80'])(
    'rejects %s with the checkout message',
    async (pincode) => {
      const body = await getJson<ErrorBody>(`/api/v1/pincodes/${pincode}`, 400);
      expect(body.error.message).toBe('6 Digit pincode is required.');
      expect(body.error.fields?.pincode).toBe('6 Digit pincode is required.');
    },
  );
});

describe('hostile input', () => {
  const hostile = [
    "'; drop table products; --",
    '%',
    '%25',
    '%27',
    '\\',
    '%5C',
    '<script>alert(1)</script>',
    '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '😀',
    '%F0%9F%98%80',
    'a%2Fb',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e',
    '%00',
    'x%00y',
    '%E0%A4%A',
    '%C0%AF',
    '%ED%A0%80',
    'x'.repeat(10_000),
    "Robert');DELETE FROM products;--",
    '_',
    '__%__',
  ];
  const raw = (s: string) => (/%|^[\w.-]+$/.test(s) ? s : encodeURIComponent(s));
  const endpoints = [
    (s: string) => `/api/v1/products/${raw(s)}`,
    (s: string) => `/api/v1/products/${raw(s)}/related`,
    (s: string) => `/api/v1/products/${raw(s)}/colours`,
    (s: string) => `/api/v1/collections/${raw(s)}`,
    (s: string) => `/api/v1/pincodes/${raw(s)}`,
    (s: string) => `/api/v1/products?sort=${raw(s)}`,
    (s: string) => `/api/v1/collections/Instant-Geysers?page=${raw(s)}`,
  ];

  it('answers 4xx, never 500, on every endpoint', async () => {
    for (const value of hostile) {
      for (const endpoint of endpoints) {
        const path = endpoint(value);
        const response = await server.fetch(path);
        expect(response.status, path.slice(0, 120)).toBeGreaterThanOrEqual(400);
        expect(response.status, path.slice(0, 120)).toBeLessThan(500);
        // Dot segments ('%2e%2e') are resolved by the client before the request is sent and
        // may leave the API altogether; everything that reaches an endpoint answers JSON.
        if (new URL(path, 'http://x').pathname.startsWith('/api/v1/p')) {
          expect(response.headers.get('content-type'), path.slice(0, 120)).toMatch(/json/);
          const body = (await response.json()) as ErrorBody;
          expect(body.error.code).toMatch(/^(not_found|invalid_request)$/);
        }
      }
    }
    // The catalog is intact.
    const { data } = await getJson<{ data: Page }>('/api/v1/products?pageSize=1');
    expect(data.total).toBeGreaterThan(100);
  });
});

describe('HTTP contract', () => {
  const paths = [
    '/api/v1/categories',
    '/api/v1/collections',
    '/api/v1/collections/Instant-Geysers',
    '/api/v1/sliders',
    '/api/v1/videos',
    '/api/v1/products/featured',
    '/api/v1/products/deals',
    '/api/v1/products/offers',
    '/api/v1/products/recent',
    '/api/v1/products',
    '/api/v1/products/Instant-Geyser-3-Litre',
    '/api/v1/products/Instant-Geyser-3-Litre/related',
    '/api/v1/products/Instant-Geyser-3-Litre/colours',
    '/api/v1/search?q=geyser',
    '/api/v1/search/suggestions?q=gey',
    '/api/v1/pincodes/560001',
    '/api/v1/stores',
  ];

  it('lets shared caches keep every catalog answer, with an ETag', async () => {
    for (const path of paths) {
      const response = await server.fetch(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe(
        'public, max-age=60, stale-while-revalidate=600',
      );
      expect(response.headers.get('etag'), path).toBeTruthy();
      const body = (await response.json()) as { data: unknown };
      expect(body.data, path).toBeDefined();
    }
  });

  it('documents every catalog path in the OpenAPI document', async () => {
    const doc = await getJson<{ paths: Record<string, Record<string, { tags?: string[] }>> }>(
      '/api/v1/openapi.json',
    );
    for (const path of [
      '/categories',
      '/collections',
      '/collections/{slug}',
      '/sliders',
      '/videos',
      '/products/featured',
      '/products/deals',
      '/products/offers',
      '/products/recent',
      '/products',
      '/products/{slug}',
      '/products/{slug}/related',
      '/products/{slug}/colours',
      '/search',
      '/search/suggestions',
      '/pincodes/{pincode}',
      '/stores',
    ]) {
      expect(doc.paths[path]?.get, path).toBeDefined();
      expect(doc.paths[path]!.get!.tags?.length, path).toBeGreaterThan(0);
    }
  });
});

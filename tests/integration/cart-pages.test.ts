/** The cart, wishlist and checkout pages over plain HTTP: form posts without JavaScript. */
import { gt } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../app/modules/catalog/schema.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

let server: TestServer;
let variantId: string;

beforeAll(async () => {
  server = await startTestServer();
  const [variant] = await server.services.database.db
    .select({ id: productVariants.publicId })
    .from(productVariants)
    .where(gt(productVariants.stock, 5))
    .limit(1);
  variantId = variant!.id;
});
afterAll(async () => {
  await server?.stop();
});
afterEach(() => {
  expect(server.errors).toEqual([]);
});

/** A browser without JavaScript: keeps the session cookie the server sets. */
function visitor() {
  let cookie = '';
  const keep = (response: Response) => {
    const sid = response.headers.getSetCookie().find((header) => header.startsWith('sid='));
    cookie = sid?.split(';')[0] ?? cookie;
    return response;
  };
  const post = (path: string, fields: Record<string, string>) =>
    server
      .fetch(path, {
        method: 'POST',
        headers: {
          cookie,
          origin: server.url,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(fields).toString(),
      })
      .then(keep);
  const get = (path: string) => server.fetch(path, { headers: { cookie } }).then(keep);
  const summary = async () =>
    (await (await get('/api/v1/cart/summary')).json()) as { count: number };
  return { post, get, summary };
}

describe('cart page form posts', () => {
  it('adds with a plain form post and shows the cart', async () => {
    const v = visitor();
    const response = await v.post('/cart', { intent: 'add', variantId, quantity: '2' });
    expect(response.status).toBe(200);
    const html = (await response.text()).replaceAll('<!-- -->', '');
    expect(html).toContain('Order Summary');
    expect(html).toContain('Total Payable');
    expect(await v.summary()).toMatchObject({ count: 2 });
    // One shopper's pages: never kept by any cache.
    for (const path of ['/cart', '/wishlist']) {
      expect((await v.get(path)).headers.get('cache-control'), path).toBe('private, no-store');
    }
  });

  it.each([
    [{ intent: 'add', variantId, quantity: '0' }, 400],
    [{ intent: 'add', variantId, quantity: 'lots' }, 400],
    [{ intent: 'add', variantId: 'zzzzzzzzzzzzzzzz', quantity: '1' }, 404],
    [{ intent: 'explode' }, 400],
    [{ intent: 'remove', lineId: 'zzzzzzzzzzzzzzzz' }, 404],
  ])('refuses %o with %i and changes nothing', async (fields, status) => {
    const v = visitor();
    const response = await v.post('/cart', fields);
    expect(response.status).toBe(status);
    expect(await v.summary()).toMatchObject({ count: 0 });
  });

  it('refuses a cross-site form post', async () => {
    const response = await server.fetch('/cart', {
      method: 'POST',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: `intent=add&variantId=${variantId}`,
    });
    expect(response.status).toBe(403);
  });

  it('shows the empty cart with the spec text', async () => {
    const html = await (await visitor().get('/cart')).text();
    expect(html).toContain('Your Cart is Currently Empty!');
    expect(html).toContain('Take me to home');
  });
});

/** The variants a visitor's wishlist holds, as the API says. */
async function savedVariants(v: ReturnType<typeof visitor>): Promise<string[]> {
  return ((await (await v.get('/api/v1/wishlist')).json()) as { variantIds: string[] }).variantIds;
}

describe('wishlist page form posts', () => {
  it('the heart saves and unsaves what it says, however often it is sent', async () => {
    const v = visitor();
    for (const intent of ['save', 'save']) {
      expect((await v.post('/wishlist', { intent, variantId })).status).toBe(200);
      expect(await savedVariants(v)).toEqual([variantId]);
    }
    for (const intent of ['unsave', 'unsave']) {
      expect((await v.post('/wishlist', { intent, variantId })).status).toBe(200);
      expect(await savedVariants(v)).toEqual([]);
    }
  });

  it("still answers a heart of a page loaded before 'save' and 'unsave' ('toggle')", async () => {
    const v = visitor();
    expect((await v.post('/wishlist', { intent: 'toggle', variantId })).status).toBe(200);
    expect(await savedVariants(v)).toEqual([variantId]);
    expect((await v.post('/wishlist', { intent: 'toggle', variantId })).status).toBe(200);
    expect(await savedVariants(v)).toEqual([]);
  });

  it('saves, lists and moves an item to the cart', async () => {
    const v = visitor();
    expect((await v.post('/wishlist', { intent: 'save', variantId })).status).toBe(200);
    expect(await (await v.get('/wishlist')).text()).toContain('Move to cart');
    expect((await v.post('/wishlist', { intent: 'move-to-cart', variantId })).status).toBe(200);
    expect(await v.summary()).toMatchObject({ count: 1 });
    expect(await (await v.get('/wishlist')).text()).toContain('Your Wishlist is Currently Empty!');
  });
});

describe('buy now', () => {
  it('shows the one item at checkout, priced by the server, and leaves the cart alone', async () => {
    const v = visitor();
    await v.post('/cart', { intent: 'add', variantId, quantity: '1' });
    const response = await v.get(`/checkout?buy=${variantId}&qty=2`);
    expect(response.status).toBe(200);
    const html = (await response.text()).replaceAll('<!-- -->', '');
    // The one variant, twice, and the form buys it (not the cart).
    expect(html).toContain('Qty 2');
    expect(html).toContain(`name="buy" value="${variantId}"`);
    expect(await v.summary()).toMatchObject({ count: 1 });
  });

  it.each([
    [`?buy=${'z'.repeat(16)}&qty=1`, 404],
    ['?buy=x&qty=1', 400],
    ['?buy=VALID&qty=0', 400],
    ['?buy=VALID&qty=100000', 400],
  ])('answers %s with %i', async (query, status) => {
    const response = await visitor().get(`/checkout${query.replace('VALID', variantId)}`);
    expect(response.status).toBe(status);
  });
});

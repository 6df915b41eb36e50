/** Cart and wishlist over HTTP: the spec's messages, stock limits, bad input, isolation, concurrency. */
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../app/modules/catalog/schema.ts';
import { type Shopper, shopper } from '../setup/shopper.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

let server: TestServer;
let inStock: { publicId: string; stock: number; discountedPricePaise: number };
let plenty: { publicId: string; stock: number };
let outOfStock: { publicId: string };

beforeAll(async () => {
  server = await startTestServer();
  const db = server.services.database.db;
  [inStock] = (await db
    .select({
      publicId: productVariants.publicId,
      stock: productVariants.stock,
      discountedPricePaise: productVariants.discountedPricePaise,
    })
    .from(productVariants)
    .where(and(gt(productVariants.stock, 2), sql`${productVariants.stock} < 60`))
    .limit(1)) as [typeof inStock];
  const [candidate] = await db
    .select({ publicId: productVariants.publicId })
    .from(productVariants)
    .where(sql`${productVariants.publicId} <> ${inStock.publicId}`)
    .limit(1);
  await db
    .update(productVariants)
    .set({ stock: 60 })
    .where(eq(productVariants.publicId, candidate!.publicId));
  plenty = { publicId: candidate!.publicId, stock: 60 };
  [outOfStock] = (await db
    .select({ publicId: productVariants.publicId })
    .from(productVariants)
    .where(eq(productVariants.stock, 0))
    .limit(1)) as [typeof outOfStock];
});
afterAll(async () => {
  await server?.stop();
});
afterEach(() => {
  expect(server.errors).toEqual([]);
});

async function summary(s: Shopper) {
  return (await s.call('GET', '/api/v1/cart/summary')).body as {
    count: number;
    totalPaise: number;
  };
}

describe('cart', () => {
  it('starts empty for a new visitor', async () => {
    const s = shopper(server);
    expect(await summary(s)).toEqual({ count: 0, totalPaise: 0 });
    const cart = await s.call('GET', '/api/v1/cart');
    expect(cart.body).toMatchObject({ lines: [], count: 0, totalPaise: 0 });
  });

  it("adds, updates, decreases and removes with the spec's messages; badges follow", async () => {
    const s = shopper(server);
    const first = await s.call('POST', '/api/v1/cart/lines', {
      variantId: inStock.publicId,
      quantity: 1,
    });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('added to cart!');
    expect(first.body.cart).toEqual({ count: 1, totalPaise: inStock.discountedPricePaise });

    const again = await s.call('POST', '/api/v1/cart/lines', {
      variantId: inStock.publicId,
      quantity: 2,
    });
    expect(again.body.message).toBe('updated cart!');
    expect(again.body.cart).toEqual({ count: 3, totalPaise: 3 * inStock.discountedPricePaise });

    const cart = await s.call('GET', '/api/v1/cart');
    expect(cart.body.lines).toHaveLength(1);
    const line = cart.body.lines[0];
    expect(line).toMatchObject({ quantity: 3, lineTotalPaise: 3 * inStock.discountedPricePaise });

    const less = await s.call('PATCH', `/api/v1/cart/lines/${line.id}`, { quantity: 2 });
    expect(less.body.message).toBe('Quantity decreased');
    expect(less.body.cart.count).toBe(2);
    const more = await s.call('PATCH', `/api/v1/cart/lines/${line.id}`, { quantity: 3 });
    expect(more.body.message).toBe('updated cart!');

    const removed = await s.call('DELETE', `/api/v1/cart/lines/${line.id}`);
    expect(removed.body).toEqual({
      message: 'Removed from cart',
      cart: { count: 0, totalPaise: 0 },
    });
  });

  it('refuses an out-of-stock variant and a quantity beyond stock, naming what is left', async () => {
    const s = shopper(server);
    const none = await s.call('POST', '/api/v1/cart/lines', {
      variantId: outOfStock.publicId,
      quantity: 1,
    });
    expect(none.status).toBe(409);
    expect(none.body.error.message).toMatch(/out of stock/);
    const tooMany = await s.call('POST', '/api/v1/cart/lines', {
      variantId: inStock.publicId,
      quantity: inStock.stock + 1,
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error.message).toBe(`Only ${inStock.stock} left in stock.`);
    expect(await summary(s)).toEqual({ count: 0, totalPaise: 0 });

    await s.call('POST', '/api/v1/cart/lines', {
      variantId: inStock.publicId,
      quantity: inStock.stock - 1,
    });
    const over = await s.call('POST', '/api/v1/cart/lines', {
      variantId: inStock.publicId,
      quantity: 2,
    });
    expect(over.status).toBe(409);
    expect(over.body.error.message).toBe(
      `Only ${inStock.stock} left in stock: you can add 1 more.`,
    );
    expect((await summary(s)).count).toBe(inStock.stock - 1);
  });

  it.each([
    ['zero', 0, 'Quantity must be at least 1.'],
    ['negative', -1, 'Quantity must be at least 1.'],
    ['fractional', 1.5, 'Quantity must be a whole number.'],
    ['huge', 1e9, 'Quantity can be at most 99.'],
    ['a word', 'ten', 'Quantity must be a number.'],
  ])(
    'refuses a %s quantity with a field message and changes nothing',
    async (_name, quantity, message) => {
      const s = shopper(server);
      const response = await s.call('POST', '/api/v1/cart/lines', {
        variantId: inStock.publicId,
        quantity,
      });
      expect(response.status).toBe(400);
      expect(response.body.error.fields.quantity).toBe(message);
      expect(await summary(s)).toEqual({ count: 0, totalPaise: 0 });
    },
  );

  it.each([
    ['unknown', { variantId: 'zzzzzzzzzzzzzzzz' }, 404],
    ['malformed', { variantId: "'; drop table carts; --" }, 400],
    ['missing', {}, 400],
    ['a number', { variantId: 12 }, 400],
  ])('refuses an %s variant id', async (_name, body, status) => {
    const s = shopper(server);
    const response = await s.call('POST', '/api/v1/cart/lines', body);
    expect(response.status).toBe(status);
    expect(response.body.error.message).toBeTruthy();
  });

  it('refuses a body that is not JSON', async () => {
    const s = shopper(server);
    const response = await s.call('POST', '/api/v1/cart/lines', '{not json');
    expect(response.status).toBe(400);
  });

  it('refuses an inactive variant', async () => {
    const db = server.services.database.db;
    const [variant] = await db
      .select({ id: productVariants.id, publicId: productVariants.publicId })
      .from(productVariants)
      .where(gt(productVariants.stock, 0))
      .limit(1);
    await db
      .update(productVariants)
      .set({ active: false })
      .where(eq(productVariants.id, variant!.id));
    try {
      const response = await shopper(server).call('POST', '/api/v1/cart/lines', {
        variantId: variant!.publicId,
      });
      expect(response.status).toBe(404);
      expect(response.body.error.message).toBe('This product is no longer available.');
    } finally {
      await db
        .update(productVariants)
        .set({ active: true })
        .where(eq(productVariants.id, variant!.id));
    }
  });

  it("cannot read, change or remove another shopper's line", async () => {
    const owner = shopper(server);
    const thief = shopper(server);
    await owner.call('POST', '/api/v1/cart/lines', { variantId: inStock.publicId, quantity: 1 });
    const lineId = (await owner.call('GET', '/api/v1/cart')).body.lines[0].id;
    const change = await thief.call('PATCH', `/api/v1/cart/lines/${lineId}`, { quantity: 2 });
    expect(change.status).toBe(404);
    const remove = await thief.call('DELETE', `/api/v1/cart/lines/${lineId}`);
    expect(remove.status).toBe(404);
    expect((await thief.call('GET', '/api/v1/cart')).body.lines).toEqual([]);
    expect(await summary(owner)).toEqual({ count: 1, totalPaise: inStock.discountedPricePaise });
  });

  it('keeps exactly the right quantity after 50 concurrent adds', async () => {
    const s = shopper(server);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        s.call('POST', '/api/v1/cart/lines', { variantId: plenty.publicId, quantity: 1 }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.message === 'added to cart!')).toHaveLength(1);
    expect((await summary(s)).count).toBe(50);
    // Past the stock, concurrent adds stop exactly at the stock.
    const more = await Promise.all(
      Array.from({ length: 20 }, () =>
        s.call('POST', '/api/v1/cart/lines', { variantId: plenty.publicId, quantity: 1 }),
      ),
    );
    expect(more.filter((r) => r.status === 200)).toHaveLength(10);
    expect(more.filter((r) => r.status === 409)).toHaveLength(10);
    expect((await summary(s)).count).toBe(60);
  });

  it('marks cart responses private and uncacheable', async () => {
    const response = await server.fetch('/api/v1/cart/summary');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('wishlist', () => {
  it("toggles with the spec's messages and counts", async () => {
    const s = shopper(server);
    expect((await s.call('GET', '/api/v1/wishlist/count')).body).toEqual({ count: 0 });
    const added = await s.call('POST', '/api/v1/wishlist/toggle', { variantId: inStock.publicId });
    expect(added.body).toEqual({ message: 'added to wishlist!', inWishlist: true, count: 1 });
    const deleted = await s.call('POST', '/api/v1/wishlist/toggle', {
      variantId: inStock.publicId,
    });
    expect(deleted.body).toEqual({
      message: 'Deleted From wishlist!',
      inWishlist: false,
      count: 0,
    });
    await s.call('POST', '/api/v1/wishlist/toggle', { variantId: outOfStock.publicId });
    expect((await s.call('GET', '/api/v1/wishlist')).body).toEqual({
      variantIds: [outOfStock.publicId],
      count: 1,
    });
    const removed = await s.call('DELETE', `/api/v1/wishlist/items/${outOfStock.publicId}`);
    expect(removed.body).toEqual({ message: 'Removed from wishlist', inWishlist: false, count: 0 });
    const again = await s.call('DELETE', `/api/v1/wishlist/items/${outOfStock.publicId}`);
    expect(again.status).toBe(404);
  });
});

describe.runIf(process.env.TEST_DB_BACKEND === 'postgres')('several app processes', () => {
  it('a cart written through one process is read through another on the same PostgreSQL', async () => {
    const second = await startTestServer({
      databaseUrl: server.services.config.databaseUrl!,
      seed: false,
    });
    try {
      const s = shopper(server);
      await s.call('POST', '/api/v1/cart/lines', { variantId: inStock.publicId, quantity: 2 });
      const viaSecond = await second.fetch('/api/v1/cart/summary', {
        headers: { cookie: `sid=${s.token}` },
      });
      expect(await viaSecond.json()).toEqual({
        count: 2,
        totalPaise: 2 * inStock.discountedPricePaise,
      });
      expect(second.errors).toEqual([]);
    } finally {
      await second.stop();
    }
  });
});

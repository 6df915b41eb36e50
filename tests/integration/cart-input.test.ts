/**
 * Refused cart and wishlist input changes nothing, not even a session row; quantities are
 * read strictly; and money sums hold past int4 (a cart above ₹2.2 crore still renders).
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { carts } from '../../app/modules/cart/schema.ts';
import { productVariants } from '../../app/modules/catalog/schema.ts';
import { sessions } from '../../app/modules/identity/schema.ts';
import { wishlists } from '../../app/modules/wishlist/schema.ts';
import { shopper } from '../setup/shopper.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

let server: TestServer;
let variant: { publicId: string };

beforeAll(async () => {
  server = await startTestServer();
  const [row] = await server.services.database.db
    .select({ publicId: productVariants.publicId })
    .from(productVariants)
    .where(eq(productVariants.active, true))
    .limit(1);
  variant = row!;
  await server.services.database.db
    .update(productVariants)
    .set({ stock: 99 })
    .where(eq(productVariants.publicId, variant.publicId));
});
afterAll(async () => {
  await server?.stop();
});
afterEach(() => {
  expect(server.errors).toEqual([]);
});

async function rowCounts() {
  const db = server.services.database.db;
  const [[s], [c], [w]] = await Promise.all([
    db.select({ n: count() }).from(sessions),
    db.select({ n: count() }).from(carts),
    db.select({ n: count() }).from(wishlists),
  ]);
  return { sessions: s?.n, carts: c?.n, wishlists: w?.n };
}

/** Stands for the real variant's id in the tables below (known only once the server runs). */
const REAL = 'REAL_VARIANT';
function withReal<T extends Record<string, unknown>>(fields: T): T {
  return Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, v === REAL ? variant.publicId : v]),
  ) as T;
}

function formPost(path: string, fields: Record<string, string>) {
  return server.fetch(path, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('refused writes create nothing', () => {
  it.each([
    [
      'an unknown variant (API)',
      '/api/v1/cart/lines',
      { variantId: 'unknownvariant1', quantity: 1 },
    ],
    [
      'a malformed variant id (API)',
      '/api/v1/cart/lines',
      { variantId: 'DROP TABLE', quantity: 1 },
    ],
    // A real variant, so that the quantity rule itself is what refuses it.
    ['a zero quantity (API)', '/api/v1/cart/lines', { variantId: REAL, quantity: 0 }],
    [
      'an unknown wishlist variant (API)',
      '/api/v1/wishlist/toggle',
      { variantId: 'unknownvariant1' },
    ],
  ])('%s: 4xx, and no session, cart or wishlist row', async (_name, path, body) => {
    const before = await rowCounts();
    const response = await server.fetch(path, {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify(withReal(body)),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await rowCounts()).toEqual(before);
  });

  it.each([
    ['/cart', { intent: 'add', variantId: 'unknownvariant1', quantity: '1' }],
    ['/cart', { intent: 'add', variantId: REAL, quantity: 'ten' }],
    ['/cart', { intent: 'add', variantId: REAL, quantity: '0' }],
    ['/wishlist', { intent: 'move-to-cart', variantId: REAL }],
    ['/cart', { intent: 'set-quantity', lineId: 'unknownline0001', quantity: '2' }],
    ['/cart', { intent: 'remove', lineId: 'unknownline0001' }],
    ['/wishlist', { intent: 'save', variantId: 'unknownvariant1' }],
    ['/wishlist', { intent: 'explode', variantId: 'unknownvariant1' }],
  ])('form post to %s %j: 4xx, and no session, cart or wishlist row', async (path, fields) => {
    const before = await rowCounts();
    const response = await formPost(path, withReal(fields));
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('unsaving needs no session', () => {
  it('a heart sent unpressed by a new visitor is answered, and creates no session or row', async () => {
    const before = await rowCounts();
    const response = await formPost('/wishlist', withReal({ intent: 'unsave', variantId: REAL }));
    expect(response.status).toBe(200);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('bodies that are not forms', () => {
  it.each([
    ['/cart', 'application/json', JSON.stringify({ intent: 'add', variantId: 'x', quantity: 1 })],
    ['/wishlist', 'application/json', JSON.stringify({ intent: 'save', variantId: 'x' })],
    ['/cart', 'text/plain', 'intent=add'],
    ['/cart', 'multipart/form-data; boundary=nothing', 'not multipart at all'],
  ])('%s with %s: 4xx, never 500', async (path, type, body) => {
    const response = await server.fetch(path, {
      method: 'POST',
      headers: { origin: server.url, 'content-type': type },
      body,
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});

describe('quantities are whole numbers from JSON numbers or decimal digits only', () => {
  it.each([
    ['true', true, 'Quantity must be a number.'],
    ['[3]', [3], 'Quantity must be a number.'],
    ['"0x10"', '0x10', 'Quantity must be a number.'],
    ['"1e1"', '1e1', 'Quantity must be a number.'],
    ['""', '', 'Quantity must be a number.'],
    ['"1.5"', '1.5', 'Quantity must be a whole number.'],
  ])('API quantity %s is refused with its message', async (_label, quantity, message) => {
    const s = shopper(server);
    const response = await s.call('POST', '/api/v1/cart/lines', {
      variantId: variant.publicId,
      quantity,
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields.quantity).toBe(message);
  });

  it('accepts 3 as a JSON number and "3" as a digit string', async () => {
    const s = shopper(server);
    const json = await s.call('POST', '/api/v1/cart/lines', {
      variantId: variant.publicId,
      quantity: 3,
    });
    expect(json.status).toBe(200);
    const digits = await s.call('POST', '/api/v1/cart/lines', {
      variantId: variant.publicId,
      quantity: '3',
    });
    expect(digits.status).toBe(200);
    expect(digits.body.cart.count).toBe(6);
  });

  it('accepts "2" in a plain form post to /cart', async () => {
    const response = await formPost('/cart', {
      intent: 'add',
      variantId: variant.publicId,
      quantity: '2',
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie')?.split(';')[0] ?? '';
    const summary = await server.fetch('/api/v1/cart/summary', { headers: { cookie } });
    expect(((await summary.json()) as { count: number }).count).toBe(2);
  });

  it('refuses "0x10" in a form post with the same message', async () => {
    const response = await formPost('/cart', {
      intent: 'add',
      variantId: variant.publicId,
      quantity: '0x10',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Quantity must be a number.');
  });
});

describe("Conform's own control fields never make a 500", () => {
  it.each<Record<string, string>>([{ __intent__: 'x' }, { __state__: '{' }, { __intent__: '{}' }])(
    'form post to /cart with %j',
    async (control) => {
      const response = await formPost('/cart', {
        intent: 'add',
        variantId: variant.publicId,
        quantity: '1',
        ...control,
      });
      expect(response.status).toBeLessThan(500);
    },
  );

  it.each([
    '/product/Instant-Geyser-Compact-White?pincode=1&__intent__=x',
    '/product/Instant-Geyser-Compact-White?pincode=560001&__state__=%7B',
    '/search?q=geyser&__intent__=%7B%7D',
  ])('GET %s answers like the page without them', async (path) => {
    const response = await server.fetch(path);
    expect(response.status).toBeLessThan(500);
  });
});

describe('money past int4', () => {
  it('a cart worth more than ₹2.2 crore renders, with the exact total', async () => {
    const db = server.services.database.db;
    const [dear] = await db
      .select({ publicId: productVariants.publicId })
      .from(productVariants)
      .where(eq(productVariants.active, true))
      .offset(3)
      .limit(1);
    // ₹3,00,000 each, 99 of them: ₹2,97,00,000 = 2,970,000,000 paise (> 2^31 - 1).
    await db
      .update(productVariants)
      .set({ basePricePaise: 30_000_000, discountedPricePaise: 30_000_000, stock: 99 })
      .where(eq(productVariants.publicId, dear!.publicId));
    const s = shopper(server);
    const added = await s.call('POST', '/api/v1/cart/lines', {
      variantId: dear!.publicId,
      quantity: 99,
    });
    expect(added.status).toBe(200);
    expect(added.body.cart).toEqual({ count: 99, totalPaise: 2_970_000_000 });

    const cart = await s.call('GET', '/api/v1/cart');
    expect(cart.body.totalPaise).toBe(2_970_000_000);
    const page = await server.fetch('/cart', { headers: { cookie: `sid=${s.token}` } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('2,97,00,000');
  });
});

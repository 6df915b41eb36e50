/**
 * The shared page cache (ADR 0014): stateless visitors share rendered pages, shoppers
 * never see anyone's state but their own, a catalog edit shows on the next view, and a
 * stored page carries no nonce (its inline scripts are allowed by hash).
 */
import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants } from '../../app/modules/catalog/schema.ts';
import { POLICIES } from '../../config/store.ts';
import { type Browser, browser, signIn, verifiedAccount } from '../setup/browser.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

let server: TestServer;
let product: { slug: string; variantId: string; variantDbId: number; price: number };

const PAGES = () => [
  '/',
  '/products',
  '/products?sort=price-asc',
  '/collections/Instant-Geysers',
  `/product/${product.slug}`,
  '/categories',
  '/collections',
  '/stores',
  '/aboutus',
  POLICIES[0]!.path,
];

beforeAll(async () => {
  server = await startTestServer();
  const [row] = await server.services.database.db
    .select({
      slug: products.slug,
      variantId: productVariants.publicId,
      variantDbId: productVariants.id,
      price: productVariants.discountedPricePaise,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(gt(productVariants.stock, 10), eq(productVariants.position, 0)))
    .limit(1);
  product = row!;
});
afterAll(async () => {
  await server?.stop();
});
afterEach(() => {
  expect(server.errors).toEqual([]);
});

const cartLabel = (html: string) => /aria-label="(Cart, \d+ items?)"/.exec(html)?.[1];

async function shopperWithCart(quantity: number): Promise<Browser> {
  const b = browser(server);
  await b.get('/');
  const added = await b.post('/cart', {
    intent: 'add',
    variantId: product.variantId,
    quantity: String(quantity),
  });
  expect(added.status).toBeLessThan(400);
  return b;
}

describe('who shares a page', () => {
  it('gives two shoppers with carts their own counts on every cached page, and guests none', async () => {
    const [one, two] = [await shopperWithCart(1), await shopperWithCart(3)];
    expect(one.cookie('ps')).toBe('f');
    const guest = browser(server);
    for (const path of PAGES()) {
      // Guests first, so that a stored page exists when the shoppers ask.
      const first = await guest.get(path);
      expect(first.status, path).toBe(200);
      const again = await guest.get(path);
      expect(again.headers['x-page-cache'], path).toBe('hit');
      expect(cartLabel(again.html), path).toBe('Cart, 0 items');
      expect(again.setCookies, path).toEqual([]);

      const a = await one.get(path);
      const b = await two.get(path);
      expect(cartLabel(a.html), path).toBe('Cart, 1 item');
      expect(cartLabel(b.html), path).toBe('Cart, 3 items');
      for (const answer of [a, b]) {
        expect(answer.headers['x-page-cache'], path).toBeUndefined();
        expect(answer.headers['cache-control'], path).toMatch(/^private/);
      }
    }
  });

  it('shares pages again once a shopper empties the cart, and never with a signed-in shopper', async () => {
    const b = await shopperWithCart(1);
    const cart = await b.get('/cart');
    const lineId = /name="lineId" value="([^"]+)"/.exec(cart.body)?.[1];
    expect(lineId).toBeTruthy();
    await b.post('/cart', { intent: 'remove', lineId: lineId! });
    expect(b.cookie('ps')).toBe('e');
    await b.get('/products');
    const shared = await b.get('/products');
    expect(shared.headers['x-page-cache']).toBe('hit');
    expect(cartLabel(shared.html)).toBe('Cart, 0 items');

    const account = await verifiedAccount(server, 'cached', { firstName: 'Rekha' });
    await signIn(b, account.email);
    expect(b.cookie('ps')).toBe('f');
    const own = await b.get('/products');
    expect(own.headers['x-page-cache']).toBeUndefined();
    expect(own.html).toContain('Rekha');
    await b.post('/auth/logout');
    expect(b.cookie('ps')).toBe('e');
  });
});

describe('what a stored page carries', () => {
  it('no nonce, and a policy that allows exactly its inline scripts by hash', async () => {
    const guest = browser(server);
    await guest.get('/');
    const page = await guest.get('/');
    expect(page.headers['x-page-cache']).toBe('hit');
    expect(page.body).not.toMatch(/\snonce=/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).not.toContain('nonce-');
    const scripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      (match) => !/\ssrc=|application\/ld\+json/.test(match[1] ?? ''),
    );
    expect(scripts.length).toBeGreaterThan(2);
    for (const match of scripts) {
      const hash = createHash('sha256')
        .update(match[2] ?? '')
        .digest('base64');
      expect(csp).toContain(`'sha256-${hash}'`);
    }
    expect(page.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    expect(String(page.headers.vary)).toMatch(/Cookie/);
  });

  it('renders personal pages with a fresh nonce every time', async () => {
    const b = await shopperWithCart(1);
    const nonces = [];
    for (const path of ['/cart', '/products']) {
      for (let n = 0; n < 2; n++) {
        const answer = await b.get(path);
        const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(
          String(answer.headers['content-security-policy']),
        )?.[1];
        expect(nonce).toBeTruthy();
        expect(answer.body).toContain(`nonce="${nonce}"`);
        nonces.push(nonce);
      }
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it('answers a repeat with 304 Not Modified and HEAD without a body', async () => {
    const guest = browser(server);
    const first = await guest.get('/categories');
    const etag = String(first.headers.etag);
    const repeat = await guest.request('GET', '/categories', {
      headers: { 'if-none-match': etag },
    });
    expect(repeat.status).toBe(304);
    const head = await guest.request('HEAD', '/categories');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });
});

describe('freshness', () => {
  it('shows a price edit on the very next view', async () => {
    const guest = browser(server);
    const path = `/product/${product.slug}`;
    await guest.get(path);
    expect((await guest.get(path)).headers['x-page-cache']).toBe('hit');
    const db = server.services.database.db;
    const [variant] = await db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, product.variantDbId));
    const newPrice = variant!.discountedPricePaise - 1100;
    await db
      .update(productVariants)
      .set({ discountedPricePaise: newPrice })
      .where(eq(productVariants.id, product.variantDbId));
    const after = await guest.get(path);
    expect(after.headers['x-page-cache']).toBe('miss');
    const rupees = new Intl.NumberFormat('en-IN').format(newPrice / 100);
    expect(after.html).toContain(`₹${rupees}`);
    await db
      .update(productVariants)
      .set({ discountedPricePaise: variant!.discountedPricePaise })
      .where(eq(productVariants.id, product.variantDbId));
  });
});

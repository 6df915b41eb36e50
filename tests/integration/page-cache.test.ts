/**
 * The shared page cache (ADR 0014): stateless visitors share rendered pages, shoppers
 * never see anyone's state but their own, a catalog edit shows on the next view, and a
 * stored page carries no nonce (its inline scripts are allowed by hash).
 */
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants } from '../../app/modules/catalog/schema.ts';
import { sessions } from '../../app/modules/identity/schema.ts';
import { POLICIES } from '../../config/store-pages.ts';
import { FIRST_ROUND_TRIP_BODY } from '../../server/page-cache.ts';
import { type Browser, browser, signIn, verifiedAccount } from '../setup/browser.ts';
import { rawGet } from '../setup/raw-get.ts';
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

const ON_POSTGRES = process.env.TEST_DB_BACKEND === 'postgres';

/**
 * A change made elsewhere (another device, another process) as the next page view must
 * show it: on PGlite at once (its one process hears the change before the write returns);
 * on PostgreSQL once the change's notification has arrived, a moment after its commit.
 */
function expectOnNextView<T>(read: () => Promise<T>) {
  return ON_POSTGRES
    ? expect.poll(read, { timeout: 5_000, interval: 10 })
    : { toBe: async (expected: T) => expect(await read()).toBe(expected) };
}

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
    expect(one.cookie('ps')).toMatch(/^f[\w-]{8}$/);
    const guest = browser(server);
    for (const path of PAGES()) {
      // Guests first, so that a stored page exists when the shoppers ask.
      const first = await guest.get(path);
      expect(first.status, path).toBe(200);
      const again = await guest.get(path);
      expect(again.headers['x-page-cache'], path).toBe('hit');
      expect(cartLabel(again.html), path).toBe('Cart, 0 items');
      expect(again.setCookies, path).toEqual([]);

      // Each shopper twice: the second view comes from their own stored copy.
      for (const [shopper, label] of [
        [one, 'Cart, 1 item'],
        [two, 'Cart, 3 items'],
        [one, 'Cart, 1 item'],
        [two, 'Cart, 3 items'],
      ] as const) {
        const answer = await shopper.get(path);
        expect(cartLabel(answer.html), path).toBe(label);
        expect(answer.headers['cache-control'], path).toBe('private, no-cache');
      }
      const repeat = await one.get(path);
      expect(repeat.headers['x-page-cache'], path).toBe('hit');
    }
  });

  it("keys a shopper's copy by what it shows: a new cart line, a heart or a sign-in shows at once", async () => {
    // Quantities no other test uses: equal views share a copy, by design.
    const b = await shopperWithCart(4);
    const path = `/product/${product.slug}`;
    await b.get(path);
    expect((await b.get(path)).headers['x-page-cache']).toBe('hit');

    await b.post('/cart', { intent: 'add', variantId: product.variantId, quantity: '1' });
    const more = await b.get(path);
    expect(more.headers['x-page-cache']).toBe('miss');
    expect(cartLabel(more.html)).toBe('Cart, 5 items');

    await b.post('/wishlist', { intent: 'save', variantId: product.variantId });
    const saved = await b.get(path);
    expect(saved.headers['x-page-cache']).toBe('miss');
    expect(saved.html).toMatch(/aria-label="Wishlist, 1 item"/);

    const account = await verifiedAccount(server, 'keyed', { firstName: 'Savitha' });
    await signIn(b, account.email);
    const named = await b.get(path);
    expect(named.html).toContain('Savitha');
    // The guest's cart came along at sign-in; another shopper never sees this copy.
    const stranger = await shopperWithCart(3);
    expect((await stranger.get(path)).html).not.toContain('Savitha');
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
    expect(shared.headers['cache-control']).toMatch(/^public/);
    expect(cartLabel(shared.html)).toBe('Cart, 0 items');

    const account = await verifiedAccount(server, 'cached', { firstName: 'Rekha' });
    await signIn(b, account.email);
    expect(b.cookie('ps')).toMatch(/^f/);
    const own = await b.get('/products');
    expect(own.headers['cache-control']).toBe('private, no-cache');
    expect(own.html).toContain('Rekha');
    await b.post('/auth/logout');
    expect(b.cookie('ps')).toBe('e');
  });

  it("shows a change made from the shopper's other device, and a session ended elsewhere, on the next view", async () => {
    const account = await verifiedAccount(server, 'devices', { firstName: 'Meena' });
    const phone = browser(server);
    const laptop = browser(server);
    await signIn(phone, account.email);
    await signIn(laptop, account.email);
    const path = '/collections/Instant-Geysers';
    const before = await phone.get(path);
    expect((await phone.get(path)).headers['x-page-cache']).toBe('hit');
    const count = Number(/Cart, (\d+) items?/.exec(cartLabel(before.html) ?? '')?.[1]);

    const added = await laptop.api('POST', '/api/v1/cart/lines', {
      variantId: product.variantId,
      quantity: 2,
    });
    expect(added.status).toBeLessThan(300);
    await expectOnNextView(async () => cartLabel((await phone.get(path)).html)).toBe(
      `Cart, ${count + 2} items`,
    );

    // Ending the phone's session (as a password reset does) shows it signed out.
    await server.services.database.db.delete(sessions).where(eq(sessions.userId, account.id));
    await expectOnNextView(async () => {
      const ended = await phone.get(path);
      return `${cartLabel(ended.html)}, ${ended.html.includes('Meena') ? 'named' : 'anonymous'}`;
    }).toBe('Cart, 0 items, anonymous');
  });

  it("never stores for everyone a page rendered for a shopper whose `ps` cookie falsely says 'e'", async () => {
    const account = await verifiedAccount(server, 'forged', { firstName: 'Forgedname' });
    const b = await shopperWithCart(2);
    await signIn(b, account.email);
    b.jar.set('ps', 'e');
    // A page no one has asked for yet, so that this visitor's view is rendered.
    const path = '/products?sort=price-desc&page=2';
    const own = await b.get(path);
    expect(own.html).toContain('Forgedname');
    expect(own.headers['cache-control']).not.toMatch(/public/);
    expect(b.cookie('ps')).toMatch(/^f/);
    const guest = await browser(server).get(path);
    expect(guest.html).not.toContain('Forgedname');
    expect(cartLabel(guest.html)).toBe('Cart, 0 items');
    expect(guest.headers['cache-control']).toMatch(/^public/);
  });

  it('corrects a `ps` cookie that claims state the session no longer has', async () => {
    const b = browser(server);
    await b.get('/cart');
    b.jar.set('ps', 'f');
    const page = await b.get('/categories');
    expect(cartLabel(page.html)).toBe('Cart, 0 items');
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
    // The cache handles the page as bytes: characters beyond ASCII (a dash in the page's
    // data, the rupee sign) must come through whole, and be hashed as the browser does.
    expect(scripts.some((match) => /[^\s -~]/.test(match[2] ?? ''))).toBe(true);
    expect(page.body).toContain('₹');
    expect(page.body).not.toContain('\ufffd');
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

  it("never sends a nonce twice: fresh on rendered pages, none on a shopper's stored copy", async () => {
    const b = await shopperWithCart(1);
    const nonces = [];
    for (let n = 0; n < 2; n++) {
      const answer = await b.get('/cart');
      const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(
        String(answer.headers['content-security-policy']),
      )?.[1];
      expect(nonce).toBeTruthy();
      expect(answer.body).toContain(`nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
    for (let n = 0; n < 2; n++) {
      const own = await b.get('/products');
      expect(own.body).not.toMatch(/\snonce=/);
      expect(String(own.headers['content-security-policy'])).not.toContain('nonce-');
    }
  });

  it('sends each encoding a visitor asks for, the same page in each', async () => {
    // Raw bytes: each copy is compressed when first asked for, then kept.
    const raw = (path: string, acceptEncoding: string, ifNoneMatch?: string) =>
      rawGet(new URL(path, server.url), {
        'accept-encoding': acceptEncoding,
        ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}),
      });
    // A page no other test asks for.
    const path = '/products?sort=best-selling&page=2';
    const first = await raw(path, 'gzip, deflate, br');
    expect(first).toMatchObject({ encoding: 'br', cache: 'miss' });
    const page = brotliDecompressSync(first.body).toString();
    expect(page).toContain('</html>');
    const gzipped = await raw(path, 'gzip');
    expect(gzipped).toMatchObject({ encoding: 'gzip', cache: 'hit' });
    expect(gunzipSync(gzipped.body).toString()).toBe(page);
    const plain = await raw(path, 'identity');
    expect(plain).toMatchObject({ encoding: undefined, cache: 'hit' });
    expect(plain.body.toString()).toBe(page);
    const again = await raw(path, 'br');
    expect(brotliDecompressSync(again.body).toString()).toBe(page);
    // A client that takes zstd alone gets a stored zstd copy, with a validator that holds.
    const zstd = await raw(path, 'zstd');
    expect(zstd).toMatchObject({ encoding: 'zstd', cache: 'hit' });
    expect(zstdDecompressSync(zstd.body).toString()).toBe(page);
    expect((await raw(path, 'zstd', zstd.etag)).status).toBe(304);
    // Each copy is its own representation, with its own validator.
    expect(new Set([first.etag, gzipped.etag, plain.etag]).size).toBe(3);
    expect((await raw(path, 'gzip', gzipped.etag)).status).toBe(304);
    expect((await raw(path, 'br', gzipped.etag)).status).toBe(200);
  });

  it('sends a page read again in its smallest brotli copy when that saves a round trip', async () => {
    const read = (path: string) =>
      rawGet(new URL(path, server.url), { 'accept-encoding': 'gzip, deflate, br' });
    // A page that fits the first round trip already is left as it is...
    const fits = await read('/categories');
    expect(fits.body.length).toBeLessThan(FIRST_ROUND_TRIP_BODY);
    await read('/categories');
    // ...and one over it (56 stores, in Kannada) is made smaller. Pages no other test reads.
    const path = '/kn/stores';
    const first = await read(path);
    expect(first).toMatchObject({ encoding: 'br', cache: 'miss' });
    expect(first.body.length).toBeGreaterThan(FIRST_ROUND_TRIP_BODY);
    const page = brotliDecompressSync(first.body).toString();
    // The second read asks for the smaller copy; a later one receives it (brotli 11 finds
    // about a tenth more to save than the quality a first copy is made at).
    await expect
      .poll(async () => (await read(path)).body.length, { timeout: 10_000, interval: 50 })
      .toBeLessThan(first.body.length * 0.95);
    const smaller = await read(path);
    expect(smaller).toMatchObject({ encoding: 'br', cache: 'hit', etag: first.etag });
    expect(brotliDecompressSync(smaller.body).toString()).toBe(page);
    // The lane runs its jobs in order: had the small page been given to it, it would be done.
    expect((await read('/categories')).body).toEqual(fits.body);
  });

  it("sends a shopper's own copy in the cheapest encoding their browser takes", async () => {
    const shopper = await shopperWithCart(2);
    const cookie = ['sid', 'ps'].map((name) => `${name}=${shopper.cookie(name)}`).join('; ');
    const path = '/products?sort=best-selling&page=3';
    const chrome = await rawGet(new URL(path, server.url), {
      cookie,
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(chrome).toMatchObject({ status: 200, encoding: 'zstd', cache: 'miss' });
    const page = zstdDecompressSync(chrome.body).toString();
    expect(cartLabel(page)).toBe('Cart, 2 items');
    const safari = await rawGet(new URL(path, server.url), {
      cookie,
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(safari).toMatchObject({ encoding: 'br', cache: 'hit' });
    expect(brotliDecompressSync(safari.body).toString()).toBe(page);
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

describe('query strings', () => {
  it("serves a shared link however a campaign tagged it, and writes nobody's tag into the page", async () => {
    const guest = browser(server);
    const path = `/product/${product.slug}`;
    const tagged = await guest.get(`${path}?utm_source=whatsapp&fbclid=IwAR0tag0one`);
    expect(tagged.status).toBe(200);
    expect(tagged.html).not.toContain('IwAR0tag0one');
    expect(tagged.html).not.toContain('utm_source');
    for (const other of [
      path,
      `${path}?fbclid=IwAR0tag0two`,
      `${path}?gclid=x&utm_medium=social`,
    ]) {
      const answer = await guest.get(other);
      expect(answer.headers['x-page-cache'], other).toBe('hit');
      expect(answer.html, other).toBe(tagged.html);
    }
  });

  it('keeps what a listing reads: its sort and page, in any order', async () => {
    const guest = browser(server);
    const second = await guest.get('/products?page=2&sort=price-asc');
    expect(second.status).toBe(200);
    const same = await guest.get('/products?sort=price-asc&ref=banner&page=2');
    expect(same.headers['x-page-cache']).toBe('hit');
    expect(same.html).toBe(second.html);
    const first = await guest.get('/products?sort=price-asc');
    expect(first.html).not.toBe(second.html);
  });

  it('answers a variant or a store search afresh: made-up values cannot fill the cache', async () => {
    const guest = browser(server);
    for (const path of [
      `/product/${product.slug}?variant=made-up-${Date.now()}`,
      `/stores?q=Mysuru`,
      `/store-locator?q=anything-${Date.now()}`,
    ]) {
      for (let i = 0; i < 2; i++) {
        const answer = await guest.get(path);
        expect(answer.status, path).toBe(200);
        expect(answer.headers['x-page-cache'], path).toBeUndefined();
      }
    }
  });

  it("answers a data request for the root's data alone with that alone, never the stored page's", async () => {
    // A card's add or heart reloads the root's data only (app/lib/revalidation.ts): the
    // cache dropped `_routes` and sent the product's data as well, the bytes it spares.
    const guest = browser(server);
    const path = `/product/${product.slug}.data`;
    const whole = await guest.get(path);
    expect(whole.status).toBe(200);
    expect(whole.html).toContain('"routes/product"');
    for (let i = 0; i < 2; i++) {
      const rootOnly = await guest.get(`${path}?_routes=root`);
      expect(rootOnly.status).toBe(200);
      expect(rootOnly.headers['x-page-cache']).toBeUndefined();
      expect(rootOnly.html).toContain('"root"');
      expect(rootOnly.html).not.toContain('"routes/product"');
    }
  });

  it('answers a delivery check on a product page afresh, never from a stored copy', async () => {
    const guest = browser(server);
    const path = `/product/${product.slug}?pincode=560001`;
    for (let i = 0; i < 2; i++) {
      const answer = await guest.get(path);
      expect(answer.status).toBe(200);
      expect(answer.headers['x-page-cache']).toBeUndefined();
    }
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

  it('renders a changed page once for a crowd that asks at the same moment', async () => {
    const db = server.services.database.db;
    const [variant] = await db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, product.variantDbId));
    await db
      .update(productVariants)
      .set({ discountedPricePaise: variant!.discountedPricePaise - 100 })
      .where(eq(productVariants.id, product.variantDbId));
    const crowd = await Promise.all(
      Array.from({ length: 12 }, () => browser(server).get('/products')),
    );
    const outcomes = crowd.map((answer) => answer.headers['x-page-cache']);
    expect(outcomes.filter((outcome) => outcome === 'miss')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'hit')).toHaveLength(11);
    expect(new Set(crowd.map((answer) => answer.body)).size).toBe(1);
    await db
      .update(productVariants)
      .set({ discountedPricePaise: variant!.discountedPricePaise })
      .where(eq(productVariants.id, product.variantDbId));
  });
});

describe.runIf(ON_POSTGRES)("shoppers' views in several processes on PostgreSQL", () => {
  it("keeps a shopper's view in each process, drops it on a notification, and never makes the shopper wait for their own change", async () => {
    const second = await startTestServer({
      databaseUrl: server.services.config.databaseUrl!,
      seed: false,
    });
    try {
      const b = await shopperWithCart(1);
      const viaSecond = async () =>
        cartLabel((await browser(second, { cookies: b.jar }).get('/categories')).html);
      expect(await viaSecond()).toBe('Cart, 1 item');

      // Every write renews the stamp, so the other process reads the new view at once.
      for (let n = 2; n <= 6; n++) {
        const stamp = b.cookie('ps');
        const added = await b.post('/cart', { intent: 'add', variantId: product.variantId });
        expect(added.status).toBeLessThan(400);
        expect(b.cookie('ps')).not.toBe(stamp);
        expect(await viaSecond()).toBe(`Cart, ${n} items`);
      }

      // Once the writes' notifications have all arrived, the second process keeps the view.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await viaSecond()).toBe('Cart, 6 items');
      // A change that notifies nobody proves it is kept...
      const db = server.services.database.db;
      await db.execute(sql`alter table cart_lines disable trigger shopper_state_changed`);
      try {
        await db.execute(sql`update cart_lines set quantity = 9`);
      } finally {
        await db.execute(sql`alter table cart_lines enable trigger shopper_state_changed`);
      }
      expect(await viaSecond()).toBe('Cart, 6 items');
      // ...and a notification drops it.
      await db.execute(sql`select pg_notify('shopper_state', '')`);
      await expect.poll(viaSecond, { timeout: 5_000, interval: 10 }).toBe('Cart, 9 items');
      expect(second.errors).toEqual([]);
    } finally {
      await second.stop();
    }
  });
});

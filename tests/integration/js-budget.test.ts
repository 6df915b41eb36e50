/**
 * Issue 10's JavaScript budget: what each page loads before any dynamic import (its entry
 * and route modules and everything they import statically), gzip -9, from the real build
 * and the page's own HTML. The goal is 125 KB on every page (a guest's, a signed-in
 * shopper's and the back office's); React, React DOM and React Router are 107.6 KB of it.
 * And what a phone must parse and run of it, uncompressed (issue 29, ADR 0026): 400 KB,
 * of which React, React DOM and React Router are about 330 KB.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BUILD_DIR } from '../../server/start.ts';
import { type Browser, browser, signIn, verifiedAccount } from '../setup/browser.ts';
import { atCheckout, GUEST_FIELDS, variantInStock } from '../setup/guest-checkout.ts';
import { staffBrowser } from '../setup/staff.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

const BUDGET = 125_000;
const EVALUATED_BUDGET = 400_000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const clientDir = path.join(BUILD_DIR, 'client');
// After a statement, a block or a comment (Vite writes `/* empty css */` before an import).
const STATIC_IMPORT =
  /(?:^|[;\n}]|\*\/)\s*(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g;

/** The specifiers a built module imports statically. */
function importSpecifiers(source: string): string[] {
  return [...source.matchAll(STATIC_IMPORT)].map((match) => match[1]!);
}

/** A module's static imports, as URL paths. */
function staticImports(url: string): string[] {
  const source = readFileSync(path.join(clientDir, url), 'utf8');
  return importSpecifiers(source).map((specifier) =>
    path.posix.normalize(path.posix.join(path.posix.dirname(url), specifier)),
  );
}

/**
 * Gzip -9 bytes of every module the page's module script loads before a dynamic import,
 * with each file's share (largest first), to say where a page over its budget spends it.
 */
function initialJavaScript(html: string): { bytes: number; evaluated: number; files: string[] } {
  const script = html.match(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/)?.[1] ?? '';
  const roots = [
    ...script.matchAll(/import \* as route\d+ from "([^"]+)"/g),
    ...script.matchAll(/"entry": \{\s*"module": "([^"]+)"/g),
  ].map((match) => match[1]!);
  expect(roots.length).toBeGreaterThan(1);
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    queue.push(...staticImports(url));
  }
  const sizes = [...seen].map((url) => {
    const source = readFileSync(path.join(clientDir, url));
    return { url, bytes: gzipSync(source, { level: 9 }).length, evaluated: source.length };
  });
  return {
    bytes: sizes.reduce((sum, file) => sum + file.bytes, 0),
    evaluated: sizes.reduce((sum, file) => sum + file.evaluated, 0),
    files: sizes
      .sort((a, b) => b.bytes - a.bytes)
      .map((file) => `${path.posix.basename(file.url)} ${file.bytes}`),
  };
}

it('follows every static import of a built module, and no dynamic one', () => {
  const source =
    'import{a as b}from"./a.js";/* empty css */import{c}from"./c.js";import"./d.js";' +
    'const e=()=>import("./lazy.js");export{f}from"./f.js";';
  expect(importSpecifiers(source)).toEqual(['./a.js', './c.js', './d.js', './f.js']);
});

it('holds every page to its initial JavaScript budget', async () => {
  const guest = browser(server);
  const products = await guest.api('GET', '/api/v1/products?pageSize=1');
  const slug = (JSON.parse(products.body) as { data: { products: { slug: string }[] } }).data
    .products[0]!.slug;
  const categories = await guest.api('GET', '/api/v1/categories');
  const collection = (
    JSON.parse(categories.body) as { data: { slug: string; name: string }[] }
  ).data.find((category) => category.name !== 'All Products')!.slug;
  const pages = [
    '/',
    '/products',
    `/collections/${collection}`,
    '/collections',
    '/categories',
    '/cart',
    '/wishlist',
    '/checkout',
    '/stores',
    '/contactus',
    '/aboutus',
    '/privacypolicy',
    '/search/geyser',
    '/track-order',
    '/track-service',
    '/auth/login',
    '/auth/signup',
    '/auth/reset',
  ];
  // A signed-in shopper's own pages, after an order by cash and one to pay online.
  const account = await verifiedAccount(server, 'budget');
  const shopper = browser(server);
  await signIn(shopper, account.email);
  const variant = await variantInStock(server);
  const order = async (paymentMethod: string) => {
    const idempotencyKey = await atCheckout(shopper, variant);
    const placed = await shopper.post('/checkout', {
      ...GUEST_FIELDS,
      email: account.email,
      paymentMethod,
      idempotencyKey,
    });
    expect(placed.status).toBe(302);
    return placed.location!;
  };
  const shopperPages = [await order('cod'), await order('payNow'), '/account', '/myorders'];
  await shopper.post('/cart', { intent: 'add', variantId: variant, quantity: '1' });
  shopperPages.push('/checkout', '/cart');
  // Every page of the back office, with an order, a product and a store of its own lists.
  const staff = await staffBrowser(server);
  // The cash order delivered, and a service request on it (issue 35): its page, My Orders
  // with the request, and the back office's request page.
  const delivered = new URL(shopperPages[0]!, server.url).searchParams.get('order')!;
  for (const status of ['Packed', 'Shipped', 'Out for Delivery', 'Delivered']) {
    const moved = await staff.post(`/admin/orders/${delivered}`, { intent: 'status', status });
    expect(moved.status, status).toBe(200);
  }
  const raised = await shopper.api('POST', '/api/v1/service-requests', {
    order: delivered,
    line: 1,
    problem: 'other',
    description: 'It stopped working after a week of use.',
  });
  expect(raised.status, raised.body).toBe(201);
  const { ticket } = (JSON.parse(raised.body) as { data: { ticket: string } }).data;
  shopperPages.push(`/service-request?order=${delivered}&line=1`, `/myorders?order=${delivered}`);
  const firstLink = async (list: string, pattern: RegExp) => {
    const link = pattern.exec((await staff.get(list)).body)?.[0];
    expect(link, `a link on ${list}`).toBeTruthy();
    return link!;
  };
  const product = await firstLink('/admin/products', /\/admin\/products\/[a-z0-9]{16}/);
  const store = await firstLink('/admin/stores', /\/admin\/stores\/(?!new")[A-Z0-9-]+(?=")/);
  const adminPages = [
    '/admin',
    '/admin/orders',
    '/admin/shipments/import',
    await firstLink('/admin/orders', /\/admin\/orders\/[a-z0-9]{16}/),
    '/admin/installations',
    '/admin/service-requests',
    `/admin/service-requests/${ticket}`,
    '/admin/installation',
    '/admin/products',
    '/admin/products/new',
    product,
    `${product}/images`,
    `${product}/specifications`,
    '/admin/specifications',
    '/admin/stores',
    '/admin/stores/new',
    store,
    `${store}/installation`,
    '/admin/home-content',
    '/admin/pincodes',
    '/admin/holidays',
    '/admin/couriers',
    '/admin/reviews',
    '/admin/questions',
    '/admin/messages',
    '/admin/survey',
    '/admin/subscribers',
    '/admin/audit',
  ];
  const visits: [Browser, string][] = [
    ...[...pages, `/product/${slug}`].map((page): [Browser, string] => [guest, page]),
    ...shopperPages.map((page): [Browser, string] => [shopper, page]),
    ...adminPages.map((page): [Browser, string] => [staff, page]),
  ];
  const over: string[] = [];
  for (const [visitor, page] of visits) {
    const answer = await visitor.get(page);
    expect(answer.status, page).toBe(200);
    const { bytes, evaluated, files } = initialJavaScript(answer.body);
    if (bytes > BUDGET) over.push(`${page}: ${bytes} B (at most ${BUDGET}): ${files.join(', ')}`);
    if (evaluated > EVALUATED_BUDGET) {
      over.push(`${page}: ${evaluated} B to evaluate (at most ${EVALUATED_BUDGET})`);
    }
  }
  expect(over).toEqual([]);
});

it("starts the framework file with V8's compile hint, in its precompressed copies too", async () => {
  // config/vite-compile-hints.ts: Chrome compiles the file's functions as it streams in, off
  // the main thread, only when the comment comes first (Vite's own table went there first).
  const guest = browser(server);
  const page = await guest.get('/');
  const framework = page.html.match(/\/assets\/framework-[\w-]+\.js/)?.[0];
  expect(framework).toBeDefined();
  const file = readFileSync(path.join(clientDir, framework!));
  expect(file.toString('utf8', 0, 29)).toBe('//# allFunctionsCalledOnLoad\n');
  expect(brotliDecompressSync(readFileSync(path.join(clientDir, `${framework}.br`)))).toEqual(file);
  expect(gunzipSync(readFileSync(path.join(clientDir, `${framework}.gz`)))).toEqual(file);
});

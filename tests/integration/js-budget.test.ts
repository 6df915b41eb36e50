/**
 * Issue 10's JavaScript budget: what each page loads before any dynamic import (its entry
 * and route modules and everything they import statically), gzip -9, from the real build
 * and the page's own HTML. The goal is 125 KB on every page; React, React DOM and React
 * Router are 107.6 KB of it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BUILD_DIR } from '../../server/start.ts';
import { browser } from '../setup/browser.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

const BUDGET = 125_000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const clientDir = path.join(BUILD_DIR, 'client');
const STATIC_IMPORT = /(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g;

/** A module's static imports, as URL paths. */
function staticImports(url: string): string[] {
  const source = readFileSync(path.join(clientDir, url), 'utf8');
  return [...source.matchAll(STATIC_IMPORT)].map((match) =>
    path.posix.normalize(path.posix.join(path.posix.dirname(url), match[1]!)),
  );
}

/** Gzip -9 bytes of every module the page's module script loads before a dynamic import. */
function initialJavaScript(html: string): number {
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
  let bytes = 0;
  for (const url of seen)
    bytes += gzipSync(readFileSync(path.join(clientDir, url)), { level: 9 }).length;
  return bytes;
}

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
    '/auth/login',
    '/auth/signup',
    '/auth/reset',
  ];
  const over: string[] = [];
  for (const page of [...pages, `/product/${slug}`]) {
    const answer = await guest.get(page);
    expect(answer.status, page).toBe(200);
    const bytes = initialJavaScript(answer.body);
    if (bytes > BUDGET) over.push(`${page}: ${bytes} B (at most ${BUDGET})`);
  }
  expect(over).toEqual([]);
});

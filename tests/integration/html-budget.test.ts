/**
 * Issue 10's document budget for product pages: at most 80 KiB of HTML, hydration data
 * included, for every product of the demo catalog (the related slider is what grows it).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { browser } from '../setup/browser.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

const PRODUCT_PAGE_BUDGET = 80 * 1024;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

it('keeps every product page within 80 KiB of HTML', async () => {
  const guest = browser(server);
  const slugs: string[] = [];
  for (let page = 1; ; page++) {
    const answer = await guest.api('GET', `/api/v1/products?pageSize=48&page=${page}`);
    const { data } = JSON.parse(answer.body) as { data: { products: { slug: string }[] } };
    const { products } = data;
    slugs.push(...products.map((product) => product.slug));
    if (products.length < 48) break;
  }
  expect(slugs.length).toBeGreaterThan(100);
  const over: string[] = [];
  for (const slug of slugs) {
    const answer = await guest.get(`/product/${slug}`);
    expect(answer.status, slug).toBe(200);
    const bytes = Buffer.byteLength(answer.body);
    if (bytes > PRODUCT_PAGE_BUDGET) over.push(`${slug}: ${bytes} B`);
  }
  expect(over).toEqual([]);
});

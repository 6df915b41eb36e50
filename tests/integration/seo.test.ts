/**
 * What a crawler sees: one canonical address per content page whatever the case or
 * trailing slash it was asked with, share tags, a sitemap with every public page and
 * when each product changed, a robots.txt that lets noindex pages be read, and permanent
 * redirects for a listing's page or sort written another way.
 */
import { describe, expect, it } from 'vitest';
import { serverPerFile } from '../setup/server-per-file.ts';

const server = serverPerFile();

/** The configured public origin: canonical and sitemap addresses are built on it. */
const origin = () => server.services.publicUrl;
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

describe('content pages', () => {
  it.each([
    ['/aboutus', '/aboutus'],
    ['/AboutUs', '/aboutus'],
    ['/privacypolicy', '/privacypolicy'],
    ['/PrivacyPolicy/', '/privacypolicy'],
  ])('%s names %s as its canonical address, with share tags', async (path, canonical) => {
    const response = await server.fetch(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(canonicalOf(html)).toBe(`${origin()}${canonical}`);
    expect(html).toContain(`<meta property="og:url" content="${origin()}${canonical}"/>`);
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+og-default\.webp"\/>/);
    // Its breadcrumb, for crawlers too.
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain(`"item":"${origin()}${canonical}"`);
  });

  it('the header leads to the store locator at its canonical address', async () => {
    const html = await (await server.fetch('/')).text();
    expect(html).toMatch(/<a class="main-nav__link[^"]*" [^>]*href="\/stores"/);
    expect(html).not.toContain('href="/store-locator"');
  });
});

describe('the home page', () => {
  it('describes the company and the site, with how to search it', async () => {
    const html = await (await server.fetch('/')).text();
    const documents = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
    const organization = documents.find((d) => d['@type'] === 'Organization');
    expect(organization).toMatchObject({
      name: 'Gruha Appliances',
      address: { streetAddress: 'No. 14, B H Road, Near Town Hall Circle' },
    });
    expect(documents.find((d) => d['@type'] === 'WebSite')).toMatchObject({
      name: 'Gruha Appliances',
      url: `${origin()}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${origin()}/search/{query}` },
      },
    });
  });
});

describe('crawler files', () => {
  it('the sitemap lists the locator, contact and Track Order, and when each product changed', async () => {
    const xml = await (await server.fetch('/sitemap.xml')).text();
    for (const path of ['/stores', '/contactus', '/track-order', '/aboutus']) {
      expect(xml).toContain(`<loc>${origin()}${path}</loc>`);
    }
    const products = xml.match(/<loc>[^<]+\/product\/[^<]+<\/loc>[^\n]*/g) ?? [];
    expect(products.length).toBeGreaterThan(100);
    for (const line of products) expect(line).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('robots.txt keeps crawlers out of search and the API, not off the noindex pages', async () => {
    const robots = await (await server.fetch('/robots.txt')).text();
    expect(robots).toContain('Disallow: /search\n');
    expect(robots).toContain('Disallow: /api/\n');
    expect(robots).not.toMatch(/Disallow: \/(cart|checkout|account|wishlist|auth)/);
  });
});

describe('error pages', () => {
  it.each(['/no-such-page', '/product/no-such-product', '/collections/no-such-collection'])(
    '%s is a 404 that asks not to be indexed',
    async (path) => {
      const response = await server.fetch(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('<meta name="robots" content="noindex"/>');
    },
  );
});

describe('listings', () => {
  it.each([
    ['/products?page=0', '/products'],
    ['/products?page=02', '/products?page=2'],
    ['/products?sort=bogus', '/products'],
  ])('%s redirects permanently to %s', async (path, location) => {
    const response = await server.fetch(path);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(location);
  });
});

/**
 * The store locator over plain HTTP, as a browser without JavaScript or a crawler sees it:
 * every store, the ?q= search answered by the server, both addresses, and the JSON-LD.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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

async function page(path: string) {
  const response = await server.fetch(path);
  const html = (await response.text()).replaceAll('<!-- -->', '');
  return { response, html };
}

/** The store names in the list, in order. */
function storeNames(html: string): string[] {
  return [...html.matchAll(/<h3 class="store-card__name">([^<]+)<\/h3>/g)].map((m) => m[1]!);
}

function canonical(html: string): string | undefined {
  return html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
}

/**
 * Every module the page loads before any dynamic import: those its module script imports
 * and, transitively, theirs (the page sends no modulepreload links, ADR 0015).
 */
async function staticModuleGraph(html: string): Promise<string[]> {
  const script = html.match(/<script type="module"[^>]*>([\s\S]*?)<\/script>/)?.[1] ?? '';
  const pending = [...script.matchAll(/import \* as \w+ from "([^"]+)"/g)].map((m) => m[1]!);
  const seen = new Set<string>();
  while (pending.length > 0) {
    const path = pending.pop()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const response = await server.fetch(path);
    expect(response.status, path).toBe(200);
    const code = await response.text();
    // Static imports only: `import(...)` is what loads later, on demand.
    for (const match of code.matchAll(
      /(?:^|[;}\s])import\s*(?:[\w*{][^"'`]*?from\s*)?"(\.[^"]+)"/g,
    )) {
      pending.push(new URL(match[1]!, `http://shop${path}`).pathname);
    }
  }
  return [...seen];
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

describe('store locator pages', () => {
  it('/stores lists every store, with the map frame and its prompt', async () => {
    const { response, html } = await page('/stores');
    expect(response.status).toBe(200);
    const names = storeNames(html);
    expect(names).toHaveLength(56);
    expect(names[0]).toBe('Gruha Appliances Tumakuru Head Office');
    const has = (text: string) => html.includes(text);
    expect(has('>56 stores<')).toBe(true);
    expect(has('Select a store to see its location on the map.')).toBe(true);
    expect(has('aria-label="Map of our stores"')).toBe(true);
    expect(canonical(html)).toMatch(/^http:\/\/[^/]+\/stores$/);
    expect(html.match(/<title>[^<]*<\/title>/)?.[0]).toBe(
      '<title>Store Locator | Gruha Appliances</title>',
    );
    // Leaflet is not in the page's own scripts: it is loaded by the map when it mounts.
    const modules = await staticModuleGraph(html);
    expect(modules.some((path) => /\/stores-[^/]+\.js$/.test(path))).toBe(true);
    expect(modules.filter((path) => /leaflet/i.test(path))).toEqual([]);
  });

  it('/store-locator is the same screen, canonical /stores', async () => {
    const { response, html } = await page('/store-locator');
    expect(response.status).toBe(200);
    expect(storeNames(html)).toHaveLength(56);
    expect(canonical(html)).toMatch(/^http:\/\/[^/]+\/stores$/);
    // Its search form stays on /store-locator.
    const forms = html.match(/<form [^>]*>/g) ?? [];
    expect(forms).toContain('<form action="/store-locator" method="get">');
  });

  it('?q= filters on the server, in any letter case', async () => {
    const hubballi = await page('/stores?q=hUBBALLI');
    expect(storeNames(hubballi.html)).toEqual([
      'Gruha Appliances Hubballi Koppikar Road',
      'Gruha Appliances Hubballi Vidyanagar',
    ]);
    expect(hubballi.html.includes('>2 stores<')).toBe(true);
    // The store search (the header's product search is named q too) keeps what was asked.
    const inputs = hubballi.html.match(/<input [^>]*name="q"[^>]*>/g) ?? [];
    expect(inputs.filter((input) => input.includes('value="hUBBALLI"'))).toHaveLength(1);

    const pincode = await page('/stores?q=572101');
    expect(storeNames(pincode.html)).toEqual(['Gruha Appliances Tumakuru Head Office']);

    const none = await page('/stores?q=no%20such%20town');
    expect(storeNames(none.html)).toEqual([]);
    expect(none.html.includes('No stores found.')).toBe(true);
  });

  it('takes any ?q= without failing: long, repeated or markup', async () => {
    const long = await page(`/stores?q=${'a'.repeat(5000)}`);
    expect(long.response.status).toBe(200);
    const markup = await page(`/stores?q=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(markup.response.status).toBe(200);
    expect(markup.html.includes('<script>alert(1)</script>')).toBe(false);
    const twice = await page('/stores?q=mysuru&q=hubballi');
    expect(storeNames(twice.html)).toHaveLength(4);
  });

  it('describes every store as a HomeGoodsStore in JSON-LD, with a breadcrumb', async () => {
    const { html } = await page('/stores');
    const documents = jsonLd(html);
    const breadcrumb = documents.find((d) => d['@type'] === 'BreadcrumbList');
    expect(breadcrumb).toMatchObject({
      itemListElement: [{ name: 'Home' }, { name: 'Stores' }],
    });
    const graph = (documents.find((d) => '@graph' in d)?.['@graph'] ?? []) as Record<
      string,
      unknown
    >[];
    expect(graph).toHaveLength(56);
    expect(graph[0]).toMatchObject({
      '@type': 'HomeGoodsStore',
      name: 'Gruha Appliances Tumakuru Head Office',
      telephone: expect.stringMatching(/^\+91\d{10}$/),
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'No. 14, B H Road, near Town Hall Circle',
        addressLocality: 'Tumakuru',
        addressRegion: 'Karnataka',
        postalCode: '572101',
        addressCountry: 'IN',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 13.3409, longitude: 77.101 },
      openingHoursSpecification: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: '09:00',
        closes: '19:00',
      },
    });
  });
});

/** The shop runs: health, home page from the database, headers, compression, API basics. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../db/seed/data/categories.ts';
import { rawGet } from '../setup/raw-get.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

const DECODE: Record<'zstd' | 'br' | 'gzip' | 'identity', (body: Buffer) => Buffer> = {
  zstd: zstdDecompressSync,
  br: brotliDecompressSync,
  gzip: gunzipSync,
  identity: (body) => body,
};

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

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    const health = await server.fetch('/healthz');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await server.fetch('/readyz');
    expect(ready.status).toBe(200);
  });
});

describe('home page', () => {
  it('is rendered on the server with header, footer and the 14 categories in the spec order', async () => {
    const response = await server.fetch('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    // React separates adjacent text nodes with <!-- -->; read the text as a person would.
    const html = (await response.text()).replaceAll('<!-- -->', '');
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
    expect(html).toContain('Sign in / Guest user');
    expect(html).toContain('Cart total');
    const names = CATEGORIES.map((c) => c.name);
    expect(names).toHaveLength(14);
    // Each name appears, and the first appearance of each is in the spec's order in the strip.
    const strip = html.slice(html.indexOf('<main'));
    const positions = names.map((name) => strip.indexOf(`>${name}<`));
    for (const position of positions) expect(position).toBeGreaterThan(-1);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html).toContain(`© ${new Date().getFullYear()}`);
  });

  it('sets security headers with a per-response CSP nonce used by the inline scripts', async () => {
    // A page rendered for this request (shared pages use script hashes: page-cache.test.ts).
    const first = await server.fetch('/cart');
    const second = await server.fetch('/cart');
    const csp = first.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers.get('content-security-policy')).not.toContain(nonce);
    const html = await first.text();
    // Executable inline scripts only: JSON-LD is data and needs no nonce.
    const inlineScripts = (html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? []).filter(
      (tag) => !tag.includes('application/ld+json'),
    );
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const tag of inlineScripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(first.headers.get('x-request-id')).toBeTruthy();
    // Not production, not https: no HSTS.
    expect(first.headers.get('strict-transport-security')).toBeNull();
  });

  it.each([
    ['gzip, deflate, br, zstd', 'zstd'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ] as const)('compresses a page no cache holds for %j whole, in %s', async (accept, encoding) => {
    // The cart is every visitor's own page.
    const response = await rawGet(new URL('/cart', server.url), { 'accept-encoding': accept });
    expect(response.status).toBe(200);
    expect(response.encoding).toBe(encoding);
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    expect(response.headers['content-length']).toBe(String(response.body.length));
    const html = DECODE[encoding ?? 'identity'](response.body).toString();
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('Your Cart is Currently Empty!');
    expect(html.endsWith('</html>')).toBe(true);
  });

  it('answers a body that fails as it is read with a whole 500, without its length or caching', async () => {
    // A folder where the upload should be: the read fails after the file was found.
    mkdirSync(path.join(server.services.config.uploadsDir, 'broken', 'photo.webp'), {
      recursive: true,
    });
    const response = await rawGet(new URL('/media/uploads/broken/photo.webp', server.url), {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(response.status).toBe(500);
    expect(response.body.toString()).toBe('Something went wrong. Please try again.');
    expect(response.headers['content-length']).toBe(String(response.body.length));
    expect(response.headers['cache-control']).toBeUndefined();
    expect(response.headers['last-modified']).toBeUndefined();
    // The error, and the request that failed.
    expect(server.errors.map((entry) => entry.msg)).toEqual(['unhandled error', 'request failed']);
    server.errors.length = 0;
  });

  it('compresses API answers too', async () => {
    const response = await rawGet(new URL('/api/v1/products?pageSize=20', server.url), {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(response.encoding).toBe('zstd');
    const body = JSON.parse(zstdDecompressSync(response.body).toString());
    expect(body.data.products).toHaveLength(20);
  });

  it('answers an unknown page with a 404 page inside the layout', async () => {
    const response = await server.fetch('/no-such-page-here');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page not found');
    expect(html).toContain('<footer');
  });
});

describe('static assets', () => {
  it('serves hashed assets precompressed with immutable caching', async () => {
    const html = await (await server.fetch('/')).text();
    // The framework chunk: every page has it, and it is large. (The first script named, the
    // root route's, is a stub of about 100 bytes that, in some builds, is too small to have a
    // compressed copy.)
    const asset = /\/assets\/framework-[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const response = await server.fetch(asset!, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('br');
  });

  it('serves generated media', async () => {
    const response = await server.fetch(CATEGORIES[1]!.image);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
  });

  it('does not serve files outside the media folder', async () => {
    const response = await server.fetch('/media/..%2f..%2fpackage.json');
    expect(response.status).toBe(404);
  });
});

describe('API', () => {
  it('lists categories in display order with cache headers and an ETag', async () => {
    const response = await server.fetch('/api/v1/categories');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('stale-while-revalidate');
    const body = (await response.json()) as { data: { name: string }[] };
    expect(body.data.map((c) => c.name)).toEqual(CATEGORIES.map((c) => c.name));
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await server.fetch('/api/v1/categories', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('answers unknown endpoints with a JSON 404', async () => {
    const response = await server.fetch('/api/v1/nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'No such API endpoint.' },
    });
  });

  it('answers a method an endpoint does not take with 405 and what it takes', async () => {
    const origin = new URL(server.url).origin;
    const wrong = await server.fetch('/api/v1/products', { method: 'DELETE', headers: { origin } });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(await wrong.json()).toEqual({
      error: { code: 'method_not_allowed', message: 'This endpoint takes GET, HEAD requests.' },
    });
    // A path parameter stands for one segment: an address's own path takes PATCH and DELETE.
    const line = await server.fetch('/api/v1/account/addresses/a1', {
      method: 'PUT',
      headers: { origin },
    });
    expect(line.status).toBe(405);
    expect(line.headers.get('allow')).toBe('PATCH, DELETE, OPTIONS');
    const deeper = await server.fetch('/api/v1/account/addresses/a1/b2', {
      method: 'PUT',
      headers: { origin },
    });
    expect(deeper.status).toBe(404);
  });

  it('answers OPTIONS with what an endpoint takes, and no leave for other sites', async () => {
    const preflight = await server.fetch('/api/v1/cart/lines', {
      method: 'OPTIONS',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('allow')).toBe('POST, OPTIONS');
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
    const spec = await server.fetch('/api/v1/openapi.json', { method: 'OPTIONS' });
    expect(spec.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    const unknown = await server.fetch('/api/v1/nope', { method: 'OPTIONS' });
    expect(unknown.status).toBe(404);
    const outside = await server.fetch('/api/v2/products', { method: 'OPTIONS' });
    expect(outside.status).toBe(404);
  });

  it('publishes an OpenAPI 3.1 document', async () => {
    const response = await server.fetch('/api/v1/openapi.json');
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/categories');
  });
});

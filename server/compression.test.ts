import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, compressBody, compressResponses, type Encoding } from './compression.ts';

const CHROME = 'gzip, deflate, br, zstd';
const SAFARI = 'gzip, deflate, br';
const decompress: Record<Encoding, (body: Buffer) => Buffer> = {
  zstd: zstdDecompressSync,
  br: brotliDecompressSync,
  gzip: gunzipSync,
};
const page = `<!DOCTYPE html><html><body>${'<p>Geyser ₹8,999</p>'.repeat(400)}</body></html>`;

describe('acceptedEncoding', () => {
  it.each([
    [CHROME, 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.8', 'br'],
    ['gzip;q=1.0, br;q=0.9', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*;q=0.1, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['identity', undefined],
    ['', undefined],
  ])('%j gets %s of brotli and gzip', (header, expected) => {
    expect(acceptedEncoding(header, ['br', 'gzip'])).toBe(expected);
  });

  it('gives ties to the encoding offered first', () => {
    expect(acceptedEncoding(CHROME, ['zstd', 'br', 'gzip'])).toBe('zstd');
    expect(acceptedEncoding(SAFARI, ['zstd', 'br', 'gzip'])).toBe('br');
    expect(acceptedEncoding('gzip', ['zstd', 'br', 'gzip'])).toBe('gzip');
    expect(acceptedEncoding('zstd;q=0.5, br', ['zstd', 'br', 'gzip'])).toBe('br');
  });
});

describe('compressBody', () => {
  it.each([
    ['zstd', 'once'],
    ['zstd', 'kept'],
    ['br', 'once'],
    ['br', 'kept'],
    ['gzip', 'once'],
    ['gzip', 'kept'],
    ['br', 'best'],
  ] as const)('%s (%s) gives back the same bytes, smaller', async (encoding, effort) => {
    const body = Buffer.from(page);
    const compressed = await compressBody(body, encoding, effort);
    expect(compressed.length).toBeLessThan(body.length / 10);
    expect(decompress[encoding](compressed).toString()).toBe(page);
  });
});

describe('compressResponses', () => {
  const app = new Hono();
  app.use(compressResponses());
  app.get('/page', (c) => {
    c.header('Set-Cookie', 'a=1');
    c.header('Set-Cookie', 'b=2', { append: true });
    c.header('ETag', '"v1"');
    return c.html(page, 201);
  });
  app.get('/tiny', (c) => c.html('<p>Hi</p>'));
  app.get('/tiny-unannounced', (c) =>
    c.body(new Blob(['<p>Hi</p>']).stream(), 200, { 'Content-Type': 'text/html' }),
  );
  app.get('/no-transform', (c) => {
    c.header('Cache-Control', 'no-transform');
    return c.html(page);
  });
  app.get('/image', (c) => c.body(Buffer.from(page), 200, { 'Content-Type': 'image/webp' }));
  app.get('/encoded', (c) =>
    c.body(Buffer.from(page), 200, { 'Content-Type': 'text/html', 'Content-Encoding': 'br' }),
  );
  // A stored page answered by the page cache: what counts is that nobody reads its body here.
  let encodedBodyReads = 0;
  class Watched extends Response {
    override get body() {
      encodedBodyReads++;
      return super.body;
    }
  }
  app.get(
    '/encoded-watched',
    () =>
      new Watched(Buffer.from(page), {
        headers: { 'Content-Type': 'text/html', 'Content-Encoding': 'br' },
      }),
  );
  app.get('/event-stream', (c) => c.body(page, 200, { 'Content-Type': 'text/event-stream' }));
  app.get('/partial', (c) => c.body(page, 206, { 'Content-Type': 'text/html' }));
  app.get('/chunked', (c) =>
    c.body(page, 200, { 'Content-Type': 'text/html', 'Transfer-Encoding': 'chunked' }),
  );
  app.get('/no-content', (c) => c.body(null, 204));
  app.get('/not-modified', (c) => c.body(null, 304, { ETag: '"v1"' }));
  app.get('/vary-any', (c) => {
    c.header('Vary', '*');
    return c.html(page);
  });
  app.get('/failing', (c) =>
    c.body(
      new ReadableStream({
        pull(controller) {
          controller.error(new Error('the disk went away'));
        },
      }),
      200,
      { 'Content-Type': 'text/html', 'Content-Length': '345420' },
    ),
  );
  app.onError((_error, c) => {
    c.header('Content-Length', undefined);
    return c.text('failed', 500);
  });
  app.get('/vary', (c) => {
    c.header('Vary', 'Cookie');
    return c.html(page);
  });
  const get = (path: string, acceptEncoding?: string, method = 'GET') =>
    app.request(path, {
      method,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it.each([
    [CHROME, 'zstd'],
    [SAFARI, 'br'],
    ['gzip', 'gzip'],
  ] as const)(
    'sends %j the page whole in %s, with its length and headers',
    async (accept, encoding) => {
      const response = await get('/page', accept);
      expect(response.status).toBe(201);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
      // The compressed representation is not byte-for-byte the tagged one.
      expect(response.headers.get('etag')).toBe('W/"v1"');
      const body = Buffer.from(await response.arrayBuffer());
      expect(response.headers.get('content-length')).toBe(String(body.length));
      expect(decompress[encoding](body).toString()).toBe(page);
    },
  );

  it('sends the page as it is to a client that takes no encoding, saying it varies', async () => {
    for (const accept of [undefined, 'identity']) {
      const response = await get('/page', accept);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(await response.text()).toBe(page);
    }
  });

  it('leaves small bodies, images, no-transform and encoded bodies as they are', async () => {
    for (const path of ['/tiny', '/tiny-unannounced', '/no-transform', '/image', '/encoded']) {
      const response = await get(path, CHROME);
      expect(response.headers.get('content-encoding'), path).toBe(
        path === '/encoded' ? 'br' : null,
      );
      expect((await response.text()).length, path).toBeGreaterThan(0);
    }
    expect(await (await get('/tiny-unannounced', CHROME)).text()).toBe('<p>Hi</p>');
  });

  // Reading `body` makes @hono/node-server build the whole fetch Response (about 8 KB a
  // request): every page-cache hit paid it, and the extra collections showed in its p99.
  it('decides on the headers of an answer already encoded, never reading its body', async () => {
    const response = await get('/encoded-watched', CHROME);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(encodedBodyReads).toBe(0);
  });

  it('leaves event streams, partial, chunked and bodiless answers as they are', async () => {
    for (const path of ['/event-stream', '/partial', '/chunked', '/no-content', '/not-modified']) {
      const response = await get(path, CHROME);
      expect(response.headers.get('content-encoding'), path).toBeNull();
    }
    expect(await (await get('/event-stream', CHROME)).text()).toBe(page);
    expect((await get('/not-modified', CHROME)).headers.get('etag')).toBe('"v1"');
  });

  it('keeps a Vary of *, which already covers the encoding', async () => {
    const response = await get('/vary-any', CHROME);
    expect(response.headers.get('vary')).toBe('*');
    expect(response.headers.get('content-encoding')).toBe('zstd');
  });

  it('lets a body that fails as it is read fail the request, for the error handler to answer', async () => {
    const response = await get('/failing', CHROME);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('failed');
    expect(response.headers.get('content-length')).not.toBe('345420');
  });

  it('adds to a Vary already there, and sends nothing for HEAD', async () => {
    expect((await get('/vary', CHROME)).headers.get('vary')).toBe('Cookie, Accept-Encoding');
    const head = await get('/page', CHROME, 'HEAD');
    expect(head.headers.get('content-encoding')).toBeNull();
  });
});

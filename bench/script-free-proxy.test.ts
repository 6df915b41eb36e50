import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { STYLESHEET_WAIT, startScriptFreeProxy, withoutScripts } from './script-free-proxy.ts';

const page = [
  '<!DOCTYPE html><html><head>',
  '<link rel="stylesheet" href="/assets/app.css"/>',
  '<link rel="modulepreload" href="/assets/framework.js"/>',
  '<script nonce="abc">window.__context = {"a":"</p>"};</script>',
  '</head><body><p>Instant Geyser</p>',
  '<script type="module" async="">\nimport "/assets/entry.js";\n</script>',
  '<SCRIPT>alert(1)</SCRIPT></body></html>',
].join('');

it('takes every script and module preload out of a page and leaves the rest', () => {
  expect(withoutScripts(page)).toBe(
    `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>${STYLESHEET_WAIT}</head><body><p>Instant Geyser</p></body></html>`,
  );
});

let shop: http.Server;
const cookies: (string | undefined)[] = [];
let proxy: Awaited<ReturnType<typeof startScriptFreeProxy>>;
beforeAll(async () => {
  shop = http.createServer((request, response) => {
    if (request.url === '/assets/entry.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end('console.log(1)');
      return;
    }
    cookies.push(request.headers.cookie);
    if (request.method === 'HEAD') {
      // As the page cache answers one: the page's headers, no body.
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'br' });
      response.end();
      return;
    }
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'br',
    });
    response.end(brotliCompressSync(page));
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  proxy = await startScriptFreeProxy(`http://127.0.0.1:${(shop.address() as AddressInfo).port}`);
});
afterAll(() => {
  proxy?.close();
  shop?.close();
});

/** A raw request through the proxy (fetch would undo the encoding the test checks). */
const get = (path: string, method = 'GET') =>
  new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .request(`${proxy.base}${path}`, { method, headers: { cookie: 'sid=1' } }, async (answer) => {
        const chunks: Buffer[] = [];
        for await (const chunk of answer) chunks.push(chunk as Buffer);
        resolve({ headers: answer.headers, body: Buffer.concat(chunks) });
      })
      .on('error', reject)
      .end();
  });

it('serves the page in the encoding the shop chose, without its scripts', async () => {
  const { headers, body } = await get('/');
  expect(cookies).toEqual(['sid=1']);
  expect(headers['content-encoding']).toBe('br');
  expect(Number(headers['content-length'])).toBe(body.length);
  const html = brotliDecompressSync(body).toString();
  expect(html).toContain('<p>Instant Geyser</p>');
  expect(html).not.toMatch(/modulepreload/i);
  expect(html.match(/<script[^>]*>/gi)).toEqual(['<script defer src="/.script-free/wait.js">']);
});

it("answers the one script it leaves itself, empty, from the page's origin", async () => {
  const before = cookies.length;
  const { headers, body } = await get('/.script-free/wait.js');
  expect(headers['content-type']).toBe('text/javascript');
  expect(body.length).toBe(0);
  expect(cookies.length).toBe(before);
});

it('passes everything else through untouched', async () => {
  const { headers, body } = await get('/assets/entry.js');
  expect(headers['content-type']).toBe('text/javascript');
  expect(body.toString()).toBe('console.log(1)');
});

it('passes a HEAD through as it came, with no body to rewrite', async () => {
  const { headers, body } = await get('/', 'HEAD');
  expect(headers['content-encoding']).toBe('br');
  expect(body.length).toBe(0);
});

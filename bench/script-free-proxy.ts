/**
 * The shop's pages with no script at all, for `npm run lighthouse -- --without-scripts`
 * (ADR 0026): a proxy in front of the shop that takes every `<script>` element and every
 * module preload out of its HTML (leaving one empty deferred script, so that the page's
 * events come in the real page's order) and passes everything else through untouched. What a
 * phone spends on such a page (parsing, style, layout, paint) is the floor under any way
 * of hydrating it, islands included: the part of TBT that no change to the script removes.
 *
 * The HTML keeps the encoding the shop chose for the browser (zstd, br or gzip), compressed
 * again at the shop's level for a stored page, so the simulated network carries about the
 * same bytes less the scripts.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { compressBody, type Encoding } from '../server/compression.ts';

const decompress: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  zstd: promisify(zlib.zstdDecompress),
  br: promisify(zlib.brotliDecompress),
  gzip: promisify(zlib.gunzip),
};

/** Where the proxy answers the script below itself, empty: the page's origin, as the shop's CSP allows. */
const WAIT_PATH = '/.script-free/wait.js';
/**
 * An empty deferred script, the one script the page keeps. A deferred script waits for the
 * stylesheets, and DOMContentLoaded waits for it, as it waits for the shop's module scripts.
 * Without it, parsing ends before the stylesheets arrive, and Chrome's DOMContentLoaded
 * work (autofill looking at the page's forms) forces a layout of the unstyled page: on `/`
 * 1,631 boxes with the hero at its 800 px intrinsic width, then every element styled and
 * laid out again when the stylesheets come, which the real page never pays (traced at 1x:
 * 939 ms of main thread against 752, the longest task 251 ms against 129).
 */
export const STYLESHEET_WAIT = `<script defer src="${WAIT_PATH}"></script>`;

/** The page's HTML without its scripts and module preloads (and with STYLESHEET_WAIT). */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')
    .replace('</head>', `${STYLESHEET_WAIT}</head>`);
}

async function collect(stream: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The HTML of `answer` without its scripts, in the encoding it came in. */
async function rewritten(answer: http.IncomingMessage): Promise<Buffer> {
  const body = await collect(answer);
  const encoding = answer.headers['content-encoding'] as Encoding | undefined;
  const codec = encoding && encoding in decompress ? encoding : undefined;
  const html = withoutScripts((codec ? await decompress[codec](body) : body).toString('utf8'));
  return codec ? compressBody(Buffer.from(html), codec, 'kept') : Buffer.from(html);
}

/** A proxy to `target` (an origin) serving its pages without scripts, on a free port. */
export async function startScriptFreeProxy(
  target: string,
): Promise<{ base: string; close(): void }> {
  const origin = new URL(target);
  const server = http.createServer((request, response) => {
    if (request.url === WAIT_PATH) {
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      response.end();
      return;
    }
    const upstream = http.request(
      {
        host: origin.hostname,
        port: origin.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: origin.host },
      },
      (answer) => {
        const headers = { ...answer.headers };
        const status = answer.statusCode ?? 502;
        // Only a page's body is rewritten: a script, an image, a HEAD or a 304 pass as they are.
        const page =
          request.method === 'GET' &&
          status === 200 &&
          String(headers['content-type']).startsWith('text/html');
        if (!page) {
          response.writeHead(status, headers);
          answer.pipe(response);
          return;
        }
        rewritten(answer).then(
          (body) => {
            headers['content-length'] = String(body.length);
            delete headers['transfer-encoding'];
            response.writeHead(status, headers);
            response.end(body);
          },
          (error: Error) => response.destroy(error),
        );
      },
    );
    upstream.on('error', (error) => response.destroy(error));
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Never what keeps a bench's process alive (one that failed before closing it).
  server.unref();
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, close: () => server.close() };
}

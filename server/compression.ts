/**
 * Response compression, the whole body in one call (ADR 0019). Hono's `compress()` pipes
 * the body through a CompressionStream: React writes a page in 2 KB chunks, and each one
 * crossed web streams and zlib's thread pool on its own, which cost about 3 ms of CPU per
 * 90 KB page, more than rendering it. Every body the shop sends is complete when the
 * handler returns (pages wait for their data before rendering, the API and the CSV
 * exports build strings), so nothing is lost by compressing it whole: one zstd call
 * takes about 0.2 ms for the home page.
 */

import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib, zstdCompress } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

export type Encoding = 'zstd' | 'br' | 'gzip';

/**
 * How hard to try: `once` for a body sent once (a shopper's page, an API answer), where
 * the CPU spent is the point; `kept` for a page stored and sent to many, where bytes are;
 * `best` for a stored page read again, made in the background (page-cache.ts), where a
 * kilobyte that saves a round trip is worth a tenth of a second of a libuv thread.
 * Measured on the home page (91 KB): zstd 3 0.17 ms for 13.0 KB; brotli 4 0.63 ms for
 * 12.0 KB and brotli 6 1.1 ms for 11.1 KB; gzip 6 0.81 ms for 13.2 KB and 9 1.1 ms. On a
 * product page (80 KB): brotli 6 2.4 ms for 14.3 KB, 9 19 ms for 14.2 KB, 11 104 ms for
 * 12.8 KB (only 10 and 11 find brotli's long-range matches).
 */
export type Effort = 'once' | 'kept' | 'best';

const LEVELS: Record<Effort, { zstd: number; br: number; gzip: number }> = {
  once: { zstd: 3, br: 4, gzip: 6 },
  kept: { zstd: 9, br: 6, gzip: 9 },
  // Only brotli's best is worth its time (the page cache asks for no other): zstd 19 took
  // 27 ms for 600 B less than zstd 9, and gzip has nothing past 9.
  best: { zstd: 9, br: 11, gzip: 9 },
};

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const zstdAsync = promisify(zstdCompress);

export function compressBody(
  body: Uint8Array,
  encoding: Encoding,
  effort: Effort,
): Promise<Buffer> {
  switch (encoding) {
    case 'zstd':
      return zstdAsync(body, {
        params: { [zlib.ZSTD_c_compressionLevel]: LEVELS[effort].zstd },
      });
    case 'br':
      return brotliAsync(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: LEVELS[effort].br,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      });
    case 'gzip':
      return gzipAsync(body, { level: LEVELS[effort].gzip });
  }
}

/**
 * The encoding to send, of those offered (preferred first): the one the visitor rates
 * highest, `q=0` meaning "not this", `*` standing for any not named; ties go to the
 * earlier offered.
 */
export function acceptedEncoding(
  header: string | undefined,
  offered: readonly Encoding[],
): Encoding | undefined {
  if (!header) return undefined;
  const accepts = parseAccept(header);
  const quality = (coding: string) =>
    (
      accepts.find((accept) => accept.type.toLowerCase() === coding) ??
      accepts.find((accept) => accept.type === '*')
    )?.q ?? 0;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of offered) {
    const q = quality(encoding);
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/** Cheapest first: Chrome and Firefox take zstd, Safari brotli, anything else gzip. */
export const SENT_ONCE: readonly Encoding[] = ['zstd', 'br', 'gzip'];
/** Below this a compressed body saves less than its own headers cost. */
const THRESHOLD_BYTES = 1024;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARIES_BY_ENCODING = /(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i;

export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type');
    // The headers first: reading `body` turns the adapter's lightweight response into a
    // full one (about 8 KB per request), which a page already compressed (every page the
    // cache serves) never needs.
    if (
      c.req.method === 'HEAD' ||
      res.status === 206 ||
      res.headers.has('Content-Encoding') ||
      res.headers.has('Transfer-Encoding') ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '') ||
      !res.body
    ) {
      return;
    }
    const vary = res.headers.get('Vary');
    if (!vary || !VARIES_BY_ENCODING.test(vary)) {
      res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    const encoding = acceptedEncoding(c.req.header('Accept-Encoding'), SENT_ONCE);
    if (!encoding) return;
    const declared = res.headers.get('Content-Length');
    if (declared !== null && Number(declared) < THRESHOLD_BYTES) return;
    // A body that fails while it is read (a file removed under the server) fails the
    // request: app.ts's onError answers, without this response's headers.
    const body: Uint8Array<ArrayBuffer> = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    // Hono merges a replaced response's headers into the next: cleared first (as the page cache).
    const send = (bytes: Uint8Array<ArrayBuffer>) => {
      headers.set('Content-Length', String(bytes.byteLength));
      c.res = undefined as unknown as Response;
      c.res = new Response(bytes, { status: res.status, statusText: res.statusText, headers });
    };
    if (body.byteLength < THRESHOLD_BYTES) return send(body);
    let compressed: Buffer;
    try {
      compressed = await compressBody(body, encoding, 'once');
    } catch {
      // zlib gave up (memory, say): the body goes as it is, as to a client without encodings.
      return send(body);
    }
    headers.set('Content-Encoding', encoding);
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    send(
      new Uint8Array(
        compressed.buffer as ArrayBuffer,
        compressed.byteOffset,
        compressed.byteLength,
      ),
    );
  };
}

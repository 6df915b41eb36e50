/**
 * The shared page cache (ADR 0014): catalog and content pages rendered once per
 * storefront version and served to every visitor who has no state of their own — no
 * session cookie, or one whose `ps` (personal state) cookie says 'e' (empty: no cart,
 * no wishlist, not signed in). Everyone else gets a fresh render as before.
 *
 * Entries are the finished document, stored three ways (identity, gzip, brotli). A stored
 * page carries no nonce: its inline scripts are allowed by their SHA-256 hashes, sent in
 * the entry's own Content-Security-Policy. Keys start with the storefront version, which
 * triggers move on every catalog or content change (ADR 0013), so any process's change
 * shows on the next view; the TTL bounds what the version ignores (best-seller order).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { storefrontVersionOf } from '../app/lib/catalog-cache.server.ts';
import { PERSONAL_STATE_COOKIE } from '../app/modules/identity/session-policy.ts';
import type { Db } from '../db/client.ts';
import { cspWithScripts } from './csp.ts';
import type { AppEnv } from './types.ts';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Pages that are the same for every visitor without state. */
const CACHEABLE = [
  /^\/$/,
  /^\/products$/,
  /^\/categories$/,
  /^\/collections(\/[^/]+)?$/,
  /^\/product\/[^/]+$/,
  /^\/stores$/,
  /^\/store-locator$/,
  /^\/aboutus$/,
];

export const PUBLIC_PAGE_CACHE_CONTROL =
  'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

interface Entry {
  status: number;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  csp: string;
  etag: string;
}

export interface PageCacheOptions {
  db: Db;
  isProduction: boolean;
  /** Session cookie name ('sid', or '__Host-sid' over https). */
  sessionCookie: string;
  logger: Logger;
  /** Extra paths that may be cached (the policy pages). */
  extraPaths?: string[];
  maxBytes?: number;
  ttlMs?: number;
}

/** Inline scripts that run (JSON-LD and other data blocks do not), as CSP hash sources. */
function scriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? '';
    if (/\ssrc=/.test(attributes)) continue;
    const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '')
        .digest('base64')}'`,
    );
  }
  return [...hashes];
}

async function makeEntry(html: string, nonce: string, status: number, isProduction: boolean) {
  // The render's nonce goes: hashes allow the scripts, and no nonce is ever sent twice.
  const page = nonce ? html.replaceAll(` nonce="${nonce}"`, '') : html;
  const identity = Buffer.from(page);
  const [gz, br] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
  ]);
  return {
    status,
    identity,
    gzip: gz,
    br,
    csp: cspWithScripts(isProduction, scriptHashes(page)),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
  } satisfies Entry;
}

/** Whether this visitor sees exactly what every stateless visitor sees. */
function stateless(c: Context<AppEnv>, sessionCookie: string): boolean {
  if (getCookie(c, 'flash')) return false;
  if (!getCookie(c, sessionCookie)) return true;
  return getCookie(c, PERSONAL_STATE_COOKIE) === 'e';
}

/**
 * Puts the entry's response in place. Hono merges the headers of a response already set
 * into the next one (React Router's private Cache-Control among them), so it goes first.
 */
function serve(c: Context<AppEnv>, entry: Entry, outcome: 'hit' | 'miss') {
  c.res = undefined as unknown as Response;
  c.res = respond(c, entry, outcome);
}

function respond(c: Context<AppEnv>, entry: Entry, outcome: 'hit' | 'miss'): Response {
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL,
    Vary: 'Accept-Encoding, Cookie',
    'Content-Security-Policy': entry.csp,
    ETag: entry.etag,
    'X-Page-Cache': outcome,
  });
  if (c.req.header('if-none-match') === entry.etag) {
    return new Response(null, { status: 304, headers });
  }
  const accepts = c.req.header('accept-encoding') ?? '';
  const [body, encoding] = /\bbr\b/.test(accepts)
    ? [entry.br, 'br']
    : /\bgzip\b/.test(accepts)
      ? [entry.gzip, 'gzip']
      : [entry.identity, undefined];
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body.length));
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), {
    status: entry.status,
    headers,
  });
}

export function pageCache(options: PageCacheOptions): MiddlewareHandler<AppEnv> {
  const paths = [
    ...CACHEABLE,
    ...(options.extraPaths ?? []).map((path) => new RegExp(`^${path}$`)),
  ];
  const entries = new LRUCache<string, Entry>({
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (entry) => entry.identity.length + entry.gzip.length + entry.br.length,
    ttl: options.ttlMs ?? 60_000,
  });
  return async (c, next) => {
    const method = c.req.method;
    if (
      (method !== 'GET' && method !== 'HEAD') ||
      !paths.some((path) => path.test(c.req.path)) ||
      !stateless(c, options.sessionCookie)
    ) {
      return next();
    }
    const url = new URL(c.req.url);
    const key = `${await storefrontVersionOf(options.db)}:${url.pathname}${url.search}`;
    const hit = entries.get(key);
    if (hit) {
      serve(c, hit, 'hit');
      return;
    }
    await next();
    const res = c.res;
    if (
      res.status !== 200 ||
      !res.headers.get('content-type')?.startsWith('text/html') ||
      res.headers.has('set-cookie') ||
      method === 'HEAD'
    ) {
      return;
    }
    try {
      const entry = await makeEntry(
        await res.text(),
        c.get('secureHeadersNonce') ?? '',
        res.status,
        options.isProduction,
      );
      entries.set(key, entry);
      serve(c, entry, 'miss');
    } catch (error) {
      options.logger.error({ err: error }, 'page cache: could not store a page');
      throw error;
    }
  };
}

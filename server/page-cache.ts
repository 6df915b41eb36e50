/**
 * The page cache (ADR 0014): catalog and content pages rendered once per storefront
 * version. Visitors with no state of their own — no session cookie, or one whose `ps`
 * (personal state) cookie says 'e' — share one public copy without a database query.
 * Shoppers with a cart, a wishlist or an account get private copies keyed by their view
 * (badges, cart total, hearts, first name), read in one go before the page is looked up.
 *
 * Entries are the finished document, stored compressed once (gzip; brotli too when shared). A stored
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
import type { ShopperView } from '../app/lib/shell.ts';
import { isPersonal } from '../app/lib/shopper.server.ts';
import type { ShopperViews } from '../app/lib/shopper-views.server.ts';
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
/** As every personal page: the browser revalidates, shared caches never store. */
const PERSONAL_PAGE_CACHE_CONTROL = 'private, no-cache';

interface Entry {
  status: number;
  identity: Buffer;
  gzip: Buffer;
  /** Shared pages only: a shopper's page is read too few times to pay for brotli. */
  br?: Buffer;
  csp: string;
  etag: string;
}

/** Shared pages (public) and shoppers' own pages (private), each in its own bounded store. */
type Audience = 'shared' | 'personal';

export interface PageCacheOptions {
  db: Db;
  /** Shoppers' views: what keys their own copies. */
  views: ShopperViews;
  isProduction: boolean;
  /** Session cookie name ('sid', or '__Host-sid' over https). */
  sessionCookie: string;
  logger: Logger;
  /** Extra paths that may be cached (the policy pages). */
  extraPaths?: string[];
  /** Bytes kept for shared pages; shoppers' pages get half as much again. */
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

async function makeEntry(
  html: string,
  nonce: string,
  status: number,
  isProduction: boolean,
  audience: Audience,
): Promise<Entry> {
  // The render's nonce goes: hashes allow the scripts, and no nonce is ever sent twice.
  const page = nonce ? html.replaceAll(` nonce="${nonce}"`, '') : html;
  const identity = Buffer.from(page);
  const shared = audience === 'shared';
  const [gz, br] = await Promise.all([
    gzipAsync(identity, { level: shared ? 9 : 6 }),
    // Quality 6: 1.3 ms for a 96 KB page against 14.6 ms at 9, for 1.5% more bytes.
    shared ? brotliAsync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } }) : undefined,
  ]);
  return {
    status,
    identity,
    gzip: gz,
    br,
    csp: cspWithScripts(isProduction, scriptHashes(page)),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
  };
}

/** Whether this visitor sees exactly what every stateless visitor sees. */
function stateless(c: Context<AppEnv>, sessionCookie: string): boolean {
  if (!getCookie(c, sessionCookie)) return true;
  return getCookie(c, PERSONAL_STATE_COOKIE) === 'e';
}

/**
 * The key of a shopper's own pages: everything of theirs a cacheable page shows. Two
 * shoppers with the same view get the same bytes, so neither can learn anything of the other.
 */
function viewDigest(view: ShopperView): string {
  return createHash('sha256').update(JSON.stringify(view)).digest('base64url');
}

/**
 * Puts the entry's response in place. Hono merges the headers of a response already set
 * into the next one (React Router's private Cache-Control among them), so it goes first.
 */
function serve(c: Context<AppEnv>, entry: Entry, audience: Audience, outcome: 'hit' | 'miss') {
  c.res = undefined as unknown as Response;
  c.res = respond(c, entry, audience, outcome);
}

function respond(
  c: Context<AppEnv>,
  entry: Entry,
  audience: Audience,
  outcome: 'hit' | 'miss',
): Response {
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control':
      audience === 'shared' ? PUBLIC_PAGE_CACHE_CONTROL : PERSONAL_PAGE_CACHE_CONTROL,
    Vary: 'Accept-Encoding, Cookie',
    'Content-Security-Policy': entry.csp,
    ETag: entry.etag,
    'X-Page-Cache': outcome,
  });
  if (c.req.header('if-none-match') === entry.etag) {
    return new Response(null, { status: 304, headers });
  }
  const accepts = c.req.header('accept-encoding') ?? '';
  const [body, encoding] =
    entry.br && /\bbr\b/.test(accepts)
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

function entryStore(maxBytes: number, ttlMs: number) {
  return new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.identity.length + entry.gzip.length + (entry.br?.length ?? 0),
    ttl: ttlMs,
  });
}

export function pageCache(options: PageCacheOptions): MiddlewareHandler<AppEnv> {
  const paths = [
    ...CACHEABLE,
    ...(options.extraPaths ?? []).map((path) => new RegExp(`^${path}$`)),
  ];
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const ttlMs = options.ttlMs ?? 60_000;
  const stores = {
    shared: entryStore(maxBytes, ttlMs),
    personal: entryStore(maxBytes / 2, ttlMs),
  };
  const pending = new Map<string, Promise<Entry | undefined>>();
  return async (c, next) => {
    const method = c.req.method;
    if (
      (method !== 'GET' && method !== 'HEAD') ||
      !paths.some((path) => path.test(c.req.path)) ||
      // A message for the next page (a flash) is shown once, never stored.
      getCookie(c, 'flash')
    ) {
      return next();
    }
    const url = new URL(c.req.url);
    let key = `${await storefrontVersionOf(options.db)}:${url.pathname}${url.search}`;
    let audience: Audience = 'shared';
    if (!stateless(c, options.sessionCookie)) {
      // The root loader renders from this very view, so a stored page shows exactly it.
      // The session and this device's last write name the view (a new write, a new key).
      const view = await options.views.read(
        `${getCookie(c, options.sessionCookie) ?? ''}|${getCookie(c, PERSONAL_STATE_COOKIE) ?? ''}`,
        c.get('session'),
      );
      const probe = c.get('shopperState');
      probe.view = view;
      probe.personal = isPersonal(view);
      audience = 'personal';
      key = `${viewDigest(view)}:${key}`;
    }
    const store = stores[audience];
    const hit = store.get(key);
    if (hit) {
      serve(c, hit, audience, 'hit');
      return;
    }
    // Requests that miss together (a new version under a crowd) wait for one render.
    const rendering = pending.get(key);
    if (rendering) {
      const entry = await rendering;
      if (entry) {
        serve(c, entry, audience, 'hit');
        return;
      }
      return next();
    }
    const { promise, resolve } = Promise.withResolvers<Entry | undefined>();
    pending.set(key, promise);
    try {
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
      const entry = await makeEntry(
        await res.text(),
        c.get('secureHeadersNonce') ?? '',
        res.status,
        options.isProduction,
        audience,
      ).catch((error: unknown) => {
        options.logger.error({ err: error }, 'page cache: could not store a page');
        throw error;
      });
      store.set(key, entry);
      resolve(entry);
      serve(c, entry, audience, 'miss');
    } finally {
      // Waiters render for themselves when nothing was stored (a HEAD, a redirect, an error).
      resolve(undefined);
      pending.delete(key);
    }
  };
}

/**
 * The page cache (ADR 0014): catalog and content pages rendered once per storefront
 * version. Visitors with no state of their own — no session cookie, or one whose `ps`
 * (personal state) cookie says 'e' — share one public copy without a database query.
 * Shoppers with personal state (lib/personal-state.ts: a cart, a wishlist or an account)
 * get private copies keyed by their view (badges, cart total, hearts, first name), read in
 * one go before the page is looked up. The tables behind the storefront version are
 * listed in lib/page-sources.ts.
 *
 * Entries are the finished document, compressed in an encoding when a visitor first asks
 * for it (brotli for shared pages only) and kept so; a shared page read again gets its
 * smallest brotli copy in the background (`refineCopy`). A stored page carries no nonce: its
 * inline scripts are allowed by their SHA-256 hashes, sent in the entry's own
 * Content-Security-Policy. Keys start with the storefront version, which
 * triggers move on every catalog or content change (ADR 0013, 0025), so any process's change
 * shows on the next view; the TTL bounds what the version ignores (best-seller order).
 */

import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { unprefixedPath } from '../app/i18n/locales.ts';
import { storefrontVersionOf } from '../app/lib/catalog-cache.server.ts';
import {
  cookieState,
  holdsCookieState,
  isPersonal,
  PERSONAL_STATE_COOKIE,
} from '../app/lib/personal-state.ts';
import type { ShopperView } from '../app/lib/shell.ts';
import type { ShopperViews } from '../app/lib/shopper-views.server.ts';
import { ADVISOR_PARAMS } from '../app/modules/advisor/advisors.ts';
import { isFilterParam } from '../app/modules/catalog/filters.ts';
import { LISTING_PARAMS } from '../app/modules/catalog/listing.ts';
import type { Db } from '../db/client.ts';
import { type BackgroundLane, backgroundLane } from './background-lane.ts';
import {
  acceptedEncoding,
  compressBody,
  type Effort,
  type Encoding,
  SENT_ONCE,
} from './compression.ts';
import { cspWithScripts } from './csp.ts';
import type { ShopMetrics } from './metrics.ts';
import type { AppEnv } from './types.ts';

/**
 * Pages that are the same for every visitor without state, each with the query parameters
 * it reads. Any other parameter (a campaign's `utm_source`, the `fbclid` every Facebook
 * or WhatsApp click adds) changes nothing on the page: it is left out of the key, and of
 * the URL the page is rendered from, so a link shared in a sale is served from the cache
 * however it was tagged, and nobody's tag is written into a page that others receive.
 */
interface CacheablePage {
  path: RegExp;
  params: readonly string[];
  /**
   * Parameters besides `params` that the page reads, each with any number of values: a
   * listing's filters (catalog/filters.ts). Kept in one order (by name, then value), so one
   * set of filters is one entry however its URL was written.
   */
  more?: (name: string) => boolean;
  /** Parameters that make a request the page's answer to a question (never stored). */
  questions?: readonly string[];
}

const CACHEABLE: CacheablePage[] = [
  { path: /^\/$/, params: [] },
  { path: /^\/products$/, params: LISTING_PARAMS, more: isFilterParam },
  { path: /^\/categories$/, params: [] },
  { path: /^\/collections$/, params: [] },
  { path: /^\/collections\/[^/]+$/, params: LISTING_PARAMS, more: isFilterParam },
  // ?pincode= is the delivery check answered on the page (without JavaScript). A variant, a
  // search of the product's questions (?q=) or a store search takes any text, and each would
  // be a stored page: answered afresh, so made-up values cannot push the real pages out of
  // the cache. So are the reviews' order, star filter and page, the questions' page and a
  // review's report form: their values are raw text here (?rpage=1, ?rpage=01, ...), and
  // the lists' data is cached on its own, per query.
  {
    path: /^\/product\/[^/]+$/,
    params: [],
    questions: ['pincode', 'variant', 'q', 'reviews', 'stars', 'rpage', 'qpage', 'report'],
  },
  { path: /^\/stores$/, params: [], questions: ['q'] },
  { path: /^\/store-locator$/, params: [], questions: ['q'] },
  { path: /^\/aboutus$/, params: [] },
  // The capacity advisor's questions are shared; its answers (any number typed) are not
  // stored, each set answered afresh (and noindex).
  { path: /^\/advisor\/[^/]+$/, params: [], questions: ADVISOR_PARAMS },
];

/**
 * A data request (`/product/x.data`) for some of the page's routes only (`?_routes=root`):
 * React Router asks for that when a route's `shouldRevalidate` keeps its data, as a
 * catalog page does after a card's add (app/lib/revalidation.ts). It is answered afresh,
 * with the routes asked for: stored under the page's key, the parameter dropped, it got
 * every route's data, the page's own included, which it was sent to spare.
 */
const SOME_ROUTES = '_routes';

/**
 * The query string a cacheable page is rendered from and stored under: its own parameters
 * in a fixed order, the first value of each (the one the page reads). Null when the
 * request asks the page a question.
 */
export function pageSearch(page: CacheablePage, search: URLSearchParams): string | null {
  if (search.has(SOME_ROUTES) || page.questions?.some((name) => search.has(name))) return null;
  const kept = new URLSearchParams();
  const { more } = page;
  if (more) {
    const extra = [...search].filter(([name]) => more(name));
    extra.sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
    for (const [name, value] of extra) kept.append(name, value);
  }
  for (const name of page.params) {
    const value = search.get(name);
    if (value !== null) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

export const PUBLIC_PAGE_CACHE_CONTROL =
  'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** As every personal page: the browser revalidates, shared caches never store. */
const PERSONAL_PAGE_CACHE_CONTROL = 'private, no-cache';

/** Shared pages (public) and shoppers' own pages (private), each in its own bounded store. */
type Audience = 'shared' | 'personal';

/**
 * What each audience's entries are sent in. A shared page, read by many, is worth the
 * smallest copy (brotli: browsers that take zstd take it too, so zstd goes only to a client
 * that asks for nothing else); a shopper's own page is read a few times, so its copies cost
 * the least CPU, as an uncached page's.
 */
const ENCODINGS: Record<Audience, { offered: readonly Encoding[]; effort: Effort }> = {
  shared: { offered: ['br', 'zstd', 'gzip'], effort: 'kept' },
  personal: { offered: SENT_ONCE, effort: 'once' },
};

export interface Entry {
  status: number;
  identity: Buffer;
  /** Compressed copies, each made when first asked for (browsers ask for brotli)... */
  copies: Partial<Record<Encoding, Buffer>>;
  /** ...and those being made (concurrent askers share the work). */
  making: Map<Encoding, Promise<Buffer | null>>;
  audience: Audience;
  csp: string;
  /** The page's validator; each encoding's copy adds its name (a different representation). */
  tag: string;
}

export interface PageCacheOptions {
  db: Db;
  /** Shoppers' views: what keys their own copies. */
  views: ShopperViews;
  isProduction: boolean;
  /** The bucket's public address (S3_PUBLIC_URL) that pages link uploads from, for the CSP. */
  uploadsOrigin?: string | undefined;
  /** Session cookie name ('sid', or '__Host-sid' over https). */
  sessionCookie: string;
  logger: Logger;
  /** Extra paths that may be cached (the policy pages). */
  extraPaths?: string[];
  /** Bytes kept for shared pages; shoppers' pages get half as much again. */
  maxBytes?: number;
  ttlMs?: number;
  /** Counts hits and misses (server/metrics.ts); absent while metrics are off. */
  metrics?: ShopMetrics['pageCache'] | undefined;
}

/** The bytes each store holds, for the metrics. */
export interface PageCacheSize {
  bytes(audience: Audience): number;
}

/**
 * The inline scripts the render wrote (with its `nonce`) that run (JSON-LD and other data
 * blocks do not), as CSP hash sources. `html` is the document's bytes as a binary string
 * (see `makeEntry`), so each script is hashed over exactly the UTF-8 bytes the browser
 * hashes.
 */
export function scriptHashes(html: string, nonce: string): string[] {
  const hashes = new Set<string>();
  const nonced = ` nonce="${nonce}"`;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? '';
    if (/\ssrc=/.test(attributes)) continue;
    // Only what the render itself wrote (with its nonce): a script that found its way into
    // the page any other way (injected markup) stays refused, as it is on an uncached page.
    if (nonce && !attributes.includes(nonced)) continue;
    const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '', 'latin1')
        .digest('base64')}'`,
    );
  }
  return [...hashes];
}

function makeEntry(
  body: ArrayBuffer,
  nonce: string,
  status: number,
  isProduction: boolean,
  audience: Audience,
  uploadsOrigin: string | undefined,
): Entry {
  // The page is read as a binary string, one character per byte, never decoded as UTF-8:
  // one '₹' makes V8 decode a 90 KB page into a two-byte string (about 1 ms) and encode it
  // back (0.5 ms), against 0.02 ms each way for this. Everything looked for is ASCII, and
  // no byte of a multi-byte UTF-8 character is, so the searches below match as on text.
  const html = Buffer.from(body).toString('latin1');
  // The render's nonce goes: hashes allow the scripts, and no nonce is ever sent twice.
  const page = nonce ? html.replaceAll(` nonce="${nonce}"`, '') : html;
  const identity = Buffer.from(page, 'latin1');
  return {
    status,
    identity,
    copies: {},
    making: new Map(),
    audience,
    csp: cspWithScripts(isProduction, scriptHashes(html, nonce), uploadsOrigin),
    tag: createHash('sha256').update(identity).digest('base64url').slice(0, 27),
  };
}

/**
 * The entry in this encoding: at once when made, else made once. Null if compression
 * failed: the page then goes as it is, and the next request tries again.
 */
function encodedCopy(
  entry: Entry,
  encoding: Encoding,
  logger: Logger,
): Buffer | Promise<Buffer | null> {
  const made = entry.copies[encoding];
  if (made) return made;
  let making = entry.making.get(encoding);
  if (!making) {
    making = compressBody(entry.identity, encoding, ENCODINGS[entry.audience].effort)
      .then(
        (copy) => {
          entry.copies[encoding] = copy;
          return copy;
        },
        (error: unknown) => {
          logger.error({ err: error, encoding }, 'page cache: could not compress a page');
          return null;
        },
      )
      .finally(() => entry.making.delete(encoding));
    entry.making.set(encoding, making);
  }
  return making;
}

/**
 * How many stored pages may wait for their smallest copy. Each takes a tenth of a second of
 * one of libuv's threads (brotli 11 on a product page), so a crawler reading a thousand
 * pages twice must not line up a thousand of them: the rest wait for a later read.
 */
const REFINING_MAX_WAITING = 16;

/**
 * The most of a document that arrives in a new connection's first round trip: TCP's
 * initial window is ten segments (RFC 6928), about 14.6 KB, and the response's headers
 * go first (1.4 KB on a stored product page over HTTP/1.1, its policy's script hashes the
 * most of it; HTTP/2 compresses them).
 */
export const FIRST_ROUND_TRIP_BODY = 13_200;

/** Brotli copies made at the best quality (or found no smaller at it): never made again. */
const bestCopies = new WeakSet<Buffer>();
/**
 * Brotli copies in the lane, until their job ends, done or not: a page's two entries (one
 * past its TTL, one rendered again) share a copy and ask once; a job skipped or failed
 * leaves the next read free to ask again.
 */
const refiningCopies = new WeakSet<Buffer>();

/**
 * A shared page read a second time, whose brotli copy is over the first round trip, is
 * worth its smallest copy: at the quality kept pages get (6) a product page is 14.3 KB;
 * at brotli's best (11) it is 12.8 KB and arrives a round trip sooner, which on a phone's
 * network is a tenth of a second or more before the first paint. That quality costs
 * about 100 ms of CPU on such a page, too much to make a visitor wait for, to spend on a
 * page read once, or to spend on a page that fits already (a listing, 12.9 KB: a tenth
 * fewer bytes and no round trip saved), so the copy is made in the background, one at a
 * time, and replaces the first one when it is ready. The validator stays, knowingly
 * strong: both copies decode to the same page, and it only ever answers a revalidation
 * (no page is sent in ranges).
 */
function refineCopy(entry: Entry, stillStored: () => boolean, lane: BackgroundLane) {
  const first = entry.copies.br;
  if (entry.audience !== 'shared' || !first || first.length <= FIRST_ROUND_TRIP_BODY) return;
  if (bestCopies.has(first) || refiningCopies.has(first)) return;
  const taken = lane.offer(async () => {
    try {
      // Gone from the store (a new storefront version, evicted) while it waited.
      if (!stillStored()) return;
      const best = await compressBody(entry.identity, 'br', 'best');
      const smallest = best.length < first.length ? best : first;
      bestCopies.add(smallest);
      entry.copies.br = smallest;
    } finally {
      refiningCopies.delete(first);
    }
  });
  // The lane starts no job before this returns.
  if (taken) refiningCopies.add(first);
}

/**
 * A page rendered again once its TTL is up usually comes out byte for byte the same (the
 * TTL bounds only what the storefront version does not track, as the best sellers'
 * order): it then takes over the copies the previous render's entry made, its smallest
 * brotli copy among them, instead of compressing the same page again every minute.
 * The copies are one object, so a copy still being made for the previous entry lands here.
 * Whether it did: the page is then being read again, as a hit is.
 */
export function keepCopies(entry: Entry, previous: Entry | undefined): boolean {
  if (previous?.tag !== entry.tag || previous.audience !== entry.audience) return false;
  entry.copies = previous.copies;
  return true;
}

/**
 * What an entry may come to hold: the page and a compressed copy in each encoding (HTML
 * compresses to well under a quarter), counted in full when stored so the store's bound holds.
 */
const entrySize = (entry: Entry) =>
  entry.identity.length +
  ENCODINGS[entry.audience].offered.length * Math.ceil(entry.identity.length / 4);

/**
 * Whether this visitor is served what every stateless visitor sees: no session, or one
 * whose `ps` cookie says it has nothing of its own. A stored page is public anyway, so a
 * false 'e' only shows its sender the public page; a page rendered for one is not stored.
 */
function stateless(c: Context<AppEnv>, sessionCookie: string): boolean {
  // State kept in a cookie (a comparison list) needs no session.
  if (holdsCookieState((name) => getCookie(c, name))) return false;
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
async function serve(
  c: Context<AppEnv>,
  entry: Entry,
  audience: Audience,
  outcome: 'hit' | 'miss',
  logger: Logger,
) {
  const res = await respond(c, entry, audience, outcome, logger);
  c.res = undefined as unknown as Response;
  c.res = res;
}

async function respond(
  c: Context<AppEnv>,
  entry: Entry,
  audience: Audience,
  outcome: 'hit' | 'miss',
  logger: Logger,
): Promise<Response> {
  const encoding = acceptedEncoding(
    c.req.header('accept-encoding'),
    ENCODINGS[entry.audience].offered,
  );
  const etag = (coding: Encoding | undefined) => `"${entry.tag}${coding ? `-${coding}` : ''}"`;
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control':
      audience === 'shared' ? PUBLIC_PAGE_CACHE_CONTROL : PERSONAL_PAGE_CACHE_CONTROL,
    Vary: 'Accept-Encoding, Cookie',
    'Content-Security-Policy': entry.csp,
    ETag: etag(encoding),
    'X-Page-Cache': outcome,
  });
  if (c.req.header('if-none-match') === etag(encoding)) {
    return new Response(null, { status: 304, headers });
  }
  const copy = encoding ? encodedCopy(entry, encoding, logger) : null;
  const compressed = copy instanceof Promise ? await copy : copy;
  const body = compressed ?? entry.identity;
  if (compressed) headers.set('Content-Encoding', encoding as Encoding);
  else headers.set('ETag', etag(undefined));
  headers.set('Content-Length', String(body.length));
  // A view of the stored bytes (never written to), not a copy of them.
  const bytes = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength);
  return new Response(c.req.method === 'HEAD' ? null : bytes, {
    status: entry.status,
    headers,
  });
}

function entryStore(maxBytes: number, ttlMs: number) {
  return new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: entrySize,
    ttl: ttlMs,
    // A page past its TTL stays until it is rendered again, so that a render that comes
    // out the same keeps the copies already made (`keepCopies`). Until then it counts in
    // the store's size (and the metrics' bytes); a stale entry is never made recent, so
    // it goes first when room is needed.
    noDeleteOnStaleGet: true,
  });
}

export function pageCache(options: PageCacheOptions): MiddlewareHandler<AppEnv> & PageCacheSize {
  const pages: CacheablePage[] = [
    ...CACHEABLE,
    ...(options.extraPaths ?? []).map((path) => ({ path: new RegExp(`^${path}$`), params: [] })),
  ];
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const ttlMs = options.ttlMs ?? 60_000;
  const stores = {
    shared: entryStore(maxBytes, ttlMs),
    personal: entryStore(maxBytes / 2, ttlMs),
  };
  const pending = new Map<string, Promise<Entry | undefined>>();
  // The page is still what the store holds under its key, if past its TTL (its copies go
  // to the render that replaces it with the same bytes).
  const sameStored = (key: string, entry: Entry) =>
    stores[entry.audience].peek(key, { allowStale: true })?.tag === entry.tag;
  const refining = backgroundLane(REFINING_MAX_WAITING, (error) =>
    options.logger.error({ err: error }, 'page cache: could not make a smaller copy'),
  );
  const { metrics } = options;
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const method = c.req.method;
    const page =
      method === 'GET' || method === 'HEAD'
        ? pages.find(({ path }) => path.test(unprefixedPath(c.req.path)))
        : undefined;
    // A message for the next page (a flash) is shown once, never stored.
    if (!page || getCookie(c, 'flash')) return next();
    const url = new URL(c.req.url);
    const search = pageSearch(page, url.searchParams);
    if (search === null) return next();
    if (search !== url.search) {
      url.search = search;
      c.req.raw = new Request(url, c.req.raw);
    }
    let key = `${await storefrontVersionOf(options.db)}:${url.pathname}${search}`;
    let audience: Audience = 'shared';
    if (!stateless(c, options.sessionCookie)) {
      // The root loader renders from this very view, so a stored page shows exactly it.
      // The session and this device's last write name the view (a new write, a new key).
      const view = {
        ...(await options.views.read(
          `${getCookie(c, options.sessionCookie) ?? ''}|${getCookie(c, PERSONAL_STATE_COOKIE) ?? ''}`,
          c.get('session'),
        )),
        // The parts kept in cookies (a comparison list) come with the request.
        ...cookieState((name) => getCookie(c, name)),
      };
      const probe = c.get('shopperState');
      probe.view = view;
      probe.personal = isPersonal(view);
      audience = 'personal';
      key = `${viewDigest(view)}:${key}`;
    }
    const store = stores[audience];
    const hit = store.get(key);
    if (hit) {
      metrics?.hit[audience].inc();
      await serve(c, hit, audience, 'hit', options.logger);
      refineCopy(hit, () => sameStored(key, hit), refining);
      return;
    }
    // Requests that miss together (a new version under a crowd) wait for one render.
    const rendering = pending.get(key);
    if (rendering) {
      const entry = await rendering;
      if (entry) {
        metrics?.hit[audience].inc();
        await serve(c, entry, audience, 'hit', options.logger);
        return;
      }
      metrics?.miss[audience].inc();
      return next();
    }
    metrics?.miss[audience].inc();
    const { promise, resolve } = Promise.withResolvers<Entry | undefined>();
    pending.set(key, promise);
    try {
      await next();
      const res = c.res;
      if (
        res.status !== 200 ||
        !res.headers.get('content-type')?.startsWith('text/html') ||
        res.headers.has('set-cookie') ||
        // The page says it is not to be kept (a listing that ignored made-up filters: each
        // such URL would be an entry of its own, pushing real pages out).
        res.headers.get('cache-control')?.includes('no-store') ||
        method === 'HEAD' ||
        // The `ps` cookie is the visitor's word; the render read the session itself. A
        // session with a cart, a wishlist or an account behind a forged or stale 'e' was
        // rendered as its own page: never stored for everyone (the session middleware
        // then corrects the cookie, as the response is not public).
        (audience === 'shared' && c.get('shopperState').personal)
      ) {
        return;
      }
      const entry = makeEntry(
        await res.arrayBuffer(),
        c.get('secureHeadersNonce') ?? '',
        res.status,
        options.isProduction,
        audience,
        options.uploadsOrigin,
      );
      const readBefore = keepCopies(entry, store.peek(key, { allowStale: true }));
      store.set(key, entry);
      resolve(entry);
      await serve(c, entry, audience, 'miss', options.logger);
      // A page read less often than its TTL is still read again.
      if (readBefore) refineCopy(entry, () => sameStored(key, entry), refining);
    } finally {
      // Waiters render for themselves when nothing was stored (a HEAD, a redirect, an error).
      resolve(undefined);
      pending.delete(key);
    }
  };
  return Object.assign(middleware, {
    bytes: (audience: Audience) => stores[audience].calculatedSize,
  });
}

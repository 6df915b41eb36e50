/**
 * A short-lived, per-process cache for the public catalog lists every page or the home
 * page shows (categories, sliders, featured, videos, deals, offers, stores), the pages of
 * listings, and each product page's data. They are the same for every shopper and change
 * rarely, while the catalog pages are the most requested. A product page read from the
 * database cost about 8 ms of the process's CPU on PGlite, half of its render.
 *
 * Entries are keyed by the storefront version (a one-row counter that database triggers
 * move on every catalog or content change, migration 0014), read once per request burst
 * (or kept in memory until PGlite notifies a change, migration 0015):
 * a change committed by any process — the back office, a seed, psql — shows on the next
 * page view in every process. The TTL bounds what the version deliberately ignores
 * (best-seller order, stock that stays above zero).
 *
 * Entries are the same for every language: the storefront reads its texts with their
 * Kannada twins beside them (WITH_KANNADA) and each page takes its own language after the
 * cache (app/i18n/content.ts). An entry made in one language would need it in its key.
 */
import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database, DbOrTx } from '../../db/client.ts';
import { storefrontVersion } from '../modules/content/schema.ts';
import { STOREFRONT_VERSION_CHANNEL } from './page-sources.ts';

const TTL_MS = 30_000;

// One cache per database handle, so that servers sharing a process (tests) never mix data.
type Loader = () => Promise<unknown>;
interface Caches {
  /** The lists every page or the home page shows: few, and read all the time. */
  entries: LRUCache<string, { value: unknown }, Loader>;
  /** Pages of listings (sort x page x collection): many, in a store of their own so that
   * browsing them never pushes the lists above out. */
  listings: LRUCache<string, { value: unknown }, Loader>;
  /** Product pages' data (the product, its colours, its related row), in a store of its own. */
  products: LRUCache<string, { value: unknown }, Loader>;
  /** The version read in flight: requests arriving together share one query. */
  version?: Promise<number>;
  /** With a watched database (PGlite): the version, kept until a notification drops it. */
  known?: Promise<number>;
  watched?: boolean;
  /** Notifications so far: a read that began before one must not be kept. */
  changes: number;
}
const caches = new WeakMap<object, Caches>();

function store(max: number) {
  return new LRUCache<string, { value: unknown }, Loader>({
    max,
    ttl: TTL_MS,
    // Concurrent misses share one load; a failed load is not cached.
    fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
  });
}

function cachesOf(db: DbOrTx): Caches {
  let found = caches.get(db);
  if (!found) {
    found = {
      changes: 0,
      entries: store(200),
      listings: store(1_000),
      products: store(2_000),
    };
    caches.set(db, found);
  }
  return found;
}

/**
 * Keeps the version in memory where the database can tell us when it moves (PGlite:
 * migration 0015 notifies 'storefront_version' from the bump trigger). Elsewhere
 * (PostgreSQL, other processes writing) every burst of requests reads it.
 */
export async function watchStorefrontVersion(database: Database): Promise<void> {
  if (!database.listen) return;
  const state = cachesOf(database.db);
  await database.listen(STOREFRONT_VERSION_CHANNEL, () => {
    state.changes++;
    state.known = undefined;
  });
  state.watched = true;
}

/** The storefront's current version (0 before the migration that adds the row has run). */
export function storefrontVersionOf(db: DbOrTx): Promise<number> {
  const state = cachesOf(db);
  if (state.known) return state.known;
  if (!state.version) {
    const changes = state.changes;
    const reading = db
      .select({ version: storefrontVersion.version })
      .from(storefrontVersion)
      .where(eq(storefrontVersion.id, 1))
      .then(([row]) => row?.version ?? 0);
    state.version = reading;
    const done = () => {
      if (state.version === reading) state.version = undefined;
    };
    reading.then((version) => {
      done();
      // Kept only if no change was committed while it was being read.
      if (state.watched && state.changes === changes) state.known = Promise.resolve(version);
    }, done);
  }
  return state.version;
}

/** Which store an entry goes in: a few lists, or one of many listings or products. */
export type CatalogStore = 'entries' | 'listings' | 'products';

export async function cachedCatalog<T>(
  db: DbOrTx,
  key: string,
  load: (db: DbOrTx) => Promise<T>,
  { store: name = 'entries' }: { store?: CatalogStore } = {},
): Promise<T> {
  const state = cachesOf(db);
  const version = await storefrontVersionOf(db);
  const entry = await state[name].fetch(`${version}:${key}`, { context: () => load(db) });
  return entry!.value as T;
}

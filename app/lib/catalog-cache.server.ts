/**
 * A short-lived, per-process cache for the public catalog lists the home page shows
 * (sliders, featured, videos, deals, offers). They are the same for every shopper and
 * change rarely, while the home page is the most requested page: caching them for 30
 * seconds takes the database off its hot path (the JSON API says max-age=60 already).
 * Stock is re-checked whenever a shopper adds to cart, so a briefly stale card is harmless.
 */
import { LRUCache } from 'lru-cache';
import type { DbOrTx } from '../../db/client.ts';

const TTL_MS = 30_000;

// One cache per database handle, so that servers sharing a process (tests) never mix data.
type Loader = () => Promise<unknown>;
const caches = new WeakMap<object, LRUCache<string, { value: unknown }, Loader>>();

export function cachedCatalog<T>(
  db: DbOrTx,
  key: string,
  load: (db: DbOrTx) => Promise<T>,
): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<string, { value: unknown }, Loader>({
      max: 100,
      ttl: TTL_MS,
      // Concurrent misses share one load; a failed load is not cached.
      fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
    });
    caches.set(db, cache);
  }
  return cache.fetch(key, { context: () => load(db) }).then((entry) => entry!.value as T);
}

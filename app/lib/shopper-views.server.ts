/**
 * Shoppers' views (ADR 0014) for the page cache. On PostgreSQL, where other processes
 * write, each page view reads the session and the view. On PGlite this process is the
 * only writer, and triggers notify 'shopper_state' (migration 0016) and
 * 'storefront_version' (prices move cart totals) before the committing query resolves,
 * so views are kept in memory by session cookie until a notification drops them all.
 * A kept view is used only while its session is live and needs no touch (sliding
 * expiry), checked against the session row it was read with.
 */
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';
import type { SessionRecord, ShopperSession } from '../modules/identity/session.server.ts';
import { idlePolicy } from '../modules/identity/session-policy.ts';
import type { ShopperView } from './shell.ts';
import { readShopperView } from './shopper.server.ts';

export interface ShopperViews {
  /** `cookie`: the signed session cookie as sent, naming the session. */
  read(cookie: string, session: ShopperSession): Promise<ShopperView>;
}

interface Kept {
  record: SessionRecord;
  view: ShopperView;
}

/** Whether the session row is live now and its lifetime needs no moving. */
function usable(record: SessionRecord, now: number): boolean {
  const { touchMs } = idlePolicy(record.idleTimeoutSeconds);
  return (
    record.expiresAt.getTime() > now &&
    record.absoluteExpiresAt.getTime() > now &&
    now - record.lastSeenAt.getTime() <= touchMs
  );
}

async function readFresh(database: Database, session: ShopperSession) {
  const record = await session.current();
  return { record, view: await readShopperView(database.db, record) };
}

export function shopperViews(
  database: Database,
  onUnwatched: (error: unknown) => void,
): ShopperViews {
  const { listen } = database;
  if (!listen)
    return { read: async (_cookie, session) => (await readFresh(database, session)).view };
  const kept = new LRUCache<string, Kept>({ max: 10_000, ttl: 10 * 60_000 });
  let watching = false;
  /** Notifications so far: a view read while one arrived is not kept. */
  let changes = 0;
  const drop = () => {
    changes++;
    kept.clear();
  };
  Promise.all([
    listen.call(database, 'shopper_state', drop),
    listen.call(database, 'storefront_version', drop),
  ]).then(() => {
    watching = true;
  }, onUnwatched);
  return {
    async read(cookie, session) {
      const found = watching ? kept.get(cookie) : undefined;
      if (found && usable(found.record, Date.now())) return found.view;
      const seen = changes;
      const { record, view } = await readFresh(database, session);
      if (record && watching && changes === seen) kept.set(cookie, { record, view });
      return view;
    },
  };
}

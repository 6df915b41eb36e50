/**
 * Shoppers' views (ADR 0014) for the page cache, kept in memory by session and dropped
 * when triggers notify 'shopper_state' (migration 0016) or 'storefront_version' (prices
 * move cart totals). On PGlite this process is the only writer and hears a notification
 * before the committing query resolves. On PostgreSQL a connection of its own listens
 * (db/notifications.ts): another process's change arrives a moment after it commits, and
 * the shopper's own changes are never waited for, because every write gives the `ps`
 * cookie a new stamp and the stamp is part of the key. While nothing listens (not yet
 * connected, or the connection lost) every page view reads the session and the view.
 * A kept view is used only while its session is live and needs no touch (sliding
 * expiry), checked against the session row it was read with.
 */
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';
import type { SessionRecord, ShopperSession } from '../modules/identity/session.server.ts';
import { idlePolicy } from '../modules/identity/session-policy.ts';
import { STOREFRONT_VERSION_CHANNEL } from './page-sources.ts';
import { readShopperView } from './personal-state.server.ts';
import { SHOPPER_STATE_CHANNEL } from './personal-state.ts';
import type { ShopperView } from './shell.ts';

export interface ShopperViews {
  /**
   * `key`: the signed session cookie and the `ps` stamp as sent (`sid|ps`), naming the
   * session and the last write this device made.
   */
  read(key: string, session: ShopperSession): Promise<ShopperView>;
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

const CHANNELS = [SHOPPER_STATE_CHANNEL, STOREFRONT_VERSION_CHANNEL] as const;

export function shopperViews(
  database: Database,
  onUnwatched: (error: unknown) => void,
): ShopperViews {
  const kept = new LRUCache<string, Kept>({ max: 10_000, ttl: 10 * 60_000 });
  /** Notifications so far: a view read while one arrived is not kept. */
  let changes = 0;
  const drop = () => {
    changes++;
    kept.clear();
  };
  let trusted = () => false;
  const { listen, subscribe } = database;
  if (listen) {
    let watching = false;
    trusted = () => watching;
    Promise.all(CHANNELS.map((channel) => listen.call(database, channel, drop))).then(() => {
      watching = true;
    }, onUnwatched);
  } else if (subscribe) {
    trusted = subscribe.call(database, CHANNELS, drop, onUnwatched).live;
  }
  return {
    async read(key, session) {
      const found = trusted() ? kept.get(key) : undefined;
      if (found && usable(found.record, Date.now())) return found.view;
      const seen = changes;
      const { record, view } = await readFresh(database, session);
      if (record && trusted() && changes === seen) kept.set(key, { record, view });
      return view;
    },
  };
}

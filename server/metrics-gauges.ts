/**
 * The shop's gauges, read when Prometheus scrapes (never on a timer): the database pool,
 * the page cache's size, and what waits in the database (the outbox's backlog, payments
 * that reconciliation has not settled in time, stray payments). The database's figures are
 * the same for every worker of a cluster, so the cluster's aggregate takes the largest
 * worker's answer, not their sum; the pool's and the cache's are each process's own, and
 * add up. See docs/operations.md § Metrics.
 */
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { Gauge, type Registry } from 'prom-client';
import { z } from 'zod';
import { PAYMENT_WINDOW_MS } from '../app/modules/order-lifecycle/settle.server.ts';
import { PAYMENT_STATUSES } from '../app/modules/payment/statuses.ts';
import { type Database, queryRows, SqlNumber } from '../db/client.ts';
import type { Audience } from './metrics.ts';

const NullableNumber = SqlNumber.nullable();

/** Runs `read` once for all the gauges a scrape collects together. */
function shared<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () => {
    running ??= read().finally(() => {
      running = undefined;
    });
    return running;
  };
}

export interface GaugeSources {
  database: Database;
  logger: Logger;
  /** The page cache's bytes per audience; absent when PAGE_CACHE_MB is 0. */
  pageCacheBytes?: ((audience: Audience) => number) | undefined;
}

export function registerShopGauges(registry: Registry, sources: GaugeSources) {
  const { database, logger } = sources;
  const registers = [registry];
  // A database that cannot answer leaves the last values (readyz says it is down).
  const guarded = (what: string, read: (gauge: Gauge) => Promise<void>) =>
    async function collect(this: Gauge) {
      try {
        await read(this);
      } catch (error) {
        logger.warn({ err: error, what }, 'metrics: could not read from the database');
      }
    };

  const pool = () => database.connections();
  new Gauge({
    name: 'storefront_db_pool_max_connections',
    help: 'Connections the process may open to the database (PGlite: its one).',
    registers,
    collect() {
      this.set(pool().max);
    },
  });
  new Gauge({
    name: 'storefront_db_pool_connections',
    help: 'Connections open to the database now.',
    registers,
    collect() {
      this.set(pool().total);
    },
  });
  new Gauge({
    name: 'storefront_db_pool_idle_connections',
    help: 'Open connections not running a query now.',
    registers,
    collect() {
      this.set(pool().idle);
    },
  });
  new Gauge({
    name: 'storefront_db_pool_waiting_queries',
    help: 'Queries waiting for a connection (PGlite: for its one connection).',
    registers,
    collect() {
      this.set(pool().waiting);
    },
  });

  const { pageCacheBytes } = sources;
  if (pageCacheBytes) {
    new Gauge({
      name: 'storefront_page_cache_bytes',
      help: 'Bytes the page cache holds, by audience (bounded by PAGE_CACHE_MB).',
      labelNames: ['audience'],
      registers,
      collect() {
        this.set({ audience: 'shared' }, pageCacheBytes('shared'));
        this.set({ audience: 'personal' }, pageCacheBytes('personal'));
      },
    });
  }

  // The outbox's unsent messages, counted on its partial index of pending rows.
  const outbox = shared(async () => {
    const [row] = await queryRows(
      database.db,
      sql`select count(*) as pending,
            extract(epoch from now() - min(created_at)) as oldest
          from outbox where status = 'pending'`,
      z.object({ pending: SqlNumber, oldest: NullableNumber }),
    );
    return { pending: row?.pending ?? 0, oldest: row?.oldest ?? 0 };
  });
  // Both read the one query: the registry collects its metrics together.
  new Gauge({
    name: 'storefront_outbox_pending_messages',
    help: 'E-mails and phone updates waiting in the outbox to be sent.',
    aggregator: 'max',
    registers,
    collect: guarded('outbox', async (gauge) => {
      gauge.set((await outbox()).pending);
    }),
  });
  new Gauge({
    name: 'storefront_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest message still waiting in the outbox (0: none waits).',
    aggregator: 'max',
    registers,
    collect: guarded('outbox', async (gauge) => {
      gauge.set(Math.max(0, (await outbox()).oldest));
    }),
  });

  // Orders still awaiting their online payment, on the index of unsettled orders.
  new Gauge({
    name: 'storefront_payment_reconciliation_lag_seconds',
    help: 'How long past its payment window (20 minutes) the oldest order still awaiting its online payment is: reconciliation settles or expires every order by then (0: none is late).',
    aggregator: 'max',
    registers,
    collect: guarded('payments', async (gauge) => {
      const [row] = await queryRows(
        database.db,
        sql`select extract(epoch from now() - min(placed_at)) as oldest
            from orders where payment_state = 'pending'`,
        z.object({ oldest: NullableNumber }),
      );
      gauge.set(Math.max(0, (row?.oldest ?? 0) - PAYMENT_WINDOW_MS / 1000));
    }),
  });

  const STRAY_STATUSES = PAYMENT_STATUSES.filter((status) => status.startsWith('refund'));
  new Gauge({
    name: 'storefront_stray_payments',
    help: 'Captured payments that paid for no order (a replaced order, a second payment), by refund status: refund_pending and refunding are owed.',
    labelNames: ['status'],
    aggregator: 'max',
    registers,
    collect: guarded('stray payments', async (gauge) => {
      const rows = await queryRows(
        database.db,
        sql`select status::text as status, count(*) as count from stray_payments group by status`,
        z.object({ status: z.string(), count: SqlNumber }),
      );
      for (const status of STRAY_STATUSES) gauge.set({ status }, 0);
      for (const { status, count } of rows) gauge.set({ status }, count);
    }),
  });
}

/**
 * One database handle for the whole process: PGlite (embedded, files under DATA_DIR)
 * by default, PostgreSQL when DATABASE_URL is set. Same schema, same queries.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { alias, type PgDatabase, type PgQueryResultHKT, type PgTable } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { z } from 'zod';
import { type Subscription, subscribePostgres } from './notifications.ts';
import { PreparingClient } from './preparing-client.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; domain functions accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * Runs raw SQL (what Drizzle's builder cannot express: lateral joins over CTEs, ranked
 * unions) and checks every row against `row` at this boundary: a renamed or retyped
 * column fails loudly in tests instead of flowing on as `undefined`. Both drivers answer
 * with `{ rows }`.
 */
export async function queryRows<S extends z.ZodType>(
  db: DbOrTx,
  query: SQL,
  row: S,
): Promise<z.output<S>[]> {
  const { rows } = (await db.execute(query)) as unknown as { rows: unknown[] };
  return z.array(row).parse(rows);
}

/**
 * A table under an alias for raw SQL: `as` names its columns (`${t.as.publicId}` renders
 * "p"."public_id") and `from` is what the FROM clause needs ("products" "p").
 */
export function tableAs<T extends PgTable, N extends string>(table: T, name: N) {
  return { as: alias(table, name), from: sql`${table} ${sql.identifier(name)}` };
}

/**
 * A numeric column as the drivers return it: int4 as a number, int8 and numeric as text
 * (node-postgres) or bigint; always read as a JavaScript number.
 */
export const SqlNumber = z.union([z.number(), z.string(), z.bigint()]).transform(Number);

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies committed migrations (idempotent). */
  migrate(): Promise<void>;
  /** Answers whether the database is reachable right now. */
  ping(): Promise<boolean>;
  /**
   * Connections, for the metrics: PostgreSQL's pool (open, idle, and queries waiting for
   * one); PGlite is one connection, busy while statements run, the rest waiting their turn.
   */
  connections(): { max: number; total: number; idle: number; waiting: number };
  close(): Promise<void>;
  /**
   * PGlite only: calls `onNotify` for each NOTIFY on the channel. The process that owns
   * PGlite is the only writer, and it hears a notification before the committing query
   * resolves, so a value kept in memory and dropped on notification is never stale.
   */
  listen?(channel: string, onNotify: () => void): Promise<void>;
  /**
   * PostgreSQL only: notifications from every process, a moment after each commit, on a
   * connection of their own (db/notifications.ts). `onChange` also runs when notifications
   * may have been missed; `live()` says whether they are being heard now.
   */
  subscribe?(
    channels: readonly string[],
    onChange: () => void,
    onError: (error: unknown) => void,
  ): Subscription;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent, PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or 'memory://' for a throwaway database. */
  dataDir?: string;
  /** PostgreSQL schema to use (tests run each suite in its own schema). */
  searchPath?: string;
  poolSize?: number;
  /** Told how long each statement took, in seconds (server/metrics.ts). */
  onQuery?: ((seconds: number) => void) | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options.dataDir ?? './data', options.onQuery);
}

/** Another process has the embedded database open. */
export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite is one process's database: a second process on the same folder (a script run
 * while the shop serves) writes over the first's pages; a fuzz review found two users
 * with id 1 after `admin:create` beside a running shop. The folder is held by a lock file
 * naming its process; a lock whose process is gone (a crash) is taken over. Returns the
 * release.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'pglite.lock');
  for (;;) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
    if (holder > 0 && holder !== process.pid && isRunning(holder)) {
      throw new DatabaseInUseError(
        `The database in ${dataDir} is in use by process ${holder} (the shop?): stop it first. If that process is not the shop, delete ${file}.`,
      );
    }
    rmSync(file, { force: true });
  }
}

/**
 * Times PGlite's statements (`query`, and `query` inside a transaction: what Drizzle runs)
 * and counts those under way, which wait for PGlite's one connection in turn.
 */
function timePglite(client: PGlite, onQuery: ((seconds: number) => void) | undefined) {
  const state = { running: 0 };
  if (!onQuery) return state;
  const timed = <T extends { query: PGlite['query'] }>(target: T) => {
    const query = target.query.bind(target) as PGlite['query'];
    target.query = (async (...args: Parameters<PGlite['query']>) => {
      const started = performance.now();
      state.running++;
      try {
        return await query(...args);
      } finally {
        state.running--;
        onQuery((performance.now() - started) / 1000);
      }
    }) as PGlite['query'];
  };
  timed(client);
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: Parameters<PGlite['transaction']>[0]) =>
    transaction((tx) => {
      timed(tx);
      return callback(tx);
    })) as PGlite['transaction'];
  return state;
}

/**
 * PostgreSQL's settings inside PGlite (ADR 0038). Its memory is WebAssembly memory, which
 * never shrinks: every page it touches once stays the process's for good.
 * - shared_buffers: PostgreSQL clears its whole buffer pool when it starts, so initdb's
 *   128 MB were resident from the first second (PGlite alone on the demo shop: 370 MB
 *   resident just opened, 202 MB with 16 MB). 16 MB holds the whole demo database (10 MB on
 *   disk), and the files stay in the OS's page cache beside it.
 * - maintenance_work_mem: a migration's index build may take up to 64 MB (default), then
 *   kept; 16 MB still builds the shop's indexes in memory.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB'];

async function openPglite(
  dataDir: string,
  onQuery?: ((seconds: number) => void) | undefined,
): Promise<Database> {
  const location = dataDir === 'memory://' ? undefined : path.join(dataDir, 'pglite');
  if (location) mkdirSync(location, { recursive: true });
  const release = location ? lockDataDir(dataDir) : () => undefined;
  let client: PGlite;
  try {
    client = await PGlite.create(location, {
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    });
  } catch (error) {
    release();
    throw error;
  }
  const statements = timePglite(client, onQuery);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    connections: () => ({
      max: 1,
      total: 1,
      idle: statements.running > 0 ? 0 : 1,
      waiting: Math.max(0, statements.running - 1),
    }),
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
    async ping() {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await client.close();
      release();
    },
    async listen(channel, onNotify) {
      await client.listen(channel, onNotify);
    },
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const max = options.poolSize ?? 10;
  const pool = new pg.Pool({
    Client: PreparingClient,
    // Handed by the pool to each connection it opens (db/preparing-client.ts).
    ...(options.onQuery ? { onQuery: options.onQuery } : {}),
    connectionString: url,
    max,
    connectionTimeoutMillis: 3000,
    // Search path per connection, so that tests can isolate themselves in a schema.
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath},public` } : {}),
  });
  // An idle client losing its server (database restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const subscriptions = new Set<Subscription>();
  return {
    db,
    kind: 'postgres',
    connections: () => ({
      max,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    subscribe(channels, onChange, onError) {
      const subscription = subscribePostgres(url, channels, onChange, onError);
      subscriptions.add(subscription);
      return subscription;
    },
    migrate: () =>
      migratePg(drizzlePg(pool), {
        migrationsFolder: MIGRATIONS_DIR,
        ...(options.searchPath ? { migrationsSchema: options.searchPath } : {}),
      }),
    async ping() {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await Promise.all([...subscriptions].map((subscription) => subscription.close()));
      await pool.end();
    },
  };
}

/**
 * A fresh, empty database per test suite: an in-memory PGlite, or a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL / DATABASE_URL (dropped afterwards).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../db/client.ts';

export type Backend = 'pglite' | 'postgres';

export function backend(): Backend {
  return process.env.TEST_DB_BACKEND === 'postgres' ? 'postgres' : 'pglite';
}

export function postgresAdminUrl(): string {
  const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url)
    throw new Error('TEST_DATABASE_URL (or DATABASE_URL) is needed for the PostgreSQL suite');
  return url;
}

export interface TestDatabase {
  /** DATABASE_URL for the app, or undefined for PGlite. */
  databaseUrl: string | undefined;
  /** DATA_DIR value for PGlite ('memory://' keeps it in memory). */
  dataDir: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(kind: Backend = backend()): Promise<TestDatabase> {
  if (kind === 'pglite')
    return { databaseUrl: undefined, dataDir: 'memory://', drop: async () => {} };
  const adminUrl = postgresAdminUrl();
  const name = `storefront_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    dataDir: 'memory://',
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A fresh database with the migrations applied, opened as the app opens it; closing it
 * also drops it.
 */
export async function openTestDatabase(): Promise<Database> {
  const testDb = await createTestDatabase();
  const database = await openDatabase({ databaseUrl: testDb.databaseUrl, dataDir: testDb.dataDir });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await testDb.drop();
    },
  };
}

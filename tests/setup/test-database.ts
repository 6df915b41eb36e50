/**
 * A fresh database per test suite: an in-memory PGlite, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL / DATABASE_URL (dropped afterwards).
 * Empty, or a copy of one of the run's templates (global-setup.ts): migrated, or
 * migrated and seeded with the demo shop without its reviews.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';

export type Backend = 'pglite' | 'postgres';
export type TemplateKind = 'migrated' | 'seeded';

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
  /** DATA_DIR value for PGlite ('memory://' keeps it in memory; a copied template is a folder). */
  dataDir: string;
  drop(): Promise<void>;
}

/** The run's template of that kind, if the project's global setup made one. */
function templateOf(kind: TemplateKind | undefined): string | undefined {
  if (!kind) return undefined;
  try {
    return inject('databaseTemplates')?.[kind];
  } catch {
    return undefined;
  }
}

export async function createTestDatabase(
  kind: Backend = backend(),
  from?: TemplateKind,
): Promise<TestDatabase> {
  const template = templateOf(from);
  if (kind === 'pglite') {
    if (!template)
      return {
        databaseUrl: undefined,
        dataDir: 'memory://',
        drop: async () => {},
      };
    const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-pglite-'));
    cpSync(template, dataDir, { recursive: true });
    return {
      databaseUrl: undefined,
      dataDir,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = postgresAdminUrl();
  const name = `storefront_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
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
  const testDb = await createTestDatabase(backend(), 'migrated');
  const database = await openDatabase({ databaseUrl: testDb.databaseUrl, dataDir: testDb.dataDir });
  // A no-op on a copy of the migrated template (the app's own start checks the same way).
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await testDb.drop();
    },
  };
}

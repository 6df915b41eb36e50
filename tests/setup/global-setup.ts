/**
 * Integration tests run against the real build: make sure it is current. Then the
 * project's database templates, made once for the run instead of once per test file:
 * a database with the migrations applied, and one also seeded with the demo shop
 * (without its reviews). Each test file still gets its own database, copied from one of
 * them (test-database.ts): a PGlite folder copied, or CREATE DATABASE … TEMPLATE.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../db/client.ts';
import { seedDemoShop } from '../../db/seed/seed.ts';
import { buildIfStale } from '../../scripts/build-if-stale.ts';
import type { TemplateKind } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Per kind: a PGlite data folder to copy, or a PostgreSQL database to copy. */
    databaseTemplates: Partial<Record<TemplateKind, string>>;
  }
}

async function prepare(
  open: () => Promise<Awaited<ReturnType<typeof openDatabase>>>,
  seed: boolean,
): Promise<void> {
  const database = await open();
  try {
    await database.migrate();
    if (seed) await seedDemoShop(database.db, { reviews: false });
  } finally {
    await database.close();
  }
}

async function pgliteTemplates(project: TestProject) {
  const root = mkdtempSync(path.join(tmpdir(), 'storefront-templates-'));
  const migrated = path.join(root, 'migrated');
  const seeded = path.join(root, 'seeded');
  await prepare(() => openDatabase({ dataDir: migrated }), false);
  // A copy of a PGlite folder opens in a fraction of a fresh one's initdb.
  cpSync(migrated, seeded, { recursive: true });
  await prepare(() => openDatabase({ dataDir: seeded }), true);
  project.provide('databaseTemplates', { migrated, seeded });
  return () => rmSync(root, { recursive: true, force: true });
}

async function postgresTemplates(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!adminUrl)
    throw new Error('TEST_DATABASE_URL (or DATABASE_URL) is needed for the PostgreSQL suite');
  const id = randomBytes(6).toString('hex');
  const names = {
    migrated: `storefront_tmpl_${id}_migrated`,
    seeded: `storefront_tmpl_${id}_seeded`,
  };
  const urlOf = (name: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${names.migrated}`);
    await prepare(() => openDatabase({ databaseUrl: urlOf(names.migrated) }), false);
    await admin.query(`create database ${names.seeded} template ${names.migrated}`);
    await prepare(() => openDatabase({ databaseUrl: urlOf(names.seeded) }), true);
  } finally {
    await admin.end();
  }
  project.provide('databaseTemplates', names);
  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    for (const name of Object.values(names))
      await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
}

export default async function setup(project: TestProject) {
  buildIfStale();
  return project.config.env?.TEST_DB_BACKEND === 'postgres'
    ? postgresTemplates(project)
    : pgliteTemplates(project);
}

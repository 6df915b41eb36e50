/**
 * Benchmark: catalog search and listing latency as the catalog grows. For each size it
 * generates a synthetic catalog in its own PostgreSQL database (storefront_bench_1k,
 * storefront_bench_10k, ...; reused when the product count already matches), then calls
 * the domain functions directly, sequentially, and prints p50/p95 per operation.
 *
 *   node bench/catalog-scale.ts                          # sizes 1000,10000,100000
 *   node bench/catalog-scale.ts --sizes=1000,10000 --calls=200
 *   node bench/catalog-scale.ts --sizes=100000 --explain  # also print query plans
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the
 * server; the bench creates its databases there and drops nothing.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { z } from 'zod';
import { loadCatalogIndex } from '../app/modules/catalog/facet-index.server.ts';
import type { ListingScope } from '../app/modules/catalog/facet-index.ts';
import { listingFacets } from '../app/modules/catalog/facets.server.ts';
import { PRODUCT_SORTS } from '../app/modules/catalog/listing.ts';
import { resolveListingFilters } from '../app/modules/catalog/listing-filters.server.ts';
import {
  listAboveFortyOff,
  listCollection,
  listFeatured,
  listProducts,
  listRecentProducts,
  listScope,
} from '../app/modules/catalog/lists.server.ts';
import { getProductDetail } from '../app/modules/catalog/product.server.ts';
import { listCategories } from '../app/modules/catalog/queries.server.ts';
import { searchProducts, suggest } from '../app/modules/catalog/search.server.ts';
import { openDatabase, queryRows } from '../db/client.ts';
import { countProducts, generateSyntheticCatalog } from '../scripts/synthetic-catalog.ts';

function argument(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((a) => a.startsWith(prefix))?.slice(prefix.length);
}

const SIZES = (argument('sizes') ?? '1000,10000,100000').split(',').map(Number);
const CALLS = Number(argument('calls') ?? 200);
const EXPLAIN = process.argv.includes('--explain');
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Realistic queries, typos included. */
const QUERIES = [
  'geyser',
  'geezer',
  'washing machin',
  'vaccum cleaner',
  'mixer grinder 750',
  'gas stove 3 burner',
  'sofa cum bed',
  'air cooler',
  'chimny',
  'pressure washer',
];
const PREFIXES = ['ge', 'gey', 'wash', 'mix', 'sofa c', 'chim', 'air co', 'kor', 'pum', 'vacu'];

function label(size: number): string {
  return size >= 1000 && size % 1000 === 0 ? `${size / 1000}k` : String(size);
}

async function ensureDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Result {
  size: string;
  operation: string;
  p50: number;
  p95: number;
}

async function measure(
  size: string,
  operation: string,
  call: (i: number) => Promise<unknown>,
): Promise<Result> {
  for (let i = 0; i < Math.min(20, CALLS); i++) await call(i);
  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const started = performance.now();
    await call(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { size, operation, p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** Prints the plan of every statement a call runs (auto_explain, in this session only). */
async function explain(url: string, name: string, call: (db: never) => Promise<unknown>) {
  const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  client.on('notice', (notice) =>
    console.log(notice.message?.replace(/^duration: [\d.]+ ms {2}plan:/, '')),
  );
  await client.query("load 'auto_explain'");
  await client.query('set auto_explain.log_min_duration = 0');
  await client.query('set auto_explain.log_analyze = on');
  await client.query('set auto_explain.log_level = notice');
  await client.query('set auto_explain.log_nested_statements = on');
  client.release();
  console.log(`\n--- plans: ${name}`);
  await call(database.db as never);
  await database.close();
}

const results: Result[] = [];
for (const size of SIZES) {
  const name = `storefront_bench_${label(size)}`;
  const url = await ensureDatabase(name);
  const database = await openDatabase({ databaseUrl: url });
  await database.migrate();
  const db = database.db;
  const [specs] = await queryRows(
    db,
    sql`select count(*)::int as n from product_specs`,
    z.object({ n: z.number() }),
  );
  if ((await countProducts(db)) !== size || !specs?.n) {
    console.log(`${name}: generating ${size} products`);
    await generateSyntheticCatalog(db, size, { log: console.log });
  } else {
    console.log(`${name}: reusing ${size} products`);
    // Fresh statistics and visibility map, as autovacuum would leave them.
    await db.execute(sql.raw('vacuum analyze'));
  }
  const slugs = (
    await queryRows(
      db,
      sql`select slug from products order by id % 97, id limit 200`,
      z.object({ slug: z.string() }),
    )
  ).map((row) => row.slug);
  const s = label(size);
  results.push(await measure(s, 'search', (i) => searchProducts(db, QUERIES[i % QUERIES.length])));
  results.push(await measure(s, 'suggest', (i) => suggest(db, PREFIXES[i % PREFIXES.length])));
  for (const { value: sort } of PRODUCT_SORTS) {
    results.push(await measure(s, `listProducts ${sort}`, () => listProducts(db, { sort })));
  }
  results.push(
    await measure(s, 'listCollection default', () => listCollection(db, 'Instant-Geysers')),
  );
  results.push(
    await measure(s, 'listCollection price-asc', () =>
      listCollection(db, 'Instant-Geysers', { sort: 'price-asc' }),
    ),
  );
  const filtered = async (scope: ListingScope, query: string, within: 'collection' | 'all') => {
    const categories = await listCategories(db);
    const geysers = categories.find((c) => c.slug === 'Instant-Geysers')!;
    const resolved = await resolveListingFilters(
      db,
      new URLSearchParams(query),
      within === 'collection' ? { categoryId: geysers.id } : { categories },
    );
    // Each call a filter not seen just before (a lowest price of ₹0–₹49, which keeps the
    // list), so that no call reuses the evaluation a listing keeps for its facets.
    return (i: number) => {
      const filters = { ...resolved.filters, minPrice: i % 50 };
      return Promise.all([
        listScope(db, scope, { pageSize: 24, filters, categoryIds: resolved.categoryIds }),
        listingFacets(db, scope, filters, resolved.categoryIds, {
          categories: within === 'collection' ? null : categories,
          attributes: resolved.attributes,
        }),
      ]);
    };
  };
  const geysersId = (await listCategories(db)).find((c) => c.slug === 'Instant-Geysers')!.id;
  const collection: ListingScope = { kind: 'collection', categoryId: geysersId };
  for (const [name, scope, query, within] of [
    ['collection + facets', collection, '', 'collection'],
    [
      'collection filtered + facets',
      collection,
      'a.type=storage&a.capacity.min=15&a.capacity.max=25&inStock=1&maxPrice=10000',
      'collection',
    ],
    ['products filtered + facets', { kind: 'all' }, 'discount=25&inStock=1&maxPrice=10000', 'all'],
    [
      'products by category + facets',
      { kind: 'all' },
      'category=Instant-Geysers&a.type=instant',
      'all',
    ],
  ] as const) {
    results.push(await measure(s, name, await filtered(scope, query, within)));
  }
  // What a filtered listing costs once per storefront version and process: the index.
  results.push(await measure(s, 'facet index: load', () => loadCatalogIndex(db)));
  results.push(
    await measure(s, 'getProductDetail', (i) => getProductDetail(db, slugs[i % slugs.length])),
  );
  results.push(await measure(s, 'home: featured', () => listFeatured(db)));
  results.push(await measure(s, 'home: above 40% off', () => listAboveFortyOff(db)));
  results.push(await measure(s, 'home: recent', () => listRecentProducts(db)));
  await database.close();

  if (EXPLAIN) {
    await explain(url, `search 'geezer' at ${s}`, (d) => searchProducts(d, 'geezer'));
    await explain(url, `search 'washing machin' at ${s}`, (d) =>
      searchProducts(d, 'washing machin'),
    );
    await explain(url, `listProducts price-desc at ${s}`, (d) =>
      listProducts(d, { sort: 'price-desc' }),
    );
  }
}

const fmt = (ms: number) => ms.toFixed(2).padStart(8);
console.log(
  `\n${'size'.padEnd(6)}${'operation'.padEnd(28)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}`,
);
for (const r of results)
  console.log(`${r.size.padEnd(6)}${r.operation.padEnd(28)}${fmt(r.p50)}${fmt(r.p95)}`);

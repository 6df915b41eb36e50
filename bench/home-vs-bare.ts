/**
 * Benchmark: the server-rendered home page and a catalog JSON endpoint against a bare
 * node:http "hello" server on the same machine, in one run. Prints requests/s, p50 and
 * p99 latency and the ratio to bare. Loopback only; each run is bounded in time.
 *
 *   npm run bench                 # 10 s per target, 10 connections
 *   BENCH_SECONDS=5 npm run bench
 */
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { loadConfig } from '../config/env.ts';
import { buildIfStale } from '../scripts/build-if-stale.ts';
import { startServer } from '../server/start.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Row> {
  // Warm-up, then the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

buildIfStale();
const bare = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain' });
  res.end('hello');
});
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;

const config = loadConfig({
  NODE_ENV: 'production',
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'storefront-bench-')),
  LOG_LEVEL: 'warn',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
const shop = await startServer(config, { seedIfEmpty: true });

const rows = [
  await measure('bare node:http hello', bareUrl),
  await measure('GET / (SSR home, gzip)', `${shop.url}/`, { 'accept-encoding': 'gzip' }),
  await measure('GET /api/v1/categories', `${shop.url}/api/v1/categories`, {
    'accept-encoding': 'gzip',
  }),
];

const base = rows[0]!.rps;
console.log(
  `\n${SECONDS}s per target, ${CONNECTIONS} connections, database: ${shop.services.database.kind}\n`,
);
console.log('target                          req/s     p50 ms   p99 ms   vs bare   errors');
for (const r of rows) {
  console.log(
    `${r.name.padEnd(30)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${(r.rps / base).toFixed(3).padStart(9)} ${String(r.errors).padStart(8)}`,
  );
}
await shop.close();
bare.close();

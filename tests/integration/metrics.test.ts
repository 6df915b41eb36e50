/**
 * Prometheus metrics (issue 36): off by default; with METRICS_TOKEN, `/metrics` on the
 * public port for that bearer token only; with METRICS_PORT, on loopback only. After a
 * little traffic, every family the operations guide lists is there with a value.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client.ts';
import { ROOT_DIR } from '../../server/start.ts';
import { browser } from '../setup/browser.ts';
import { closedPort } from '../setup/closed-port.ts';
import { GUEST_FIELDS, variantInStock } from '../setup/guest-checkout.ts';
import { backend, createTestDatabase } from '../setup/test-database.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

const TOKEN = 'metrics-token-for-the-tests';

/** The value of one sample line (`name{labels} value`), or undefined. */
function sample(text: string, name: string, labels = ''): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const rest = line.slice(name.length);
    if (!(rest.startsWith(' ') || rest.startsWith('{'))) continue;
    if (labels && !rest.includes(labels)) continue;
    return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

const scrape = (server: TestServer, token = TOKEN) =>
  server.fetch('/metrics', { headers: { authorization: `Bearer ${token}` } });

describe('metrics off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(() => server?.stop());

  it('answers /metrics with 404 when neither METRICS_TOKEN nor METRICS_PORT is set', async () => {
    expect((await server.fetch('/metrics')).status).toBe(404);
    expect((await scrape(server)).status).toBe(404);
    expect(server.metricsPort).toBeUndefined();
  });
});

describe('metrics with METRICS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => {
    // A small rate limit factor: six searches a minute, three writes (each browser below
    // comes from an address of its own).
    server = await startTestServer({
      env: { METRICS_TOKEN: TOKEN, RATE_LIMIT_FACTOR: '0.05' },
    });
  });
  afterAll(() => server?.stop());

  it('asks for the bearer token', async () => {
    expect((await server.fetch('/metrics')).status).toBe(401);
    expect((await server.fetch('/metrics')).headers.get('www-authenticate')).toBe('Bearer');
    expect((await scrape(server, 'not-the-metrics-token')).status).toBe(401);
    expect((await server.fetch('/metrics', { headers: { authorization: TOKEN } })).status).toBe(
      401,
    );
    const right = await scrape(server);
    expect(right.status).toBe(200);
    expect(right.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(right.headers.get('cache-control')).toBe('no-store');
  });

  it('shows every family with values after a little traffic', async () => {
    const { db } = server.services.database;
    const visitor = browser(server, { from: '127.0.0.2' });
    // Pages (the second view of the home page comes from the page cache), the API, a 404.
    expect((await visitor.get('/')).status).toBe(200);
    expect((await visitor.get('/')).status).toBe(200);
    const [product] = await queryRows(
      db,
      sql`select slug from products where active order by id limit 1`,
      z.object({ slug: z.string() }),
    );
    expect((await visitor.get(`/product/${product!.slug}`)).status).toBe(200);
    expect((await visitor.get(`/product/${product!.slug}.data`)).status).toBe(200);
    expect((await visitor.get('/api/v1/categories')).status).toBe(200);
    expect((await visitor.get(`/api/v1/products/${product!.slug}`)).status).toBe(200);
    expect((await visitor.get('/no/such/page')).status).toBe(404);
    expect((await visitor.get('/api/v1/no-such-call')).status).toBe(404);

    // Searches past the limit: refused.
    const searcher = browser(server, { from: '127.0.0.3' });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      statuses.push((await searcher.get(`/api/v1/search/suggestions?q=fan${i}`)).status);
    }
    expect(statuses).toContain(429);

    // An order awaiting its online payment, placed an hour ago: reconciliation is late.
    const buyer = browser(server, { from: '127.0.0.4' });
    const variantId = await variantInStock(server);
    expect((await buyer.api('POST', '/api/v1/cart/lines', { variantId, quantity: 1 })).status).toBe(
      200,
    );
    const placed = await buyer.api('POST', '/api/v1/checkout/orders', {
      ...GUEST_FIELDS,
      paymentMethod: 'payNow',
      idempotencyKey: `metrics-${Date.now()}-abcdefgh`,
    });
    expect(placed.status).toBe(201);
    const orderNumber = JSON.parse(placed.body).data.order.orderNumber as string;
    await db.execute(
      sql`update orders set placed_at = now() - interval '1 hour' where order_number = ${orderNumber}`,
    );
    // Money that paid for nothing, owed back; and a message waiting in the outbox.
    await db.execute(sql`insert into stray_payments
        (order_id, provider, provider_order_id, provider_payment_id, amount_paise)
      select id, 'sandbox', 'order_metrics', 'pay_metrics', 100 from orders
      where order_number = ${orderNumber}`);
    await db.execute(sql`insert into outbox (kind, payload, message_id, available_at, created_at)
      values ('email', '{}'::jsonb, '<metrics@test>', now() + interval '1 day',
        now() - interval '10 minutes')`);

    const res = await scrape(server);
    expect(res.status).toBe(200);
    const text = await res.text();

    // Requests by route pattern: never a product's own path.
    expect(
      sample(text, 'http_request_duration_seconds_count', 'route="/",method="GET",status="200"'),
    ).toBeGreaterThanOrEqual(2);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count',
        'route="/product/:productName",method="GET",status="200"',
      ),
    ).toBe(1);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count',
        'route="/product/:productName.data",method="GET",status="200"',
      ),
    ).toBe(1);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count',
        'route="/api/v1/products/:slug",method="GET",status="200"',
      ),
    ).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_count', 'route="/*",method="GET",status="404"'),
    ).toBe(1);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count',
        'route="/api/v1/*",method="GET",status="404"',
      ),
    ).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_bucket', 'le="+Inf"')).toBeGreaterThan(0);
    expect(text).not.toContain(product!.slug);
    expect(text).not.toContain('no-such');
    // Scrapes are not among the shop's requests.
    expect(text).not.toContain('route="/metrics"');

    // Node's own.
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);

    // The shop's own.
    expect(sample(text, 'storefront_page_cache_hits_total', 'audience="shared"')).toBeGreaterThan(
      0,
    );
    expect(sample(text, 'storefront_page_cache_misses_total', 'audience="shared"')).toBeGreaterThan(
      0,
    );
    expect(sample(text, 'storefront_page_cache_bytes', 'audience="shared"')).toBeGreaterThan(0);
    expect(
      sample(text, 'storefront_render_duration_seconds_count', 'type="document"'),
    ).toBeGreaterThan(0);
    expect(sample(text, 'storefront_render_duration_seconds_count', 'type="data"')).toBeGreaterThan(
      0,
    );
    expect(sample(text, 'storefront_db_query_duration_seconds_count')).toBeGreaterThan(0);
    expect(sample(text, 'storefront_db_query_duration_seconds_sum')).toBeGreaterThan(0);
    expect(sample(text, 'storefront_db_pool_max_connections')).toBeGreaterThan(0);
    expect(sample(text, 'storefront_db_pool_connections')).toBeGreaterThan(0);
    expect(sample(text, 'storefront_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'storefront_db_pool_waiting_queries')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'storefront_outbox_pending_messages')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'storefront_outbox_oldest_pending_age_seconds')).toBeGreaterThan(500);
    // An hour old, past a 20-minute window: about 40 minutes late.
    expect(sample(text, 'storefront_payment_reconciliation_lag_seconds')).toBeGreaterThan(2300);
    expect(sample(text, 'storefront_stray_payments', 'status="refund_pending"')).toBe(1);
    expect(sample(text, 'storefront_rate_limit_refusals_total', 'rule="search"')).toBeGreaterThan(
      0,
    );
    expect(server.errors).toEqual([]);
  });
});

describe('metrics with METRICS_PORT', () => {
  let server: TestServer;
  beforeAll(async () => {
    // 0: any free port (the log and RunningServer say which).
    server = await startTestServer({
      seed: false,
      env: { METRICS_PORT: '0', METRICS_TOKEN: TOKEN },
    });
  });
  afterAll(() => server?.stop());

  it('serves /metrics on loopback, and not on the public port', async () => {
    expect(server.metricsPort).toBeGreaterThan(0);
    expect(server.metricsPort).not.toBe(server.port);
    expect((await server.fetch('/healthz')).status).toBe(200);
    // Not on the public port, token or not.
    expect((await scrape(server)).status).toBe(404);
    const url = `http://127.0.0.1:${server.metricsPort}/metrics`;
    // With METRICS_TOKEN as well, the loopback port asks for it too.
    expect((await fetch(url)).status).toBe(401);
    const res = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(sample(text, 'http_request_duration_seconds_count', 'route="/healthz"')).toBe(1);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect((await fetch(`http://127.0.0.1:${server.metricsPort}/other`)).status).toBe(404);
  });
});

/** `node server/index.ts`, as process.test.ts starts it, with its output kept. */
function runServer(env: Record<string, string>) {
  let output = '';
  const child = spawn(process.execPath, ['server/index.ts'], {
    cwd: ROOT_DIR,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
  });
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, exited, output: () => output };
}

describe.runIf(backend() === 'postgres')('metrics of a cluster', () => {
  it("counts the whole shop's requests, whichever worker answers or is scraped", async () => {
    const testDb = await createTestDatabase('postgres');
    const metricsPort = await closedPort();
    const { child, exited, output } = runServer({
      PORT: '0',
      WORKERS: '2',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sf-')),
      DATABASE_URL: testDb.databaseUrl!,
      METRICS_TOKEN: TOKEN,
      METRICS_PORT: String(metricsPort),
    });
    const listening = () => [...output().matchAll(/"pid":(\d+)[^\n]*storefront listening/g)];
    try {
      await expect.poll(() => listening().length, { timeout: 60_000, interval: 200 }).toBe(2);
      const url = /"url":"([^"]+)"/.exec(output())![1]!;
      // Many connections at once: node:cluster hands them to both workers.
      const answers = await Promise.all(
        Array.from({ length: 40 }, () =>
          fetch(`${url}/healthz`, { headers: { connection: 'close' } }).then((r) => r.status),
        ),
      );
      expect(answers.every((status) => status === 200)).toBe(true);
      const scrape = async () => {
        const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`, {
          headers: { authorization: `Bearer ${TOKEN}` },
        });
        expect(res.status).toBe(200);
        return res.text();
      };
      const text = await scrape();
      // Every request counted once, from both workers' registries summed.
      expect(sample(text, 'http_request_duration_seconds_count', 'route="/healthz"')).toBe(40);
      // Each worker holds its own pool: the cluster's is their sum.
      expect(sample(text, 'storefront_db_pool_max_connections')).toBe(20);
      // The public port serves nothing of it (METRICS_PORT is set).
      expect((await fetch(`${url}/metrics`)).status).toBe(404);
    } finally {
      child.kill('SIGTERM');
      await exited;
      await testDb.drop();
    }
  });

  it('answers a scrape of the public port with the whole cluster, not one worker', async () => {
    const testDb = await createTestDatabase('postgres');
    const { child, exited, output } = runServer({
      PORT: '0',
      WORKERS: '2',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sf-')),
      DATABASE_URL: testDb.databaseUrl!,
      METRICS_TOKEN: TOKEN,
    });
    const listening = () => [...output().matchAll(/"pid":(\d+)[^\n]*storefront listening/g)];
    try {
      await expect.poll(() => listening().length, { timeout: 60_000, interval: 200 }).toBe(2);
      const url = /"url":"([^"]+)"/.exec(output())![1]!;
      await Promise.all(
        Array.from({ length: 40 }, () =>
          fetch(`${url}/healthz`, { headers: { connection: 'close' } }).then((r) => r.status),
        ),
      );
      // Whichever worker takes each scrape, it answers with both workers' counts.
      for (let i = 0; i < 4; i++) {
        const res = await fetch(`${url}/metrics`, {
          headers: { authorization: `Bearer ${TOKEN}`, connection: 'close' },
        });
        expect(res.status).toBe(200);
        const text = await res.text();
        expect(sample(text, 'http_request_duration_seconds_count', 'route="/healthz"')).toBe(40);
        expect(sample(text, 'storefront_db_pool_max_connections')).toBe(20);
      }
      expect((await fetch(`${url}/metrics`)).status).toBe(401);
    } finally {
      child.kill('SIGTERM');
      await exited;
      await testDb.drop();
    }
  });
});

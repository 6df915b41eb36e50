/**
 * Prometheus metrics (issue 36): one registry per app process, filled by the HTTP shell
 * (requests, renders, the page cache), the rate limits and the database client, and read
 * at `/metrics` (server/app.ts, with METRICS_TOKEN) or on the loopback METRICS_PORT
 * (`serveMetricsPort`). docs/operations.md § Metrics says what each family means.
 *
 * With several workers (server/serve.ts), every figure is the whole shop's: the primary
 * holds prom-client's AggregatorRegistry, which asks each worker over the cluster's IPC
 * channel for its registry (prom-client's own messages: a worker answers them once it has
 * called `answerPrimary`) and sums them (or takes the largest, for the figures every
 * worker reads from the same database). A scrape of METRICS_PORT is answered by the
 * primary itself; a scrape of the public port lands on any one worker, which asks the
 * primary for the aggregate with a message of ours (`askPrimary`/`answerWorkers`) instead
 * of answering with its own share.
 *
 * Off (no registry, nothing timed) unless METRICS_TOKEN or METRICS_PORT is set.
 */
import cluster, { type Worker } from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AggregatorRegistry,
  Counter,
  collectDefaultMetrics,
  Histogram,
  Registry,
} from 'prom-client';

/** Request and render latencies, in seconds (prom-client's default buckets). */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Database statements are mostly well under a millisecond. */
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5];
/** Methods kept as labels; any other (a scanner's PROPFIND) is 'other'. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** One line of the exposition, as prom-client's registry reads a metric's values. */
interface HistogramValue {
  metricName: string;
  labels: Record<string, string | number>;
  value: number;
}

interface Series {
  /** Observations per bucket (not cumulative); the last is +Inf's own. */
  counts: Float64Array;
  sum: number;
  count: number;
}

/**
 * `http_request_duration_seconds`: a histogram whose series are found through nested maps
 * (route, then method, then status), so that observing a request allocates nothing once its
 * series exists; prom-client's own `observe` builds a labels object and a hash string every
 * time. Routes are patterns (server/route-label.ts), so the series are bounded. Read by the
 * registry through `get()`, in prom-client's histogram shape (which the cluster's
 * aggregation sums bucket by bucket).
 */
export class RequestHistogram {
  readonly name = 'http_request_duration_seconds';
  readonly help = 'Time to answer an HTTP request, by route pattern, method and status.';
  readonly type = 'histogram' as const;
  readonly aggregator = 'sum' as const;
  readonly #series = new Map<string, Map<string, Map<number, Series>>>();

  observe(route: string, method: string, status: number, seconds: number) {
    const verb = METHODS.has(method) ? method : 'other';
    let byMethod = this.#series.get(route);
    if (!byMethod) {
      byMethod = new Map();
      this.#series.set(route, byMethod);
    }
    let byStatus = byMethod.get(verb);
    if (!byStatus) {
      byStatus = new Map();
      byMethod.set(verb, byStatus);
    }
    let series = byStatus.get(status);
    if (!series) {
      series = { counts: new Float64Array(LATENCY_BUCKETS.length + 1), sum: 0, count: 0 };
      byStatus.set(status, series);
    }
    let bucket = 0;
    while (bucket < LATENCY_BUCKETS.length && seconds > (LATENCY_BUCKETS[bucket] as number)) {
      bucket++;
    }
    series.counts[bucket] = (series.counts[bucket] ?? 0) + 1;
    series.sum += seconds;
    series.count++;
  }

  get() {
    const values: HistogramValue[] = [];
    for (const [route, byMethod] of this.#series) {
      for (const [method, byStatus] of byMethod) {
        for (const [status, series] of byStatus) {
          const labels = { route, method, status };
          let cumulative = 0;
          for (let i = 0; i <= LATENCY_BUCKETS.length; i++) {
            cumulative += series.counts[i] ?? 0;
            values.push({
              metricName: `${this.name}_bucket`,
              labels: {
                ...labels,
                le: i < LATENCY_BUCKETS.length ? String(LATENCY_BUCKETS[i]) : '+Inf',
              },
              value: cumulative,
            });
          }
          values.push({
            metricName: `${this.name}_sum`,
            labels,
            value: series.sum,
          });
          values.push({
            metricName: `${this.name}_count`,
            labels,
            value: series.count,
          });
        }
      }
    }
    return {
      name: this.name,
      help: this.help,
      type: this.type,
      aggregator: this.aggregator,
      values,
    };
  }
}

export type Audience = 'shared' | 'personal';

/** What the shop records; every piece is bound once, so recording allocates nothing. */
export interface ShopMetrics {
  registry: Registry;
  requests: RequestHistogram;
  /** A page answered from the page cache, or rendered because it was not there. */
  pageCache: Record<'hit' | 'miss', Record<Audience, { inc(): void }>>;
  /** React Router's answer to a page ('document') or its data ('data'): loaders and render. */
  render: Record<'document' | 'data', { observe(seconds: number): void }>;
  /** Seconds one database statement took (both drivers). */
  observeQuery(seconds: number): void;
  /** A request refused by a rate limit's rule. */
  rateLimitRefused(rule: string): void;
  /** The Prometheus text: this process's, or (a cluster worker) the whole cluster's. */
  collect(): Promise<string>;
}

export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE;

export function createShopMetrics(): ShopMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new RequestHistogram();
  registry.registerMetric(requests as never);

  const hits = new Counter({
    name: 'storefront_page_cache_hits_total',
    help: 'Pages answered from the page cache, by audience (shared: visitors without state; personal: a shopper’s own copy).',
    labelNames: ['audience'],
    registers: [registry],
  });
  const misses = new Counter({
    name: 'storefront_page_cache_misses_total',
    help: 'Cacheable pages the page cache did not hold, rendered (and stored when they could be).',
    labelNames: ['audience'],
    registers: [registry],
  });
  const render = new Histogram({
    name: 'storefront_render_duration_seconds',
    help: 'Time React Router took to answer a page (document) or its data (data): loaders and rendering, the page cache’s hits excluded.',
    labelNames: ['type'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const queries = new Histogram({
    name: 'storefront_db_query_duration_seconds',
    help: 'Time one database statement took, waiting for its connection’s turn included.',
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'storefront_rate_limit_refusals_total',
    help: 'Requests refused (429) by a rate limit, by rule.',
    labelNames: ['rule'],
    registers: [registry],
  });
  // Children bound once: a labelled child's inc() hashes its labels on every call.
  const refusalsByRule = new Map<string, { inc(): void }>();
  const queryChild = queries.labels();

  return {
    registry,
    requests,
    pageCache: {
      hit: { shared: hits.labels('shared'), personal: hits.labels('personal') },
      miss: { shared: misses.labels('shared'), personal: misses.labels('personal') },
    },
    render: { document: render.labels('document'), data: render.labels('data') },
    observeQuery: (seconds) => queryChild.observe(seconds),
    rateLimitRefused(rule) {
      let child = refusalsByRule.get(rule);
      if (!child) {
        child = refusals.labels(rule);
        refusalsByRule.set(rule, child);
      }
      child.inc();
    },
    collect: cluster.isWorker ? askPrimary : () => registry.metrics(),
  };
}

/**
 * `Authorization: Bearer <token>` as configured, compared in constant time (digests of
 * equal length, so neither the token's length nor its first differing byte shows).
 */
export function bearerMatches(header: string | undefined, token: string): boolean {
  if (!header?.startsWith('Bearer ')) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(header.slice('Bearer '.length).trim()), digest(token));
}

// --- The cluster -------------------------------------------------------------------------

const ASK = 'storefront:metrics-ask';
const ANSWER = 'storefront:metrics-answer';
const ASK_TIMEOUT_MS = 8_000;

interface Answer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

const waiting = new Map<number, (answer: Answer) => void>();
let asked = 0;
let listening = false;

/** A worker's scrape: the primary aggregates every worker's registry and answers. */
function askPrimary(): Promise<string> {
  if (!listening) {
    listening = true;
    process.on('message', (message: Answer) => {
      if (message?.type === ANSWER) waiting.get(message.id)?.(message);
    });
  }
  const id = ++asked;
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error('the cluster primary did not answer with the metrics'));
    }, ASK_TIMEOUT_MS);
    waiting.set(id, (answer) => {
      clearTimeout(timer);
      waiting.delete(id);
      if (answer.text !== undefined) resolve(answer.text);
      else reject(new Error(answer.error ?? 'no metrics'));
    });
    process.send?.({ type: ASK, id });
  });
}

/**
 * In a cluster worker: answer the primary's AggregatorRegistry with this registry. Called
 * as the worker starts (index.ts, before the app is built, so that a scrape during a
 * worker's start-up is not left waiting), and again once the registry exists.
 */
export function answerPrimary(registry?: Registry) {
  // Its constructor adds prom-client's listener for the primary's requests.
  new AggregatorRegistry();
  if (registry) AggregatorRegistry.setRegistries([registry]);
}

/**
 * In the cluster's primary: the aggregate of every worker's registry, for the loopback
 * port and for any worker that asks (a scrape of the public port).
 */
export function aggregateWorkers(): { collect(): Promise<string> } {
  const aggregator = new AggregatorRegistry();
  const collect = () => aggregator.clusterMetrics();
  cluster.on('message', (worker: Worker, message: { type?: string; id?: number }) => {
    if (message?.type !== ASK) return;
    const reply = (answer: Omit<Answer, 'type'>) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, ...answer });
    };
    collect().then(
      (text) => reply({ id: message.id ?? 0, text }),
      (error: Error) => reply({ id: message.id ?? 0, error: error.message }),
    );
  });
  return { collect };
}

/**
 * METRICS_PORT: `/metrics` on loopback only (127.0.0.1), for a Prometheus on this machine
 * or an agent that forwards; with METRICS_TOKEN as well, it asks for the token here too.
 */
export async function serveMetricsPort(
  port: number,
  token: string | undefined,
  collect: () => Promise<string>,
  onError: (error: unknown) => void,
): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found.');
      return;
    }
    if (token && !bearerMatches(req.headers.authorization, token)) {
      res.writeHead(401, { 'Content-Type': 'text/plain', 'WWW-Authenticate': 'Bearer' });
      res.end('Unauthorized.');
      return;
    }
    collect().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': METRICS_CONTENT_TYPE, 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        onError(error);
        res.writeHead(503, { 'Content-Type': 'text/plain' }).end('Metrics unavailable.');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}

export const metricsPortOf = (server: Server) => (server.address() as AddressInfo).port;

/** Seconds since `started` (a `performance.now()` reading). */
export const secondsSince = (started: number) => (performance.now() - started) / 1000;

export { Gauge } from 'prom-client';

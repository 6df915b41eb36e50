/**
 * The shop's process (after server/index.ts): check the configuration, start, and stop
 * gracefully on SIGTERM/SIGINT.
 *
 * With PostgreSQL and more than one worker (WORKERS, default one per core), this process
 * is a cluster primary: it migrates and seeds once, forks the workers (each a whole app
 * process on the same port, node:cluster sharing the socket), replaces a worker that
 * dies, and on SIGTERM asks every worker to drain and waits for them. PGlite belongs to
 * one process, so it always runs as one.
 */
import cluster, { type Worker } from 'node:cluster';
import type { AddressInfo } from 'node:net';
import { format } from 'node:util';
import type { Logger } from 'pino';
import { type Config, loadConfig } from '../config/env.ts';
import { exitWithError } from './fatal.ts';
import { aggregateWorkers, answerPrimary, serveMetricsPort } from './metrics.ts';
import { settleMemoryWhenQuiet } from './settle-memory.ts';
import { createLogger, logDeploymentWarnings, prepareDatabase, startServer } from './start.ts';

const SHUTDOWN_GRACE_MS = 10_000;
/** A worker that dies sooner than this after starting is replaced after a pause. */
const CRASH_LOOP_MS = 5_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    exitWithError(error);
  }
}

/** One app process: serves until SIGTERM/SIGINT, then drains and exits. */
/**
 * What libraries write with console (React Router's warning about a path it cannot decode,
 * say) joins the JSON log, at its level, instead of breaking the log stream with plain
 * lines anyone could inject text into.
 */
function consoleToLog(logger: Logger) {
  const to =
    (level: 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      // An error alone goes through the log's serializers, which keep a query's values out.
      if (args.length === 1 && args[0] instanceof Error)
        logger[level]({ err: args[0] }, args[0].message);
      else logger[level](format(...args));
    };
  console.log = console.info = to('info');
  console.warn = to('warn');
  console.error = to('error');
}

async function serveOne(config: Config, options: { primary: boolean }) {
  const running = await startServer(config, {
    seedIfEmpty: options.primary,
    migrate: options.primary,
    warn: options.primary,
  });
  consoleToLog(running.services.logger);
  settleMemoryWhenQuiet(running.server, (settled) =>
    running.services.logger.info(settled, 'memory settled after start'),
  );
  const shutdown = (signal: string) => {
    running.services.logger.info({ signal }, 'shutting down');
    // In-flight requests get a grace period; after it the process exits anyway.
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    running.close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

async function runPrimary(config: Config) {
  const logger = createLogger(config);
  consoleToLog(logger);
  logDeploymentWarnings(config, logger);
  await prepareDatabase(config, logger, true);
  let stopping = false;
  const started = new Map<number, number>();
  const fork = () => {
    // A replacement due after a SIGTERM is not started: it would never be told to stop.
    if (stopping) return;
    const worker = cluster.fork();
    started.set(worker.id, Date.now());
  };
  cluster.on('exit', (worker: Worker, code, signal) => {
    const lived = Date.now() - (started.get(worker.id) ?? 0);
    started.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        logger.info('storefront stopped');
        process.exit(0);
      }
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'worker died: starting another');
    setTimeout(fork, lived < CRASH_LOOP_MS ? 1_000 : 0);
  });
  // Metrics: the whole cluster's, aggregated here from every worker's registry; served on
  // loopback (METRICS_PORT) by this process, and to any worker that asks for them to
  // answer a scrape of the public port (METRICS_TOKEN). See server/metrics.ts.
  const { token, port } = config.metrics;
  const aggregate = token || port !== undefined ? aggregateWorkers() : undefined;
  const metricsServer =
    aggregate && port !== undefined
      ? await serveMetricsPort(port, token, aggregate.collect, (error) =>
          logger.warn({ err: error }, 'metrics could not be collected from the workers'),
        )
      : undefined;
  for (let i = 0; i < config.workers; i++) fork();
  logger.info(
    {
      workers: config.workers,
      ...(metricsServer ? { metricsPort: (metricsServer.address() as AddressInfo).port } : {}),
    },
    'storefront cluster started',
  );

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down the workers');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS + 2_000).unref();
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

const config = readConfig();
// A worker answers the primary's requests for its metrics as soon as its modules are loaded,
// not only once the app is built, so that a scrape while it starts is not left waiting for
// it (an empty answer until its registry exists: server/start.ts sets it).
if (cluster.isWorker && (config.metrics.token || config.metrics.port !== undefined)) {
  answerPrimary();
}
const start =
  config.workers > 1 && cluster.isPrimary
    ? runPrimary(config)
    : serveOne(config, { primary: cluster.isPrimary });
start.catch((error) => exitWithError(error));

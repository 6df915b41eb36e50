/**
 * Boots one app process: database (migrated, optionally seeded), mail, outbox worker,
 * the bundled app, and the HTTP listener. Used by `npm start`, `npm run serve` and tests.
 */
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import pino, { type Logger } from 'pino';
import type { AppServices } from '../app/context.ts';
import { createFileStore } from '../app/lib/file-store.server.ts';
import type { PhoneMessage } from '../app/modules/messaging/channel.ts';
import { messengerFor } from '../app/modules/messaging/messenger.server.ts';
import { updateStillWanted } from '../app/modules/messaging/order-updates.server.ts';
import { createMailer } from '../app/modules/notification/mailer.server.ts';
import { heldOutbox, startOutboxWorker } from '../app/modules/notification/outbox.server.ts';
import { createPaymentProvider } from '../app/modules/payment/providers.server.ts';
import { type Config, deploymentWarnings } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { isCatalogEmpty, seedDemoShop } from '../db/seed/seed.ts';
import { HOUSEKEEPING_INTERVAL_MS, housekeep } from './housekeeping.ts';
import { LOG_SERIALIZERS } from './log-redaction.ts';
import {
  answerPrimary,
  createShopMetrics,
  metricsPortOf,
  type ShopMetrics,
  serveMetricsPort,
} from './metrics.ts';

export const ROOT_DIR = fileURLToPath(new URL('..', import.meta.url));
export const BUILD_DIR = path.join(ROOT_DIR, 'build');
export const MEDIA_DIR = path.join(ROOT_DIR, 'media');

export interface StartOptions {
  /** Apply pending migrations first (default); a cluster's primary does it once for all. */
  migrate?: boolean;
  /** Seed the demo shop when the catalog is empty. */
  seedIfEmpty?: boolean;
  /** With the demo's buyers, their delivered orders and their reviews (default true). */
  demoReviews?: boolean;
  /** Log the deployment warnings (default); a cluster's primary does it once for all. */
  warn?: boolean;
  logger?: Logger;
  /** How long in-flight requests may take to finish at shutdown (default 8 s). */
  shutdownGraceMs?: number;
  /** Outbox poll interval (tests shorten it). */
  outboxIntervalMs?: number;
  /** Payment reconciliation interval (tests turn it off with 0 and run it themselves). */
  reconcileIntervalMs?: number;
}

export interface RunningServer {
  url: string;
  port: number;
  /** The loopback port serving `/metrics` (METRICS_PORT; 0 asks for any free one). */
  metricsPort?: number | undefined;
  services: AppServices;
  /** The HTTP server, for what watches its requests (server/settle-memory.ts). */
  server: Server;
  /** Stops accepting, finishes in-flight requests, stops the worker, closes the database. */
  close(): Promise<void>;
}

export function createLogger(config: Config): Logger {
  return pino({
    level: config.logLevel,
    // The process in every line: with WORKERS, each line says which worker wrote it.
    base: { service: 'storefront', pid: process.pid },
    serializers: LOG_SERIALIZERS,
  });
}

/** Migrates (and seeds an empty catalog) once, for a cluster's workers that then skip it. */
export function logDeploymentWarnings(config: Config, logger: Logger) {
  for (const warning of deploymentWarnings(config)) logger.warn(warning);
}

export async function prepareDatabase(config: Config, logger: Logger, seedIfEmpty: boolean) {
  // A cluster's primary seeds the whole demo, reviews included.
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    if (seedIfEmpty && (await isCatalogEmpty(database.db))) {
      logger.info('empty catalog: seeding the demo shop');
      await seedDemoShop(database.db);
    }
  } finally {
    await database.close();
  }
}

/**
 * What every app process runs beside its HTTP handler: the database (migrated, seeded
 * when asked and empty), the mailer and the outbox worker.
 */
export async function startServices(
  config: Config,
  logger: Logger,
  options: Pick<StartOptions, 'migrate' | 'seedIfEmpty' | 'demoReviews' | 'outboxIntervalMs'> = {},
  metrics?: ShopMetrics,
) {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onQuery: metrics?.observeQuery,
  });
  if (options.migrate !== false) await database.migrate();
  if (options.seedIfEmpty && (await isCatalogEmpty(database.db))) {
    logger.info('empty catalog: seeding the demo shop');
    await seedDemoShop(database.db, { reviews: options.demoReviews ?? true });
  }
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
  const sender = messengerFor(config, logger);
  const messenger = sender && {
    ...sender,
    stillWanted: (message: PhoneMessage) => updateStillWanted(database.db, message),
  };
  // Production without a mail server (or a phone provider) keeps those messages waiting.
  const emails = !config.isProduction || Boolean(config.smtpUrl);
  const worker =
    !emails && !messenger
      ? heldOutbox
      : startOutboxWorker({
          db: database.db,
          mailer,
          messenger,
          emails,
          logger,
          // In production a sent e-mail keeps only its recipient and subject (no live links).
          forgetSent: config.isProduction,
          ...(options.outboxIntervalMs ? { intervalMs: options.outboxIntervalMs } : {}),
        });
  const services: AppServices = {
    config,
    database,
    logger,
    mailer,
    files: createFileStore(config),
    payments: createPaymentProvider(config, database.db),
    publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
  };
  return { services, worker };
}

export async function startServer(
  config: Config,
  options: StartOptions = {},
): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config);
  if (options.warn !== false) logDeploymentWarnings(config, logger);
  const serverEntry = path.join(BUILD_DIR, 'server', 'index.js');
  if (!existsSync(serverEntry)) {
    throw new Error(`No build found at ${serverEntry}: run \`npm run build\` first.`);
  }

  // Metrics only when asked for (METRICS_TOKEN or METRICS_PORT): otherwise nothing is timed.
  const metricsWanted = Boolean(config.metrics.token || config.metrics.port !== undefined);
  const metrics = metricsWanted ? createShopMetrics() : undefined;
  // A cluster worker's registry is what the primary aggregates (server/metrics.ts).
  if (metrics && cluster.isWorker) answerPrimary(metrics.registry);

  const { services, worker } = await startServices(config, logger, options, metrics);
  const { database } = services;

  const cleanup = setInterval(() => {
    void housekeep(database.db, logger);
  }, HOUSEKEEPING_INTERVAL_MS);
  cleanup.unref();

  const { createApp, startBackgroundJobs, lazyComponentsLoaded } = (await import(
    pathToFileURL(serverEntry).href
  )) as typeof import('./app.ts');
  // The first pages rendered must not find a lazy component's code still on its way.
  await lazyComponentsLoaded();
  // Jobs that render e-mails (TSX) come from the bundle, like the pages.
  const jobs = startBackgroundJobs(services, options.reconcileIntervalMs);
  const app = createApp({
    services,
    clientDir: path.join(BUILD_DIR, 'client'),
    mediaDir: MEDIA_DIR,
    metrics,
  });
  // METRICS_PORT: served on loopback by this process, unless it is one of a cluster's
  // workers, whose primary serves the whole cluster's there (server/serve.ts).
  const metricsServer =
    metrics && config.metrics.port !== undefined && !cluster.isWorker
      ? await serveMetricsPort(
          config.metrics.port,
          config.metrics.token,
          metrics.collect,
          (error) => logger.warn({ err: error }, 'metrics could not be collected'),
        )
      : undefined;

  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
      resolve(s as Server),
    ) as Server;
  });
  // Long enough for slow mobile clients, short enough not to pin sockets forever.
  server.keepAliveTimeout = 65_000;
  const port = (server.address() as AddressInfo).port;
  if (!config.publicUrl) services.publicUrl = `http://localhost:${port}`;
  const url = `http://127.0.0.1:${port}`;
  const metricsPort = metricsServer && metricsPortOf(metricsServer);
  logger.info({ url, database: database.kind, metricsPort }, 'storefront listening');

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        // In-flight requests get the grace period; then remaining sockets are cut.
        setTimeout(() => server.closeAllConnections(), options.shutdownGraceMs ?? 8_000).unref();
      });
      metricsServer?.close();
      metricsServer?.closeAllConnections();
      clearInterval(cleanup);
      jobs.stop();
      await worker.stop();
      services.mailer.close();
      await database.close();
      logger.info('storefront stopped');
    })();
    return closing;
  };
  return { url, port, metricsPort, services, server, close };
}

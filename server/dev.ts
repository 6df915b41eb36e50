/**
 * `npm run dev`: one process with Vite in middleware mode (hot reload) in front of the
 * same Hono app, loaded through Vite so that edits apply without a restart.
 */
import http from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createServer as createViteServer } from 'vite';
import type { AppServices } from '../app/context.ts';
import { createMailer } from '../app/modules/notification/mailer.server.ts';
import { startOutboxWorker } from '../app/modules/notification/outbox.server.ts';
import { ConfigError, loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { isCatalogEmpty, seedDemoShop } from '../db/seed/seed.ts';
import { createLogger, MEDIA_DIR } from './start.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
const logger = createLogger(config);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
if (await isCatalogEmpty(database.db)) await seedDemoShop(database.db);
const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
const worker = startOutboxWorker({ db: database.db, mailer, logger });
const services: AppServices = {
  config,
  database,
  logger,
  mailer,
  publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
};

const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });
const server = http.createServer((req, res) => {
  vite.middlewares(req, res, async () => {
    try {
      const { createApp } = (await vite.ssrLoadModule(
        './server/app.ts',
      )) as typeof import('./app.ts');
      getRequestListener(createApp({ services, mediaDir: MEDIA_DIR }).fetch)(req, res);
    } catch (error) {
      vite.ssrFixStacktrace(error as Error);
      logger.error({ err: error }, 'dev request failed');
      res.statusCode = 500;
      res.end('Development server error: see the terminal.');
    }
  });
});
server.listen(config.port, config.host, () => {
  logger.info(`development server on http://localhost:${config.port}`);
});
const stop = async () => {
  server.close();
  await vite.close();
  await worker.stop();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

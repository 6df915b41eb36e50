/**
 * `npm run dev`: one process with Vite in middleware mode (hot reload) in front of the
 * same Hono app, loaded through Vite so that edits apply without a restart.
 */
import http from 'node:http';
// Before Vite loads the app: Node's own copy of Zod, which Vite's module runner shares
// with the app (it is external), gets `.openapi()` before the app's schemas are made and
// the API reads it on them (`SearchTermSchema.openapi is not a function` otherwise). The
// production bundle orders its modules so that this already holds.
import '@hono/zod-openapi';
import { getRequestListener } from '@hono/node-server';
import { createServer as createViteServer } from 'vite';
import { ConfigError, loadConfig } from '../config/env.ts';
import { createLogger, MEDIA_DIR, startServices } from './start.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
const logger = createLogger(config);
const { services, worker } = await startServices(config, logger, { seedIfEmpty: true });
const { database } = services;

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
const { startBackgroundJobs } = (await vite.ssrLoadModule(
  './server/app.ts',
)) as typeof import('./app.ts');
const jobs = startBackgroundJobs(services);
server.listen(config.port, config.host, () => {
  logger.info(`development server on http://localhost:${config.port}`);
});
const stop = async () => {
  server.close();
  jobs.stop();
  await vite.close();
  await worker.stop();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

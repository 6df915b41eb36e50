/** Process entry: check the configuration, start, and stop gracefully on SIGTERM/SIGINT. */
import { ConfigError, loadConfig } from '../config/env.ts';
import { startServer } from './start.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const running = await startServer(config, { seedIfEmpty: true });
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

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

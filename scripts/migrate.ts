/** `npm run db:migrate`: apply committed migrations to DATABASE_URL or the PGlite in DATA_DIR. */
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { exitWithError } from '../server/fatal.ts';

try {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  await database.close();
  console.warn(`Migrations applied (${database.kind}).`);
} catch (error) {
  exitWithError(error);
}

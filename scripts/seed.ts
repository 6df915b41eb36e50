/** `npm run seed [-- --reset]`: load the demo shop (idempotent); --reset rebuilds it from scratch. */
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { seedDemoShop } from '../db/seed/seed.ts';
import { exitWithError } from '../server/fatal.ts';

const reset = process.argv.includes('--reset');
try {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  await seedDemoShop(database.db, { reset });
  await database.close();
  console.warn(`Demo shop ${reset ? 'rebuilt' : 'seeded'} (${database.kind}).`);
} catch (error) {
  exitWithError(error);
}

/**
 * `npm run admin:create -- --email staff@example.com --password '...' [--role staff|admin]
 * [--first-name Asha --last-name Rao]`: creates a verified staff account, or promotes an
 * existing one (a password is then optional). Its sessions end; it signs in at /auth/login
 * and finds the back office at /admin.
 */
import { parseArgs } from 'node:util';
import {
  createOrPromoteStaff,
  StaffAccountError,
} from '../app/modules/admin/staff-accounts.server.ts';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { exitWithError } from '../server/fatal.ts';

const USAGE =
  "usage: npm run admin:create -- --email <e-mail> [--password '<password>'] [--role staff|admin] [--first-name <name>] [--last-name <name>]";

try {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
    strict: true,
  });
  if (!values.email) throw new StaffAccountError(USAGE);
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const outcome = await createOrPromoteStaff(database.db, {
      email: values.email,
      password: values.password,
      role: values.role as 'staff' | 'admin' | undefined,
      firstName: values['first-name'],
      lastName: values['last-name'],
    });
    console.warn(
      `${outcome.created ? 'Created' : 'Promoted'} ${outcome.email} (${outcome.role}). Sign in at /auth/login, then open /admin.`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof TypeError && 'code' in error) {
    // parseArgs: an unknown or malformed option.
    console.error(`${error.message}\n${USAGE}`);
    process.exit(1);
  }
  exitWithError(error, [StaffAccountError]);
}

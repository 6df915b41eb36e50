/**
 * `npm run api:lint`: builds /api/v1/openapi.json without a server or a database (the
 * routes only describe themselves; no handler runs) and lints it with Redocly's
 * recommended rules as redocly.yaml sets them. `-- --out FILE` keeps the document.
 * Offline: no telemetry, no update check.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runnerImport } from 'vite';
import type { AppServices } from '../app/context.ts';
import { loadConfig } from '../config/env.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { out: { type: 'string' } } });

const scratch = mkdtempSync(path.join(tmpdir(), 'api-lint-'));
try {
  // Through Vite: the API's modules import .tsx files (the e-mails), as in the build.
  const { module } = await runnerImport<typeof import('../server/api/index.ts')>(
    './server/api/index.ts',
    { root: ROOT, configFile: false, logLevel: 'error' },
  );
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: scratch,
    // https names the session cookie `__Host-sid`, else `sid`.
    ...(process.env.PUBLIC_URL ? { PUBLIC_URL: process.env.PUBLIC_URL } : {}),
  });
  // Only what building the routes reads: the handlers, which use the rest, never run.
  const services = {
    config,
    publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    database: { db: {} },
  } as unknown as AppServices;
  const response = await module.createApi(services).request('/openapi.json');
  if (!response.ok) throw new Error(`openapi.json: ${response.status}`);
  const file = values.out ? path.resolve(values.out) : path.join(scratch, 'openapi.json');
  writeFileSync(file, await response.text());
  const lint = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js'), 'lint', '--format=summary', file],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  process.exitCode = lint.status ?? 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

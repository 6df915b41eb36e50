/**
 * pg_dump and pg_restore, PostgreSQL's own tools, as the backup runs them: found on PATH
 * (or a clear sentence naming the package), their major version checked against the
 * server's and the archive's, the password handed over in the environment rather than on
 * the command line (where `ps` shows it).
 */
import { spawn } from 'node:child_process';
import { BackupError } from './manifest.ts';

/** "pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)" → { text: '15.20', major: 15 }. */
export function parseToolVersion(output: string): { text: string; major: number } | undefined {
  const match = /\(PostgreSQL\)\s+(\d+)(\.\d+)?/.exec(output);
  if (!match) return undefined;
  return { text: `${match[1]}${match[2] ?? ''}`, major: Number(match[1]) };
}

/** server_version_num (150020) → 15; 90624 → 9. */
export const serverMajor = (versionNum: number) => Math.floor(versionNum / 10000);

/**
 * The tool's connection: the URL without its password (as --dbname) and the password in
 * PGPASSWORD. Query parameters (sslmode, …) stay in the URL, which libpq reads.
 */
export function connectionFor(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** The database's name in a postgres:// URL. */
export const databaseName = (url: string) =>
  decodeURIComponent(new URL(url).pathname.replace(/^\//, '')) || 'postgres';

const install = (tool: string, major?: number) =>
  `${tool} was not found on PATH: install PostgreSQL's client tools (Debian and Ubuntu: apt-get install postgresql-client${major ? `-${major}, or a newer one` : ''}; macOS: brew install libpq) and run this again.`;

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a tool to its end, output collected; ENOENT becomes the install sentence. */
export function runTool(
  tool: 'pg_dump' | 'pg_restore',
  args: string[],
  env: Record<string, string> = {},
  { neededMajor }: { neededMajor?: number } = {},
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      stdout += text;
    });
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      stderr += text;
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'ENOENT' ? new BackupError(install(tool, neededMajor)) : error);
    });
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** The tool's version, or the install sentence. */
export async function toolVersion(
  tool: 'pg_dump' | 'pg_restore',
  neededMajor?: number,
): Promise<{ text: string; major: number }> {
  const run = await runTool(tool, ['--version'], {}, neededMajor ? { neededMajor } : {});
  const version = parseToolVersion(run.stdout);
  if (run.code !== 0 || !version) {
    throw new BackupError(`${tool} --version did not answer as expected: ${run.stderr.trim()}`);
  }
  return version;
}

/**
 * pg_dump must be at least the server's major version (it refuses a newer server);
 * pg_restore at least the version of the pg_dump that wrote the archive.
 */
export function checkToolMajor(
  tool: 'pg_dump' | 'pg_restore',
  toolMajor: number,
  neededMajor: number,
  what: string,
): void {
  if (toolMajor >= neededMajor) return;
  throw new BackupError(
    `${tool} ${toolMajor} is older than ${what} (${neededMajor}): install postgresql-client-${neededMajor} (or newer) and put its ${tool} first on PATH.`,
  );
}

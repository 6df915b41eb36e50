/**
 * Backups of the whole shop in one file (docs/operations.md § Backups): the database
 * (PGlite's data folder as PGlite dumps it, or PostgreSQL's pg_dump custom format), the
 * uploaded images, and DATA_DIR's generated session secret; a manifest with every part's
 * checksum last. Restoring checks the whole file first and changes nothing when it is
 * damaged; it refuses a target that holds a shop already unless forced, and then moves
 * the old one aside (PGlite, uploads) or dumps it first (PostgreSQL) rather than losing it.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { parseEnv } from '../../config/env.ts';
import { lockDataDir, MIGRATIONS_DIR } from '../../db/client.ts';
import {
  BackupError,
  type Counts,
  compareParts,
  DATABASE_PART,
  describeCounts,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST_NAME,
  type Manifest,
  parseManifest,
  SESSION_SECRET_PART,
  UPLOADS_PREFIX,
  uploadPath,
} from './manifest.ts';
import {
  checkToolMajor,
  connectionFor,
  databaseName,
  runTool,
  serverMajor,
  toolVersion,
} from './postgres-tools.ts';
import { ArchiveError, type EntryInfo, type EntrySink, readTar, TarWriter } from './tar.ts';

export { BackupError } from './manifest.ts';

/** Where the shop keeps its data, from the environment as the shop reads it. */
export interface BackupTarget {
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
}

/** The target from the environment, without the side effects of loadConfig (no secret written). */
export function targetFromEnv(source: Record<string, string | undefined> = process.env) {
  const env = parseEnv(source);
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    dataDir,
    uploadsDir: path.resolve(env.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    databaseUrl: env.DATABASE_URL,
  } satisfies BackupTarget;
}

type Say = (line: string) => void;

const COUNTS_SQL = `select (select count(*) from orders)::int as orders,
  (select count(*) from users)::int as users,
  (select count(*) from products)::int as products,
  (select count(*) from drizzle.__drizzle_migrations)::int as migrations`;

interface CountsRow extends Counts {
  migrations: number;
}

function appInfo(): { name: string; version: string; migrations: number } {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    name: string;
    version: string;
  };
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  return { name: pkg.name, version: pkg.version, migrations: journal.entries.length };
}

const stamp = (now = new Date()) => now.toISOString().replace(/[-:]/g, '').replace(/\..*/, '');
const files = (n: number) => `${n} uploaded file${n === 1 ? '' : 's'}`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** Every regular file under `dir` (relative, with '/'), sorted; none when it does not exist. */
async function filesUnder(dir: string): Promise<string[]> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}

async function hasFiles(dir: string): Promise<boolean> {
  return (await filesUnder(dir)).length > 0;
}

/* ------------------------------------------------------------------ backup */

interface DatabaseDump {
  /** The dump's file (PostgreSQL) or bytes (PGlite). */
  source: { file: string } | { bytes: Uint8Array };
  counts: Counts;
  migrations: number;
  postgres?: { server: string; pgDump: string };
}

function noShop(where: string, error?: unknown): BackupError {
  return new BackupError(
    `${where} holds no shop database (no orders table or migrations)${error instanceof Error ? `: ${error.message}` : ''}.`,
  );
}

async function dumpPglite(dataDir: string): Promise<DatabaseDump> {
  const location = path.join(dataDir, 'pglite');
  if (!(await hasFiles(location))) throw noShop(dataDir);
  // The shop's own lock (db/client.ts): refused while it runs; a consistent copy after.
  const release = lockDataDir(dataDir);
  try {
    const client = await PGlite.create(location, { extensions: { pg_trgm } });
    try {
      let row: CountsRow;
      try {
        row = (await client.query<CountsRow>(COUNTS_SQL)).rows[0]!;
      } catch (error) {
        throw noShop(dataDir, error);
      }
      const blob = await client.dumpDataDir('gzip');
      const { migrations, ...counts } = row;
      return { source: { bytes: new Uint8Array(await blob.arrayBuffer()) }, counts, migrations };
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

async function dumpPostgres(url: string, file: string): Promise<DatabaseDump> {
  const pgDump = await toolVersion('pg_dump');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const versionNum = Number(
      (await client.query('show server_version_num')).rows[0].server_version_num,
    );
    const server = String((await client.query('show server_version')).rows[0].server_version);
    checkToolMajor(
      'pg_dump',
      pgDump.major,
      serverMajor(versionNum),
      `the server's version ${server}`,
    );
    // Counts and dump from one snapshot: pg_dump joins this transaction's.
    await client.query('begin isolation level repeatable read read only');
    const snapshot = String((await client.query('select pg_export_snapshot() as s')).rows[0].s);
    let row: CountsRow;
    try {
      row = (await client.query<CountsRow>(COUNTS_SQL)).rows[0]!;
    } catch (error) {
      throw noShop(databaseName(url), error);
    }
    const connection = connectionFor(url);
    const run = await runTool(
      'pg_dump',
      [
        '--format=custom',
        `--snapshot=${snapshot}`,
        `--file=${file}`,
        `--dbname=${connection.dbname}`,
      ],
      connection.env,
    );
    if (run.code !== 0) throw new BackupError(`pg_dump failed: ${run.stderr.trim()}`);
    await client.query('commit');
    const { migrations, ...counts } = row;
    return {
      source: { file },
      counts,
      migrations,
      postgres: { server: server.split(' ')[0]!, pgDump: pgDump.text },
    };
  } finally {
    await client.end().catch(() => {});
  }
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
}

/** Writes one backup file of the shop at `target` to `out` (which must not exist). */
export async function createBackup(
  target: BackupTarget,
  out: string,
  say: Say = () => {},
): Promise<BackupResult> {
  const file = path.resolve(out);
  if (existsSync(file)) throw new BackupError(`${file} already exists: choose another name.`);
  await mkdir(path.dirname(file), { recursive: true });
  const work = await mkdtemp(path.join(path.dirname(file), '.storefront-backup-'));
  const partial = `${file}.partial-${randomBytes(4).toString('hex')}`;
  let writer: TarWriter | undefined;
  try {
    const kind = target.databaseUrl ? 'postgres' : 'pglite';
    say(
      kind === 'pglite'
        ? `Dumping the embedded database in ${target.dataDir} …`
        : `Dumping ${databaseName(target.databaseUrl!)} with pg_dump …`,
    );
    const dump = target.databaseUrl
      ? await dumpPostgres(target.databaseUrl, path.join(work, 'database.pgdump'))
      : await dumpPglite(target.dataDir);
    writer = await TarWriter.create(partial);
    const parts: EntryInfo[] = [];
    parts.push(
      'file' in dump.source
        ? await writer.addFile(DATABASE_PART[kind], dump.source.file)
        : await writer.addBuffer(DATABASE_PART[kind], dump.source.bytes),
    );
    const secret = path.join(target.dataDir, 'session-secret');
    if (existsSync(secret)) parts.push(await writer.addFile(SESSION_SECRET_PART, secret));
    const uploads = await filesUnder(target.uploadsDir);
    for (const name of uploads) {
      parts.push(
        await writer.addFile(`${UPLOADS_PREFIX}${name}`, path.join(target.uploadsDir, name)),
      );
    }
    const app = appInfo();
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      app: { name: app.name, version: app.version },
      migrations: dump.migrations,
      kind,
      ...(dump.postgres ? { postgres: dump.postgres } : {}),
      counts: dump.counts,
      parts,
    };
    await writer.addBuffer(MANIFEST_NAME, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    await writer.finish();
    writer = undefined;
    await rename(partial, file);
    const bytes = (await stat(file)).size;
    say(
      `Backed up ${describeCounts(dump.counts)} and ${files(uploads.length)} to ${file} (${mib(bytes)}).`,
    );
    return { file, bytes, manifest };
  } finally {
    await writer?.abandon();
    await rm(partial, { force: true });
    await rm(work, { recursive: true, force: true });
  }
}

/* ------------------------------------------------------------------ reading */

interface ReadBackup {
  manifest: Manifest;
  /** The database part's file in the staging folder. */
  databaseFile: string;
  /** Whether the staging folder holds a session secret, and how many uploads. */
  hasSecret: boolean;
  uploads: number;
}

const unusable = (file: string, reason: string) =>
  new BackupError(`The backup ${file} cannot be used: ${reason}. Nothing was changed.`);

/**
 * Reads the whole backup into `staging` (the database part always; uploads and the
 * secret when `keepAll`), checking it against its manifest. Throws BackupError when the
 * file is not a whole backup; `staging` then holds leftovers for the caller to remove.
 */
async function readBackup(file: string, staging: string, keepAll: boolean): Promise<ReadBackup> {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  let manifestText = '';
  let databaseFile: string | undefined;
  const fileSink = async (target: string): Promise<EntrySink> => {
    await mkdir(path.dirname(target), { recursive: true });
    const stream = createWriteStream(target, { flags: 'wx' });
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve()).once('error', reject);
    });
    return {
      write: (chunk) =>
        new Promise<void>((resolve, reject) => {
          stream.write(Buffer.from(chunk), (error) => (error ? reject(error) : resolve()));
        }),
      end: () =>
        new Promise<void>((resolve, reject) => {
          stream.once('error', reject);
          stream.end(() => resolve());
        }),
    };
  };
  let entries: EntryInfo[];
  try {
    entries = await readTar(file, async ({ name, size }) => {
      if (name === MANIFEST_NAME) {
        if (size > 64 * 1024 * 1024) throw new ArchiveError('its manifest is implausibly large');
        return {
          write: async (chunk) => {
            manifestText += chunk.toString('utf8');
          },
          end: async () => {},
        };
      }
      if (name === DATABASE_PART.pglite || name === DATABASE_PART.postgres) {
        databaseFile = path.join(staging, path.basename(name));
        return fileSink(databaseFile);
      }
      if (!keepAll) return null;
      if (name === SESSION_SECRET_PART) return fileSink(path.join(staging, 'session-secret'));
      const upload = uploadPath(name);
      if (upload) return fileSink(path.join(staging, 'uploads', ...upload.split('/')));
      return null;
    });
  } catch (error) {
    if (error instanceof ArchiveError) throw unusable(file, error.message);
    throw error;
  }
  if (!entries.some((entry) => entry.name === MANIFEST_NAME)) {
    throw unusable(file, 'it has no manifest.json (truncated, or not a backup)');
  }
  let manifest: Manifest;
  try {
    manifest = parseManifest(manifestText);
  } catch (error) {
    if (error instanceof BackupError) throw unusable(file, error.message);
    throw error;
  }
  const problems = compareParts(manifest, entries);
  if (problems.length) throw unusable(file, problems.join('; '));
  const known = appInfo().migrations;
  if (manifest.migrations > known) {
    throw unusable(
      file,
      `it comes from a newer version of the shop (${manifest.migrations} migrations; this one knows ${known}): restore it with that version`,
    );
  }
  return {
    manifest,
    databaseFile: databaseFile!,
    hasSecret: manifest.parts.some((part) => part.name === SESSION_SECRET_PART),
    uploads: manifest.parts.filter((part) => uploadPath(part.name)).length,
  };
}

async function countPglite(dataDir: string | undefined, blob: Blob): Promise<CountsRow> {
  const client = await PGlite.create(dataDir, { loadDataDir: blob, extensions: { pg_trgm } });
  try {
    return (await client.query<CountsRow>(COUNTS_SQL)).rows[0]!;
  } finally {
    await client.close();
  }
}

const sameCounts = (a: Counts, b: Counts) =>
  a.orders === b.orders && a.users === b.users && a.products === b.products;

/* ------------------------------------------------------------------ check */

/** Verifies a backup file without restoring it; returns the lines of its report. */
export async function checkBackup(file: string, say: Say = () => {}): Promise<Manifest> {
  const resolved = path.resolve(file);
  const staging = await mkdtemp(path.join(tmpdir(), 'storefront-check-'));
  try {
    const read = await readBackup(resolved, staging, false);
    const { manifest } = read;
    say(
      `${resolved}: a ${manifest.kind} backup taken ${manifest.createdAt} by ${manifest.app.name} ${manifest.app.version} (${manifest.migrations} migrations).`,
    );
    say(
      `Manifest and checksums: OK (${manifest.parts.length} parts: the database, ${files(read.uploads)}${read.hasSecret ? ', the session secret' : ''}).`,
    );
    say(`Recorded when taken: ${describeCounts(manifest.counts)}.`);
    if (manifest.kind === 'pglite') {
      const bytes = await readFile(read.databaseFile);
      let loaded: CountsRow;
      try {
        loaded = await countPglite(undefined, new Blob([bytes]));
      } catch (error) {
        throw unusable(
          resolved,
          `its database did not load into PGlite (${(error as Error).message})`,
        );
      }
      if (!sameCounts(loaded, manifest.counts)) {
        throw unusable(
          resolved,
          `its database loaded with ${describeCounts(loaded)}, not the counts recorded`,
        );
      }
      say(
        `Loaded into an in-memory PGlite: ${describeCounts(loaded)}, as recorded. The backup is good.`,
      );
    } else {
      const pgRestore = await toolVersion('pg_restore').catch((error: unknown) => error as Error);
      if (pgRestore instanceof Error) {
        say(`The PostgreSQL dump's contents were not read: ${pgRestore.message}`);
        return manifest;
      }
      const list = await runTool('pg_restore', ['--list', read.databaseFile]);
      if (list.code !== 0) {
        throw unusable(resolved, `pg_restore cannot read its database: ${list.stderr.trim()}`);
      }
      const tables = list.stdout.split('\n').filter((line) => / TABLE DATA /.test(line)).length;
      say(
        `pg_restore ${pgRestore.text} read the dump's table of contents: ${tables} tables with data. Rows are counted only by restoring it: do a test restore into a scratch database (docs/operations.md § Backups).`,
      );
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/* ------------------------------------------------------------------ restore */

/** Moves `from` to `to` (a rename, or a copy across file systems). */
async function move(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true, errorOnExist: true, force: false });
    await rm(from, { recursive: true, force: true });
  }
}

/** Moves `file` aside as `file.before-restore-<stamp>`; returns the new name. */
async function moveAside(file: string, when: string): Promise<string> {
  const aside = `${file}.before-restore-${when}`;
  await rename(file, aside);
  return aside;
}

export interface RestoreOptions {
  force?: boolean;
}

/** Restores a backup file into the target; refuses a target in use unless forced. */
export async function restoreBackup(
  file: string,
  target: BackupTarget,
  { force = false }: RestoreOptions = {},
  say: Say = () => {},
): Promise<Manifest> {
  const resolved = path.resolve(file);
  if (!existsSync(resolved)) throw new BackupError(`${resolved} does not exist.`);
  const kind = target.databaseUrl ? 'postgres' : 'pglite';
  const createdDataDir = !existsSync(target.dataDir);
  await mkdir(target.dataDir, { recursive: true });
  // PGlite: hold the shop's lock throughout (refused while the shop runs).
  let release: () => void = () => {};
  let staging: string | undefined;
  try {
    if (kind === 'pglite') release = lockDataDir(target.dataDir);
    const pglite = path.join(target.dataDir, 'pglite');
    const occupied: string[] = [];
    let tables = 0;
    if (kind === 'pglite') {
      if (await hasFiles(pglite)) occupied.push(`the database in ${pglite}`);
    } else {
      tables = await postgresTables(target.databaseUrl!);
      if (tables > 0) occupied.push(`${tables} tables in ${databaseName(target.databaseUrl!)}`);
    }
    if (await hasFiles(target.uploadsDir)) occupied.push(`the uploads in ${target.uploadsDir}`);
    if (occupied.length && !force) {
      throw new BackupError(
        `The target is not empty: ${occupied.join(' and ')}. Nothing was changed. To replace it, run again with --force (the old ${kind === 'pglite' ? 'data is moved aside' : 'database is dumped to a file first, the uploads moved aside'}).`,
      );
    }

    staging = await mkdtemp(path.join(target.dataDir, '.restore-'));
    say(`Reading and checking ${resolved} …`);
    const read = await readBackup(resolved, staging, true);
    const { manifest } = read;
    if (manifest.kind !== kind) {
      throw unusable(
        resolved,
        `it holds a ${manifest.kind} database, and this shop is configured for ${kind === 'pglite' ? 'PGlite (DATA_DIR, no DATABASE_URL)' : 'PostgreSQL (DATABASE_URL)'}`,
      );
    }
    say(
      `Checked: ${describeCounts(manifest.counts)}, ${files(read.uploads)}, taken ${manifest.createdAt}.`,
    );

    const when = stamp();
    if (kind === 'pglite') {
      // Loaded into a fresh folder beside the target, then swapped in.
      const loaded = path.join(staging, 'pglite');
      const counts = await countPglite(loaded, new Blob([await readFile(read.databaseFile)]));
      if (!sameCounts(counts, manifest.counts)) {
        throw unusable(
          resolved,
          `its database loaded with ${describeCounts(counts)}, not the counts recorded`,
        );
      }
      if (await hasFiles(pglite))
        say(`Moved the old database aside to ${await moveAside(pglite, when)}.`);
      else await rm(pglite, { recursive: true, force: true });
      await rename(loaded, pglite);
    } else {
      await restorePostgres(target, read, { clean: tables > 0, when }, say);
    }

    if (await hasFiles(target.uploadsDir)) {
      say(`Moved the old uploads aside to ${await moveAside(target.uploadsDir, when)}.`);
    } else {
      await rm(target.uploadsDir, { recursive: true, force: true });
    }
    const stagedUploads = path.join(staging, 'uploads');
    if (existsSync(stagedUploads)) await move(stagedUploads, target.uploadsDir);
    else await mkdir(target.uploadsDir, { recursive: true });

    if (read.hasSecret) {
      const secret = path.join(target.dataDir, 'session-secret');
      const staged = path.join(staging, 'session-secret');
      if (!existsSync(secret)) await rename(staged, secret);
      else if (readFileSync(secret, 'utf8') !== readFileSync(staged, 'utf8')) {
        if (force) {
          say(`Moved the old session secret aside to ${await moveAside(secret, when)}.`);
          await rename(staged, secret);
        } else {
          say(
            `Kept ${secret} (it differs from the backup's: sessions and invoice links from before the backup no longer work).`,
          );
        }
      }
    }
    say(`Restored ${describeCounts(manifest.counts)} and ${files(read.uploads)}. Start the shop.`);
    return manifest;
  } finally {
    if (staging) await rm(staging, { recursive: true, force: true });
    release();
    if (createdDataDir && (await readdir(target.dataDir)).length === 0) {
      await rm(target.dataDir, { recursive: true, force: true });
    }
  }
}

/** Tables in the database's own schemas; refuses while other sessions are connected. */
async function postgresTables(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const others = await client.query<{ n: number; names: string | null }>(
      `select count(*)::int as n, string_agg(distinct nullif(application_name, ''), ', ') as names
         from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    const busy = others.rows[0]!;
    if (busy.n > 0) {
      throw new BackupError(
        `${busy.n} other sessions are connected to ${databaseName(url)}${busy.names ? ` (${busy.names})` : ''}: stop the shop (every app server) first. Nothing was changed.`,
      );
    }
    const result = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return result.rows[0]!.n;
  } finally {
    await client.end().catch(() => {});
  }
}

async function restorePostgres(
  target: BackupTarget,
  read: ReadBackup,
  { clean, when }: { clean: boolean; when: string },
  say: Say,
): Promise<void> {
  const url = target.databaseUrl!;
  const neededMajor = Number.parseInt(read.manifest.postgres?.pgDump ?? '0', 10);
  const pgRestore = await toolVersion('pg_restore', neededMajor);
  checkToolMajor('pg_restore', pgRestore.major, neededMajor, 'the pg_dump that wrote this backup');
  const connection = connectionFor(url);
  if (clean) {
    // The old contents, kept rather than lost: a dump of them first.
    const kept = path.join(target.dataDir, `before-restore-${databaseName(url)}-${when}.pgdump`);
    const pgDump = await toolVersion('pg_dump');
    const run = await runTool(
      'pg_dump',
      ['--format=custom', `--file=${kept}`, `--dbname=${connection.dbname}`],
      connection.env,
    );
    if (run.code !== 0) {
      throw new BackupError(
        `pg_dump ${pgDump.text} of the old database failed, nothing was changed: ${run.stderr.trim()}`,
      );
    }
    say(`Dumped the old database to ${kept}.`);
  }
  say(`Restoring into ${databaseName(url)} with pg_restore ${pgRestore.text} …`);
  const run = await runTool(
    'pg_restore',
    [
      ...(clean ? ['--clean', '--if-exists'] : []),
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${connection.dbname}`,
      read.databaseFile,
    ],
    connection.env,
  );
  if (run.code !== 0) {
    throw new BackupError(
      `pg_restore failed (in one transaction: the database is as it was): ${run.stderr.trim()}`,
    );
  }
}

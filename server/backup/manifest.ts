/**
 * The backup's manifest.json, the archive's last entry (so that a truncated file has
 * none): what made it, what kind of database it holds, and the size and SHA-256 of every
 * other entry. A restore compares the archive with it before touching anything.
 */
import { z } from 'zod';
import type { EntryInfo } from './tar.ts';

export const MANIFEST_NAME = 'manifest.json';
export const FORMAT = 'storefront-backup';
export const FORMAT_VERSION = 1;

/** The database part's name inside the archive, by kind. */
export const DATABASE_PART = {
  pglite: 'database/pglite.tar.gz',
  postgres: 'database/postgres.pgdump',
} as const;
export const SESSION_SECRET_PART = 'session-secret';
export const UPLOADS_PREFIX = 'uploads/';

const Counts = z.object({ orders: z.number(), users: z.number(), products: z.number() });
export type Counts = z.infer<typeof Counts>;

const Manifest = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.number().int(),
  createdAt: z.string(),
  app: z.object({ name: z.string(), version: z.string() }),
  /** Migrations applied to the database when it was backed up. */
  migrations: z.number().int().min(0),
  kind: z.enum(['pglite', 'postgres']),
  /** PostgreSQL only: the server's and pg_dump's versions. */
  postgres: z.object({ server: z.string(), pgDump: z.string() }).optional(),
  /** Rows when it was backed up (the same snapshot as the dump). */
  counts: Counts,
  parts: z.array(z.object({ name: z.string(), size: z.number().int().min(0), sha256: z.string() })),
});
export type Manifest = z.infer<typeof Manifest>;

/** The backup cannot be used: the message says why, for the operator. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError('its manifest.json is not valid JSON');
  }
  const format = (json as { format?: unknown; formatVersion?: unknown } | null) ?? {};
  if (format.format !== FORMAT) throw new BackupError('it is not a storefront backup');
  if (typeof format.formatVersion === 'number' && format.formatVersion > FORMAT_VERSION) {
    throw new BackupError(
      `it was written in backup format ${format.formatVersion}, newer than this version of the shop reads (${FORMAT_VERSION}): restore it with the version that made it`,
    );
  }
  const parsed = Manifest.safeParse(json);
  if (!parsed.success) throw new BackupError('its manifest.json is incomplete or malformed');
  return parsed.data;
}

/**
 * Compares the entries read from the archive with the manifest's list: every part there,
 * none extra, each of the size and checksum recorded. Returns the problems, in words.
 */
export function compareParts(manifest: Manifest, entries: readonly EntryInfo[]): string[] {
  const problems: string[] = [];
  const read = new Map(entries.map((entry) => [entry.name, entry]));
  for (const part of manifest.parts) {
    const entry = read.get(part.name);
    if (!entry) problems.push(`${part.name} is missing`);
    else if (entry.size !== part.size || entry.sha256 !== part.sha256) {
      problems.push(`${part.name} is damaged (its checksum does not match)`);
    }
    read.delete(part.name);
  }
  read.delete(MANIFEST_NAME);
  for (const name of read.keys()) problems.push(`${name} is not listed in the manifest`);
  if (!manifest.parts.some((part) => part.name === DATABASE_PART[manifest.kind])) {
    problems.push(`the database (${DATABASE_PART[manifest.kind]}) is not listed`);
  }
  return problems;
}

/** The upload's path under UPLOADS_DIR for an archive entry, or undefined. */
export function uploadPath(name: string): string | undefined {
  return name.startsWith(UPLOADS_PREFIX) && name.length > UPLOADS_PREFIX.length
    ? name.slice(UPLOADS_PREFIX.length)
    : undefined;
}

export function describeCounts(counts: Counts): string {
  return `${counts.orders} orders, ${counts.users} accounts, ${counts.products} products`;
}

/** A file name for a backup taken now: storefront-20250101-093000.backup.tar. */
export function defaultBackupName(now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `storefront-${stamp}.backup.tar`;
}

/**
 * Where uploads live (issue 36): a folder on this machine (UPLOADS_DIR, one server), or an
 * S3-compatible bucket (S3_BUCKET: AWS S3, MinIO, R2, …) that every app process behind one
 * shop shares. Keys are relative paths like 'products/3f…a1.png': checked here, so no key
 * can name a file outside the folder or an odd object in the bucket.
 */
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';

export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
  length: number;
}

export interface FileEntry {
  key: string;
  size: number;
}

export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Writes (or replaces) the file at `key`. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * The file, read whole (uploads are images of at most a few MB), or null when there is none.
   * Read before the answer starts, so a failed read is an error answer, never a cut one.
   */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a missing one is no error. */
  delete(key: string): Promise<void>;
  /** Every file whose key starts with `prefix` ('' for all), with its size in bytes. */
  list(prefix: string): Promise<FileEntry[]>;
}

/**
 * A key: folders and a name of letters, digits, '.', '_' and '-', separated by '/', none
 * starting with a dot (so no '..'), no leading or doubled slash, at most 512 characters.
 */
const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export function isValidKey(key: string): boolean {
  return key.length <= 512 && KEY.test(key);
}

export function checkKey(key: string): string {
  if (!isValidKey(key)) throw new Error(`not a valid upload key: ${JSON.stringify(key)}`);
  return key;
}

/** Content types by file extension, for files stored without their type (the local folder). */
const TYPE_OF_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export function contentTypeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return TYPE_OF_EXTENSION[ext] ?? 'application/octet-stream';
}

/** Files in a folder (today's behaviour, and the default): UPLOADS_DIR. */
export function localFileStore(root: string): FileStore {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    const file = path.resolve(base, checkKey(key));
    // The key's rules already keep it inside; this says so once more.
    if (!file.startsWith(`${base}${path.sep}`)) throw new Error(`outside the uploads: ${key}`);
    return file;
  };
  return {
    kind: 'local',
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside it, then renamed: a reader never sees half a file.
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const bytes = new Uint8Array(await readFile(file));
        return { bytes, contentType: contentTypeOfKey(key), length: bytes.length };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async list(prefix) {
      let names: string[];
      try {
        names = await readdir(base, { recursive: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const entries: FileEntry[] = [];
      for (const name of names.sort()) {
        const key = name.split(path.sep).join('/');
        if (!key.startsWith(prefix) || !isValidKey(key) || key.endsWith('.tmp')) continue;
        const info = await stat(path.join(base, name));
        if (info.isFile()) entries.push({ key, size: info.size });
      }
      return entries;
    },
  };
}

export interface S3Settings {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** MinIO, R2, a local stand-in: path-style addressing (bucket in the path). */
  endpoint: string | undefined;
}

const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404);

/** An S3-compatible bucket (S3_BUCKET and its settings). */
export function s3FileStore(settings: S3Settings): FileStore {
  const client = new S3Client({
    region: settings.region,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
  });
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkKey(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
          // What the bucket's own address answers with (S3_PUBLIC_URL): keys never change.
          CacheControl: key.startsWith('service-requests/')
            ? 'private, max-age=604800'
            : 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        if (!answer.Body) return null;
        const bytes = await answer.Body.transformToByteArray();
        return {
          bytes,
          contentType: answer.ContentType ?? 'application/octet-stream',
          length: bytes.length,
        };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
    async list(prefix) {
      const entries: FileEntry[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            ...(prefix ? { Prefix: prefix } : {}),
            ...(token ? { ContinuationToken: token } : {}),
          }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) entries.push({ key: object.Key, size: object.Size ?? 0 });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return entries;
    },
  };
}

/** The store the configuration names: the bucket when S3_BUCKET is set, else the folder. */
export function createFileStore(config: {
  uploadsDir: string;
  s3: (S3Settings & { publicUrl: string | undefined }) | undefined;
}): FileStore {
  return config.s3 ? s3FileStore(config.s3) : localFileStore(config.uploadsDir);
}

export interface CopyCounts {
  /** Files found in the source. */
  found: number;
  /** Written to the target (new, or there with another size). */
  copied: number;
  /** Already in the target with the same size: left alone. */
  skipped: number;
  /** Names that are no valid key (a temporary file, a dot file): not copied. */
  ignored: string[];
}

/**
 * Copies every file of the folder `root` into `to` (uploads:migrate): idempotent, a file already in
 * the target with the same size is skipped. Each one's type is its name's.
 */
export async function copyFolder(root: string, to: FileStore): Promise<CopyCounts> {
  const from = localFileStore(root);
  const there = new Map((await to.list('')).map((entry) => [entry.key, entry.size]));
  const counts: CopyCounts = { found: 0, copied: 0, skipped: 0, ignored: [] };
  const names = await readdir(root, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new Error(`no such folder: ${root}`);
    throw error;
  });
  for (const name of names.sort()) {
    const info = await stat(path.join(root, name));
    if (!info.isFile()) continue;
    counts.found++;
    const key = name.split(path.sep).join('/');
    if (!isValidKey(key) || key.endsWith('.tmp')) {
      counts.ignored.push(key);
      continue;
    }
    if (there.get(key) === info.size) {
      counts.skipped++;
      continue;
    }
    const file = await from.get(key);
    if (!file) continue;
    await to.put(key, file.bytes, contentTypeOfKey(key));
    counts.copied++;
  }
  return counts;
}

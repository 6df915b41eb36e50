/**
 * A minimal POSIX tar (ustar) for the backup file: regular files only, written and read
 * in chunks, each entry's SHA-256 computed on the way. Plain tar so that an operator can
 * look inside with `tar tvf` and take a part out by hand; no dependency for 200 lines.
 *
 * Reading refuses what a backup never holds (links, devices, absolute names, `..`) and
 * says when the file ends early, so a truncated or damaged backup is never mistaken for
 * a whole one.
 */
import { createHash } from 'node:crypto';
import { type FileHandle, open } from 'node:fs/promises';

export const BLOCK = 512;
const CHUNK = 1024 * 1024;

/** The file is not a whole, well-formed backup archive. */
export class ArchiveError extends Error {
  override name = 'ArchiveError';
}

export interface EntryInfo {
  name: string;
  size: number;
  sha256: string;
}

function writeString(block: Buffer, offset: number, length: number, value: string) {
  const bytes = Buffer.from(value, 'utf8');
  if (bytes.length > length) throw new ArchiveError(`tar field too long: ${value}`);
  bytes.copy(block, offset);
}

function writeOctal(block: Buffer, offset: number, length: number, value: number) {
  // length - 1 digits and a NUL, as GNU and BSD tar write them.
  const digits = value.toString(8).padStart(length - 1, '0');
  if (digits.length > length - 1) throw new ArchiveError(`tar number too large: ${value}`);
  block.write(`${digits}\0`, offset, length, 'ascii');
}

/** Splits a name into ustar's prefix and name fields (at a '/'), or throws. */
export function splitName(name: string): { prefix: string; name: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', name };
  for (let at = name.indexOf('/'); at !== -1; at = name.indexOf('/', at + 1)) {
    const prefix = name.slice(0, at);
    const rest = name.slice(at + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100 && rest !== '') {
      return { prefix, name: rest };
    }
  }
  throw new ArchiveError(`The file name is too long for the backup archive: ${name}`);
}

/** A ustar header block for a regular file. */
export function encodeHeader(name: string, size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  const split = splitName(name);
  writeString(block, 0, 100, split.name);
  writeOctal(block, 100, 8, 0o644);
  writeOctal(block, 108, 8, 0);
  writeOctal(block, 116, 8, 0);
  writeOctal(block, 124, 12, size);
  writeOctal(block, 136, 12, Math.floor(mtime.getTime() / 1000));
  block.fill(0x20, 148, 156); // the checksum counts its own field as spaces
  block.write('0', 156, 1, 'ascii');
  block.write('ustar\0', 257, 6, 'ascii');
  block.write('00', 263, 2, 'ascii');
  writeString(block, 345, 155, split.prefix);
  writeOctal(block, 148, 7, checksum(block));
  block[155] = 0x20;
  return block;
}

function checksum(block: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : block[i]!;
  return sum;
}

const field = (block: Buffer, offset: number, length: number) => {
  const raw = block.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
};

const octal = (block: Buffer, offset: number, length: number) => {
  const text = field(block, offset, length).trim();
  if (!/^[0-7]+$/.test(text)) throw new ArchiveError('a tar header holds a malformed number');
  return Number.parseInt(text, 8);
};

/** A name safe to put under a folder: relative, no `..`, no backslash or NUL. */
export function isSafeName(name: string): boolean {
  if (name === '' || name.startsWith('/') || /[\\\0]/.test(name)) return false;
  return name.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

/** Reads a header block: the entry's name and size, or null for an end-of-archive block. */
export function decodeHeader(block: Buffer): { name: string; size: number } | null {
  if (block.every((byte) => byte === 0)) return null;
  if (octal(block, 148, 8) !== checksum(block)) {
    throw new ArchiveError('a tar header is damaged (its checksum does not match)');
  }
  if (field(block, 257, 6) !== 'ustar') throw new ArchiveError('not a ustar archive');
  const type = String.fromCharCode(block[156]!);
  const prefix = field(block, 345, 155);
  const name = prefix ? `${prefix}/${field(block, 0, 100)}` : field(block, 0, 100);
  if (type !== '0' && type !== '\0') {
    throw new ArchiveError(`the archive holds something other than a file: ${name}`);
  }
  if (!isSafeName(name)) throw new ArchiveError(`the archive holds an unsafe name: ${name}`);
  return { name, size: octal(block, 124, 12) };
}

const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

/** Writes a tar file entry by entry; `finish` adds the end-of-archive blocks. */
export class TarWriter {
  private readonly handle: FileHandle;

  private constructor(handle: FileHandle) {
    this.handle = handle;
  }

  static async create(file: string): Promise<TarWriter> {
    return new TarWriter(await open(file, 'wx'));
  }

  async addBuffer(name: string, data: Uint8Array, mtime = new Date()): Promise<EntryInfo> {
    await this.handle.write(encodeHeader(name, data.length, mtime));
    await this.handle.write(data);
    await this.handle.write(Buffer.alloc(padding(data.length)));
    return { name, size: data.length, sha256: createHash('sha256').update(data).digest('hex') };
  }

  /**
   * Copies a file in; its size is taken when it is opened, and a file that shrinks or
   * grows meanwhile fails the backup rather than writing a wrong entry.
   */
  async addFile(name: string, source: string): Promise<EntryInfo> {
    const input = await open(source, 'r');
    try {
      const stat = await input.stat();
      await this.handle.write(encodeHeader(name, stat.size, stat.mtime));
      const hash = createHash('sha256');
      const buffer = Buffer.alloc(Math.min(CHUNK, Math.max(stat.size, 1)));
      let done = 0;
      while (done < stat.size) {
        const { bytesRead } = await input.read(
          buffer,
          0,
          Math.min(buffer.length, stat.size - done),
        );
        if (bytesRead === 0) throw new ArchiveError(`${source} changed while it was copied`);
        const chunk = buffer.subarray(0, bytesRead);
        hash.update(chunk);
        await this.handle.write(chunk);
        done += bytesRead;
      }
      if ((await input.stat()).size !== stat.size) {
        throw new ArchiveError(`${source} changed while it was copied`);
      }
      await this.handle.write(Buffer.alloc(padding(stat.size)));
      return { name, size: stat.size, sha256: hash.digest('hex') };
    } finally {
      await input.close();
    }
  }

  /** Ends the archive and makes it durable. */
  async finish(): Promise<void> {
    await this.handle.write(Buffer.alloc(BLOCK * 2));
    await this.handle.sync();
    await this.handle.close();
  }

  async abandon(): Promise<void> {
    await this.handle.close().catch(() => {});
  }
}

/**
 * Where an entry's bytes go while the archive is read: `write` per chunk, then `end`.
 * `null` from the visitor: the entry is only checked (hashed), not kept.
 */
export interface EntrySink {
  write(chunk: Buffer): Promise<void>;
  end(): Promise<void>;
}

/**
 * Reads every entry of a tar file in order, computing each one's size and SHA-256, and
 * handing its bytes to the visitor's sink. Throws ArchiveError when the file is not a
 * whole tar archive (ends early, damaged header, unsafe names, duplicates).
 */
export async function readTar(
  file: string,
  visit: (entry: { name: string; size: number }) => Promise<EntrySink | null>,
): Promise<EntryInfo[]> {
  const handle = await open(file, 'r');
  try {
    const total = (await handle.stat()).size;
    const entries: EntryInfo[] = [];
    const seen = new Set<string>();
    const header = Buffer.alloc(BLOCK);
    const buffer = Buffer.alloc(CHUNK);
    let position = 0;
    const readExactly = async (target: Buffer, length: number) => {
      if (position + length > total) throw new ArchiveError('the file ends too early (truncated)');
      const { bytesRead } = await handle.read(target, 0, length, position);
      if (bytesRead !== length) throw new ArchiveError('the file ends too early (truncated)');
      position += length;
      return target.subarray(0, length);
    };
    for (;;) {
      const decoded = decodeHeader(await readExactly(header, BLOCK));
      if (!decoded) {
        // End of archive: a second zero block must follow.
        const next = await readExactly(header, BLOCK);
        if (!next.every((byte) => byte === 0)) throw new ArchiveError('the archive is damaged');
        return entries;
      }
      if (seen.has(decoded.name)) {
        throw new ArchiveError(`the archive holds ${decoded.name} twice`);
      }
      seen.add(decoded.name);
      const sink = await visit(decoded);
      const hash = createHash('sha256');
      let left = decoded.size;
      while (left > 0) {
        const chunk = await readExactly(buffer, Math.min(CHUNK, left));
        hash.update(chunk);
        if (sink) await sink.write(chunk);
        left -= chunk.length;
      }
      if (sink) await sink.end();
      await readExactly(header, padding(decoded.size));
      entries.push({ name: decoded.name, size: decoded.size, sha256: hash.digest('hex') });
    }
  } finally {
    await handle.close();
  }
}

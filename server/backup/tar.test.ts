import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ArchiveError,
  BLOCK,
  decodeHeader,
  encodeHeader,
  isSafeName,
  readTar,
  splitName,
  TarWriter,
} from './tar.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tar-test-'));
  dirs.push(dir);
  return dir;
};

async function archive(dir: string, entries: Record<string, Buffer>): Promise<string> {
  const file = path.join(dir, 'a.tar');
  const writer = await TarWriter.create(file);
  for (const [name, data] of Object.entries(entries)) await writer.addBuffer(name, data);
  await writer.finish();
  return file;
}

async function readAll(file: string) {
  const kept = new Map<string, Buffer>();
  const entries = await readTar(file, async ({ name }) => {
    const chunks: Buffer[] = [];
    return {
      write: async (chunk) => {
        chunks.push(Buffer.from(chunk));
      },
      end: async () => {
        kept.set(name, Buffer.concat(chunks));
      },
    };
  });
  return { entries, kept };
}

describe('tar headers', () => {
  it('round-trips a name and size, and splits long names at a slash', () => {
    const header = encodeHeader('uploads/products/abc.png', 1234, new Date(0));
    expect(header.length).toBe(BLOCK);
    expect(decodeHeader(header)).toEqual({ name: 'uploads/products/abc.png', size: 1234 });
    const long = `uploads/${'d'.repeat(90)}/${'f'.repeat(90)}.png`;
    expect(splitName(long)).toEqual({
      prefix: `uploads/${'d'.repeat(90)}`,
      name: `${'f'.repeat(90)}.png`,
    });
    expect(decodeHeader(encodeHeader(long, 1, new Date()))?.name).toBe(long);
    expect(() => splitName(`x/${'f'.repeat(120)}`)).toThrowError(ArchiveError);
  });

  it('reads an all-zero block as the end and refuses a damaged header', () => {
    expect(decodeHeader(Buffer.alloc(BLOCK))).toBeNull();
    const header = encodeHeader('manifest.json', 10, new Date());
    header[0] = 'n'.charCodeAt(0);
    expect(() => decodeHeader(header)).toThrowError(/checksum/);
  });

  it('accepts only relative names without ..', () => {
    expect(isSafeName('uploads/products/a.png')).toBe(true);
    for (const name of ['', '/etc/passwd', '../x', 'uploads/../../x', 'a//b', 'a\\b', './a']) {
      expect(isSafeName(name), name).toBe(false);
    }
    // A header naming ../ is refused when read.
    expect(() => decodeHeader(encodeHeader('../escape', 1, new Date()))).toThrowError(/unsafe/);
  });
});

describe('tar files', () => {
  it('reads back what was written, with sizes and checksums, as tar reads it', async () => {
    const dir = tempDir();
    const big = Buffer.alloc(3 * 1024 * 1024 + 17, 7);
    const source = path.join(dir, 'big.bin');
    writeFileSync(source, big);
    const file = path.join(dir, 'b.tar');
    const writer = await TarWriter.create(file);
    const small = await writer.addBuffer('small.txt', Buffer.from('hello'));
    const added = await writer.addFile('uploads/big.bin', source);
    await writer.finish();
    expect(readFileSync(file).length % BLOCK).toBe(0);
    const { entries, kept } = await readAll(file);
    expect(entries).toEqual([small, added]);
    expect(small.sha256).toBe('2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824');
    expect(kept.get('uploads/big.bin')?.equals(big)).toBe(true);
    expect(kept.get('small.txt')?.toString()).toBe('hello');
  });

  it('says a file cut short is truncated, wherever it is cut', async () => {
    const dir = tempDir();
    const file = await archive(dir, { 'a.txt': Buffer.alloc(2000, 1), 'b.txt': Buffer.from('b') });
    const bytes = readFileSync(file);
    for (const length of [0, 100, BLOCK, 1500, bytes.length - BLOCK, bytes.length - 1]) {
      const cut = path.join(dir, `cut-${length}.tar`);
      writeFileSync(cut, bytes.subarray(0, length));
      await expect(readAll(cut), `cut at ${length}`).rejects.toThrowError(/truncated/);
    }
  });

  it('refuses an archive holding a name twice', async () => {
    const dir = tempDir();
    const file = await archive(dir, { 'a.txt': Buffer.from('1') });
    const bytes = readFileSync(file);
    const entry = bytes.subarray(0, 2 * BLOCK);
    const twice = path.join(dir, 'twice.tar');
    writeFileSync(twice, Buffer.concat([entry, entry, Buffer.alloc(2 * BLOCK)]));
    await expect(readAll(twice)).rejects.toThrowError(/twice/);
  });
});

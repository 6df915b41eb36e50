import { describe, expect, it } from 'vitest';
import {
  BackupError,
  compareParts,
  DATABASE_PART,
  defaultBackupName,
  FORMAT,
  FORMAT_VERSION,
  type Manifest,
  parseManifest,
  uploadPath,
} from './manifest.ts';

const manifest: Manifest = {
  format: FORMAT,
  formatVersion: FORMAT_VERSION,
  createdAt: '2025-01-01T00:00:00.000Z',
  app: { name: 'shop', version: '0.1.0' },
  migrations: 3,
  kind: 'pglite',
  counts: { orders: 1, users: 2, products: 3 },
  parts: [
    { name: DATABASE_PART.pglite, size: 10, sha256: 'aa' },
    { name: 'uploads/products/a.png', size: 5, sha256: 'bb' },
  ],
};
const entries = [
  { name: DATABASE_PART.pglite, size: 10, sha256: 'aa' },
  { name: 'uploads/products/a.png', size: 5, sha256: 'bb' },
  { name: 'manifest.json', size: 100, sha256: 'cc' },
];

describe('the manifest', () => {
  it('reads back what was written and refuses what is not a backup', () => {
    expect(parseManifest(JSON.stringify(manifest))).toEqual(manifest);
    expect(() => parseManifest('{')).toThrowError(BackupError);
    expect(() => parseManifest('{"format":"other"}')).toThrowError(/not a storefront backup/);
    expect(() => parseManifest(JSON.stringify({ ...manifest, kind: 'mysql' }))).toThrowError(
      /malformed/,
    );
    expect(() =>
      parseManifest(JSON.stringify({ ...manifest, formatVersion: FORMAT_VERSION + 1 })),
    ).toThrowError(/newer than this version/);
  });

  it('matches the archive only when every part is there, whole, and nothing else', () => {
    expect(compareParts(manifest, entries)).toEqual([]);
    expect(compareParts(manifest, entries.slice(1))).toEqual([
      `${DATABASE_PART.pglite} is missing`,
    ]);
    expect(
      compareParts(manifest, [{ ...entries[0]!, sha256: 'ab' }, entries[1]!, entries[2]!]),
    ).toEqual([`${DATABASE_PART.pglite} is damaged (its checksum does not match)`]);
    expect(compareParts(manifest, [...entries, { name: 'x', size: 1, sha256: 'dd' }])).toEqual([
      'x is not listed in the manifest',
    ]);
    expect(compareParts({ ...manifest, kind: 'postgres' }, entries)).toEqual([
      `the database (${DATABASE_PART.postgres}) is not listed`,
    ]);
  });

  it('maps upload entries to their folder and names a backup by its time', () => {
    expect(uploadPath('uploads/products/a.png')).toBe('products/a.png');
    expect(uploadPath('uploads/')).toBeUndefined();
    expect(uploadPath('session-secret')).toBeUndefined();
    expect(defaultBackupName(new Date('2025-03-04T05:06:07.891Z'))).toBe(
      'storefront-20250304-050607.backup.tar',
    );
  });
});

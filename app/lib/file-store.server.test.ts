import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentTypeOfKey, isValidKey, localFileStore } from './file-store.server.ts';
import { linkUploadsFrom, uploadHref } from './uploaded-images.ts';

describe('upload keys', () => {
  it.each([
    'products/3f2a.png',
    'reviews/0123456789abcdef0123456789abcdef-thumb.webp',
    'service-requests/a.webp',
    'a',
  ])('takes %s', (key) => {
    expect(isValidKey(key)).toBe(true);
  });

  it.each([
    '',
    '../session-secret',
    'products/../../session-secret',
    'products/..',
    './products/a.png',
    '/etc/passwd',
    'products//a.png',
    'products/a.png/',
    'products\\..\\a.png',
    'products/.hidden',
    'products/a b.png',
    'products/%2e%2e/a.png',
    `products/${'a'.repeat(600)}.png`,
  ])('refuses %j', (key) => {
    expect(isValidKey(key)).toBe(false);
  });

  it('knows an image by its name, anything else as bytes', () => {
    expect(contentTypeOfKey('products/a.jpg')).toBe('image/jpeg');
    expect(contentTypeOfKey('products/a.PNG')).toBe('image/png');
    expect(contentTypeOfKey('reviews/a.webp')).toBe('image/webp');
    expect(contentTypeOfKey('products/a.svg')).toBe('application/octet-stream');
    expect(contentTypeOfKey('products/index.html')).toBe('application/octet-stream');
  });
});

describe('the local folder', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'storefront-files-'));
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('puts, gets, lists and deletes, leaving no temporary file', async () => {
    const files = localFileStore(root);
    expect(files.kind).toBe('local');
    await files.put('products/a.png', new Uint8Array([1, 2, 3]), 'image/png');
    await files.put('reviews/b.webp', new Uint8Array([4, 5]), 'image/webp');
    expect(readdirSync(path.join(root, 'products'))).toEqual(['a.png']);
    const got = await files.get('products/a.png');
    expect(got).toEqual({
      bytes: new Uint8Array([1, 2, 3]),
      contentType: 'image/png',
      length: 3,
    });
    expect(await files.get('products/none.png')).toBeNull();
    expect(await files.list('')).toEqual([
      { key: 'products/a.png', size: 3 },
      { key: 'reviews/b.webp', size: 2 },
    ]);
    expect(await files.list('reviews/')).toEqual([{ key: 'reviews/b.webp', size: 2 }]);
    await files.delete('products/a.png');
    await files.delete('products/a.png');
    expect(await files.get('products/a.png')).toBeNull();
    expect(await files.list('products/')).toEqual([]);
  });

  it('lists nothing for a folder not made yet, and skips what no key names', async () => {
    expect(await localFileStore(path.join(root, 'not-yet')).list('')).toEqual([]);
    mkdirSync(path.join(root, 'products'));
    writeFileSync(path.join(root, 'products', '.DS_Store'), 'x');
    writeFileSync(path.join(root, 'products', 'a.png.1.2.tmp'), 'x');
    writeFileSync(path.join(root, 'products', 'a.png'), 'png');
    expect(await localFileStore(root).list('')).toEqual([{ key: 'products/a.png', size: 3 }]);
  });

  it('refuses a key that leaves the folder, for every operation', async () => {
    writeFileSync(path.join(root, 'secret'), 'x');
    const files = localFileStore(path.join(root, 'uploads'));
    const bytes = new Uint8Array([1]);
    await expect(files.put('../secret', bytes, 'image/png')).rejects.toThrow(
      'not a valid upload key',
    );
    await expect(files.get('../secret')).rejects.toThrow('not a valid upload key');
    await expect(files.get('products/../../secret')).rejects.toThrow('not a valid upload key');
    await expect(files.delete('../secret')).rejects.toThrow('not a valid upload key');
    expect(readdirSync(root)).toEqual(['secret']);
  });
});

describe('where pages link uploads from', () => {
  afterEach(() => linkUploadsFrom(undefined));

  it('through the shop, unless the bucket has a public address; private photos always', () => {
    expect(uploadHref('/media/uploads/products/a.png')).toBe('/media/uploads/products/a.png');
    linkUploadsFrom('https://cdn.shop.example/u/');
    expect(uploadHref('/media/uploads/products/a.png')).toBe(
      'https://cdn.shop.example/u/products/a.png',
    );
    expect(uploadHref('/media/uploads/reviews/b.webp')).toBe(
      'https://cdn.shop.example/u/reviews/b.webp',
    );
    expect(uploadHref('/media/uploads/service-requests/c.webp')).toBe(
      '/media/uploads/service-requests/c.webp',
    );
    // The demo's own images are the shop's, not uploads.
    expect(uploadHref('/media/products/geyser/1.webp')).toBe('/media/products/geyser/1.webp');
  });
});

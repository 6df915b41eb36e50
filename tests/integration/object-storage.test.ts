/**
 * Uploads in an S3-compatible bucket (issue 36), against a local stand-in (s3rver): on
 * PostgreSQL two app servers share one database, each with its own empty uploads folder,
 * and an image uploaded through one is served by the other; on PGlite (one process owns
 * the data) one server does the round trip. Then the bucket's public address
 * (S3_PUBLIC_URL), and `npm run uploads:migrate`.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3FileStore } from '../../app/lib/file-store.server.ts';
import { productImages } from '../../app/modules/catalog/schema.ts';
import { parseEnv, s3Settings } from '../../config/env.ts';
import { browser } from '../setup/browser.ts';
import { multipartPost } from '../setup/multipart.ts';
import { type S3StandIn, startS3StandIn } from '../setup/s3-stand-in.ts';
import { staffBrowser } from '../setup/staff.ts';
import { backend } from '../setup/test-database.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
const BUCKET = 'shop-uploads';
const IMMUTABLE = 'public, max-age=31536000, immutable';

let s3: S3StandIn;
beforeAll(async () => {
  s3 = await startS3StandIn([BUCKET, 'migrated', 'public-shop']);
});
afterAll(async () => {
  await s3?.stop();
});

const bucket = (name: string) => s3FileStore(s3Settings(parseEnv(s3.env(name)))!);
const emptyFolder = () => mkdtempSync(path.join(tmpdir(), 'storefront-uploads-'));

/** An active product with images, and the admin path that adds one. */
async function someProduct(server: TestServer) {
  const rows = await server.services.database.db.execute(sql`select p.id, p.public_id, p.slug
    from products p where p.active
      and exists (select 1 from product_images i where i.product_id = p.id)
    order by p.id limit 1`);
  const row = (rows as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
  return { id: Number(row.id), publicId: String(row.public_id), slug: String(row.slug) };
}

async function uploadProductImage(server: TestServer, bytes: Buffer, name: string, type: string) {
  const staff = await staffBrowser(server, 'admin');
  const product = await someProduct(server);
  const answer = await multipartPost(server, staff, `/admin/products/${product.publicId}/images`, {
    intent: 'upload',
    image: new File([new Uint8Array(bytes)], name, { type }),
    alt: 'Uploaded to the bucket',
  });
  expect(answer.status).toBe(200);
  expect(answer.html).toContain('The image has been added.');
  const [image] = await server.services.database.db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, product.id))
    .orderBy(sql`${productImages.id} desc`)
    .limit(1);
  return { product, path: image!.path };
}

const twoProcesses = backend() === 'postgres';

describe(
  twoProcesses
    ? 'two app servers on one PostgreSQL, one bucket'
    : 'one app server on PGlite, a bucket',
  () => {
    let first: TestServer;
    let second: TestServer;
    const folders = [emptyFolder(), emptyFolder()];
    beforeAll(async () => {
      first = await startTestServer({ env: { ...s3.env(BUCKET), UPLOADS_DIR: folders[0]! } });
      second = twoProcesses
        ? await startTestServer({
            databaseUrl: first.services.config.databaseUrl!,
            seed: false,
            env: { ...s3.env(BUCKET), UPLOADS_DIR: folders[1]! },
          })
        : first;
    });
    afterAll(async () => {
      if (second !== first) await second?.stop();
      await first?.stop();
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    });

    it('serves an image uploaded through one server from the other, cached as immutable', async () => {
      expect(first.services.files.kind).toBe('s3');
      const { product, path: stored } = await uploadProductImage(
        first,
        PNG,
        'dot.png',
        'image/png',
      );
      expect(stored).toMatch(/^\/media\/uploads\/products\/[0-9a-f]{32}\.png$/);
      const key = stored.slice('/media/uploads/'.length);
      // In the bucket, and in neither server's own folder.
      expect((await bucket(BUCKET).list('products/')).map((entry) => entry.key)).toContain(key);
      for (const folder of folders) expect(readdirSync(folder)).toEqual([]);

      const served = await second.fetch(stored);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
      // The product page of the other server links it through the shop (no S3_PUBLIC_URL).
      const page = await browser(second).get(`/product/${product.slug}`);
      expect(page.html).toContain(stored);

      // Deleted from the bucket: gone for both.
      await first.services.files.delete(key);
      expect((await second.fetch(stored)).status).toBe(404);
      expect((await first.fetch(stored)).status).toBe(404);
      expect(first.errors).toEqual([]);
      expect(second.errors).toEqual([]);
    });

    it('serves only images, by the type they were stored with, and keeps service photos private', async () => {
      const files = bucket(BUCKET);
      await files.put('service-requests/0123456789abcdef0123456789abcdef.webp', WEBP, 'image/webp');
      const privately = await second.fetch(
        '/media/uploads/service-requests/0123456789abcdef0123456789abcdef.webp',
      );
      expect(privately.status).toBe(200);
      expect(privately.headers.get('cache-control')).toBe('private, max-age=604800');
      expect(Buffer.from(await privately.arrayBuffer()).equals(WEBP)).toBe(true);

      // HTML stored under an image's name, an SVG, a name without a type: never served.
      await files.put('products/evil.png', Buffer.from('<script>alert(1)</script>'), 'text/html');
      await files.put('products/logo.svg', Buffer.from('<svg/>'), 'image/svg+xml');
      await files.put('products/page', Buffer.from('<p>hi</p>'), 'text/html');
      for (const stray of [
        '/media/uploads/products/evil.png',
        '/media/uploads/products/logo.svg',
        '/media/uploads/products/page',
        '/media/uploads/products/missing.png',
        '/media/uploads/products/../../session-secret',
        '/media/uploads/products/%2e%2e/x.png',
      ]) {
        const answer = await second.fetch(stray);
        expect(answer.status, stray).toBe(404);
        // ('../..' is resolved away by the client: the shop's own 404 page answers that one.)
        if (!stray.includes('..')) {
          expect(answer.headers.get('content-type') ?? '', stray).not.toMatch(/html|svg/);
        }
      }
    });
  },
);

describe('S3_PUBLIC_URL: public images linked from the bucket', () => {
  let server: TestServer;
  const folder = emptyFolder();
  const publicUrl = () => `${s3.endpoint}/public-shop`;
  beforeAll(async () => {
    server = await startTestServer({
      env: { ...s3.env('public-shop', { S3_PUBLIC_URL: `${publicUrl()}/` }), UPLOADS_DIR: folder },
    });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('links product images from the bucket (allowed by the CSP); the shop still serves them', async () => {
    const { product, path: stored } = await uploadProductImage(
      server,
      WEBP,
      'dot.webp',
      'image/webp',
    );
    const key = stored.slice('/media/uploads/'.length);
    const page = await browser(server).get(`/product/${product.slug}`);
    expect(page.html).toContain(`${publicUrl()}/${key}`);
    const csp = (await server.fetch(`/product/${product.slug}`)).headers.get(
      'content-security-policy',
    );
    expect(csp).toContain(
      `img-src 'self' data: blob: https://tile.openstreetmap.org ${s3.endpoint}`,
    );
    // The bucket answers it with the type and caching it was stored with.
    const direct = await fetch(`${publicUrl()}/${key}`);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('content-type')).toBe('image/webp');
    expect(direct.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(Buffer.from(await direct.arrayBuffer()).equals(WEBP)).toBe(true);
    // Old links (orders, e-mails) through the shop keep working.
    expect((await server.fetch(stored)).status).toBe(200);
    expect(readdirSync(folder)).toEqual([]);
  });
});

describe('npm run uploads:migrate', () => {
  // Asynchronously: the stand-in answers from this very process.
  const run = (env: Record<string, string>, args: string[]) =>
    new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['scripts/uploads-migrate.ts', ...args],
        { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', ...env }, timeout: 20_000 },
        (error, stdout, stderr) =>
          resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });

  it('copies a local folder into the bucket, once, and says how many', async () => {
    const from = emptyFolder();
    try {
      mkdirSync(path.join(from, 'products'));
      mkdirSync(path.join(from, 'reviews'));
      writeFileSync(path.join(from, 'products', 'aa.png'), PNG);
      writeFileSync(path.join(from, 'reviews', 'bb.webp'), WEBP);
      writeFileSync(path.join(from, 'reviews', 'bb-thumb.webp'), WEBP);
      writeFileSync(path.join(from, '.DS_Store'), 'x');

      const once = await run(s3.env('migrated'), ['--from', from]);
      expect(once.stderr).toBe('');
      expect(once.status).toBe(0);
      expect(once.stdout).toContain('4 files, 3 copied, 0 already there, 1 ignored');
      const files = bucket('migrated');
      expect((await files.list('')).map((entry) => entry.key).sort()).toEqual([
        'products/aa.png',
        'reviews/bb-thumb.webp',
        'reviews/bb.webp',
      ]);
      const copied = await files.get('products/aa.png');
      expect(copied?.contentType).toBe('image/png');
      expect(Buffer.from(copied!.bytes).equals(PNG)).toBe(true);

      // Again: nothing to copy. A changed file (another size) is copied again.
      writeFileSync(path.join(from, 'products', 'aa.png'), Buffer.concat([PNG, PNG]));
      const twice = await run(s3.env('migrated'), ['--from', from]);
      expect(twice.status).toBe(0);
      expect(twice.stdout).toContain('4 files, 1 copied, 2 already there, 1 ignored');
      // UPLOADS_DIR is the folder when --from is not given.
      const third = await run({ ...s3.env('migrated'), UPLOADS_DIR: from }, []);
      expect(third.stdout).toContain('0 copied, 3 already there');
    } finally {
      rmSync(from, { recursive: true, force: true });
    }
  });

  it('refuses to run without a bucket, or with half its settings', async () => {
    const none = await run({}, []);
    expect(none.status).toBe(1);
    expect(none.stderr).toContain('S3_BUCKET is not set');
    const half = await run({ S3_BUCKET: 'migrated', S3_REGION: 'us-east-1' }, []);
    expect(half.status).toBe(1);
    expect(half.stderr).toContain('S3_ACCESS_KEY_ID: must be set with the other S3 settings');
  });
});

/**
 * Backups (issue 36, docs/operations.md § Backups): a shop with an order, a new account
 * and an uploaded image, backed up with `npm run backup`, restored with `npm run restore`
 * into an empty data folder and uploads folder, and served again: every order, account
 * and image is there. A target that holds a shop is refused without --force and moved
 * aside with it; a damaged or truncated backup is refused and nothing changes. On
 * PostgreSQL (when pg_dump is installed) the same round trip between two databases.
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImages, products } from '../../app/modules/catalog/schema.ts';
import { users } from '../../app/modules/identity/schema.ts';
import { orders } from '../../app/modules/order/schema.ts';
import { browser, verifiedAccount } from '../setup/browser.ts';
import { atCheckout, GUEST_FIELDS, variantInStock } from '../setup/guest-checkout.ts';
import { multipartPost } from '../setup/multipart.ts';
import { staffBrowser } from '../setup/staff.ts';
import { backend, createTestDatabase, type TestDatabase } from '../setup/test-database.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

/** A PNG of 1 x 1 pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const SLOW = 180_000;
const dirs: string[] = [];
const tempDir = (label: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `storefront-backup-${label}-`));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs one of the shop's commands as an operator would, with only these settings. */
function run(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, [`scripts/${script}.ts`, ...args], {
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** What a shop holds that a restore must bring back. */
async function contents(server: TestServer) {
  const db = server.services.database.db;
  return {
    orders: (await db.select({ n: orders.orderNumber }).from(orders).orderBy(asc(orders.id))).map(
      (row) => row.n,
    ),
    users: (await db.select({ e: users.email }).from(users).orderBy(asc(users.id))).map(
      (row) => row.e,
    ),
    products: (await db.select({ id: products.publicId }).from(products)).length,
    images: (
      await db.select({ p: productImages.path }).from(productImages).orderBy(asc(productImages.id))
    ).map((row) => row.p),
  };
}

/** A guest's COD order, a shopper's account and an image uploaded in the back office. */
async function exerciseTheShop(server: TestServer) {
  const b = browser(server);
  const key = await atCheckout(b, await variantInStock(server));
  const placed = await b.post('/checkout', {
    ...GUEST_FIELDS,
    paymentMethod: 'cod',
    idempotencyKey: key,
  });
  expect(placed.status).toBe(302);
  const account = await verifiedAccount(server, 'backup');
  const admin = await staffBrowser(server, 'admin');
  const [product] = await server.services.database.db
    .select({ id: products.id, publicId: products.publicId })
    .from(products)
    .limit(1);
  const uploaded = await multipartPost(
    server,
    admin,
    `/admin/products/${product!.publicId}/images`,
    {
      intent: 'upload',
      image: new File([new Uint8Array(PNG)], 'dot.png', { type: 'image/png' }),
      alt: 'A dot',
    },
  );
  expect(uploaded.status).toBe(200);
  const images = await server.services.database.db
    .select({ path: productImages.path })
    .from(productImages)
    .where(eq(productImages.productId, product!.id));
  const imagePath = images.map((row) => row.path).find((p) => p.startsWith('/media/uploads/'));
  expect(imagePath).toMatch(/^\/media\/uploads\/products\/[0-9a-f]{32}\.png$/);
  return { imagePath: imagePath!, email: account.email };
}

/**
 * Every file under a folder with its size and time, and its folders: "nothing changed"
 * made checkable (a folder's own time moves with the lock file a command takes and drops).
 */
function listing(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      const info = statSync(full);
      return `${path.relative(dir, full)} ${entry.isFile() ? `${info.size} ${info.mtimeMs}` : 'dir'}`;
    })
    .sort();
}

/** A copy of the backup with bytes changed in the middle, and one cut short. */
function damagedCopies(file: string, dir: string) {
  const bytes = readFileSync(file);
  const damaged = Buffer.from(bytes);
  const middle = Math.floor(bytes.length / 2);
  for (let i = 0; i < 16; i++) damaged[middle + i] = damaged[middle + i]! ^ 0xff;
  const damagedFile = path.join(dir, 'damaged.tar');
  writeFileSync(damagedFile, damaged);
  const truncatedFile = path.join(dir, 'truncated.tar');
  writeFileSync(truncatedFile, bytes.subarray(0, Math.floor(bytes.length * 0.8)));
  return { damagedFile, truncatedFile };
}

describe.runIf(backend() === 'pglite')('a backup of the embedded database (PGlite)', () => {
  let source: { dataDir: string; uploadsDir: string };
  let before: Awaited<ReturnType<typeof contents>>;
  let used: Awaited<ReturnType<typeof exerciseTheShop>>;
  let backupFile: string;
  let work: string;

  beforeAll(async () => {
    source = { dataDir: tempDir('src-data'), uploadsDir: tempDir('src-uploads') };
    work = tempDir('work');
    const server = await startTestServer({
      pgliteDir: source.dataDir,
      env: { UPLOADS_DIR: source.uploadsDir },
    });
    try {
      used = await exerciseTheShop(server);
      before = await contents(server);
      expect(server.errors).toEqual([]);
    } finally {
      await server.stop();
    }
    backupFile = path.join(work, 'shop.backup.tar');
  }, SLOW);

  const sourceEnv = () => ({ DATA_DIR: source.dataDir, UPLOADS_DIR: source.uploadsDir });

  it(
    'is refused while the shop runs on that folder',
    () => {
      // A running shop's lock (this test's parent is alive).
      const lock = path.join(source.dataDir, 'pglite.lock');
      writeFileSync(lock, String(process.ppid));
      try {
        const refused = run('backup', ['--out', path.join(work, 'refused.tar')], sourceEnv());
        expect(refused.status).toBe(1);
        expect(refused.output).toMatch(/is in use by process \d+ .*stop it first/);
        expect(existsSync(path.join(work, 'refused.tar'))).toBe(false);
      } finally {
        rmSync(lock, { force: true });
      }
    },
    SLOW,
  );

  it(
    'is taken, checked, restored into an empty folder, and the shop has every order, account and image',
    async () => {
      const taken = run('backup', ['--out', backupFile], sourceEnv());
      expect(taken.output).toContain('Backed up');
      expect(taken.status).toBe(0);
      expect(run('backup', ['--out', backupFile], sourceEnv()).output).toContain('already exists');

      const checked = run('backup', ['--check', backupFile], {});
      expect(checked.status).toBe(0);
      expect(checked.output).toContain('Manifest and checksums: OK');
      expect(checked.output).toContain(
        `Loaded into an in-memory PGlite: ${before.orders.length} orders, ${before.users.length} accounts, ${before.products} products, as recorded.`,
      );

      // A new machine: folders that do not exist yet.
      const fresh = tempDir('dst');
      const target = {
        DATA_DIR: path.join(fresh, 'data'),
        UPLOADS_DIR: path.join(fresh, 'uploads'),
      };
      const restored = run('restore', [backupFile], target);
      expect(restored.output).toContain('Restored');
      expect(restored.status).toBe(0);

      const server = await startTestServer({
        pgliteDir: target.DATA_DIR,
        seed: false,
        env: { UPLOADS_DIR: target.UPLOADS_DIR },
      });
      try {
        expect(await contents(server)).toEqual(before);
        expect(before.users).toContain(used.email);
        const image = await server.fetch(used.imagePath);
        expect(image.status).toBe(200);
        expect(image.headers.get('content-type')).toBe('image/png');
        expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
        expect(server.errors).toEqual([]);
      } finally {
        await server.stop();
      }

      // Restoring again over it: refused without --force, nothing touched.
      const was = listing(fresh);
      const refused = run('restore', [backupFile], target);
      expect(refused.status).toBe(1);
      expect(refused.output).toMatch(/The target is not empty: .*run again with --force/);
      expect(listing(fresh)).toEqual(was);

      // With --force: the old data moved aside, not deleted.
      const forced = run('restore', [backupFile, '--force'], target);
      expect(forced.status).toBe(0);
      const names = readdirSync(target.DATA_DIR);
      expect(names.some((name) => name.startsWith('pglite.before-restore-'))).toBe(true);
      expect(readdirSync(fresh).some((name) => name.startsWith('uploads.before-restore-'))).toBe(
        true,
      );
    },
    SLOW,
  );

  it(
    'refuses a damaged or truncated backup, and the target does not change',
    () => {
      const { damagedFile, truncatedFile } = damagedCopies(backupFile, work);
      const target = { DATA_DIR: source.dataDir, UPLOADS_DIR: source.uploadsDir };
      const was = [...listing(source.dataDir), ...listing(source.uploadsDir)];
      for (const [file, reason] of [
        [damagedFile, /damaged|checksum/],
        [truncatedFile, /truncated|ends too early/],
      ] as const) {
        const check = run('backup', ['--check', file], {});
        expect(check.status).toBe(1);
        expect(check.output).toMatch(reason);
        const restore = run('restore', [file, '--force'], target);
        expect(restore.status).toBe(1);
        expect(restore.output).toMatch(/cannot be used: .*Nothing was changed\./);
        expect(restore.output).toMatch(reason);
        // A stack trace is for bugs, not for a bad file.
        expect(restore.output).not.toMatch(/\n\s+at /);
      }
      expect([...listing(source.dataDir), ...listing(source.uploadsDir)]).toEqual(was);
    },
    SLOW,
  );
});

const hasPgDump = spawnSync('pg_dump', ['--version']).status === 0;

describe.runIf(backend() === 'postgres' && hasPgDump)('a backup of PostgreSQL (pg_dump)', () => {
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of databases.splice(0)) await database.drop();
  });

  it(
    'is taken from a running shop, restored into a fresh database, and has every order, account and image',
    async () => {
      const sourceDb = await createTestDatabase('postgres');
      databases.push(sourceDb);
      const sourceEnv = {
        DATABASE_URL: sourceDb.databaseUrl!,
        DATA_DIR: tempDir('pg-src-data'),
        UPLOADS_DIR: tempDir('pg-src-uploads'),
      };
      const work = tempDir('pg-work');
      const backupFile = path.join(work, 'shop.backup.tar');
      const server = await startTestServer({
        databaseUrl: sourceDb.databaseUrl!,
        env: { UPLOADS_DIR: sourceEnv.UPLOADS_DIR },
      });
      let before: Awaited<ReturnType<typeof contents>>;
      let used: Awaited<ReturnType<typeof exerciseTheShop>>;
      try {
        used = await exerciseTheShop(server);
        before = await contents(server);
        // PostgreSQL is backed up while the shop runs (one snapshot).
        const taken = run('backup', ['--out', backupFile], sourceEnv);
        expect(taken.output).toContain('Backed up');
        expect(taken.status).toBe(0);
      } finally {
        await server.stop();
      }
      const checked = run('backup', ['--check', backupFile], {});
      expect(checked.status).toBe(0);
      expect(checked.output).toContain('Manifest and checksums: OK');
      expect(checked.output).toMatch(/pg_restore .* read the dump's table of contents/);

      const targetDb = await createTestDatabase('postgres');
      databases.push(targetDb);
      const fresh = tempDir('pg-dst');
      const target = {
        DATABASE_URL: targetDb.databaseUrl!,
        DATA_DIR: path.join(fresh, 'data'),
        UPLOADS_DIR: path.join(fresh, 'uploads'),
      };
      const restored = run('restore', [backupFile], target);
      expect(restored.output).toContain('Restored');
      expect(restored.status).toBe(0);

      const again = await startTestServer({
        databaseUrl: targetDb.databaseUrl!,
        seed: false,
        env: { UPLOADS_DIR: target.UPLOADS_DIR },
      });
      try {
        expect(await contents(again)).toEqual(before);
        expect(before.users).toContain(used.email);
        const image = await again.fetch(used.imagePath);
        expect(image.status).toBe(200);
        expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
        expect(again.errors).toEqual([]);
      } finally {
        await again.stop();
      }

      // A database with tables is refused without --force.
      const refused = run('restore', [backupFile], target);
      expect(refused.status).toBe(1);
      expect(refused.output).toMatch(/The target is not empty: \d+ tables/);
      // A damaged file is refused before anything is dumped or cleaned.
      const { damagedFile } = damagedCopies(backupFile, work);
      const damaged = run('restore', [damagedFile, '--force'], target);
      expect(damaged.status).toBe(1);
      expect(damaged.output).toMatch(/cannot be used: .*Nothing was changed\./);
      expect(existsSync(target.DATA_DIR) ? readdirSync(target.DATA_DIR) : []).not.toContainEqual(
        expect.stringMatching(/^before-restore-/),
      );
      // With --force: the old database dumped to a file first, then replaced.
      const forced = run('restore', [backupFile, '--force'], target);
      expect(forced.output).toContain('Dumped the old database to');
      expect(forced.status).toBe(0);
    },
    SLOW,
  );
});

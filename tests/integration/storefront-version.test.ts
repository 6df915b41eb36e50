/**
 * The per-process catalog caches follow the storefront version: a change committed by
 * anyone — another process on the same PostgreSQL included — shows on the next page view,
 * while orders (stock that stays above zero, order counts) leave the version alone.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { storefrontVersionOf } from '../../app/lib/catalog-cache.server.ts';
import { formatRupees } from '../../app/lib/format.ts';
import {
  categories,
  productCategories,
  products,
  productVariants,
} from '../../app/modules/catalog/schema.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});
afterEach(() => {
  expect(server.errors).toEqual([]);
});

const db = () => server.services.database.db;
const home = async (s: TestServer) => (await s.fetch('/')).text();

async function renameFirstCategory(on: TestServer, name: string) {
  const [category] = await on.services.database.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, 'Chimneys'));
  await on.services.database.db
    .update(categories)
    .set({ name })
    .where(eq(categories.id, category!.id));
}

describe('the storefront version', () => {
  it('moves with a catalog edit, and the cached menu shows it on the next view', async () => {
    expect(await home(server)).toContain('>Chimneys<');
    const before = await storefrontVersionOf(db());
    await renameFirstCategory(server, 'Kitchen Chimneys');
    expect(await storefrontVersionOf(db())).toBeGreaterThan(before);
    expect(await home(server)).toContain('>Kitchen Chimneys<');
    await renameFirstCategory(server, 'Chimneys');
  });

  it('a price edit shows on the next view of the listings, which are cached', async () => {
    const [row] = await db()
      .select({
        variantId: productVariants.id,
        basePricePaise: productVariants.basePricePaise,
        discountedPricePaise: productVariants.discountedPricePaise,
      })
      .from(productVariants)
      .innerJoin(productCategories, eq(productCategories.productId, productVariants.productId))
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(sql`${categories.slug} = 'Chimneys' and ${productCategories.listable}`)
      .orderBy(productVariants.id)
      .limit(1);
    const page = async () => (await server.fetch('/collections/Chimneys')).text();
    const price = (paise: number) => `>${formatRupees(paise)}<`;
    const edited = row!.basePricePaise - 123_00;
    expect(await page()).not.toContain(price(edited));
    expect(await page()).not.toContain(price(edited)); // now from the catalog cache
    await db()
      .update(productVariants)
      .set({ discountedPricePaise: edited })
      .where(eq(productVariants.id, row!.variantId));
    try {
      expect(await page()).toContain(price(edited));
    } finally {
      await db()
        .update(productVariants)
        .set({ discountedPricePaise: row!.discountedPricePaise })
        .where(eq(productVariants.id, row!.variantId));
    }
  });

  it('stays put while stock and order counts move, and moves when stock crosses zero', async () => {
    const [variant] = await db()
      .select({ id: productVariants.id, productId: productVariants.productId })
      .from(productVariants)
      .where(sql`${productVariants.stock} > 5`)
      .limit(1);
    const at = await storefrontVersionOf(db());
    await db()
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - 1` })
      .where(eq(productVariants.id, variant!.id));
    await db()
      .update(products)
      .set({ orderCount: sql`${products.orderCount} + 1` })
      .where(eq(products.id, variant!.productId));
    expect(await storefrontVersionOf(db())).toBe(at);
    await db().update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, variant!.id));
    expect(await storefrontVersionOf(db())).toBe(at + 1);
    await db()
      .update(productVariants)
      .set({ stock: 10 })
      .where(eq(productVariants.id, variant!.id));
  });
});

describe.runIf(process.env.TEST_DB_BACKEND === 'postgres')('several app processes', () => {
  it('a change made through one process shows on the next page view of another', async () => {
    const second = await startTestServer({
      databaseUrl: server.services.config.databaseUrl!,
      seed: false,
    });
    try {
      // The second process has the menu cached...
      expect(await home(second)).toContain('>Chimneys<');
      // ...and the first one changes it.
      await renameFirstCategory(server, 'Modern Chimneys');
      expect(await home(second)).toContain('>Modern Chimneys<');
      expect(second.errors).toEqual([]);
    } finally {
      await renameFirstCategory(server, 'Chimneys');
      await second.stop();
    }
  });
});

/**
 * Products of the demo seed that a test buys: found by category (or any condition on the
 * product), with a variant in stock.
 */
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import {
  categories,
  productCategories,
  products,
  productVariants,
} from '../../app/modules/catalog/schema.ts';
import type { DbOrTx } from '../../db/client.ts';

export interface SeedProduct {
  slug: string;
  /** The public id of its variant in stock. */
  variant: string;
}

/** The first active product of this category with a variant holding more than 5 in stock. */
export async function productInCategory(db: DbOrTx, name: string): Promise<SeedProduct> {
  const [row] = await db
    .select({ slug: products.slug, variant: productVariants.publicId })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.productId, products.id))
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(
      and(
        eq(categories.name, name),
        eq(products.active, true),
        eq(productVariants.active, true),
        sql`${productVariants.stock} > 5`,
      ),
    )
    .orderBy(asc(products.id))
    .limit(1);
  if (!row) throw new Error(`no product in stock in ${name}`);
  return row;
}

/**
 * An active product matching `where` (on products or categories), its variant given
 * plenty of stock so that a file's many orders never run it out.
 */
export async function stockedProduct(db: DbOrTx, where: SQL | undefined): Promise<SeedProduct> {
  const [row] = await db
    .select({ slug: products.slug, variant: productVariants.publicId, id: productVariants.id })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .innerJoin(productCategories, eq(productCategories.productId, products.id))
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(and(where, eq(products.active, true), eq(productVariants.active, true)))
    .limit(1);
  if (!row) throw new Error('no such product in the seed');
  await db.update(productVariants).set({ stock: 200 }).where(eq(productVariants.id, row.id));
  return { slug: row.slug, variant: row.variant };
}

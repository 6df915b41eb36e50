/** Finding a variant that can be sold: active, of an active product. */
import { and, eq, inArray } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { DbOrTx } from '../../../db/client.ts';
import { msg } from '../../i18n/msg.ts';
import { products, productVariants } from './schema.ts';

const saleable = and(eq(productVariants.active, true), eq(products.active, true));

/** What a shopper is told when a variant cannot be sold any more. */
export const NO_LONGER_AVAILABLE = msg('This product is no longer available.');

/** Which of these variants (public ids) can be sold now. */
export async function saleableVariantIds(
  db: DbOrTx,
  variantPublicIds: string[],
): Promise<string[]> {
  if (variantPublicIds.length === 0) return [];
  const rows = await db
    .select({ id: productVariants.publicId })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(saleable, inArray(productVariants.publicId, variantPublicIds)));
  return rows.map((row) => row.id);
}

/**
 * The chosen columns (of productVariants and products) of the active variant with this
 * public id, of an active product; undefined when there is none.
 */
export async function findSaleableVariant<T extends SelectedFields>(
  db: DbOrTx,
  variantPublicId: string,
  columns: T,
): Promise<SelectResultFields<T> | undefined> {
  // Drizzle cannot carry a generic selection through its builder's types; the result
  // type is the one it gives any concrete selection of these columns.
  const [row] = await db
    .select(columns as SelectedFields)
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.publicId, variantPublicId), saleable))
    .limit(1);
  return row as SelectResultFields<T> | undefined;
}

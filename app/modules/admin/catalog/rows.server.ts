/**
 * What the catalog's changes share: a product's row (locked for a change), the counts its
 * active rule reads, and the checks for a taken name.
 *
 * A product stays active only with at least one image and one active variant: a change
 * that would leave an active product without either is refused with a message.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type DbOrTx, queryRows, SqlNumber } from '../../../../db/client.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { products } from '../../catalog/schema.ts';
import { CATALOG_MESSAGES } from '../catalog-limits.ts';

export const ACTIVE_NEEDS = {
  image:
    'An active product must keep at least one image: hide the product first, or add another image.',
  variant:
    'An active product must keep at least one active variant: hide the product first, or make another variant active.',
  activate:
    'This product cannot be shown in the shop until it has at least one image and one active variant.',
} as const;

export const PRODUCT_NOT_FOUND = 'This product was not found.';

export const PUBLIC_ID = /^[a-z0-9]{1,40}$/;

export async function productRow(db: DbOrTx, publicId: string, lock = false) {
  if (!PUBLIC_ID.test(publicId)) return null;
  const query = db.select().from(products).where(eq(products.publicId, publicId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The product a change is about, locked; a DomainError (404) when there is none. */
export async function productToChange(db: DbOrTx, publicId: string) {
  const product = await productRow(db, publicId, true);
  if (!product) throw new DomainError('not_found', PRODUCT_NOT_FOUND);
  return product;
}

/** A unique-constraint violation, from either driver (Drizzle may wrap it). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505')
      return !constraint || String(candidate.constraint ?? '').includes(constraint);
    e = candidate.cause;
  }
  return false;
}

export async function nameTaken(db: DbOrTx, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        sql`lower(${products.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(products.id, exceptId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function counts(tx: DbOrTx, productId: number) {
  const [row] = await queryRows(
    tx,
    sql`select
        (select count(*) from product_images where product_id = ${productId}) as images,
        (select count(*) from product_variants where product_id = ${productId} and active) as variants`,
    z.object({ images: SqlNumber, variants: SqlNumber }),
  );
  return row ?? { images: 0, variants: 0 };
}

/** Refuses a name another product has (names are unique, whatever their case). */
export const nameTakenError = () =>
  new DomainError('rejected', CATALOG_MESSAGES.nameTaken, { field: 'name' });

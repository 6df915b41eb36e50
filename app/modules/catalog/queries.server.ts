/** Read-side catalog queries. Pure functions of a database handle. */
import { asc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { categories } from './schema.ts';

/**
 * Which languages a query reads its texts in. The JSON API reads English only (its
 * answers never change); the storefront reads each text with its Kannada twin beside it
 * (`name` and `nameKn`), caches that, and turns it into the page's language afterwards
 * (app/i18n/content.ts).
 */
export interface ReadOptions {
  kannada?: boolean;
}

/** The storefront's reads: English and Kannada. */
export const WITH_KANNADA: ReadOptions = { kannada: true };

export interface CategorySummary {
  id: number;
  name: string;
  /** Read with `kannada`: the Kannada name, null where there is none. */
  nameKn?: string | null;
  slug: string;
  image: string;
}

/** The columns of a CategorySummary. */
export const CATEGORY_SUMMARY = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  image: categories.image,
};

/** The columns of a CategorySummary, with the Kannada name when asked for. */
export function categorySummary({ kannada }: ReadOptions = {}) {
  return kannada ? { ...CATEGORY_SUMMARY, nameKn: categories.nameKn } : CATEGORY_SUMMARY;
}

/** Categories in the spec's fixed order; any others alphabetically after. */
export async function listCategories(
  db: DbOrTx,
  read: ReadOptions = {},
): Promise<CategorySummary[]> {
  return db
    .select(categorySummary(read))
    .from(categories)
    .orderBy(sql`${categories.position} asc nulls last`, asc(categories.name));
}

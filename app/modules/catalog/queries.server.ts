/** Read-side catalog queries. Pure functions of a database handle. */
import { asc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { categories } from './schema.ts';

export interface CategorySummary {
  id: number;
  name: string;
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

/** Categories in the spec's fixed order; any others alphabetically after. */
export async function listCategories(db: DbOrTx): Promise<CategorySummary[]> {
  return db
    .select(CATEGORY_SUMMARY)
    .from(categories)
    .orderBy(sql`${categories.position} asc nulls last`, asc(categories.name));
}

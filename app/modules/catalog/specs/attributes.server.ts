/** Reading categories' specification attributes. */
import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.ts';
import type { ReadOptions } from '../queries.server.ts';
import { categoryAttributes } from '../schema.ts';
import type { CategoryAttribute } from './attributes.ts';

/** The attributes of these categories, each category's in display order. */
export async function listCategoryAttributes(
  db: DbOrTx,
  categoryIds: number[],
  { kannada }: ReadOptions = {},
): Promise<CategoryAttribute[]> {
  if (categoryIds.length === 0) return [];
  const rows = await db
    .select({
      id: categoryAttributes.id,
      categoryId: categoryAttributes.categoryId,
      key: categoryAttributes.key,
      name: categoryAttributes.name,
      ...(kannada ? { nameKn: categoryAttributes.nameKn } : {}),
      type: categoryAttributes.type,
      unit: categoryAttributes.unit,
      choices: categoryAttributes.choices,
      ranges: categoryAttributes.ranges,
      filterable: categoryAttributes.filterable,
      comparable: categoryAttributes.comparable,
    })
    .from(categoryAttributes)
    .where(inArray(categoryAttributes.categoryId, categoryIds))
    .orderBy(
      asc(categoryAttributes.categoryId),
      asc(categoryAttributes.position),
      asc(categoryAttributes.id),
    );
  return rows;
}

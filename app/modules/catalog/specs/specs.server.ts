/**
 * Reading products' specifications (issue 32): for each product, the attributes of its
 * main category (its first category other than 'All Products', in the categories' display
 * order) that it has a value of, in the attributes' order, each with the product's value
 * or its variants' values (active variants only, by public id).
 */
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type DbOrTx, queryRows, SqlNumber } from '../../../../db/client.ts';
import { ALL_PRODUCTS } from '../constants.ts';
import type { ReadOptions } from '../queries.server.ts';
import { listCategoryAttributes } from './attributes.server.ts';
import type { CategoryAttribute, SpecValue } from './attributes.ts';
import type { ProductSpecification } from './format.ts';

/** A product's main category: the one whose attributes describe it. */
export interface MainCategory {
  id: number;
  name: string;
  nameKn?: string | null;
  slug: string;
}

const idList = (ids: number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The main category of each product (the query the product page's breadcrumb agrees with). */
export function mainCategorySql(ids: number[]): SQL {
  return sql`select distinct on (pc.product_id) pc.product_id, c.id as category_id,
      c.name, c.name_kn, c.slug
    from product_categories pc join categories c on c.id = pc.category_id
    where pc.product_id in (${idList(ids)}) and c.name <> ${ALL_PRODUCTS}
    order by pc.product_id, c.position asc nulls last, c.name`;
}

const MainRow = z.object({
  product_id: SqlNumber,
  category_id: SqlNumber,
  name: z.string(),
  name_kn: z.string().nullable(),
  slug: z.string(),
});

/** Each product's main category (products without one are left out). */
export async function mainCategories(
  db: DbOrTx,
  productIds: number[],
  { kannada }: ReadOptions = {},
): Promise<Map<number, MainCategory>> {
  if (productIds.length === 0) return new Map();
  const rows = await queryRows(db, mainCategorySql(productIds), MainRow);
  return new Map(
    rows.map((row) => [
      row.product_id,
      {
        id: row.category_id,
        name: row.name,
        ...(kannada ? { nameKn: row.name_kn } : {}),
        slug: row.slug,
      },
    ]),
  );
}

const SpecRow = z.object({
  product_id: SqlNumber,
  attribute_id: SqlNumber,
  variant_id: z.string().nullable(),
  value_number: SqlNumber.nullable(),
  value_choice: z.string().nullable(),
  value_boolean: z.boolean().nullable(),
});

function storedValue(row: z.infer<typeof SpecRow>): SpecValue | null {
  return row.value_number ?? row.value_choice ?? row.value_boolean;
}

/** An attribute as a product's specification carries it (choices only those it uses). */
function specOf(attribute: CategoryAttribute, kannada: boolean): ProductSpecification {
  return {
    key: attribute.key,
    name: attribute.name,
    ...(kannada ? { nameKn: attribute.nameKn ?? null } : {}),
    type: attribute.type,
    unit: attribute.unit,
    comparable: attribute.comparable,
    choices: [],
  };
}

/**
 * The specifications of these products (internal ids), each product's in its main
 * category's attribute order; a product without values has an empty list.
 */
export async function readProductSpecs(
  db: DbOrTx,
  productIds: number[],
  read: ReadOptions = {},
): Promise<Map<number, ProductSpecification[]>> {
  const out = new Map<number, ProductSpecification[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return out;
  const kannada = Boolean(read.kannada);
  const [main, rows] = await Promise.all([
    mainCategories(db, productIds),
    queryRows(
      db,
      sql`with main as (${mainCategorySql(productIds)})
        select s.product_id, s.attribute_id, v.public_id as variant_id,
          s.value_number, s.value_choice, s.value_boolean
        from product_specs s
        join main m on m.product_id = s.product_id
        join category_attributes a on a.id = s.attribute_id and a.category_id = m.category_id
        left join product_variants v on v.id = s.variant_id
        where s.variant_id is null or v.active
        order by s.product_id, a.position, a.id, v.position nulls first, v.id`,
      SpecRow,
    ),
  ]);
  const categoryIds = [...new Set([...main.values()].map((category) => category.id))];
  const attributes = new Map(
    (await listCategoryAttributes(db, categoryIds, read)).map((a) => [a.id, a]),
  );
  for (const row of rows) {
    const attribute = attributes.get(row.attribute_id);
    const value = storedValue(row);
    if (!attribute || value === null) continue;
    const specs = out.get(row.product_id) ?? [];
    let spec = specs.find((s) => s.key === attribute.key);
    if (!spec) {
      spec = specOf(attribute, kannada);
      specs.push(spec);
      out.set(row.product_id, specs);
    }
    if (row.variant_id === null) spec.value = value;
    else spec.variants = { ...spec.variants, [row.variant_id]: value };
    if (attribute.type === 'choice' && typeof value === 'string') {
      const choice = attribute.choices.find((c) => c.value === value);
      if (choice && !spec.choices.some((c) => c.value === value)) {
        spec.choices.push({
          value: choice.value,
          label: choice.label,
          ...(kannada ? { labelKn: choice.labelKn ?? null } : {}),
        });
      }
    }
  }
  return out;
}

/** One product's specifications by its public id (empty for none, or no such product). */
export async function readSpecsOf(
  db: DbOrTx,
  publicId: string,
  read: ReadOptions = {},
): Promise<ProductSpecification[]> {
  const [row] = await queryRows(
    db,
    sql`select id from products where public_id = ${publicId}`,
    z.object({ id: SqlNumber }),
  );
  if (!row) return [];
  return (await readProductSpecs(db, [row.id], read)).get(row.id) ?? [];
}

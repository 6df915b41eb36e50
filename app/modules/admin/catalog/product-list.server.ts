/**
 * The back office's product list (search, filters, pages) and the categories a product
 * can be put in.
 */
import { asc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type DbOrTx, queryRows, SqlNumber } from '../../../../db/client.ts';
import { ALL_PRODUCTS } from '../../catalog/constants.ts';
import { categories, collectionGroups } from '../../catalog/schema.ts';
import { LOW_STOCK_AT } from '../dashboard.server.ts';
import { ADMIN_PAGE_SIZE, type Paged, paged, searchText } from '../paging.ts';

export type ActiveFilter = 'active' | 'hidden' | '';
export type StockFilter = 'out' | 'low' | '';

export interface ProductListFilter {
  q: string;
  categoryId: number | null;
  status: ActiveFilter;
  stock: StockFilter;
  page: number;
}

/** The list's query string, read leniently: nonsense is ignored, never an error. */
export function readListFilter(search: URLSearchParams, page: number): ProductListFilter {
  const q = searchText(search.get('q'), 100);
  const category = search.get('category') ?? '';
  const status = search.get('status');
  const stock = search.get('stock');
  return {
    q,
    categoryId: /^\d{1,9}$/.test(category) ? Number(category) : null,
    status: status === 'active' || status === 'hidden' ? status : '',
    stock: stock === 'out' || stock === 'low' ? stock : '',
    page,
  };
}

export interface ProductListRow {
  id: string;
  name: string;
  slug: string;
  active: boolean;
  featured: boolean;
  image: string | null;
  categories: string;
  minPricePaise: number | null;
  maxPricePaise: number | null;
  stock: number;
  variants: number;
}

const ListRow = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  active: z.boolean(),
  featured: z.boolean(),
  image: z.string().nullable(),
  categories: z.string().nullable(),
  min_price: SqlNumber.nullable(),
  max_price: SqlNumber.nullable(),
  stock: SqlNumber,
  variants: SqlNumber,
});

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listWhere(filter: ProductListFilter) {
  const parts = [sql`true`];
  if (filter.q) {
    const like = likePattern(filter.q);
    parts.push(sql`(p.name ilike ${like} or p.name_kn ilike ${like} or p.sku ilike ${like} or p.barcode ilike ${like}
      or p.public_id = ${filter.q}
      or exists (select 1 from product_variants v where v.product_id = p.id and v.product_code ilike ${like}))`);
  }
  if (filter.categoryId !== null) {
    parts.push(sql`exists (select 1 from product_categories pc
      where pc.product_id = p.id and pc.category_id = ${filter.categoryId})`);
  }
  if (filter.status === 'active') parts.push(sql`p.active`);
  if (filter.status === 'hidden') parts.push(sql`not p.active`);
  if (filter.stock === 'out') {
    parts.push(sql`not exists (select 1 from product_variants v
      where v.product_id = p.id and v.active and v.stock > 0)`);
  }
  if (filter.stock === 'low') {
    parts.push(sql`exists (select 1 from product_variants v
      where v.product_id = p.id and v.active and v.stock <= ${LOW_STOCK_AT})`);
  }
  return sql.join(parts, sql` and `);
}

export async function listProducts(
  db: DbOrTx,
  filter: ProductListFilter,
): Promise<Paged<ProductListRow>> {
  const where = listWhere(filter);
  const [counted] = await queryRows(
    db,
    sql`select count(*) as total from products p where ${where}`,
    z.object({ total: SqlNumber }),
  );
  const total = counted?.total ?? 0;
  const rows = await queryRows(
    db,
    sql`select p.public_id as id, p.name, p.slug, p.active, p.featured,
        (select i.path from product_images i where i.product_id = p.id
          order by i.position limit 1) as image,
        (select string_agg(c.name, ', ' order by c.position nulls last, c.name)
          from product_categories pc join categories c on c.id = pc.category_id
          where pc.product_id = p.id and c.name <> ${ALL_PRODUCTS}) as categories,
        (select min(v.discounted_price_paise) from product_variants v
          where v.product_id = p.id and v.active) as min_price,
        (select max(v.discounted_price_paise) from product_variants v
          where v.product_id = p.id and v.active) as max_price,
        (select coalesce(sum(v.stock), 0) from product_variants v
          where v.product_id = p.id and v.active) as stock,
        (select count(*) from product_variants v where v.product_id = p.id) as variants
      from products p
      where ${where}
      order by lower(p.name), p.id
      limit ${ADMIN_PAGE_SIZE} offset ${(filter.page - 1) * ADMIN_PAGE_SIZE}`,
    ListRow,
  );
  return paged(
    rows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      active: row.active,
      featured: row.featured,
      image: row.image,
      categories: row.categories ?? '',
      minPricePaise: row.min_price,
      maxPricePaise: row.max_price,
      stock: row.stock,
      variants: row.variants,
    })),
    filter.page,
    total,
  );
}

export interface CategoryOption {
  id: number;
  name: string;
  group: string | null;
}

/** Every category but 'All Products' (which every product is in), in the shop's order. */
export async function listCategoryOptions(db: DbOrTx): Promise<CategoryOption[]> {
  return db
    .select({ id: categories.id, name: categories.name, group: collectionGroups.name })
    .from(categories)
    .leftJoin(collectionGroups, eq(collectionGroups.id, categories.groupId))
    .where(ne(categories.name, ALL_PRODUCTS))
    .orderBy(sql`${categories.position} nulls last`, asc(categories.name));
}

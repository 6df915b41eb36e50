/**
 * Product lists of the home page, /products and /collections/{name}. Each list is one
 * query (cards.server.ts); sorting and filtering by price use the card-price columns that the
 * database keeps on products (migration 0003), so every list is served by an index.
 */
import { asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type DbOrTx, queryRows, SqlNumber } from '../../../db/client.ts';
import type { ProductCard } from './card.ts';
import { cardProduct, cardsFor, LISTABLE } from './cards.server.ts';
import { PRESSURE_WASHERS } from './constants.ts';
import { withEvaluation } from './facet-index.server.ts';
import { type ListingScope, matchingPage } from './facet-index.ts';
import { filterCount, type ListingFilters, NO_FILTERS } from './filters.ts';
import { isProductSort, type ProductSort } from './listing.ts';
import { type CategorySummary, categorySummary, type ReadOptions } from './queries.server.ts';
import { categories, collectionGroups, products } from './schema.ts';
import { idList } from './search-tiers.server.ts';

export const MAX_PAGE_SIZE = 60;
export const DEFAULT_PAGE_SIZE = 60;
/**
 * Cards in each home-page row: one view on the widest layout (six across from 1200 px),
 * two swipes on a phone. Eight cost the home page 14 KB of HTML for two cards behind a
 * 'next' button; the rows link to their whole lists.
 */
export const HOME_LIST_LIMIT = 6;
export const RECENT_LIMIT = 10;

function clampLimit(limit: number | undefined, fallback: number, max: number): number {
  const n = Math.trunc(Number(limit ?? fallback));
  if (!Number.isFinite(n)) return fallback;
  return Math.max(1, Math.min(max, n));
}

/** Order of products by a sort key; ties go to catalog order (id). */
function productOrder(sort: ProductSort): SQL {
  switch (sort) {
    case 'price-asc':
      return sql.raw('p.card_price_paise asc, p.id asc');
    case 'price-desc':
      return sql.raw('p.card_price_paise desc nulls last, p.id asc');
    case 'best-selling':
      return sql.raw('p.order_count desc, p.id asc');
    case 'rating':
      return sql.raw('p.rating_rank desc nulls last, p.id asc');
    default:
      return sql.raw('p.id asc');
  }
}

/**
 * Order of a collection's products, on the copies kept on product_categories so that each
 * sort has an index (category_id, key, product_id); ties go to catalog order (id).
 */
function collectionOrder(sort: ProductSort): SQL {
  switch (sort) {
    case 'price-asc':
      return sql.raw('pc.card_price_paise asc, pc.product_id asc');
    case 'price-desc':
      return sql.raw('pc.card_price_paise desc nulls last, pc.product_id asc');
    case 'best-selling':
      return sql.raw('pc.order_count desc nulls last, pc.product_id asc');
    case 'rating':
      return sql.raw('pc.rating_rank desc nulls last, pc.product_id asc');
    default:
      return sql.raw('pc.position asc, pc.product_id asc');
  }
}

/** Featured products in catalog order. */
export function listFeatured(
  db: DbOrTx,
  limit = HOME_LIST_LIMIT,
  read: ReadOptions = {},
): Promise<ProductCard[]> {
  const n = clampLimit(limit, HOME_LIST_LIMIT, MAX_PAGE_SIZE);
  return cardsFor(
    db,
    sql`select p.id, row_number() over (order by p.id) as ord from products p
      where p.featured and ${LISTABLE} order by p.id limit ${n}`,
    read,
  );
}

/** Products of one category (by exact name) in the category's order. */
function categoryByName(
  db: DbOrTx,
  name: string,
  limit: number,
  read: ReadOptions,
): Promise<ProductCard[]> {
  return cardsFor(
    db,
    sql`select pc.product_id as id, row_number() over (order by pc.position, pc.product_id) as ord
      from categories c
      join product_categories pc on pc.category_id = c.id
      where c.name = ${name} and pc.listable
      order by pc.position, pc.product_id
      limit ${limit}`,
    read,
  );
}

/** Home: 'Deals on Pressure Washers'. */
export function listPressureWasherDeals(
  db: DbOrTx,
  limit = HOME_LIST_LIMIT,
  read: ReadOptions = {},
): Promise<ProductCard[]> {
  return categoryByName(
    db,
    PRESSURE_WASHERS,
    clampLimit(limit, HOME_LIST_LIMIT, MAX_PAGE_SIZE),
    read,
  );
}

/** Home: 'Above 40% off': the card variant is discounted by more than 40%. */
export function listAboveFortyOff(
  db: DbOrTx,
  limit = HOME_LIST_LIMIT,
  read: ReadOptions = {},
): Promise<ProductCard[]> {
  const n = clampLimit(limit, HOME_LIST_LIMIT, MAX_PAGE_SIZE);
  // Same predicate as the partial index products_above_forty_idx.
  return cardsFor(
    db,
    sql`select p.id, row_number() over (order by p.id) as ord from products p
      where 3 * p.card_base_price_paise::bigint > 5 * p.card_price_paise::bigint
        and ${LISTABLE}
      order by p.id limit ${n}`,
    read,
  );
}

/** Newest products, at most 10 (spec: recent products capped at 10). */
export function listRecentProducts(
  db: DbOrTx,
  limit = RECENT_LIMIT,
  read: ReadOptions = {},
): Promise<ProductCard[]> {
  const n = clampLimit(limit, RECENT_LIMIT, RECENT_LIMIT);
  return cardsFor(
    db,
    sql`select p.id, row_number() over (order by p.created_at desc, p.id desc) as ord
      from products p where ${LISTABLE}
      order by p.created_at desc, p.id desc limit ${n}`,
    read,
  );
}

export interface PageOptions {
  sort?: ProductSort;
  /** 1-based. */
  page?: number;
  /** At most 60. */
  pageSize?: number;
  /** Filters (filters.ts), resolved; `categoryIds` are the ids of `filters.categories`. */
  filters?: ListingFilters;
  categoryIds?: number[];
}

export interface ProductPage {
  products: ProductCard[];
  sort: ProductSort;
  page: number;
  pageSize: number;
  /** A next page exists. */
  hasMore: boolean;
  /**
   * How many products the list has, counted up to 1 000 (or up to this page, if further):
   * exact unless `totalIsLowerBound`, which says there are more. Counting stops there so
   * that a page costs the same at 100 000 products as at 1 000.
   */
  total: number;
  totalIsLowerBound: boolean;
  /** Pages of `total`. */
  totalPages: number;
}

/** Lists are counted up to this many products (see ProductPage.total). */
export const COUNT_CAP = 1000;

function pageParams(options: PageOptions) {
  const sort: ProductSort = isProductSort(options.sort) ? options.sort : 'default';
  const pageSize = clampLimit(options.pageSize, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const page = clampLimit(options.page, 1, 1_000_000);
  const offset = (page - 1) * pageSize;
  // Enough to know whether this page is followed by another.
  const countCap = Math.max(COUNT_CAP, offset + pageSize + 1);
  return { sort, pageSize, page, offset, countCap };
}

/** `select count(*)` of `rows` (a SELECT), stopping after `cap` + 1 rows. */
async function cappedCount(db: DbOrTx, rows: SQL, cap: number): Promise<number> {
  const [row] = await queryRows(
    db,
    sql`select count(*)::int as n from (${rows} limit ${cap + 1}) counted`,
    z.object({ n: SqlNumber }),
  );
  return row?.n ?? 0;
}

function toPage(
  products: ProductCard[],
  counted: number,
  p: ReturnType<typeof pageParams>,
): ProductPage {
  const total = Math.min(counted, p.countCap);
  return {
    products,
    sort: p.sort,
    page: p.page,
    pageSize: p.pageSize,
    hasMore: counted > p.offset + p.pageSize,
    total,
    totalIsLowerBound: counted > p.countCap,
    totalPages: Math.ceil(total / p.pageSize),
  };
}

/**
 * All products, a page at a time. Default order is the catalog's own order (the order the
 * products were added, which the seed makes the spec's order); 'best-selling' is by order
 * count; 'rating' by the average shown, then the number of reviews (unreviewed last); price
 * sorts use the card variant's discounted price.
 */
export async function listProducts(
  db: DbOrTx,
  options: PageOptions = {},
  read: ReadOptions = {},
): Promise<ProductPage> {
  return listScope(db, { kind: 'all' }, options, read);
}

/**
 * `from … where …` of an unfiltered scope's rows: a collection reads its
 * own index (product_categories, `pc`), the others the product `p`.
 */
export function scopeRows(scope: ListingScope): SQL {
  switch (scope.kind) {
    case 'collection':
      return sql`from product_categories pc where pc.category_id = ${scope.categoryId} and pc.listable`;
    case 'ids':
      return sql`from ${cardProduct.from} where ${cardProduct.as.id} = any(${idList(scope.ids)}) and ${LISTABLE}`;
    default:
      return sql`from ${cardProduct.from} where ${LISTABLE}`;
  }
}

/**
 * A page of a scope's products in the sort's order. Unfiltered, one query for the page's
 * ids and cards and one capped count, each on an index. Filtered, the in-memory index
 * (facet-index.ts) finds the page's ids and the exact count, and one query reads the
 * cards. Search results (scope 'ids') keep their ranking as their default order.
 */
export async function listScope(
  db: DbOrTx,
  scope: ListingScope,
  options: PageOptions,
  read: ReadOptions = {},
): Promise<ProductPage> {
  const p = pageParams(options);
  const filters = options.filters ?? NO_FILTERS;
  if (filterCount(filters) > 0) {
    const { ids, total } = await withEvaluation(
      db,
      { scope, filters, categoryIds: options.categoryIds ?? [] },
      ({ index, evaluation }) => matchingPage(index, evaluation, p.sort, p.offset, p.pageSize),
    );
    const products = ids.length
      ? await cardsFor(
          db,
          sql`select t.id, t.ord from unnest(${idList(ids)}) with ordinality t(id, ord)`,
          read,
        )
      : [];
    // The index counts every match: the total is exact however large.
    return toPage(products, total, { ...p, countCap: Math.max(total, p.countCap) });
  }
  const order =
    scope.kind === 'collection'
      ? collectionOrder(p.sort)
      : scope.kind === 'ids' && p.sort === 'default'
        ? sql`array_position(${idList(scope.ids)}, p.id), p.id`
        : productOrder(p.sort);
  const rows = scopeRows(scope);
  const id = scope.kind === 'collection' ? sql`pc.product_id` : sql`p.id`;
  const [products, counted] = await Promise.all([
    cardsFor(
      db,
      sql`select ${id} as id, row_number() over (order by ${order}) as ord ${rows}
        order by ${order} limit ${p.pageSize} offset ${p.offset}`,
      read,
    ),
    cappedCount(db, sql`select 1 ${rows}`, p.countCap),
  ]);
  return toPage(products, counted, p);
}

export interface CollectionCategory extends CategorySummary {
  /** The canonical slug when the request used another form (case, spaces); else null. */
  redirectTo: string | null;
}

/**
 * A category by its URL name: hyphens mean spaces, case does not matter. Exact slug
 * first, then case-insensitive slug, then the name with hyphens read as spaces.
 */
export async function findCategory(
  db: DbOrTx,
  slug: string,
  read: ReadOptions = {},
): Promise<CollectionCategory | null> {
  if (!isPlausibleSlug(slug)) return null;
  const spaced = slug.replace(/-/g, ' ');
  const sameSlug = sql`lower(${categories.slug}) = lower(${slug})`;
  const [row] = await db
    .select(categorySummary(read))
    .from(categories)
    .where(
      or(eq(categories.slug, slug), sameSlug, sql`lower(${categories.name}) = lower(${spaced})`),
    )
    .orderBy(desc(eq(categories.slug, slug)), desc(sameSlug), asc(categories.id))
    .limit(1);
  if (!row) return null;
  return { ...row, redirectTo: row.slug === slug ? null : row.slug };
}

/** Slugs longer than this, or with control characters, cannot exist. */
export const MAX_SLUG_LENGTH = 300;

export function isPlausibleSlug(slug: unknown): slug is string {
  return (
    typeof slug === 'string' &&
    slug.length > 0 &&
    slug.length <= MAX_SLUG_LENGTH &&
    slug.isWellFormed() &&
    // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting them is the point
    !/[\u0000-\u001f\u007f]/.test(slug)
  );
}

export interface Collection extends ProductPage {
  category: CollectionCategory;
}

/**
 * One collection (/collections/{name}), a page at a time; null for an unknown name.
 * Default order is the category's own order; the others as for listProducts.
 */
export async function listCollection(
  db: DbOrTx,
  slug: string,
  options: PageOptions = {},
  read: ReadOptions = {},
): Promise<Collection | null> {
  const category = await findCategory(db, slug, read);
  if (!category) return null;
  const page = await listScope(db, { kind: 'collection', categoryId: category.id }, options, read);
  return { category, ...page };
}

export interface CollectionGroup {
  id: number;
  name: string;
  /** Read with `kannada`: the Kannada name, null where there is none. */
  nameKn?: string | null;
  /** 'Shop By {name}'. */
  title: string;
  categories: CategorySummary[];
}

/** /collections: every group with its categories, both in display order. */
export async function listCollectionGroups(
  db: DbOrTx,
  { kannada }: ReadOptions = {},
): Promise<CollectionGroup[]> {
  const rows = await db
    .select({
      groupId: collectionGroups.id,
      groupName: collectionGroups.name,
      ...(kannada ? { groupNameKn: collectionGroups.nameKn, nameKn: categories.nameKn } : {}),
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      image: categories.image,
    })
    .from(collectionGroups)
    .innerJoin(categories, eq(categories.groupId, collectionGroups.id))
    .orderBy(
      asc(collectionGroups.position),
      asc(collectionGroups.id),
      sql`${categories.position} asc nulls last`,
      asc(categories.name),
    );
  const groups: CollectionGroup[] = [];
  for (const row of rows) {
    let group = groups[groups.length - 1];
    if (!group || group.id !== row.groupId) {
      group = {
        id: row.groupId,
        name: row.groupName,
        ...(kannada ? { nameKn: row.groupNameKn ?? null } : {}),
        title: `Shop By ${row.groupName}`,
        categories: [],
      };
      groups.push(group);
    }
    group.categories.push({
      id: row.id,
      name: row.name,
      ...(kannada ? { nameKn: row.nameKn ?? null } : {}),
      slug: row.slug,
      image: row.image,
    });
  }
  return groups;
}

/** Every active product's slug, in catalog order, for the sitemap: one indexed scan. */
/** The shown products' slugs and when each last changed (the sitemap's lastmod). */
export async function listProductSlugs(
  db: DbOrTx,
  limit: number,
): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.active, true))
    .orderBy(asc(products.id))
    .limit(limit);
}

/**
 * A listing's filters from its URL (filters.ts), held against the listing: a collection's
 * own attributes; on /products and search the known categories, and the attributes of the
 * category when exactly one is chosen. Attributes are read through the catalog cache.
 */
import type { DbOrTx } from '../../../db/client.ts';
import { cachedCatalog } from '../../lib/catalog-cache.server.ts';
import { ALL_PRODUCTS } from './constants.ts';
import type { ListingScope } from './facet-index.ts';
import { listingFacets } from './facets.server.ts';
import {
  type FilterNote,
  type ListingFilters,
  readFilterParams,
  resolveFilters,
} from './filters.ts';
import { listScope } from './lists.server.ts';
import type { CategorySummary, ReadOptions } from './queries.server.ts';
import { DEFAULT_SEARCH_LIMIT, searchProductIds } from './search.server.ts';
import { listCategoryAttributes } from './specs/attributes.server.ts';
import type { CategoryAttribute } from './specs/attributes.ts';

export interface ResolvedFilters {
  filters: ListingFilters;
  /** Ids of `filters.categories`. */
  categoryIds: number[];
  /** The attributes the listing may be filtered by (its facets). */
  attributes: CategoryAttribute[];
  notes: FilterNote[];
}

function categoryAttributes(db: DbOrTx, categoryId: number, read: ReadOptions) {
  return cachedCatalog(db, `attributes:${categoryId}:${read.kannada ? 'kn' : 'en'}`, (db) =>
    listCategoryAttributes(db, [categoryId], read),
  );
}

/**
 * `within`: the collection's category id, or (for /products and search) every category,
 * of which the shopper may choose some.
 */
export async function resolveListingFilters(
  db: DbOrTx,
  search: URLSearchParams,
  within: { categoryId: number } | { categories: CategorySummary[] },
  read: ReadOptions = {},
): Promise<ResolvedFilters> {
  const { params, notes: syntax } = readFilterParams(search);
  if ('categoryId' in within) {
    const attributes = await categoryAttributes(db, within.categoryId, read);
    const { filters, notes } = resolveFilters(params, { attributes, categorySlugs: null });
    return { filters, categoryIds: [], attributes, notes: [...syntax, ...notes] };
  }
  const choosable = within.categories.filter((c) => c.name !== ALL_PRODUCTS);
  const bySlug = new Map(choosable.map((c) => [c.slug.toLowerCase(), c]));
  const chosen = [
    ...new Set(params.categories.flatMap((slug) => bySlug.get(slug.toLowerCase()) ?? [])),
  ];
  const attributes = chosen.length === 1 ? await categoryAttributes(db, chosen[0]!.id, read) : [];
  const { filters, notes } = resolveFilters(params, {
    attributes,
    categorySlugs: choosable.map((c) => c.slug),
  });
  const categoryIds = filters.categories.flatMap(
    (slug) => bySlug.get(slug.toLowerCase())?.id ?? [],
  );
  return { filters, categoryIds, attributes, notes: [...syntax, ...notes] };
}

/**
 * A search's results with filters (page and API): the ranked results are the scope, the
 * filters narrow them in their ranked order, and the facets count within them.
 */
export async function filteredSearch(
  db: DbOrTx,
  query: string,
  search: URLSearchParams,
  categories: CategorySummary[],
  read: ReadOptions = {},
) {
  const ids = await searchProductIds(db, query);
  const scope: ListingScope = { kind: 'ids', ids };
  const resolved = await resolveListingFilters(db, search, { categories }, read);
  const [list, facets] = await Promise.all([
    listScope(
      db,
      scope,
      {
        pageSize: DEFAULT_SEARCH_LIMIT,
        filters: resolved.filters,
        categoryIds: resolved.categoryIds,
      },
      read,
    ),
    listingFacets(db, scope, resolved.filters, resolved.categoryIds, {
      categories,
      attributes: resolved.attributes,
    }),
  ]);
  return { products: list.products, facets, resolved };
}

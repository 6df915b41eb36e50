/**
 * How product listings (/products, /collections/{name}, the list API) are ordered and
 * paged: the sort values and their labels, and the URL form of sort and page. Client-safe
 * and Zod-free (the listing pages load it): the sort menu, the route loaders, the SQL and
 * the API schemas all read this one list.
 */
import { msg } from '../../i18n/msg.ts';
import type { Translate } from '../../i18n/translate.ts';

export const PRODUCT_SORTS = [
  { value: 'default', label: msg('Default') },
  { value: 'price-asc', label: msg('Price: Low to High') },
  { value: 'price-desc', label: msg('Price: High to Low') },
  { value: 'best-selling', label: msg('Best Selling') },
  { value: 'rating', label: msg('Customer rating') },
] as const;

export type ProductSort = (typeof PRODUCT_SORTS)[number]['value'];

export const PRODUCT_SORT_VALUES = PRODUCT_SORTS.map((sort) => sort.value) as [
  ProductSort,
  ...ProductSort[],
];

export function isProductSort(value: unknown): value is ProductSort {
  return PRODUCT_SORT_VALUES.includes(value as ProductSort);
}

/** Cards per page of /products and a collection (the API's own default is larger). */
export const LISTING_PAGE_SIZE = 24;

/** The spec's extra choice: back to the original order (the URL without ?sort). */
export const REMOVE_FILTERS = 'remove-filters';

export interface ListingParams {
  sort: ProductSort;
  page: number;
  /** Query string to redirect to when the URL is not canonical (e.g. ?sort=remove-filters). */
  redirectSearch: string | null;
}

/** The query parameters a listing reads: the page cache keys its copies by these alone. */
export const LISTING_PARAMS = ['sort', 'page'] as const;

/** Reads ?sort and ?page; unknown values fall back to the defaults. */
export function parseListingParams(url: URL): ListingParams {
  const [sortParam, pageParam] = LISTING_PARAMS;
  const rawSort = url.searchParams.get(sortParam);
  const rawPage = url.searchParams.get(pageParam);
  const sort = isProductSort(rawSort) ? rawSort : 'default';
  const pageNumber = Number(rawPage);
  const page = Number.isSafeInteger(pageNumber) && pageNumber > 1 ? pageNumber : 1;
  // ?sort=default, ?sort=remove-filters and ?page=1 all mean the plain URL; filters stay.
  // Empty fields of the filter form (sent without JavaScript) are left out of the URL.
  const others = [...url.searchParams].filter(
    ([name]) => !(LISTING_PARAMS as readonly string[]).includes(name),
  );
  const filled = others.filter(([, value]) => value.trim() !== '');
  const canonical = listingSearch(sort, page, filled);
  const needsRedirect =
    filled.length < others.length ||
    (rawSort !== null && rawSort !== sort) ||
    rawSort === 'default' ||
    (rawPage !== null && String(page) !== rawPage);
  return {
    sort,
    page,
    redirectSearch: needsRedirect && canonical !== url.search ? canonical : null,
  };
}

/** `?…` of a listing: its filters' parameters first (filters.ts), then sort and page. */
export function listingSearch(
  sort: ProductSort,
  page = 1,
  filters: readonly (readonly [string, string])[] = [],
): string {
  const params = new URLSearchParams(filters as [string, string][]);
  if (sort !== 'default') params.set(LISTING_PARAMS[0], sort);
  if (page > 1) params.set(LISTING_PARAMS[1], String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** '14 products', or 'Showing 61–120 of 139 products' past the first page, in the page's language. */
export function countText(
  list: {
    total: number;
    totalIsLowerBound: boolean;
    page: number;
    pageSize: number;
    products: unknown[];
  },
  t: Translate,
) {
  // The total as written ('1000+'), never grouped; the noun follows the count.
  const values = {
    count: list.total,
    total: `${list.total}${list.totalIsLowerBound ? '+' : ''}`,
  };
  if (list.page === 1 && !list.totalIsLowerBound && list.products.length === list.total) {
    return t('{count, plural, one {{total} product} other {{total} products}}', values);
  }
  const first = (list.page - 1) * list.pageSize + 1;
  return t(
    'Showing {first}–{last} of {count, plural, one {{total} product} other {{total} products}}',
    { ...values, first, last: first + list.products.length - 1 },
  );
}

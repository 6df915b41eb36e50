import { data, redirect } from 'react-router';
import { Filters } from '../components/filters-part.tsx';
import { JsonLd } from '../components/json-ld.tsx';
import { Pagination, SortForm, useListingBusy } from '../components/listing.tsx';
import { ProductGrid } from '../components/product-grid.tsx';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { localized } from '../i18n/content.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { unprefixedPath } from '../i18n/locales.ts';
import { localeOf, pageMessages, pageOrigin, pageTranslator } from '../i18n/page-i18n.server.ts';
import { metaTranslator } from '../i18n/page-language.ts';
import { cachedCatalog } from '../lib/catalog-cache.server.ts';
import { collectionHref } from '../lib/hrefs.ts';
import { SITE_NAME } from '../lib/page-title.ts';
import { revalidateUnlessShopperWrite } from '../lib/revalidation.ts';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  DEFAULT_OG_IMAGE,
  errorMeta,
  itemListJsonLd,
  seoMeta,
} from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { cardView } from '../modules/catalog/card.ts';
import { ALL_PRODUCTS } from '../modules/catalog/constants.ts';
import type { ListingScope } from '../modules/catalog/facet-index.ts';
import { valueLabel } from '../modules/catalog/facet-labels.ts';
import { listingFacets } from '../modules/catalog/facets.server.ts';
import { filterView } from '../modules/catalog/filter-view.ts';
import { filterEntries } from '../modules/catalog/filters.ts';
import {
  countText,
  LISTING_PAGE_SIZE,
  listingSearch,
  parseListingParams,
} from '../modules/catalog/listing.ts';
import { resolveListingFilters } from '../modules/catalog/listing-filters.server.ts';
import { findCategory, listScope } from '../modules/catalog/lists.server.ts';
import {
  type CategorySummary,
  listCategories,
  WITH_KANNADA,
} from '../modules/catalog/queries.server.ts';
import type { Route } from './+types/listing';

/** Pages of a listing kept in the catalog cache: the ones shoppers browse. */
const CACHED_PAGES = 10;

/** A card's add, heart or compare box reloads the root's view of the shopper, not the page. */
export const shouldRevalidate = revalidateUnlessShopperWrite();

/**
 * A sortable, filterable, paged product listing (?sort=price-asc&page=2&a.capacity.min=15),
 * one module for two routes: /products (All Products) and /collections/{name} (one
 * category; hyphens mean spaces). Filters: modules/catalog/filters.ts.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { database } = services(context);
  const listing = parseListingParams(url);
  const slug = 'collectionName' in params ? params.collectionName : undefined;
  // The path without its language prefix: the router puts a redirect in the page's language.
  const here = unprefixedPath(url.pathname);
  const db = database.db;
  const categories = await cachedCatalog(db, 'categories', (db) =>
    listCategories(db, WITH_KANNADA),
  );

  let category: CategorySummary | null = null;
  if (slug !== undefined) {
    const found =
      categories.find((known) => known.slug === slug) ??
      (await findCategory(db, slug, WITH_KANNADA));
    if (!found) throw data(null, { status: 404 });
    const search = listing.redirectSearch ?? url.search;
    // 'All Products' is the whole catalogue, which lives at /products.
    if (found.name === ALL_PRODUCTS) throw redirect(`/products${search}`, 301);
    const { redirectTo } = found as { redirectTo?: string | null };
    if (redirectTo) throw redirect(`${collectionHref(redirectTo)}${search}`, 301);
    category = found;
  }
  // A page or sort written another way has one address (for crawlers too: permanent).
  if (listing.redirectSearch !== null) throw redirect(`${here}${listing.redirectSearch}`, 301);

  const scope: ListingScope = category
    ? { kind: 'collection', categoryId: category.id }
    : { kind: 'all' };
  const resolved = await resolveListingFilters(
    db,
    url.searchParams,
    category ? { categoryId: category.id } : { categories },
    WITH_KANNADA,
  );
  const entries = filterEntries(resolved.filters);
  const options = {
    sort: listing.sort,
    page: listing.page,
    pageSize: LISTING_PAGE_SIZE,
    filters: resolved.filters,
    categoryIds: resolved.categoryIds,
  };
  // A page of a listing is the same for every shopper: kept with the catalog (a catalog
  // change shows on the next view), in a store of its own, under its filters' one written
  // form. Only its first pages: no made-up page number may fill the store.
  const key = `${category ? `collection:${category.id}` : 'products'}:${new URLSearchParams(entries)}`;
  const cached = <T,>(name: string, load: () => Promise<T>) =>
    listing.page <= CACHED_PAGES
      ? cachedCatalog(db, `${name}:${key}`, load, { store: 'listings' })
      : load();
  const [list, facets] = await Promise.all([
    cached(`list:${options.sort}:${options.page}`, () =>
      listScope(db, scope, options, WITH_KANNADA),
    ),
    cached('facets', () =>
      listingFacets(db, scope, resolved.filters, resolved.categoryIds, {
        categories: category ? null : categories,
        attributes: resolved.attributes,
      }),
    ),
  ]);
  if (list.products.length === 0 && listing.page > 1) throw data(null, { status: 404 });

  // The collection's name (database content, in the page's language), or null for All Products.
  const locale = localeOf(context);
  const named = category && localized(locale, category, 'name');
  const path = category ? collectionHref(category.slug) : '/products';
  const view = filterView(facets, resolved, locale);
  const indexedChip = view.applied > 0 && view.indexable ? view.chips[0] : undefined;
  const page = {
    messages: pageMessages(context, 'cards', 'catalog', 'filters'),
    origin: pageOrigin(context),
    title: named?.name ?? null,
    ...(named?.nameLang ? { titleLang: named.nameLang } : {}),
    path,
    image: list.products[0]?.image?.src ?? category?.image ?? DEFAULT_OG_IMAGE,
    list: { ...list, products: list.products.map((card) => cardView(card, locale)) },
    filters: view,
    // One attribute value ('25 L geysers') is a page of its own for search engines, its
    // title naming the value; any other filtered list is not indexed, and names the
    // unfiltered listing as its canonical. (Written here, so that meta needs no code.)
    ...(indexedChip
      ? { namedValue: valueLabel(indexedChip.facet, indexedChip.value, pageTranslator(context)) }
      : {}),
    canonical: `${path}${listingSearch(
      'default',
      view.applied === 0 || indexedChip ? list.page : 1,
      indexedChip ? view.entries : [],
    )}`,
  };
  // A URL with parameters that were ignored is answered, never kept by the page cache.
  return resolved.notes.length
    ? data(page, { headers: { 'Cache-Control': 'private, no-store' } })
    : page;
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const cacheControl = loaderHeaders.get('Cache-Control');
  if (cacheControl) headers.set('Cache-Control', cacheControl);
  return headers;
};

export function meta({ loaderData, error, params, matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  if (!loaderData)
    return errorMeta(error, 'collectionName' in params ? t('Collection') : t('All Products'), t);
  const { list, origin, image, namedValue, canonical } = loaderData;
  const listTitle = loaderData.title ?? t('All Products');
  const title =
    namedValue === undefined
      ? listTitle
      : t('{title}: {value}', { title: listTitle, value: namedValue });
  const values = { name: title, site: SITE_NAME, total: list.total };
  return seoMeta({
    title: list.page > 1 ? t('{title} – page {page}', { title, page: list.page }) : title,
    description: loaderData.title
      ? t(
          'Buy {name} online at {site}: {total} products at discounted prices, with shipping across India and 56 stores in Karnataka.',
          values,
        )
      : t(
          'All {total} products of {site}: geysers, washing machines, pressure washers, kitchen appliances and furniture at discounted prices, shipped across India.',
          values,
        ),
    url: absoluteUrl(origin, canonical),
    image: absoluteUrl(origin, image),
    noindex: !loaderData.filters.indexable,
  });
}

/** A collection card's 'Compare' (one category: what a comparison needs), a lazy part. */
function compareOnCard(product: { id: string; name: string }) {
  return <Filters part="compare" productId={product.id} productName={product.name} />;
}

export default function Listing({ loaderData }: Route.ComponentProps) {
  const { list, path, origin, titleLang, filters } = loaderData;
  const t = useT();
  const busy = useListingBusy();
  const title = loaderData.title ?? t('All Products');
  const trail = [
    { name: t('Home'), path: '/' },
    ...(loaderData.title ? [{ name: t('Collections'), path: '/collections' }] : []),
    { name: title, path, lang: titleLang },
  ];
  return (
    <div className="container catalog-page">
      <Breadcrumb
        items={trail.map((crumb, i) =>
          i < trail.length - 1
            ? { label: crumb.name, to: crumb.path }
            : { label: crumb.name, lang: crumb.lang },
        )}
      />
      <h1 className="page-title" lang={titleLang}>
        {title}
      </h1>
      <Filters part="advisor" category={path.split('/')[2]} />
      <div className="listing-layout" id="listing">
        <Filters part="panel" view={filters} sort={list.sort} total={list.total} />
        <div className="listing-main">
          <Filters part="chips" view={filters} sort={list.sort} />
          <SortForm sort={list.sort} total={countText(list, t)} filters={filters.entries} />
          {list.products.length === 0 ? (
            <Filters part="none" to={filters.applied ? listingSearch(list.sort) || '?' : null} />
          ) : (
            <>
              <ProductGrid
                products={list.products}
                label={loaderData.title ? t('{title} products', { title }) : t('All products')}
                eagerCount={4}
                headingLevel={2}
                // One category's cards: what a comparison takes (not All Products).
                cardExtra={loaderData.title === null ? undefined : compareOnCard}
                className={busy ? 'is-busy' : undefined}
              />
              <Pagination
                page={list.page}
                totalPages={list.totalPages}
                hasMore={list.hasMore}
                sort={list.sort}
                filters={filters.entries}
              />
            </>
          )}
        </div>
      </div>
      <JsonLd
        data={
          import.meta.env.SSR && [
            // The trail without Home: the document starts with it.
            breadcrumbJsonLd(origin, trail.slice(1), t('Home')),
            // The list's items on its first page in its own order only (4 KB of 100): sorted
            // and filtered copies name that page as canonical, later pages continue it.
            ...(list.sort === 'default' && list.page === 1 && filters.indexable
              ? [itemListJsonLd(origin, list.products)]
              : []),
          ]
        }
      />
    </div>
  );
}

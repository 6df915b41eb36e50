import { data, redirect } from 'react-router';
import { EmptyState } from '../components/empty-state.tsx';
import { JsonLd } from '../components/json-ld.tsx';
import { Pagination, SortForm, useListingBusy } from '../components/listing.tsx';
import { ProductGrid } from '../components/product-grid.tsx';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { cachedCatalog } from '../lib/catalog-cache.server.ts';
import { collectionHref } from '../lib/hrefs.ts';
import { SITE_NAME } from '../lib/page-title.ts';
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
import {
  countText,
  LISTING_PAGE_SIZE,
  listingSearch,
  parseListingParams,
} from '../modules/catalog/listing.ts';
import { listCollection, listProducts } from '../modules/catalog/lists.server.ts';
import { listCategories } from '../modules/catalog/queries.server.ts';
import type { Route } from './+types/listing';

/** Pages of a listing kept in the catalog cache: the ones shoppers browse. */
const CACHED_PAGES = 10;

/**
 * A sortable, paged product listing (?sort=price-asc&page=2), one module for two routes:
 * /products (All Products) and /collections/{name} (one category; hyphens mean spaces).
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { database, publicUrl } = services(context);
  const listing = parseListingParams(url);
  const options = { sort: listing.sort, page: listing.page, pageSize: LISTING_PAGE_SIZE };
  const slug = 'collectionName' in params ? params.collectionName : undefined;

  // A page of a listing is the same for every shopper: kept with the catalog (a catalog
  // change shows on the next view), in a store of its own. Only its first pages, and a
  // collection only under its own name: other names redirect or are not found, and no
  // made-up page number or name may fill the store.
  const db = database.db;
  const cached = <T,>(key: string, load: () => Promise<T>) =>
    listing.page <= CACHED_PAGES
      ? cachedCatalog(db, `${key}:${options.sort}:${options.page}`, load, { store: 'listings' })
      : load();
  let list: Awaited<ReturnType<typeof listProducts>>;
  let category: { name: string; slug: string; image: string | null } | null = null;
  if (slug === undefined) {
    // A page or sort written another way has one address (for crawlers too: permanent).
    if (listing.redirectSearch !== null) {
      throw redirect(`${url.pathname}${listing.redirectSearch}`, 301);
    }
    list = await cached('products', () => listProducts(db, options));
  } else {
    const categories = await cachedCatalog(db, 'categories', listCategories);
    const collection = categories.some((known) => known.slug === slug)
      ? await cached(`collection:${slug}`, () => listCollection(db, slug, options))
      : await listCollection(db, slug, options);
    if (!collection) throw data(null, { status: 404 });
    const search = listing.redirectSearch ?? url.search;
    // 'All Products' is the whole catalogue, which lives at /products.
    if (collection.category.name === ALL_PRODUCTS) throw redirect(`/products${search}`, 301);
    if (collection.category.redirectTo) {
      throw redirect(`${collectionHref(collection.category.redirectTo)}${search}`, 301);
    }
    if (listing.redirectSearch !== null) {
      throw redirect(`${url.pathname}${listing.redirectSearch}`, 301);
    }
    ({ category, ...list } = collection);
  }
  if (list.products.length === 0 && listing.page > 1) throw data(null, { status: 404 });

  const title = category?.name ?? ALL_PRODUCTS;
  const path = category ? collectionHref(category.slug) : '/products';
  const trail = [
    { name: 'Home', path: '/' },
    ...(category ? [{ name: 'Collections', path: '/collections' }] : []),
    { name: title, path },
  ];
  return {
    origin: publicUrl,
    title,
    path,
    trail,
    description: category
      ? `Buy ${category.name} online at ${SITE_NAME}: ${list.total} products at discounted prices, with shipping across India and 56 stores in Karnataka.`
      : `All ${list.total} products of ${SITE_NAME}: geysers, washing machines, pressure washers, kitchen appliances and furniture at discounted prices, shipped across India.`,
    image: list.products[0]?.image?.src ?? category?.image ?? DEFAULT_OG_IMAGE,
    list: { ...list, products: list.products.map(cardView) },
  };
}

export function meta({ loaderData, error, params }: Route.MetaArgs) {
  if (!loaderData)
    return errorMeta(error, 'collectionName' in params ? 'Collection' : ALL_PRODUCTS);
  const { list, origin, title, path, description, image } = loaderData;
  return seoMeta({
    title: list.page > 1 ? `${title} – page ${list.page}` : title,
    description,
    url: absoluteUrl(origin, `${path}${listingSearch('default', list.page)}`),
    image: absoluteUrl(origin, image),
  });
}

export default function Listing({ loaderData }: Route.ComponentProps) {
  const { list, title, trail, origin } = loaderData;
  const busy = useListingBusy();
  const isAll = title === ALL_PRODUCTS;
  return (
    <div className="container catalog-page">
      <Breadcrumb
        items={trail.map((t, i) =>
          i < trail.length - 1 ? { label: t.name, to: t.path } : { label: t.name },
        )}
      />
      <h1 className="page-title">{title}</h1>
      {list.products.length === 0 ? (
        <EmptyState
          title="No products in this collection yet."
          action={{ to: '/products', label: 'See all products' }}
        />
      ) : (
        <>
          <SortForm sort={list.sort} total={countText(list)} />
          <ProductGrid
            products={list.products}
            label={isAll ? 'All products' : `${title} products`}
            eagerCount={4}
            headingLevel={2}
            className={busy ? 'is-busy' : undefined}
          />
          <Pagination
            page={list.page}
            totalPages={list.totalPages}
            hasMore={list.hasMore}
            sort={list.sort}
          />
        </>
      )}
      <JsonLd
        data={
          import.meta.env.SSR && [
            // The trail without Home: the document starts with it.
            breadcrumbJsonLd(origin, trail.slice(1)),
            itemListJsonLd(origin, list.products),
          ]
        }
      />
    </div>
  );
}

import { data, redirect } from 'react-router';
import { AdvisorLink } from '../components/advisor-link.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { JsonLd } from '../components/json-ld.tsx';
import { Pagination, SortForm, useListingBusy } from '../components/listing.tsx';
import { ProductGrid } from '../components/product-grid.tsx';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { localized } from '../i18n/content.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { unprefixedPath } from '../i18n/locales.ts';
import { localeOf, pageMessages, pageOrigin } from '../i18n/page-i18n.server.ts';
import { metaTranslator } from '../i18n/page-language.ts';
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
import {
  type CategorySummary,
  listCategories,
  WITH_KANNADA,
} from '../modules/catalog/queries.server.ts';
import type { Route } from './+types/listing';

/** Pages of a listing kept in the catalog cache: the ones shoppers browse. */
const CACHED_PAGES = 10;

/**
 * A sortable, paged product listing (?sort=price-asc&page=2), one module for two routes:
 * /products (All Products) and /collections/{name} (one category; hyphens mean spaces).
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { database } = services(context);
  const listing = parseListingParams(url);
  const options = { sort: listing.sort, page: listing.page, pageSize: LISTING_PAGE_SIZE };
  const slug = 'collectionName' in params ? params.collectionName : undefined;
  // The path without its language prefix: the router puts a redirect in the page's language.
  const here = unprefixedPath(url.pathname);

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
  let category: CategorySummary | null = null;
  if (slug === undefined) {
    // A page or sort written another way has one address (for crawlers too: permanent).
    if (listing.redirectSearch !== null) {
      throw redirect(`${here}${listing.redirectSearch}`, 301);
    }
    list = await cached('products', () => listProducts(db, options, WITH_KANNADA));
  } else {
    const categories = await cachedCatalog(db, 'categories', (db) =>
      listCategories(db, WITH_KANNADA),
    );
    const load = () => listCollection(db, slug, options, WITH_KANNADA);
    const collection = categories.some((known) => known.slug === slug)
      ? await cached(`collection:${slug}`, load)
      : await load();
    if (!collection) throw data(null, { status: 404 });
    const search = listing.redirectSearch ?? url.search;
    // 'All Products' is the whole catalogue, which lives at /products.
    if (collection.category.name === ALL_PRODUCTS) throw redirect(`/products${search}`, 301);
    if (collection.category.redirectTo) {
      throw redirect(`${collectionHref(collection.category.redirectTo)}${search}`, 301);
    }
    if (listing.redirectSearch !== null) {
      throw redirect(`${here}${listing.redirectSearch}`, 301);
    }
    ({ category, ...list } = collection);
  }
  if (list.products.length === 0 && listing.page > 1) throw data(null, { status: 404 });

  // The collection's name (database content, in the page's language), or null for All Products.
  const locale = localeOf(context);
  const named = category && localized(locale, category, 'name');
  const path = category ? collectionHref(category.slug) : '/products';
  return {
    messages: pageMessages(context, 'cards', 'catalog'),
    origin: pageOrigin(context),
    title: named?.name ?? null,
    ...(named?.nameLang ? { titleLang: named.nameLang } : {}),
    path,
    image: list.products[0]?.image?.src ?? category?.image ?? DEFAULT_OG_IMAGE,
    list: { ...list, products: list.products.map((card) => cardView(card, locale)) },
  };
}

export function meta({ loaderData, error, params, matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  if (!loaderData)
    return errorMeta(error, 'collectionName' in params ? t('Collection') : t('All Products'), t);
  const { list, origin, path, image } = loaderData;
  const title = loaderData.title ?? t('All Products');
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
    url: absoluteUrl(origin, `${path}${listingSearch('default', list.page)}`),
    image: absoluteUrl(origin, image),
  });
}

export default function Listing({ loaderData }: Route.ComponentProps) {
  const { list, path, origin, titleLang } = loaderData;
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
      <AdvisorLink category={path.split('/')[2]} />
      {list.products.length === 0 ? (
        <EmptyState
          title={t('No products in this collection yet.')}
          action={{ to: '/products', label: t('See all products') }}
        />
      ) : (
        <>
          <SortForm sort={list.sort} total={countText(list, t)} />
          <ProductGrid
            products={list.products}
            label={loaderData.title ? t('{title} products', { title }) : t('All products')}
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
            breadcrumbJsonLd(origin, trail.slice(1), t('Home')),
            itemListJsonLd(origin, list.products),
          ]
        }
      />
    </div>
  );
}

import { data, redirect } from 'react-router';
import { JsonLd } from '../components/json-ld.tsx';
import {
  countText,
  listingSearch,
  Pagination,
  parseListingParams,
  SortForm,
  useListingBusy,
} from '../components/listing.tsx';
import { ProductGrid } from '../components/product-grid.tsx';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { ButtonLink } from '../components/ui/button.tsx';
import { collectionHref } from '../lib/hrefs.ts';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  DEFAULT_OG_IMAGE,
  errorMeta,
  itemListJsonLd,
  seoMeta,
} from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { ALL_PRODUCTS } from '../modules/catalog/constants.ts';
import { listCollection } from '../modules/catalog/lists.server.ts';
import type { Route } from './+types/collection';

/** /collections/{name}: one category's products. Hyphens in the name mean spaces. */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { database, publicUrl } = services(context);
  const listing = parseListingParams(url);
  const collection = await listCollection(database.db, params.collectionName, {
    sort: listing.sort,
    page: listing.page,
  });
  if (!collection) throw data(null, { status: 404 });
  const search = listing.redirectSearch ?? url.search;
  // 'All Products' is the whole catalogue, which lives at /products.
  if (collection.category.name === ALL_PRODUCTS) throw redirect(`/products${search}`, 301);
  if (collection.category.redirectTo) {
    throw redirect(`${collectionHref(collection.category.redirectTo)}${search}`, 301);
  }
  if (listing.redirectSearch !== null) throw redirect(`${url.pathname}${listing.redirectSearch}`);
  if (collection.products.length === 0 && listing.page > 1) throw data(null, { status: 404 });
  const path = collectionHref(collection.category.slug);
  return {
    origin: publicUrl,
    collection,
    jsonLd: [
      breadcrumbJsonLd([
        { name: 'Home', url: absoluteUrl(publicUrl, '/') },
        { name: 'Collections', url: absoluteUrl(publicUrl, '/collections') },
        { name: collection.category.name, url: absoluteUrl(publicUrl, path) },
      ]),
      itemListJsonLd(publicUrl, collection.products),
    ],
  };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error, 'Collection');
  const { collection, origin } = loaderData;
  const { category, total, page } = collection;
  const path = `${collectionHref(category.slug)}${listingSearch('default', page)}`;
  return seoMeta({
    title: page > 1 ? `${category.name} – page ${page}` : category.name,
    description: `Buy ${category.name} online at Gruha Appliances: ${total} products at discounted prices, with shipping across India and 56 stores in Karnataka.`,
    url: absoluteUrl(origin, path),
    image: absoluteUrl(
      origin,
      collection.products[0]?.image?.src ?? category.image ?? DEFAULT_OG_IMAGE,
    ),
  });
}

export default function CollectionPage({ loaderData }: Route.ComponentProps) {
  const { collection, jsonLd } = loaderData;
  const { category, products } = collection;
  const busy = useListingBusy();
  return (
    <div className="container catalog-page">
      <Breadcrumb
        items={[
          { label: 'Home', to: '/' },
          { label: 'Collections', to: '/collections' },
          { label: category.name },
        ]}
      />
      <h1 className="page-title">{category.name}</h1>
      {products.length === 0 ? (
        <div className="empty-state">
          <h2>No products in this collection yet.</h2>
          <ButtonLink to="/products">See all products</ButtonLink>
        </div>
      ) : (
        <>
          <SortForm sort={collection.sort} total={countText(collection)} />
          <ProductGrid
            products={products}
            label={`${category.name} products`}
            eagerCount={4}
            headingLevel={2}
            className={busy ? 'is-busy' : undefined}
          />
          <Pagination
            page={collection.page}
            totalPages={collection.totalPages}
            hasMore={collection.hasMore}
            sort={collection.sort}
          />
        </>
      )}
      <JsonLd data={jsonLd} />
    </div>
  );
}

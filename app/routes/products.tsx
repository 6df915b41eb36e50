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
import {
  absoluteUrl,
  breadcrumbJsonLd,
  DEFAULT_OG_IMAGE,
  errorMeta,
  itemListJsonLd,
  seoMeta,
} from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { listProducts } from '../modules/catalog/lists.server.ts';
import type { Route } from './+types/products';

/** /products: All Products, sortable (?sort=price-asc), a page at a time (?page=2). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { database, publicUrl } = services(context);
  const listing = parseListingParams(url);
  if (listing.redirectSearch !== null) throw redirect(`${url.pathname}${listing.redirectSearch}`);
  const list = await listProducts(database.db, { sort: listing.sort, page: listing.page });
  if (list.products.length === 0 && listing.page > 1) throw data(null, { status: 404 });
  return {
    origin: publicUrl,
    list,
    jsonLd: [
      breadcrumbJsonLd([
        { name: 'Home', url: absoluteUrl(publicUrl, '/') },
        { name: 'All Products', url: absoluteUrl(publicUrl, '/products') },
      ]),
      itemListJsonLd(publicUrl, list.products),
    ],
  };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error, 'All Products');
  const { list, origin } = loaderData;
  return seoMeta({
    title: list.page > 1 ? `All Products – page ${list.page}` : 'All Products',
    description: `All ${list.total} products of Gruha Appliances: geysers, washing machines, pressure washers, kitchen appliances and furniture at discounted prices, shipped across India.`,
    url: absoluteUrl(origin, `/products${listingSearch('default', list.page)}`),
    image: absoluteUrl(origin, list.products[0]?.image?.src ?? DEFAULT_OG_IMAGE),
  });
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { list, jsonLd } = loaderData;
  const busy = useListingBusy();
  return (
    <div className="container catalog-page">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'All Products' }]} />
      <h1 className="page-title">All Products</h1>
      <SortForm sort={list.sort} total={countText(list)} />
      <ProductGrid
        products={list.products}
        label="All products"
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
      <JsonLd data={jsonLd} />
    </div>
  );
}

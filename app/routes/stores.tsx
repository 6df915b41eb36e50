/**
 * The store locator, at /stores and /store-locator (one module, two routes; canonical
 * /stores): every store with its photo, address, phone and directions, a search that works
 * without JavaScript (?q=), 'Use my location', and a map loaded only on this page.
 */
import { ErrorScreen } from '../components/error-screen.tsx';
import { JsonLd } from '../components/json-ld.tsx';
import { storeCount } from '../components/stores/locator.ts';
import { StoreLocator } from '../components/stores/store-locator.tsx';
import { STORES_PATH, storesJsonLd } from '../components/stores/stores-json-ld.ts';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { cachedCatalog } from '../lib/catalog-cache.server.ts';
import { revalidateUnlessOnly } from '../lib/revalidation.ts';
import { absoluteUrl, breadcrumbJsonLd, DEFAULT_OG_IMAGE, errorMeta, seoMeta } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { listStores } from '../modules/content/queries.server.ts';
import type { Route } from './+types/stores';
import '../styles/components/stores.css';

export async function loader({ context }: Route.LoaderArgs) {
  const { database, publicUrl } = services(context);
  // Every store, whatever the search: the page filters them as the shopper types (and on
  // the server, from ?q=, when there is no JavaScript).
  const stores = await cachedCatalog(database.db, 'stores', listStores);
  return {
    origin: publicUrl,
    stores,
  };
}

/** A new search changes only ?q=: the page already has every store. */
export const shouldRevalidate = revalidateUnlessOnly('q');

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error, 'Store Locator');
  return seoMeta({
    title: 'Store Locator',
    description: `Find your nearest Gruha Appliances store: ${storeCount(loaderData.stores.length)} across Karnataka, from Tumakuru and Bengaluru to Mysuru, Hubballi and Mangaluru, with addresses, phone numbers and directions.`,
    url: absoluteUrl(loaderData.origin, STORES_PATH),
    image: absoluteUrl(loaderData.origin, DEFAULT_OG_IMAGE),
  });
}

export default function Stores({ loaderData }: Route.ComponentProps) {
  const { origin, stores } = loaderData;
  return (
    <div className="container stores-page">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Stores' }]} />
      <h1 className="page-title">Store Locator</h1>
      <p className="stores-page__lead">
        See our appliances at any of our {storeCount(stores.length)} across Karnataka. Search by
        town, street or pincode, or find the ones nearest you.
      </p>
      <StoreLocator stores={stores} />
      <JsonLd
        data={
          import.meta.env.SSR && breadcrumbJsonLd(origin, [{ name: 'Stores', path: STORES_PATH }])
        }
      />
      <JsonLd data={import.meta.env.SSR && storesJsonLd(origin, stores)} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}

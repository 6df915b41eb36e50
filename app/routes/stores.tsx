/**
 * The store locator, at /stores and /store-locator (one module, two routes; canonical
 * /stores): every store with its photo, address, phone and directions, a search that works
 * without JavaScript (?q=), 'Use my location', and a map loaded only on this page.
 */
import { ErrorScreen } from '../components/error-screen.tsx';
import { JsonLd } from '../components/json-ld.tsx';
import { StoreLocator } from '../components/stores/store-locator.tsx';
import { STORES_PATH, storesJsonLd } from '../components/stores/stores-json-ld.ts';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { localized } from '../i18n/content.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { localeOf, pageMessages, pageOrigin } from '../i18n/page-i18n.server.ts';
import { metaTranslator } from '../i18n/page-language.ts';
import { cachedCatalog } from '../lib/catalog-cache.server.ts';
import { revalidateUnlessOnly } from '../lib/revalidation.ts';
import { absoluteUrl, breadcrumbJsonLd, DEFAULT_OG_IMAGE, errorMeta, seoMeta } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { WITH_KANNADA } from '../modules/catalog/queries.server.ts';
import { listStores } from '../modules/content/queries.server.ts';
import type { Route } from './+types/stores';
import '../styles/components/stores.css';

export async function loader({ context }: Route.LoaderArgs) {
  const { database } = services(context);
  // Every store, whatever the search: the page filters them as the shopper types (and on
  // the server, from ?q=, when there is no JavaScript).
  const stores = await cachedCatalog(database.db, 'stores', (db) => listStores(db, WITH_KANNADA));
  const locale = localeOf(context);
  return {
    origin: pageOrigin(context),
    messages: pageMessages(context, 'content', 'forms', 'pincode'),
    stores: stores.map((store) => localized(locale, store, 'name', 'address')),
  };
}

/** A new search changes only ?q=: the page already has every store. */
export const shouldRevalidate = revalidateUnlessOnly('q');

export function meta({ loaderData, error, matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  if (!loaderData) return errorMeta(error, t('Store Locator'), t);
  return seoMeta({
    title: t('Store Locator'),
    description: t(
      'Find your nearest Gruha Appliances store: {count, plural, one {# store} other {# stores}} across Karnataka, from Tumakuru and Bengaluru to Mysuru, Hubballi and Mangaluru, with addresses, phone numbers and directions.',
      { count: loaderData.stores.length },
    ),
    url: absoluteUrl(loaderData.origin, STORES_PATH),
    image: absoluteUrl(loaderData.origin, DEFAULT_OG_IMAGE),
  });
}

export default function Stores({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { origin, stores } = loaderData;
  return (
    <div className="container stores-page">
      <Breadcrumb items={[{ label: t('Home'), to: '/' }, { label: t('Stores') }]} />
      <h1 className="page-title">{t('Store Locator')}</h1>
      <p className="stores-page__lead">
        {t(
          'See our appliances at any of our {count, plural, one {# store} other {# stores}} across Karnataka. Search by town, street or pincode, or find the ones nearest you.',
          { count: stores.length },
        )}
      </p>
      <StoreLocator stores={stores} />
      <JsonLd
        data={
          import.meta.env.SSR &&
          breadcrumbJsonLd(origin, [{ name: t('Stores'), path: STORES_PATH }], t('Home'))
        }
      />
      <JsonLd data={import.meta.env.SSR && storesJsonLd(origin, stores)} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}

import { redirect } from 'react-router';
import { CategoryCards } from '../components/category-cards.tsx';
import { Filters } from '../components/filters-part.tsx';
import { ProductGrid } from '../components/product-grid.tsx';
import { SearchForm } from '../components/search-form.tsx';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { useT } from '../i18n/i18n-context.tsx';
import { localeOf, pageMessages, pageOrigin } from '../i18n/page-i18n.server.ts';
import { metaTranslator } from '../i18n/page-language.ts';
import { cachedCatalog } from '../lib/catalog-cache.server.ts';
import { SITE_NAME } from '../lib/page-title.ts';
import { revalidateUnlessShopperWrite } from '../lib/revalidation.ts';
import { useCategories } from '../lib/root-data.ts';
import { absoluteUrl, DEFAULT_OG_IMAGE, errorMeta, seoMeta } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { cardView } from '../modules/catalog/card.ts';
import { filterView } from '../modules/catalog/filter-view.ts';
import { filteredSearch } from '../modules/catalog/listing-filters.server.ts';
import { listCategories, WITH_KANNADA } from '../modules/catalog/queries.server.ts';
import { normalizeQuery } from '../modules/catalog/search-query.ts';
import { searchHref } from '../modules/catalog/search-term.ts';
import type { Route } from './+types/search';

/** A card's add, heart or compare box reloads the root's view of the shopper, not the page. */
export const shouldRevalidate = revalidateUnlessShopperWrite();

/**
 * /search/{input}: ranked, typo-tolerant results (modules/catalog/search.server.ts),
 * filtered by the listings' filters in the query string (?category=…&maxPrice=…).
 */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const { database } = services(context);
  // Trimmed, cleaned and capped at 100 characters: any input is safe to show and to search.
  const query = normalizeQuery(params.searchInput);
  if (!query) throw redirect('/');
  const locale = localeOf(context);
  const db = database.db;
  const categories = await cachedCatalog(db, 'categories', (db) =>
    listCategories(db, WITH_KANNADA),
  );
  const found = await filteredSearch(db, query, url.searchParams, categories, WITH_KANNADA);
  return {
    messages: pageMessages(context, 'cards', 'catalog', 'filters'),
    origin: pageOrigin(context),
    query,
    results: found.products.map((card) => cardView(card, locale)),
    filters: filterView(found.facets, found.resolved, locale),
  };
}

export function meta({ loaderData, error, matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  if (!loaderData) return errorMeta(error, t('Search'), t);
  const { query, results, origin } = loaderData;
  return seoMeta({
    title: t('Search results for "{query}"', { query }),
    description: t(
      '{count, plural, one {# product} other {# products}} matching "{query}" at {site}.',
      { count: results.length, query, site: SITE_NAME },
    ),
    url: absoluteUrl(origin, searchHref(query)),
    image: absoluteUrl(origin, DEFAULT_OG_IMAGE),
    // Result pages are endless and thin: kept out of the index, their links followed.
    noindex: true,
  });
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, results, filters } = loaderData;
  const categories = useCategories();
  const t = useT();
  const count = results.length;
  return (
    <div className="container catalog-page search-page">
      <Breadcrumb items={[{ label: t('Home'), to: '/' }, { label: t('Search') }]} />
      <SearchForm key={query} className="search-page__form" defaultValue={query} />
      <h1 className="page-title search-page__title">
        {t('Search results for "{query}"', { query })}
      </h1>
      <div className="listing-layout" id="listing">
        {count > 0 || filters.applied > 0 ? (
          <Filters part="panel" view={filters} sort="default" total={count} />
        ) : null}
        <div className="listing-main">
          <Filters part="chips" view={filters} sort="default" />
          <p className="search-page__count" role="status">
            {count === 0
              ? t('No products found')
              : t('{count, plural, one {# product} other {# products}} found', { count })}
          </p>
          {count > 0 ? (
            <ProductGrid
              products={results}
              label={t('Search results')}
              eagerCount={4}
              headingLevel={2}
            />
          ) : filters.applied > 0 ? (
            <Filters part="none" to="?" />
          ) : null}
        </div>
      </div>
      {count > 0 || filters.applied > 0 ? null : (
        <section className="search-empty" aria-labelledby="search-empty-title">
          <h2 id="search-empty-title" className="search-empty__title">
            {t('We couldn\'t find anything for "{query}"', { query })}
          </h2>
          <p className="search-empty__text">
            {t(
              'Check the spelling, try a shorter or more general word (for example "geyser" or "mixer"), or browse our categories below.',
            )}
          </p>
          <CategoryCards categories={categories} headingLevel={3} />
        </section>
      )}
    </div>
  );
}

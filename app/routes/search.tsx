import { redirect } from 'react-router';
import { CategoryCards } from '../components/category-cards.tsx';
import { ProductGrid } from '../components/product-grid.tsx';
import { SearchForm } from '../components/search-form.tsx';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { useT } from '../i18n/i18n-context.tsx';
import { localeOf, pageMessages, pageOrigin } from '../i18n/page-i18n.server.ts';
import { metaTranslator } from '../i18n/page-language.ts';
import { SITE_NAME } from '../lib/page-title.ts';
import { useCategories } from '../lib/root-data.ts';
import { absoluteUrl, DEFAULT_OG_IMAGE, errorMeta, seoMeta } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { cardView } from '../modules/catalog/card.ts';
import { WITH_KANNADA } from '../modules/catalog/queries.server.ts';
import { searchProducts } from '../modules/catalog/search.server.ts';
import { normalizeQuery } from '../modules/catalog/search-query.ts';
import { searchHref } from '../modules/catalog/search-term.ts';
import type { Route } from './+types/search';

/** /search/{input}: ranked, typo-tolerant results (modules/catalog/search.server.ts). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { database } = services(context);
  // Trimmed, cleaned and capped at 100 characters: any input is safe to show and to search.
  const query = normalizeQuery(params.searchInput);
  if (!query) throw redirect('/');
  const locale = localeOf(context);
  const results = (await searchProducts(database.db, query, {}, WITH_KANNADA)).map((card) =>
    cardView(card, locale),
  );
  return {
    messages: pageMessages(context, 'cards', 'catalog'),
    origin: pageOrigin(context),
    query,
    results,
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
  const { query, results } = loaderData;
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
      ) : (
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

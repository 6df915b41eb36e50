import { CategoryCards } from '../components/category-cards.tsx';
import { JsonLd } from '../components/json-ld.tsx';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { localized } from '../i18n/content.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { localeOf, pageMessages, pageOrigin } from '../i18n/page-i18n.server.ts';
import { metaTranslator } from '../i18n/page-language.ts';
import { cachedCatalog } from '../lib/catalog-cache.server.ts';
import { absoluteUrl, breadcrumbJsonLd, DEFAULT_OG_IMAGE, errorMeta, seoMeta } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { listCategories, WITH_KANNADA } from '../modules/catalog/queries.server.ts';
import type { Route } from './+types/categories';

export async function loader({ context }: Route.LoaderArgs) {
  const { database } = services(context);
  const locale = localeOf(context);
  const categories = await cachedCatalog(database.db, 'categories', (db) =>
    listCategories(db, WITH_KANNADA),
  );
  return {
    messages: pageMessages(context, 'catalog'),
    origin: pageOrigin(context),
    categories: categories.map((category) => localized(locale, category, 'name')),
  };
}

export function meta({ loaderData, error, matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  if (!loaderData) return errorMeta(error, t('Categories'), t);
  return seoMeta({
    title: t('Shop By category'),
    description: t(
      'Browse every category: instant geysers, washing machines, pressure washers, vacuum cleaners, kitchen appliances, air coolers and home furniture.',
    ),
    url: absoluteUrl(loaderData.origin, '/categories'),
    image: absoluteUrl(loaderData.origin, DEFAULT_OG_IMAGE),
  });
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  const { categories, origin } = loaderData;
  const t = useT();
  return (
    <div className="container catalog-page">
      <Breadcrumb items={[{ label: t('Home'), to: '/' }, { label: t('Categories') }]} />
      <h1 className="page-title">{t('Shop By category')}</h1>
      <CategoryCards categories={categories} eagerCount={8} />
      <JsonLd
        data={
          import.meta.env.SSR &&
          breadcrumbJsonLd(origin, [{ name: t('Categories'), path: '/categories' }], t('Home'))
        }
      />
    </div>
  );
}

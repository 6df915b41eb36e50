import { CategoryCards } from '../components/category-cards.tsx';
import { JsonLd } from '../components/json-ld.tsx';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { localized } from '../i18n/content.ts';
import { withText } from '../i18n/fallback-text.tsx';
import { useT } from '../i18n/i18n-context.tsx';
import { msg } from '../i18n/msg.ts';
import { localeOf, pageMessages, pageOrigin } from '../i18n/page-i18n.server.ts';
import { metaTranslator } from '../i18n/page-language.ts';
import { SITE_NAME } from '../lib/page-title.ts';
import { absoluteUrl, breadcrumbJsonLd, DEFAULT_OG_IMAGE, errorMeta, seoMeta } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { listCollectionGroups } from '../modules/catalog/lists.server.ts';
import { WITH_KANNADA } from '../modules/catalog/queries.server.ts';
import type { Route } from './+types/collections';

export async function loader({ context }: Route.LoaderArgs) {
  const { database } = services(context);
  const locale = localeOf(context);
  const groups = await listCollectionGroups(database.db, WITH_KANNADA);
  return {
    messages: pageMessages(context, 'catalog'),
    origin: pageOrigin(context),
    groups: groups.map(({ title: _title, categories, ...group }) => ({
      ...localized(locale, group, 'name'),
      categories: categories.map((category) => localized(locale, category, 'name')),
    })),
  };
}

export function meta({ loaderData, error, matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  if (!loaderData) return errorMeta(error, t('Collections'), t);
  return seoMeta({
    title: t('Collections'),
    description: t('Shop by {groups}: every collection of {site} in one place.', {
      groups: loaderData.groups.map((group) => group.name.toLowerCase()).join(', '),
      site: SITE_NAME,
    }),
    url: absoluteUrl(loaderData.origin, '/collections'),
    image: absoluteUrl(loaderData.origin, DEFAULT_OG_IMAGE),
  });
}

export default function Collections({ loaderData }: Route.ComponentProps) {
  const { groups, origin } = loaderData;
  const t = useT();
  return (
    <div className="container catalog-page">
      <Breadcrumb items={[{ label: t('Home'), to: '/' }, { label: t('Collections') }]} />
      <h1 className="page-title">{t('Collections')}</h1>
      {groups.map((group, index) => (
        <section
          key={group.id}
          className="collection-group"
          aria-labelledby={`collection-group-${group.id}`}
        >
          <h2 className="section-head__title" id={`collection-group-${group.id}`}>
            {withText(t, msg('Shop By {name}'), 'name', {
              value: group.name,
              lang: group.nameLang,
            })}
          </h2>
          <CategoryCards
            categories={group.categories}
            headingLevel={3}
            eagerCount={index === 0 ? 4 : 0}
          />
        </section>
      ))}
      <JsonLd
        data={
          import.meta.env.SSR &&
          breadcrumbJsonLd(origin, [{ name: t('Collections'), path: '/collections' }], t('Home'))
        }
      />
    </div>
  );
}

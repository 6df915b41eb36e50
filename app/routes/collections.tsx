import { CategoryCards } from '../components/category-cards.tsx';
import { JsonLd } from '../components/json-ld.tsx';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { SITE_NAME } from '../lib/page-title.ts';
import { absoluteUrl, breadcrumbJsonLd, DEFAULT_OG_IMAGE, errorMeta, seoMeta } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { listCollectionGroups } from '../modules/catalog/lists.server.ts';
import type { Route } from './+types/collections';

export async function loader({ context }: Route.LoaderArgs) {
  const { database, publicUrl } = services(context);
  return {
    origin: publicUrl,
    groups: await listCollectionGroups(database.db),
  };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error, 'Collections');
  return seoMeta({
    title: 'Collections',
    description: `Shop by ${loaderData.groups
      .map((group) => group.name.toLowerCase())
      .join(', ')}: every collection of ${SITE_NAME} in one place.`,
    url: absoluteUrl(loaderData.origin, '/collections'),
    image: absoluteUrl(loaderData.origin, DEFAULT_OG_IMAGE),
  });
}

export default function Collections({ loaderData }: Route.ComponentProps) {
  const { groups, origin } = loaderData;
  return (
    <div className="container catalog-page">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Collections' }]} />
      <h1 className="page-title">Collections</h1>
      {groups.map((group, index) => (
        <section
          key={group.id}
          className="collection-group"
          aria-labelledby={`collection-group-${group.id}`}
        >
          <h2 className="section-head__title" id={`collection-group-${group.id}`}>
            {group.title}
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
          breadcrumbJsonLd(origin, [{ name: 'Collections', path: '/collections' }])
        }
      />
    </div>
  );
}

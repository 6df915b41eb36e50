import { CategoryCards } from '../components/category-cards.tsx';
import { JsonLd } from '../components/json-ld.tsx';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { absoluteUrl, breadcrumbJsonLd, DEFAULT_OG_IMAGE, errorMeta, seoMeta } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { listCategories } from '../modules/catalog/queries.server.ts';
import type { Route } from './+types/categories';

export async function loader({ context }: Route.LoaderArgs) {
  const { database, publicUrl } = services(context);
  return {
    origin: publicUrl,
    categories: await listCategories(database.db),
  };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error, 'Categories');
  return seoMeta({
    title: 'Shop By category',
    description:
      'Browse every category: instant geysers, washing machines, pressure washers, vacuum cleaners, kitchen appliances, air coolers and home furniture.',
    url: absoluteUrl(loaderData.origin, '/categories'),
    image: absoluteUrl(loaderData.origin, DEFAULT_OG_IMAGE),
  });
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  const { categories, origin } = loaderData;
  return (
    <div className="container catalog-page">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Categories' }]} />
      <h1 className="page-title">Shop By category</h1>
      <CategoryCards categories={categories} eagerCount={8} />
      <JsonLd
        data={
          import.meta.env.SSR &&
          breadcrumbJsonLd(origin, [{ name: 'Categories', path: '/categories' }])
        }
      />
    </div>
  );
}

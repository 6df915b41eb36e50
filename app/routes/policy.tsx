import { data } from 'react-router';
import { STORE } from '../../config/store.ts';
import { POLICIES } from '../../config/store-pages.ts';
import { JsonLd } from '../components/json-ld.tsx';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { absoluteUrl, breadcrumbJsonLd, DEFAULT_OG_IMAGE, errorMeta, seoMeta } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { STORE_INFO } from '../lib/store-info.ts';
import type { Route } from './+types/policy';

/** One module for the ten policy pages (app/routes.ts registers each path). */
export function loader({ url, context }: Route.LoaderArgs) {
  // `url` is normalised (no '.data' suffix on client navigations), unlike request.url.
  const pathname = url.pathname.replace(/\/+$/, '').toLowerCase();
  const policy = POLICIES.find((entry) => entry.path === pathname);
  if (!policy) throw data(null, { status: 404 });
  return { policy, lastUpdated: STORE.policiesLastUpdated, origin: services(context).publicUrl };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error, 'Page not found');
  const { policy, origin } = loaderData;
  return seoMeta({
    title: policy.title,
    description: `${policy.title} of ${STORE_INFO.name}, online store for home appliances and furniture.`,
    // The one address of each policy, whatever case or trailing slash it was asked with.
    url: absoluteUrl(origin, policy.path),
    image: absoluteUrl(origin, DEFAULT_OG_IMAGE),
  });
}

export default function Policy({ loaderData }: Route.ComponentProps) {
  const { policy, lastUpdated, origin } = loaderData;
  return (
    <article className="container container--narrow content-page">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: policy.title }]} />
      <h1 className="page-title">{policy.title}</h1>
      <p className="content-page__updated">Last updated: {lastUpdated}</p>
      {policy.sections.map((section) => (
        <section key={section.heading} className="content-page__section">
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <JsonLd
        data={
          import.meta.env.SSR &&
          breadcrumbJsonLd(origin, [{ name: policy.title, path: policy.path }])
        }
      />
    </article>
  );
}

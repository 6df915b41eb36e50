import { data } from 'react-router';
import { STORE } from '../../config/store.ts';
import { POLICIES, translatedPolicy } from '../../config/store-pages.ts';
import { JsonLd } from '../components/json-ld.tsx';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { useT } from '../i18n/i18n-context.tsx';
import { localeInfo, unprefixedPath } from '../i18n/locales.ts';
import { localeOf, pageOrigin, pageTranslator } from '../i18n/page-i18n.server.ts';
import { metaTranslator } from '../i18n/page-language.ts';
import { SITE_NAME } from '../lib/page-title.ts';
import { absoluteUrl, breadcrumbJsonLd, DEFAULT_OG_IMAGE, errorMeta, seoMeta } from '../lib/seo.ts';
import type { Route } from './+types/policy';

/**
 * One module for the ten policy pages (app/routes.ts registers each path). The loader
 * sends the page's texts in its language, so the page carries no catalog of its own.
 */
export function loader({ url, context }: Route.LoaderArgs) {
  // `url` is normalised (no '.data' suffix on client navigations), unlike request.url; its
  // path has the page's language prefix (/kn/privacypolicy).
  const pathname = unprefixedPath(url.pathname).replace(/\/+$/, '').toLowerCase();
  const policy = POLICIES.find((entry) => entry.path === pathname);
  if (!policy) throw data(null, { status: 404 });
  const t = pageTranslator(context);
  const page = translatedPolicy(policy, t);
  const lastUpdated = new Intl.DateTimeFormat(localeInfo(localeOf(context)).intl, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${STORE.policiesLastUpdated} UTC`));
  return {
    policy: page,
    updated: t('Last updated: {date}', { date: lastUpdated }),
    description: t('{title} of {name}, online store for home appliances and furniture.', {
      title: page.title,
      name: SITE_NAME,
    }),
    origin: pageOrigin(context),
  };
}

export function meta({ loaderData, error, matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  if (!loaderData) return errorMeta(error, t('Page not found'), t);
  const { policy, description, origin } = loaderData;
  return seoMeta({
    title: policy.title,
    description,
    // The one address of each policy, whatever case or trailing slash it was asked with.
    url: absoluteUrl(origin, policy.path),
    image: absoluteUrl(origin, DEFAULT_OG_IMAGE),
  });
}

export default function Policy({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { policy, updated, origin } = loaderData;
  return (
    <article className="container container--narrow content-page">
      <Breadcrumb items={[{ label: t('Home'), to: '/' }, { label: policy.title }]} />
      <h1 className="page-title">{policy.title}</h1>
      <p className="content-page__updated">{updated}</p>
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
          breadcrumbJsonLd(origin, [{ name: policy.title, path: policy.path }], t('Home'))
        }
      />
    </article>
  );
}

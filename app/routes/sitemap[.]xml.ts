/**
 * /sitemap.xml: the static pages, every category (collection) and every product, as
 * absolute URLs on the configured public origin, in every language: each URL lists its
 * twins in the other languages (`xhtml:link` alternates, as for the pages' own hreflang).
 */
import { POLICIES } from '../../config/store-pages.ts';
import { STORES_PATH } from '../components/stores/stores-json-ld.ts';
import { DEFAULT_LOCALE, LOCALES, localizedPath } from '../i18n/locales.ts';
import { categoryHref, productHref } from '../lib/hrefs.ts';
import { absoluteUrl } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { listProductSlugs } from '../modules/catalog/lists.server.ts';
import { listCategories } from '../modules/catalog/queries.server.ts';
import type { Route } from './+types/sitemap[.]xml';

/** One sitemap file holds at most 50 000 URLs. */
const MAX_URLS = 50_000;

const STATIC_PAGES = [
  '/',
  '/products',
  '/categories',
  '/collections',
  '/aboutus',
  STORES_PATH,
  '/contactus',
  '/track-order',
  ...POLICIES.map((policy) => policy.path),
];

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export async function loader({ context }: Route.LoaderArgs) {
  const { database, publicUrl } = services(context);
  const db = database.db;
  // Each path once, with the day its product last changed where that is known.
  const pages = new Map<string, Date | null>(STATIC_PAGES.map((path) => [path, null]));
  for (const category of await listCategories(db)) pages.set(categoryHref(category), null);
  for (const product of await listProductSlugs(db, Math.floor(MAX_URLS / LOCALES.length))) {
    pages.set(productHref(product.slug), product.updatedAt);
  }
  const at = (locale: (typeof LOCALES)[number]['code'], path: string) =>
    escapeXml(absoluteUrl(publicUrl, localizedPath(locale, path)));
  const urls = [...pages]
    .slice(0, Math.floor(MAX_URLS / LOCALES.length))
    .flatMap(([path, changed]) => {
      const lastmod = changed ? `<lastmod>${changed.toISOString().slice(0, 10)}</lastmod>` : '';
      const twins = [
        ...LOCALES.map(
          (locale) =>
            `<xhtml:link rel="alternate" hreflang="${locale.hreflang}" href="${at(locale.code, path)}"/>`,
        ),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${at(DEFAULT_LOCALE, path)}"/>`,
      ].join('');
      return LOCALES.map(
        (locale) => `  <url><loc>${at(locale.code, path)}</loc>${lastmod}${twins}</url>`,
      );
    })
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls}
</urlset>
`;
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}

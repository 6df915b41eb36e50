/**
 * /robots.txt and the sitemap's address. The shopper's own pages (cart, checkout,
 * account, wishlist, sign-in) are not listed: they say `noindex` themselves, which a
 * crawler must be allowed to read to obey. Search results (a space without end) and the
 * JSON API are not for crawling; /dev exists only in development.
 */
import { LOCALES } from '../i18n/locales.ts';
import { absoluteUrl } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import type { Route } from './+types/robots[.]txt';

const DISALLOWED = [...LOCALES.map((locale) => `${locale.prefix}/search`), '/api/', '/dev'];

export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = services(context);
  const body = [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    },
  });
}

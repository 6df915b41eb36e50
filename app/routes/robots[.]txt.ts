/** /robots.txt: everything may be crawled except the shopper's own pages; the sitemap. */
import { absoluteUrl } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import type { Route } from './+types/robots[.]txt';

const DISALLOWED = ['/cart', '/checkout', '/account', '/wishlist', '/dev'];

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

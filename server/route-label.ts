/**
 * The `route` label of `http_request_duration_seconds` (server/metrics.ts): the pattern a
 * request matched, never its path, so that the label's values are bounded by the routes the
 * shop has (a product page is '/product/:productName' whatever the product; any path the
 * shop does not have is React Router's '/*').
 *
 * Hono's routes (the API, static files, health checks) name themselves; pages are React
 * Router's, matched here against the route manifest with React Router's ranking. React
 * Router's own `matchRoutes` flattens and ranks every route on each call (about 3 ms for
 * this shop's hundred-odd routes), so the manifest is compiled once into one expression per
 * route, tried in rank order: a few microseconds a page, no allocation but the match.
 */

/** What Hono reports of a matched route (`matchedRoutes(c)` of 'hono/route'). */
export interface MatchedRoute {
  method: string;
  path: string;
}

/** The route manifest's entries as React Router's server build has them (`build.routes`). */
export interface ManifestRoute {
  id: string;
  parentId?: string | undefined;
  path?: string | undefined;
  index?: boolean | undefined;
  caseSensitive?: boolean | undefined;
}

interface PageRoute {
  pattern: string;
  regex: RegExp;
  score: number;
  order: number;
}

export interface PagePatterns {
  /** The pattern of the page route a path (without a language prefix) matches, or '/*'. */
  label(path: string): string;
}

const PARAM = /^:[\w-]+$/;
const UNMATCHED = '/*';

/** React Router's ranking (lib/router/utils.ts, computeScore): static > dynamic > splat. */
function score(pattern: string, index: boolean): number {
  const segments = pattern.split('/');
  let total = segments.length;
  if (segments.includes('*')) total -= 2;
  if (index) total += 2;
  for (const segment of segments) {
    if (segment === '*') continue;
    total += PARAM.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(pattern: string, caseSensitive: boolean): RegExp {
  const parts = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (PARAM.test(segment)) return '/[^/]+';
      return `/${escapeRegExp(segment)}`;
    });
  return new RegExp(`^${parts.join('')}/?$`, caseSensitive ? '' : 'i');
}

/** Compiles the page routes of a React Router manifest once. */
export function pagePatterns(manifest: Record<string, ManifestRoute | undefined>): PagePatterns {
  const routes = Object.values(manifest).filter((route): route is ManifestRoute => !!route);
  const byId = new Map(routes.map((route) => [route.id, route]));
  const fullPath = (route: ManifestRoute): string => {
    const parts: string[] = [];
    for (
      let at: ManifestRoute | undefined = route;
      at;
      at = at.parentId ? byId.get(at.parentId) : undefined
    ) {
      if (at.path) parts.unshift(at.path);
    }
    return `/${parts.join('/')}`.replace(/\/+/g, '/');
  };
  const pages: PageRoute[] = [];
  routes.forEach((route, order) => {
    // As React Router's branches: a route without a path matches only as an index.
    if (route.path == null && !route.index) return;
    const pattern = fullPath(route);
    pages.push({
      pattern,
      regex: compile(pattern, route.caseSensitive ?? false),
      score: score(pattern, route.index ?? false),
      order,
    });
  });
  // Stable: at equal rank, the order of the manifest.
  pages.sort((a, b) => b.score - a.score || a.order - b.order);
  return {
    label(path) {
      // A page's data request ('/product/x.data', '/_root.data' for '/') is the page's.
      let page = path;
      let suffix = '';
      if (page.endsWith('.data')) {
        page = page === '/_root.data' ? '/' : page.slice(0, -'.data'.length);
        suffix = '.data';
      }
      for (const route of pages) {
        if (route.regex.test(page)) {
          return route.pattern === UNMATCHED ? UNMATCHED : `${route.pattern}${suffix}`;
        }
      }
      return UNMATCHED;
    },
  };
}

/**
 * The label of a request from the routes Hono matched for it (in order) and its path:
 * the first route with a method and a path of its own (an API operation, '/healthz'),
 * else the first prefix a middleware served under ('/assets/*', '/media/*', '/api/*' for
 * an API path the API does not have), else the page's pattern.
 */
export function routeLabel(
  matched: readonly MatchedRoute[],
  path: string,
  pageLabel: (path: string) => string,
): string {
  let prefix: string | undefined;
  for (const route of matched) {
    const pattern = route.path;
    if (pattern === '*' || pattern === '/*') continue;
    if (!pattern.endsWith('*')) {
      if (route.method !== 'ALL') return pattern;
      continue;
    }
    prefix ??= pattern;
  }
  return prefix ?? pageLabel(path);
}

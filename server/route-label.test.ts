import { describe, expect, it } from 'vitest';
import { type ManifestRoute, pagePatterns, routeLabel } from './route-label.ts';

/** A manifest shaped as React Router's server build has it (build.routes). */
const MANIFEST: Record<string, ManifestRoute> = Object.fromEntries(
  (
    [
      { id: 'root', path: '' },
      { id: 'routes/home', parentId: 'root', index: true },
      { id: 'routes/product', parentId: 'root', path: 'product/:productName' },
      { id: 'routes/product-review', parentId: 'root', path: 'product/:productName/review' },
      { id: 'routes/search-redirect', parentId: 'root', path: 'search' },
      { id: 'routes/search', parentId: 'root', path: 'search/:searchInput' },
      { id: 'routes/admin', parentId: 'root', path: 'admin' },
      { id: 'routes/admin/home', parentId: 'routes/admin', index: true },
      { id: 'admin-coupon-new', parentId: 'routes/admin', path: 'coupons/new' },
      { id: 'admin-coupon', parentId: 'routes/admin', path: 'coupons/:code' },
      { id: 'routes/order-invoice', parentId: 'root', path: 'orders/:orderId/invoice.pdf' },
      { id: 'routes/sitemap', parentId: 'root', path: 'sitemap.xml' },
      { id: 'routes/not-found', parentId: 'root', path: '*' },
    ] satisfies ManifestRoute[]
  ).map((route) => [route.id, route]),
);

describe('page route patterns', () => {
  const pages = pagePatterns(MANIFEST);

  it('names the pattern, never the path', () => {
    expect(pages.label('/')).toBe('/');
    expect(pages.label('/product/kent-ro-purifier')).toBe('/product/:productName');
    expect(pages.label('/product/anything-at-all/')).toBe('/product/:productName');
    expect(pages.label('/product/x/review')).toBe('/product/:productName/review');
    expect(pages.label('/search')).toBe('/search');
    expect(pages.label('/search/mixer%20grinder')).toBe('/search/:searchInput');
    expect(pages.label('/orders/GA-1/invoice.pdf')).toBe('/orders/:orderId/invoice.pdf');
    expect(pages.label('/sitemap.xml')).toBe('/sitemap.xml');
  });

  it('ranks as React Router does: a static segment before a parameter, an index for its parent', () => {
    expect(pages.label('/admin/coupons/new')).toBe('/admin/coupons/new');
    expect(pages.label('/admin/coupons/SAVE10')).toBe('/admin/coupons/:code');
    expect(pages.label('/admin')).toBe('/admin');
    expect(pages.label('/ADMIN/Coupons/new')).toBe('/admin/coupons/new');
  });

  it("collapses every unknown path into React Router's splat", () => {
    for (const path of [
      '/no/such/page',
      '/wp-login.php',
      '/product',
      '/product/a/b/c',
      '/sitemapxxml',
    ]) {
      expect(pages.label(path), path).toBe('/*');
    }
  });

  it("keeps a page's data requests apart, under the page's pattern", () => {
    expect(pages.label('/product/kent-ro-purifier.data')).toBe('/product/:productName.data');
    expect(pages.label('/_root.data')).toBe('/.data');
    expect(pages.label('/no/such.data')).toBe('/*');
  });
});

describe('route label', () => {
  const page = (path: string) => `page:${path}`;
  const shell = [
    { method: 'ALL', path: '*' },
    { method: 'GET', path: '*' },
    { method: 'POST', path: '*' },
  ];

  it("takes an API operation's or a handler's own path", () => {
    const matched = [
      ...shell,
      { method: 'ALL', path: '/api/*' },
      { method: 'GET', path: '/api/v1/products/:slug' },
    ];
    expect(routeLabel(matched, '/api/v1/products/fan', page)).toBe('/api/v1/products/:slug');
    expect(routeLabel([...shell, { method: 'GET', path: '/healthz' }], '/healthz', page)).toBe(
      '/healthz',
    );
  });

  it('takes the prefix a middleware serves under, when no operation matched', () => {
    expect(routeLabel([{ method: 'ALL', path: '/assets/*' }, ...shell], '/assets/x.js', page)).toBe(
      '/assets/*',
    );
    expect(
      routeLabel(
        [
          { method: 'ALL', path: '/media/uploads/*' },
          { method: 'ALL', path: '/media/*' },
          ...shell,
        ],
        '/media/uploads/a.jpg',
        page,
      ),
    ).toBe('/media/uploads/*');
    expect(routeLabel([...shell, { method: 'ALL', path: '/api/*' }], '/api/v1/nothing', page)).toBe(
      '/api/*',
    );
  });

  it("is the page's pattern otherwise", () => {
    expect(routeLabel(shell, '/product/fan', page)).toBe('page:/product/fan');
  });
});

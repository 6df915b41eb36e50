import { index, type RouteConfig, route } from '@react-router/dev/routes';
import { POLICIES } from '../config/store-pages.ts';

export default [
  index('routes/home.tsx'),
  route('dev/mailbox', 'routes/dev-mailbox.tsx'),
  route('dev/messages', 'routes/dev-messages.tsx'),
  // Accounts.
  route('auth/login', 'routes/auth-login.tsx'),
  route('auth/signup', 'routes/auth-signup.tsx'),
  route('auth/reset', 'routes/auth-reset.tsx'),
  route('auth/logout', 'routes/auth-logout.tsx'),
  route('verify/:userId/:token', 'routes/verify.tsx'),
  route('account', 'routes/account.tsx'),
  route('search', 'routes/search-redirect.tsx'),
  route('aboutus', 'routes/about.tsx'),
  // Contact Us, the interest survey and the newsletter.
  route('contactus', 'routes/contact.tsx'),
  route('survey', 'routes/survey.tsx'),
  route('newsletter', 'routes/newsletter.tsx'),
  route('unsubscribe/:token', 'routes/unsubscribe.tsx'),
  route('review-requests/unsubscribe/:token', 'routes/review-requests-unsubscribe.tsx'),
  route('offers/unsubscribe/:token', 'routes/offers-unsubscribe.tsx'),
  route('order-updates/stop/:token', 'routes/order-updates-stop.tsx'),
  route('installation/visit/:token', 'routes/installation-visit.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('checkout', 'routes/checkout.tsx'),
  route('checkout/pay/:orderId', 'routes/checkout-pay.tsx'),
  route('placed', 'routes/placed.tsx'),
  route('myorders', 'routes/my-orders.tsx'),
  route('track-order', 'routes/track-order.tsx'),
  // Service requests after the sale (issue 35): a delivered item's, and tracking one.
  route('service-request', 'routes/service-request.tsx'),
  route('track-service', 'routes/track-service.tsx'),
  route('orders/:orderId/invoice.pdf', 'routes/order-invoice.ts'),
  route('wishlist', 'routes/wishlist.tsx'),
  // The store locator, one screen at two addresses (canonical /stores).
  route('stores', 'routes/stores.tsx', { id: 'stores' }),
  route('store-locator', 'routes/stores.tsx', { id: 'store-locator' }),
  // The ten policy pages, one module: /termsandcondtions, /privacypolicy, ...
  ...POLICIES.map((policy) => {
    const name = policy.path.replace(/^\//, '');
    return route(name, 'routes/policy.tsx', { id: `policy-${name}` });
  }),
  // The back office (staff only; anyone else gets the ordinary 404).
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/dashboard.tsx'),
    // Orders.
    route('orders', 'routes/admin/orders.tsx'),
    route('orders/:orderId', 'routes/admin/order.tsx'),
    route('shipments/import', 'routes/admin/shipments-import.tsx'),
    route('orders/:orderId/invoice.pdf', 'routes/admin/order-invoice.ts'),
    // Catalog.
    route('products', 'routes/admin/products.tsx'),
    route('products/new', 'routes/admin/product-new.tsx'),
    route('products/:productId', 'routes/admin/product-edit.tsx'),
    route('products/:productId/images', 'routes/admin/product-images.tsx'),
    route('products/:productId/specifications', 'routes/admin/product-specs.tsx'),
    route('specifications', 'routes/admin/specifications.tsx', { id: 'admin-specifications' }),
    // Content: stores, home page, pincodes.
    route('stores', 'routes/admin/stores.tsx', { id: 'admin-stores' }),
    route('stores/new', 'routes/admin/store.tsx', { id: 'admin-store-new' }),
    route('stores/:code', 'routes/admin/store.tsx', { id: 'admin-store' }),
    route('stores/:code/installation', 'routes/admin/store-installation.tsx', {
      id: 'admin-store-installation',
    }),
    // Installation visits per store and week (issue 35).
    route('installations', 'routes/admin/installations.tsx', { id: 'admin-installations' }),
    // Service requests (issue 35).
    route('service-requests', 'routes/admin/service-requests.tsx', {
      id: 'admin-service-requests',
    }),
    route('service-requests/:ticket', 'routes/admin/service-request.tsx', {
      id: 'admin-service-request',
    }),
    // Installation's terms per category (a product's own on its page, a store's on its own).
    route('installation', 'routes/admin/installation-settings.tsx', {
      id: 'admin-installation-settings',
    }),
    route('home-content', 'routes/admin/home-content.tsx'),
    route('pincodes', 'routes/admin/pincodes.tsx'),
    route('holidays', 'routes/admin/holidays.tsx'),
    route('couriers', 'routes/admin/couriers.tsx'),
    route('coupons', 'routes/admin/coupons.tsx'),
    route('coupons/new', 'routes/admin/coupon.tsx', { id: 'admin-coupon-new' }),
    route('coupons/:code', 'routes/admin/coupon.tsx', { id: 'admin-coupon' }),
    route('coupons/:code/uses.csv', 'routes/admin/coupon-uses.ts'),
    // Buyers' reviews.
    route('reviews', 'routes/admin/reviews.tsx', { id: 'admin-reviews' }),
    // Shoppers' questions about products.
    route('questions', 'routes/admin/questions.tsx', { id: 'admin-questions' }),
    // Shopper messages.
    route('messages', 'routes/admin/messages.tsx'),
    route('survey', 'routes/admin/survey.tsx', { id: 'admin-survey' }),
    route('subscribers', 'routes/admin/subscribers.tsx'),
    route('export/:file', 'routes/admin/export.ts'),
    // Audit log.
    route('audit', 'routes/admin/audit.tsx'),
  ]),
  // Catalog pages and the crawler files.
  route('categories', 'routes/categories.tsx'),
  route('collections', 'routes/collections.tsx'),
  route('collections/:collectionName', 'routes/listing.tsx', { id: 'collection' }),
  route('products', 'routes/listing.tsx', { id: 'products' }),
  route('advisor/:category', 'routes/advisor.tsx'),
  route('product/:productName', 'routes/product.tsx'),
  route('compare', 'routes/compare.tsx'),
  route('product/:productName/review', 'routes/product-review.tsx'),
  route('search/:searchInput', 'routes/search.tsx'),
  route('sitemap.xml', 'routes/sitemap[.]xml.ts'),
  route('robots.txt', 'routes/robots[.]txt.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;

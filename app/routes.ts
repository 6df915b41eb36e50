import { index, type RouteConfig, route } from '@react-router/dev/routes';
import { POLICIES } from '../config/store.ts';

export default [
  index('routes/home.tsx'),
  route('dev/mailbox', 'routes/dev-mailbox.tsx'),
  route('search', 'routes/search-redirect.tsx'),
  route('aboutus', 'routes/about.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('checkout', 'routes/checkout.tsx'),
  // The ten policy pages, one module: /termsandcondtions, /privacypolicy, ...
  ...POLICIES.map((policy) => {
    const name = policy.path.replace(/^\//, '');
    return route(name, 'routes/policy.tsx', { id: `policy-${name}` });
  }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;

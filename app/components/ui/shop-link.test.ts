import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ShopLink, type ShopLinkProps } from './shop-link.tsx';
import { ShopLinksProvider } from './shop-links.tsx';

/** The HTML a link renders on a page at /collections/geysers, as the shop's layout has it. */
const html = (component: typeof Link | typeof ShopLink, props: ShopLinkProps) =>
  renderToString(
    createElement(
      MemoryRouter,
      { initialEntries: ['/collections/geysers'] },
      createElement(ShopLinksProvider, null, createElement(component as typeof Link, props)),
    ),
  );

// Hydration needs the two to agree to the byte; how ShopLink behaves in the browser (a
// client navigation, the intent prefetch) is checked end to end (catalog.spec.ts).
describe('ShopLink', () => {
  it.each<ShopLinkProps>([
    {
      to: '/product/Instant-Geyser-3-Litre',
      className: 'product-card__link',
      prefetch: 'intent',
      children: 'Instant Geyser',
    },
    { to: '/products', className: 'nav-dropdown__link', onClick: () => undefined, children: 'All' },
    {
      to: '/collections/geysers?page=2#grid',
      rel: 'next',
      'aria-label': 'Next page',
      children: '›',
    },
    { to: '/', replace: true, state: { from: 'menu' }, preventScrollReset: true, children: 'Home' },
    { to: '/stores', discover: 'none', children: 'Stores' },
    // Not a plain path from the root: <Link> resolves these itself.
    { to: '../washers', children: 'Relative' },
    { to: '/products/../stores', children: 'Dot segments' },
    { to: '//evil.example/x', children: 'Protocol-relative' },
    { to: 'https://wa.me/919999999999', children: 'External' },
  ])('writes what <Link> writes for $to', (props) => {
    expect(html(ShopLink, props)).toBe(html(Link, props));
  });
});

describe('ShopLink on a page in another language', () => {
  /** The same page under the Kannada basename, as server/app.ts renders it. */
  const kannada = (component: typeof Link | typeof ShopLink, props: ShopLinkProps) =>
    renderToString(
      createElement(
        MemoryRouter,
        { basename: '/kn', initialEntries: ['/kn/collections/geysers'] },
        createElement(ShopLinksProvider, null, createElement(component as typeof Link, props)),
      ),
    );

  // A card's link wrote /product/… on /kn pages: without JavaScript it left Kannada.
  it.each<ShopLinkProps>([
    { to: '/product/Instant-Geyser-3-Litre', children: 'Instant Geyser' },
    { to: '/', children: 'Home' },
    { to: '/collections/geysers?page=2', children: '2' },
  ])('writes what <Link> writes for $to, under the language', (props) => {
    expect(kannada(ShopLink, props)).toBe(kannada(Link, props));
    expect(kannada(ShopLink, props)).toContain('href="/kn');
  });
});

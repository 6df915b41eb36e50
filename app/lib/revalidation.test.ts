import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { revalidateUnlessOnly, revalidateUnlessShopperWrite } from './revalidation.ts';

const shouldRevalidate = revalidateUnlessOnly('variant');
const args = (from: string, to: string, formMethod?: 'POST') =>
  ({
    currentUrl: new URL(from, 'http://shop.test'),
    nextUrl: new URL(to, 'http://shop.test'),
    formMethod,
    defaultShouldRevalidate: true,
  }) as ShouldRevalidateFunctionArgs;

describe('revalidateUnlessOnly', () => {
  it('reloads nothing when only the parameter changes', () => {
    expect(shouldRevalidate(args('/product/A', '/product/A?variant=2'))).toBe(false);
    expect(shouldRevalidate(args('/product/A?variant=1&x=1', '/product/A?x=1&variant=3'))).toBe(
      false,
    );
  });

  it('leaves every other navigation to React Router', () => {
    expect(shouldRevalidate(args('/product/A', '/product/B?variant=2'))).toBe(true);
    expect(shouldRevalidate(args('/product/A?variant=1', '/product/A?variant=1&x=1'))).toBe(true);
    expect(shouldRevalidate(args('/product/A', '/product/A?variant=2', 'POST'))).toBe(true);
  });

  it('passes on React Router’s own answer', () => {
    expect(
      shouldRevalidate({ ...args('/product/A', '/product/B'), defaultShouldRevalidate: false }),
    ).toBe(false);
  });
});

describe('revalidateUnlessShopperWrite', () => {
  const onCatalog = revalidateUnlessShopperWrite();
  const submitted = (page: string, formAction: string) =>
    ({
      ...args(page, page, 'POST'),
      formAction,
    }) as ShouldRevalidateFunctionArgs;

  it('leaves the page as it is after a card’s add, a heart or a compare box', () => {
    expect(onCatalog(submitted('/product/A', '/cart'))).toBe(false);
    expect(onCatalog(submitted('/collections/Geysers?page=2', '/wishlist'))).toBe(false);
    expect(onCatalog(submitted('/', '/compare'))).toBe(false);
    expect(onCatalog(submitted('/kn/product/A', '/kn/cart'))).toBe(false);
    expect(onCatalog(submitted('/products', '/cart?index'))).toBe(false);
  });

  it('reloads the page for its own actions and any other form', () => {
    expect(onCatalog(submitted('/product/A', '/product/A'))).toBe(true);
    expect(onCatalog(submitted('/product/A', '/auth/logout'))).toBe(true);
    expect(onCatalog(submitted('/product/A', '/newsletter'))).toBe(true);
    expect(onCatalog(submitted('/cart', '/cart'))).toBe(true);
    expect(onCatalog(submitted('/kn/wishlist', '/wishlist'))).toBe(true);
  });

  it('passes everything else on to the rule it wraps', () => {
    const product = revalidateUnlessShopperWrite(revalidateUnlessOnly('variant'));
    expect(product(args('/product/A', '/product/A?variant=2'))).toBe(false);
    expect(product(args('/product/A', '/product/B'))).toBe(true);
    expect(product(submitted('/product/A?variant=2', '/cart'))).toBe(false);
    expect(onCatalog({ ...args('/', '/products'), defaultShouldRevalidate: false })).toBe(false);
  });
});

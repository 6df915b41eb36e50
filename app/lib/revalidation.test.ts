import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { revalidateUnlessOnly } from './revalidation.ts';

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

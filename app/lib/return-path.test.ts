import { describe, expect, it } from 'vitest';
import { loginHref, returnPath } from './return-path.ts';

describe('returnPath', () => {
  it.each([
    ['', '/'],
    ['wishlist', '/wishlist'],
    ['account', '/account'],
    ['redirectTo=%2Fmyorders', '/myorders'],
    ['redirectTo=%2Fproduct%2FA%3Fvariant%3D2', '/product/A?variant=2'],
    ['redirectTo=https%3A%2F%2Fevil.example', '/'],
    ['redirectTo=%2F%2Fevil.example', '/'],
    ['redirectTo=%2F%5Cevil.example', '/'],
    ['redirectTo=javascript%3Aalert(1)', '/'],
  ])('?%s -> %s', (search, path) => {
    expect(returnPath(new URLSearchParams(search))).toBe(path);
  });

  it('round-trips through loginHref', () => {
    const href = loginHref('/myorders');
    expect(returnPath(new URL(href, 'http://x').searchParams)).toBe('/myorders');
  });
});

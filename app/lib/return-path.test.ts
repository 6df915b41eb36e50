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
    // Browsers drop tabs and newlines from a Location: '/<tab>/evil.example' is '//evil.example'.
    ['redirectTo=%2F%09%2Fevil.example', '/'],
    ['redirectTo=%2F%0A%2Fevil.example', '/'],
    ['redirectTo=%2F%5C%09evil.example', '/'],
    // What cannot stand in a header is percent-encoded (it made the server answer 500).
    ['redirectTo=%2Fa%0Ab', '/ab'],
    ['redirectTo=%2Fa%00b', '/a%00b'],
    ['redirectTo=%2F%E0%A4%85', '/%E0%A4%85'],
    ['redirectTo=%2Fmyorders%23top', '/myorders#top'],
    // Dot segments that leave a path starting with '//' (another host, to a browser).
    ['redirectTo=%2F.%2F%2Fevil.example', '/evil.example'],
    ['redirectTo=%2Fa%2F..%2F%2Fevil.example', '/evil.example'],
    ['redirectTo=%2F%2e%2F%2Fevil.example', '/evil.example'],
    ['redirectTo=%2Fx%2F..%2F%5Cevil.example%2Fpath', '/evil.example/path'],
    // A language's prefix goes: the redirect is made in the page's language (its basename).
    ['redirectTo=%2Fkn%2Fmyorders%3Forder%3D1', '/myorders?order=1'],
    ['redirectTo=%2Fkn', '/'],
    ['redirectTo=%2Fknife', '/knife'],
  ])('?%s -> %s', (search, path) => {
    expect(returnPath(new URLSearchParams(search))).toBe(path);
  });

  it('round-trips through loginHref', () => {
    const href = loginHref('/myorders');
    expect(returnPath(new URL(href, 'http://x').searchParams)).toBe('/myorders');
  });
});

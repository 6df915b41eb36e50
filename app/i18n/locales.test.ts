import { describe, expect, it } from 'vitest';
import { localeOfPath, localizedPath, unprefixedPath } from './locales.ts';

describe('language prefixes', () => {
  it('reads the language from the path, English by default', () => {
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/cart')).toBe('en');
    expect(localeOfPath('/kn')).toBe('kn');
    expect(localeOfPath('/kn/product/a-geyser')).toBe('kn');
    // The Kannada home page's data, which React Router fetches after a form on it.
    expect(localeOfPath('/kn.data')).toBe('kn');
    // A slug that merely starts with the letters is not the prefix.
    expect(localeOfPath('/knobs')).toBe('en');
  });

  it('strips the prefix to the English path', () => {
    expect(unprefixedPath('/kn')).toBe('/');
    expect(unprefixedPath('/kn/cart')).toBe('/cart');
    expect(unprefixedPath('/cart')).toBe('/cart');
  });

  it('moves a path into a language, keeping its query and fragment', () => {
    expect(localizedPath('kn', '/')).toBe('/kn');
    expect(localizedPath('kn', '/cart?step=2#top')).toBe('/kn/cart?step=2#top');
    expect(localizedPath('en', '/kn/cart?x=1')).toBe('/cart?x=1');
    expect(localizedPath('kn', '/kn/cart')).toBe('/kn/cart');
    expect(localizedPath('en', '/kn')).toBe('/');
    expect(localizedPath('kn', '/?q=1')).toBe('/kn?q=1');
  });
});

/**
 * The shop's languages. English is the default and lives at today's URLs; every other
 * language lives under its own prefix (/kn/…) with the same slugs. A third language is a
 * row here and a catalog per namespace (catalogs/{namespace}.{code}.json).
 */
export const LOCALES = [
  {
    code: 'en',
    prefix: '',
    htmlLang: 'en-IN',
    hreflang: 'en-IN',
    name: 'English',
    intl: 'en-IN',
  },
  {
    code: 'kn',
    prefix: '/kn',
    htmlLang: 'kn',
    hreflang: 'kn-IN',
    name: 'ಕನ್ನಡ',
    intl: 'kn-IN',
  },
] as const;

export type Locale = (typeof LOCALES)[number]['code'];
export type LocaleInfo = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that remembers the shopper's choice (for links drawn outside a page: e-mails, the payment gateway's return). */
export const LOCALE_COOKIE = 'lang';

export function isLocale(value: unknown): value is Locale {
  return LOCALES.some((locale) => locale.code === value);
}

export function localeInfo(locale: Locale): LocaleInfo {
  return LOCALES.find((info) => info.code === locale) ?? LOCALES[0];
}

/**
 * The locale whose prefix starts this path ('/kn/cart' -> 'kn'); English otherwise.
 * '/kn.data' is the Kannada home page's data (React Router's single fetch).
 */
export function localeOfPath(pathname: string): Locale {
  for (const { code, prefix } of LOCALES) {
    if (!prefix) continue;
    if (pathname === prefix || pathname === `${prefix}.data` || pathname.startsWith(`${prefix}/`))
      return code;
  }
  return DEFAULT_LOCALE;
}

/** The path without its language prefix ('/kn/cart' -> '/cart', '/kn' -> '/'). */
export function unprefixedPath(pathname: string): string {
  const { prefix } = localeInfo(localeOfPath(pathname));
  if (!prefix) return pathname;
  return pathname.slice(prefix.length) || '/';
}

/**
 * A site path in a language: ('kn', '/cart?x=1') -> '/kn/cart?x=1', ('kn', '/') -> '/kn'.
 * A path already in some language is moved to this one.
 */
export function localizedPath(locale: Locale, path: string): string {
  const [pathname = '/', rest = ''] = splitPath(path);
  const bare = unprefixedPath(pathname);
  const { prefix } = localeInfo(locale);
  if (!prefix) return `${bare}${rest}`;
  return `${bare === '/' ? prefix : `${prefix}${bare}`}${rest}`;
}

function splitPath(path: string): [string, string] {
  const index = path.search(/[?#]/);
  return index === -1 ? [path, ''] : [path.slice(0, index), path.slice(index)];
}

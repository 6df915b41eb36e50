/**
 * The page in its other languages: the `hreflang` alternates in the head, and the switcher
 * a shopper uses (a plain link to the same page under the other prefix; the choice is
 * remembered in a cookie for the links drawn outside a page, such as the payment
 * gateway's return).
 */
import { useLocation } from 'react-router';
import { useLocale } from './i18n-context.tsx';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, type Locale, localizedPath } from './locales.ts';

export function LanguageAlternates({ origin }: { origin: string }) {
  const { pathname } = useLocation();
  const base = origin.replace(/\/$/, '');
  const href = (locale: Locale) => {
    const path = localizedPath(locale, pathname);
    return path === '/' ? `${base}/` : `${base}${path}`;
  };
  return (
    <>
      {LOCALES.map((locale) => (
        <link
          key={locale.code}
          rel="alternate"
          hrefLang={locale.hreflang}
          href={href(locale.code)}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={href(DEFAULT_LOCALE)} />
    </>
  );
}

/** The shopper's choice of language, for the offer on pages in another. */
export function remember(locale: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party preference, no library needed
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/** Links to this page in the other languages, each named in its own language. */
export function LanguageSwitch({ className }: { className?: string }) {
  const current = useLocale();
  const { pathname, search } = useLocation();
  return (
    <>
      {LOCALES.filter((locale) => locale.code !== current).map((locale) => (
        <a
          key={locale.code}
          className={className}
          href={localizedPath(locale.code, `${pathname}${search}`)}
          hrefLang={locale.hreflang}
          lang={locale.htmlLang}
          onClick={() => remember(locale.code)}
        >
          {locale.name}
        </a>
      ))}
    </>
  );
}

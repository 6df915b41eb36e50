/**
 * A one-line offer of this page in the shopper's language, on a page in another: shown
 * when they chose it before (the cookie the switcher writes) or, never having chosen, when
 * their browser prefers it. Never a redirect: crawlers and shared links get what they
 * asked for. Closing it remembers the page's language as the choice.
 */
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from './i18n-context.tsx';
import { remember } from './language-links.tsx';
import { LOCALE_COOKIE, LOCALES, type Locale, localeInfo, localizedPath } from './locales.ts';

/**
 * The language to offer on this page, once it is interactive: the shopper's remembered
 * choice, or without one their browser's first preference, when either is another
 * language the shop has. Null otherwise.
 */
function offeredLanguage(current: Locale): Locale | null {
  const chosen = new RegExp(`(?:^|; )${LOCALE_COOKIE}=([a-z]+)`).exec(document.cookie)?.[1];
  const wanted = chosen ?? navigator.languages?.[0]?.slice(0, 2);
  const offered = LOCALES.find((locale) => locale.code === wanted)?.code;
  return offered && offered !== current ? offered : null;
}

/** The offer, in the language it offers (a row per language, as in locales.ts). */
const OFFER: Record<Locale, string> = {
  en: 'Read this page in English',
  kn: 'ಈ ಪುಟವನ್ನು ಕನ್ನಡದಲ್ಲಿ ಓದಿ',
};

export function LanguageOffer({ current }: { current: Locale }) {
  const t = useT();
  const { pathname, search } = useLocation();
  // Read once the page is interactive (this part renders only then): the cookie and the
  // browser's languages are the browser's.
  const [offered] = useState(() => offeredLanguage(current));
  const [open, setOpen] = useState(true);
  if (!open || !offered) return null;
  const info = localeInfo(offered);
  return (
    <section className="language-offer" aria-label={t('Language')}>
      <a
        href={localizedPath(offered, `${pathname}${search}`)}
        hrefLang={info.hreflang}
        lang={info.htmlLang}
        onClick={() => remember(offered)}
      >
        {OFFER[offered]}
      </a>
      <button
        type="button"
        className="language-offer__close"
        onClick={() => {
          remember(current);
          setOpen(false);
        }}
      >
        {t('Close')}
      </button>
    </section>
  );
}

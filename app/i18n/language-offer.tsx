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
import { type Locale, localeInfo, localizedPath } from './locales.ts';

export function LanguageOffer({ offered, current }: { offered: Locale; current: Locale }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const info = localeInfo(offered);
  return (
    <section className="language-offer" aria-label={t('Language')}>
      <a
        href={localizedPath(offered, `${pathname}${search}`)}
        hrefLang={info.hreflang}
        lang={info.htmlLang}
        onClick={() => remember(offered)}
      >
        {info.offer}
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

/**
 * The page's language in React: a provider over the messages the page's loaders sent, and
 * `useT()` wherever a component shows text (ADR 0028).
 */
import { createContext, useContext, useMemo } from 'react';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';
import { type CompiledMessages, createTranslate, type Translate } from './translate.ts';

interface PageLanguage {
  locale: Locale;
  t: Translate;
}

const english: PageLanguage = {
  locale: DEFAULT_LOCALE,
  t: createTranslate(DEFAULT_LOCALE, {}),
};

const I18nContext = createContext<PageLanguage>(english);

export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: CompiledMessages;
  children: React.ReactNode;
}) {
  const value = useMemo(
    () => ({ locale, t: createTranslate(locale, messages) }),
    [locale, messages],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The translation function of the page's language: t('Add to Cart'), t('{count} items', { count }). */
export function useT(): Translate {
  return useContext(I18nContext).t;
}

export function useLocale(): Locale {
  return useContext(I18nContext).locale;
}

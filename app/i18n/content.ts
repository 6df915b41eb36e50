/**
 * The shop's own texts from the database (product and category names, descriptions, image
 * alts, warranty words, slide and video titles, store names and addresses) in the page's
 * language. The storefront reads each with its Kannada twin beside it (`name` and `nameKn`,
 * null where there is none) and caches that row; its loader then turns the row into what
 * the page shows and sends. On a Kannada page a field becomes its Kannada text, or stays
 * English where there is none, marked `nameLang: 'en'`, which the element holding it writes
 * as lang="en" (screen readers read it as English; the pages' checks know it fell back).
 * On an English page the English text, unmarked. Only the chosen text leaves the server.
 */
import type { Locale } from './locales.ts';

/** The mark of a text shown in English on a page in another language. */
export type FallbackLang = 'en';

type KannadaKey<F extends string> = `${F}Kn`;
type LangKey<F extends string> = `${F}Lang`;

/** A row whose fields `F` may carry their Kannada twins (`{field}Kn`) beside them. */
export type Bilingual<F extends string> = { [K in F]: string | null | undefined } & {
  [K in F as KannadaKey<K>]?: string | null;
};

/** The row as a page gets it: the twins gone, and a mark on each field that fell back. */
export type Localized<T, F extends string> = Omit<T, KannadaKey<F>> & {
  [K in F as LangKey<K>]?: FallbackLang;
};

/**
 * The row in the page's language (see the module comment): `localized(locale, card, 'name')`.
 * An empty English field (a product without a colour) is left empty and unmarked.
 */
export function localized<T extends Bilingual<F>, F extends keyof T & string>(
  locale: Locale,
  row: T,
  ...fields: F[]
): Localized<T, F> {
  const out: Record<string, unknown> = { ...row };
  for (const field of fields) {
    const kannada = row[`${field}Kn` as keyof T] as string | null | undefined;
    delete out[`${field}Kn`];
    if (locale !== 'kn') continue;
    if (kannada) out[field] = kannada;
    else if (row[field]) out[`${field}Lang`] = 'en';
  }
  return out as Localized<T, F>;
}

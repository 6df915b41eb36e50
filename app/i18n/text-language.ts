/**
 * The language of a shopper's own text (a review, a seller's reply), which the shop does
 * not ask for: Kannada when it has Kannada letters, English otherwise. An element holding
 * it carries `lang` when that differs from the page's, so that a screen reader reads an
 * English review on a Kannada page in English, and the other way round.
 */
import { type Locale, localeInfo } from './locales.ts';

const KANNADA_LETTER = /[\u0c80-\u0cff]/u;

/** The lang attribute for `text` on a page in `locale`: undefined when it is the page's. */
export function langOfText(text: string, locale: Locale): string | undefined {
  const written: Locale = KANNADA_LETTER.test(text) ? 'kn' : 'en';
  return written === locale ? undefined : localeInfo(written).htmlLang;
}

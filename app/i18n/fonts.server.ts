/**
 * The fonts a language needs beyond the system's: Kannada pages link Noto Sans Kannada's
 * stylesheet and preload its regular weight (about 28 KB). Sent by the root loader, so the
 * browser's code carries no font URL and English pages nothing at all.
 */
import regular from '@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-400-normal.woff2?url';
import stylesheet from '../styles/kannada.css?url';
import type { Locale } from './locales.ts';

export interface LanguageFont {
  stylesheet: string;
  /** The weight most text uses, preloaded. */
  preload: string;
}

export function fontFor(locale: Locale): LanguageFont | null {
  return locale === 'kn' ? { stylesheet, preload: regular } : null;
}

/**
 * A day as reviews and questions show it: '25 Oct 2026', in India's time. Written out here,
 * not by Intl: the server's and the browser's ICU data differ ('Sep' or 'Sept' in en-IN),
 * and a date the browser writes differently from the server makes React render the whole
 * section again instead of hydrating it.
 */
import type { Locale } from '../i18n/locales.ts';

const MONTHS: Record<Locale, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  kn: ['ಜನ', 'ಫೆಬ್ರ', 'ಮಾರ್ಚ್', 'ಏಪ್ರಿ', 'ಮೇ', 'ಜೂನ್', 'ಜುಲೈ', 'ಆಗ', 'ಸೆಪ್ಟೆಂ', 'ಅಕ್ಟೋ', 'ನವೆಂ', 'ಡಿಸೆಂ'],
};

const IST_OFFSET_MS = 330 * 60_000;

export function formatShortDate(iso: string, locale: Locale): string {
  const ist = new Date(new Date(iso).getTime() + IST_OFFSET_MS);
  return `${ist.getUTCDate()} ${MONTHS[locale][ist.getUTCMonth()]} ${ist.getUTCFullYear()}`;
}

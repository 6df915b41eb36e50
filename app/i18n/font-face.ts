/**
 * The fonts a language needs beyond the system's. A Kannada page carries Noto Sans
 * Kannada's @font-face rules in its head, written by the server alone (root.tsx renders them
 * under import.meta.env.SSR, so neither the browser's code nor the page's data carries
 * them, and React's hydration leaves the head's extra tag in place): no stylesheet to wait
 * for. The fonts (Kannada letters only, about 28 KB a weight) are fetched when Kannada text
 * is laid out and swap in; Latin letters and digits keep the system font. English pages
 * get nothing.
 */

import regular from '@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-400-normal.woff2?url';
import bold from '@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-700-normal.woff2?url';
import type { Locale } from './locales.ts';

/** The Kannada block, the zero-width (non-)joiners and the dotted circle of a lone sign. */
const KANNADA_RANGE = 'U+0C80-0CFF,U+200C-200D,U+25CC';

const face = (weight: number, url: string) =>
  `@font-face{font-family:"Noto Sans Kannada";font-weight:${weight};font-display:swap;src:url(${url}) format("woff2");unicode-range:${KANNADA_RANGE}}`;

/** The page's font rules (CSS), or null where the system's fonts do. */
export function fontCssFor(locale: Locale): string | null {
  if (locale !== 'kn') return null;
  return `${face(400, regular)}${face(700, bold)}:root{--font-sans:"Noto Sans Kannada",var(--font-system)}`;
}

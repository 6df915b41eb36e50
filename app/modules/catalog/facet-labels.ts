/**
 * Facets' names and their values' labels, in the page's language (client-safe). The
 * server's facets carry the data (ranges, counts, the content's own labels); the words
 * around them are written here once, for the filter panel, the chips and, in English
 * (`english`), the API.
 */
import { msg } from '../../i18n/msg.ts';
import type { Translate } from '../../i18n/translate.ts';
import { formatRupees } from '../../lib/format.ts';
import { formatNumberWithUnit } from './specs/attributes.ts';

/** Names of the facets that are not attributes. */
export const FACET_NAMES: Record<string, string> = {
  price: msg('Price'),
  category: msg('Category'),
  discount: msg('Discount'),
  rating: msg('Customer rating'),
  inStock: msg('Availability'),
};

export interface LabelledValue {
  value: string;
  /** The content's English label (a choice, a category). */
  label?: string;
  /** …and its Kannada, where there is one. */
  labelKn?: string | null;
  min?: number;
  max?: number;
}

export interface LabelledFacet {
  key: string;
  type: 'range' | 'choice' | 'boolean';
  unit?: string;
}

/** 'Up to ₹2,000', '₹2,000 – ₹5,000', '25 L and above'. */
export function rangeText(
  min: number | undefined,
  max: number | undefined,
  write: (n: number) => string,
  t: Translate,
): string {
  if (min === undefined) return t('Up to {amount}', { amount: write(max ?? 0) });
  if (max === undefined) return t('{amount} and above', { amount: write(min) });
  return t('{min} – {max}', { min: write(min), max: write(max) });
}

/** How a facet writes its numbers: rupees for price, the unit for attributes. */
export function numberWriter(facet: LabelledFacet): (n: number) => string {
  if (facet.key === 'price') return (n) => formatRupees(n * 100);
  return (n) => formatNumberWithUnit(n, facet.unit ?? null);
}

/** A value's label in the page's language (`kannada`: prefer the content's Kannada). */
export function valueLabel(
  facet: LabelledFacet,
  value: LabelledValue,
  t: Translate,
  kannada = false,
): string {
  if (value.label !== undefined) return (kannada && value.labelKn) || value.label;
  switch (facet.key) {
    case 'discount':
      return t('{percent}% or more', { percent: value.value });
    case 'rating':
      return t('{stars}★ & above', { stars: value.value });
    case 'inStock':
      return t('In stock only');
  }
  if (facet.type === 'boolean') return value.value === 'yes' ? t('Yes') : t('No');
  if (value.min !== undefined || value.max !== undefined) {
    return rangeText(value.min, value.max, numberWriter(facet), t);
  }
  return numberWriter(facet)(Number(value.value));
}

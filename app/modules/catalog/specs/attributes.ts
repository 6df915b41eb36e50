/**
 * Specification attributes (issue 32, ADR 0030): what a category's products are
 * described, filtered and compared by. Client-safe: the product page, the filters, the
 * compare page and the back office read these types and formatters.
 */
import type { AttributeChoice, AttributeRange } from '../schema.ts';

export type AttributeType = 'number' | 'choice' | 'boolean';

export interface CategoryAttribute {
  id: number;
  categoryId: number;
  /** In URLs as `a.{key}`. */
  key: string;
  name: string;
  /** Read with `kannada`: the Kannada name, null where there is none. */
  nameKn?: string | null;
  type: AttributeType;
  unit: string | null;
  choices: AttributeChoice[];
  ranges: AttributeRange[];
  filterable: boolean;
  comparable: boolean;
}

/** One stored value, typed by its attribute. */
export type SpecValue = number | string | boolean;

/** A number as the shop writes it: no trailing zeros, at most two decimals ('6.5', '1350'). */
export function formatNumber(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** '15 L', '1350 rpm', '3' (a count has no unit). */
export function formatNumberWithUnit(value: number, unit: string | null): string {
  return unit ? `${formatNumber(value)} ${unit}` : formatNumber(value);
}

/** 'Up to 5 L', '15–25 L', '25 L and above': a preset range's label, in English. */
export function rangeParts(range: AttributeRange): {
  kind: 'upTo' | 'between' | 'andAbove';
  min?: string;
  max?: string;
} {
  if (range.min === undefined && range.max !== undefined) {
    return { kind: 'upTo', max: formatNumber(range.max) };
  }
  if (range.max === undefined && range.min !== undefined) {
    return { kind: 'andAbove', min: formatNumber(range.min) };
  }
  return { kind: 'between', min: formatNumber(range.min ?? 0), max: formatNumber(range.max ?? 0) };
}

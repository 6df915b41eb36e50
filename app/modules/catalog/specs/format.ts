/**
 * Specifications as the shopper reads them (issue 32), client-safe: a value as text ('15 L',
 * '1350 rpm', a choice's label in the page's language, 'Yes'/'No' translated), the value
 * a variant has, and a product's values over its variants in a few characters ('10–25 L',
 * '10, 15, 25 L').
 */
import { type Bilingual, localized } from '../../../i18n/content.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { msg } from '../../../i18n/msg.ts';
import type { Translate } from '../../../i18n/translate.ts';
import type { AttributeChoice } from '../schema.ts';
import { type AttributeType, formatNumber, type SpecValue } from './attributes.ts';

/** One attribute of a product with its value: the product's, or each variant's. */
export interface ProductSpecification {
  key: string;
  name: string;
  /** Read with `kannada`: the Kannada name, null where there is none. */
  nameKn?: string | null;
  /** 'en' where a Kannada page shows the English name. */
  nameLang?: 'en';
  type: AttributeType;
  unit: string | null;
  comparable: boolean;
  /** The choices the product's values name (choice attributes), with their labels. */
  choices: (AttributeChoice & { labelLang?: 'en' })[];
  /** The whole product's value, when variants do not differ by it. */
  value?: SpecValue;
  /** Variant public id → value, where variants differ by it. */
  variants?: Record<string, SpecValue>;
}

export const SPEC_TEXTS = {
  heading: msg('Specifications'),
  yes: msg('Yes'),
  no: msg('No'),
} as const;

/** The part of a specification that says how its values read. */
export type SpecShape = Pick<ProductSpecification, 'type' | 'unit' | 'choices'>;

/** One value as text: '15 L', '3000 W', 'Storage', 'Yes'. */
export function specValueText(spec: SpecShape, value: SpecValue, t: Translate): string {
  if (typeof value === 'boolean') return t(value ? SPEC_TEXTS.yes : SPEC_TEXTS.no);
  if (typeof value === 'number') return withUnit(formatNumber(value), spec.unit);
  return spec.choices.find((choice) => choice.value === value)?.label ?? value;
}

function withUnit(text: string, unit: string | null): string {
  return unit ? `${text} ${unit}` : text;
}

/** The value the variant has (its own, else the product's); undefined when none. */
export function specValueFor(
  spec: Pick<ProductSpecification, 'value' | 'variants'>,
  variantId: string | undefined,
): SpecValue | undefined {
  return (variantId !== undefined ? spec.variants?.[variantId] : undefined) ?? spec.value;
}

/** Whether the product's variants have values of their own for it. */
export function differsByVariant(spec: Pick<ProductSpecification, 'variants'>): boolean {
  return Object.keys(spec.variants ?? {}).length > 0;
}

/** Up to this many distinct numbers are listed ('10, 15, 25 L'); more read as a range. */
export const LISTED_NUMBERS = 3;

/**
 * The product's values over all its variants, as one text: one value as itself; numbers
 * listed in order with the unit once ('10, 15, 25 L'), or as a range when there are more
 * than three ('1–25 L'); choices and yes/no listed in their first order. Empty when none.
 */
export function specSummary(
  spec: SpecShape & Pick<ProductSpecification, 'value' | 'variants'>,
  t: Translate,
): string {
  const values = [
    ...(spec.value === undefined ? [] : [spec.value]),
    ...Object.values(spec.variants ?? {}),
  ];
  const distinct = [...new Set(values)];
  if (distinct.length === 0) return '';
  if (spec.type === 'number' && distinct.every((v) => typeof v === 'number')) {
    const numbers = (distinct as number[]).toSorted((a, b) => a - b);
    if (numbers.length > LISTED_NUMBERS) {
      const low = formatNumber(numbers[0] ?? 0);
      const high = formatNumber(numbers.at(-1) ?? 0);
      return withUnit(`${low}–${high}`, spec.unit);
    }
    return withUnit(numbers.map(formatNumber).join(', '), spec.unit);
  }
  return distinct.map((value) => specValueText(spec, value, t)).join(', ');
}

/** A specification's texts in the page's language (name, choices' labels). */
export function specInLanguage(
  locale: Locale,
  spec: ProductSpecification & Bilingual<'name'>,
): ProductSpecification {
  return {
    ...localized(locale, spec, 'name'),
    choices: spec.choices.map((choice) => localized(locale, choice, 'label')),
  };
}

/** A specification as the JSON API gives it (English; variants as a list). */
export function apiSpecification(spec: ProductSpecification) {
  return {
    key: spec.key,
    name: spec.name,
    type: spec.type,
    ...(spec.unit ? { unit: spec.unit } : {}),
    ...(spec.value === undefined ? {} : { value: spec.value }),
    ...(spec.variants
      ? {
          variants: Object.entries(spec.variants).map(([variantId, value]) => ({
            variantId,
            value,
          })),
        }
      : {}),
  };
}

/** One row of the product page's table, written out: the product's value, or each variant's. */
export interface SpecRow {
  key: string;
  name: string;
  nameLang?: 'en';
  /** The product's value as text, where its variants do not differ by it. */
  text?: string;
  /** Variant public id → its value as text, where they do. */
  variants?: Record<string, string>;
}

/**
 * The product page's rows, written by the server in the page's language: the page's code
 * then only picks the selected variant's texts (no formatting in the browser).
 */
export function specRows(specs: readonly ProductSpecification[], t: Translate): SpecRow[] {
  return specs.map((spec) => ({
    key: spec.key,
    name: spec.name,
    ...(spec.nameLang ? { nameLang: spec.nameLang } : {}),
    ...(spec.value === undefined ? {} : { text: specValueText(spec, spec.value, t) }),
    ...(spec.variants
      ? {
          variants: Object.fromEntries(
            Object.entries(spec.variants).map(([id, value]) => [id, specValueText(spec, value, t)]),
          ),
        }
      : {}),
  }));
}

/**
 * The back office's specification form (issue 32): a product's value of each attribute of
 * its main category, for the whole product or, where its variants differ by it, one per
 * variant. The form's fields depend on the category's attributes and the product's
 * variants, so its one Zod schema (ADR 0023) is built from them by `specificationsSchema`,
 * by the route action from what it reads and by the page from its loader's data (fetched
 * after the page, with the other admin schemas: form-validators.ts).
 *
 * Field names (flat, no '.' or '[': Conform would read those as paths):
 * `spec:{key}` the product's value, `split:{key}` "differs by variant",
 * `spec:{key}:{variantId}` a variant's value. An empty field is "not set".
 */
import '../../lib/zod-config.ts';
import { z } from 'zod';
import type { SpecValue } from '../catalog/specs/attributes.ts';
import {
  type SpecForm,
  type SpecFormAttribute,
  type SpecificationsInput,
  type SpecValueInput,
  specField,
  specVariantField,
  splitField,
} from './specs-fields.ts';

export const SPEC_MESSAGES = {
  number: (unit: string | null) =>
    unit ? `Enter a number in ${unit}, e.g. 15.` : 'Enter a number, e.g. 15.',
  wrongUnit: (name: string, unit: string) => `${name} is in ${unit}.`,
  choice: (name: string) => `Choose a ${name.toLowerCase()} from the list.`,
  boolean: 'Choose yes, no or not set.',
  variant: "This variant is not one of this product's. Reload the page and try again.",
  attribute:
    "This specification is not one of this product's category. Reload the page and try again.",
} as const;

/** Words a unit may be typed as besides itself (compared in lower case, spaces removed). */
const UNIT_WORDS: Record<string, string[]> = {
  l: ['l', 'ltr', 'ltrs', 'litre', 'litres', 'liter', 'liters', 'lt'],
  kg: ['kg', 'kgs', 'kilogram', 'kilograms', 'kilo', 'kilos'],
  w: ['w', 'watt', 'watts'],
  hp: ['hp'],
  bar: ['bar', 'bars'],
  cm: ['cm', 'cms', 'centimetre', 'centimetres', 'centimeter', 'centimeters'],
  ft: ['ft', 'feet', 'foot'],
  m: ['m', 'metre', 'metres', 'meter', 'meters', 'mtr', 'mtrs'],
  'm³/h': ['m³/h', 'm3/h', 'm3/hr', 'm³/hr', 'cubicmetresperhour', 'cubicmetersperhour'],
  rpm: ['rpm'],
  '★': ['★', 'star', 'stars'],
};

const squash = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/** Whether `typed` (the text after the number) names `unit`. */
export function isUnit(typed: string, unit: string): boolean {
  const word = squash(typed).replace(/\.$/, '');
  const own = squash(unit);
  return word === own || (UNIT_WORDS[own]?.includes(word) ?? false);
}

const NUMBER = /^(\d{1,9})(?:\.(\d+))?\s*(.*)$/;

/**
 * A number as typed in the back office: at least 0, at most two decimals, optionally
 * followed by the attribute's own unit ('15', '15 L', '15 litres', '6.5kg'). Anything else
 * is a message naming the unit.
 */
export function readSpecNumber(
  text: string,
  attribute: Pick<SpecFormAttribute, 'name' | 'unit'>,
): { value: number } | { error: string } {
  const typed = text.trim().replace(/\s+/g, ' ');
  const match = NUMBER.exec(typed);
  const wrong = { error: SPEC_MESSAGES.number(attribute.unit) };
  if (!match) return wrong;
  const [, whole, fraction = '', rest = ''] = match;
  if (fraction.length > 2) return wrong;
  if (rest) {
    if (/\d|^[.,]/.test(rest) || !attribute.unit) return wrong;
    if (!isUnit(rest, attribute.unit)) {
      return { error: SPEC_MESSAGES.wrongUnit(attribute.name, attribute.unit) };
    }
  }
  const value = Number(fraction ? `${whole}.${fraction}` : whole);
  return Number.isFinite(value) && value >= 0 ? { value } : wrong;
}

/** One field's value by its attribute's type: undefined when not set. */
export function readSpecValue(
  text: string | undefined,
  attribute: SpecFormAttribute,
): { value: SpecValue | undefined } | { error: string } {
  const typed = (text ?? '').trim();
  if (typed === '') return { value: undefined };
  switch (attribute.type) {
    case 'number':
      return readSpecNumber(typed, attribute);
    case 'choice':
      return attribute.choices.some((choice) => choice.value === typed)
        ? { value: typed }
        : { error: SPEC_MESSAGES.choice(attribute.name) };
    case 'boolean':
      return typed === 'yes'
        ? { value: true }
        : typed === 'no'
          ? { value: false }
          : { error: SPEC_MESSAGES.boolean };
  }
}

const field = z.string().max(200).optional();

/** The form's schema for these attributes and variants. */
export function specificationsSchema(form: SpecForm) {
  const byVariant = form.variants.length > 1;
  const variantIds = new Set(form.variants.map((variant) => variant.id));
  const shape: Record<string, typeof field> = {};
  for (const attribute of form.attributes) {
    shape[specField(attribute.key)] = field;
    if (!byVariant) continue;
    shape[splitField(attribute.key)] = field;
    for (const variant of form.variants) {
      shape[specVariantField(attribute.key, variant.id)] = field;
    }
  }
  const known = new Set(form.attributes.map((attribute) => attribute.key));
  return z.looseObject(shape).transform((data, ctx): SpecificationsInput => {
    const fields = data as Record<string, unknown>;
    const text = (name: string) => {
      const value = fields[name];
      return typeof value === 'string' ? value : undefined;
    };
    const values: SpecValueInput[] = [];
    let failed = false;
    const fail = (name: string, message: string) => {
      failed = true;
      ctx.addIssue({ code: 'custom', message, path: [name] });
    };
    // A field for a variant or an attribute this form does not have: a stale page or a
    // forged post (another product's variant).
    for (const name of Object.keys(fields)) {
      if (!name.startsWith('spec:') || Object.hasOwn(shape, name)) continue;
      const [, key = '', variantId] = name.split(':');
      if (variantId === undefined || !known.has(key)) fail(name, SPEC_MESSAGES.attribute);
      // A product with one variant has no values per variant: its variant's field is not read.
      else if (!variantIds.has(variantId)) fail(name, SPEC_MESSAGES.variant);
    }
    for (const attribute of form.attributes) {
      const split = byVariant && Boolean(text(splitField(attribute.key)));
      const names = split
        ? form.variants.map((variant) => ({
            name: specVariantField(attribute.key, variant.id),
            variantId: variant.id as string | null,
          }))
        : [{ name: specField(attribute.key), variantId: null }];
      for (const { name, variantId } of names) {
        const read = readSpecValue(text(name), attribute);
        if ('error' in read) fail(name, read.error);
        else if (read.value !== undefined) {
          values.push({ key: attribute.key, variantId, value: read.value });
        }
      }
    }
    return failed ? z.NEVER : { values };
  });
}

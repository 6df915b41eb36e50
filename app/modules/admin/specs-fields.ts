/**
 * The specification form's fields, without Zod: what the page (its names, its values as
 * text) and the schema (specs-validation.ts) share. Field names are flat (no '.' or '[':
 * Conform would read those as paths): `spec:{key}` the product's value, `split:{key}`
 * "differs by variant", `spec:{key}:{variantId}` a variant's value.
 */
import type { AttributeType, SpecValue } from '../catalog/specs/attributes.ts';

export interface SpecFormAttribute {
  key: string;
  name: string;
  type: AttributeType;
  unit: string | null;
  choices: { value: string; label: string }[];
}

export interface SpecFormVariant {
  /** Public id. */
  id: string;
  label: string;
}

export interface SpecForm {
  attributes: SpecFormAttribute[];
  variants: SpecFormVariant[];
}

/** One value to store: for the whole product (`variantId` null) or for one variant. */
export interface SpecValueInput {
  key: string;
  variantId: string | null;
  value: SpecValue;
}

export interface SpecificationsInput {
  values: SpecValueInput[];
}

export const specField = (key: string) => `spec:${key}`;
export const splitField = (key: string) => `split:${key}`;
export const specVariantField = (key: string, variantId: string) => `spec:${key}:${variantId}`;

/** A stored value as its field shows it. */
export function specValueText(value: SpecValue | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return String(Math.round(value * 100) / 100);
  return value;
}

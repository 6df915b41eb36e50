import { describe, expect, it } from 'vitest';
import type { Translate } from '../../../i18n/translate.ts';
import {
  apiSpecification,
  differsByVariant,
  type ProductSpecification,
  specInLanguage,
  specSummary,
  specValueFor,
  specValueText,
} from './format.ts';

const english: Translate = (id) => id;
const kannada: Translate = (id) => ({ Yes: 'ಹೌದು', No: 'ಇಲ್ಲ' })[id] ?? id;

const capacity: ProductSpecification = {
  key: 'capacity',
  name: 'Capacity',
  type: 'number',
  unit: 'L',
  comparable: true,
  choices: [],
  variants: { v10: 10, v15: 15, v25: 25 },
};
const type: ProductSpecification = {
  key: 'type',
  name: 'Type',
  nameKn: 'ಬಗೆ',
  type: 'choice',
  unit: null,
  comparable: true,
  choices: [{ value: 'storage', label: 'Storage', labelKn: 'ಸ್ಟೋರೇಜ್' }],
  value: 'storage',
};

describe('a specification value as text', () => {
  it('writes numbers with their unit, without trailing zeros', () => {
    expect(specValueText(capacity, 15, english)).toBe('15 L');
    expect(specValueText({ ...capacity, unit: 'rpm' }, 1350, english)).toBe('1350 rpm');
    expect(specValueText({ ...capacity, unit: 'bar' }, 6.5, english)).toBe('6.5 bar');
    expect(specValueText({ ...capacity, unit: null }, 3, english)).toBe('3');
  });

  it('names a choice by its label, and yes/no in the page’s language', () => {
    expect(specValueText(type, 'storage', english)).toBe('Storage');
    expect(specValueText(type, 'unknown', english)).toBe('unknown');
    const boolean = { type: 'boolean' as const, unit: null, choices: [] };
    expect(specValueText(boolean, true, english)).toBe('Yes');
    expect(specValueText(boolean, false, kannada)).toBe('ಇಲ್ಲ');
  });

  it('takes the Kannada name and labels on a Kannada page, marking English fallbacks', () => {
    const kn = specInLanguage('kn', type);
    expect(kn.name).toBe('ಬಗೆ');
    expect(specValueText(kn, 'storage', english)).toBe('ಸ್ಟೋರೇಜ್');
    const noKannada = specInLanguage('kn', { ...type, nameKn: null });
    expect(noKannada).toMatchObject({ name: 'Type', nameLang: 'en' });
    expect(specInLanguage('en', type).name).toBe('Type');
  });
});

describe('a variant’s value and the product’s summary', () => {
  it('gives the variant’s own value, else the product’s', () => {
    expect(specValueFor(capacity, 'v15')).toBe(15);
    expect(specValueFor(capacity, 'other')).toBeUndefined();
    expect(specValueFor({ value: 3, variants: { a: 5 } }, 'b')).toBe(3);
    expect(specValueFor(type, undefined)).toBe('storage');
    expect(differsByVariant(capacity)).toBe(true);
    expect(differsByVariant(type)).toBe(false);
  });

  it('lists up to three numbers in order and ranges more', () => {
    expect(specSummary(capacity, english)).toBe('10, 15, 25 L');
    expect(specSummary({ ...capacity, variants: { a: 25, b: 10 } }, english)).toBe('10, 25 L');
    expect(specSummary({ ...capacity, variants: { a: 1, b: 3, c: 10, d: 25 } }, english)).toBe(
      '1–25 L',
    );
    expect(specSummary({ ...capacity, variants: { a: 15, b: 15 } }, english)).toBe('15 L');
    expect(specSummary(type, english)).toBe('Storage');
    expect(specSummary({ ...capacity, variants: undefined }, english)).toBe('');
  });

  it('gives the API the raw values, variants as a list', () => {
    expect(apiSpecification(capacity)).toEqual({
      key: 'capacity',
      name: 'Capacity',
      type: 'number',
      unit: 'L',
      variants: [
        { variantId: 'v10', value: 10 },
        { variantId: 'v15', value: 15 },
        { variantId: 'v25', value: 25 },
      ],
    });
    expect(apiSpecification(type)).toEqual({
      key: 'type',
      name: 'Type',
      type: 'choice',
      value: 'storage',
    });
  });
});

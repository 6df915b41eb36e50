import { describe, expect, it } from 'vitest';
import { parseForm } from '../../lib/form-parse.ts';
import type { SpecForm } from './specs-fields.ts';
import { readSpecNumber, SPEC_MESSAGES, specificationsSchema } from './specs-validation.ts';

const CAPACITY = { name: 'Capacity', unit: 'L' };

const FORM: SpecForm = {
  attributes: [
    { key: 'capacity', name: 'Capacity', type: 'number', unit: 'L', choices: [] },
    {
      key: 'type',
      name: 'Type',
      type: 'choice',
      unit: null,
      choices: [
        { value: 'instant', label: 'Instant' },
        { value: 'storage', label: 'Storage' },
      ],
    },
    { key: 'shock-proof', name: 'Shock proof', type: 'boolean', unit: null, choices: [] },
    { key: 'ports', name: 'Ports', type: 'number', unit: null, choices: [] },
  ],
  variants: [
    { id: 'v1', label: '15 L' },
    { id: 'v2', label: '25 L' },
  ],
};

function parse(fields: Record<string, string>, form: SpecForm = FORM) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return parseForm(specificationsSchema(form), data, { coerce: false });
}

describe('a number typed in a specification field', () => {
  it('reads a number at least 0 with up to two decimals, with or without its own unit', () => {
    for (const [text, value] of [
      ['15', 15],
      [' 6.5 ', 6.5],
      ['0', 0],
      ['0.75', 0.75],
      ['15 L', 15],
      ['15L', 15],
      ['15 l', 15],
      ['15 litres', 15],
      ['15 Litre', 15],
      ['15 ltr.', 15],
    ] as const) {
      expect(readSpecNumber(text, CAPACITY), text).toEqual({ value });
    }
    expect(readSpecNumber('6.5 kg', { name: 'Wash capacity', unit: 'kg' })).toEqual({
      value: 6.5,
    });
    expect(readSpecNumber('3000 watts', { name: 'Power', unit: 'W' })).toEqual({ value: 3000 });
  });

  it('refuses a unit that is not the attribute’s, naming it', () => {
    expect(readSpecNumber('15 kg', CAPACITY)).toEqual({ error: 'Capacity is in L.' });
    expect(readSpecNumber('15 gallons', CAPACITY)).toEqual({ error: 'Capacity is in L.' });
  });

  it('refuses what is no number, naming the unit', () => {
    for (const text of [
      'abc',
      '-5',
      '1.234',
      '1e3',
      '0x10',
      '15.',
      '.5',
      'NaN',
      'Infinity',
      '1,5',
    ]) {
      expect(readSpecNumber(text, CAPACITY), text).toEqual({
        error: 'Enter a number in L, e.g. 15.',
      });
    }
    expect(readSpecNumber('3 ports', { name: 'Ports', unit: null })).toEqual({
      error: 'Enter a number, e.g. 15.',
    });
  });
});

describe('the specification form', () => {
  it('reads each type, leaves empty fields out and keeps product values by default', () => {
    const result = parse({
      'spec:capacity': '15 L',
      'spec:type': 'instant',
      'spec:shock-proof': 'no',
      'spec:ports': '',
      'spec:capacity:v1': '999',
    });
    expect(result.status).toBe('success');
    expect(result.status === 'success' && result.value).toEqual({
      values: [
        { key: 'capacity', variantId: null, value: 15 },
        { key: 'type', variantId: null, value: 'instant' },
        { key: 'shock-proof', variantId: null, value: false },
      ],
    });
  });

  it('reads a value per variant where it differs by variant', () => {
    const result = parse({
      'spec:capacity': 'not read',
      'split:capacity': 'on',
      'spec:capacity:v1': '15',
      'spec:capacity:v2': '25 litres',
    });
    expect(result.status === 'success' && result.value).toEqual({
      values: [
        { key: 'capacity', variantId: 'v1', value: 15 },
        { key: 'capacity', variantId: 'v2', value: 25 },
      ],
    });
  });

  it('puts each refusal under its field', () => {
    const result = parse({
      'spec:capacity': '15 kg',
      'spec:type': 'gas',
      'spec:shock-proof': 'maybe',
      'split:ports': 'on',
      'spec:ports:v2': '1.005',
    });
    expect(result.status).toBe('error');
    expect(result.reply().error).toEqual({
      'spec:capacity': ['Capacity is in L.'],
      'spec:type': ['Choose a type from the list.'],
      'spec:shock-proof': [SPEC_MESSAGES.boolean],
      'spec:ports:v2': ['Enter a number, e.g. 15.'],
    });
  });

  it('refuses a variant that is not the product’s, and an unknown attribute', () => {
    const result = parse({
      'split:capacity': 'on',
      'spec:capacity:other': '15',
      'spec:colour': 'red',
    });
    expect(result.reply().error).toEqual({
      'spec:capacity:other': [SPEC_MESSAGES.variant],
      'spec:colour': [SPEC_MESSAGES.attribute],
    });
  });

  it('has no per-variant fields for a product with one variant', () => {
    const one = { ...FORM, variants: [{ id: 'v1', label: '15 L' }] };
    const result = parse({ 'split:capacity': 'on', 'spec:capacity': '15' }, one);
    expect(result.status === 'success' && result.value).toEqual({
      values: [{ key: 'capacity', variantId: null, value: 15 }],
    });
    expect(parse({ 'spec:capacity:v1': '15' }, one).status).toBe('success');
    expect(parse({ 'spec:capacity:v9': '15' }, one).reply().error).toEqual({
      'spec:capacity:v9': [SPEC_MESSAGES.variant],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { CATALOG_MESSAGES, paiseToRupeesText, rupeesToPaise } from './catalog-limits.ts';
import { VariantSchema } from './catalog-validation.ts';

describe('rupees typed in a price field', () => {
  it('reads plain rupees with up to two decimals as paise', () => {
    expect(rupeesToPaise('1299')).toBe(129_900);
    expect(rupeesToPaise('1299.5')).toBe(129_950);
    expect(rupeesToPaise(' ₹1,299.05 ')).toBe(129_905);
    expect(rupeesToPaise('0')).toBe(0);
    expect(rupeesToPaise('9999999.99')).toBe(999_999_999);
  });

  it('refuses anything else', () => {
    for (const text of [
      '',
      '-1',
      '1e3',
      '0x10',
      '12.345',
      '1.',
      '.5',
      'NaN',
      '99999999',
      '1 000',
    ]) {
      expect(rupeesToPaise(text), text).toBeNull();
    }
  });

  it('writes paise back as the field shows them', () => {
    expect(paiseToRupeesText(129_900)).toBe('1299');
    expect(paiseToRupeesText(129_905)).toBe('1299.05');
    expect(paiseToRupeesText(0)).toBe('0');
  });
});

describe('a variant form', () => {
  const form = { variantId: 'abc', mrp: '100', price: '90', stock: '3', active: 'on' };

  it('gives paise, a whole stock and the active flag', () => {
    expect(VariantSchema.parse(form)).toEqual({
      variantId: 'abc',
      mrp: 10_000,
      price: 9_000,
      stock: 3,
      active: true,
    });
    const { active: _a, ...off } = form;
    expect(VariantSchema.parse(off).active).toBe(false);
  });

  it('puts each refusal under its field', () => {
    const issues = (values: Record<string, string>) =>
      VariantSchema.safeParse({ ...form, ...values }).error?.issues.map((i) => [
        i.path.join('.'),
        i.message,
      ]);
    expect(issues({ price: '101' })).toEqual([['price', CATALOG_MESSAGES.priceAboveMrp]]);
    expect(issues({ price: '0' })).toEqual([['price', CATALOG_MESSAGES.pricePositive]]);
    expect(issues({ stock: '1.5', price: '101' })).toEqual([
      ['stock', CATALOG_MESSAGES.stock],
      ['price', CATALOG_MESSAGES.priceAboveMrp],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  CATALOG_MESSAGES,
  MAX_DESCRIPTION_LENGTH,
  paiseToRupeesText,
  rupeesToPaise,
} from './catalog-limits.ts';
import {
  ImageAltSchema,
  NewProductSchema,
  ProductDetailsSchema,
  VariantSchema,
  WarrantyKannadaSchema,
} from './catalog-validation.ts';

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

describe('the Kannada fields of a product', () => {
  const details = {
    name: 'Gruha Instant Geyser 3 Litre',
    descriptionHtml: '<p>Hot water in minutes.</p>',
    deliveryKarnataka: '0',
    deliveryOther: '99',
  };
  const parse = (values: Record<string, string>) =>
    ProductDetailsSchema.safeParse({ ...details, ...values });
  const issues = (values: Record<string, string>) =>
    parse(values).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('are optional: blank is null (the English shows), left out is undefined (kept)', () => {
    const blank = parse({ nameKn: '  ', descriptionHtmlKn: '\n', colourNameKn: '' }).data;
    expect(blank).toMatchObject({ nameKn: null, descriptionHtmlKn: null, colourNameKn: null });
    const none = parse({}).data!;
    expect(none.nameKn).toBeUndefined();
    expect(none.descriptionHtmlKn).toBeUndefined();
    expect(none.colourNameKn).toBeUndefined();
  });

  it('are read like their English twins', () => {
    expect(
      parse({
        nameKn: '  ಗೃಹ   ಇನ್‌ಸ್ಟಂಟ್ ಗೀಸರ್ ',
        descriptionHtmlKn: '<p>ಬಿಸಿ ನೀರು</p>\n',
        colourNameKn: ' ಬಿಳಿ ',
      }).data,
    ).toMatchObject({
      nameKn: 'ಗೃಹ ಇನ್‌ಸ್ಟಂಟ್ ಗೀಸರ್',
      // Sanitised as it is saved, like the English description; kept as typed here.
      descriptionHtmlKn: '<p>ಬಿಸಿ ನೀರು</p>\n',
      colourNameKn: 'ಬಿಳಿ',
    });
  });

  it('refuse what the English field refuses, with its message', () => {
    expect(issues({ nameKn: 'ಗ' })).toEqual([['nameKn', CATALOG_MESSAGES.name]]);
    expect(issues({ nameKn: 'ಗ'.repeat(121) })).toEqual([['nameKn', CATALOG_MESSAGES.name]]);
    expect(issues({ nameKn: 'ಗೀಸರ್ 3/5' })).toEqual([['nameKn', CATALOG_MESSAGES.nameCharacters]]);
    expect(issues({ descriptionHtmlKn: 'x'.repeat(MAX_DESCRIPTION_LENGTH + 1) })).toEqual([
      ['descriptionHtmlKn', CATALOG_MESSAGES.description],
    ]);
    expect(issues({ descriptionHtmlKn: 'bad \u0000 byte' })).toEqual([
      ['descriptionHtmlKn', CATALOG_MESSAGES.description],
    ]);
    expect(issues({ colourNameKn: 'ಬ'.repeat(41) })).toEqual([
      ['colourNameKn', CATALOG_MESSAGES.colourName],
    ]);
  });

  it('of a new product: name and description, as on the edit form', () => {
    const form = {
      ...details,
      categoryId: '4',
      weight: '3',
      productCode: 'GA-TST-01',
      mrp: '1000',
      price: '900',
      stock: '5',
      image: new File([new Uint8Array([1])], 'a.png', { type: 'image/png' }),
    };
    expect(
      NewProductSchema.parse({ ...form, nameKn: ' ಗೀಸರ್ ', descriptionHtmlKn: '' }),
    ).toMatchObject({ nameKn: 'ಗೀಸರ್', descriptionHtmlKn: null });
    expect(
      NewProductSchema.safeParse({ ...form, nameKn: 'ಗ' }).error?.issues.map((i) => i.path[0]),
    ).toEqual(['nameKn']);
  });
});

describe('the Kannada alt text of an image and words of a warranty', () => {
  it('alt text: the English rule, blank is null', () => {
    const alt = (altKn: string) => ImageAltSchema.safeParse({ imageId: '3', alt: 'Geyser', altKn });
    expect(alt('  ಗೀಸರ್ ').data).toEqual({ imageId: '3', alt: 'Geyser', altKn: 'ಗೀಸರ್' });
    expect(alt('').data?.altKn).toBeNull();
    expect(alt('ಗ'.repeat(201)).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['altKn', CATALOG_MESSAGES.alt],
    ]);
  });

  it('warranty: option and value of at most 60 characters each', () => {
    expect(
      WarrantyKannadaSchema.parse({ warrantyId: '7', optionKn: ' ವಾರಂಟಿ ', valueKn: '' }),
    ).toEqual({ warrantyId: 7, optionKn: 'ವಾರಂಟಿ', valueKn: null });
    const refused = WarrantyKannadaSchema.safeParse({
      warrantyId: '7',
      optionKn: 'ವ'.repeat(61),
      valueKn: `2 ವರ್ಷ\u0007`,
    });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['optionKn', CATALOG_MESSAGES.warrantyOption],
      ['valueKn', CATALOG_MESSAGES.warrantyValue],
    ]);
    expect(WarrantyKannadaSchema.safeParse({ warrantyId: 'x' }).success).toBe(false);
  });
});

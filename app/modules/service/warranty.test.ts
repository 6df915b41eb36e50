import { describe, expect, it } from 'vitest';
import { LIFETIME, warrantyEnd, warrantyMonths, warrantyState } from './warranty.ts';

describe('warrantyMonths', () => {
  it.each([
    ['1 Year', 12],
    ['2 Years', 24],
    ['7 Years', 84],
    ['6 Months', 6],
    ['18 months', 18],
    ['Motor: 5 Years', 60],
    ['1.5 years', 18],
    ['One Year', 12],
    ['two years', 24],
    ['3 yrs', 36],
    ['24 Mths', 24],
    ['12-month', 12],
    ['1 Year + 1 Year extended', 24],
    ['2 years plus 6 months', 30],
    ['Lifetime', LIFETIME],
    ['Life time warranty', LIFETIME],
    ['No warranty', 0],
    ['None', 0],
  ])('%s gives %s months', (text, months) => {
    expect(warrantyMonths(text)).toBe(months);
  });

  it.each(['', 'Warranty', 'As per manufacturer', 'Motor'])('%j names no period', (text) => {
    expect(warrantyMonths(text)).toBeNull();
  });
});

describe('warrantyEnd', () => {
  it('ends the day before the same date months later', () => {
    expect(warrantyEnd('2026-01-15', 12)).toBe('2027-01-14');
    expect(warrantyEnd('2026-03-01', 1)).toBe('2026-03-31');
    expect(warrantyEnd('2026-11-20', 24)).toBe('2028-11-19');
    expect(warrantyEnd('2026-08-10', 6)).toBe('2027-02-09');
  });

  it('ends on the last day of a month that has no such date', () => {
    expect(warrantyEnd('2026-01-31', 1)).toBe('2026-02-28');
    expect(warrantyEnd('2027-01-30', 1)).toBe('2027-02-28');
    expect(warrantyEnd('2028-01-31', 1)).toBe('2028-02-29');
  });
});

describe('warrantyState', () => {
  const geyser = [
    { option: 'Warranty', value: '2 Years' },
    { option: 'Tank Warranty', value: '7 Years' },
    { option: 'Heating Element Warranty', value: '3 Years' },
  ];

  it('is under warranty from the delivery day to the last covered day', () => {
    const state = warrantyState(geyser, '2026-12-01', '2026-12-01');
    expect(state.underWarranty).toBe(true);
    expect(state.partsOnly).toBe(false);
    // The product's own, not the tank's seven years.
    expect(state.until).toBe('2028-11-30');
    expect(state.options.map((o) => [o.option, o.until, o.running, o.whole])).toEqual([
      ['Warranty', '2028-11-30', true, true],
      ['Tank Warranty', '2033-11-30', true, false],
      ['Heating Element Warranty', '2029-11-30', true, false],
    ]);
    expect(warrantyState(geyser, '2026-12-01', '2028-11-30').partsOnly).toBe(false);
  });

  it("counts only the parts' warranties once the product's own has ended", () => {
    const state = warrantyState(geyser, '2026-12-01', '2028-12-01');
    expect(state.underWarranty).toBe(true);
    expect(state.partsOnly).toBe(true);
  });

  it('is out of warranty once every option has ended', () => {
    const mat = [{ option: 'Quality Guarantee', value: '6 Months' }];
    expect(warrantyState(mat, '2026-01-10', '2026-07-09').underWarranty).toBe(true);
    const ended = warrantyState(mat, '2026-01-10', '2026-07-10');
    expect(ended.underWarranty).toBe(false);
    expect(ended.partsOnly).toBe(false);
    expect(ended.until).toBe('2026-07-09');
  });

  it('reads the months from the option when its value names none', () => {
    const state = warrantyState(
      [{ option: 'Motor: 5 Years', value: '' }],
      '2026-01-01',
      '2030-06-01',
    );
    expect(state.options[0]).toMatchObject({ until: '2030-12-31', running: true, whole: true });
  });

  it('treats a lifetime warranty as running and an unreadable one as not', () => {
    const state = warrantyState(
      [
        { option: 'Warranty', value: 'As per manufacturer' },
        { option: 'Frame Warranty', value: 'Lifetime' },
      ],
      '2020-01-01',
      '2026-12-01',
    );
    expect(state.underWarranty).toBe(true);
    expect(state.partsOnly).toBe(true);
    expect(state.until).toBeNull();
    expect(warrantyState([], '2026-01-01', '2026-01-02')).toEqual({
      options: [],
      underWarranty: false,
      partsOnly: false,
      until: null,
    });
  });
});

describe('what the shopper is told', () => {
  it('is the product’s own warranty’s end, not a longer part’s', () => {
    const state = warrantyState(
      [
        { option: 'Warranty', value: '2 Years' },
        { option: 'Tank Warranty', value: '7 Years' },
      ],
      '2026-12-01',
      '2026-12-10',
    );
    expect(state.until).toBe('2028-11-30');
    expect(state.partsOnly).toBe(false);
  });

  it('is a part’s when only a part’s runs, and a part alone is not the product’s', () => {
    const parts = warrantyState(
      [{ option: 'Motor Warranty', value: '5 Years' }],
      '2026-12-01',
      '2027-12-10',
    );
    expect(parts.partsOnly).toBe(true);
    expect(parts.until).toBe('2031-11-30');
    const later = warrantyState(
      [
        { option: 'Warranty', value: '1 Year' },
        { option: 'Tank Warranty', value: '7 Years' },
      ],
      '2026-12-01',
      '2028-01-10',
    );
    expect(later.partsOnly).toBe(true);
    expect(later.until).toBe('2033-11-30');
  });

  it('reads what brackets say as the explanation of the period before them', () => {
    expect(warrantyMonths('3 Years (1 year product + 2 years extended)')).toBe(36);
    expect(warrantyMonths('1 Year + 1 Year extended')).toBe(24);
  });
});

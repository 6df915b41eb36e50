import { describe, expect, it } from 'vitest';
import { discountPercent, formatRupees } from './format.ts';
import { formatOrderDate } from './order-date.ts';

describe('formatRupees', () => {
  it('groups by lakh and crore with the rupee sign', () => {
    expect(formatRupees(12_345_600)).toBe('₹1,23,456');
    expect(formatRupees(1_234_567_800)).toBe('₹1,23,45,678');
    expect(formatRupees(99_900)).toBe('₹999');
    expect(formatRupees(100_000)).toBe('₹1,000');
  });

  it('shows two decimals when asked', () => {
    expect(formatRupees(12_345_600, { decimals: true })).toBe('₹1,23,456.00');
    expect(formatRupees(129_950, { decimals: true })).toBe('₹1,299.50');
    expect(formatRupees(5, { decimals: true })).toBe('₹0.05');
  });

  it('rounds to whole rupees by default', () => {
    expect(formatRupees(129_950)).toBe('₹1,300');
    expect(formatRupees(129_949)).toBe('₹1,299');
    expect(formatRupees(49)).toBe('₹0');
  });

  it('formats zero', () => {
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(0, { decimals: true })).toBe('₹0.00');
  });

  it('writes exactly what Intl.NumberFormat en-IN writes, for every size and rounding', () => {
    const intl = (decimals: boolean) =>
      new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: decimals ? 2 : 0,
        maximumFractionDigits: decimals ? 2 : 0,
      });
    const whole = intl(false);
    const withPaise = intl(true);
    const samples = [0, 1, 49, 50, 51, 99, 100, 149, 150, 151, 250, 999, 12_345, 99_950];
    // Up to ₹1,000 crore: beyond that `paise / 100` is no longer exact for Intl itself.
    for (let digits = 1; digits <= 13; digits++) {
      const base = 10 ** digits;
      samples.push(
        base - 1,
        base,
        base + 1,
        base * 7 + 49,
        base * 3 + 50,
        Math.floor(base * 1.23456),
      );
    }
    // Refunds are negative; amounts that round to nothing are shown as ₹0, not Intl's '-₹0'.
    for (const paise of [...samples, ...samples.filter((n) => n >= 100).map((n) => -n)]) {
      expect(formatRupees(paise), String(paise)).toBe(whole.format(paise / 100));
      expect(formatRupees(paise, { decimals: true }), String(paise)).toBe(
        withPaise.format(paise / 100),
      );
    }
  });

  it('writes no sign on nothing', () => {
    expect(formatRupees(-0)).toBe('₹0');
    expect(formatRupees(-49)).toBe('₹0');
  });

  it('stays exact where dividing by a hundred would not be', () => {
    expect(formatRupees(Number.MAX_SAFE_INTEGER, { decimals: true })).toBe(
      '₹9,00,71,99,25,47,409.91',
    );
  });
});

describe('discountPercent', () => {
  it('rounds the percentage off the base price', () => {
    expect(discountPercent(100_000, 75_000)).toBe(25);
    expect(discountPercent(299_900, 179_900)).toBe(40); // 40.01...
    expect(discountPercent(300_000, 199_900)).toBe(33); // 33.37
    expect(discountPercent(200_000, 109_900)).toBe(45); // 45.05
    expect(discountPercent(1_000, 995)).toBe(1); // 0.5 rounds up
  });

  it('is zero without a discount or a base price', () => {
    expect(discountPercent(100_000, 100_000)).toBe(0);
    expect(discountPercent(100_000, 120_000)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});

describe('formatOrderDate', () => {
  it('shows the time in Asia/Kolkata (UTC+5:30)', () => {
    expect(formatOrderDate(new Date('2025-11-22T13:15:00Z'))).toBe('November 22, 6:45 PM');
    expect(formatOrderDate('2025-11-22T13:15:00.000Z')).toBe('November 22, 6:45 PM');
  });

  it('crosses midnight into the next Indian day', () => {
    expect(formatOrderDate(new Date('2024-12-31T18:30:00Z'))).toBe('January 1, 12:00 AM');
    expect(formatOrderDate(Date.UTC(2024, 8, 1, 6, 35))).toBe('September 1, 12:05 PM');
  });
});

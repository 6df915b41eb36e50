import { describe, expect, it } from 'vitest';
import { discountPercent, formatOrderDate, formatRupees } from './format.ts';

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

import { describe, expect, it } from 'vitest';
import { formatShipping } from './order-summary.tsx';

describe('formatShipping', () => {
  it('says Free for nothing charged, and the amount with paise otherwise', () => {
    expect(formatShipping(0)).toBe('Free');
    expect(formatShipping(14_900)).toBe('₹149.00');
    expect(formatShipping(1)).toBe('₹0.01');
  });
});

import { describe, expect, it } from 'vitest';
import {
  apportion,
  COUPON_MESSAGES,
  type CouponLine,
  type CouponTerms,
  couponDiscount,
  couponRefusal,
  normalizeCode,
  prepaidDiscount,
} from './coupon-rules.ts';

const NOW = new Date('2026-11-01T10:00:00+05:30');

const diwali: CouponTerms = {
  code: 'DIWALI10',
  kind: 'percent',
  percent: 10,
  amountPaise: null,
  maxDiscountPaise: 1_000_00,
  minOrderPaise: 5_000_00,
  validFrom: new Date('2026-10-20T00:00:00+05:30'),
  validTo: new Date('2026-11-05T00:00:00+05:30'),
  totalUses: 50,
  usesPerCustomer: 1,
  firstOrderOnly: false,
  paused: false,
  categoryIds: [],
  productIds: [],
};

const geyser: CouponLine = { productId: 1, categoryIds: [10], lineTotalPaise: 7_499_00 };
const mat: CouponLine = { productId: 2, categoryIds: [20], lineTotalPaise: 999_00 };
const fresh = { liveUses: 0, customerUses: 0, hasEarlierOrder: false };

describe('couponRefusal', () => {
  it('accepts a live code on a cart over its minimum', () => {
    expect(couponRefusal(diwali, [geyser, mat], fresh, NOW)).toBeNull();
  });

  it.each([
    ['an unknown code', null, [geyser], fresh, NOW, COUPON_MESSAGES.notFound],
    ['a paused code', { ...diwali, paused: true }, [geyser], fresh, NOW, COUPON_MESSAGES.notFound],
    [
      'before its start',
      diwali,
      [geyser],
      fresh,
      new Date('2026-10-19T23:59:00+05:30'),
      COUPON_MESSAGES.notYet,
    ],
    [
      'at its end',
      diwali,
      [geyser],
      fresh,
      new Date('2026-11-05T00:00:00+05:30'),
      COUPON_MESSAGES.expired,
    ],
    ['used up', diwali, [geyser], { ...fresh, liveUses: 50 }, NOW, COUPON_MESSAGES.usedUp],
    [
      'no eligible item',
      { ...diwali, categoryIds: [99] },
      [geyser, mat],
      fresh,
      NOW,
      COUPON_MESSAGES.notApplicable,
    ],
    [
      'used by this customer',
      diwali,
      [geyser],
      { ...fresh, customerUses: 1 },
      NOW,
      COUPON_MESSAGES.alreadyUsed,
    ],
    [
      'not a first order',
      { ...diwali, firstOrderOnly: true },
      [geyser],
      { ...fresh, hasEarlierOrder: true },
      NOW,
      COUPON_MESSAGES.firstOrderOnly,
    ],
  ] as const)('refuses %s', (_name, terms, lines, usage, now, template) => {
    expect(couponRefusal(terms, lines, usage, now)?.template).toBe(template);
  });

  it('names the amount still missing, in whole rupees rounded up, on the discounted subtotal', () => {
    const refusal = couponRefusal(diwali, [{ ...mat, lineTotalPaise: 999_60 }], fresh, NOW);
    expect(refusal).toEqual({ template: COUPON_MESSAGES.minimum, values: { amount: '4,001' } });
  });

  it('says a used code is used before asking for more in the cart (adding more would not help)', () => {
    const small = [{ ...mat, lineTotalPaise: 100_00 }];
    expect(couponRefusal(diwali, small, { ...fresh, customerUses: 1 }, NOW)?.template).toBe(
      COUPON_MESSAGES.alreadyUsed,
    );
  });

  it("does not judge a customer it does not know yet (a guest's cart)", () => {
    const unknown = { liveUses: 0, customerUses: null, hasEarlierOrder: null };
    expect(couponRefusal({ ...diwali, firstOrderOnly: true }, [geyser], unknown, NOW)).toBeNull();
  });
});

describe('couponDiscount', () => {
  it('takes the percentage, capped at its maximum', () => {
    expect(couponDiscount(diwali, [geyser, mat]).discountPaise).toBe(849_80);
    const big = { ...geyser, lineTotalPaise: 24_999_00 };
    expect(couponDiscount(diwali, [big]).discountPaise).toBe(1_000_00);
  });

  it('takes a flat amount, never more than the eligible items cost', () => {
    const flat = {
      ...diwali,
      kind: 'flat' as const,
      percent: null,
      amountPaise: 500_00,
      maxDiscountPaise: null,
    };
    expect(couponDiscount(flat, [geyser]).discountPaise).toBe(500_00);
    expect(couponDiscount({ ...flat, productIds: [2] }, [geyser, mat]).perLine).toEqual([
      0, 500_00,
    ]);
    expect(
      couponDiscount({ ...flat, amountPaise: 5_000_00, productIds: [2] }, [geyser, mat])
        .discountPaise,
    ).toBe(999_00);
  });

  it('apportions only across the eligible lines, to the paisa', () => {
    const geysersOnly = { ...diwali, categoryIds: [10] };
    const { discountPaise, perLine } = couponDiscount(geysersOnly, [geyser, mat, geyser]);
    expect(perLine[1]).toBe(0);
    expect(perLine.reduce((a, b) => a + b, 0)).toBe(discountPaise);
  });
});

describe('apportion', () => {
  it('adds up to the total, the leftover paise to the largest fractions', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(10, [3, 7])).toEqual([3, 7]);
    expect(apportion(0, [5, 5])).toEqual([0, 0]);
  });

  it('holds for random weights, and never gives a part more than its weight', () => {
    for (let run = 0; run < 500; run += 1) {
      const weights = Array.from(
        { length: 1 + (run % 7) },
        (_, i) => ((run * 7919 + i * 104_729) % 9_999_999) + 1,
      );
      const sum = weights.reduce((a, b) => a + b, 0);
      const total = (run * 15_485_863) % (sum + 1);
      const parts = apportion(total, weights);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
      parts.forEach((part, i) => {
        expect(part).toBeGreaterThanOrEqual(0);
        expect(part).toBeLessThanOrEqual(weights[i] ?? 0);
      });
    }
  });

  it('keeps exact arithmetic for amounts whose products pass 2^53', () => {
    const parts = apportion(99_99_999_00, [99_99_999_00, 1]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(99_99_999_00);
  });
});

describe('prepaidDiscount', () => {
  it('takes its percentage of what is left after the code, capped', () => {
    expect(prepaidDiscount({ percent: 5, maxDiscountPaise: 300_00 }, [4_000_00, 1_000_00])).toEqual(
      {
        discountPaise: 250_00,
        perLine: [200_00, 50_00],
      },
    );
    expect(
      prepaidDiscount({ percent: 5, maxDiscountPaise: 300_00 }, [20_000_00]).discountPaise,
    ).toBe(300_00);
  });
});

describe('normalizeCode', () => {
  it('compares codes without case or spaces around them', () => {
    expect(normalizeCode('  diwali10 ')).toBe('DIWALI10');
  });
});

import { describe, expect, it } from 'vitest';
import { MAX_ORDER_PAISE, orderAmounts, overOrderLimit } from './pricing.ts';

const geyser = {
  quantity: 2,
  basePricePaise: 10_000_00,
  discountedPricePaise: 7_499_00,
  deliveryKarnatakaPaise: 150_00,
  deliveryOtherPaise: 400_00,
};
const mat = {
  quantity: 3,
  basePricePaise: 999_00,
  discountedPricePaise: 999_00,
  deliveryKarnatakaPaise: 0,
  deliveryOtherPaise: 60_00,
};

describe('orderAmounts', () => {
  it('charges the Karnataka rate per unit inside Karnataka', () => {
    expect(orderAmounts([geyser, mat], 'karnataka')).toEqual({
      subtotalPaise: 2 * 10_000_00 + 3 * 999_00,
      discountPaise: 2 * (10_000_00 - 7_499_00),
      itemsPaise: 2 * 7_499_00 + 3 * 999_00,
      couponDiscountPaise: 0,
      prepaidDiscountPaise: 0,
      shippingPaise: 2 * 150_00,
      installationPaise: 0,
      totalPaise: 2 * 7_499_00 + 3 * 999_00 + 2 * 150_00,
    });
  });

  it('adds the installation booked, which no discount takes from', () => {
    const discounts = { couponPaise: 500_00, prepaidPaise: 100_00 };
    const amounts = orderAmounts([geyser], 'karnataka', discounts, 599_00);
    expect(amounts.installationPaise).toBe(599_00);
    expect(amounts.totalPaise).toBe(2 * 7_499_00 - 500_00 - 100_00 + 2 * 150_00 + 599_00);
  });

  it('charges the Non-Karnataka rate per unit elsewhere', () => {
    const amounts = orderAmounts([geyser, mat], 'other');
    expect(amounts.shippingPaise).toBe(2 * 400_00 + 3 * 60_00);
    expect(amounts.totalPaise).toBe(amounts.itemsPaise + 2 * 400_00 + 3 * 60_00);
  });

  it('leaves shipping open until the zone is known', () => {
    const amounts = orderAmounts([geyser], null);
    expect(amounts.shippingPaise).toBeNull();
    expect(amounts.totalPaise).toBe(2 * 7_499_00);
  });

  it("takes the coupon's and the prepaid offer's discounts off the goods, not the shipping", () => {
    const amounts = orderAmounts([geyser, mat], 'karnataka', {
      couponPaise: 1_000_00,
      prepaidPaise: 250_00,
    });
    expect(amounts.couponDiscountPaise).toBe(1_000_00);
    expect(amounts.prepaidDiscountPaise).toBe(250_00);
    expect(amounts.itemsPaise).toBe(2 * 7_499_00 + 3 * 999_00);
    expect(amounts.totalPaise).toBe(2 * 7_499_00 + 3 * 999_00 - 1_000_00 - 250_00 + 2 * 150_00);
  });

  it('is zero for no lines', () => {
    expect(orderAmounts([], 'karnataka').totalPaise).toBe(0);
  });
});

describe('overOrderLimit', () => {
  const dear = (basePricePaise: number, discountedPricePaise: number, quantity: number) => ({
    quantity,
    basePricePaise,
    discountedPricePaise,
    deliveryKarnatakaPaise: 0,
    deliveryOtherPaise: 0,
  });

  it('allows an order up to ₹1 crore, at MRP and in all', () => {
    expect(overOrderLimit(orderAmounts([dear(MAX_ORDER_PAISE / 10, 1, 10)], 'karnataka'))).toBe(
      false,
    );
  });

  it('refuses one beyond, at MRP even when the price is low, or with its shipping', () => {
    expect(overOrderLimit(orderAmounts([dear(99_99_999_00, 100, 99)], 'karnataka'))).toBe(true);
    const withShipping = {
      ...dear(MAX_ORDER_PAISE, MAX_ORDER_PAISE, 1),
      deliveryKarnatakaPaise: 1,
    };
    expect(overOrderLimit(orderAmounts([withShipping], 'karnataka'))).toBe(true);
  });
});

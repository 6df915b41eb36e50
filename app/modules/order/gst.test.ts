import { describe, expect, it } from 'vitest';
import {
  invoiceTaxes,
  splitInclusive,
  supplyTypeForPincode,
  type TaxableLine,
  type TaxSplit,
} from './gst.ts';

/** The whole split of an inclusive amount: its taxable value and the taxes not named are zero. */
function taxSplit(
  inclusivePaise: number,
  taxablePaise: number,
  taxes: Partial<Pick<TaxSplit, 'cgstPaise' | 'sgstPaise' | 'igstPaise'>>,
): TaxSplit {
  return { inclusivePaise, taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, ...taxes };
}

const GEYSER: TaxableLine = {
  gstRatePercent: 18,
  quantity: 2,
  unitPricePaise: 1_180_000,
  shippingPaise: 59_900,
};
const KORAI_MAT: TaxableLine = {
  gstRatePercent: 5,
  quantity: 3,
  unitPricePaise: 49_900,
  shippingPaise: 10_000,
};

describe('supplyTypeForPincode', () => {
  it('treats Karnataka pincodes (56-59) as intra-state and the rest as inter-state', () => {
    expect(supplyTypeForPincode('560001')).toBe('intra-state');
    expect(supplyTypeForPincode('591237')).toBe('intra-state');
    expect(supplyTypeForPincode('110001')).toBe('inter-state');
    expect(supplyTypeForPincode('600001')).toBe('inter-state');
  });
});

describe('splitInclusive', () => {
  it('backs the tax out of an inclusive amount', () => {
    expect(splitInclusive(2_360_000, 18, 'inter-state')).toEqual(
      taxSplit(2_360_000, 2_000_000, { igstPaise: 360_000 }),
    );
  });

  it('rounds the taxable value to the nearest paisa', () => {
    // 59,900 x 100 / 118 = 50,762.7
    expect(splitInclusive(59_900, 18, 'inter-state').taxablePaise).toBe(50_763);
    // 1,400 / 112 = 12.5 exactly: half rounds up
    expect(splitInclusive(14, 12, 'inter-state')).toMatchObject({ taxablePaise: 13, igstPaise: 1 });
  });

  it('gives the odd paisa of an intra-state tax to SGST', () => {
    expect(splitInclusive(59_900, 18, 'intra-state')).toMatchObject({
      taxablePaise: 50_763,
      cgstPaise: 4_568,
      sgstPaise: 4_569,
      igstPaise: 0,
    });
    expect(splitInclusive(14, 12, 'intra-state')).toMatchObject({ cgstPaise: 0, sgstPaise: 1 });
  });

  it('handles zero amounts and a zero rate', () => {
    expect(splitInclusive(0, 18, 'intra-state')).toMatchObject({ taxablePaise: 0, cgstPaise: 0 });
    expect(splitInclusive(10_000, 0, 'inter-state')).toMatchObject({
      taxablePaise: 10_000,
      igstPaise: 0,
    });
  });

  it('refuses fractional paise and negative rates', () => {
    expect(() => splitInclusive(10.5, 18, 'intra-state')).toThrow(RangeError);
    expect(() => splitInclusive(-1, 18, 'intra-state')).toThrow(RangeError);
    expect(() => splitInclusive(100, -5, 'intra-state')).toThrow(RangeError);
  });
});

describe('invoiceTaxes', () => {
  it('splits each line and its shipping into CGST and SGST for a Karnataka buyer', () => {
    const taxes = invoiceTaxes({ pincode: '560001', lines: [GEYSER, KORAI_MAT] });
    expect(taxes.supply).toBe('intra-state');
    expect(taxes.lines[0]).toEqual({
      gstRatePercent: 18,
      goods: taxSplit(2_360_000, 2_000_000, { cgstPaise: 180_000, sgstPaise: 180_000 }),
      shipping: taxSplit(59_900, 50_763, { cgstPaise: 4_568, sgstPaise: 4_569 }),
      total: taxSplit(2_419_900, 2_050_763, { cgstPaise: 184_568, sgstPaise: 184_569 }),
    });
    // 1,49,700 / 1.05 = 1,42,571.4; 10,000 / 1.05 = 9,523.8
    expect(taxes.lines[1]?.goods).toMatchObject({ taxablePaise: 142_571, cgstPaise: 3_564 });
    expect(taxes.lines[1]?.shipping).toMatchObject({ taxablePaise: 9_524, sgstPaise: 238 });
    expect(taxes.totals).toEqual({
      ...taxSplit(2_579_600, 2_202_858, { cgstPaise: 188_370, sgstPaise: 188_372 }),
      shippingPaise: 69_900,
    });
  });

  it('charges IGST at the full rate outside Karnataka', () => {
    const taxes = invoiceTaxes({ pincode: '110001', lines: [GEYSER, KORAI_MAT] });
    expect(taxes.supply).toBe('inter-state');
    expect(taxes.totals).toEqual({
      ...taxSplit(2_579_600, 2_202_858, { igstPaise: 376_742 }),
      shippingPaise: 69_900,
    });
  });

  it('returns zero totals for an order without lines', () => {
    expect(invoiceTaxes({ pincode: '560001', lines: [] }).totals).toMatchObject({
      inclusivePaise: 0,
      taxablePaise: 0,
    });
  });

  it('always adds up to the order total, to the paisa', () => {
    // A small deterministic generator: the same awkward amounts on every run.
    let seed = 7;
    const next = (max: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % max;
    };
    const rates = [0, 5, 12, 18, 28];
    for (let order = 0; order < 200; order++) {
      const lines = Array.from({ length: 1 + next(6) }, () => ({
        gstRatePercent: rates[next(rates.length)]!,
        quantity: 1 + next(9),
        unitPricePaise: next(5_000_000),
        shippingPaise: next(100_000),
      }));
      const orderTotal = lines.reduce(
        (s, l) => s + l.unitPricePaise * l.quantity + l.shippingPaise,
        0,
      );
      for (const pincode of ['572101', '400001']) {
        const { lines: rows, totals } = invoiceTaxes({ pincode, lines });
        expect(totals.inclusivePaise).toBe(orderTotal);
        expect(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise + totals.igstPaise).toBe(
          orderTotal,
        );
        for (const row of rows) {
          const tax = row.goods.inclusivePaise - row.goods.taxablePaise;
          expect(row.goods.cgstPaise + row.goods.sgstPaise + row.goods.igstPaise).toBe(tax);
          expect(Math.abs(row.goods.cgstPaise - row.goods.sgstPaise)).toBeLessThanOrEqual(1);
        }
      }
    }
  });
});

describe('invoiceTaxes with an order-level discount (issue 33)', () => {
  it("taxes each line's goods after its part of the discount, and still adds up to the total", () => {
    const lines = [
      {
        gstRatePercent: 18,
        quantity: 1,
        unitPricePaise: 7_499_00,
        shippingPaise: 150_00,
        discountPaise: 749_90,
      },
      {
        gstRatePercent: 12,
        quantity: 3,
        unitPricePaise: 333_33,
        shippingPaise: 0,
        discountPaise: 100_01,
      },
    ];
    const taxes = invoiceTaxes({ pincode: '572101', lines });
    expect(taxes.lines[0]?.goods.inclusivePaise).toBe(7_499_00 - 749_90);
    expect(taxes.lines[0]?.goods.taxablePaise).toBe(Math.round(((7_499_00 - 749_90) * 100) / 118));
    expect(taxes.lines[1]?.goods.inclusivePaise).toBe(3 * 333_33 - 100_01);
    expect(taxes.totals.inclusivePaise).toBe(7_499_00 - 749_90 + 150_00 + 3 * 333_33 - 100_01);
    const split = taxes.totals;
    expect(split.taxablePaise + split.cgstPaise + split.sgstPaise + split.igstPaise).toBe(
      split.inclusivePaise,
    );
  });
});

/**
 * GST on an order, backed out of tax-inclusive prices. Pure and client-safe.
 *
 * Shop prices and shipping charges include GST. Delivery is part of a composite supply
 * whose principal supply is the goods, so a line's shipping is taxed at the line's rate.
 * Each amount is split on its own: taxable = round(inclusive x 100 / (100 + rate)) and
 * tax = inclusive - taxable, so taxable + tax is the inclusive amount to the paisa and the
 * invoice's grand total is always the order total.
 *
 * The seller is registered in Karnataka: a buyer there (pincode 56-59) is an intra-state
 * supply, taxed as CGST + SGST at half the rate each; anyone else pays IGST at the full rate.
 * A business buyer's GSTIN decides instead of the pincode (supplyTypeFor).
 */
import { zoneForPincode } from '../shipping/pincode.ts';
import { gstinState, SELLER_STATE_CODE } from './gstin.ts';

export type SupplyType = 'intra-state' | 'inter-state';

/** What the tax needs to know about an order line (money in integer paise). */
export interface TaxableLine {
  gstRatePercent: number;
  quantity: number;
  unitPricePaise: number;
  /** Shipping charge for the whole line, GST included. */
  shippingPaise: number;
  /**
   * The line's part of the order's coupon and prepaid discounts (issue 33): its goods are
   * taxed on what was paid, unitPrice x quantity - discount.
   */
  discountPaise?: number;
}

/** One tax-inclusive amount split into its taxable value and taxes (paise). */
export interface TaxSplit {
  inclusivePaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface LineTaxes {
  gstRatePercent: number;
  goods: TaxSplit;
  shipping: TaxSplit;
  /** goods + shipping. */
  total: TaxSplit;
}

export interface InvoiceTaxes {
  supply: SupplyType;
  lines: LineTaxes[];
  totals: TaxSplit & { shippingPaise: number };
}

/** Karnataka (the seller's state) buyers are intra-state; the pincode decides, as for shipping. */
export function supplyTypeForPincode(pincode: string): SupplyType {
  return zoneForPincode(pincode) === 'karnataka' ? 'intra-state' : 'inter-state';
}

/**
 * Goods collected at one of the seller's stores (issue 35) are supplied there: in the
 * seller's state, whoever buys (section 10(1)(c) of the IGST Act). Otherwise a business
 * buyer's GSTIN names the place of supply (issue 34: its state, bill-to under section
 * 10(1)(b)); anyone else's is where the goods go (the pincode).
 */
export function supplyTypeFor(order: {
  pincode: string;
  gstin?: string | null;
  pickup?: boolean;
}): SupplyType {
  if (order.pickup) return 'intra-state';
  if (order.gstin) {
    return gstinState(order.gstin).code === SELLER_STATE_CODE ? 'intra-state' : 'inter-state';
  }
  return supplyTypeForPincode(order.pincode);
}

/**
 * Splits a GST-inclusive amount. CGST and SGST are half the tax each; an odd paisa goes to
 * SGST (CGST = floor(tax / 2), SGST = tax - CGST), so the halves always add up to the tax.
 */
export function splitInclusive(
  inclusivePaise: number,
  gstRatePercent: number,
  supply: SupplyType,
): TaxSplit {
  if (!Number.isSafeInteger(inclusivePaise) || inclusivePaise < 0) {
    throw new RangeError(`Amount must be a whole number of paise, got ${inclusivePaise}`);
  }
  if (!Number.isFinite(gstRatePercent) || gstRatePercent < 0) {
    throw new RangeError(`GST rate must be a percentage, got ${gstRatePercent}`);
  }
  const taxablePaise = Math.round((inclusivePaise * 100) / (100 + gstRatePercent));
  const tax = inclusivePaise - taxablePaise;
  if (supply === 'inter-state') {
    return { inclusivePaise, taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
  }
  const cgstPaise = Math.floor(tax / 2);
  return { inclusivePaise, taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise, igstPaise: 0 };
}

const ZERO: TaxSplit = {
  inclusivePaise: 0,
  taxablePaise: 0,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 0,
};

function addSplits(a: TaxSplit, b: TaxSplit): TaxSplit {
  return {
    inclusivePaise: a.inclusivePaise + b.inclusivePaise,
    taxablePaise: a.taxablePaise + b.taxablePaise,
    cgstPaise: a.cgstPaise + b.cgstPaise,
    sgstPaise: a.sgstPaise + b.sgstPaise,
    igstPaise: a.igstPaise + b.igstPaise,
  };
}

/** Per-line and total taxes of an order delivered to `pincode`. */
export function invoiceTaxes(order: {
  pincode: string;
  gstin?: string | null;
  pickup?: boolean;
  lines: readonly TaxableLine[];
}): InvoiceTaxes {
  const supply = supplyTypeFor(order);
  const lines = order.lines.map((line): LineTaxes => {
    const goods = splitInclusive(
      line.unitPricePaise * line.quantity - (line.discountPaise ?? 0),
      line.gstRatePercent,
      supply,
    );
    const shipping = splitInclusive(line.shippingPaise, line.gstRatePercent, supply);
    return {
      gstRatePercent: line.gstRatePercent,
      goods,
      shipping,
      total: addSplits(goods, shipping),
    };
  });
  const totals = lines.reduce((sum, line) => addSplits(sum, line.total), ZERO);
  const shippingPaise = lines.reduce((sum, line) => sum + line.shipping.inclusivePaise, 0);
  return { supply, lines, totals: { ...totals, shippingPaise } };
}

/**
 * Pincode rules that need no database: validity, shipping zone, delivery date.
 * Spec: pincodes starting 56 to 59 are Karnataka; everything else pays the Non-Karnataka
 * charge.
 */

import { msg } from '../../i18n/msg.ts';

export const SHIPPING_ZONES = ['karnataka', 'other'] as const;
export type ShippingZone = (typeof SHIPPING_ZONES)[number];

export const PINCODE_MESSAGE = msg('6 Digit pincode is required.');
export const COD_UNAVAILABLE = msg('COD is not available for this pincode.');

/** A real Indian pincode: 6 digits, the first 1-9. */
const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;

export function isValidPincode(pincode: unknown): pincode is string {
  return typeof pincode === 'string' && PINCODE_PATTERN.test(pincode);
}

/** The pincode field's rule: the spec's message, or undefined for a real pincode. */
export function pincodeError(pincode: string): string | undefined {
  return isValidPincode(pincode) ? undefined : PINCODE_MESSAGE;
}

/** What a pincode check answers (checkPincode, the product page, the API). */
export interface PincodeCheck {
  pincode: string;
  /** 6 digits, first 1-9. When false every other answer is negative. */
  valid: boolean;
  deliverable: boolean;
  codAvailable: boolean;
  city: string | null;
  district: string | null;
  state: string | null;
  deliveryDays: number | null;
  /** YYYY-MM-DD in Asia/Kolkata, Sundays skipped; null when not deliverable. */
  estimatedDelivery: string | null;
  zone: ShippingZone | null;
}

/** 'karnataka' for pincodes starting 56-59, else 'other'. */
export function zoneForPincode(pincode: string): ShippingZone {
  return /^5[6-9]/.test(pincode) ? 'karnataka' : 'other';
}

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/**
 * The date (YYYY-MM-DD, Asia/Kolkata) `days` delivery days after `now`. Couriers do not
 * deliver on Sundays: a Sunday is not counted and the result is never a Sunday.
 */
export function estimateDeliveryDate(now: Date, days: number): string {
  // Midnight UTC of the Kolkata calendar date, so that getUTC* read Kolkata's date.
  const local = new Date(now.getTime() + IST_OFFSET_MS);
  let day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  let remaining = Math.max(0, Math.trunc(days));
  while (remaining > 0) {
    day += DAY_MS;
    if (new Date(day).getUTCDay() !== 0) remaining--;
  }
  while (new Date(day).getUTCDay() === 0) day += DAY_MS;
  return new Date(day).toISOString().slice(0, 10);
}

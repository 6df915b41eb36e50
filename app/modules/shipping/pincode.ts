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
  /** YYYY-MM-DD in Asia/Kolkata, Sundays and holidays skipped; null when not deliverable. */
  estimatedDelivery: string | null;
  zone: ShippingZone | null;
}

/** 'karnataka' for pincodes starting 56-59, else 'other'. */
export function zoneForPincode(pincode: string): ShippingZone {
  return /^5[6-9]/.test(pincode) ? 'karnataka' : 'other';
}

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** Orders placed from this hour (IST) leave the next working day. */
export const DISPATCH_CUTOFF_HOUR = 14;

/**
 * The promised delivery date (YYYY-MM-DD, Asia/Kolkata) for a pincode `days` delivery days
 * away (issue 34): counted in working days (no Sundays, none of the listed `holidays`) from
 * the day the order leaves, which is today if it is a working day and the order comes
 * before the 2 PM cut-off, else the next working day. Never a Sunday or a holiday.
 */
export function estimateDeliveryDate(
  now: Date,
  days: number,
  holidays: ReadonlySet<string> = new Set(),
): string {
  // Midnight UTC of the Kolkata calendar date, so that getUTC* read Kolkata's date.
  const local = new Date(now.getTime() + IST_OFFSET_MS);
  let day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
  const working = (time: number) => new Date(time).getUTCDay() !== 0 && !holidays.has(iso(time));
  // The day it leaves.
  if (local.getUTCHours() >= DISPATCH_CUTOFF_HOUR) day += DAY_MS;
  while (!working(day)) day += DAY_MS;
  let remaining = Math.max(0, Math.trunc(days));
  while (remaining > 0) {
    day += DAY_MS;
    if (working(day)) remaining--;
  }
  return iso(day);
}

/**
 * A pickup order's code (issue 35): six random digits the shopper shows at the store and
 * staff type to hand the goods over. Read aloud or typed on a phone's number pad, and
 * checked only against its own order by signed-in staff, so six digits are enough.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';

export const PICKUP_CODE_LENGTH = 6;

export function newPickupCode(): string {
  return String(randomInt(0, 10 ** PICKUP_CODE_LENGTH)).padStart(PICKUP_CODE_LENGTH, '0');
}

/** Whether the code typed is the order's (spaces and dashes as the shopper may read it). */
export function samePickupCode(expected: string, typed: string): boolean {
  const given = Buffer.from(typed.replace(/[\s-]/g, ''));
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

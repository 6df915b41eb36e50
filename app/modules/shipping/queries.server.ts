/** Serviceability of a pincode: deliverable, cash on delivery, how fast. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { comingHolidays } from './holidays.server.ts';
import {
  estimateDeliveryDate,
  isValidPincode,
  type PincodeCheck,
  zoneForPincode,
} from './pincode.ts';
import { serviceablePincodes } from './schema.ts';

/**
 * Delivery days for a Karnataka pincode that the table does not list. The table lists the
 * towns we serve directly; the rest of Karnataka is served by courier: deliverable, no COD.
 */
export const KARNATAKA_COURIER_DAYS = 5;

export async function checkPincode(
  db: DbOrTx,
  pincode: string,
  now: Date = new Date(),
): Promise<PincodeCheck> {
  const none = {
    deliverable: false,
    codAvailable: false,
    city: null,
    district: null,
    state: null,
    deliveryDays: null,
    estimatedDelivery: null,
  };
  if (!isValidPincode(pincode)) return { pincode, valid: false, ...none, zone: null };
  const zone = zoneForPincode(pincode);
  const holidays = await comingHolidays(db, now);
  const [row] = await db
    .select()
    .from(serviceablePincodes)
    .where(eq(serviceablePincodes.pincode, pincode))
    .limit(1);
  if (row) {
    const deliverable = row.deliverable;
    return {
      pincode,
      valid: true,
      deliverable,
      codAvailable: deliverable && row.codAvailable,
      city: row.city,
      district: row.district,
      state: row.state,
      deliveryDays: deliverable ? row.deliveryDays : null,
      estimatedDelivery: deliverable ? estimateDeliveryDate(now, row.deliveryDays, holidays) : null,
      zone,
    };
  }
  if (zone === 'karnataka') {
    return {
      pincode,
      valid: true,
      ...none,
      deliverable: true,
      state: 'Karnataka',
      deliveryDays: KARNATAKA_COURIER_DAYS,
      estimatedDelivery: estimateDeliveryDate(now, KARNATAKA_COURIER_DAYS, holidays),
      zone,
    };
  }
  return { pincode, valid: true, ...none, zone };
}

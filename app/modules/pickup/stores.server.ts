/**
 * The stores an order can be picked up from (issue 35): every open store, nearest first to
 * the shopper's pincode when its place is known, else in the stores' own order.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { stores } from '../content/schema.ts';
import { nearestFirst } from '../installation/nearest.ts';
import { pickupStoreView as viewOf } from '../order/pickup-store.server.ts';
import type { PickupStoreView } from '../order/view.ts';
import { isValidPincode } from '../shipping/pincode.ts';
import { serviceablePincodes } from '../shipping/schema.ts';

/** How many stores the checkout offers for a located pincode (the nearest ones). */
export const PICKUP_CHOICES = 8;

export interface PickupStoreChoice extends PickupStoreView {
  /** From the pincode's place, rounded to the kilometre; null when its place is not known. */
  distanceKm: number | null;
}

const columns = {
  id: stores.id,
  code: stores.code,
  name: stores.name,
  nameKn: stores.nameKn,
  address: stores.address,
  addressKn: stores.addressKn,
  town: stores.town,
  phone: stores.phone,
  mapsLink: stores.mapsLink,
  latitude: stores.latitude,
  longitude: stores.longitude,
};

/**
 * The pickup stores for a pincode: the nearest `limit` to its place, or, for a pincode
 * whose place is not known (or none given), every open store in the stores' order.
 */
export async function pickupStores(
  db: DbOrTx,
  pincode: string | null,
  limit = PICKUP_CHOICES,
): Promise<PickupStoreChoice[]> {
  const [rows, [place]] = await Promise.all([
    db
      .select(columns)
      .from(stores)
      .where(eq(stores.active, true))
      .orderBy(asc(stores.position), asc(stores.id)),
    pincode && isValidPincode(pincode)
      ? db
          .select({
            latitude: serviceablePincodes.latitude,
            longitude: serviceablePincodes.longitude,
          })
          .from(serviceablePincodes)
          .where(eq(serviceablePincodes.pincode, pincode))
          .limit(1)
      : Promise.resolve([]),
  ]);
  if (place?.latitude == null || place.longitude == null) {
    return rows.map((row) => ({ ...viewOf(row), distanceKm: null }));
  }
  const from = { latitude: place.latitude, longitude: place.longitude };
  return nearestFirst(from, rows)
    .slice(0, limit)
    .map((row) => ({ ...viewOf(row), distanceKm: Math.round(row.distanceKm) }));
}

/** An open store taking pickups, by its code, with its row id for the order. */
export async function pickupStoreByCode(
  db: DbOrTx,
  code: string,
): Promise<(PickupStoreView & { id: number }) | null> {
  const [row] = await db
    .select(columns)
    .from(stores)
    .where(and(eq(stores.code, code), eq(stores.active, true)))
    .limit(1);
  return row ? { ...viewOf(row), id: row.id } : null;
}

/**
 * The store a pickup order is collected from (issue 35), as the order's pages, e-mails and
 * invoice show it. Here, not in the pickup module, since every view of an order needs it.
 */
import { eq } from 'drizzle-orm';
import { HOURS } from '../../../config/store-contact.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { stores } from '../content/schema.ts';
import type { PickupStoreView } from './view.ts';

type StoreRow = Pick<
  typeof stores.$inferSelect,
  'code' | 'name' | 'nameKn' | 'address' | 'addressKn' | 'town' | 'phone' | 'mapsLink'
>;

export function pickupStoreView(row: StoreRow): PickupStoreView {
  return {
    code: row.code,
    name: row.name,
    nameKn: row.nameKn,
    address: row.address,
    addressKn: row.addressKn,
    town: row.town,
    phone: row.phone,
    directionsUrl: row.mapsLink,
    // Every store keeps the shop's hours (config/store-contact.ts).
    hours: { days: HOURS.days, label: HOURS.label },
  };
}

/** The store of a placed pickup order (closed since or not: the order stands). */
export async function pickupStoreOf(db: DbOrTx, storeId: number): Promise<PickupStoreView | null> {
  const [row] = await db.select().from(stores).where(eq(stores.id, storeId)).limit(1);
  return row ? pickupStoreView(row) : null;
}

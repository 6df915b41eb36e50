/** The stores a back-office list can be filtered by (service requests, pickups). */
import type { DbOrTx } from '../../../db/client.ts';
import { stores } from '../content/schema.ts';

/** Every store (hidden ones too: their past orders and requests stay), in the stores' order. */
export async function storeChoices(db: DbOrTx): Promise<{ code: string; name: string }[]> {
  return db
    .select({ code: stores.code, name: stores.name })
    .from(stores)
    .orderBy(stores.position, stores.id);
}

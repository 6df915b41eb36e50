/** Staff ship orders (issue 34): the lifecycle's shipping, with the staff member and the audit log. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { isPublicId } from '../../lib/public-id.ts';
import type { OrderLinks } from '../order/orders.server.ts';
import { orders } from '../order/schema.ts';
import { moveShipment, type ShipInput, shipLines } from '../order-lifecycle/shipping.server.ts';
import type { Staff } from './access.server.ts';
import { recordAudit } from './audit.server.ts';
import { isUniqueViolation } from './catalog/rows.server.ts';

async function orderOf(db: DbOrTx, publicId: string) {
  const [order] = isPublicId(publicId)
    ? await db
        .select({ id: orders.id, orderNumber: orders.orderNumber })
        .from(orders)
        .where(eq(orders.publicId, publicId))
    : [];
  if (!order) throw new DomainError('not_found', 'This order was not found.');
  return order;
}

/** Ships a parcel of the order; says whether the whole order has now shipped. */
export async function shipOrder(
  db: DbOrTx,
  staff: Staff,
  publicId: string,
  input: ShipInput,
  links: OrderLinks,
): Promise<{ complete: boolean }> {
  const { id, orderNumber } = await orderOf(db, publicId);
  try {
    return await db.transaction(async (tx) => {
      const shipped = await shipLines(tx, id, input, links);
      await recordAudit(tx, staff, {
        action: 'order.ship',
        entityType: 'order',
        entityId: orderNumber,
        after: { shipment: shipped.shipmentId, ...input, status: shipped.order.status },
      });
      return { complete: shipped.complete };
    });
  } catch (error) {
    // Two staff entering the same AWB at once: the second is told, as if one after the other.
    if (isUniqueViolation(error, 'shipments_awb_idx')) {
      throw new DomainError('conflict', 'This AWB is already on another shipment.', {
        field: 'awb',
      });
    }
    throw error;
  }
}

export async function markShipment(
  db: DbOrTx,
  staff: Staff,
  publicId: string,
  move: { shipment: string; status: 'Out for Delivery' | 'Delivered' },
  links: OrderLinks,
): Promise<void> {
  const { id, orderNumber } = await orderOf(db, publicId);
  await db.transaction(async (tx) => {
    const moved = await moveShipment(tx, id, move.shipment, move.status, links);
    await recordAudit(tx, staff, {
      action: 'order.shipment',
      entityType: 'order',
      entityId: orderNumber,
      before: { shipment: move.shipment, status: moved.from },
      after: { shipment: move.shipment, status: move.status, orderStatus: moved.orderStatus },
    });
  });
}

/** An order's shipments as the shopper, staff and the API see them (issue 34). */
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { trackingUrlFor } from './couriers.ts';
import { couriers, orderLines, shipmentLines, shipments } from './schema.ts';
import type { ShipmentView } from './view.ts';

export async function shipmentsOf(db: DbOrTx, orderId: number): Promise<ShipmentView[]> {
  const rows = await db
    .select({
      dbId: shipments.id,
      id: shipments.publicId,
      courier: couriers.name,
      courierCode: couriers.code,
      trackingPattern: couriers.trackingUrl,
      awb: shipments.awb,
      status: shipments.status,
      shippedOn: shipments.shippedOn,
    })
    .from(shipments)
    .innerJoin(couriers, eq(couriers.id, shipments.courierId))
    .where(eq(shipments.orderId, orderId))
    .orderBy(asc(shipments.id));
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      shipmentId: shipmentLines.shipmentId,
      productName: orderLines.productName,
      variantLabel: orderLines.variantLabel,
      quantity: shipmentLines.quantity,
    })
    .from(shipmentLines)
    .innerJoin(orderLines, eq(orderLines.id, shipmentLines.orderLineId))
    .where(
      inArray(
        shipmentLines.shipmentId,
        rows.map((row) => row.dbId),
      ),
    )
    .orderBy(asc(orderLines.id));
  return rows.map(({ dbId, trackingPattern, ...row }) => ({
    ...row,
    trackingUrl: trackingUrlFor({ trackingUrl: trackingPattern }, row.awb),
    shippedAt: row.shippedOn,
    lines: lines
      .filter((line) => line.shipmentId === dbId)
      .map(({ shipmentId: _, ...line }) => line),
  }));
}

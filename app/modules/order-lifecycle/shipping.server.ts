/**
 * Shipping an order in parcels (issue 34). A shipment carries some of the order's lines
 * (bulky items go separately) with a courier and its AWB. The first one moves a packed
 * order to 'Shipped' through the lifecycle (its timeline entry and e-mail); a shipment out
 * for delivery moves a shipped order on; the order is 'Delivered' once every line has
 * shipped and every shipment is delivered. Each call works in the caller's transaction,
 * with the order's row locked first, so two staff shipping at once cannot ship a line twice.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type DbOrTx, queryRows, SqlNumber } from '../../../db/client.ts';
import { msg } from '../../i18n/msg.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { newPublicId } from '../../lib/ids.server.ts';
import { queueOrderUpdate } from '../messaging/order-updates.server.ts';
import {
  awbProblem,
  type Courier,
  normalizedAwb,
  SHIPMENT_STATUSES,
  type ShipmentStatus,
} from '../order/couriers.ts';
import type { OrderLinks, OrderRow } from '../order/orders.server.ts';
import { couriers, orderLines, orders, shipmentLines, shipments } from '../order/schema.ts';
import { shipmentsOf } from '../order/shipments.server.ts';
import type { OrderStatus } from '../order/view.ts';
import { emailOrderUpdate, transition } from './transition.server.ts';

/** What a later parcel's e-mail says ('orders' texts). */
const ANOTHER_PARCEL = msg('Another parcel of your order has shipped.');

const IST_OFFSET_MS = 330 * 60_000;

/** The order statuses a shipment may leave from: packed, or partly shipped already. */
const SHIPPABLE: readonly OrderStatus[] = ['Packed', 'Shipped', 'Out for Delivery'];

export interface ShipInput {
  courierCode: string;
  awb: string;
  /** YYYY-MM-DD (IST). */
  shippedOn: string;
  /** How many of each order line (in the order's own order) this parcel carries. */
  quantities: readonly number[];
}

export interface LineLeft {
  orderLineId: number;
  productName: string;
  variantLabel: string;
  quantity: number;
  /** Not shipped yet. */
  left: number;
}

/** Each line of the order with how much of it has not shipped yet. */
export async function linesLeft(db: DbOrTx, orderId: number): Promise<LineLeft[]> {
  return queryRows(
    db,
    sql`select ol.id as "orderLineId", ol.product_name as "productName",
               ol.variant_label as "variantLabel", ol.quantity,
               ol.quantity - coalesce((select sum(sl.quantity) from ${shipmentLines} sl
                                        where sl.order_line_id = ol.id), 0) as "left"
          from ${orderLines} ol where ol.order_id = ${orderId} order by ol.id`,
    z.object({
      orderLineId: SqlNumber,
      productName: z.string(),
      variantLabel: z.string(),
      quantity: SqlNumber,
      left: SqlNumber,
    }),
  );
}

async function lockOrder(tx: DbOrTx, orderId: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new DomainError('not_found', 'This order was not found.');
  return order;
}

/** The active courier with this code, or a refusal naming the field. */
export async function activeCourier(db: DbOrTx, code: string): Promise<Courier & { id: number }> {
  const [courier] = await db
    .select({
      id: couriers.id,
      code: couriers.code,
      name: couriers.name,
      trackingUrl: couriers.trackingUrl,
      awbPattern: couriers.awbPattern,
    })
    .from(couriers)
    .where(and(eq(couriers.code, code), eq(couriers.active, true)));
  if (!courier) throw new DomainError('invalid', 'Please choose a courier.', { field: 'courier' });
  return courier;
}

/** The couriers staff may choose, in the back office's order. */
export function activeCouriers(db: DbOrTx) {
  return db
    .select({ code: couriers.code, name: couriers.name, awbPattern: couriers.awbPattern })
    .from(couriers)
    .where(eq(couriers.active, true))
    .orderBy(asc(couriers.position), asc(couriers.name));
}

/** Ships the given quantities of the order's lines as one parcel; returns its public id. */
export async function shipLines(
  tx: DbOrTx,
  orderId: number,
  input: ShipInput,
  links: OrderLinks,
): Promise<{ shipmentId: string; order: OrderRow; complete: boolean }> {
  const order = await lockOrder(tx, orderId);
  // Collected at a store (issue 35): no courier parcel (the database's status moves agree).
  if (order.pickupStoreId !== null) {
    throw new DomainError('conflict', 'An order picked up from a store is not shipped by courier.');
  }
  if (!SHIPPABLE.includes(order.status)) {
    throw new DomainError(
      'conflict',
      order.status === 'Delivered' || order.status === 'Cancelled'
        ? `A ${order.status.toLowerCase()} order cannot be shipped.`
        : 'Pack the order before shipping it.',
    );
  }
  const today = new Date(Date.now() + IST_OFFSET_MS).toISOString().slice(0, 10);
  const placed = new Date(order.placedAt.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
  if (input.shippedOn < placed || input.shippedOn > today) {
    throw new DomainError('invalid', `The shipping date must be from ${placed} to ${today}.`, {
      field: 'shippedOn',
    });
  }
  const courier = await activeCourier(tx, input.courierCode);
  const problem = awbProblem(courier, input.awb);
  if (problem) throw new DomainError('invalid', problem, { field: 'awb' });
  const awb = normalizedAwb(input.awb) || null;
  if (awb) {
    const [taken] = await tx
      .select({ id: shipments.id })
      .from(shipments)
      .where(and(eq(shipments.courierId, courier.id), eq(shipments.awb, awb)));
    if (taken) {
      throw new DomainError(
        'conflict',
        `AWB ${awb} is already on another ${courier.name} shipment.`,
        {
          field: 'awb',
        },
      );
    }
  }
  const lines = await linesLeft(tx, order.id);
  const carried = lines
    .map((line, index) => ({ line, quantity: input.quantities[index] ?? 0 }))
    .filter(({ quantity }) => quantity > 0);
  if (carried.length === 0) {
    throw new DomainError('invalid', 'Choose at least one item to ship.', { field: 'quantities' });
  }
  for (const { line, quantity } of carried) {
    if (!Number.isInteger(quantity) || quantity > line.left) {
      throw new DomainError(
        'invalid',
        `Only ${line.left} of ${line.productName} (${line.variantLabel}) are left to ship.`,
        { field: 'quantities' },
      );
    }
  }
  const [earlier] = await tx
    .select({ id: shipments.id })
    .from(shipments)
    .where(eq(shipments.orderId, order.id))
    .limit(1);
  const [shipment] = await tx
    .insert(shipments)
    .values({
      publicId: newPublicId(),
      orderId: order.id,
      courierId: courier.id,
      awb,
      shippedOn: input.shippedOn,
    })
    .returning({ id: shipments.id, publicId: shipments.publicId });
  await tx.insert(shipmentLines).values(
    carried.map(({ line, quantity }) => ({
      shipmentId: shipment!.id,
      orderLineId: line.orderLineId,
      quantity,
    })),
  );
  const complete = lines.every((line, index) => line.left - (input.quantities[index] ?? 0) === 0);
  // The first parcel ships the order (its timeline and e-mail); each later one is told too.
  const moved =
    order.status === 'Packed'
      ? (await transition(tx, order.id, 'statusChanged', { links, status: 'Shipped' })).order
      : order;
  if (order.status !== 'Packed') {
    await emailOrderUpdate(
      tx,
      order,
      links,
      { status: 'Shipped', description: ANOTHER_PARCEL },
      `shipment:${shipment!.publicId}:Shipped`,
    );
    // A later parcel has its own update. The first parcel of an order staff moved to
    // Shipped by hand does not: that move's update told of this parcel already.
    if (earlier) {
      const parcel = (await shipmentsOf(tx, order.id)).find((one) => one.id === shipment!.publicId);
      await queueOrderUpdate(tx, order, 'shipped', links.origin, { parcel });
    }
  }
  return { shipmentId: shipment!.publicId, order: moved, complete };
}

/**
 * Moves one shipment on (out for delivery, delivered), and the order with it: out for
 * delivery when a shipment is, delivered once everything has shipped and arrived.
 */
export async function moveShipment(
  tx: DbOrTx,
  orderId: number,
  shipmentPublicId: string,
  status: Exclude<ShipmentStatus, 'Shipped'>,
  links: OrderLinks,
): Promise<{ from: ShipmentStatus; orderStatus: OrderStatus }> {
  const order = await lockOrder(tx, orderId);
  const [shipment] = await tx
    .select({ id: shipments.id, status: shipments.status })
    .from(shipments)
    .where(and(eq(shipments.orderId, order.id), eq(shipments.publicId, shipmentPublicId)));
  if (!shipment) throw new DomainError('not_found', 'This shipment was not found.');
  if (SHIPMENT_STATUSES.indexOf(status) <= SHIPMENT_STATUSES.indexOf(shipment.status)) {
    throw new DomainError('conflict', `This shipment is already '${shipment.status}'.`);
  }
  await tx
    .update(shipments)
    .set({ status, updatedAt: new Date() })
    .where(eq(shipments.id, shipment.id));
  let next: OrderStatus | null = null;
  if (status === 'Out for Delivery' && order.status === 'Shipped') next = 'Out for Delivery';
  if (status === 'Delivered') {
    const [pending] = await queryRows(
      tx,
      sql`select count(*) filter (where s.status <> 'Delivered') as undelivered
            from ${shipments} s where s.order_id = ${order.id}`,
      z.object({ undelivered: SqlNumber }),
    );
    const left = (await linesLeft(tx, order.id)).some((line) => line.left > 0);
    if (!left && pending?.undelivered === 0) next = 'Delivered';
  }
  if (next && next !== order.status) {
    await transition(tx, order.id, 'statusChanged', { links, status: next });
  }
  return { from: shipment.status, orderStatus: next ?? order.status };
}

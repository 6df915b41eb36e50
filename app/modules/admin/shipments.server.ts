/** Staff ship orders (issue 34): the lifecycle's shipping, with the staff member and the audit log. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { isPublicId } from '../../lib/public-id.ts';
import type { OrderLinks } from '../order/orders.server.ts';
import { couriers, orders } from '../order/schema.ts';
import {
  linesLeft,
  moveShipment,
  type ShipInput,
  shipLines,
} from '../order-lifecycle/shipping.server.ts';
import type { Staff } from './access.server.ts';
import { recordAudit } from './audit.server.ts';
import { isUniqueViolation } from './catalog/rows.server.ts';
import { AWB_CSV_COLUMNS, MAX_AWB_ROWS } from './content-limits.ts';
import { nothingImported, readImport } from './csv.server.ts';

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

const ORDER_NUMBER = /^GA-\d{4}-\d{6,}$/;
/** A day that exists, as YYYY-MM-DD (not 2026-02-30, which PostgreSQL refuses). */
function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/**
 * Ships many orders at once from a CSV of AWBs (issue 34): each row ships everything left
 * of its order as one parcel, with its courier (code or name) and AWB. Every row is tried
 * in one transaction, each in its own savepoint so that one row's refusal is reported with
 * its line and the others are still checked; if any row is refused, nothing is shipped
 * and no e-mail goes.
 */
export async function importAwbs(
  db: DbOrTx,
  staff: Staff,
  text: string,
  links: OrderLinks,
  today: string,
): Promise<{ shipped: number }> {
  const records = readImport(text, AWB_CSV_COLUMNS, MAX_AWB_ROWS);
  const known = await db
    .select({ code: couriers.code, name: couriers.name })
    .from(couriers)
    .where(eq(couriers.active, true));
  const courierCode = (value: string) =>
    known.find(
      (courier) =>
        courier.code === value.toLowerCase() || courier.name.toLowerCase() === value.toLowerCase(),
    )?.code;
  const errors: string[] = [];
  const seenOrders = new Set<string>();
  const rows = records.flatMap((record, index) => {
    const line = index + 2;
    const orderNumber = (record.order_number ?? '').toUpperCase();
    const code = courierCode(record.courier ?? '');
    const shippedOn = record.shipped_on || today;
    const problems = [
      ORDER_NUMBER.test(orderNumber) ? null : 'order_number is not an order number.',
      code ? null : `courier '${record.courier ?? ''}' is not one of ours.`,
      isDay(shippedOn) ? null : 'shipped_on must be a date as YYYY-MM-DD.',
      seenOrders.has(orderNumber) ? `order ${orderNumber} appears twice in the file.` : null,
    ].filter((problem): problem is string => problem !== null);
    seenOrders.add(orderNumber);
    if (problems.length > 0) {
      errors.push(...problems.map((problem) => `Row ${line}: ${problem}`));
      return [];
    }
    return [{ line, orderNumber, courierCode: code!, awb: record.awb ?? '', shippedOn }];
  });
  if (errors.length) throw nothingImported(errors);
  const refused = new Error('refused');
  try {
    return await db.transaction(async (tx) => {
      // In order-number order: two imports at once lock their orders in the same order.
      const byOrder = [...rows].sort((a, b) => a.orderNumber.localeCompare(b.orderNumber));
      for (const row of byOrder) {
        try {
          await tx.transaction(async (savepoint) => {
            const [order] = await savepoint
              .select({ id: orders.id })
              .from(orders)
              .where(eq(orders.orderNumber, row.orderNumber));
            if (!order) throw new DomainError('not_found', `There is no order ${row.orderNumber}.`);
            const left = await linesLeft(savepoint, order.id);
            await shipLines(
              savepoint,
              order.id,
              { ...row, quantities: left.map((line) => line.left) },
              links,
            );
          });
        } catch (error) {
          // The same AWB saved meanwhile by another shipment: this row's refusal, not a 500.
          const message =
            error instanceof DomainError
              ? error.message
              : isUniqueViolation(error, 'shipments_awb_idx')
                ? 'This AWB is already on another shipment.'
                : null;
          if (message === null) throw error;
          errors.push(`Row ${row.line} (${row.orderNumber}): ${message}`);
        }
      }
      // One refused row and nothing of the file stands (its e-mails included).
      if (errors.length) {
        errors.sort((a, b) => Number(/\d+/.exec(a)?.[0]) - Number(/\d+/.exec(b)?.[0]));
        throw refused;
      }
      await recordAudit(tx, staff, {
        action: 'order.ship_import',
        entityType: 'order',
        entityId: 'csv',
        after: {
          rows: rows.map(({ orderNumber, courierCode, awb }) => ({
            orderNumber,
            courierCode,
            awb,
          })),
        },
      });
      return { shipped: rows.length };
    });
  } catch (error) {
    if (error === refused) throw nothingImported(errors);
    throw error;
  }
}

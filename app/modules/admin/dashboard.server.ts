/**
 * The dashboard's figures: orders and revenue today and this week (days and weeks of
 * India Standard Time), orders waiting for staff by status, variants running out, and
 * messages not yet answered. Each one indexed query.
 */

import { and, asc, count, eq, gte, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { products, productVariants } from '../catalog/schema.ts';
import { contactMessages } from '../engagement/schema.ts';
import { hasFailedUpdate } from '../messaging/order-updates.server.ts';
import { orders } from '../order/schema.ts';
import type { OrderStatus } from '../order/view.ts';
import { pastPromise } from './orders.server.ts';

export const LOW_STOCK_AT = 5;

/** Statuses that need someone to act (a pending online payment waits for the shopper). */
export const AWAITING_ACTION: readonly OrderStatus[] = [
  'Order Placed',
  'Payment Confirmed',
  'Packed',
  'Shipped',
  'Out for Delivery',
  // Waiting at a store for its shopper (issue 35): an order nobody collects holds its stock.
  'Ready for Pickup',
];

export interface Dashboard {
  today: { orders: number; revenuePaise: number };
  week: { orders: number; revenuePaise: number };
  awaiting: { status: OrderStatus; count: number }[];
  lowStock: {
    productName: string;
    productId: string;
    weight: string;
    unit: string;
    stock: number;
  }[];
  unansweredMessages: number;
  /** Orders still on their way after their promised delivery date. */
  late: number;
  /** Orders whose WhatsApp or SMS update failed this week. */
  updatesFailed: number;
}

const IST = sql`'Asia/Kolkata'`;

/** Orders that count as sales: paid or cash on delivery, not cancelled. */
const counted = and(
  inArray(orders.paymentState, ['paid', 'cod']),
  notInArray(orders.status, ['Cancelled']),
);

async function salesSince(db: DbOrTx, since: ReturnType<typeof sql>) {
  const [row] = await db
    .select({
      orders: count(),
      revenuePaise: sql<string>`coalesce(sum(${orders.totalPaise}), 0)`,
    })
    .from(orders)
    .where(and(gte(orders.placedAt, since), counted));
  return { orders: row?.orders ?? 0, revenuePaise: Number(row?.revenuePaise ?? 0) };
}

export async function loadDashboard(db: DbOrTx): Promise<Dashboard> {
  const [today, week, awaitingRows, lowStock, [messages], [late], [updatesFailed]] =
    await Promise.all([
      salesSince(db, sql`(date_trunc('day', now() at time zone ${IST}) at time zone ${IST})`),
      salesSince(db, sql`(date_trunc('week', now() at time zone ${IST}) at time zone ${IST})`),
      db
        .select({ status: orders.status, count: count() })
        .from(orders)
        .where(
          and(
            inArray(orders.status, [...AWAITING_ACTION]),
            inArray(orders.paymentState, ['paid', 'cod']),
          ),
        )
        .groupBy(orders.status),
      db
        .select({
          productName: products.name,
          productId: products.publicId,
          weight: productVariants.weight,
          unit: productVariants.unit,
          stock: productVariants.stock,
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(
          and(
            eq(productVariants.active, true),
            eq(products.active, true),
            lte(productVariants.stock, LOW_STOCK_AT),
          ),
        )
        .orderBy(asc(productVariants.stock), asc(products.name))
        .limit(20),
      db.select({ count: count() }).from(contactMessages).where(isNull(contactMessages.handledAt)),
      db.select({ count: count() }).from(orders).where(pastPromise),
      db.select({ count: count() }).from(orders).where(hasFailedUpdate),
    ]);
  const byStatus = new Map(awaitingRows.map((row) => [row.status, row.count]));
  return {
    today,
    week,
    awaiting: AWAITING_ACTION.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
    lowStock,
    unansweredMessages: messages?.count ?? 0,
    late: late?.count ?? 0,
    updatesFailed: updatesFailed?.count ?? 0,
  };
}

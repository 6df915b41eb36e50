/**
 * Stock held by orders: taken with a conditional update inside the order's transaction
 * (never below zero, whatever runs concurrently), and given back exactly once when an
 * unpaid online order is cancelled.
 */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { products, productVariants } from '../catalog/schema.ts';
import { orderLines, orders } from '../order/schema.ts';

export interface StockLine {
  variantDbId: number;
  productDbId: number | null;
  productName: string;
  variantLabel: string;
  quantity: number;
}

/** Takes the stock of every line, or throws (rolling the transaction back) naming what ran out. */
export async function takeStock(tx: DbOrTx, lines: StockLine[]): Promise<void> {
  // Always in variant order, so two orders of the same variants cannot deadlock.
  const sorted = [...lines].sort((a, b) => a.variantDbId - b.variantDbId);
  for (const line of sorted) {
    const taken = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${line.quantity}` })
      .where(
        and(
          eq(productVariants.id, line.variantDbId),
          eq(productVariants.active, true),
          sql`${productVariants.stock} >= ${line.quantity}`,
        ),
      )
      .returning({ id: productVariants.id });
    if (taken.length === 0) {
      const [now] = await tx
        .select({ stock: productVariants.stock })
        .from(productVariants)
        .where(eq(productVariants.id, line.variantDbId));
      const left = now?.stock ?? 0;
      throw new DomainError(
        left > 0 ? 'insufficient_stock' : 'out_of_stock',
        left > 0
          ? `Sorry, only ${left} of ${line.productName} (${line.variantLabel}) left in stock. Please change the quantity.`
          : `Sorry, ${line.productName} (${line.variantLabel}) has just sold out.`,
      );
    }
    if (line.productDbId !== null) {
      await tx
        .update(products)
        .set({ orderCount: sql`${products.orderCount} + ${line.quantity}` })
        .where(eq(products.id, line.productDbId));
    }
  }
}

/** The lines of a placed order, as stock lines (variants since deleted are left out). */
export async function orderStockLines(tx: DbOrTx, orderId: number): Promise<StockLine[]> {
  const rows = await tx
    .select({
      variantDbId: orderLines.variantId,
      productDbId: orderLines.productId,
      productName: orderLines.productName,
      variantLabel: orderLines.variantLabel,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.variantId)))
    // The same lock order as takeStock's, so a release and a placement cannot deadlock.
    .orderBy(asc(orderLines.variantId));
  return rows.map((row) => ({ ...row, variantDbId: row.variantDbId ?? 0 }));
}

/**
 * Gives an order's stock back, once: the first caller stamps stock_released_at and
 * restocks; any later or concurrent caller finds it stamped and does nothing.
 */
export async function releaseStock(tx: DbOrTx, orderId: number): Promise<boolean> {
  const stamped = await tx
    .update(orders)
    .set({ stockReleasedAt: new Date() })
    .where(and(eq(orders.id, orderId), sql`${orders.stockReleasedAt} is null`))
    .returning({ id: orders.id });
  if (stamped.length === 0) return false;
  for (const line of await orderStockLines(tx, orderId)) {
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${line.quantity}` })
      .where(eq(productVariants.id, line.variantDbId));
    if (line.productDbId !== null) {
      await tx
        .update(products)
        .set({ orderCount: sql`greatest(${products.orderCount} - ${line.quantity}, 0)` })
        .where(eq(products.id, line.productDbId));
    }
  }
  return true;
}

/** Takes an order's stock again (a payment that arrived after the order was cancelled). */
export async function retakeStock(tx: DbOrTx, orderId: number): Promise<boolean> {
  try {
    // A savepoint: if any line ran out, nothing of this attempt stays.
    await tx.transaction(async (inner) => {
      await takeStock(inner, await orderStockLines(inner, orderId));
      await inner.update(orders).set({ stockReleasedAt: null }).where(eq(orders.id, orderId));
    });
    return true;
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
}

/**
 * The shelf: stock taken with a conditional update inside the order's transaction (never
 * below zero, whatever runs concurrently) and put back when an order gives it up. Which
 * order holds stock, and that it gives it back once, is the order lifecycle's to know
 * (order-lifecycle/transition.server.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { msg } from '../../i18n/msg.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { products, productVariants } from './schema.ts';

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
      const values = { count: left, name: line.productName, variant: line.variantLabel };
      throw left > 0
        ? new DomainError(
            'insufficient_stock',
            msg(
              'Sorry, only {count} of {name} ({variant}) left in stock. Please change the quantity.',
            ),
            { values },
          )
        : new DomainError('out_of_stock', msg('Sorry, {name} ({variant}) has just sold out.'), {
            values,
          });
    }
    if (line.productDbId !== null) {
      await tx
        .update(products)
        .set({ orderCount: sql`${products.orderCount} + ${line.quantity}` })
        .where(eq(products.id, line.productDbId));
    }
  }
}

/**
 * Puts stock back on the shelf: the lines of an order whose stock went back (its payment
 * failed or never came, or staff cancelled it). The caller makes sure it happens once.
 */
export async function returnStock(tx: DbOrTx, lines: StockLine[]): Promise<void> {
  // The same lock order as takeStock's, so a release and a placement cannot deadlock.
  const sorted = [...lines].sort((a, b) => a.variantDbId - b.variantDbId);
  for (const line of sorted) {
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
}
